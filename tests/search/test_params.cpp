// The search knob table (src/search/params.h): every knob's range is safe (a search at either end
// answers with a legal move), out-of-range values are refused with a message and change nothing.
#include <catch2/catch.hpp>

#include <cmath>
#include <cstdio>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

#include "search/engine.h"
#include "search/params.h"
#include "search/searcher.h"
#include "tools/bench.h"

using namespace c6;

namespace {

struct Row {
  std::string name;
  double def, min, max;
};

// The rows of search_param_table(): "  name  default  [min, max]  meaning".
std::vector<Row> table_rows() {
  std::vector<Row> rows;
  std::istringstream in(search_param_table());
  std::string line;
  while (std::getline(in, line)) {
    char name[64];
    double def = 0, lo = 0, hi = 0;
    if (std::sscanf(line.c_str(), " %63s %lf [%lf, %lf]", name, &def, &lo, &hi) == 4) {
      rows.push_back({name, def, lo, hi});
    }
  }
  return rows;
}

// 19x19, game 18 of our losses to build 4699807 (2026-11-27), White to move at turn 4: Black (9,9);
// White (11,11) (8,9); Black (8,10) (7,11), three in a row on the anti-diagonal, open at both ends.
Game game18() {
  Game g(19);
  const Move turns[] = {Move(Point(9, 9)), Move(Point(11, 11), Point(8, 9)),
                        Move(Point(8, 10), Point(7, 11))};
  for (const Move& m : turns) REQUIRE(g.play(m) == Illegal::kNone);
  return g;
}

// The line shapes' part of the leaf score for `me`, by hand: per class, `mover` x my count minus
// `other` x the opponent's.
int shape_score(const Position& pos, Color me, const int* mover, const int* other) {
  int v = 0;
  for (int k = 0; k < kShapeClasses; ++k)
    v += mover[k] * pos.shape(me, k) - other[k] * pos.shape(opponent(me), k);
  return v;
}

// Every line-shape weight 0, both tables: the leaf score is then the window score alone.
void shapes_off(SearchParams* p) {
  for (int k = 0; k < kShapeClasses; ++k) {
    p->shape_mover[k] = p->shape_other[k] = p->small_shape_mover[k] = p->small_shape_other[k] = 0;
  }
}

// What both small-board tests score: the 15x15 position of bench 15-middle, the side to move
// there, and a searcher whose line-shape weights are all 0 (shapes_off).
struct SmallBoardLeaf {
  const Game g = bench_position("15-middle");
  const Position pos{g, *find_weights("default")};
  const Color me = g.to_move();
  Searcher s{1};
  SearchParams& p = s.params();
  SmallBoardLeaf() { shapes_off(&p); }
};

// The window part of the leaf score for `me`, by hand: k = 1..3 from `mover` / `other`, the
// threat windows (k = 4, 5) from the whole-game table.
int window_score(const Position& pos, Color me, const SearchParams& p, const int* mover,
                 const int* other) {
  int v = 0;
  for (int k = 1; k <= 5; ++k) {
    const int wm = k <= 3 ? mover[k] : p.mover_w[k];
    const int wo = k <= 3 ? other[k] : p.other_w[k];
    v += wm * pos.live(me, k) - wo * pos.live(opponent(me), k);
  }
  return v;
}

}  // namespace

TEST_CASE("params: the table lists every knob with its default inside its range") {
  const std::vector<Row> rows = table_rows();
  REQUIRE(rows.size() >= 30);
  for (const Row& r : rows) {
    INFO(r.name);
    CHECK(search_param_known(r.name));
    CHECK(r.min <= r.def);
    CHECK(r.def <= r.max);
    // Setting the default through the table is accepted and changes nothing.
    SearchParams p;
    std::string why;
    CHECK(set_search_param(&p, r.name, r.def, &why));
  }
  SearchParams p;
  std::string why;
  CHECK(set_search_param(&p, "k1", 12, &why));
  CHECK(p.k1 == 12);
  CHECK(set_search_param(&p, "soft", 0.7, &why));
  CHECK(p.soft == 0.7);
  CHECK(set_search_param(&p, "refute_nodes", 5000, &why));
  CHECK(p.refute_nodes == 5000u);
  CHECK(set_search_param(&p, "leaf_triples", 0, &why));
  CHECK_FALSE(p.leaf_triples);
  // A leaf weight sets its own element of the table and no other.
  CHECK(set_search_param(&p, "other_w3", 70, &why));
  CHECK(p.other_w[3] == 70);
  CHECK(p.other_w[2] == SearchParams().other_w[2]);
  CHECK(p.mover_w[3] == SearchParams().mover_w[3]);
  CHECK(set_search_param(&p, "mover_w1", -4, &why));
  CHECK(p.mover_w[1] == -4);
}

