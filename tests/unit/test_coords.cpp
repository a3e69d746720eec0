#include <catch2/catch.hpp>

#include "core/coords.h"

using namespace c6;

TEST_CASE("coords: fixed values from the spec") {
  Point p;
  REQUIRE(coords::parse_letters("JJ", 19, LetterStyle{}, &p));
  CHECK(p == Point(9, 9));
  std::vector<Point> pts;
  REQUIRE(coords::parse_sgf_points("j10", 19, &pts));
  REQUIRE(pts.size() == 1);
  CHECK(pts[0] == Point(9, 9));
  REQUIRE(coords::parse_letters("AS", 19, LetterStyle{LetterDialect::kCloudict, LetterOrder::kColumnRow}, &p));
  CHECK(p == Point(0, 0));
}
