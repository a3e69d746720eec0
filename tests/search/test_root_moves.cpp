// The root candidates' reorderings (RootMoves) and a turn's solver budgets (turn_budgets): the
// search repeats only if every reordering is stable, and a node-limited turn must scale every
// budget down with its limit.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cstdint>
#include <vector>

#include "search/params.h"
#include "search/root_moves.h"
#include "search/search_report.h"
#include "search/turn_budgets.h"

using namespace c6;

namespace {

// Root moves 0..n-1 (pair {i, i + 100}) with the given scores and refuted flags.
RootMoves make_moves(const std::vector<int>& scores, const std::vector<bool>& refuted = {}) {
  RootMoves moves;
  for (size_t i = 0; i < scores.size(); ++i) {
    Pair p;
    p.a = static_cast<int16_t>(i);
    p.b = static_cast<int16_t>(i + 100);
    moves.add(p);
    if (moves.size() <= i) break;  // full: add() ignored it
    moves[i].score = scores[i];
    if (i < refuted.size()) moves[i].refuted = refuted[i];
  }
  return moves;
}

// The first stones in list order.
std::vector<int> order(const RootMoves& moves) {
  std::vector<int> out;
  for (const RootMove& m : moves) out.push_back(m.pair.a);
  return out;
}

}  // namespace

TEST_CASE("root moves: a new move has no score, is live and has an empty line") {
  RootMoves moves = make_moves({});
  CHECK(moves.empty());
  Pair p;
  p.a = 7;
  p.b = 9;
  moves.add(p);
  REQUIRE(moves.size() == 1);
  CHECK(moves[0].score == -kInf);
  CHECK(moves[0].prev_score == -kInf);
  CHECK_FALSE(moves[0].refuted);
  CHECK_FALSE(moves[0].dropped);
  CHECK(moves[0].pv.len == 0);
  CHECK(moves.pairs().size() == 1);
  CHECK(moves.pairs()[0].a == 7);
  CHECK(moves.pairs()[0].b == 9);
}

TEST_CASE("root moves: the list holds at most PairGen::kMaxPairs moves") {
  RootMoves moves = make_moves(std::vector<int>(PairGen::kMaxPairs + 5, 0));
  CHECK(moves.size() == static_cast<size_t>(PairGen::kMaxPairs));
  moves.clear();
  CHECK(moves.empty());
}

TEST_CASE("root moves: sorting by score is stable, best first") {
  // Equal scores keep their order: the best of an iteration goes first, the others stay put.
  RootMoves moves = make_moves({-kInf, 30, -kInf, 50, 30, -kInf});
  moves.sort_by_score();
  CHECK(order(moves) == std::vector<int>{3, 1, 4, 0, 2, 5});
}

TEST_CASE("root moves: refuted moves go last, each group in its order") {
  RootMoves moves = make_moves({0, 0, 0, 0, 0, 0}, {true, false, true, false, false, true});
  moves.move_refuted_last();
  CHECK(order(moves) == std::vector<int>{1, 3, 4, 0, 2, 5});
  CHECK(moves.count_live() == 3);
  // Already partitioned: nothing moves.
  moves.move_refuted_last();
  CHECK(order(moves) == std::vector<int>{1, 3, 4, 0, 2, 5});
}

TEST_CASE("root moves: moving refuted moves last orders as std::stable_partition does") {
  // Every refuted/live pattern of 10 moves (1,024 of them).
  for (int mask = 0; mask < 1024; ++mask) {
    std::vector<bool> refuted;
    for (int i = 0; i < 10; ++i) refuted.push_back((mask >> i) & 1);
    RootMoves moves = make_moves(std::vector<int>(10, 0), refuted);
    std::vector<RootMove> expect(moves.begin(), moves.end());
    std::stable_partition(expect.begin(), expect.end(),
                          [](const RootMove& m) { return !m.refuted; });
    moves.move_refuted_last();
    std::vector<int> want;
    for (const RootMove& m : expect) want.push_back(m.pair.a);
    INFO("mask " << mask);
    REQUIRE(order(moves) == want);
  }
}

