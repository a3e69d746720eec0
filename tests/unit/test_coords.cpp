#include <catch2/catch.hpp>

#include "core/coords.h"

using namespace c6;

namespace {
const LetterStyle kCcgcXY{LetterDialect::kCcgc, LetterOrder::kColumnRow};
const LetterStyle kCcgcYX{LetterDialect::kCcgc, LetterOrder::kRowColumn};
const LetterStyle kCloudict{LetterDialect::kCloudict, LetterOrder::kColumnRow};
}  // namespace

TEST_CASE("coords: fixed values from the spec") {
  Point p;
  // Botzone (9,9) = CCGC JJ.
  REQUIRE(coords::parse_letters("JJ", 19, kCcgcXY, &p));
  CHECK(p == Point(9, 9));
  CHECK(coords::format_letters(Point(9, 9), 19, kCcgcXY) == "JJ");
  // SGF j10 = column 9, row 9.
  std::vector<Point> pts;
  REQUIRE(coords::parse_sgf_points("j10", 19, &pts));
  REQUIRE(pts.size() == 1);
  CHECK(pts[0] == Point(9, 9));
  // Cloudict AS = column 0, top row.
  REQUIRE(coords::parse_letters("AS", 19, kCloudict, &p));
  CHECK(p == Point(0, 0));
  CHECK(coords::format_letters(Point(0, 0), 19, kCloudict) == "AS");
  // Cloudict AA = column 0, bottom row.
  REQUIRE(coords::parse_letters("AA", 19, kCloudict, &p));
  CHECK(p == Point(0, 18));
}

TEST_CASE("coords: letter order is selectable") {
  Point p;
  REQUIRE(coords::parse_letters("CJ", 19, kCcgcXY, &p));
  CHECK(p == Point(2, 9));
  REQUIRE(coords::parse_letters("CJ", 19, kCcgcYX, &p));
  CHECK(p == Point(9, 2));
  CHECK(coords::format_letters(Point(9, 2), 19, kCcgcYX) == "CJ");
  // 'I' is a real coordinate (no GTP-style skipping).
  REQUIRE(coords::parse_letters("II", 19, kCcgcXY, &p));
  CHECK(p == Point(8, 8));
  // Lower case accepted.
  REQUIRE(coords::parse_letters("jj", 19, kCcgcXY, &p));
  CHECK(p == Point(9, 9));
}

TEST_CASE("coords: letters reject off-board and junk") {
  Point p;
  CHECK_FALSE(coords::parse_letters("TA", 19, kCcgcXY, &p));  // T = 19, off a 19x19 board
  CHECK_FALSE(coords::parse_letters("PA", 15, kCcgcXY, &p));  // P = 15, off a 15x15 board
  CHECK_FALSE(coords::parse_letters("1A", 19, kCcgcXY, &p));
  CHECK_FALSE(coords::parse_letters("A@", 19, kCcgcXY, &p));
  REQUIRE(coords::parse_letters("@@", 19, kCcgcXY, &p));
  CHECK(p.none());
}

TEST_CASE("coords: move tokens") {
  Move m;
  REQUIRE(coords::parse_move_letters("JJ@@", 19, kCcgcXY, &m));
  CHECK(m == Move(Point(9, 9)));
  REQUIRE(coords::parse_move_letters("JJ", 19, kCcgcXY, &m));
  CHECK(m == Move(Point(9, 9)));
  REQUIRE(coords::parse_move_letters("KKIK", 19, kCcgcXY, &m));
  CHECK(m == Move(Point(10, 10), Point(8, 10)));
  CHECK_FALSE(coords::parse_move_letters("@@JJ", 19, kCcgcXY, &m));
  CHECK_FALSE(coords::parse_move_letters("JJK", 19, kCcgcXY, &m));
  CHECK_FALSE(coords::parse_move_letters("", 19, kCcgcXY, &m));
  CHECK(coords::format_move_letters(Move(Point(9, 9)), 19, kCcgcXY) == "JJ@@");
  CHECK(coords::format_move_letters(Move(Point(9, 9)), 19, kCloudict) == "JJ");
  CHECK(coords::format_move_letters(Move(Point(10, 10), Point(8, 10)), 19, kCcgcXY) == "KKIK");
}

