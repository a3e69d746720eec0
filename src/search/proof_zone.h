// The relevance zone of a threat-space proof while it is being built: cells are marked as the
// proof grows and taken back when a branch turns out not to win (VcstSolver). Owns one flag per
// cell and the log of marked cells in marking order. Invariant: cell(0..size()) are exactly the
// marked cells, each once, so undo_to(n) restores the zone as it was when size() was n.
#pragma once

#include <cstdint>
#include <vector>

#include "game/board.h"

namespace c6 {

class ProofZone {
 public:
  ProofZone() : marked_(Board::kMaxCells, 0), log_(Board::kMaxCells, 0) {}

  void mark(int c) {
    if (!marked_[c]) {
      marked_[c] = 1;
      log_[n_++] = static_cast<int16_t>(c);
    }
  }
  // Takes back every mark made after size() was n.
  void undo_to(int n) {
    while (n_ > n) marked_[log_[--n_]] = 0;
  }
  int size() const { return n_; }
  int cell(int i) const { return log_[i]; }
  // marks()[c] != 0 for the marked cells (indexed by cell, Board::kMaxCells long).
  const std::vector<uint8_t>& marks() const { return marked_; }

 private:
  std::vector<uint8_t> marked_;
  std::vector<int16_t> log_;
  int n_ = 0;
};

}  // namespace c6