TEST_CASE("params: bad values are refused with a message and leave the knob unchanged") {
  SearchParams p;
  std::string why;
  CHECK_FALSE(set_search_param(&p, "k1", -5, &why));
  CHECK(why == "search parameter k1=-5 is out of range (k1: integer in [1, 40])");
  CHECK(p.k1 == SearchParams().k1);
  CHECK_FALSE(set_search_param(&p, "k2", 2.5, &why));
  CHECK(why.find("not an integer") != std::string::npos);
  CHECK_FALSE(set_search_param(&p, "soft", 0, &why));
  CHECK(why.find("soft: number in [0.05, 1]") != std::string::npos);
  CHECK(p.soft == SearchParams().soft);
  CHECK_FALSE(set_search_param(&p, "verify_nodes", 1e18, &why));
  CHECK(p.verify_nodes == SearchParams().verify_nodes);
  CHECK_FALSE(set_search_param(&p, "k1", std::nan(""), &why));
  CHECK_FALSE(set_search_param(&p, "speed", 1, &why));
  CHECK(why.find("unknown search parameter 'speed'") != std::string::npos);
  // The engine ignores a bad override from a caller that skipped the parser.
  EngineOptions o;
  o.params.emplace_back("k1", -5.0);
  Engine engine(o);
  Limits lim;
  lim.nodes = 500;
  const Game g = bench_positions()[1].game;
  CHECK(g.check(engine.think(g, lim).move) == Illegal::kNone);
}

TEST_CASE("params: a search with any knob at either end of its range answers legally") {
  // Node-limited (deterministic, bounded); one searcher reused, its knobs reset per run.
  const std::vector<BenchPosition> all = bench_positions();
  std::vector<Game> games;
  for (const BenchPosition& bp : all) {
    const std::string name = bp.name;
    if (name == "15-middle" || name == "15-defence" || name == "19-middle-a")
      games.push_back(bp.game);
  }
  REQUIRE(games.size() == 3);
  Searcher s(1);
  Limits lim;
  lim.nodes = 2000;
  int runs = 0;
  for (const Row& r : table_rows()) {
    for (const double v : {r.min, r.max}) {
      for (const Game& g : games) {
        INFO(r.name << "=" << v);
        s.params() = SearchParams();
        std::string why;
        REQUIRE(set_search_param(&s.params(), r.name, v, &why));
        const SearchReport rep = s.think(g, lim);
        CHECK(g.check(rep.move) == Illegal::kNone);
        ++runs;
      }
    }
  }
  CHECK(runs >= 180);
}

TEST_CASE("params: knobs that contradict each other are reported") {
  SearchParams p;
  std::string why;
  CHECK(search_params_consistent(p, &why));
  p.soft = 0.8;  // in range, but past share_search (0.7): no iteration could start after its stop
  CHECK_FALSE(search_params_consistent(p, &why));
  CHECK(why.find("soft=0.8 and share_search=0.7 contradict each other") != std::string::npos);
  p.share_search = 0.8;
  CHECK(search_params_consistent(p, &why));
  p.share_verify_start = 0.97;  // past share_verify (0.95): a check that must end before it starts
  CHECK_FALSE(search_params_consistent(p, &why));
  CHECK(why.find("share_verify_start=0.97 and share_verify=0.95") != std::string::npos);
}

TEST_CASE("params: share_extend searches on under the clock and still answers legally") {
  // The extension runs only under the clock (a node or depth limit ignores it, so the bench
  // signature cannot see it): a short timed turn with it on must still give a legal move from
  // the search, whatever the machine's load.
  const std::vector<BenchPosition> all = bench_positions();
  for (const BenchPosition& bp : all) {
    const std::string name = bp.name;
    if (name != "15-middle" && name != "19-middle-a") continue;
    INFO(name);
    Searcher s(4);
    std::string why;
    REQUIRE(set_search_param(&s.params(), "share_extend", 0.85, &why));
    Limits lim;
    lim.time_ms = 300;
    const SearchReport rep = s.think(bp.game, lim);
    CHECK(bp.game.check(rep.move) == Illegal::kNone);
    // How deep it got depends on the machine's load (a starved run may not finish depth 1), so
    // only where the move came from is checked: the search, not a fallback.
    const std::string reason = rep.reason;
    CHECK((reason == "search" || reason == "next" || reason == "re-search" || reason == "extend"));
  }
}

