#include "search/threats.h"

namespace c6 {

namespace {

// First threat window of c not hit by any of chosen[0..n), or -1.
int first_unhit(const Position& pos, Color c, const int* chosen, int n) {
  const int nt = pos.threat_window_count(c);
  for (int i = 0; i < nt; ++i) {
    const int w = pos.threat_window(c, i);
    bool hit = false;
    for (int j = 0; j < n && !hit; ++j) hit = window_has(pos, w, chosen[j]);
    if (!hit) return w;
  }
  return -1;
}

// Branch on the empty cells of the first unhit window; best is the smallest complete set so far.
void min_hit(const Position& pos, Color c, int* chosen, int n, int* best) {
  const int w = first_unhit(pos, c, chosen, n);
  if (w < 0) {
    if (n < *best) *best = n;
    return;
  }
  if (n + 1 >= *best) return;
  const Window& win = pos.windows().window(w);
  const Board& b = pos.board();
  for (int k = 0; k < 6; ++k) {
    if (!b.empty(win.cell[k])) continue;
    chosen[n] = win.cell[k];
    min_hit(pos, c, chosen, n + 1, best);
  }
}

void add_block(BlockSet* out, int a, int b) {
  if (b >= 0 && b < a) {
    const int t = a;
    a = b;
    b = t;
  }
  for (int i = 0; i < out->count; ++i) {
    if (out->a[i] == a && out->b[i] == b) return;
  }
  if (out->count < BlockSet::kMax) {
    out->a[out->count] = static_cast<int16_t>(a);
    out->b[out->count] = static_cast<int16_t>(b);
    ++out->count;
  }
}

// Threat windows as their (at most two) empty cells, for hypothetical positions.
struct Holes {
  static constexpr int kMax = 96;
  int n = 0;
  int16_t c[kMax][2];
};

int holes_min_hit(const Holes& h, const int* chosen, int n, int best) {
  int w = -1;
  for (int i = 0; i < h.n && w < 0; ++i) {
    bool hit = false;
    for (int j = 0; j < n && !hit; ++j) hit = h.c[i][0] == chosen[j] || h.c[i][1] == chosen[j];
    if (!hit) w = i;
  }
  if (w < 0) return n;
  if (n + 1 >= best) return best;
  int next[4] = {chosen[0], chosen[1], chosen[2], 0};
  for (int k = 0; k < 2; ++k) {
    if (h.c[w][k] < 0) continue;
    next[n] = h.c[w][k];
    best = holes_min_hit(h, next, n + 1, best);
  }
  return best;
}

}  // namespace

namespace {

// The windows that would be threats of c after c places a and b (b may be -1), kept as their
// remaining empty cells; count() is the threat count then.
class AfterThreats {
 public:
  // Starts empty (windows come from add()).
  AfterThreats(const Position& pos, int a, int b) : pos_(pos), a_(a), b_(b) {}
  // Starts with c's existing threat windows through neither stone (they stay threats).
  AfterThreats(const Position& pos, Color c, int a, int b) : pos_(pos), a_(a), b_(b) {
    const int nt = pos.threat_window_count(c);
    for (int i = 0; i < nt; ++i) {
      const int w = pos.threat_window(c, i);
      if (!window_has(pos, w, a) && (b < 0 || !window_has(pos, w, b))) add(w);
    }
  }
  void add(int w) {
    if (h_.n >= Holes::kMax) return;
    const Window& win = pos_.windows().window(w);
    const Board& board = pos_.board();
    int k = 0;
    h_.c[h_.n][0] = h_.c[h_.n][1] = -1;
    for (int i = 0; i < 6; ++i) {
      const int cell = win.cell[i];
      if (cell != a_ && cell != b_ && board.empty(cell) && k < 2)
        h_.c[h_.n][k++] = static_cast<int16_t>(cell);
    }
    ++h_.n;
  }
  // add() of a listed window: its empty cells were read when it was listed.
  void add(const ListedWindow& lw) {
    if (h_.n >= Holes::kMax) return;
    int k = 0;
    h_.c[h_.n][0] = h_.c[h_.n][1] = -1;
    for (int i = 0; i < 4 && lw.empty[i] >= 0 && k < 2; ++i) {
      const int cell = lw.empty[i];
      if (cell != a_ && cell != b_) h_.c[h_.n][k++] = static_cast<int16_t>(cell);
    }
    ++h_.n;
  }
  int count() const {
    if (h_.n == 0) return 0;
    int chosen[4] = {0, 0, 0, 0};
    return holes_min_hit(h_, chosen, 0, 3);
  }

