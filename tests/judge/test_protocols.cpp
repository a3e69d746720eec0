// Bots written by others (issue 10, section 1): a chatty contest engine, bots that read to end of
// input, per-bot limits and the game clock, a check that does not cry wolf, and verdicts that say
// why. End to end with the mocks of tests/mock, and the pure parsers they rely on.
#include <catch2/catch.hpp>

#include <errno.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdio>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "bots/answer_parse.h"
#include "bots/bot.h"
#include "game/game.h"
#include "match/referee.h"
#include "records/gamelog.h"
#include "support.h"

using namespace c6;
using namespace c6::judge;
using namespace judge_test;

namespace {

const std::string kChatty = C6_CHATTY_ENGINE;
const std::string kEofReader = C6_EOF_READER;

std::string tmp(const std::string& tag) {
  const std::string p = "/tmp/c6judge-proto-" + std::to_string(getpid()) + "-" + tag;
  std::remove(p.c_str());
  return p;
}

BotSpec spec(const std::string& text) {
  BotSpec b;
  std::string err;
  REQUIRE(parse_bot_spec(text, &b, &err));
  return b;
}

// Wide margins: a loaded 2-core machine must not turn an answer into TIMEOUT or STALL.
Limits wide_limits() {
  Limits l;
  l.turn_ms = 3000;
  l.first_ms = 3000;
  l.margin_ms = 100;
  l.grace_ms = 1000;
  l.memory_mb = 256;
  return l;
}

GameRecord play(const BotSpec& black, const BotSpec& white, int size, const Limits& lim,
                const std::string& stderr_black = "", const std::string& stderr_white = "") {
  GameSetup s;
  s.size = size;
  s.black = black;
  s.white = white;
  s.limits = lim;
  s.stderr_black = stderr_black;
  s.stderr_white = stderr_white;
  return play_game(s);
}

}  // namespace

TEST_CASE("protocols: a text move is exactly 'move' + 2 or 4 letters; the rest is chatter",
          "[protocols]") {
  Move m;
  std::string name;
  const auto cl = LetterDialect::kCloudict;
  const auto cc = LetterDialect::kCcgc;
  CHECK(parse_text_move(
            "            move XXXX   - tell the engine that the opponent take the move XXXX,", cl,
            19, &m, &name) == TextLine::kChatter);
  CHECK(parse_text_move("  move JJ", cl, 19, &m, &name) == TextLine::kChatter);
  CHECK(parse_text_move("move JJKK now", cl, 19, &m, &name) == TextLine::kChatter);
  CHECK(parse_text_move("move J", cl, 19, &m, &name) == TextLine::kChatter);
  CHECK(parse_text_move("move JJ@@", cl, 19, &m, &name) == TextLine::kChatter);  // not Cloudict
  CHECK(parse_text_move("move ZZ", cl, 19, &m, &name) == TextLine::kChatter);    // past 'S'
  CHECK(parse_text_move("searching: depth 4", cl, 19, &m, &name) == TextLine::kChatter);
  REQUIRE(parse_text_move("move JJ \r", cl, 19, &m, &name) == TextLine::kMove);
  CHECK(m == Move(Point(9, 9)));
  REQUIRE(parse_text_move("move AS", cl, 19, &m, &name) == TextLine::kMove);
  CHECK(m == Move(Point(0, 0)));  // Cloudict: 'S' is the top row
  REQUIRE(parse_text_move("move JJKL", cl, 19, &m, &name) == TextLine::kMove);
  CHECK(m.count == 2);
  REQUIRE(parse_text_move("move JJ@@", cc, 19, &m, &name) == TextLine::kMove);
  CHECK(m == Move(Point(9, 9)));
  // A letter of the protocol's alphabet past a 15x15 board is an off-board stone, not chatter.
  REQUIRE(parse_text_move("move RAAA", cc, 15, &m, &name) == TextLine::kMove);
  CHECK(m.stone[0].x == 17);
  REQUIRE(parse_text_move("name Cloudict.Connect6", cl, 19, &m, &name) == TextLine::kName);
  CHECK(name == "Cloudict.Connect6");
}

