#include "search/picker.h"

#include <algorithm>

namespace c6 {

void PairPicker::generate() {
  stage_ = Stage::kGenerate;
  if (forced_) {
    list_n_ = gen_.forced(pos_, mover_, blocks_, widths_.free_k, list_, PairGen::kMaxPairs);
  } else {
    // The threat pairs are already listed: the generator skips them.
    gen_.begin();
    for (int i = 0; i < threats_; ++i) gen_.mark(list_[i].a, list_[i].b);
    list_n_ = threats_ + gen_.normal(pos_, mover_, widths_.k1, widths_.k2, list_ + threats_,
                                     PairGen::kMaxPairs - threats_, false);
  }
}

}  // namespace c6
