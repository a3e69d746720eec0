// The opening book (search/book.h): its key is the same for the 8 symmetric images of a position
// and its move is mapped back into each image; the engine plays a book move only when the
// opponent's threat solvers find no win after it (search/book_guard.h) and never with the book
// off; every entry of the embedded book (src/search/book_data.cpp) is a legal move of its
// position.
#include <catch2/catch.hpp>

#include <fstream>
#include <memory>
#include <sstream>
#include <string>
#include <vector>

#include "game/game.h"
#include "protocol/options.h"
#include "search/book.h"
#include "search/book_data.h"
#include "search/book_guard.h"
#include "search/engine.h"

using namespace c6;

namespace {

// Plays the moves (Black's single first stone, then pairs) on a size x size board, each stone
// mapped through symmetry `sym`.
Game play_all(int size, const std::vector<Move>& moves, int sym = 0) {
  Game g(size);
  for (const Move& m : moves) {
    REQUIRE(g.play(apply_symmetry(sym, m, size)) == Illegal::kNone);
  }
  return g;
}

// White to move; Black holds an open four on row 9 (9..12): White must block it.
std::vector<Move> open_four() {
  return {Move(Point(9, 9)), Move(Point(0, 0), Point(18, 0)), Move(Point(10, 9), Point(11, 9)),
          Move(Point(0, 18), Point(4, 15)), Move(Point(12, 9), Point(5, 5))};
}

Limits node_limits() {
  Limits l;
  l.nodes = 20000;
  return l;
}

SearchReport think_with_book(const Game& g, const Move& book_move, bool use_book) {
  EngineOptions o;
  o.use_book = use_book;
  o.book = std::make_shared<const Book>(
      std::vector<BookEntry>{make_book_entry(g, book_move, /*lost=*/false)});
  Engine e(o);
  return e.think(g, node_limits());
}

}  // namespace

TEST_CASE("book: symmetries are inverted by inverse_symmetry", "[book]") {
  for (int sym = 0; sym < 8; ++sym) {
    for (Point p : {Point(0, 0), Point(3, 7), Point(18, 2), Point(9, 9)}) {
      CHECK(apply_symmetry(inverse_symmetry(sym), apply_symmetry(sym, p, 19), 19) == p);
    }
  }
}

TEST_CASE("book: all 8 images of a position find the entry, the move mapped", "[book]") {
  // An asymmetric 5-stone position, White to move, and a 3-stone one, Black to move.
  const std::vector<Move> five = {Move(Point(9, 9)), Move(Point(7, 7), Point(8, 10)),
                                  Move(Point(10, 8), Point(11, 9))};
  const std::vector<Move> three(five.begin(), five.begin() + 2);
  const Move white_move(Point(12, 10), Point(7, 9));
  const Move black_move(Point(10, 10), Point(11, 11));
  for (int base = 0; base < 8; ++base) {
    // The entry is made in the frame of image `base`, looked up in every other image.
    const Game g5 = play_all(19, five, base);
    const Game g3 = play_all(19, three, base);
    const Book book(
        std::vector<BookEntry>{make_book_entry(g5, apply_symmetry(base, white_move, 19), false),
                               make_book_entry(g3, apply_symmetry(base, black_move, 19), false)});
    REQUIRE(book.size() == 2);
    for (int sym = 0; sym < 8; ++sym) {
      const Game q5 = play_all(19, five, sym);
      const Game q3 = play_all(19, three, sym);
      CHECK(book_key(q5).key == book_key(g5).key);
      BookHit hit;
      REQUIRE(book.lookup(q5, &hit));
      CHECK(same_stones(hit.move, apply_symmetry(sym, white_move, 19)));
      CHECK_FALSE(hit.lost);
      REQUIRE(book.lookup(q3, &hit));
      CHECK(same_stones(hit.move, apply_symmetry(sym, black_move, 19)));
    }
  }
  // Another position, the same stones with colours swapped, or another size: no hit.
  const Book book(std::vector<BookEntry>{make_book_entry(play_all(19, five), white_move, false)});
  BookHit hit;
  CHECK_FALSE(book.lookup(play_all(19, three), &hit));
  CHECK_FALSE(book.lookup(play_all(17, five), &hit));
  CHECK_FALSE(book.lookup(Game(19), &hit));
}

TEST_CASE("book: the one-stone move of the empty board maps back", "[book]") {
  const Game empty(19);
  const Book book(std::vector<BookEntry>{make_book_entry(empty, Move(Point(9, 9)), false)});
  BookHit hit;
  REQUIRE(book.lookup(empty, &hit));
  CHECK(hit.move == Move(Point(9, 9)));
}

TEST_CASE("book: on by default, --no-book turns it off, --book on again", "[book]") {
  BotOptions o;
  std::string why;
  REQUIRE(parse_bot_args({}, &o, &why) == ArgStatus::kOk);
  CHECK(o.engine.use_book);
  REQUIRE(parse_bot_args({"--no-book"}, &o, &why) == ArgStatus::kOk);
  CHECK_FALSE(o.engine.use_book);
  REQUIRE(parse_bot_args({"--no-book", "--book"}, &o, &why) == ArgStatus::kOk);
  CHECK(o.engine.use_book);
  // The engine alone (bench, tuning, in-process matches) searches every position.
  CHECK_FALSE(EngineOptions().use_book);
  CHECK(bot_help_text().find("--book") != std::string::npos);
  CHECK(bot_help_text().find("--no-book") != std::string::npos);
}