TEST_CASE(
    "protocols: a chatty engine (help text at start, name answer, progress lines) plays "
    "whole games in both dialects; its chatter is logged, never a verdict",
    "[protocols]") {
  for (const char* dialect : {"cloudict", "ccgc"}) {
    for (Color chatty_side : {kBlack, kWhite}) {
      INFO(dialect << " chatty engine as " << (chatty_side == kBlack ? "Black" : "White"));
      const std::string pf = tmp("chatty.pids"), err = tmp("chatty.stderr");
      const BotSpec chatty = spec(std::string("name=chatty,proto=") + dialect + ",cmd=" + kChatty +
                                  " --dialect " + dialect + " --pidfile " + pf);
      const BotSpec other = spec(std::string("name=mock,proto=") + dialect + ",cmd=" + kMock +
                                 " --size 19 --pidfile " + pf);
      const bool black = chatty_side == kBlack;
      const GameRecord r = play(black ? chatty : other, black ? other : chatty, 19, wide_limits(),
                                black ? err : "", black ? "" : err);
      INFO(verdict_name(r.verdict) << " " << r.reason << ": " << r.detail);
      CHECK(!is_fault(r.verdict));
      CHECK((r.verdict == Verdict::kWinSix || r.verdict == Verdict::kDrawFull));
      if (black) {
        REQUIRE(!r.turns.empty());
        CHECK(r.turns[0].move == Move(Point(9, 9)));  // Black's first move: one stone, "move JJ"
      }
      const std::string log = slurp(err);
      CHECK(log.find("move XXXX   - tell the engine that the opponent take the move XXXX,") !=
            std::string::npos);
      CHECK(log.find("searching: depth 4") != std::string::npos);
      std::remove(err.c_str());
      require_all_gone(pf, 2);
    }
  }
}

TEST_CASE(
    "protocols: the chatty engine answers name as 'name <text>' and Black's first move as "
    "one stone",
    "[protocols]") {
  const BotSpec chatty = spec("proto=cloudict,cmd=" + kChatty);
  BotSession s(chatty, kBlack, 19, wide_limits(), "", nullptr);
  const TurnOutcome t = s.play({});
  INFO(t.detail);
  REQUIRE(t.verdict == Verdict::kNone);
  CHECK(t.move == Move(Point(9, 9)));
  CHECK(t.input == "name\nnew black\n");
  CHECK(t.output.find("name Cloudict.Connect6") != std::string::npos);
  CHECK(t.output.find("move JJ\n") != std::string::npos);
  s.finish();
  // depth=D is the one search limit Cloudict can be told: sent before the game starts.
  BotSession d(spec("proto=cloudict,cmd=" + kChatty + ",depth=3"), kWhite, 19, wide_limits(), "",
               nullptr);
  const TurnOutcome u = d.play({Move(Point(9, 9))});
  INFO(u.detail);
  REQUIRE(u.verdict == Verdict::kNone);
  CHECK(u.input == "name\ndepth 3\nnew white\nmove JJ\n");
  CHECK(u.output.find("depth set to 3") != std::string::npos);
  CHECK(u.move.count == 2);
  d.finish();
}

TEST_CASE(
    "protocols: stdin=close lets a bot that reads to end of input play; it cannot keep "
    "running",
    "[protocols]") {
  Limits lim = wide_limits();
  lim.turn_ms = 300;
  lim.first_ms = 300;
  lim.grace_ms = 300;
  const std::string pf = tmp("eof.pids");
  // stdin kept open: it never answers.
  GameRecord r = play(spec("name=eof,cmd=" + kEofReader + " --pidfile " + pf),
                      spec("name=mock,cmd=" + kMock), 15, lim);
  CHECK(r.verdict == Verdict::kStall);
  CHECK(r.reason == "no_answer");
  CHECK(r.culprit == kBlack);
  // stdin=close: a whole game without a fault by it.
  lim = wide_limits();
  r = play(spec("name=eof,cmd=" + kEofReader + " --pidfile " + pf + ",stdin=close"),
           spec("name=mock,cmd=" + kMock), 15, lim);
  INFO(verdict_name(r.verdict) << " " << r.detail);
  CHECK(!(is_fault(r.verdict) && r.culprit == kBlack));
  CHECK(r.turns.size() >= 4);
  // stdin=close and the keep-running marker: a clear verdict.
  r = play(spec("name=mock,cmd=" + kMock),
           spec("name=eof,cmd=" + kEofReader + " --keep --pidfile " + pf + ",stdin=close"), 15,
           lim);
  CHECK(r.verdict == Verdict::kBadOutput);
  CHECK(r.reason == "keep_running_stdin_closed");
  CHECK(r.culprit == kWhite);
  CHECK(r.detail.find("stdin=close") != std::string::npos);
  require_all_gone(pf, 3);
  BotSpec b;
  std::string err;
  CHECK_FALSE(parse_bot_spec("proto=ccgc,cmd=x,stdin=close", &b, &err));
  CHECK(err.find("stdin=close") != std::string::npos);
  CHECK_FALSE(parse_bot_spec("cmd=x,stdin=shut", &b, &err));
}

