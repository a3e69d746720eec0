// perft: engine counts (Position make/unmake, incremental six detection) against a referee that
// plays whole turns through Game (its own six test) and against the golden numbers of `c6bot
// perft`.
#include <catch2/catch.hpp>

#include "eval/weights.h"
#include "tools/bench.h"

using namespace c6;

namespace {

uint64_t ref_perft(Game& g, int depth) {
  if (depth == 0 || g.over()) return 1;
  const int n = g.size();
  uint64_t total = 0;
  for (int i = 0; i < n * n; ++i) {
    const Point a(i % n, i / n);
    if (g.board().at(a) != kEmpty) continue;
    if (g.stones_required() == 1) {
      REQUIRE(g.play(Move(a)) == Illegal::kNone);
      total += ref_perft(g, depth - 1);
      g.undo();
      continue;
    }
    for (int j = i + 1; j < n * n; ++j) {
      const Point b(j % n, j / n);
      if (g.board().at(b) != kEmpty) continue;
      REQUIRE(g.play(Move(a, b)) == Illegal::kNone);
      total += ref_perft(g, depth - 1);
      g.undo();
    }
  }
  return total;
}

uint64_t engine_perft(const Game& g, int depth) {
  Position pos(g, *find_weights("default"));
  return perft(pos, g.to_move(), g.stones_required(), depth);
}

}  // namespace

TEST_CASE("perft: open boards follow the counting formula") {
  const auto ps = perft_positions();
  REQUIRE(std::string(ps[0].name) == "15-empty");
  CHECK(engine_perft(ps[0].game, 1) == 225);
  CHECK(engine_perft(ps[0].game, 2) == 225ULL * (224 * 223 / 2));
  REQUIRE(std::string(ps[1].name) == "19-opening");
  const uint64_t e = 361 - ps[1].game.board().stone_count();
  CHECK(engine_perft(ps[1].game, 1) == e * (e - 1) / 2);
  CHECK(engine_perft(ps[1].game, 2) == e * (e - 1) / 2 * ((e - 2) * (e - 3) / 2));
}

TEST_CASE("perft: endgames match the Game referee and the golden numbers") {
  const auto ps = perft_positions();
  // Goldens printed by `c6bot perft` (depth 1, 2, 3); wins cut the counts below the formula.
  const uint64_t golden[3][3] = {{66, 2046, 56721}, {91, 4381, 196045}, {78, 4182, 128082}};
  for (int k = 0; k < 3; ++k) {
    Game g = ps[2 + k].game;
    INFO(ps[2 + k].name);
    for (int d = 1; d <= 3; ++d) {
      const uint64_t mine = engine_perft(g, d);
      CHECK(mine == golden[k][d - 1]);
      if (d <= 2) CHECK(mine == ref_perft(g, d));
    }
    CHECK(engine_perft(g, 3) == ref_perft(g, 3));
  }
}
