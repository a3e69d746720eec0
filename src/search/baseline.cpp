#include "search/baseline.h"

#include <cstdlib>

namespace c6 {

Move random_move(const Board& board, int stones, Rng& rng) {
  const int empties = board.cell_count() - board.stone_count();
  // Pick the k-th and j-th empty cells (distinct) without building a list.
  auto nth_empty = [&](int k, int skip) {
    for (int idx : board.cells()) {
      if (!board.empty(idx) || idx == skip) continue;
      if (k-- == 0) return idx;
    }
    return -1;
  };
  const int a = nth_empty(static_cast<int>(rng.below(static_cast<uint32_t>(empties))), -1);
  if (stones == 1) return Move(board.point(a));
  const int b = nth_empty(static_cast<int>(rng.below(static_cast<uint32_t>(empties - 1))), a);
  return Move(board.point(a), board.point(b));
}

int best_cell(const Position& pos, Color mover, int exclude) {
  const Board& b = pos.board();
  const int centre2 = b.size() - 1;  // twice the centre coordinate
  int best = -1;
  int64_t best_score = 0;
  int best_dist = 0;
  for (int idx : b.cells()) {
    if (!b.empty(idx) || idx == exclude) continue;
    const int64_t s = pos.score(mover, idx);
    const Point p = b.point(idx);
    const int dist = std::abs(2 * p.x - centre2) + std::abs(2 * p.y - centre2);
    if (best < 0 || s > best_score || (s == best_score && dist < best_dist)) {
      best = idx;
      best_score = s;
      best_dist = dist;
    }
  }
  return best;
}

// Finds at most two cells that together hit every threat window of `attacker`. Returns the number
// of cells needed (0, 1 or 2) and writes them, or 3 if two cells cannot do it.
static int hitting_cells(const Position& pos, Color attacker, int out[2]) {
  const Board& b = pos.board();
  const int n = pos.threat_window_count(attacker);
  if (n == 0) return 0;
  auto hits = [&](int w, int cell) {
    const Window& win = pos.windows().window(w);
    for (int k = 0; k < 6; ++k) {
      if (win.cell[k] == cell) return true;
    }
    return false;
  };
  const Window& first = pos.windows().window(pos.threat_window(attacker, 0));
  int best_needed = 3;
  for (int k = 0; k < 6; ++k) {
    const int c1 = first.cell[k];
    if (!b.empty(c1)) continue;
    int unhit = -1;
    for (int i = 0; i < n && unhit < 0; ++i) {
      if (!hits(pos.threat_window(attacker, i), c1)) unhit = pos.threat_window(attacker, i);
    }
    if (unhit < 0) {
      out[0] = c1;
      return 1;
    }
    if (best_needed == 2) continue;
    const Window& second = pos.windows().window(unhit);
    for (int j = 0; j < 6; ++j) {
      const int c2 = second.cell[j];
      if (!b.empty(c2)) continue;
      bool all = true;
      for (int i = 0; i < n && all; ++i) {
        const int w = pos.threat_window(attacker, i);
        all = hits(w, c1) || hits(w, c2);
      }
      if (all) {
        out[0] = c1;
        out[1] = c2;
        best_needed = 2;
        break;
      }
    }
  }
  return best_needed;
}

Move win_or_block(Position& pos, Color mover, int stones, const char** reason) {
  const Board& b = pos.board();
  if (stones == 2 && pos.threat_window_count(mover) > 0) {
    const Window& w = pos.windows().window(pos.threat_window(mover, 0));
    int cells[2], n = 0;
    for (int k = 0; k < 6; ++k) {
      if (b.empty(w.cell[k])) cells[n++] = w.cell[k];
    }
    if (n == 1) cells[n++] = best_cell(pos, mover, cells[0]);
    *reason = "win";
    return Move(b.point(cells[0]), b.point(cells[1]));
  }
  int cells[2] = {-1, -1};
  const int needed = hitting_cells(pos, opponent(mover), cells);
  if (needed == 0 || needed > stones) return Move();
  *reason = "block";
  if (stones == 1) return Move(b.point(cells[0]));
  if (needed == 1) {
    pos.make(cells[0], mover);
    cells[1] = best_cell(pos, mover);
    pos.unmake(cells[0]);
  }
  return Move(b.point(cells[0]), b.point(cells[1]));
}

Move greedy_move(Position& pos, Color mover, int stones) {
  const int a = best_cell(pos, mover);
  if (stones == 1) return Move(pos.board().point(a));
  pos.make(a, mover);
  const int b = best_cell(pos, mover);
  pos.unmake(a);
  return Move(pos.board().point(a), pos.board().point(b));
}

}  // namespace c6
