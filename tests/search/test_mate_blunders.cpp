// The loss analyser (`c6bot analyze --blunders`, src/tools/loss_analysis.h) on the two games of
// tests/data/losses-sample.jsonl: the decisive turn it finds is checked independently (the
// referee-built proof of test_mate_proof.h shows the played pair lost and, where the analyser
// says so, that every alternative did), and the CLI writes the suite and report it describes.
#include <catch2/catch.hpp>

#include <cstdio>
#include <fstream>
#include <sstream>
#include <string>

#include "core/coords.h"
#include "rapidjson/document.h"
#include "search/threats.h"
#include "search/vcst.h"
#include "suite_position.h"
#include "test_mate_proof.h"
#include "tools/blunders.h"
#include "tools/judge_log.h"
#include "tools/loss_analysis.h"

using namespace c6;

namespace {

const std::string kSample = std::string(C6_SOURCE_DIR) + "/tests/data/losses-sample.jsonl";

std::vector<JudgeLogGame> games() {
  std::ifstream f(kSample);
  std::vector<JudgeLogGame> out;
  std::string line, why;
  while (std::getline(f, line)) {
    JudgeLogGame g;
    REQUIRE(parse_judge_log_line(line, &g, &why));
    out.push_back(g);
  }
  return out;
}

// The first game of tests/data/NAME (a c6judge log).
JudgeLogGame first_game(const std::string& name) {
  std::ifstream in(std::string(C6_SOURCE_DIR) + "/tests/data/" + name);
  std::string line, why;
  REQUIRE(std::getline(in, line));
  JudgeLogGame lg;
  REQUIRE(parse_judge_log_line(line, &lg, &why));
  return lg;
}

Game prefix(const JudgeLogGame& lg, int turns) {
  Game g(lg.size);
  for (int i = 0; i < turns; ++i) REQUIRE(g.play(lg.turns[i]) == Illegal::kNone);
  return g;
}

LossBudget test_budget() {
  LossBudget b;
  b.solve_ms = 0;  // node caps only: deterministic on a busy machine
  b.solve_nodes = 200000;
  return b;
}

std::string slurp(const std::string& path) {
  std::ifstream f(path);
  std::stringstream s;
  s << f.rdbuf();
  return s.str();
}

// After `after` (the winner to move) and the winner's reply, the loser must block two threats
// with both stones, and the single-threat solver (VcstSolver, whose claims test_vcst.cpp checks
// against the referee) proves every such block lost: the proofs the referee cannot build itself
// (its defender nodes are two-threat blocks only; the analyser's --vcst-nodes proofs go through
// single threats).
bool every_block_vcst_refuted(const Game& after, const Move& reply) {
  Game g = after;
  if (g.play(reply) != Illegal::kNone) return false;
  VcstSolver vcst(18);
  const VcstSolver::Limits lim = loss_vcst_limits(100000);
  return every_block_refuted(g, [&](Position& pos, Color winner) {
    vcst.clear_tt();
    return vcst.solve(pos, winner, lim).win;
  });
}

}  // namespace

TEST_CASE("judge log reader: turns, names, winner; bad lines are refused with a reason") {
  const std::vector<JudgeLogGame> g = games();
  REQUIRE(g.size() == 2);
  CHECK(g[0].game == 36);
  CHECK(g[0].size == 15);
  CHECK(g[0].black == "c6");
  CHECK(g[0].white == "ref");
  CHECK(g[0].winner == kWhite);
  CHECK(g[0].opening_turns == 2);
  CHECK(g[0].turns.size() == 30);
  CHECK(g[0].debug.size() == g[0].turns.size());
  CHECK(g[0].debug[14].find("score=-999995") != std::string::npos);
  CHECK(g[1].game == 70);
  CHECK(g[1].size == 19);
  JudgeLogGame x;
  std::string why;
  CHECK_FALSE(parse_judge_log_line("not json", &x, &why));
  CHECK_FALSE(parse_judge_log_line(R"({"c6judge":1,"size":15})", &x, &why));
  CHECK(why == "no moves array");
  // Black's second stone on the first one: the replay refuses it.
  CHECK_FALSE(parse_judge_log_line(
      R"({"c6judge":1,"size":15,"moves":[{"m":[7,7,-1,-1]},{"m":[7,7,8,8]}]})", &x, &why));
  CHECK(why == "an illegal turn in the log");
}