TEST_CASE(
    "params: short_turn_ms narrows a short turn's replies under the clock alone; off by default") {
  // The widths are fixed when the turn starts, so a position answered without a search
  // (19-tactical: lost, no search) shows them at no cost; the boundary is exclusive (a 500 ms turn
  // is not short).
  const Game lost = bench_position("19-tactical");
  Searcher s(4);
  const std::pair<int, int> wide{16, 8}, narrow{10, 5};
  REQUIRE(std::make_pair(s.params().reply_k1, s.params().reply_k2) == wide);
  REQUIRE(std::make_pair(s.params().short_reply_k1, s.params().short_reply_k2) == narrow);
  const auto widths = [&](double time_ms, int depth, uint64_t nodes) {
    Limits lim;
    lim.time_ms = time_ms;
    lim.depth = depth;
    lim.nodes = nodes;
    s.think(lost, lim);
    return s.last_reply_widths();
  };
  std::string why;
  // Off by default: every turn searches the wide replies.
  REQUIRE(s.params().short_turn_ms == 0);
  CHECK(widths(250, 0, 0) == wide);
  REQUIRE(set_search_param(&s.params(), "short_turn_ms", 500, &why));
  CHECK(widths(250, 0, 0) == narrow);
  CHECK(widths(499, 0, 0) == narrow);
  CHECK(widths(500, 0, 0) == wide);
  CHECK(widths(1000, 0, 0) == wide);
  CHECK(widths(0, 0, 0) == wide);  // no time given: planned on 1 s
  // A depth or node limit is deterministic: the clock's budget must not change its tree.
  CHECK(widths(250, 3, 0) == wide);
  CHECK(widths(250, 0, 5000) == wide);
  REQUIRE(set_search_param(&s.params(), "short_reply_k1", 7, &why));
  REQUIRE(set_search_param(&s.params(), "short_reply_k2", 3, &why));
  CHECK(widths(250, 0, 0) == std::make_pair(7, 3));
  REQUIRE(set_search_param(&s.params(), "short_turn_ms", 0, &why));  // never
  CHECK(widths(250, 0, 0) == wide);
  CHECK_FALSE(set_search_param(&s.params(), "short_turn_ms", -1, &why));
  CHECK_FALSE(set_search_param(&s.params(), "short_reply_k1", 41, &why));

  // A searched short turn answers from the search with the narrow replies.
  s.params() = SearchParams();
  REQUIRE(set_search_param(&s.params(), "short_turn_ms", 500, &why));
  Limits lim;
  lim.time_ms = 250;
  const Game middle = bench_position("19-middle-a");
  const SearchReport rep = s.think(middle, lim);
  CHECK(middle.check(rep.move) == Illegal::kNone);
  const std::string reason = rep.reason;
  CHECK((reason == "search" || reason == "next" || reason == "re-search" || reason == "extend"));
  CHECK(s.last_reply_widths() == narrow);
}

TEST_CASE("params: root_open3 makes White close Black's early open three at both ends") {
  // Game 18 (above): without the bias a depth-5 search blocks one end, which leaves Black a live
  // window of three on the line (the lost game's move); with it no such window is left.
  const Game g = game18();
  REQUIRE(g.to_move() == kWhite);
  REQUIRE(Position(g, *find_weights("default")).live(kBlack, 3) >= 3);
  Searcher s(8);
  Limits lim;
  lim.depth = 5;
  int left[2] = {-1, -1};
  for (int bias : {0, 1}) {
    s.params() = SearchParams();
    // The bias alone, on the whole-game leaf weights: with the early-game ones (the 19x19
    // default) the depth-5 search answers (9,10) (6,12), which leaves one window of three.
    s.params().early_stones = 0;
    if (!bias) s.params().root_open3 = 0;
    s.clear();
    const SearchReport rep = s.think(g, lim);
    REQUIRE(g.check(rep.move) == Illegal::kNone);
    Game after = g;
    REQUIRE(after.play(rep.move) == Illegal::kNone);
    left[bias] = Position(after, *find_weights("default")).live(kBlack, 3);
    const Point a = rep.move.stone[0], b = rep.move.stone[1];
    UNSCOPED_INFO("bias " << bias << ": (" << a.x << "," << a.y << ") (" << b.x << "," << b.y
                          << ") score " << rep.score << ", Black's live 3-windows left "
                          << left[bias]);
  }
  CHECK(left[0] > 0);
  CHECK(left[1] == 0);
}

