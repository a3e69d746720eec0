#include <catch2/catch.hpp>

#include <utility>
#include <vector>

#include "game/game.h"

using namespace c6;

TEST_CASE("board: padding, indices and six detection") {
  for (int size : {6, 15, 19, 25}) {
    Board b(size);
    CHECK(static_cast<int>(b.cells().size()) == size * size);
    for (int idx : b.cells()) {
      CHECK(b.index(b.point(idx)) == idx);
      CHECK(b.at(idx) == kEmpty);
    }
    // Every cell within kPad steps of the board in any direction is inside the array.
    CHECK(b.index(Point(size - 1, size - 1)) + Board::kPad * b.dir(2) < Board::kMaxCells);
    CHECK(b.index(Point(0, 0)) - Board::kPad * b.dir(2) >= 0);
    CHECK(b.at(b.index(Point(0, 0)) - 1) == kWall);
    CHECK(b.at(b.index(Point(size - 1, 0)) + 1) == kWall);
  }
  Board b(15);
  for (int x = 2; x < 7; ++x) b.place(b.index(Point(x, 3)), kBlack);
  CHECK_FALSE(b.makes_six(b.index(Point(4, 3))));
  b.place(b.index(Point(7, 3)), kBlack);
  CHECK(b.makes_six(b.index(Point(4, 3))));
  CHECK(b.run_length(b.index(Point(7, 3)), 0) == 6);
  // Anti-diagonal six ending on the board edge.
  Board d(15);
  for (int k = 0; k < 6; ++k) d.place(d.index(Point(14 - k, k)), kWhite);
  CHECK(d.makes_six(d.index(Point(14, 0))));
  CHECK(d.run_length(d.index(Point(9, 5)), 3) == 6);
}

TEST_CASE("board: hash is order independent and undone by remove") {
  Board a(19), b(19);
  a.place(a.index(Point(1, 1)), kBlack);
  a.place(a.index(Point(2, 5)), kWhite);
  b.place(b.index(Point(2, 5)), kWhite);
  b.place(b.index(Point(1, 1)), kBlack);
  CHECK(a.hash() == b.hash());
  CHECK(a.hash() != 0);
  a.remove(a.index(Point(2, 5)));
  a.remove(a.index(Point(1, 1)));
  CHECK(a.hash() == 0);
  CHECK(a.stone_count() == 0);
}

TEST_CASE("game: turn structure and legality reasons") {
  Game g(15);
  CHECK(g.to_move() == kBlack);
  CHECK(g.stones_required() == 1);
  CHECK(g.play(Move(Point(7, 7), Point(8, 8))) == Illegal::kWrongCount);
  CHECK(g.play(Move(Point(15, 7))) == Illegal::kOffBoard);
  CHECK(g.play(Move(Point(-1, 3))) == Illegal::kOffBoard);
  CHECK(g.turns_played() == 0);
  REQUIRE(g.play(Move(Point(7, 7))) == Illegal::kNone);
  CHECK(g.to_move() == kWhite);
  CHECK(g.stones_required() == 2);
  CHECK(g.play(Move(Point(8, 8))) == Illegal::kWrongCount);
  CHECK(g.play(Move(Point(7, 7), Point(8, 8))) == Illegal::kOccupied);
  CHECK(g.play(Move(Point(8, 8), Point(7, 7))) == Illegal::kOccupied);
  CHECK(g.play(Move(Point(8, 8), Point(8, 8))) == Illegal::kDuplicate);
  CHECK(g.play(Move(Point(8, 8), Point(15, 15))) == Illegal::kOffBoard);
  CHECK(g.board().stone_count() == 1);  // illegal turns change nothing
  REQUIRE(g.play(Move(Point(8, 8), Point(6, 8))) == Illegal::kNone);
  CHECK(g.to_move() == kBlack);
  CHECK(std::string(illegal_name(Illegal::kOffBoard)) == "off_board");
  CHECK(std::string(illegal_name(Illegal::kWrongCount)) == "wrong_count");
}

