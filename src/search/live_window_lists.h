// LiveWindowLists: per cell, the windows through it that can still become an attacker threat
// (live for the attacker, already holding 2+ of its stones). The threat generators count many
// candidate pairs over the same few cells of one position; counting each pair from these short
// lists (threat_count_after_listed) instead of all windows of both cells gives the same count;
// each listed window carries its stone count, direction and empty cells, so a count reads only
// the lists.
//
// Owns one list per cell, the threat count one stone on the cell would leave (see
// threat_count_after_one()), and a stamp for each saying which generation made it. begin() starts a
// generation (the position may have changed since the last one): a list or a count is made on first
// use within a generation and reused until the next begin(). Nothing is cleared between generations
// and nothing is allocated after construction.
#pragma once

#include <algorithm>
#include <cstdint>
#include <vector>

#include "eval/position.h"
#include "search/threats.h"

namespace c6 {

class LiveWindowLists {
 public:
  LiveWindowLists()
      : windows_(static_cast<size_t>(Board::kMaxCells) * WindowTable::kMaxPerCell, ListedWindow{}),
        count_(Board::kMaxCells, 0),
        one_count_(Board::kMaxCells, 0),
        listed_at_(Board::kMaxCells, 0),
        one_at_(Board::kMaxCells, 0) {}

  // Starts a generation: lists built before are stale from now on.
  void begin() {
    if (++stamp_ == 0) {  // wrapped: forget every stamp so none matches by accident
      std::fill(listed_at_.begin(), listed_at_.end(), 0);
      std::fill(one_at_.begin(), one_at_.end(), 0);
      stamp_ = 1;
    }
  }
  // The windows through cell c that are live for att with 2+ of its stones, as they are in pos
  // now (pos and att must not change within a generation); count(c) holds their number after the
  // call.
  const ListedWindow* list(const Position& pos, Color att, int c) {
    ListedWindow* out = &windows_[static_cast<size_t>(c) * WindowTable::kMaxPerCell];
    if (listed_at_[c] == stamp_) return out;
    listed_at_[c] = stamp_;
    const WindowTable& wt = pos.windows();
    const Board& board = pos.board();
    const Color def = opponent(att);
    const int16_t* ws = wt.through(c);
    int k = 0;
    for (int i = 0; i < wt.through_count(c); ++i) {
      const int w = ws[i];
      const int own = pos.count(w, att);
      if (own < 2 || pos.count(w, def) != 0) continue;
      const Window& win = wt.window(w);
      ListedWindow& lw = out[k++];
      lw.w = static_cast<int16_t>(w);
      lw.own = static_cast<uint8_t>(own);
      lw.dir = win.dir;
      int e = 0;
      for (int j = 0; j < 6; ++j) {
        if (board.empty(win.cell[j])) lw.empty[e++] = win.cell[j];  // 2+ stones: at most 4
      }
      for (; e < 4; ++e) lw.empty[e] = -1;
    }
    count_[c] = static_cast<uint8_t>(k);
    return out;
  }
  int count(int c) const { return count_[c]; }
  // threat_count_after(pos, att, a, b), counted from the lists of a and b (built on first use).
  int threat_count_after(const Position& pos, Color att, int a, int b) {
    const ListedWindow* la = list(pos, att, a);
    const ListedWindow* lb = list(pos, att, b);
    return threat_count_after_listed(pos, att, a, la, count(a), b, lb, count(b));
  }
  // threat_count_after(pos, att, c, -1): the threats one stone of att on c would leave (made on
  // first use). When att has no threat now and two cells share no window, a pair whose other cell
  // raises no 3-window leaves exactly this many (each new threat is a 3-window through one stone).
  int threat_count_after_one(const Position& pos, Color att, int c) {
    if (one_at_[c] != stamp_) {
      one_at_[c] = stamp_;
      const ListedWindow* lc = list(pos, att, c);  // before count(c): it sets the count
      one_count_[c] = static_cast<uint8_t>(
          threat_count_after_listed(pos, att, c, lc, count(c), -1, nullptr, 0));
    }
    return one_count_[c];
  }

 private:
  std::vector<ListedWindow> windows_;  // kMaxPerCell slots per cell
  std::vector<uint8_t> count_;         // per cell: windows listed
  std::vector<uint8_t> one_count_;     // per cell: threat_count_after_one()
  std::vector<uint32_t> listed_at_;    // per cell: the generation that listed it
  std::vector<uint32_t> one_at_;       // per cell: the generation that counted one_count_
  uint32_t stamp_ = 0;
};

}  // namespace c6
