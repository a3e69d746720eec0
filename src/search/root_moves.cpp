#include "search/root_moves.h"

#include <algorithm>

namespace c6 {

void RootMoves::add(const Pair& p) {
  if (moves_.size() >= static_cast<size_t>(PairGen::kMaxPairs)) return;
  RootMove m{};
  m.pair = p;
  moves_.push_back(m);
}

void RootMoves::sort_by_score() {
  for (size_t i = 1; i < moves_.size(); ++i) {
    if (moves_[i].score <= moves_[i - 1].score) continue;
    const RootMove m = moves_[i];
    size_t j = i;
    for (; j > 0 && moves_[j - 1].score < m.score; --j) moves_[j] = moves_[j - 1];
    moves_[j] = m;
  }
}

void RootMoves::move_refuted_last() {
  size_t live = 0;
  for (size_t i = 0; i < moves_.size(); ++i) {
    if (moves_[i].refuted) continue;
    std::rotate(moves_.begin() + live, moves_.begin() + i, moves_.begin() + i + 1);
    ++live;
  }
}

void RootMoves::rotate_first_last() {
  if (!moves_.empty()) std::rotate(moves_.begin(), moves_.begin() + 1, moves_.end());
}

int RootMoves::count_live() const {
  int live = 0;
  for (const RootMove& m : moves_) live += !m.refuted;
  return live;
}

void RootMoves::restore_dropped() {
  for (RootMove& m : moves_) {
    if (m.dropped) m.refuted = m.dropped = false;
  }
}

std::vector<Pair> RootMoves::pairs() const {
  std::vector<Pair> out;
  out.reserve(moves_.size());
  for (const RootMove& m : moves_) out.push_back(m.pair);
  return out;
}

}  // namespace c6
