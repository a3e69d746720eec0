// The schedule (pairs, colours, openings, symmetry) and the result book (W/D/L, per colour,
// pentanomial pairs, verdict counts).
#include <catch2/catch.hpp>

#include <set>

#include "match/runner.h"

using namespace c6;
using namespace c6::judge;

namespace {

RunConfig config(int bots, RunMode mode) {
  RunConfig cfg;
  cfg.mode = mode;
  for (int i = 0; i < bots; ++i) {
    BotSpec b;
    b.name = "bot" + std::to_string(i);
    cfg.bots.push_back(b);
  }
  std::string err;
  REQUIRE(parse_openings("a rel 0,0 1,0 0,1\nb rel 0,0 1,1 -1,1\nc rel 0,0 2,0 0,2\n",
                         &cfg.openings, &err));
  cfg.random_symmetry = true;
  cfg.seed = 42;
  return cfg;
}

LoggedGame game(const ScheduledGame& s, Color winner, Verdict v) {
  LoggedGame g;
  g.index = s.index;
  g.pairing = s.pairing;
  g.round = s.round;
  g.rec.winner = winner;
  g.rec.verdict = v;
  g.rec.culprit = is_fault(v) ? opponent(winner) : kEmpty;
  return g;
}

}  // namespace

TEST_CASE("runner: pairings and a reproducible schedule") {
  CHECK(make_pairings(config(2, RunMode::kMatch)).size() == 1);
  CHECK(make_pairings(config(4, RunMode::kRoundRobin)).size() == 6);
  const auto g = make_pairings(config(4, RunMode::kGauntlet));
  REQUIRE(g.size() == 3);
  CHECK(g[2] == std::make_pair(0, 3));
  const RunConfig cfg = config(3, RunMode::kRoundRobin);
  std::set<int> symmetries;
  for (int i = 0; i < 60; i += 2) {
    const ScheduledGame a = schedule_game(cfg, 3, i), b = schedule_game(cfg, 3, i + 1);
    // Games 2k and 2k+1: same pairing, opening and symmetry, colours swapped.
    CHECK(a.pairing == b.pairing);
    CHECK(a.round == b.round);
    CHECK(a.opening == b.opening);
    CHECK(a.symmetry == b.symmetry);
    CHECK(a.black == b.white);
    CHECK(a.white == b.black);
    CHECK(a.seed != b.seed);
    symmetries.insert(a.symmetry);
    // Pure function of the config and the index.
    CHECK(schedule_game(cfg, 3, i).seed == a.seed);
  }
  CHECK(symmetries.size() > 3);
  // Every pairing of a round plays the same opening; rounds walk through all openings.
  std::set<int> openings;
  for (int r = 0; r < 3; ++r) {
    const int o = schedule_game(cfg, 3, r * 6).opening;
    openings.insert(o);
    for (int k = 1; k < 6; ++k) CHECK(schedule_game(cfg, 3, r * 6 + k).opening == o);
  }
  CHECK(openings.size() == 3);
  // Another seed, another order (for this seed pair at least one of the first rounds differs).
  RunConfig other = cfg;
  other.seed = 43;
  bool differs = false;
  for (int i = 0; i < 18; ++i) {
    differs = differs || schedule_game(other, 3, i).symmetry != schedule_game(cfg, 3, i).symmetry;
  }
  CHECK(differs);
}