TEST_CASE("book: a sound book move is played, and not with the book off", "[book]") {
  const Game g = play_all(19, open_four());
  const Move block(Point(8, 9), Point(13, 9));  // both ends of the four
  const SearchReport on = think_with_book(g, block, true);
  CHECK(on.reason == "book");
  CHECK(same_stones(on.move, block));
  CHECK(on.summary().find("book") == 0);
  const SearchReport off = think_with_book(g, block, false);
  CHECK(off.reason != "book");
  CHECK(off.note.empty());
}

TEST_CASE("book: a book move that leaves the opponent a win is rejected", "[book]") {
  // The test book tells White to play in the corner and leave Black's open four: Black wins
  // at once (a VCDT of one turn). The engine must search instead and block.
  const Game g = play_all(19, open_four());
  const Move blunder(Point(17, 17), Point(17, 16));
  const SearchReport r = think_with_book(g, blunder, true);
  CHECK(r.reason != "book");
  CHECK_FALSE(same_stones(r.move, blunder));
  CHECK(r.note.find("refuted") != std::string::npos);
  CHECK(r.summary().find("book 17.17-17.16 refuted") != std::string::npos);
  Game after = g;
  INFO(r.summary() << " " << r.move.stone[0].x << "." << r.move.stone[0].y << "-"
                   << r.move.stone[1].x << "." << r.move.stone[1].y);
  REQUIRE(after.play(r.move) == Illegal::kNone);
  // Both ends of the four are blocked, or one end and the stone next to the other.
  const Board& b = after.board();
  CHECK((b.at(Point(8, 9)) == kWhite || b.at(Point(13, 9)) == kWhite));
}

TEST_CASE("book: the guard never refutes a move that ends the game", "[book]") {
  // Black to move with a four on row 9 (9..12), White with a four on row 5 (0..3). Black's six
  // ends the game; read as if the game went on, White's four would be a win on White's turn.
  const Game g = play_all(19, {Move(Point(9, 9)), Move(Point(0, 5), Point(1, 5)),
                               Move(Point(10, 9), Point(11, 9)), Move(Point(2, 5), Point(18, 18)),
                               Move(Point(12, 9), Point(5, 15)), Move(Point(3, 5), Point(17, 18))});
  REQUIRE(g.to_move() == kBlack);
  const SearchParams p;
  Limits l;
  l.nodes = 20000;
  TimeManager tm;
  tm.start(l.clock_ms());  // the node limit decides
  BookGuard guard;
  uint64_t nodes = 1;
  CHECK_FALSE(guard.refuted(g, Move(Point(8, 9), Point(13, 9)), p, l, tm, 1.0, &nodes));
  CHECK(nodes == 0);
  // A quiet move leaves White its four: refuted.
  CHECK(guard.refuted(g, Move(Point(8, 15), Point(9, 15)), p, l, tm, 1.0, &nodes));
  CHECK(nodes > 0);
}

TEST_CASE("book: an entry marked proved lost is not played", "[book]") {
  const Game g = play_all(19, open_four());
  EngineOptions o;
  o.use_book = true;
  o.book = std::make_shared<const Book>(
      std::vector<BookEntry>{make_book_entry(g, Move(Point(8, 9), Point(13, 9)), /*lost=*/true)});
  Engine e(o);
  const SearchReport r = e.think(g, node_limits());
  CHECK(r.reason != "book");
  CHECK(r.note == "book: proved lost");
}

TEST_CASE("book: every embedded entry is a legal move of its position", "[book]") {
  // Each entry's line in the data file names its position (stones in play order) and the move
  // searched there: rebuild the game, look it up, and check the move the book gives.
  const Book book = embedded_book();
  std::ifstream in(std::string(C6_SOURCE_DIR) + "/src/search/book_data.cpp");
  REQUIRE(in);
  std::string line;
  size_t checked = 0;
  while (std::getline(in, line)) {
    const size_t c = line.find("  // ");
    const size_t colon = line.find(": ", c == std::string::npos ? 0 : c);
    const size_t arrow = line.find(" -> ");
    if (line.find("    {0x") != 0 || c == std::string::npos || colon == std::string::npos ||
        arrow == std::string::npos)
      continue;
    std::istringstream stones(line.substr(colon + 2, arrow - colon - 2));
    Game g(19);
    std::string tok;
    while (stones >> tok) {
      if (tok == "(empty)") break;
      Move m;
      std::istringstream t(tok);
      int x = 0, y = 0;
      char dot = 0, dash = 0;
      REQUIRE(static_cast<bool>(t >> x >> dot >> y));
      m = Move(Point(x, y));
      if (t >> dash) {
        REQUIRE(static_cast<bool>(t >> x >> dot >> y));
        m = Move(m.stone[0], Point(x, y));
      }
      REQUIRE(g.play(m) == Illegal::kNone);
    }
    INFO(line);
    BookHit hit;
    REQUIRE(book.lookup(g, &hit));
    CHECK(g.check(hit.move) == Illegal::kNone);
    CHECK(hit.move.count == g.stones_required());
    ++checked;
  }
  CHECK(checked == book.size());
}
