#include "search/pairs.h"

#include <algorithm>

namespace c6 {

namespace {

// Keeps cells[0..n) as the k best-scoring cells seen so far, best first (insertion into a short
// sorted array; k is small). Ties keep the earlier cell first.
inline void insert_top(int k, int* n, int16_t* cells, int64_t* scores, int idx, int64_t s) {
  if (*n == k && s <= scores[*n - 1]) return;
  int i = *n < k ? (*n)++ : *n - 1;
  while (i > 0 && scores[i - 1] < s) {
    scores[i] = scores[i - 1];
    cells[i] = cells[i - 1];
    --i;
  }
  scores[i] = s;
  cells[i] = static_cast<int16_t>(idx);
}

// The same order with an explicit tie rule: higher score first, then lower cell index (the order
// insert_top gives when cells arrive in ascending index order).
inline void insert_ranked(int k, int* n, int16_t* cells, int64_t* scores, int idx, int64_t s) {
  auto before = [&](int64_t s1, int i1, int64_t s2, int i2) {
    return s1 > s2 || (s1 == s2 && i1 < i2);
  };
  if (*n == k && !before(s, idx, scores[*n - 1], cells[*n - 1])) return;
  int i = *n < k ? (*n)++ : *n - 1;
  while (i > 0 && before(s, idx, scores[i - 1], cells[i - 1])) {
    scores[i] = scores[i - 1];
    cells[i] = cells[i - 1];
    --i;
  }
  scores[i] = s;
  cells[i] = static_cast<int16_t>(idx);
}

}  // namespace

PairGen::PairGen()
    : seen_(static_cast<size_t>(Board::kMaxCells) * Board::kMaxCells),
      in_region_(Board::kMaxCells, 0),
      touched_(Board::kMaxCells, 0),
      delta_(Board::kMaxCells, 0) {}

void PairGen::set_region(const std::vector<int16_t>& cells) {
  for (const int16_t idx : region_) in_region_[idx] = 0;
  region_ = cells;
  for (const int16_t idx : region_) in_region_[idx] = 1;
}

std::vector<int16_t> PairGen::near_stones(const Board& board) {
  std::vector<int16_t> region;
  for (int idx : board.cells()) {
    if (!board.empty(idx)) continue;
    const Point p = board.point(idx);
    bool near = board.stone_count() == 0;
    for (int dy = -3; dy <= 3 && !near; ++dy) {
      for (int dx = -3; dx <= 3 && !near; ++dx) {
        const Point q(p.x + dx, p.y + dy);
        near = board.inside(q) && !board.empty(board.index(q));
      }
    }
    if (near) region.push_back(static_cast<int16_t>(idx));
  }
  return region;
}

int PairGen::top_after(const Position& pos, Color mover, int f, int k, const int16_t* base,
                       const int64_t* base_s, int nbase, bool complete, int16_t* cells,
                       int64_t* scores) {
  if (++touch_stamp_ == 0) {
    std::fill(touched_.begin(), touched_.end(), 0);
    touch_stamp_ = 1;
  }
  const uint32_t st = touch_stamp_;
  const Board& b = pos.board();
  const WindowTable& wt = pos.windows();
  const int me = mover - 1;
  // Rescore the candidate cells that share a live window with f: each such window gains one
  // stone of mover (a window dead for both colours contributes nothing before or after).
  int16_t changed[WindowTable::kMaxPerCell * 6];
  int nchanged = 0;
  const int16_t* ws = wt.through(f);
  const int nw = wt.through_count(f);
  for (int i = 0; i < nw; ++i) {
    const int w = ws[i];
    const int ob = pos.count(w, kBlack), ow = pos.count(w, kWhite);
    const int nb = ob + (me == 0), nwh = ow + (me == 1);
    const int64_t d = pos.contribution(nb, nwh, mover) - pos.contribution(ob, ow, mover);
    if (d == 0) continue;
    const Window& win = wt.window(w);
    for (int c = 0; c < 6; ++c) {
      const int cell = win.cell[c];
      if (touched_[cell] != st) {
        touched_[cell] = st;
        delta_[cell] = 0;
        if (cell != f && b.empty(cell) && in_region(cell)) {
          changed[nchanged++] = static_cast<int16_t>(cell);
        }
      }
      delta_[cell] += d;
    }
  }
  // The unchanged cells keep their base order: the best k of them are a prefix of the walk.
  int n = 0;
  for (int i = 0; i < nbase && n < k; ++i) {
    const int cell = base[i];
    if (cell == f || touched_[cell] == st) continue;
    cells[n] = static_cast<int16_t>(cell);
    scores[n++] = base_s[i];
  }
  if (n < k && !complete) {
    // The base ranking ran out (the best cells all crowd around f): scan every candidate cell
    // with its score after f (ascending index order, so insert_top breaks ties as usual).
    n = 0;
    auto visit = [&](int idx) {
      if (idx == f || !b.empty(idx)) return;
      const int64_t s = pos.score(mover, idx) + (touched_[idx] == st ? delta_[idx] : 0);
      insert_top(k, &n, cells, scores, idx, s);
    };
    if (region_.empty()) {
      for (const int idx : b.cells()) visit(idx);
    } else {
      for (const int16_t idx : region_) visit(idx);
    }
    return n;
  }
  for (int i = 0; i < nchanged; ++i) {
    const int cell = changed[i];
    insert_ranked(k, &n, cells, scores, cell, pos.score(mover, cell) + delta_[cell]);
  }
  return n;
}

int PairGen::top_cells(const Position& pos, Color mover, int k, int16_t* cells, int64_t* scores,
                       int exclude) {
  const Board& b = pos.board();
  int n = 0;
  for (int idx : b.cells()) {
    if (!b.empty(idx) || idx == exclude) continue;
    const int64_t s = pos.score(mover, idx);
    insert_top(k, &n, cells, scores, idx, s);
  }
  return n;
}

int PairGen::top(const Position& pos, Color mover, int k, int16_t* cells, int64_t* scores) const {
  if (region_.empty()) return top_cells(pos, mover, k, cells, scores);
  const Board& b = pos.board();
  int n = 0;
  for (const int16_t idx : region_) {
    if (!b.empty(idx)) continue;
    const int64_t s = pos.score(mover, idx);
    insert_top(k, &n, cells, scores, idx, s);
  }
  return n;
}

int PairGen::top_cells_in(const Position& pos, Color mover, int k, int16_t* cells, int64_t* scores,
                          const std::vector<uint8_t>& mark) {
  const Board& b = pos.board();
  int n = 0;
  for (int idx : b.cells()) {
    if (!mark[idx] || !b.empty(idx)) continue;
    const int64_t s = pos.score(mover, idx);
    insert_top(k, &n, cells, scores, idx, s);
  }
  return n;
}

bool PairGen::add(Pair* out, int* n, int max, int a, int b, int64_t key) {
  if (b >= 0 && b < a) std::swap(a, b);
  if (*n >= max) return false;
  uint32_t& s = seen_[slot(a, b)];
  if (s == stamp_) return false;
  s = stamp_;
  Pair& p = out[(*n)++];
  p.a = static_cast<int16_t>(a);
  p.b = static_cast<int16_t>(b);
  p.key = key;
  return true;
}

int PairGen::normal(const Position& pos, Color mover, int k1, int k2, Pair* out, int max,
                    bool fresh) {
  if (fresh) begin();
  int16_t first[kMaxTop], second[kMaxTop], base[kMaxTop];
  int64_t fs[kMaxTop], ss[kMaxTop], bs[kMaxTop];
  k1 = std::min(k1, kMaxTop);
  k2 = std::min(k2, kMaxTop);
  // One ranking serves both: the first stones are its head, the second stones come from it.
  const int want = std::min(kMaxTop, std::max(k1, k2 + kBaseExtra));
  const int nb = top(pos, mover, want, base, bs);
  const int nf = std::min(nb, k1);
  std::copy(base, base + nf, first);
  std::copy(bs, bs + nf, fs);
  int n = 0;
  for (int i = 0; i < nf; ++i) {
    const int ns = top_after(pos, mover, first[i], k2, base, bs, nb, nb < want, second, ss);
    for (int j = 0; j < ns; ++j) add(out, &n, max, first[i], second[j], fs[i] + ss[j]);
  }
  sort(out, n);
  return n;
}

int PairGen::forced(const Position& pos, Color mover, const BlockSet& blocks, int free_k, Pair* out,
                    int max) {
  begin();
  int16_t second[kMaxTop], base[kMaxTop];
  int64_t ss[kMaxTop], bs[kMaxTop];
  free_k = std::min(free_k, kMaxTop);
  const int want = std::min(kMaxTop, free_k + kBaseExtra);
  int nb = -1;  // the base ranking, computed at the first single-cell block
  int n = 0;
  for (int i = 0; i < blocks.count; ++i) {
    const int a = blocks.a[i];
    const int64_t sa = pos.score(mover, a);
    if (blocks.b[i] >= 0) {
      // A pair that needs both stones to block: it is the whole move.
      add(out, &n, max, a, blocks.b[i], sa + pos.score(mover, blocks.b[i]));
      continue;
    }
    if (nb < 0) nb = top(pos, mover, want, base, bs);
    const int ns = top_after(pos, mover, a, free_k, base, bs, nb, nb < want, second, ss);
    for (int j = 0; j < ns; ++j) add(out, &n, max, a, second[j], sa + ss[j]);
  }
  sort(out, n);
  return n;
}

void PairGen::sort(Pair* p, int n) {
  for (int i = 1; i < n; ++i) {
    const Pair x = p[i];
    int j = i;
    while (j > 0 && p[j - 1].key < x.key) {
      p[j] = p[j - 1];
      --j;
    }
    p[j] = x;
  }
}

}  // namespace c6
