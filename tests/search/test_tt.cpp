// The transposition table's share in use (TranspositionTable::use_share): a short turn keeps its
// stores in a leading part of a fresh table, so the pages past it are never touched; a result
// stored under one share is missed under another, never misread. And the VCST's failure table,
// whose all-zero entries (fresh pages) are empty.
#include <catch2/catch.hpp>

#include <cstdint>

#include "game/game.h"
#include "search/fail_table.h"
#include "search/search_report.h"
#include "search/searcher.h"
#include "search/tt.h"
#include "tools/bench.h"

using namespace c6;

TEST_CASE("tt: a share uses a power of two of the entries, within the table") {
  TranspositionTable tt(32);
  const size_t all = tt.entries();
  // The largest power of two of entries that fits in 32 MB.
  REQUIRE(all * sizeof(TTEntry) <= (size_t(32) << 20));
  REQUIRE(2 * all * sizeof(TTEntry) > (size_t(32) << 20));
  REQUIRE((all & (all - 1)) == 0);
  CHECK(tt.entries_used() == all);
  tt.use_share(1.0);
  CHECK(tt.entries_used() == all);
  tt.use_share(0.25);
  CHECK(tt.entries_used() == all / 4);
  tt.use_share(0.3);  // rounded down to a power of two
  CHECK(tt.entries_used() == all / 4);
  tt.use_share(0.5);
  CHECK(tt.entries_used() == all / 2);
  tt.use_share(0.0);  // never below the minimum
  CHECK(tt.entries_used() == 1024);
  tt.use_share(1e-9);
  CHECK(tt.entries_used() == 1024);
  tt.use_share(2.0);  // never above the table
  CHECK(tt.entries_used() == all);
}

TEST_CASE("tt: results stored under one share are found under it and never misread") {
  TranspositionTable tt(1);
  tt.use_share(0.125);
  const size_t used = tt.entries_used();
  REQUIRE(used < tt.entries());
  // Keys that map to the same slot of the small share but to different slots of the whole table.
  const uint64_t k1 = 0x123;
  REQUIRE(k1 < used);
  const uint64_t k2 = k1 + used;
  tt.store(k1, 3, 77, Bound::kExact, 10, 11);
  const TTEntry* e = tt.probe(k1);
  REQUIRE(e != nullptr);
  CHECK(e->score == 77);
  CHECK(e->a == 10);
  CHECK(e->b == 11);
  CHECK(tt.probe(k2) == nullptr);  // same slot, other key
  tt.use_share(1.0);
  // k2's slot in the whole table was never written; k1's slot is the same (k1 < used).
  CHECK(tt.probe(k2) == nullptr);
  REQUIRE(tt.probe(k1) != nullptr);
  CHECK(tt.probe(k1)->score == 77);
  // Stored in the whole table at a slot past the small share: the small share misses it.
  const uint64_t k3 = used + 5;
  tt.store(k3, 2, -5, Bound::kLower, 1, 2);
  REQUIRE(tt.probe(k3) != nullptr);
  tt.use_share(0.125);
  CHECK(tt.probe(k3) == nullptr);  // its slot there (5) holds nothing with its key
}

TEST_CASE("tt: a turn shorter than 1 s uses a share of the table in proportion; limits use all") {
  const Game opening = bench_position("19-opening");
  Searcher s(32);
  const size_t all = s.table_entries();
  Limits lim;
  lim.time_ms = 250;
  s.think(opening, lim);
  CHECK(s.table_entries_used() == all / 4);
  lim.time_ms = 500;
  s.think(opening, lim);
  CHECK(s.table_entries_used() == all / 2);
  lim.time_ms = 1000;
  s.think(opening, lim);
  CHECK(s.table_entries_used() == all);
  // A node or depth limit uses all of it whatever the clock: its search must not depend on it.
  Limits nodes;
  nodes.time_ms = 100;
  nodes.nodes = 2000;
  s.think(opening, nodes);
  CHECK(s.table_entries_used() == all);
  Limits depth;
  depth.time_ms = 100;
  depth.depth = 2;
  s.think(opening, depth);
  CHECK(s.table_entries_used() == all);
}

TEST_CASE("tt: the VCST's failure table answers for its exact key and depth, from zero pages") {
  // Its entries start as all-zero bytes (a ZeroBuffer): an empty slot knows nothing, even for
  // key 0, the key an empty entry holds.
  FailTable t(10);
  CHECK_FALSE(t.failed(0, 0));
  CHECK_FALSE(t.failed(0, 1));
  CHECK_FALSE(t.failed(0x55, 1));
  t.store_fail(0x55, 3);
  CHECK(t.failed(0x55, 0));
  CHECK(t.failed(0x55, 3));  // no win within 3 turns: none within fewer either
  CHECK_FALSE(t.failed(0x55, 4));
  t.store_fail(0x55, 2);  // a shallower failure does not lower what is known
  CHECK(t.failed(0x55, 3));
  // Another key in the same slot (1,024 slots) replaces it; the old key is then unknown.
  const uint64_t other = 0x55 + 1024;
  CHECK_FALSE(t.failed(other, 1));
  t.store_fail(other, 1);
  CHECK(t.failed(other, 1));
  CHECK_FALSE(t.failed(other, 2));
  CHECK_FALSE(t.failed(0x55, 1));
  t.clear();
  CHECK_FALSE(t.failed(other, 1));
  // Depth 0 is a depth like any other: stored plus one, so it is not the empty mark.
  t.store_fail(0x77, 0);
  CHECK(t.failed(0x77, 0));
  CHECK_FALSE(t.failed(0x77, 1));
}