TEST_CASE("loss analyser: the decisive turn of games 36 and 70, checked by the referee") {
  const std::vector<JudgeLogGame> g = games();
  LossAnalyzer analyzer(test_budget());
  ref::MateProof proof(200000, 1000000);  // a free stone: hundreds of answers to prove lost
  // Both: at turn 13 Black (c6) played F10 J10 / H12 L12 and logged a false 999988 (issue 9).
  // White's reply made one threat, and every answer of Black at turn 15 (a block, its free stone
  // anywhere) lost: the analyser enumerates them all, so turn 13 is decisive, not turn 15 (where
  // it stopped when only two-threat replies counted). At turn 13 some alternatives survive.
  const Move played[2] = {Move(Point(5, 9), Point(9, 9)), Move(Point(7, 11), Point(11, 11))};
  for (int k = 0; k < 2; ++k) {
    INFO("game " << g[k].game);
    const LossFinding f = analyzer.analyze(g[k].turns, g[k].size, kBlack);
    REQUIRE(f.decided);
    CHECK(f.turn == 12);
    CHECK(f.played == played[k]);
    CHECK(f.proof_turns >= 2);
    REQUIRE_FALSE(f.unrefuted.empty());
    CHECK(f.checked == f.refuted + static_cast<int>(f.unrefuted.size()));
    CHECK_FALSE(f.lost_before);
    // Independent: after the played pair White wins by force: the game's reply (one threat),
    // then every answer of Black is proved lost by the referee.
    const Game after = prefix(g[k], f.turn + 1);
    CHECK(ref::threat_count(prefix(g[k], f.turn + 2).board(), kWhite) == 1);
    CHECK(proof.mover_wins_with_any_block(after, g[k].turns[f.turn + 1]));
    // The alternatives it lists are not proved losses.
    for (const Move& m : f.unrefuted) {
      Game alt = prefix(g[k], f.turn);
      REQUIRE(alt.play(m) == Illegal::kNone);
      CHECK_FALSE(proof.mover_wins(alt));
    }
    // One turn earlier the position was not proved lost (the walk stopped there).
    CHECK_FALSE(proof.mover_wins(prefix(g[k], f.turn - 1)));
  }
}

TEST_CASE("loss analyser: unrefuted alternatives are listed and really not proved losses") {
  // Game 30 of the 15x15 losses (tests/data/losses-alternatives.jsonl): c6 as Black played I9 I10
  // at turn 7, after which White had a forced win; some alternatives are refuted, others not.
  const JudgeLogGame lg = first_game("losses-alternatives.jsonl");
  REQUIRE(lg.game == 30);
  LossAnalyzer analyzer(test_budget());
  const LossFinding f = analyzer.analyze(lg.turns, lg.size, kBlack);
  REQUIRE(f.decided);
  CHECK(f.turn == 6);
  CHECK(f.played == Move(Point(8, 8), Point(8, 9)));
  CHECK(f.refuted >= 1);
  REQUIRE_FALSE(f.unrefuted.empty());
  CHECK(f.checked == f.refuted + static_cast<int>(f.unrefuted.size()));
  CHECK_FALSE(f.lost_before);
  ref::MateProof proof;
  const Game after = prefix(lg, f.turn + 1);
  CHECK((proof.mover_wins(after) || proof.mover_wins_with(after, lg.turns[f.turn + 1])));
  for (const Move& m : f.unrefuted) {
    Game alt = prefix(lg, f.turn);
    REQUIRE(alt.play(m) == Illegal::kNone);
    CHECK_FALSE(proof.mover_wins(alt));
  }
}

TEST_CASE("loss suite: every position replays and its played pair is refuted by a checked proof") {
  // tests/data/loss-positions.jsonl: the decisive positions of the 73 shared losses, written by
  // `c6bot analyze --blunders` (README). The referee re-proves every refutation.
  std::ifstream in(std::string(C6_SOURCE_DIR) + "/tests/data/loss-positions.jsonl");
  std::string line;
  int n = 0, with_alternatives = 0, vcst_proofs = 0;
  ref::MateProof proof(200000, 1000000);  // a free stone: hundreds of answers to prove lost
  auto move_of = [](const rapidjson::Value& v) {
    Move m;
    REQUIRE(suite_move(v, &m));
    return m;
  };
  while (std::getline(in, line)) {
    rapidjson::Document d;
    d.Parse(line.c_str());
    REQUIRE(d.IsObject());
    INFO(d["source"].GetString() << " game " << d["game"].GetInt() << " turn "
                                 << d["turn"].GetInt());
    Game g(d["size"].GetInt());
    REQUIRE(suite_replay(d["turns"], static_cast<int>(d["turns"].Size()), &g));
    CHECK(d["turn"].GetInt() == g.turns_played() + 1);
    CHECK(d["to_move"].GetString() == std::string(color_name(g.to_move())));
    Game after = g;
    REQUIRE(after.play(move_of(d["played"])) == Illegal::kNone);
    const Move reply = move_of(d["reply"]);
    const bool by_referee =
        proof.mover_wins(after) || proof.mover_wins_with_any_block(after, reply);
    const bool by_vcst = !by_referee && every_block_vcst_refuted(after, reply);
    CHECK((by_referee || by_vcst));
    vcst_proofs += by_vcst;
    for (const rapidjson::Value& t : d["unrefuted"].GetArray()) {
      CHECK(g.check(move_of(t)) == Illegal::kNone);
    }
    CHECK(d["unrefuted_exist"].GetBool() == (d["unrefuted"].Size() > 0));
    with_alternatives += d["unrefuted_exist"].GetBool();
    ++n;
  }
  CHECK(n == 73);
  CHECK(with_alternatives >= 1);
  // The 8 positions the analyser moved one loser's turn back with --vcst-nodes (README, loss
  // suite): 19x19 games 1, 25, 27, 45, 55, 58, 60 and 15x15 game 11.
  CHECK(vcst_proofs == 8);
}

