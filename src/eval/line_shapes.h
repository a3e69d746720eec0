// Line shapes: the twos, threes and fours a Connect6 player names, per colour, counted
// incrementally on every line (row, column, diagonal) of the board.
//
// A shape is read from one stone s of colour c on one line, looking forward along the line (the
// direction's positive step): its "view" is s, the free cells before it (at most 5, up to the
// first opponent stone or the board edge; c's own stones there count as empty) and the cells after
// it (at most 5, up to the first blocker), with only s and c's stones after s. On that view:
//   T0 = threats now: the fewest defender stones that hit every six-window of the view holding 4 or
//        more of c's stones (capped at 3; a finished six counts 3),
//   T1 = the most threats after one more stone of c in the view, T2 = after two more.
// Classes, weakest first: dead two (T2 = 1), live two (T2 >= 2), dead three (T1 = 1), live three
// (T1 >= 2), dead four (T0 = 1, fours and fives alike), live four (T0 >= 2).
// What is counted: a stone heads a shape when its view's class is stronger than the class of
// every stone of c within its free cells before it (same line, no blocker between), so "XXX" is
// one three (its first stone), not a three and a two; a stone whose view holds only itself has
// no class. Counted per colour and class over all lines.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "game/board.h"

namespace c6 {

enum ShapeClass : int {
  kDeadTwo = 0,
  kLiveTwo,
  kDeadThree,
  kLiveThree,
  kDeadFour,
  kLiveFour,
  kShapeClasses
};

// "dead2", "live2", ..., "live4".
const char* shape_class_name(int cls);

// ShapeTable: the class of every view, precomputed (1,152 entries: free cells before 0..5, free
// cells after 0..5, which of the cells after hold c's stones). Immutable; one shared instance.
class ShapeTable {
 public:
  static const ShapeTable& get();
  // 0 = no shape, else ShapeClass + 1. `after_own` has bits only below `after`.
  uint8_t at(int before, int after, unsigned after_own) const {
    return table_[(before * 6 + after) * 32 + after_own];
  }
  // The same read straight from the line's bits: `before_blocks` = the blockers among the 5 cells
  // before the stone (bit 4 = the nearest), `after_blocks` and `after_own` the blockers and c's
  // stones among the 5 cells after it (bit 0 = the nearest). Saves the classifier counting free
  // cells and masking c's stones past a blocker (6,144 entries).
  int free_before(unsigned before_blocks) const { return free_before_[before_blocks]; }
  uint8_t at_bits(unsigned before_blocks, unsigned after_blocks, unsigned after_own) const {
    return by_bits_[free_before_[before_blocks] * 1024 + after_blocks * 32 + after_own];
  }
  // T0, T1, T2 of a view given as a string over {'x' = c's stone, '.' = empty}, every cell free
  // (the brute force the table is built from; for tests).
  static void threats(const std::string& view, int t[3]);

 private:
  ShapeTable();
  std::array<uint8_t, 6 * 6 * 32> table_;
  std::array<uint8_t, 32> free_before_;
  std::array<uint8_t, 6 * 32 * 32> by_bits_;
};

// What one stone on a cell changes in the shape counts (both colours, by class), per line
// direction through the cell and summed over the four; `stamp` is the LineShapes version it was
// read at (0: never).
struct ShapeDelta {
  uint64_t stamp = 0;
  int8_t dir[4][2][kShapeClasses];
  int16_t sum[2][kShapeClasses];
};

// LineShapes: per board line and colour, the stones as a bitmask and the shape counts of that
// line; per colour the totals over all lines. place()/remove() only set the stone's bit on its 4
// lines and mark them; the shapes of marked lines are re-read when counts are next asked for
// (count(), counts_after(), same()). Most changes are undone before anyone reads a count (the
// threat solvers' probes, move generation), and a marked line whose stones are back to what was
// last read costs one compare. Invariant, as seen through every reader: every line's counts are
// what classify_line() gives for its stones, and the totals are their sums. The re-read state is a
// cache (mutable): reading never changes what any reader sees.
class LineShapes {
 public:
  explicit LineShapes(const Board& geometry);

  // side: 0 black, 1 white.
  void place(int idx, int side) { change(idx, side, true); }
  void remove(int idx, int side) { change(idx, side, false); }
  void recompute(const Board& board);

  int count(int side, int cls) const {
    sync();
    return totals_[side][cls];
  }
  // The totals as they would be after c places stones on the empty cells a and b (b < 0: one
  // stone), computed without placing them.
  void counts_after(int a, int b, int side, int out[2][kShapeClasses]) const;
  bool same(const LineShapes& other, std::string* why) const;

  // Shape counts of one line, packed 8 bits per class (class i at bits 8i): `own` holds c's
  // stones at bit 5 + position, `block` the other colour's stones and every bit off the line.
  static uint64_t classify_line(uint64_t own, uint64_t block) {
    return classify(ShapeTable::get(), own, block);
  }
  static int field(uint64_t packed, int cls) {
    return static_cast<int>((packed >> (8 * cls)) & 255);
  }

 private:
  struct Line {
    uint64_t stones[2];  // bit 5 + position along the line
    uint64_t edge;       // every bit that is not a cell of the line
  };
  // What a line's counts were last read from, and classify_line() of it per colour.
  struct Read {
    uint64_t seen[2];
    uint64_t packed[2];
  };
  // 6 * 25 - 2 lines at most (rows, columns, two diagonal directions).
  static constexpr int kDirtyWords = (6 * kMaxSize - 2 + 63) / 64;

  static uint64_t classify(const ShapeTable& table, uint64_t own, uint64_t block);
  void change(int idx, int side, bool on) {
    ++version_;
    const Cell& cell = cells_[idx];
    for (int d = 0; d < 4; ++d) {
      const int id = cell.line[d];
      const uint64_t bit = uint64_t(1) << cell.bit[d];
      if (on) {
        lines_[id].stones[side] |= bit;
      } else {
        lines_[id].stones[side] &= ~bit;
      }
      dirty_[id >> 6] |= uint64_t(1) << (id & 63);
    }
  }
  void sync() const {
    uint64_t any = 0;
    for (uint64_t w : dirty_) any |= w;
    if (any) flush();
  }
  // Re-reads every marked line and clears the marks.
  void flush() const;
  // Re-reads the shapes of line `id` whose stones changed on the cells `diff` since its last read,
  // skipping a colour with no stone in reach of the change.
  void reread(int id, uint64_t diff) const;
  // counts_after() on one line: c's new stone at bit_a (and at bit_b, or -1).
  void add_line_change(int id, int bit_a, int bit_b, int side, int out[2][kShapeClasses]) const;
  // What one stone of `side` on the empty cell idx changes, read now or kept from a read at this
  // version (sync() first).
  const ShapeDelta& delta(int idx, int side) const;

  const ShapeTable* table_;
  std::vector<Line> lines_;
  // Per padded cell index: its line and its bit in it, per direction.
  struct Cell {
    int16_t line[4];
    uint8_t bit[4];
  };
  std::vector<Cell> cells_;
  // The lazily re-read part: per line what was read, the marked lines, the totals.
  mutable std::vector<Read> reads_;
  mutable std::array<uint64_t, kDirtyWords> dirty_;
  mutable int totals_[2][kShapeClasses];
  // Per cell and side, what delta() gives, valid while its stamp is version_ (which every
  // place/remove/recompute moves on): a node's pairs share their cells, so counts_after() over
  // them re-reads each cell's lines once, not once per pair.
  mutable std::vector<ShapeDelta> deltas_;
  uint64_t version_ = 1;
};

}  // namespace c6
