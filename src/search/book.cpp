#include "search/book.h"

#include <algorithm>
#include <utility>

#include "core/rng.h"

namespace c6 {

namespace {

// One stone as a sortable code: cell (row-major) then colour.
int stone_code(Point p, Color c, int size) { return (p.y * size + p.x) * 2 + (c == kWhite); }

// The position's stones as codes under symmetry `sym`, sorted.
std::vector<int> stones_under(const Game& game, int sym) {
  const Board& b = game.board();
  const int n = b.size();
  std::vector<int> codes;
  codes.reserve(static_cast<size_t>(b.stone_count()));
  for (int idx : b.cells()) {
    if (b.empty(idx)) continue;
    codes.push_back(stone_code(apply_symmetry(sym, b.point(idx), n), b.at(idx), n));
  }
  std::sort(codes.begin(), codes.end());
  return codes;
}

Point stored(uint8_t x, uint8_t y) {
  return x == BookEntry::kNoStone ? Point() : Point(static_cast<int>(x), static_cast<int>(y));
}

}  // namespace

Point apply_symmetry(int sym, Point p, int size) {
  const int m = size - 1;
  switch (sym & 7) {
    case 0:
      return p;
    case 1:
      return Point(m - p.x, p.y);
    case 2:
      return Point(p.x, m - p.y);
    case 3:
      return Point(m - p.x, m - p.y);
    case 4:
      return Point(p.y, p.x);
    case 5:
      return Point(m - p.y, p.x);
    case 6:
      return Point(p.y, m - p.x);
    default:
      return Point(m - p.y, m - p.x);
  }
}

Move apply_symmetry(int sym, const Move& m, int size) {
  Move r = m;
  for (int i = 0; i < m.count; ++i) r.stone[i] = apply_symmetry(sym, m.stone[i], size);
  return r;
}

std::string book_move_text(const Move& m) {
  std::string s;
  for (int i = 0; i < m.count; ++i) {
    if (i) s += '-';
    s += std::to_string(m.stone[i].x) + "." + std::to_string(m.stone[i].y);
  }
  return s;
}

int inverse_symmetry(int sym) {
  // Every symmetry is its own inverse except the two quarter turns (5 and 6).
  static const int kInverse[8] = {0, 1, 2, 3, 4, 6, 5, 7};
  return kInverse[sym & 7];
}

BookKey book_key(const Game& game) {
  BookKey k;
  std::vector<int> best = stones_under(game, 0);
  for (int sym = 1; sym < 8; ++sym) {
    std::vector<int> codes = stones_under(game, sym);
    if (codes < best) {
      best = std::move(codes);
      k.sym = sym;
    }
  }
  uint64_t h = mix64(0xb00c000000000000ULL ^ (static_cast<uint64_t>(game.size()) << 8) ^
                     static_cast<uint64_t>(game.to_move()));
  for (int c : best) h = mix64(h ^ static_cast<uint64_t>(c));
  k.key = h;
  return k;
}

BookEntry make_book_entry(const Game& game, const Move& m, bool lost) {
  const BookKey k = book_key(game);
  BookEntry e{k.key,
              BookEntry::kNoStone,
              BookEntry::kNoStone,
              BookEntry::kNoStone,
              BookEntry::kNoStone,
              static_cast<uint8_t>(lost ? BookEntry::kLost : 0)};
  if (m.count >= 1) {
    const Point a = apply_symmetry(k.sym, m.stone[0], game.size());
    e.ax = static_cast<uint8_t>(a.x);
    e.ay = static_cast<uint8_t>(a.y);
  }
  if (m.count == 2) {
    const Point b = apply_symmetry(k.sym, m.stone[1], game.size());
    e.bx = static_cast<uint8_t>(b.x);
    e.by = static_cast<uint8_t>(b.y);
  }
  return e;
}

Book::Book(std::vector<BookEntry> entries) : entries_(std::move(entries)) {
  std::stable_sort(entries_.begin(), entries_.end(),
                   [](const BookEntry& x, const BookEntry& y) { return x.key < y.key; });
  entries_.erase(std::unique(entries_.begin(), entries_.end(),
                             [](const BookEntry& x, const BookEntry& y) { return x.key == y.key; }),
                 entries_.end());
}

bool Book::lookup(const Game& game, BookHit* out) const {
  if (entries_.empty() || game.over()) return false;
  const BookKey k = book_key(game);
  const auto it = std::lower_bound(entries_.begin(), entries_.end(), k.key,
                                   [](const BookEntry& e, uint64_t key) { return e.key < key; });
  if (it == entries_.end() || it->key != k.key) return false;
  const int back = inverse_symmetry(k.sym);
  const Point a = stored(it->ax, it->ay);
  const Point b = stored(it->bx, it->by);
  if (a.none()) return false;
  out->move = apply_symmetry(back, b.none() ? Move(a) : Move(a, b), game.size());
  out->lost = (it->flags & BookEntry::kLost) != 0;
  return true;
}

}  // namespace c6