TEST_CASE("game: six wins, overline wins, game over refuses moves, undo restores") {
  Game g(15);
  REQUIRE(g.play(Move(Point(0, 0))) == Illegal::kNone);               // B
  REQUIRE(g.play(Move(Point(0, 5), Point(1, 5))) == Illegal::kNone);  // W
  REQUIRE(g.play(Move(Point(1, 0), Point(2, 0))) == Illegal::kNone);  // B
  REQUIRE(g.play(Move(Point(2, 5), Point(3, 5))) == Illegal::kNone);  // W
  REQUIRE(g.play(Move(Point(4, 0), Point(5, 0))) == Illegal::kNone);  // B: 0,1,2,_,4,5
  REQUIRE(g.play(Move(Point(9, 9), Point(10, 10))) == Illegal::kNone);
  CHECK(g.result() == Result::kOngoing);
  // Black fills the gap and extends to seven: an overline still wins.
  REQUIRE(g.play(Move(Point(3, 0), Point(6, 0))) == Illegal::kNone);
  CHECK(g.result() == Result::kBlackWin);
  CHECK(g.play(Move(Point(12, 12), Point(13, 13))) == Illegal::kGameOver);
  g.undo();
  CHECK(g.result() == Result::kOngoing);
  CHECK(g.to_move() == kBlack);
  CHECK(g.board().empty(g.board().index(Point(3, 0))));
}

// Cells coloured by (x + 2y) mod 4 < 2 never make more than two in a row in any direction.
static void fill_without_six(Game& g) {
  const int n = g.size();
  std::vector<Point> black, white;
  for (int y = 0; y < n; ++y) {
    for (int x = 0; x < n; ++x) ((x + 2 * y) % 4 < 2 ? black : white).push_back(Point(x, y));
  }
  size_t bi = 0, wi = 0;
  REQUIRE(g.play(Move(black[bi++])) == Illegal::kNone);
  while (!g.over()) {
    std::vector<Point>& v = g.to_move() == kBlack ? black : white;
    size_t& i = g.to_move() == kBlack ? bi : wi;
    REQUIRE(i + 1 < v.size());
    REQUIRE(g.play(Move(v[i], v[i + 1])) == Illegal::kNone);
    i += 2;
  }
}

TEST_CASE("game: a full board without six is a draw; the last turn fills it exactly") {
  Game g(15);
  fill_without_six(g);
  CHECK(g.result() == Result::kDraw);
  CHECK(g.board().full());
  CHECK(g.turns_played() == 1 + 112);
}

TEST_CASE("game: on an even board the game is drawn when one empty cell is left") {
  // 36 = 1 + 2*17 + 1: no legal two-stone turn exists with one cell left.
  Game g(6);
  fill_without_six(g);
  CHECK(g.result() == Result::kDraw);
  CHECK(g.board().stone_count() == 35);
}

TEST_CASE("game: play_repaired places the legal subset of an illegal turn") {
  Game g(15);
  Move placed;
  // Black's first turn with two stones: only the first stone that fits is placed.
  CHECK(g.play_repaired(Move(Point(20, 3), Point(7, 7)), &placed) == Illegal::kWrongCount);
  CHECK(placed == Move(Point(7, 7)));
  CHECK(g.board().at(Point(7, 7)) == kBlack);
  CHECK(g.board().at(Point(3, 3)) == kEmpty);
  CHECK(g.to_move() == kWhite);
  CHECK(g.moves().back() == placed);
  // Duplicate: the point is placed once, in the mover's colour.
  CHECK(g.play_repaired(Move(Point(5, 5), Point(5, 5)), &placed) == Illegal::kDuplicate);
  CHECK(placed == Move(Point(5, 5)));
  CHECK(g.board().at(Point(5, 5)) == kWhite);
  CHECK(g.board().stone_count() == 2);
  CHECK(g.to_move() == kBlack);
  // Occupied and off-board stones are dropped; a malformed point (half pair) is off the board.
  CHECK(g.play_repaired(Move(Point(5, 5), Point(6, 6)), &placed) == Illegal::kOccupied);
  CHECK(placed == Move(Point(6, 6)));
  CHECK(g.play_repaired(Move(Point(3, -1), Point(15, 2)), &placed) == Illegal::kOffBoard);
  CHECK(placed == Move());
  CHECK(g.moves().back().count == 0);
  CHECK(g.to_move() == kBlack);
  // A pass places nothing and still hands the turn over.
  CHECK(g.play_repaired(Move(), &placed) == Illegal::kWrongCount);
  CHECK(placed.count == 0);
  CHECK(g.to_move() == kWhite);
  CHECK(g.turns_played() == 5);
  CHECK(g.board().stone_count() == 3);
  // A legal turn goes through exactly as play() would.
  CHECK(g.play_repaired(Move(Point(1, 1), Point(2, 2)), &placed) == Illegal::kNone);
  CHECK(placed == Move(Point(1, 1), Point(2, 2)));
  CHECK(g.board().at(Point(2, 2)) == kWhite);
  // undo() takes back exactly the stones that were placed.
  g.undo();
  g.undo();
  CHECK(g.turns_played() == 4);
  CHECK(g.to_move() == kBlack);
  CHECK(g.board().at(Point(1, 1)) == kEmpty);
  CHECK(g.board().stone_count() == 3);
  // A repaired turn can make six and decide the game; after that nothing changes.
  Game s(15);
  REQUIRE(s.play(Move(Point(7, 7))) == Illegal::kNone);
  REQUIRE(s.play(Move(Point(0, 0), Point(1, 0))) == Illegal::kNone);
  REQUIRE(s.play(Move(Point(7, 8), Point(7, 9))) == Illegal::kNone);
  REQUIRE(s.play(Move(Point(2, 0), Point(3, 0))) == Illegal::kNone);
  REQUIRE(s.play(Move(Point(7, 10), Point(12, 12))) == Illegal::kNone);
  REQUIRE(s.play(Move(Point(4, 0), Point(10, 10))) == Illegal::kNone);
  REQUIRE(s.play(Move(Point(12, 13), Point(13, 13))) == Illegal::kNone);
  CHECK(s.play_repaired(Move(Point(5, 0), Point(5, 0)), &placed) == Illegal::kDuplicate);
  CHECK(placed == Move(Point(5, 0)));
  CHECK(s.result() == Result::kWhiteWin);
  CHECK(s.play_repaired(Move(Point(9, 9), Point(9, 10)), &placed) == Illegal::kGameOver);
  CHECK(placed.count == 0);
  CHECK(s.turns_played() == 8);
  CHECK(s.board().at(Point(9, 9)) == kEmpty);
}

