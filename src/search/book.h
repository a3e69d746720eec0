// Book: the opening book, a table of (position -> two-stone move) searched offline (`c6bot book
// build`, src/tools/book_build.h), looked up by the engine before it searches.
//
// A position is keyed by its canonical form under the 8 symmetries of the square board: each
// symmetry's stone list (cell code, colour) is sorted and the lexicographically smallest list
// wins (ties: the lowest symmetry index, so the choice is deterministic); the key hashes that
// list with the board size and the side to move. The entry's move is stored in the canonical
// frame and mapped back through the inverse of the symmetry that produced it, so all 8 images of
// a position find the same entry and get the same move, mirrored. Invariant: a Book's entries are
// sorted by key with no duplicate keys (lookup is a binary search, no state changes).
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "core/types.h"
#include "game/game.h"

namespace c6 {

// One book position. The move's stones are in the canonical frame; bx = by = kNoStone for a
// one-stone move (Black's first). kLost: the builder proved the side to move lost (every
// candidate refuted by an opponent threat proof): c6 searches there instead of playing the entry.
struct BookEntry {
  static constexpr uint8_t kNoStone = 255;
  static constexpr uint8_t kLost = 1;
  uint64_t key;
  uint8_t ax, ay, bx, by;
  uint8_t flags;
};

// The canonical frame of one position.
struct BookKey {
  uint64_t key = 0;
  int sym = 0;  // the symmetry that maps the position onto its canonical form
};

// What a lookup found: the move mapped into the asked position's frame.
struct BookHit {
  Move move;
  bool lost = false;
};

// The 8 symmetries of a size x size board: 0 identity, 1-3 the mirrors and the half turn, 4-7
// those composed with the transpose. apply_symmetry(inverse_symmetry(s), apply_symmetry(s, p))
// == p.
Point apply_symmetry(int sym, Point p, int size);
Move apply_symmetry(int sym, const Move& m, int size);  // each of its stones
int inverse_symmetry(int sym);

// The canonical key of the game's position (its stones and the side to move).
BookKey book_key(const Game& game);
// The entry for a move `m` played in `game`'s frame, `m` mapped into the canonical frame.
BookEntry make_book_entry(const Game& game, const Move& m, bool lost);

// A move as "x.y-x.y" (one stone: "x.y"), for the book's log lines and notes.
std::string book_move_text(const Move& m);

class Book {
 public:
  Book() = default;
  // Sorts the entries by key; a later duplicate key is dropped.
  explicit Book(std::vector<BookEntry> entries);
  size_t size() const { return entries_.size(); }
  const std::vector<BookEntry>& entries() const { return entries_; }
  // True if the position is in the book; *out is its move in the game's own frame.
  bool lookup(const Game& game, BookHit* out) const;

 private:
  std::vector<BookEntry> entries_;
};

}  // namespace c6
