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
  // The threat pairs keep their place in front: they force the reply whatever they score.
  if (widths_.order) rank_by_leaf_score(forced_ ? 0 : threats_);
}

void PairPicker::rank_by_leaf_score(int from) {
  for (int i = from; i < list_n_; ++i) {
    Pair& p = list_[i];
    p.key = p.b < 0 ? p.key : widths_.order->value_after(pos_, mover_, p.a, p.b);
  }
  PairGen::sort(list_ + from, list_n_ - from);
}

}  // namespace c6
