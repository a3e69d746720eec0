#include "search/picker.h"

#include <algorithm>

namespace c6 {

PairPicker::PairPicker(PairGen& gen, const Position& pos, Color mover, const BlockSet& blocks,
                       Pair* list, int threats, const Pair& tt, const Pair killers[2],
                       const Widths& widths)
    : gen_(gen),
      pos_(pos),
      blocks_(blocks),
      mover_(mover),
      forced_(blocks.needed > 0),
      widths_(widths),
      list_(list),
      threats_(threats) {
  push_early(tt.a, tt.b, Stage::kTTPair);
  push_early(killers[0].a, killers[0].b, Stage::kKillers);
  push_early(killers[1].a, killers[1].b, Stage::kKillers);
}

bool PairPicker::usable(int a, int b) const {
  if (a < 0 || b < 0 || a == b || !pos_.board().empty(a) || !pos_.board().empty(b)) return false;
  if (b < a) std::swap(a, b);
  if (is_early(a, b)) return false;
  if (!forced_) return true;
  for (int k = 0; k < blocks_.count; ++k) {
    if (blocks_.b[k] >= 0 ? (blocks_.a[k] == a && blocks_.b[k] == b)
                          : (blocks_.a[k] == a || blocks_.a[k] == b)) {
      return true;
    }
  }
  return false;
}

void PairPicker::push_early(int a, int b, Stage stage) {
  if (!usable(a, b)) return;
  if (b < a) std::swap(a, b);
  early_[early_n_].a = static_cast<int16_t>(a);
  early_[early_n_].b = static_cast<int16_t>(b);
  early_stage_[early_n_] = stage;
  ++early_n_;
}

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