TEST_CASE("protocols: per-bot time=, first=, memory= override the run's limits, range-checked",
          "[protocols]") {
  BotSpec b;
  std::string err;
  REQUIRE(parse_bot_spec("name=a,cmd=./x --flag,time=500,memory=64", &b, &err));
  CHECK(b.cmd == "./x --flag");
  Limits run;
  run.turn_ms = 100;
  run.first_ms = 200;
  run.memory_mb = 256;
  Limits l = limits_for(run, b);
  CHECK(l.turn_ms == 500);
  CHECK(l.first_ms == 1000);
  CHECK(l.memory_mb == 64);
  REQUIRE(parse_bot_spec("cmd=./x,first=5000", &b, &err));
  l = limits_for(run, b);
  CHECK(l.turn_ms == 100);
  CHECK(l.first_ms == 5000);
  for (const char* bad : {"cmd=x,time=0", "cmd=x,time=abc", "cmd=x,first=-3",
                          "cmd=x,memory=2000000", "cmd=x,time=", "cmd=x,depth=5"}) {
    INFO(bad);
    CHECK_FALSE(parse_bot_spec(bad, &b, &err));
    CHECK(!err.empty());
  }
  // In play: a bot that takes 400 ms on its second turn is late under the run's 150 ms, in time
  // under its own time=3000.
  Limits lim = wide_limits();
  lim.turn_ms = 150;
  lim.first_ms = 3000;
  const std::string pf = tmp("perbot.pids");
  const std::string slow = "cmd=" + kMock + " --mode slow --sleep 400 --turn 1 --pidfile " + pf;
  GameRecord r = play(spec(slow), spec("cmd=" + kMock + " --pidfile " + pf), 15, lim);
  CHECK(r.verdict == Verdict::kTimeout);
  CHECK(r.reason == "late");
  r = play(spec(slow + ",time=3000"), spec("cmd=" + kMock + ",time=3000"), 15, lim);
  CHECK(!is_fault(r.verdict));
  require_all_gone(pf, 4);
}

TEST_CASE("protocols: a game clock runs out as TIMEOUT (reason clock) and is logged at every move",
          "[protocols]") {
  Limits lim = wide_limits();
  std::string tc_err;
  REQUIRE(parse_time_control("1.5+0", &lim, &tc_err));
  CHECK(lim.clock_base_ms == 1500);
  lim.grace_ms = 3000;  // a late answer must be TIMEOUT, not STALL, however loaded the machine
  // The chatty engine thinks 250 ms per move: its 1.5 s are gone by about its seventh move.
  const std::string pf = tmp("clock.pids");
  const BotSpec slow =
      spec("proto=ccgc,cmd=" + kChatty + " --dialect ccgc --sleep 250 --pidfile " + pf);
  const BotSpec fast = spec("proto=ccgc,cmd=" + kMock + " --size 19 --pidfile " + pf);
  const GameRecord r = play(slow, fast, 19, lim);
  INFO(r.detail);
  REQUIRE(r.verdict == Verdict::kTimeout);
  CHECK(r.reason == "clock");
  CHECK(r.culprit == kBlack);
  REQUIRE(r.turns.size() >= 3);
  CHECK(r.turns[0].clock_black_ms >= 0);
  CHECK(r.turns[0].clock_black_ms < 1500);
  CHECK(r.turns[2].clock_black_ms < r.turns[0].clock_black_ms);
  CHECK(r.turns[1].clock_white_ms >= 0);
  require_all_gone(pf, 2);
  std::string err;
  Limits l2;
  CHECK(parse_time_control("60+1", &l2, &err));
  CHECK(l2.clock_base_ms == 60000);
  CHECK(l2.clock_inc_ms == 1000);
  CHECK_FALSE(parse_time_control("abc", &l2, &err));
  CHECK_FALSE(parse_time_control("0+1", &l2, &err));
  CHECK_FALSE(parse_time_control("10+-1", &l2, &err));
}

