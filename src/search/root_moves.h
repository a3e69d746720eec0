// The root's candidates and the principal variations the alpha-beta reports with them.
//
// PvLine: a line of pairs, as cells, from the node it belongs to.
// RootMoves: the root candidates of one turn in their search order. Invariants: at most
// PairGen::kMaxPairs moves, so nothing is allocated after construction; every reordering is
// stable (equal moves keep their order), so a search repeated with the same limits repeats.
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

#include "search/leaf_eval.h"
#include "search/pairs.h"

namespace c6 {

// Above every score a search returns: -kInf is "no score yet".
constexpr int kInf = kWinScore + 1;

struct PvLine {
  static constexpr int kMaxLen = 48;  // the alpha-beta's deepest ply
  int len = 0;
  int16_t cell[kMaxLen][2];
  // This line becomes {a, b} followed by the child's line.
  void update(int a, int b, const PvLine& child) {
    cell[0][0] = static_cast<int16_t>(a);
    cell[0][1] = static_cast<int16_t>(b);
    for (int j = 0; j < child.len; ++j) {
      cell[j + 1][0] = child.cell[j][0];
      cell[j + 1][1] = child.cell[j][1];
    }
    len = child.len + 1;
  }
};

// One root candidate. score is exact for the best move of the last iteration and below every
// score (a null-window search only proved it no better) for the others; the list is kept sorted
// by it (stably, so the others keep their order).
struct RootMove {
  Pair pair;
  int score = -kInf;
  int prev_score = -kInf;
  bool refuted = false;  // the opponent's threats win after it: searched only if every move is
  PvLine pv;             // valid for the first move after an iteration that found a best
  bool dropped = false;  // refuted only by missing the zone of another move's refutation
};

class RootMoves {
 public:
  RootMoves() { moves_.reserve(PairGen::kMaxPairs); }

  void clear() { moves_.clear(); }
  void add(const Pair& p);  // ignored past PairGen::kMaxPairs (the generators list no more)
  bool empty() const { return moves_.empty(); }
  size_t size() const { return moves_.size(); }
  RootMove& operator[](size_t i) { return moves_[i]; }
  const RootMove& operator[](size_t i) const { return moves_[i]; }
  std::vector<RootMove>::iterator begin() { return moves_.begin(); }
  std::vector<RootMove>::iterator end() { return moves_.end(); }
  std::vector<RootMove>::const_iterator begin() const { return moves_.begin(); }
  std::vector<RootMove>::const_iterator end() const { return moves_.end(); }

  // Best score first (stable insertion sort: std::stable_sort may allocate).
  void sort_by_score();
  // Live moves first, refuted ones after, each group in its order (in place, no allocation).
  void move_refuted_last();
  // The first move goes last, the others move up one.
  void rotate_first_last();
  int count_live() const;
  // Moves refuted only by missing a zone (dropped) become live again.
  void restore_dropped();
  std::vector<Pair> pairs() const;

 private:
  std::vector<RootMove> moves_;
};

}  // namespace c6