TEST_CASE("root moves: the first move can go last; dropped moves come back") {
  RootMoves moves = make_moves({0, 0, 0, 0});
  moves.rotate_first_last();
  CHECK(order(moves) == std::vector<int>{1, 2, 3, 0});
  moves[0].refuted = true;                     // refuted by a proof: stays refuted
  moves[1].refuted = moves[1].dropped = true;  // refuted only by missing a zone
  moves[2].refuted = moves[2].dropped = true;
  CHECK(moves.count_live() == 1);
  moves.restore_dropped();
  CHECK(moves.count_live() == 3);
  CHECK(moves[0].refuted);
  CHECK_FALSE(moves[1].refuted);
  CHECK_FALSE(moves[1].dropped);
  CHECK_FALSE(moves[2].refuted);
  RootMoves none;
  none.rotate_first_last();  // an empty list is left alone
  CHECK(none.empty());
}

TEST_CASE("turn budgets: the clock alone multiplies the VCDT budget; node limits scale them") {
  const SearchParams p;
  Limits timed;
  timed.time_ms = 1000;
  const TurnBudgets t = turn_budgets(p, timed, false);
  CHECK(t.vcdt == static_cast<uint64_t>(p.vcdt_timed_mult) * p.vcdt_nodes);
  CHECK(t.null_vcdt == p.null_vcdt_nodes);
  CHECK(t.refute == p.refute_nodes);
  CHECK(t.verify == p.verify_nodes);
  CHECK(t.zone_probe == p.null_vcdt_nodes / p.zone_probe_div + 1);
  CHECK(t.vcst == p.vcst_nodes);
  CHECK(t.vcst_null == p.vcst_null_nodes);
  CHECK(t.vcst_verify == p.vcst_verify_nodes);
  CHECK(t.vcst_refute == p.vcst_refute_nodes);

  Limits depth;
  depth.depth = 5;
  const TurnBudgets d = turn_budgets(p, depth, true);
  CHECK(d.vcdt == p.vcdt_nodes);  // deterministic: the fixed cap
  CHECK(d.verify == p.verify_nodes);

  Limits nodes;
  nodes.nodes = 1000;
  const TurnBudgets n = turn_budgets(p, nodes, true);
  CHECK(n.vcdt == std::min<uint64_t>(p.vcdt_nodes, 1000 / p.vcdt_limit_div + 1));
  CHECK(n.null_vcdt == std::min<uint64_t>(p.null_vcdt_nodes, 1000 / p.null_limit_div + 1));
  CHECK(n.refute == std::min<uint64_t>(p.refute_nodes, 1000 / p.refute_limit_div + 50));
  CHECK(n.verify == std::min<uint64_t>(p.verify_nodes, 1000 / p.verify_limit_div + 50));
  CHECK(n.zone_probe == n.null_vcdt / p.zone_probe_div + 1);
  const uint64_t vcst_cap = 1000 / p.vcst_limit_div + 1;
  CHECK(n.vcst == std::min<uint64_t>(p.vcst_nodes, vcst_cap));
  CHECK(n.vcst_null == std::min<uint64_t>(p.vcst_null_nodes, vcst_cap));
  CHECK(n.vcst_verify == std::min<uint64_t>(p.vcst_verify_nodes, vcst_cap));
  CHECK(n.vcst_refute == std::min<uint64_t>(p.vcst_refute_nodes, vcst_cap));
  // The defaults' budgets under a 1,000-node limit, as numbers (the formulas above restated
  // would pass with a typo made twice).
  CHECK(n.vcdt == 251);
  CHECK(n.null_vcdt == 126);
  CHECK(n.refute == 55);
  CHECK(n.verify == 100);
  CHECK(n.zone_probe == 32);
  CHECK(n.vcst == 0);
  CHECK(n.vcst_verify == 126);
}