 private:
  const Position& pos_;
  int a_, b_;
  Holes h_;
};

}  // namespace

int threat_count_after(const Position& pos, Color c, int a, int b) {
  const Color o = opponent(c);
  const WindowTable& wt = pos.windows();
  AfterThreats after(pos, c, a, b);
  // Windows through a or b that reach 4-5 stones.
  const int dir = shared_dir(pos.board(), a, b);  // only windows in this direction can hold both
  for (int s = 0; s < 2; ++s) {
    const int cell = s == 0 ? a : b;
    if (cell < 0) continue;
    const int16_t* ws = wt.through(cell);
    const int n = wt.through_count(cell);
    for (int i = 0; i < n; ++i) {
      const int w = ws[i];
      // Cheap tests first: most windows hold an opponent stone or too few of ours.
      const int own = pos.count(w, c);
      if (own < 2 || pos.count(w, o) != 0) continue;
      const bool both = wt.window(w).dir == dir && window_has(pos, w, s == 0 ? b : a);
      if (s == 1 && both) continue;  // counted from a
      if (own + 1 + (both ? 1 : 0) >= 4) after.add(w);
    }
  }
  return after.count();
}

int threat_count_after_live(const Position& pos, Color c, int a, int b, int live[2][7]) {
  const Color o = opponent(c);
  const Board& board = pos.board();
  const WindowTable& wt = pos.windows();
  for (int k = 0; k < 2; ++k) {
    for (int j = 0; j <= 6; ++j) live[k][j] = pos.live(static_cast<Color>(k + 1), j);
  }
  AfterThreats after(pos, c, a, b);
  // One pass over the windows through a and b moves the live counts and finds the windows that
  // reach four (a window holding both stones is done from a).
  const int dir = shared_dir(board, a, b);  // only windows in this direction can hold both
  const int ci = c - 1;
  for (int s = 0; s < 2; ++s) {
    const int cell = s == 0 ? a : b;
    const int16_t* ws = wt.through(cell);
    const int n = wt.through_count(cell);
    for (int i = 0; i < n; ++i) {
      const int w = ws[i];
      const bool both = wt.window(w).dir == dir && window_has(pos, w, s == 0 ? b : a);
      if (s == 1 && both) continue;
      const int own = pos.count(w, c), opp = pos.count(w, o);
      const int now = own + (both ? 2 : 1);
      if (opp == 0) {
        --live[ci][own];
        ++live[ci][now];
        if (now >= 4) after.add(w);
      }
      if (own == 0) --live[1 - ci][opp];  // c's stone kills the window for the other colour
    }
  }
  return after.count();
}

int surviving_threat_count(const Position& pos, const int16_t* ws, int n, int a, int b, int x,
                           int y) {
  AfterThreats after(pos, a, b);
  for (int i = 0; i < n; ++i) {
    const int w = ws[i];
    if ((x >= 0 && window_has(pos, w, x)) || (y >= 0 && window_has(pos, w, y))) continue;
    after.add(w);
  }
  return after.count();
}

int threat_count_after_listed(const Position& pos, Color c, int a, const ListedWindow* wa, int na,
                              int b, const ListedWindow* wb, int nb) {
  // threat_count_after() over the lists: the same windows in the same order, the same holes.
  AfterThreats after(pos, c, a, b);
  const int dir = shared_dir(pos.board(), a, b);  // only windows in this direction can hold both
  for (int s = 0; s < 2; ++s) {
    const ListedWindow* ws = s == 0 ? wa : wb;
    const int n = s == 0 ? na : nb;
    const int other = s == 0 ? b : a;  // empty: in the window iff among its empty cells
    for (int i = 0; i < n; ++i) {
      const ListedWindow& lw = ws[i];
      const bool both = lw.dir == dir && (lw.empty[0] == other || lw.empty[1] == other ||
                                          lw.empty[2] == other || lw.empty[3] == other);
      if (s == 1 && both) continue;  // counted from a
      if (lw.own + 1 + (both ? 1 : 0) >= 4) after.add(lw);
    }
  }
  return after.count();
}

int threat_count(const Position& pos, Color c) {
  if (pos.threat_window_count(c) == 0) return 0;
  int chosen[4];
  int best = 3;
  min_hit(pos, c, chosen, 0, &best);
  return best;
}

void blocking_moves(const Position& pos, Color attacker, BlockSet* out) {
  out->count = 0;
  out->needed = threat_count(pos, attacker);
  if (out->needed == 0 || out->needed > 2) return;
  const Board& b = pos.board();
  int chosen[2] = {0, 0};  // first_unhit reads none of them at n = 0; g++ cannot see that
  const int w1 = first_unhit(pos, attacker, chosen, 0);
  const Window& win1 = pos.windows().window(w1);
  for (int k = 0; k < 6; ++k) {
    const int c1 = win1.cell[k];
    if (!b.empty(c1)) continue;
    chosen[0] = c1;
    const int w2 = first_unhit(pos, attacker, chosen, 1);
    if (w2 < 0) {
      add_block(out, c1, -1);
      continue;
    }
    // Any blocking pair {c1, c2} must have c2 in the first window c1 misses.
    const Window& win2 = pos.windows().window(w2);
    for (int j = 0; j < 6; ++j) {
      const int c2 = win2.cell[j];
      if (!b.empty(c2)) continue;
      chosen[1] = c2;
      if (first_unhit(pos, attacker, chosen, 2) < 0) add_block(out, c1, c2);
    }
  }
}

bool win_now(const Position& pos, Color mover, int stones, int cells[2]) {
  const int nt = pos.threat_window_count(mover);
  const Board& b = pos.board();
  for (int i = 0; i < nt; ++i) {
    const Window& win = pos.windows().window(pos.threat_window(mover, i));
    int n = 0;
    int e[2] = {-1, -1};
    for (int k = 0; k < 6; ++k) {
      if (b.empty(win.cell[k])) e[n++] = win.cell[k];
    }
    if (n <= stones) {
      cells[0] = e[0];
      cells[1] = e[1];
      return true;
    }
  }
  return false;
}

namespace {

// Writes w to *slot and returns 1 if w is a development window of att (2+ of its stones, none of
// def's), else 0 (branch-free: the slot is reused).
inline int add_dev_window(const Position& pos, Color att, Color def, int w, int16_t* slot) {
  *slot = static_cast<int16_t>(w);
  return static_cast<int>(pos.count(w, att) >= 2) & static_cast<int>(pos.count(w, def) == 0);
}

}  // namespace

void collect_threat_cells(const Position& pos, Color att, uint8_t* cand, uint8_t* n3,
                          ThreatCells* out) {
  const Color def = opponent(att);
  const Board& board = pos.board();
  const WindowTable& wt = pos.windows();
  int16_t* cells = out->cells;
  int16_t* t3 = out->t3;
  int16_t* dev = out->dev;
  int nc = 0, nt3 = 0, ndev = 0;
  // A pass over all windows (most fail the test, and most blocks of four are skipped whole), then
  // work on the few that pass.
  for_windows_holding(pos, att, 2,
                      [&](int w) { ndev += add_dev_window(pos, att, def, w, dev + ndev); });
  for (int d = 0; d < ndev; ++d) {
    const int w = dev[d];
    const int ca = pos.count(w, att);
    const Window& win = wt.window(w);
    for (int k = 0; k < 6; ++k) {
      const int c = win.cell[k];
      if (!board.empty(c)) continue;
      if (!cand[c]) {
        cand[c] = 1;
        cells[nc++] = static_cast<int16_t>(c);
      }
      if (ca == 3 && n3[c]++ == 0) t3[nt3++] = static_cast<int16_t>(c);
    }
  }
  out->nc = nc;
  out->nt3 = nt3;
  out->ndev = ndev;
}

bool threat_move_cells(const Position& pos, Color att, uint8_t* cand, uint8_t* n3, BlockSet* forced,
                       ThreatCells* tc) {
  if (pos.threat_window_count(att) > 0) return false;
  blocking_moves(pos, opponent(att), forced);
  if (forced->needed >= 3) return false;
  collect_threat_cells(pos, att, cand, n3, tc);
  return true;
}

}  // namespace c6