TEST_CASE("params: early leaves of large boards are scored with the early weights") {
  const Game g = game18();
  const Position pos(g, *find_weights("default"));
  REQUIRE(pos.board().stone_count() == 5);
  // The linear score by hand, from White's side (White is to move); the 4- and 5-windows (none
  // here) always take the whole-game weights.
  REQUIRE(pos.live(kBlack, 4) + pos.live(kBlack, 5) + pos.live(kWhite, 4) + pos.live(kWhite, 5) ==
          0);
  Searcher s(1);
  SearchParams& p = s.params();
  shapes_off(&p);  // windows only
  const int late = window_score(pos, kWhite, p, p.mover_w, p.other_w);
  const int early = window_score(pos, kWhite, p, p.early_mover_w, p.early_other_w);
  REQUIRE(late != early);  // else the test could not tell the tables apart
  p.early_stones = 0;
  CHECK(s.evaluate(pos, kWhite) == late);
  p.early_stones = 4;
  CHECK(s.evaluate(pos, kWhite) == late);
  p.early_stones = 5;
  CHECK(s.evaluate(pos, kWhite) == early);
  p.early_stones = 625;
  CHECK(s.evaluate(pos, kWhite) == early);
  p.early_min_size = 20;  // a 19x19 board is below it: the whole-game table
  CHECK(s.evaluate(pos, kWhite) == late);
  p.early_min_size = 19;
  CHECK(s.evaluate(pos, kWhite) == early);
}

TEST_CASE("params: the line-shape weights add to the leaf score, and 0 turns them off") {
  const Game g = game18();
  const Position pos(g, *find_weights("default"));
  Searcher s(1);
  SearchParams& p = s.params();
  shapes_off(&p);
  const int windows = s.evaluate(pos, kWhite);
  for (int k = 0; k < kShapeClasses; ++k) {
    p.shape_mover[k] = 10 + k;
    p.shape_other[k] = 20 + k;
  }
  const int shapes = shape_score(pos, kWhite, p.shape_mover, p.shape_other);
  REQUIRE(shapes != 0);  // the position shows shapes, else the test could not see the weights
  CHECK(s.evaluate(pos, kWhite) == windows + shapes);
  std::string err;
  CHECK(set_search_param(&p, "shape_mover_live3", 0, &err));
  CHECK_FALSE(set_search_param(&p, "shape_mover_live3", 2001, &err));
}

TEST_CASE_METHOD(SmallBoardLeaf,
                 "params: boards of at most small_size take the small-board shape weights") {
  REQUIRE(g.size() == 15);
  // The same window tables on every board: this test tells the shape tables apart (the next one
  // the window tables).
  for (int k = 1; k <= 3; ++k) {
    p.small_mover_w[k] = p.mover_w[k];
    p.small_other_w[k] = p.other_w[k];
  }
  const int windows = s.evaluate(pos, me);
  for (int k = 0; k < kShapeClasses; ++k) {
    p.shape_mover[k] = 10 + k;
    p.shape_other[k] = 20 + k;
    p.small_shape_mover[k] = 30 + 3 * k;
    p.small_shape_other[k] = -5 - k;
  }
  const int large = shape_score(pos, me, p.shape_mover, p.shape_other);
  const int small = shape_score(pos, me, p.small_shape_mover, p.small_shape_other);
  REQUIRE(large != small);  // else the test could not tell the tables apart
  CHECK(p.small_size == 16);
  CHECK(s.evaluate(pos, me) == windows + small);
  p.small_size = 15;
  CHECK(s.evaluate(pos, me) == windows + small);
  p.small_size = 14;
  CHECK(s.evaluate(pos, me) == windows + large);
  p.small_size = 0;
  CHECK(s.evaluate(pos, me) == windows + large);
  // A 19x19 board above small_size: with the large table all 0 its leaves are the window score
  // alone (were the small table read there, the sum below would count it twice); at small_size
  // 19 the small table applies.
  p.small_size = 16;
  const Game g19 = game18();
  const Position pos19(g19, *find_weights("default"));
  for (int k = 0; k < kShapeClasses; ++k) p.shape_mover[k] = p.shape_other[k] = 0;
  const int windows19 = s.evaluate(pos19, kWhite);
  const int small19 = shape_score(pos19, kWhite, p.small_shape_mover, p.small_shape_other);
  REQUIRE(small19 != 0);  // the 19x19 position shows shapes
  p.small_size = 19;
  CHECK(s.evaluate(pos19, kWhite) == windows19 + small19);
  std::string err;
  CHECK(set_search_param(&p, "small_size", 25, &err));
  CHECK_FALSE(set_search_param(&p, "small_size", 26, &err));
  CHECK_FALSE(set_search_param(&p, "small_size", -1, &err));
  CHECK(set_search_param(&p, "small_shape_other_live3", -1000, &err));
  CHECK_FALSE(set_search_param(&p, "small_shape_mover_live3", 2001, &err));
}