namespace {

// six_possible by definition, from Points: some six cells in a row on the board hold stones of
// at most one colour.
bool six_possible_reference(const Board& b) {
  const int dx[4] = {1, 0, 1, -1}, dy[4] = {0, 1, 1, 1};
  for (int y = 0; y < b.size(); ++y) {
    for (int x = 0; x < b.size(); ++x) {
      for (int d = 0; d < 4; ++d) {
        bool inside = true, black = false, white = false;
        for (int k = 0; k < 6; ++k) {
          const Point p(x + k * dx[d], y + k * dy[d]);
          if (!b.inside(p)) {
            inside = false;
            break;
          }
          black = black || b.at(p) == kBlack;
          white = white || b.at(p) == kWhite;
        }
        if (inside && !(black && white)) return true;
      }
    }
  }
  return false;
}

}  // namespace

TEST_CASE("board: six_possible agrees with the definition on random fillings") {
  Rng rng(2026);
  int dead = 0, alive = 0;
  for (int size : {6, 7, 9, 15, 19}) {
    for (int trial = 0; trial < 60; ++trial) {
      Board b(size);
      // Fill the cells in a random order with random colours up to the whole board, checking
      // after every stone (dead boards come late in the filling).
      std::vector<int> order = b.cells();
      for (size_t i = order.size(); i > 1; --i) {
        std::swap(order[i - 1], order[rng.below(static_cast<uint32_t>(i))]);
      }
      for (int idx : order) {
        b.place(idx, rng.below(2) ? kBlack : kWhite);
        const bool want = six_possible_reference(b);
        REQUIRE(b.six_possible() == want);
        (want ? alive : dead) += 1;
      }
    }
  }
  CHECK(dead > 100);  // both answers were exercised
  CHECK(alive > 100);
  CHECK(Board(6).six_possible());  // an empty board
}

TEST_CASE("board: six_possible on hand-made boards") {
  // 6x6 filled with colour ((x + 2y) mod 4 < 2 ? Black : White): every row, column and both long
  // diagonals hold both colours, so no six is left (and none was made).
  Board b(6);
  for (int y = 0; y < 6; ++y) {
    for (int x = 0; x < 6; ++x)
      b.place(b.index(Point(x, y)), (x + 2 * y) % 4 < 2 ? kBlack : kWhite);
  }
  CHECK_FALSE(b.six_possible());
  // Row 2 emptied except its black stones: Black can still fill it.
  for (int x = 0; x < 6; ++x) {
    if (b.at(Point(x, 2)) == kWhite) b.remove(b.index(Point(x, 2)));
  }
  CHECK(b.six_possible());
  // A white stone back in it: dead again.
  b.place(b.index(Point(2, 2)), kWhite);
  CHECK_FALSE(b.six_possible());
}
