// The verification of the chosen move against the opponent's single-threat wins (knobs
// vcst_verify_nodes and verify_zone, search/params.h), on positions of the loss suite
// (tests/data/loss-positions.jsonl). Node-limited, so each outcome is the same on any machine and
// load. A move counts as refuted the way c6suitecheck counts it: the opponent's VCDT or VCST proves
// a win after it, at 100,000 solver nodes each.
#include <catch2/catch.hpp>

#include <fstream>
#include <string>

#include "core/coords.h"
#include "eval/position.h"
#include "eval/weights.h"
#include "game/game.h"
#include "rapidjson/document.h"
#include "search/engine.h"
#include "search/solver.h"
#include "search/vcst.h"
#include "suite_position.h"
#include "tools/loss_analysis.h"

using namespace c6;

namespace {

constexpr uint64_t kCheckNodes = 100000;

Move move_of(const rapidjson::Value& v) {
  Move m;
  REQUIRE(suite_move(v, &m));
  return m;
}

// The decisive position of `game` in the shared loss file `source` and the move c6 lost with.
struct SuitePosition {
  Game game{19};
  Move played;
};

SuitePosition suite_position(const std::string& source, int game) {
  std::ifstream in(std::string(C6_SOURCE_DIR) + "/tests/data/loss-positions.jsonl");
  std::string line;
  while (std::getline(in, line)) {
    rapidjson::Document d;
    d.Parse(line.c_str());
    REQUIRE(d.IsObject());
    if (d["source"].GetString() != source || d["game"].GetInt() != game) continue;
    SuitePosition p;
    p.game = Game(d["size"].GetInt());
    REQUIRE(suite_replay(d["turns"], static_cast<int>(d["turns"].Size()), &p.game));
    p.played = move_of(d["played"]);
    return p;
  }
  FAIL("no suite position " << source << " game " << game);
  return SuitePosition();
}

bool refuted(const Game& g, const Move& m) {
  Game after = g;
  REQUIRE(after.play(m) == Illegal::kNone);
  if (after.over()) return false;  // our six or a full board
  Position pos(after, *find_weights("default"));
  Solver vcdt(18);
  if (vcdt.solve(pos, after.to_move(), Solver::kMaxDepth, kCheckNodes).win) return true;
  VcstSolver vcst(18);
  return vcst.solve(pos, after.to_move(), loss_vcst_limits(kCheckNodes)).win;
}

Move choose(const Game& g, uint64_t vcst_verify_nodes, bool verify_zone) {
  EngineOptions o;
  o.params = {{"vcst_verify_nodes", static_cast<double>(vcst_verify_nodes)},
              {"verify_zone", verify_zone ? 1.0 : 0.0}};
  Engine e(o);
  Limits lim;
  lim.nodes = 400000;
  return e.think(g, lim).move;
}

}  // namespace

TEST_CASE("verify: a VCST check of the chosen move avoids the losses of games 36 and 70") {
  // The positions of the false mate scores of issue 9: there the search still rates the losing
  // move an unproved win, and only the opponent's single-threat sequence shows the loss.
  const std::pair<const char*, int> games[] = {{"strong-engine-15x15-losses.jsonl", 36},
                                               {"strong-engine-19x19-losses.jsonl", 70}};
  for (const auto& sg : games) {
    INFO(sg.first << " game " << sg.second);
    const SuitePosition p = suite_position(sg.first, sg.second);
    const Move without = choose(p.game, 0, false);
    CHECK(same_stones(without, p.played));
    CHECK(refuted(p.game, without));
    const Move with = choose(p.game, 100000, false);
    CHECK_FALSE(same_stones(with, p.played));
    CHECK_FALSE(refuted(p.game, with));
  }
}

TEST_CASE("verify: verify_zone skips the moves a refutation's zone says lose the same way") {
  // 15x15 game 4: with the VCST check alone, the move verification ends on is still refuted;
  // dropping the moves outside each refutation's zone reaches one that is not.
  const SuitePosition p = suite_position("strong-engine-15x15-losses.jsonl", 4);
  CHECK(refuted(p.game, choose(p.game, 100000, false)));
  CHECK_FALSE(refuted(p.game, choose(p.game, 100000, true)));
}