TEST_CASE("protocols: match --tc logs both clocks at every move", "[protocols]") {
  const std::string log = tmp("tc.jsonl");
  const Run r = run(kJudge + " match --bot 'cmd=" + kMock + " --size 9' --bot 'cmd=" + kMock +
                    " --size 9 --seed 3' --size 9 --tc 30+0.5 --games 2 --quiet --log " + log);
  INFO(r.out);
  CHECK(r.code == 0);
  CHECK(r.out.find("game clock 30.000 s + 0.500 s per turn") != std::string::npos);
  const std::string text = slurp(log);
  CHECK(text.find("\"clock\":[") != std::string::npos);
  std::remove(log.c_str());
  CHECK(run(kJudge + " match --bot x --bot y --tc 5+").code == 2);
}

TEST_CASE(
    "protocols: check does not cry wolf (time_limit sent, keep-running SKIPPED, cloudict "
    "set-up steps run) and names the stdin=close fix",
    "[protocols]") {
  // A bot that thinks 60% of the announced time_limit (1000 ms when none): in time at --time 300
  // only if every request carries time_limit.
  Run r = run(kJudge + " check 'cmd=" + kEofReader + " --honour-time' --time 300 --margin 100");
  INFO(r.out);
  CHECK(r.code == 0);
  CHECK(r.out.find("FAIL") == std::string::npos);
  CHECK(r.out.find("SKIP  keep-running request variants: skipped: the bot never printed") !=
        std::string::npos);
  // Reads to end of input: the first step says which key fixes it.
  r = run(kJudge + " check 'cmd=" + kEofReader + "' --time 300");
  INFO(r.out);
  CHECK(r.code == 1);
  CHECK(r.out.find("add stdin=close to its spec") != std::string::npos);
  r = run(kJudge + " check 'cmd=" + kEofReader + ",stdin=close' --time 300");
  INFO(r.out);
  CHECK(r.code == 0);
  CHECK(r.out.find("SKIP  keep-running request variants: skipped: stdin=close") !=
        std::string::npos);
  // Cloudict sets up positions: mid-game and nearly-full steps run; ccgc skips them.
  r = run(kJudge + " check 'proto=cloudict,cmd=" + kChatty + "' --size 19 --time 2000");
  INFO(r.out);
  CHECK(r.code == 0);
  CHECK(r.out.find("PASS  mid-game request") != std::string::npos);
  CHECK(r.out.find("PASS  nearly full board") != std::string::npos);
  r = run(kJudge + " check 'proto=ccgc,cmd=" + kChatty + " --dialect ccgc' --size 19 --time 2000");
  INFO(r.out);
  CHECK(r.code == 0);
  CHECK(r.out.find("SKIP  mid-game request (15 turns): skipped: the ccgc protocol") !=
        std::string::npos);
}

TEST_CASE("protocols: every verdict has a short reason code; ILLEGAL_MOVE names the cell",
          "[protocols]") {
  Limits lim = wide_limits();
  lim.turn_ms = 300;
  lim.first_ms = 300;
  lim.grace_ms = 400;
  struct Case {
    std::string args;
    Verdict verdict;
    std::string reason;
    std::string detail;
  };
  const std::vector<Case> cases = {
      {"--mode illegal --turn 1", Verdict::kIllegalMove, "occupied", "already holds a"},
      {"--mode offboard --turn 1", Verdict::kIllegalMove, "off_board", "(15,0) is off the board"},
      {"--mode dup --turn 1", Verdict::kIllegalMove, "duplicate", "both stones on ("},
      {"--mode crash --turn 1", Verdict::kCrash, "exit", "exit 3"},
      {"--mode hang --turn 1", Verdict::kStall, "no_answer", "no answer within"},
      {"--mode garbage --turn 1", Verdict::kBadOutput, "not_json", "not a JSON object"},
      {"--mode badfield --turn 1", Verdict::kBadOutput, "bad_field", "x0"},
      {"--mode deepjson --turn 1", Verdict::kBadOutput, "not_json", "nested deeper than 256"},
  };
  for (const Case& c : cases) {
    INFO(c.args);
    const GameRecord r = play(spec("cmd=" + kMock + " " + c.args), spec("cmd=" + kMock), 15, lim);
    INFO(r.reason << " | " << r.detail);
    CHECK(r.verdict == c.verdict);
    CHECK(r.reason == c.reason);
    CHECK(r.detail.find(c.detail) != std::string::npos);
  }
}