TEST_CASE_METHOD(SmallBoardLeaf,
                 "params: boards of at most small_size take the small-board window weights") {
  REQUIRE(g.size() == 15);
  for (int k = 1; k <= 3; ++k) {
    p.small_mover_w[k] = 100 + 7 * k;
    p.small_other_w[k] = 3 - 40 * k;
  }
  const int small = window_score(pos, me, p, p.small_mover_w, p.small_other_w);
  const int large = window_score(pos, me, p, p.mover_w, p.other_w);
  REQUIRE(small != large);  // else the test could not tell the tables apart
  CHECK(p.small_size == 16);
  CHECK(s.evaluate(pos, me) == small);
  p.small_size = 15;
  CHECK(s.evaluate(pos, me) == small);
  p.small_size = 14;
  CHECK(s.evaluate(pos, me) == large);
  p.small_size = 0;
  CHECK(s.evaluate(pos, me) == large);
  // 19x19, five stones: above small_size the whole-game table once past the early stones; at
  // small_size 19 the small table, except where the early table applies (it comes first).
  const Game g19 = game18();
  const Position pos19(g19, *find_weights("default"));
  p.small_size = 16;
  p.early_stones = 0;
  const int small19 = window_score(pos19, kWhite, p, p.small_mover_w, p.small_other_w);
  const int large19 = window_score(pos19, kWhite, p, p.mover_w, p.other_w);
  const int early19 = window_score(pos19, kWhite, p, p.early_mover_w, p.early_other_w);
  REQUIRE(small19 != large19);
  REQUIRE(early19 != small19);
  CHECK(s.evaluate(pos19, kWhite) == large19);
  p.small_size = 19;
  CHECK(s.evaluate(pos19, kWhite) == small19);
  p.early_stones = 15;
  CHECK(s.evaluate(pos19, kWhite) == early19);
  std::string err;
  CHECK(set_search_param(&p, "small_mover_w3", 400, &err));
  CHECK(p.small_mover_w[3] == 400);
  CHECK_FALSE(set_search_param(&p, "small_other_w1", 401, &err));
  CHECK_FALSE(set_search_param(&p, "small_other_w2", -401, &err));
}

TEST_CASE("params: each late-move-reduction knob changes the depth-limited search") {
  // Reductions cut nodes from a fixed-depth search; lmr_ply spares the replies to the root
  // candidates, lmr_threats=0 the late pairs that make a threat, lmr_deep_after reduces the
  // latest pairs by two turns. Each must reach the tree (a different node count) and the search
  // must still answer legally; the count is exact at a depth limit.
  const Game g = bench_position("19-middle-b");
  REQUIRE(g.size() == 19);
  REQUIRE(g.board().stone_count() > 20);
  Limits lim;
  lim.depth = 4;
  auto nodes = [&](const std::vector<std::pair<const char*, double>>& knobs) {
    Searcher s(4);
    std::string why;
    for (const auto& kv : knobs) REQUIRE(set_search_param(&s.params(), kv.first, kv.second, &why));
    const SearchReport rep = s.think(g, lim);
    CHECK(g.check(rep.move) == Illegal::kNone);
    CHECK(std::string(rep.reason) != "fallback");
    return rep.nodes;
  };
  const uint64_t off = nodes({});
  const uint64_t on = nodes({{"lmr_depth", 2}});
  CHECK(on < off);
  CHECK(nodes({{"lmr_depth", 2}, {"lmr_ply", 2}}) != on);
  CHECK(nodes({{"lmr_depth", 2}, {"lmr_threats", 0}}) != on);
  CHECK(nodes({{"lmr_depth", 2}, {"lmr_deep_after", 8}}) < on);
  // Off (lmr_depth=0), the other knobs change nothing.
  CHECK(nodes({{"lmr_ply", 3}, {"lmr_threats", 0}, {"lmr_deep_after", 8}}) == off);
}
