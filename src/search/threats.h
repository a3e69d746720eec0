// Exact threat logic (docs/search-notes.md): how many stones the opponent needs to block
// every window a colour can finish next turn, which cells do it, and immediate wins.
//
// A threat window of colour c is live for c and holds 4 or 5 of c's stones (Position keeps their
// set incrementally). Every threat window has at most two empty cells, so the minimum hitting set,
// capped at 3, is found exactly by a branching search of depth <= 3.
#pragma once

#include <cstdint>
#include <cstring>

#include "eval/position.h"

namespace c6 {

// Minimum number of empty cells that hit every threat window of c, capped at 3 (3 = "3 or more":
// two stones cannot block). 0 when c has no threat windows.
int threat_count(const Position& pos, Color c);

// threat_count(pos, c) as it would be after c places stones a and b (b may be -1), computed from
// the window counts without touching pos. Precondition: a and b are distinct empty cells and
// c has no six after them (the caller knows c has no threat window, or checks win_now first).
int threat_count_after(const Position& pos, Color c, int a, int b);
// The same for a two-stone turn (a, b >= 0), also writing the live window counts after it in the
// layout of Position::live (live[colour - 1][stones]): one pass for both, as search leaves need.
int threat_count_after_live(const Position& pos, Color c, int a, int b, int live[2][7]);
// The minimum number of cells (capped at 3) hitting every window of ws[0..n) that contains
// neither x nor y, where a window's cells to hit are its empty cells other than a and b: the
// threat count that windows made threats by a hypothetical pair {a, b} keep after the other side
// places x and y (which kill every window they fall in). x, y may be -1.
int surviving_threat_count(const Position& pos, const int16_t* ws, int n, int a, int b, int x,
                           int y);
// A window w through a cell that can still become a threat of c (live for c, holding 2+ of its
// stones), with what counting pairs over it reads: c's stones in it, its direction and its empty
// cells in window order (at most 4; -1 past the last). Read off the position when listed.
struct ListedWindow {
  int16_t w;
  uint8_t own;
  uint8_t dir;
  int16_t empty[4];
};
// threat_count_after(pos, c, a, b), given for each of a and b the windows through it that are
// live for c with 2+ of c's stones (only those can reach 4) as ListedWindows: callers that test
// many pairs over the same cells list them once, and the count reads only the lists.
int threat_count_after_listed(const Position& pos, Color c, int a, const ListedWindow* wa, int na,
                              int b, const ListedWindow* wb, int nb);

// Calls f(w) for every window w holding at least min_count (1..6) stones of c, and for some
// windows with fewer (f tests its own condition), in window order. It reads the counts of four
// windows as one 8-byte word (Position::count_bytes()) and skips a word in which no window can
// qualify: scans of all windows for the few with several stones of one colour are then cheap on an
// open board. The word test is exact for min_count 1 and "2 or more" for larger counts.
template <class F>
void for_windows_holding(const Position& pos, Color c, int min_count, F&& f) {
  uint8_t m[8] = {};
  for (int j = 0; j < 4; ++j) m[2 * j + (c - 1)] = min_count >= 2 ? 0xFE : 0xFF;
  uint64_t mask;
  std::memcpy(&mask, m, sizeof mask);
  const uint8_t* bytes = pos.count_bytes();
  const int nw = pos.windows().size();
  int first = 0;  // of the next word
  for (; first + 4 <= nw; first += 4) {
    uint64_t word;
    std::memcpy(&word, bytes + 2 * first, sizeof word);
    if ((word & mask) == 0) continue;
    for (int w = first; w < first + 4; ++w) f(w);
  }
  for (int w = first; w < nw; ++w) f(w);
}

// The cells that can take part in a new attacker threat (the move generators of Solver and
// VcstSolver): the live windows with 2+ attacker stones (dev), each empty cell of them once
// (cells; cand[c] set to 1), and the empty cells of their 3-stone windows once (t3; n3[c] counts
// those windows). The caller clears cand and n3 for the listed cells when done.
struct ThreatCells {
  int16_t cells[Board::kMaxCells];
  int nc = 0;
  int16_t t3[Board::kMaxCells];
  int nt3 = 0;
  int16_t dev[4 * Board::kMaxCells];
  int ndev = 0;
};
void collect_threat_cells(const Position& pos, Color att, uint8_t* cand, uint8_t* n3,
                          ThreatCells* out);

// Every way to block all threat windows of `attacker` with at most two stones.
// Singles (b = -1) hit every window alone (the second stone is free); pairs are unordered
// (a < b), and every two-cell set that hits all windows, and in which neither cell alone does,
// is listed once. Pairs containing a single-blocking cell are also listed when they arise from the
// enumeration (they are legal blocks too). count = 0 with needed = 3 means blocking is impossible.
struct BlockSet {
  static constexpr int kMax = 16;
  int needed = 0;  // threat_count(attacker)
  int count = 0;
  int16_t a[kMax];
  int16_t b[kMax];
};
void blocking_moves(const Position& pos, Color attacker, BlockSet* out);

// The common start of the threat solvers' move generators (Solver, VcstSolver). Returns false when
// the attacker has no threat move to make: it already holds a threat window (that is a win, not a
// threat), or the defender's threats need three or more blocks. Otherwise fills `forced` with the
// defender's threats (every attacker pair must block them) and `tc` with collect_threat_cells.
bool threat_move_cells(const Position& pos, Color att, uint8_t* cand, uint8_t* n3, BlockSet* forced,
                       ThreatCells* tc);

// The other common step of those generators: every pair of empty cells inside one of tc's
// development windows (live attacker windows with 2-3 stones; two more stones there make a
// threat), window by window, passed to push(a, b). A template so the solvers' push inlines.
template <class Push>
void push_window_pairs(const Position& pos, const ThreatCells& tc, Push&& push) {
  const Board& board = pos.board();
  for (int d = 0; d < tc.ndev; ++d) {
    const Window& win = pos.windows().window(tc.dev[d]);
    for (int i = 0; i < 6; ++i) {
      if (!board.empty(win.cell[i])) continue;
      for (int j = i + 1; j < 6; ++j) {
        if (board.empty(win.cell[j])) push(win.cell[i], win.cell[j]);
      }
    }
  }
}

// If `mover` can make six this turn with `stones` stones, writes the finishing cells (cells[1] =
// -1 when one stone suffices) and returns true.
bool win_now(const Position& pos, Color mover, int stones, int cells[2]);

// True if cells a and b can share a six-cell window (same row, column or diagonal, at most 5
// apart); when false no window holds both, which saves the window_has() scans.
inline bool may_share_window(const Board& board, int a, int b) {
  if (a < 0 || b < 0) return false;
  const Point p = board.point(a), q = board.point(b);
  const int dx = p.x > q.x ? p.x - q.x : q.x - p.x;
  const int dy = p.y > q.y ? p.y - q.y : q.y - p.y;
  return dx <= 5 && dy <= 5 && (dx == 0 || dy == 0 || dx == dy);
}

// The window direction (WindowTable's Window::dir: 0 along x, 1 along y, 2 down-right, 3 down-left)
// in which a and b can share a window, or -1 if they cannot.
inline int shared_dir(const Board& board, int a, int b) {
  if (a < 0 || b < 0) return -1;
  const Point p = board.point(a), q = board.point(b);
  const int dx = q.x - p.x, dy = q.y - p.y;
  const int ax = dx < 0 ? -dx : dx, ay = dy < 0 ? -dy : dy;
  if (ax > 5 || ay > 5) return -1;
  if (dy == 0) return 0;
  if (dx == 0) return 1;
  if (dx == dy) return 2;
  if (dx == -dy) return 3;
  return -1;
}

// True if window w of pos contains cell idx.
inline bool window_has(const Position& pos, int w, int idx) {
  const Window& win = pos.windows().window(w);
  for (int k = 0; k < 6; ++k) {
    if (win.cell[k] == idx) return true;
  }
  return false;
}

}  // namespace c6
