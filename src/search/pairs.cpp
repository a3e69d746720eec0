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

}  // namespace

PairGen::PairGen() : seen_(static_cast<size_t>(Board::kMaxCells) * Board::kMaxCells, 0) {}

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
  uint32_t& s = seen_[static_cast<size_t>(a) * Board::kMaxCells + (b < 0 ? 0 : b)];
  if (s == stamp_) return false;
  s = stamp_;
  Pair& p = out[(*n)++];
  p.a = static_cast<int16_t>(a);
  p.b = static_cast<int16_t>(b);
  p.key = key;
  return true;
}

int PairGen::normal(Position& pos, Color mover, int k1, int k2, Pair* out, int max, bool fresh) {
  if (fresh) begin();
  int16_t first[kMaxTop], second[kMaxTop];
  int64_t fs[kMaxTop], ss[kMaxTop];
  k1 = std::min(k1, kMaxTop);
  k2 = std::min(k2, kMaxTop);
  const int nf = top(pos, mover, k1, first, fs);
  int n = 0;
  for (int i = 0; i < nf; ++i) {
    pos.make(first[i], mover);
    const int ns = top(pos, mover, k2, second, ss);
    pos.unmake(first[i]);
    for (int j = 0; j < ns; ++j) add(out, &n, max, first[i], second[j], fs[i] + ss[j]);
  }
  sort(out, n);
  return n;
}

int PairGen::forced(Position& pos, Color mover, const BlockSet& blocks, int free_k, Pair* out,
                    int max) {
  begin();
  int16_t second[kMaxTop];
  int64_t ss[kMaxTop];
  free_k = std::min(free_k, kMaxTop);
  int n = 0;
  for (int i = 0; i < blocks.count; ++i) {
    const int a = blocks.a[i];
    const int64_t sa = pos.score(mover, a);
    if (blocks.b[i] >= 0) {
      // Both stones block: a pair that needs both gets a bonus so it is tried early.
      add(out, &n, max, a, blocks.b[i], sa + pos.score(mover, blocks.b[i]));
      continue;
    }
    pos.make(a, mover);
    const int ns = top(pos, mover, free_k, second, ss);
    pos.unmake(a);
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
