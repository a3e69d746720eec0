// Contempt (SearchParams::contempt): the leaf score's bonus for the root side per window still live
// for one side with 2-5 stones, checked against a count of those windows from the board alone, on
// positions from noisy self-play; its board-size gate; a searcher that plays the same as without it
// when off; and the score bound at the ranges' ends. (The move ordering's score after a pair is
// checked with contempt on in test_ordering.cpp.)
#include <catch2/catch.hpp>

#include <vector>

#include "eval/weights.h"
#include "referee.h"
#include "search/leaf_eval.h"
#include "search/params.h"
#include "search/searcher.h"

using namespace c6;

namespace {

const std::vector<Game>& positions(int size) {
  static const std::vector<Game> p15 = ref::self_play_positions(15, 51, 6, 0.35);
  static const std::vector<Game> p19 = ref::self_play_positions(19, 52, 6, 0.35);
  return size == 15 ? p15 : p19;
}

// Windows holding 2-5 stones of one colour and none of the other, counted from the stones.
int open_windows(const Position& pos) {
  const Board& b = pos.board();
  const WindowTable& w = pos.windows();
  int open = 0;
  for (int i = 0; i < w.size(); ++i) {
    int black = 0, white = 0;
    for (int j = 0; j < 6; ++j) {
      const Color c = b.at(w.window(i).cell[j]);
      black += c == kBlack;
      white += c == kWhite;
    }
    const int n = black > 0 ? black : white;
    if ((black == 0 || white == 0) && n >= 2 && n <= 5) ++open;
  }
  return open;
}

}  // namespace

TEST_CASE("contempt: the root side gains and the other side loses it per open window") {
  SearchParams plain;
  SearchParams with = plain;
  with.contempt = 7;
  with.contempt_max_size = 15;
  const LeafEval base(plain);
  LeafEval leaf(with);
  int checked = 0, nonzero = 0;
  for (int size : {15, 19}) {
    for (const Game& g : positions(size)) {
      const Position pos(g, *find_weights("default"));
      const int open = open_windows(pos);
      nonzero += open > 0;
      for (Color root : {kBlack, kWhite}) {
        leaf.set_root(root, size);
        for (Color mover : {kBlack, kWhite}) {
          const int want = size <= 15 ? (mover == root ? 7 : -7) * open : 0;
          INFO("size " << size << " stones " << pos.board().stone_count() << " open " << open);
          REQUIRE(leaf.evaluate(pos, mover) - base.evaluate(pos, mover) == want);
          ++checked;
        }
      }
    }
  }
  CHECK(checked >= 200);
  CHECK(nonzero >= 40);  // the term was exercised, not only on empty boards
}

TEST_CASE("contempt: a board above contempt_max_size searches as without it") {
  // A node-limited search is deterministic: on a board contempt does not apply to, the same move,
  // node count and score as with contempt off; where it applies, another score. The position is
  // the first 19x19 sample whose search ends on a static score (not a proved result).
  Limits limits;
  limits.nodes = 20000;
  int compared = 0;
  for (const Game& g : positions(19)) {
    if (g.over() || g.stones_required() != 2) continue;
    Searcher a(4), b(4), c(4);
    const SearchReport ra = a.think(g, limits);
    if (ra.score <= -kWinBound || ra.score >= kWinBound || ra.move.count != 2) continue;
    b.params().contempt = 40;
    b.params().contempt_max_size = 15;
    c.params().contempt = 40;
    const SearchReport rb = b.think(g, limits);
    const SearchReport rc = c.think(g, limits);
    CHECK(ra.move == rb.move);
    CHECK(ra.nodes == rb.nodes);
    CHECK(ra.score == rb.score);
    CHECK(rc.score != ra.score);
    ++compared;
    break;
  }
  CHECK(compared == 1);
}

TEST_CASE("contempt: at the ends of the ranges a static score stays below a proved one") {
  // 25x25, Black on the top half and White on the bottom half, skipping every fourth row and
  // column (runs of at most three: no six; most windows live for one side with 2-4 stones); every
  // window weight at its range's end (400 for the side to move, -400 for the other, so both add),
  // shapes off, contempt at its maximum: the largest static score a board can give.
  SearchParams p;
  std::string why;
  REQUIRE(set_search_param(&p, "contempt", 150, &why));
  CHECK_FALSE(set_search_param(&p, "contempt", 151, &why));
  for (int k = 1; k <= 3; ++k) {
    REQUIRE(set_search_param(&p, "mover_w" + std::to_string(k), 400, &why));
    REQUIRE(set_search_param(&p, "other_w" + std::to_string(k), -400, &why));
  }
  for (int k = 4; k <= 5; ++k) {
    REQUIRE(set_search_param(&p, "other_w" + std::to_string(k), -400, &why));
  }
  for (int k = 0; k < kShapeClasses; ++k) p.shape_mover[k] = p.shape_other[k] = 0;
  Board b(25);
  for (int y = 0; y < 25; ++y) {
    if (y == 12 || y % 4 == 3) continue;
    for (int x = 0; x < 25; ++x) {
      if (x % 4 == 3) continue;  // runs of three in every direction: no six, no four
      b.place(b.index(Point(x, y)), y < 12 ? kBlack : kWhite);
    }
  }
  Position pos(25, *find_weights("default"));
  pos.load(b);
  LeafEval leaf(p);
  leaf.set_root(kBlack, 25);
  REQUIRE(pos.live(kBlack, 6) == 0);
  REQUIRE(pos.live(kWhite, 6) == 0);
  const int score = leaf.evaluate(pos, kBlack);
  INFO("score " << score << " open windows " << open_windows(pos));
  CHECK(open_windows(pos) > 500);
  CHECK(score > 400000);  // the bound is approached, not trivially met
  CHECK(score > 0);
  CHECK(score < kWinBound);
  CHECK(leaf.evaluate(pos, kWhite) > -kWinBound);
}