TEST_CASE("analyze --blunders: suite and report of the sample log; bad usage exits 2") {
  const std::string suite = "blunders-test-suite.jsonl", report = "blunders-test-report.md";
  std::remove(suite.c_str());
  std::remove(report.c_str());
  REQUIRE(blunders_main({"--blunders", kSample, "--solve-ms", "0", "--solve-nodes", "200000",
                         "--suite", suite, "--report", report, "-q"}) == 0);
  std::istringstream lines(slurp(suite));
  std::string line;
  int n = 0;
  while (std::getline(lines, line)) {
    rapidjson::Document d;
    d.Parse(line.c_str());
    REQUIRE(d.IsObject());
    CHECK(d["source"].GetString() == std::string("losses-sample.jsonl"));
    CHECK(d["side"].GetString() == std::string("c6"));
    CHECK(d["to_move"].GetString() == std::string("black"));
    CHECK(d["turn"].GetInt() == 13);
    CHECK(d["turns"].Size() == 12);  // the position before the decisive turn
    CHECK(d["played"].Size() == 4);
    CHECK(d["unrefuted_exist"].GetBool());
    CHECK(d["game"].GetInt() == (n == 0 ? 36 : 70));
    ++n;
  }
  CHECK(n == 2);
  const std::string md = slurp(report);
  CHECK(md.find("# Loss analysis") != std::string::npos);
  CHECK(md.find("| 2 | 0 | 2 | 2 | 0 | 0 |") != std::string::npos);  // the summary row
  CHECK(md.find("| losses-sample.jsonl | 36 | 15 | c6 (black) | 13 | F10 J10 |") !=
        std::string::npos);
  // --side of a bot that lost none of them: both skipped, nothing written.
  REQUIRE(blunders_main({"--blunders", kSample, "--side", "ref", "--solve-ms", "0", "--solve-nodes",
                         "1000", "--suite", suite, "-q"}) == 0);
  CHECK(slurp(suite).empty());
  CHECK(blunders_main({"--blunders", kSample, "--solve-ms", "-1"}) == 2);
  CHECK(blunders_main({"--blunders", kSample, "--solve-ms", "0"}) == 2);  // no cap at all
  CHECK(blunders_main({"--blunders", kSample, "--vcst-nodes", "-5"}) == 2);
  CHECK(blunders_main({"--blunders", kSample, "--vcst-nodes", "12x"}) == 2);
  CHECK(blunders_main({"--blunders", kSample, "--bogus"}) == 2);
  CHECK(blunders_main({"--blunders"}) == 2);
  CHECK(blunders_main({"--blunders", "no-such-file.jsonl"}) == 2);
  std::remove(suite.c_str());
  std::remove(report.c_str());
}

TEST_CASE("loss analyser: with vcst_nodes, single-threat proofs move game 27 back to turn 4") {
  // Game 27 of the 19x19 losses (tests/data/losses-vcst.jsonl): with double-threat proofs only,
  // the decisive turn is 6, a two-stone block of two threats; but each of the three blocking
  // pairs loses to a single-threat sequence, so the game was lost already after turn 4.
  const JudgeLogGame lg = first_game("losses-vcst.jsonl");
  REQUIRE(lg.game == 27);
  LossAnalyzer vcdt_only(test_budget());
  const LossFinding late = vcdt_only.analyze(lg.turns, lg.size, kWhite);
  REQUIRE(late.decided);
  CHECK(late.turn == 5);
  CHECK(every_block_vcst_refuted(prefix(lg, 4), lg.turns[4]));  // turn 6: every block lost
  LossBudget budget = test_budget();
  budget.vcst_nodes = 100000;
  LossAnalyzer with_vcst(budget);
  const LossFinding f = with_vcst.analyze(lg.turns, lg.size, kWhite);
  REQUIRE(f.decided);
  CHECK(f.turn == 3);
  CHECK(f.played == lg.turns[3]);
  CHECK_FALSE(f.unrefuted.empty());
  CHECK(f.checked == f.refuted + static_cast<int>(f.unrefuted.size()));
  // After White's previous turn (turn 2) Black had no proved win: the walk stopped there.
  ref::MateProof proof;
  CHECK_FALSE(proof.mover_wins(prefix(lg, 2)));
}