TEST_CASE("coords: round trips over every point of every style and size") {
  for (int size : {6, 15, 19, 25}) {
    for (const LetterStyle& st : {kCcgcXY, kCcgcYX, kCloudict}) {
      for (int y = 0; y < size; ++y) {
        for (int x = 0; x < size; ++x) {
          const Point p(x, y);
          Point q;
          const std::string s = coords::format_letters(p, size, st);
          REQUIRE(coords::parse_letters(s.c_str(), size, st, &q));
          REQUIRE(q == p);
          std::vector<Point> pts;
          REQUIRE(coords::parse_sgf_points(coords::format_sgf_point(p), size, &pts));
          REQUIRE(pts.size() == 1);
          REQUIRE(pts[0] == p);
        }
      }
    }
  }
}

TEST_CASE("coords: SGF multi-point values") {
  std::vector<Point> pts;
  // The spec's example: W[k11h9] = (col 10, row 10), (col 7, row 8).
  REQUIRE(coords::parse_sgf_points("k11h9", 19, &pts));
  REQUIRE(pts.size() == 2);
  CHECK(pts[0] == Point(10, 10));
  CHECK(pts[1] == Point(7, 8));
  REQUIRE(coords::parse_sgf_points("s19a1", 19, &pts));
  CHECK(pts[0] == Point(18, 18));
  CHECK(pts[1] == Point(0, 0));
  CHECK_FALSE(coords::parse_sgf_points("t1", 19, &pts));
  CHECK_FALSE(coords::parse_sgf_points("a20", 19, &pts));
  CHECK_FALSE(coords::parse_sgf_points("a0", 19, &pts));
  CHECK_FALSE(coords::parse_sgf_points("a", 19, &pts));
  CHECK_FALSE(coords::parse_sgf_points("", 19, &pts));
  CHECK_FALSE(coords::parse_sgf_points("j1x", 19, &pts));
}

TEST_CASE("coords: Botzone moves") {
  Move m;
  std::string why;
  REQUIRE(coords::from_botzone(7, 7, -1, -1, &m, &why));
  CHECK(m == Move(Point(7, 7)));
  REQUIRE(coords::from_botzone(8, 8, 6, 8, &m, &why));
  CHECK(m == Move(Point(8, 8), Point(6, 8)));
  REQUIRE(coords::from_botzone(-1, -1, -1, -1, &m, &why));
  CHECK(m.count == 0);
  CHECK_FALSE(coords::from_botzone(-1, 4, 2, 2, &m, &why));
  CHECK_FALSE(coords::from_botzone(3, 3, -1, 4, &m, &why));
  CHECK_FALSE(coords::from_botzone(-1, -1, 2, 2, &m, &why));
  int out[4];
  coords::to_botzone(Move(Point(1, 2), Point(3, 4)), out);
  CHECK((out[0] == 1 && out[1] == 2 && out[2] == 3 && out[3] == 4));
  coords::to_botzone(Move(Point(7, 7)), out);
  CHECK((out[0] == 7 && out[1] == 7 && out[2] == -1 && out[3] == -1));
}

TEST_CASE("coords: botzone_stones keeps every stone given, malformed or not") {
  CHECK(coords::botzone_stones(5, 5, 5, 5) == Move(Point(5, 5), Point(5, 5)));
  CHECK(coords::botzone_stones(3, -1, 4, 4) == Move(Point(3, -1), Point(4, 4)));
  CHECK(coords::botzone_stones(-1, -1, 4, 4) == Move(Point(4, 4)));
  CHECK(coords::botzone_stones(-7, -2, 6, 8) == Move(Point(6, 8)));
  CHECK(coords::botzone_stones(7, 7, -1, -1) == Move(Point(7, 7)));
  CHECK(coords::botzone_stones(-1, -1, -1, -1) == Move());
}
