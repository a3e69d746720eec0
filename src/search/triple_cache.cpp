#include "search/triple_cache.h"

#include <algorithm>

#include "search/threats.h"

namespace c6 {

FocusCells::FocusCells() : mask_(Board::kMaxCells, 0) { list_.reserve(Board::kMaxCells); }

void FocusCells::clear() {
  for (const int16_t c : list_) mask_[c] = 0;
  list_.clear();
}

const uint8_t* FocusCells::build(const Position& pos, const Pair& placed, bool established,
                                 Color owner) {
  clear();
  if (!established) return nullptr;
  const Board& board = pos.board();
  const WindowTable& wt = pos.windows();
  const Color opp = opponent(owner);
  for (const int s : {static_cast<int>(placed.a), static_cast<int>(placed.b)}) {
    if (s < 0) continue;
    const int16_t* ws = wt.through(s);
    for (int k = 0; k < wt.through_count(s); ++k) {
      const int w = ws[k];
      if (pos.count(w, owner) < 2 || pos.count(w, opp) != 0) continue;
      const Window& win = wt.window(w);
      for (int j = 0; j < 6; ++j) {
        const int e = win.cell[j];
        if (!board.empty(e) || mask_[e]) continue;
        mask_[e] = 1;
        list_.push_back(static_cast<int16_t>(e));
      }
    }
  }
  return mask_.data();
}

TripleCache::TripleCache()
    : mask_(Board::kMaxCells, 0),
      buf_(Solver::kMaxMoves),
      windows_(static_cast<size_t>(kRecheck) * kWindows) {
  cells_.reserve(Board::kMaxCells);  // never grows while searching
  std::fill(std::begin(nw_), std::end(nw_), 0);
}

void TripleCache::build(Position& pos, Solver& solver, Color mover) {
  // The opponent's triple pairs now, each with the empty cells of the windows it would turn into
  // threats (windows through its stones that we have not blocked, reaching 4+).
  const Color other = opponent(mover);
  for (const int16_t c : cells_) mask_[c] = 0;
  cells_.clear();
  n_ = solver.triple_pairs(pos, other, buf_.data(), Solver::kMaxMoves, Solver::kMaxMoves,
                           them_focus_);
  const int n = std::min(n_, 8);
  const WindowTable& wt = pos.windows();
  const Board& board = pos.board();
  for (int i = 0; i < std::min(n_, kRecheck); ++i) {
    const int c = buf_[i].a, d = buf_[i].b;
    int16_t* list = &windows_[static_cast<size_t>(i) * kWindows];
    int nw = 0;
    for (int s = 0; s < 2; ++s) {
      const int cell = s == 0 ? c : d;
      const int16_t* ws = wt.through(cell);
      for (int k = 0; k < wt.through_count(cell); ++k) {
        const int w = ws[k];
        if (pos.count(w, mover) != 0) continue;
        const bool both = window_has(pos, w, s == 0 ? d : c);
        if (s == 1 && both) continue;  // listed from c
        if (pos.count(w, other) + (both ? 2 : 1) < 4) continue;
        if (nw < kWindows) list[nw++] = static_cast<int16_t>(w);
        if (i >= n) continue;
        const Window& win = wt.window(w);
        for (int j = 0; j < 6; ++j) {
          const int e = win.cell[j];
          if (!board.empty(e)) continue;
          if (mask_[e] == 0) cells_.push_back(static_cast<int16_t>(e));
          mask_[e] = static_cast<uint8_t>(mask_[e] | (1u << i));
        }
      }
    }
    nw_[i] = nw;
  }
  bits_ = static_cast<uint8_t>((1u << n) - 1);
  ready_ = true;
}

bool TripleCache::opponent_triple_after(Position& pos, Solver& solver, int a, int b, Color mover,
                                        int ply) {
  const Color other = opponent(mover);
  if (ply_ == ply - 1) {
    if (!ready_) build(pos, solver, mover);
    if (bits_ == 0) return false;
    if ((mask_[a] | mask_[b]) != bits_) return true;
    if (n_ <= kRecheck) {
      // Every pair the exact test could find is in the list (it only loses candidates when we
      // add stones), so re-counting the listed pairs after our stones decides: a pair keeps the
      // threat windows our stones do not fall in (our stones add nothing for the opponent).
      for (int i = 0; i < n_; ++i) {
        const int c = buf_[i].a, d = buf_[i].b;
        if (c == a || c == b || d == a || d == b) continue;
        const int16_t* list = &windows_[static_cast<size_t>(i) * kWindows];
        if (surviving_threat_count(pos, list, nw_[i], c, d, a, b) >= 3) return true;
      }
      return false;
    }
  }
  // The focus of the opponent's stones two plies up (built at the depth-1 node) holds here too:
  // our stones only take windows away.
  pos.make_light(a, mover);
  pos.make_light(b, mover);
  const bool triple = solver.has_triple(pos, other, them_focus_);
  pos.unmake_light(b);
  pos.unmake_light(a);
  return triple;
}

}  // namespace c6
