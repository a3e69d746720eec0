// Two-stone move generation from the incremental per-cell scores.
//
// PairGen owns a stamp matrix used to deduplicate unordered pairs without clearing (each
// generation call takes a fresh stamp), the candidate region with a per-cell membership flag, and
// scratch arrays for ranking second stones; it writes into caller-provided fixed arrays: nothing
// is allocated while searching. Pairs are stored with a < b (b = -1 only for a one-stone turn).
//
// Second stones are ranked without placing the first one: a stone changes the cell scores only
// of the (at most 40) cells sharing a window with it, so the ranking after stone f is the base
// ranking of the unchanged cells merged with the changed cells rescored from the window deltas.
// The result is exactly top-k by (score after f, lower index first), as placing f and scanning.
#pragma once

#include <algorithm>
#include <cstdint>
#include <vector>

#include "core/zero_buffer.h"
#include "eval/position.h"
#include "search/threats.h"

namespace c6 {

struct Pair {
  int16_t a = -1;
  int16_t b = -1;
  int64_t key = 0;  // ordering key, larger first
};

inline bool same_pair(const Pair& x, int a, int b) { return x.a == a && x.b == b; }

class PairGen {
 public:
  static constexpr int kMaxPairs = 320;
  static constexpr int kMaxTop = 40;
  // Base ranking length beyond the cells asked for: room for the cells a stone rescores.
  static constexpr int kBaseExtra = 4;

  PairGen();

  // The k best empty cells for mover by cell score (ties: lower index), excluding `exclude`.
  // Returns how many were written to cells/scores.
  static int top_cells(const Position& pos, Color mover, int k, int16_t* cells, int64_t* scores,
                       int exclude = -1);

  // Restricts normal() and forced() to these cells (empty = the whole board). The engine sets
  // the cells near the stones at the root: far cells only score the empty-window baseline.
  void set_region(const std::vector<int16_t>& cells);
  // That region: the empty cells within 3 of a stone (every cell while the board is empty).
  static std::vector<int16_t> near_stones(const Board& board);
  // top_cells over the region.
  int top(const Position& pos, Color mover, int k, int16_t* cells, int64_t* scores) const;

  // top_cells restricted to cells with mark[idx] != 0.
  static int top_cells_in(const Position& pos, Color mover, int k, int16_t* cells, int64_t* scores,
                          const std::vector<uint8_t>& mark);

  // Normal turn: top k1 first stones; for each, the top k2 second stones ranked by their scores
  // as if the first were placed (see top_after).
  // With fresh = false the current deduplication generation continues (pairs marked or added
  // before are skipped).
  int normal(const Position& pos, Color mover, int k1, int k2, Pair* out, int max,
             bool fresh = true);
  // Forced turn: the opponent has 1 or 2 threats; only blocking moves. A single blocking cell gets
  // its free stone from the top `free_k` cells as if the block were placed.
  int forced(const Position& pos, Color mover, const BlockSet& blocks, int free_k, Pair* out,
             int max);
  // Adds pair {a, b} (any order) if new this generation; returns false if full or duplicate.
  bool add(Pair* out, int* n, int max, int a, int b, int64_t key);
  // True if {a, b} (any order) was added or marked in this generation.
  bool has(int a, int b) const { return seen_[slot(a, b)] == stamp_; }
  // Records {a, b} as already present in this generation.
  void mark(int a, int b) { seen_[slot(a, b)] = stamp_; }
  // Forgets every generation (and touches the whole stamp matrix).
  void clear_stamps() {
    seen_.clear();
    stamp_ = 0;
  }
  // Starts a new deduplication generation (call before a series of add()).
  void begin() {
    if (++stamp_ == 0) {
      seen_.clear();
      stamp_ = 1;
    }
  }

  // Sorts by key, larger first (stable: ties keep generation order, so it is deterministic).
  static void sort(Pair* p, int n);

 private:
  // The k best cells after mover places f (f itself excluded), from a base ranking of the current
  // position (base[0..nbase), best first; `complete` if it holds every candidate cell).
  int top_after(const Position& pos, Color mover, int f, int k, const int16_t* base,
                const int64_t* base_s, int nbase, bool complete, int16_t* cells, int64_t* scores);
  bool in_region(int idx) const { return region_.empty() || in_region_[idx]; }
  // The stamp index of the unordered pair {a, b} (b = -1: a one-stone turn).
  static size_t slot(int a, int b) {
    if (b >= 0 && b < a) std::swap(a, b);
    return static_cast<size_t>(a) * Board::kMaxCells + (b < 0 ? 0 : b);
  }

  ZeroBuffer<uint32_t> seen_;  // kMaxCells^2 stamps (6 MB): zero pages until touched
  std::vector<int16_t> region_;
  std::vector<uint8_t> in_region_;
  std::vector<uint32_t> touched_;  // cell -> stamp of the top_after call that rescored it
  std::vector<int64_t> delta_;     // cell -> score change from the hypothetical stone
  uint32_t stamp_ = 0;
  uint32_t touch_stamp_ = 0;
};

}  // namespace c6
