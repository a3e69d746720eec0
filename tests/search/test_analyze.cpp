// analyze's input formats: Botzone JSON, Little Golem SGF and ./X/O diagrams give the same game
// state, and bad input is rejected with a reason instead of guessed.
#include <catch2/catch.hpp>

#include "tools/analyze.h"

using namespace c6;

TEST_CASE("analyze: Botzone JSON replays requests and responses in turn order") {
  Game g;
  std::string why;
  // We are Black (first request all -1): our (7,7), their (8,8)+(6,8), now our turn.
  REQUIRE(parse_position(
      R"({"requests":[{"x0":-1,"y0":-1,"x1":-1,"y1":-1},{"x0":8,"y0":8,"x1":6,"y1":8}],)"
      R"("responses":[{"x0":7,"y0":7,"x1":-1,"y1":-1}]})",
      15, &g, &why));
  CHECK(g.turns_played() == 2);
  CHECK(g.to_move() == kBlack);
  CHECK(g.board().at(Point(7, 7)) == kBlack);
  CHECK(g.board().at(Point(8, 8)) == kWhite);
  CHECK(g.board().at(Point(6, 8)) == kWhite);
  CHECK_FALSE(parse_position(R"({"requests":[{"x0":1}]})", 15, &g, &why));
  CHECK_FALSE(why.empty());
}

TEST_CASE("analyze: Little Golem SGF is 19x19 and follows j10 = column 9, row 9") {
  Game g;
  std::string why;
  REQUIRE(parse_position("(;FF[4]EV[x];B[j10];W[j9l11];B[k9l8])", 15, &g, &why));
  CHECK(g.size() == 19);
  CHECK(g.turns_played() == 3);
  CHECK(g.to_move() == kWhite);
  CHECK(g.board().at(Point(9, 9)) == kBlack);
  CHECK(g.board().at(Point(9, 8)) == kWhite);
  CHECK(g.board().at(Point(11, 10)) == kWhite);
  CHECK_FALSE(parse_position("(;B[j10];W[j10k10])", 19, &g, &why));  // occupied
  // SZ is a whole number (atoi read 4294967311 as 15).
  CHECK_FALSE(parse_position("(;SZ[4294967311];B[a1])", 19, &g, &why));
  REQUIRE(parse_position("(;SZ[15];B[a1])", 19, &g, &why));
  CHECK(g.size() == 15);
}

TEST_CASE("analyze: a diagram gives size, stones and the side to move") {
  Game g;
  std::string why;
  const std::string diagram =
      "    A B C D E F G\n"
      "  1 . . . . . . .\n"
      "  2 . . . . . . .\n"
      "  3 . . X O . . .\n"
      "  4 . . . X . . .\n"
      "  5 . . . . O . .\n"
      "  6 . . . X . . .\n"
      "  7 . . . . . . .\n";
  REQUIRE(parse_position(diagram, 15, &g, &why));
  CHECK(g.size() == 7);
  CHECK(g.board().stone_count() == 5);
  CHECK(g.to_move() == kWhite);  // Black 3 (1 + 2), White 2
  CHECK(g.board().at(Point(3, 2)) == kWhite);
  CHECK(g.board().at(Point(2, 2)) == kBlack);
  // Two black stones and none white cannot arise (Black's first turn is one stone).
  CHECK_FALSE(parse_position("......\n......\n..XX..\n......\n......\n......\n", 15, &g, &why));
}
