#include "search/leaf_eval.h"

#include <algorithm>

#include "search/threats.h"

namespace c6 {

int LeafEval::evaluate(const Position& pos, Color mover) const {
  int lv[2][7];
  for (int c = 0; c < 2; ++c) {
    for (int k = 0; k <= 6; ++k) lv[c][k] = pos.live(static_cast<Color>(c + 1), k);
  }
  int sh[2][kShapeClasses];
  const bool shapes = shapes_used(pos.size());
  for (int c = 0; c < 2 && shapes; ++c) {
    for (int k = 0; k < kShapeClasses; ++k) sh[c][k] = pos.shape(static_cast<Color>(c + 1), k);
  }
  return evaluate_live(lv, shapes ? sh : nullptr, mover, pos.size(), pos.board().stone_count());
}

int LeafEval::value_after(const Position& pos, Color mover, int a, int b) const {
  int lv[2][7];
  const int threats = threat_count_after_live(pos, mover, a, b, lv);
  // Three threats cannot all be blocked: above every static score, below a proved one.
  if (threats >= 3) return kWinBound - 1;
  return -child_score(pos, mover, a, b, lv);
}

int LeafEval::child_score(const Position& pos, Color mover, int a, int b,
                          const int live[2][7]) const {
  int sh[2][kShapeClasses];
  const bool shapes = shapes_used(pos.size());
  if (shapes) pos.shapes().counts_after(a, b, mover - 1, sh);
  const int stones = pos.board().stone_count() + (b >= 0 ? 2 : 1);
  return evaluate_live(live, shapes ? sh : nullptr, opponent(mover), pos.size(), stones);
}

void LeafEval::set_root(Color root, int size) {
  const bool on = params_->contempt > 0 && size <= params_->contempt_max_size;
  contempt_for_ = on ? root : kEmpty;
}

LeafEval::ShapeWeights LeafEval::shape_weights(int size) const {
  const SearchParams& p = *params_;
  if (size <= p.small_size) return {p.small_shape_mover, p.small_shape_other};
  return {p.shape_mover, p.shape_other};
}

bool LeafEval::shapes_used(int size) const {
  const ShapeWeights w = shape_weights(size);
  int any = 0;
  for (int k = 0; k < kShapeClasses; ++k) any |= w.mover[k] | w.other[k];
  return any != 0;
}

bool LeafEval::early_leaf(int size, int stones) const {
  return size >= params_->early_min_size && stones <= params_->early_stones;
}

LeafEval::WindowWeights LeafEval::window_weights(int size, int stones) const {
  const SearchParams& p = *params_;
  if (early_leaf(size, stones)) return {p.early_mover_w, p.early_other_w};
  if (size <= p.small_size) return {p.small_mover_w, p.small_other_w};
  return {p.mover_w, p.other_w};
}

int LeafEval::evaluate_live(const int live[2][7], const int (*shapes)[kShapeClasses], Color mover,
                            int size, int stones) const {
  const SearchParams& p = *params_;
  const int m = mover - 1, o = 2 - mover;
  const WindowWeights ww = window_weights(size, stones);
  int v = 0;
  for (int k = 1; k <= 3; ++k) v += ww.mover[k] * live[m][k] - ww.other[k] * live[o][k];
  // The threat windows (4-5 stones) weigh the same in both phases.
  for (int k = 4; k <= 5; ++k) v += p.mover_w[k] * live[m][k] - p.other_w[k] * live[o][k];
  if (contempt_for_ != kEmpty) {
    int open = 0;
    for (int k = 2; k <= 5; ++k) open += live[0][k] + live[1][k];
    v += (mover == contempt_for_ ? p.contempt : -p.contempt) * open;
  }
  if (shapes) {
    const ShapeWeights w = shape_weights(size);
    for (int k = 0; k < kShapeClasses; ++k)
      v += w.mover[k] * shapes[m][k] - w.other[k] * shapes[o][k];
    // Shape counts have no small bound: a static score must never read as a proved result.
    v = std::max(-kWinBound + 1, std::min(kWinBound - 1, v));
  }
  return v;
}

}  // namespace c6