TEST_CASE("runner: the result book counts games, colours, pairs and verdicts") {
  const RunConfig cfg = config(2, RunMode::kMatch);
  ResultBook book(cfg, make_pairings(cfg));
  auto add = [&](int index, Color winner, Verdict v) {
    const ScheduledGame s = schedule_game(cfg, 1, index);
    book.add(game(s, winner, v), s.black, s.white);
  };
  // Round 0: bot0 (Black) wins, bot0 (White) wins -> WW.
  add(0, kBlack, Verdict::kWinSix);
  add(1, kWhite, Verdict::kTimeout);  // bot1 as Black times out
  // Round 1: draw, then bot0 (White) loses -> DL = 1 half point.
  add(2, kEmpty, Verdict::kDrawFull);
  add(3, kBlack, Verdict::kWinSix);
  // Round 2: only one game so far: no pair yet. Interrupted games do not count.
  add(4, kWhite, Verdict::kIllegalMove);
  add(5, kEmpty, Verdict::kInterrupt);
  const RunResults& r = book.results();
  const Tally& t = r.tallies[0];
  CHECK(r.finished == 5);
  CHECK(t.wins == 2);
  CHECK(t.draws == 1);
  CHECK(t.losses == 2);
  CHECK(t.black_w == 1);  // game 0
  CHECK(t.black_d == 1);  // game 2
  CHECK(t.black_l == 1);  // game 4 (bot0 Black played illegally)
  CHECK(t.white_w == 1);  // game 1
  CHECK(t.white_l == 1);  // game 3
  CHECK(t.penta[4] == 1);
  CHECK(t.penta[1] == 1);
  CHECK(t.pairs() == 2);
  CHECK(r.verdicts[0][static_cast<int>(Verdict::kWinSix)] == 1);
  CHECK(r.verdicts[1][static_cast<int>(Verdict::kTimeout)] == 1);
  CHECK(r.verdicts[0][static_cast<int>(Verdict::kIllegalMove)] == 1);
  CHECK(r.verdicts[0][static_cast<int>(Verdict::kDrawFull)] == 1);
  CHECK(r.verdicts[1][static_cast<int>(Verdict::kDrawFull)] == 1);
  CHECK(r.verdicts[1][static_cast<int>(Verdict::kWinSix)] == 1);
  const std::string block = rating_block(cfg, r);
  CHECK(block.find("Score of bot0 vs bot1: 2 - 2 - 1  [0.500] 5 games") != std::string::npos);
  CHECK(block.find("[0 1 0 0 1]") != std::string::npos);
  const std::string json = summary_json(cfg, r);
  CHECK(json.find("\"penta\":[0,1,0,0,1]") != std::string::npos);
  CHECK(json.find("nan") == std::string::npos);
  CHECK(json.find("inf") == std::string::npos);
}

TEST_CASE("runner: the result book groups pairs by opening for the clustered interval") {
  const RunConfig cfg = config(2, RunMode::kMatch);
  ResultBook book(cfg, make_pairings(cfg));
  // Six rounds = two passes over the three openings. bot0 wins both games of every round of
  // opening a, draws both of b, loses both of c.
  for (int round = 0; round < 6; ++round) {
    for (int k = 0; k < 2; ++k) {
      const ScheduledGame s = schedule_game(cfg, 1, 2 * round + k);
      const std::string& name = cfg.openings[s.opening].name;
      const Color bot0 = s.black == 0 ? kBlack : kWhite;
      const Color winner = name == "a" ? bot0 : name == "b" ? kEmpty : opponent(bot0);
      LoggedGame g = game(s, winner, winner == kEmpty ? Verdict::kDrawFull : Verdict::kWinSix);
      g.rec.opening_name = name;
      book.add(g, s.black, s.white);
    }
  }
  const RunResults& r = book.results();
  REQUIRE(r.openings.size() == 1);
  const auto& ops = r.openings[0];
  REQUIRE(ops.size() == 3);
  CHECK(ops.at("a").pairs == 2);
  CHECK(ops.at("a").half_points == 8);
  CHECK(ops.at("b").half_points == 4);
  CHECK(ops.at("c").half_points == 0);
  const std::string block = rating_block(cfg, r);
  CHECK(block.find("Elo (pairs by opening, 3 openings): 0.0 [-724.5, 724.5]   95%, t(2)") !=
        std::string::npos);
  const std::string json = summary_json(cfg, r);
  CHECK(json.find("\"openings\":3") != std::string::npos);
  CHECK(json.find("\"elo_openings_lo\":-724.4") != std::string::npos);
}
