// WindowTable: the geometry of every six-cell window ("tuple") of a board size.
//
// Owns the list of windows (6 cell indices each, in the Board's padded index space) and, for
// every on-board cell, the ids of the windows through it (at most 24 = 4 directions x 6 offsets).
// Immutable after construction; 500 windows on 15x15, 924 on 19x19.
#pragma once

#include <cstdint>
#include <vector>

#include "game/board.h"

namespace c6 {

struct Window {
  int16_t cell[6];
  uint8_t dir;
};

class WindowTable {
 public:
  static constexpr int kMaxPerCell = 24;

  explicit WindowTable(const Board& geometry);

  int size() const { return static_cast<int>(windows_.size()); }
  const Window& window(int id) const { return windows_[id]; }
  // Windows through cell idx: ids at through(idx)[0 .. through_count(idx)).
  const int16_t* through(int idx) const { return &through_[idx * kMaxPerCell]; }
  int through_count(int idx) const { return through_count_[idx]; }

 private:
  std::vector<Window> windows_;
  std::vector<int16_t> through_;
  std::vector<uint8_t> through_count_;
};

}  // namespace c6
