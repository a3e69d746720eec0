// When the threat-space solvers read the clock (NodeClock, src/search/timeman.h). The solvers count
// nodes in attack and in defence but test the budget only in attack, so the clock must be read at
// the first check once NodeClock::kEvery more nodes are counted, whatever the counting order; a
// solver that is past its deadline stops at its first node, in every solve, not only the first.
#include <catch2/catch.hpp>

#include <cstdint>

#include "core/rng.h"
#include "eval/weights.h"
#include "search/search_report.h"
#include "search/solver.h"
#include "search/timeman.h"
#include "search/vcst.h"
#include "tools/bench.h"

using namespace c6;

namespace {

// A TimeManager whose hard budget (1 ms) has passed. Waits on the clock itself, not a sleep.
TimeManager expired_clock() {
  TimeManager tm;
  tm.start(1.0);
  while (!tm.past_fraction(1.0)) {
  }
  return tm;
}

}  // namespace

TEST_CASE("NodeClock reads the clock once kEvery nodes have passed, counted in any steps",
          "[clock]") {
  const TimeManager tm = expired_clock();
  NodeClock clock;
  REQUIRE_FALSE(clock.past(nullptr, 1.0, 1));  // no clock: never past
  REQUIRE(clock.past(&tm, 1.0, 1));            // the first check reads it
  REQUIRE_FALSE(clock.past(&tm, 1.0, 2));      // between reads: not read
  // Irregular steps of 1-3 nodes (attack and defence nodes interleaved): an expired clock is seen
  // at every read, and reads are never more than kEvery + 2 nodes apart.
  Rng rng(7);
  uint64_t nodes = 2, last_read = 1;
  int reads = 0;
  for (int i = 0; i < 20000; ++i) {
    nodes += 1 + rng.next() % 3;
    if (clock.past(&tm, 1.0, nodes)) {
      REQUIRE(nodes - last_read >= NodeClock::kEvery);
      REQUIRE(nodes - last_read <= NodeClock::kEvery + 2);
      last_read = nodes;
      ++reads;
    }
  }
  REQUIRE(reads >= static_cast<int>(nodes / (NodeClock::kEvery + 2)) - 1);
  clock.reset();
  REQUIRE(clock.past(&tm, 1.0, 1));                            // reset: the next check reads again
  REQUIRE_FALSE(clock.past(&tm, 1.0, NodeClock::kEvery));      // 31 nodes later: not read yet
  REQUIRE_FALSE(clock.past(&tm, 1e9, 1 + NodeClock::kEvery));  // read, not past that share
  REQUIRE(clock.past(&tm, 1.0, 1 + 2 * NodeClock::kEvery));    // read again, past
}

TEST_CASE("Solvers past their deadline stop at once in a second solve too", "[clock]") {
  // Find a position (bench positions, either side attacking) where a first solve, reading a clock
  // with time to spare, counts many nodes and proves nothing: without a reset in solve, that first
  // solve's next clock read would lie far ahead and the second solve would run on past its
  // deadline.
  const uint64_t kFar = 4 * NodeClock::kEvery;
  const TimeManager tm = expired_clock();
  TimeManager ample;  // the first solves read this clock, which never runs out here
  ample.start(1e9);
  Solver solver(16);
  VcstSolver vcst(16);
  bool vcdt_checked = false, vcst_checked = false;
  for (const BenchPosition& bp : bench_positions()) {
    for (const Color att : {kBlack, kWhite}) {
      Position pos(bp.game, *find_weights("default"));
      solver.clear_tt();
      const Solver::Result first = solver.solve(pos, att, 10, 100000, &ample, 1.0);
      if (!vcdt_checked && !first.win && first.nodes > kFar) {
        INFO(bp.name << ": first VCDT solve " << first.nodes << " nodes");
        const Solver::Result second = solver.solve(pos, att, 10, 1000000, &tm, 1.0);
        CHECK(second.nodes <= 2);
        CHECK_FALSE(second.win);
        vcdt_checked = true;
      }
      VcstSolver::Limits lim;
      lim.max_depth = 8;
      lim.node_cap = 5000;
      lim.tm = &ample;
      vcst.clear_tt();
      const VcstSolver::Result v1 = vcst.solve(pos, att, lim);
      if (!vcst_checked && !v1.win && v1.nodes > kFar) {
        INFO(bp.name << ": first VCST solve " << v1.nodes << " nodes");
        lim.node_cap = 1000000;
        lim.tm = &tm;
        const VcstSolver::Result v2 = vcst.solve(pos, att, lim);
        CHECK(v2.nodes <= 2);
        CHECK_FALSE(v2.win);
        vcst_checked = true;
      }
    }
  }
  REQUIRE(vcdt_checked);
  REQUIRE(vcst_checked);
}

TEST_CASE("Limits: a depth or node limit without a time is the only limit", "[clock]") {
  // Nothing given: a turn plans on the default second.
  CHECK(Limits().clock_ms() == Limits::kDefaultTurnMs);
  // A depth or node limit alone: the clock is only a safety net far beyond any test or tool, so
  // the answer cannot depend on the machine's speed (a sanitizer build is several times slower).
  Limits depth;
  depth.depth = 3;
  CHECK(depth.clock_ms() == Limits::kSafetyNetMs);
  Limits nodes;
  nodes.nodes = 5000;
  CHECK(nodes.clock_ms() == Limits::kSafetyNetMs);
  CHECK(Limits::kSafetyNetMs >= 3600 * 1000.0);
  // A time given is the budget, with or without a limit beside it (the bot in an arena).
  Limits both;
  both.depth = 3;
  both.time_ms = 250;
  CHECK(both.clock_ms() == 250);
  Limits timed;
  timed.time_ms = 1500;
  CHECK(timed.clock_ms() == 1500);
}
