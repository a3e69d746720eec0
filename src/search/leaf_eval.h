// LeafEval: the search's static score of a position, from the incremental live window counts and
// the line shapes, with the weights of one SearchParams. Owns a pointer to those parameters (the
// Searcher's, which outlive it) and the root side that contempt favours (set once per search);
// every scoring member is const and allocation-free, so the leaves and the move ordering of the
// alpha-beta search can call it at every node.
#pragma once

#include "eval/position.h"
#include "search/params.h"

namespace c6 {

constexpr int kWinScore = 1000000;
constexpr int kWinBound = kWinScore - 1000;  // |score| >= this: a proved result

class LeafEval {
 public:
  explicit LeafEval(const SearchParams& params) : params_(&params) {}

  // Static evaluation of pos for `mover` (the side about to place two stones).
  int evaluate(const Position& pos, Color mover) const;
  // The same from live window counts laid out as Position::live (colour - 1, stones) of a
  // size x size board holding `stones` stones (they choose the weight tables: window_weights,
  // shape_weights), plus the line shapes' weights when `shapes` (colour - 1, ShapeClass) is given.
  int evaluate_live(const int live[2][7], const int (*shapes)[kShapeClasses], Color mover, int size,
                    int stones) const;
  // The static score for `mover` after it places the empty cells a and b, read from the window
  // counts and the lines through a and b without placing them: the move ordering's key. A pair
  // that leaves three or more threats scores above every static score.
  int value_after(const Position& pos, Color mover, int a, int b) const;
  // The leaf score of the child after `mover` places a and b (b < 0: one stone), for the side to
  // move there, given `live`, the live window counts after them (threat_count_after_live); the
  // line shapes are read through a and b without placing them.
  int child_score(const Position& pos, Color mover, int a, int b, const int live[2][7]) const;
  // The side to move at the root of the search, for SearchParams::contempt on a size x size
  // board; kEmpty (the default) scores without contempt.
  void set_root(Color root, int size);
  // True if the last set_root() turned contempt on: scores then depend on the root's colour.
  bool contempt_on() const { return contempt_for_ != kEmpty; }
  // The line-shape weights of a size x size board (by class): SearchParams::shape_mover and
  // shape_other, or the small-board tables on boards of at most small_size.
  struct ShapeWeights {
    const int* mover;
    const int* other;
  };
  ShapeWeights shape_weights(int size) const;
  // True if any line-shape weight of a size x size board is non-zero (else leaves do not read the
  // shapes).
  bool shapes_used(int size) const;
  // Whether a leaf of a size x size board holding `stones` stones takes the early-game weights
  // (SearchParams::early_stones, early_min_size).
  bool early_leaf(int size, int stones) const;
  // The window weights (k = 1..3 read) of such a leaf: the early tables when early_leaf, else the
  // small-board tables on boards of at most small_size, else mover_w / other_w.
  struct WindowWeights {
    const int* mover;
    const int* other;
  };
  WindowWeights window_weights(int size, int stones) const;

 private:
  const SearchParams* params_;
  Color contempt_for_ = kEmpty;  // the root side when contempt applies, else kEmpty
};

}  // namespace c6
