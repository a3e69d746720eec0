// Board: the stones on an N x N Connect6 board (N = 6..25), nothing else.
//
// Layout: a padded square array with stride N + 2*kPad; the kPad-wide ring around the board holds
// kWall, so any scan of up to kPad steps from an on-board cell stays inside the array and stops at
// a wall without bounds checks. Cells are addressed by int index; Point <-> index conversion is
// here. Invariants: stone_count() equals the number of non-empty on-board cells; hash() is the XOR
// of the Zobrist keys of all stones.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "core/rng.h"
#include "core/types.h"

namespace c6 {

class Board {
 public:
  static constexpr int kPad = 5;
  static constexpr int kMaxStride = kMaxSize + 2 * kPad;
  static constexpr int kMaxCells = kMaxStride * kMaxStride;

  explicit Board(int size = 15);

  int size() const { return size_; }
  int stride() const { return stride_; }
  // Step between neighbouring cells in direction d: 0 horizontal, 1 vertical, 2 diagonal (down
  // right), 3 anti-diagonal (down left).
  int dir(int d) const { return dirs_[d]; }

  bool inside(Point p) const { return p.x >= 0 && p.y >= 0 && p.x < size_ && p.y < size_; }
  int index(Point p) const { return (p.y + kPad) * stride_ + (p.x + kPad); }
  Point point(int idx) const { return Point(idx % stride_ - kPad, idx / stride_ - kPad); }
  // On-board cell indices in row-major order.
  const std::vector<int>& cells() const { return cells_; }

  Color at(int idx) const { return static_cast<Color>(cell_[idx]); }
  Color at(Point p) const { return at(index(p)); }
  bool empty(int idx) const { return cell_[idx] == kEmpty; }

  // Precondition: idx is an empty on-board cell and c is kBlack or kWhite.
  void place(int idx, Color c) {
    cell_[idx] = c;
    hash_ ^= zobrist(idx, c);
    ++stones_;
  }
  // Precondition: idx holds a stone.
  void remove(int idx) {
    hash_ ^= zobrist(idx, at(idx));
    cell_[idx] = kEmpty;
    --stones_;
  }

  int stone_count() const { return stones_; }
  int cell_count() const { return size_ * size_; }
  bool full() const { return stones_ == size_ * size_; }
  uint64_t hash() const { return hash_; }
  static uint64_t zobrist(int idx, Color c) {
    return mix64(static_cast<uint64_t>(idx) * 4 + static_cast<uint64_t>(c));
  }

  // Length of the run of same-coloured stones through idx along direction d (idx must hold a
  // stone).
  int run_length(int idx, int d) const;
  // True if the stone at idx is part of six or more in a row.
  bool makes_six(int idx) const;
  // True if some six cells in a row hold stones of at most one colour: a six can still be made
  // there. False means no turn can ever win: the game can only end drawn (a full scan, for
  // referees between turns, not for search).
  bool six_possible() const;

  // Text diagram: column letters on top, row numbers (1 = top) on the left, X = black, O = white,
  // '.' = empty. Cells listed in `marks` are shown in lower case (x/o) to highlight a last move.
  std::string to_string(const std::vector<Point>& marks = {}) const;

 private:
  int size_;
  int stride_;
  int dirs_[4];
  int stones_ = 0;
  uint64_t hash_ = 0;
  std::vector<int> cells_;
  std::array<uint8_t, kMaxCells> cell_;
};

}  // namespace c6
