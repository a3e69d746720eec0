#include <catch2/catch.hpp>

#include "core/rng.h"
#include "eval/position.h"

using namespace c6;

TEST_CASE("windows: counts per board size and per cell") {
  CHECK(WindowTable(Board(15)).size() == 500);
  CHECK(WindowTable(Board(19)).size() == 924);
  CHECK(WindowTable(Board(6)).size() == 6 + 6 + 1 + 1);
  Board b(19);
  WindowTable t(b);
  int max_through = 0;
  for (int idx : b.cells()) max_through = std::max(max_through, t.through_count(idx));
  CHECK(max_through == 24);
  CHECK(t.through_count(b.index(Point(9, 9))) == 24);
  CHECK(t.through_count(b.index(Point(0, 0))) == 3);  // one window in each of 3 directions
  // Every window's cells are consecutive along its direction.
  for (int w = 0; w < t.size(); ++w) {
    const Window& win = t.window(w);
    for (int k = 1; k < 6; ++k) REQUIRE(win.cell[k] - win.cell[k - 1] == b.dir(win.dir));
  }
}

TEST_CASE("position: scores follow the weight table on a small example") {
  const WeightTable& g = *find_weights("greedy");
  Position pos(15, g);
  CHECK(pos.live(kBlack, 0) == 500);
  const int c = pos.board().index(Point(7, 7));
  pos.make(c, kBlack);
  // A cell next to the stone on its row shares 5 horizontal windows with it.
  const int e = pos.board().index(Point(8, 7));
  // Black (attacker) gains own[1] per shared window, White gains opp[1] (block value), in each of
  // the 5 horizontal windows holding both cells; no other window through (8,7) holds the stone.
  CHECK(pos.score(kBlack, e) == 5 * g.own[1]);
  CHECK(pos.score(kWhite, e) == 5 * g.opp[1]);
  CHECK(pos.live(kBlack, 1) == 24);
  CHECK(pos.live(kWhite, 0) == 500 - 24);
  CHECK(pos.consistent());
  pos.unmake(c);
  CHECK(pos.score(kBlack, e) == 0);
  CHECK(pos.consistent());
}

TEST_CASE("position: threat windows and six detection") {
  Position pos(15, *find_weights("default"));
  const Board& b = pos.board();
  for (int x = 0; x < 4; ++x) pos.make(b.index(Point(x, 0)), kWhite);
  // Windows starting at x = 0 hold 4 whites; the one starting at x = 1 holds only 3.
  CHECK(pos.threat_window_count(kWhite) == 1);
  pos.make(b.index(Point(4, 0)), kWhite);
  CHECK(pos.threat_window_count(kWhite) == 2);  // (0..5) holds 5, (1..6) holds 4
  pos.make(b.index(Point(5, 0)), kBlack);       // blocks both
  CHECK(pos.threat_window_count(kWhite) == 0);
  pos.unmake(b.index(Point(5, 0)));
  pos.make(b.index(Point(5, 0)), kWhite);
  CHECK(pos.has_six(kWhite));
  CHECK_FALSE(pos.has_six(kBlack));
  CHECK(pos.consistent());
}

// The randomized consistency test: thousands of random games; after every make and every unmake
// the incremental state must equal a recompute from the stones.
static void random_games(int size, const char* weights, int games, uint64_t seed) {
#ifdef C6_SANITIZED
  games = (games + 2) / 3;
#endif
  Rng rng(seed);
  Position pos(size, *find_weights(weights));
  Position ref(size, *find_weights(weights));
  std::vector<int> placed;
  std::string why;
  int checks = 0;
  for (int g = 0; g < games; ++g) {
    placed.clear();
    const int target = 1 + static_cast<int>(rng.below(static_cast<uint32_t>(size * size)));
    Color c = kBlack;
    while (static_cast<int>(placed.size()) < target) {
      // Now and then take back a few stones, as a search does.
      if (!placed.empty() && rng.below(6) == 0) {
        const int back = 1 + static_cast<int>(rng.below(3));
        for (int k = 0; k < back && !placed.empty(); ++k) {
          pos.unmake(placed.back());
          placed.pop_back();
          ref.load(pos.board());
          if (!pos.same_state(ref, &why))
            FAIL("size " << size << " game " << g << " unmake: " << why);
        }
        continue;
      }
      int idx;
      do {
        const Point p(static_cast<int>(rng.below(static_cast<uint32_t>(size))),
                      static_cast<int>(rng.below(static_cast<uint32_t>(size))));
        idx = pos.board().index(p);
      } while (!pos.board().empty(idx));
      pos.make(idx, c);
      placed.push_back(idx);
      c = rng.below(2) ? kBlack : kWhite;
      ref.load(pos.board());
      if (!pos.same_state(ref, &why)) FAIL("size " << size << " game " << g << " make: " << why);
      ++checks;
    }
    while (!placed.empty()) {
      pos.unmake(placed.back());
      placed.pop_back();
    }
    ref.load(pos.board());
    REQUIRE(pos.same_state(ref, &why));
    REQUIRE(pos.live(kBlack, 0) == pos.windows().size());
  }
  CHECK(checks > games);  // the games really placed stones
}

TEST_CASE("position: incremental == recompute over thousands of random games") {
  // 1,300 games, about 150,000 checked stones.
  random_games(15, "greedy", 500, 1);
  random_games(19, "default", 400, 2);
  random_games(19, "table", 100, 3);
  random_games(6, "greedy", 270, 4);
  random_games(25, "default", 30, 5);
}

TEST_CASE("position: a mismatch is detected") {
  // same_state must be able to fail: compare positions that differ by one stone.
  Position a(15, *find_weights("greedy"));
  Position b(15, *find_weights("greedy"));
  a.make(a.board().index(Point(3, 3)), kBlack);
  std::string why;
  CHECK_FALSE(a.same_state(b, &why));
  CHECK_FALSE(why.empty());
}
