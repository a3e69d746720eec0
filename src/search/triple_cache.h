// Speed-ups for the "does this side have a three-threat pair?" test (Solver::has_triple) that the
// search runs at horizon leaves, where a pair making three threats is a win the static score
// cannot see. Both are exact: they only skip work whose answer is known.
#pragma once

#include <cstdint>
#include <vector>

#include "eval/position.h"
#include "search/pairs.h"
#include "search/solver.h"

namespace c6 {

// FocusCells: the cells a three-threat test of `owner` must touch. Exact when a node two plies up
// (owner to move, not forced) found that owner had no three-threat pair: only owner's stones
// placed since (the pair searched there) add windows, so every new three-threat pair uses a
// window through one of them with 2+ of owner's stones, and its stone in that window is an empty
// cell of it. Owns a per-cell mask (nonzero on those cells) and the list of set cells, for
// clearing; both are sized once, so build() never allocates.
class FocusCells {
 public:
  FocusCells();
  // Builds the cells for owner from `placed`, the pair searched at that node; `established` says
  // whether the node established "owner has no three-threat pair". Returns the mask, or nullptr
  // (no restriction) when it did not.
  const uint8_t* build(const Position& pos, const Pair& placed, bool established, Color owner);

 private:
  void clear();
  std::vector<uint8_t> mask_;
  std::vector<int16_t> list_;
};

// TripleCache: the opponent's three-threat pairs at the current non-forced depth-1 node, so that
// the leaves below it (one per pair we try) answer "does the opponent have a triple after our
// pair?" mostly without a solver call. Owns the opponent's pairs before our move (at most
// Solver::kMaxMoves), per cell a bit for each of the first 8 pairs whose threat windows contain
// the cell, and for the first kRecheck pairs the windows each would turn into threats. Our stones
// only take windows away from the opponent, so after our pair the opponent has a triple only if
// it had one before, and certainly has one if some pair's windows hold neither of our stones;
// otherwise the listed windows are re-counted (or the exact test decides). Built lazily on the
// node's first leaf; nothing is allocated after construction.
class TripleCache {
 public:
  TripleCache();
  // A node at `ply` with one turn left starts: its leaves may use the cache unless `forced`.
  // them_focus: the opponent's focus cells at this node (may be null).
  void open(int ply, bool forced, const uint8_t* them_focus) {
    ply_ = forced ? -1 : ply;
    ready_ = false;
    them_focus_ = them_focus;
  }
  // Whether the opponent of `mover` has a three-threat pair after mover plays {a, b}, at a leaf
  // of the node opened at ply - 1 (or, if that node was forced, by the focused exact test).
  bool opponent_triple_after(Position& pos, Solver& solver, int a, int b, Color mover, int ply);

 private:
  static constexpr int kRecheck = 24;  // pairs whose threat windows are listed
  static constexpr int kWindows = 48;  // windows listed per pair (at most)
  void build(Position& pos, Solver& solver, Color mover);

  int ply_ = -1;
  bool ready_ = false;
  const uint8_t* them_focus_ = nullptr;
  uint8_t bits_ = 0;  // one bit per pair covered by mask_ (the first min(n_, 8))
  int n_ = 0;         // pairs in buf_
  std::vector<uint8_t> mask_;
  std::vector<int16_t> cells_;  // cells with a nonzero mask_, for clearing
  std::vector<Pair> buf_;
  std::vector<int16_t> windows_;  // kRecheck * kWindows
  int nw_[kRecheck];
};

}  // namespace c6
