// End-to-end games against the mock bots: every verdict, every protocol, and no process left.
#include <catch2/catch.hpp>

#include <errno.h>
#include <signal.h>
#include <unistd.h>

#include <cstdio>
#include <fstream>
#include <string>
#include <thread>
#include <vector>

#include "bots/bot.h"
#include "game/game.h"
#include "match/referee.h"
#include "support.h"

using namespace c6;
using namespace c6::judge;
using namespace judge_test;

namespace {

std::string temp_path(const std::string& tag) {
  return "/tmp/c6judge-test-" + std::to_string(getpid()) + "-" + tag;
}

BotSpec mock(const std::string& args, Proto proto = Proto::kBotzoneJson) {
  BotSpec b;
  b.name = "mock";
  b.cmd = std::string(C6_MOCKBOT) + " " + args;
  b.proto = proto;
  return b;
}

// Limits for games whose outcome must not depend on time. A correct mock answers in about a
// millisecond of CPU, so these are pure upper bounds that cost nothing when the test passes. The
// 30 s grace is for the bot that dies (crash, memory): on a 2-core machine at load 22 the memory
// mock (0.5 s of CPU before it got huge pages) took 10-15 s of wall time to hit the cap and die,
// and ended as STALL with the old 850 ms deadline, and once more with a 7 s one.
Limits test_limits() {
  Limits l;
  l.turn_ms = 2000;
  l.first_ms = 4000;
  l.margin_ms = 50;
  // Only an upper bound: a passing test never waits for it, and a starved mock on a loaded machine
  // must not turn its verdict into STALL.
  l.grace_ms = 30000;
  // Resident memory (the default --memory-mode): a loaded VM faults pages in at ~100 MB/s or
  // slower, so a small cap (the mock itself is ~3.5 MB resident) keeps the memory hog's MEM_LIMIT
  // well inside its turn's deadline.
  l.memory_mb = 8;
  l.output_cap = 64 * 1024;
  return l;
}

// Limits for the verdicts that are about time. A STALL needs the judge to wait out the whole
// deadline, so it is kept short (1.3 s); a TIMEOUT needs an answer after limit + margin, which a
// mock sleeping longer than that guarantees (the clock starts before the request is written), and
// before limit + margin + grace, which the 5 s grace keeps true however late the sleeper wakes.
// The correct side of these games still has 1 s per turn.
Limits timed_limits(bool stall) {
  Limits l = test_limits();
  l.turn_ms = 1000;
  l.first_ms = 2000;
  l.grace_ms = stall ? 250 : 5000;
  return l;
}

GameRecord play(const BotSpec& black, const BotSpec& white, int size = 15,
                const Limits& lim = test_limits(), const std::atomic<bool>* stop = nullptr) {
  GameSetup s;
  s.size = size;
  s.black = black;
  s.white = white;
  s.limits = lim;
  s.stop = stop;
  s.stderr_black = temp_path("stderr-black");
  s.stderr_white = temp_path("stderr-white");
  GameRecord r = play_game(s);
  std::remove(s.stderr_black.c_str());
  std::remove(s.stderr_white.c_str());
  return r;
}

// Replays a record with the rules layer: every logged turn legal, the result matching.
void check_record(const GameRecord& r) {
  Game g(r.size);
  for (const Move& m : r.opening) REQUIRE(g.play(m) == Illegal::kNone);
  for (const TurnRecord& t : r.turns) REQUIRE(g.play(t.move) == Illegal::kNone);
  if (r.verdict == Verdict::kWinSix) {
    CHECK(g.result() == (r.winner == kBlack ? Result::kBlackWin : Result::kWhiteWin));
  } else if (r.verdict == Verdict::kDrawFull) {
    CHECK(g.result() == Result::kDraw);
  } else {
    CHECK(g.result() == Result::kOngoing);
  }
}

}  // namespace

TEST_CASE("e2e: random players finish a game in every protocol", "[e2e]") {
  struct Case {
    Proto proto;
    const char* extra;
  };
  const Case cases[] = {{Proto::kBotzoneJson, ""}, {Proto::kBotzoneJson, "--keep"},
                        {Proto::kBotzoneLine, ""}, {Proto::kBotzoneLine, "--keep"},
                        {Proto::kCcgc, ""},        {Proto::kCloudict, ""}};
  for (const Case& c : cases) {
    INFO("protocol " << proto_name(c.proto) << " " << c.extra);
    const std::string pf = temp_path("pids-proto");
    const int size = 9;
    const std::string args = "--size 9 --pidfile " + pf + " " + c.extra;
    const GameRecord r =
        play(mock(args + " --seed 3", c.proto), mock(args + " --seed 4", c.proto), size);
    CHECK((r.verdict == Verdict::kWinSix || r.verdict == Verdict::kDrawFull));
    CHECK(r.culprit == kEmpty);
    CHECK(r.turns.size() >= 5);
    check_record(r);
    for (const TurnRecord& t : r.turns) CHECK(t.ms >= 0);
    require_all_gone(pf, 2);
  }
}

TEST_CASE("e2e: keep-running bots are started once and kept", "[e2e]") {
  const std::string pf = temp_path("pids-keep");
  BotSession s(mock("--keep --pidfile " + pf), kWhite, 15, test_limits(), "", nullptr);
  Game g(15);
  g.play(Move(Point(7, 7)));
  for (int turn = 0; turn < 4; ++turn) {
    const TurnOutcome t = s.play(g.moves());
    REQUIRE(t.verdict == Verdict::kNone);
    REQUIRE(g.play(t.move) == Illegal::kNone);
    if (turn == 0) CHECK(t.input.find("requests") != std::string::npos);
    if (turn > 0) CHECK(t.input.find("requests") == std::string::npos);  // bare request
    g.play(Move(Point(turn, 0), Point(turn, 14)));
  }
  CHECK(s.spawns() == 1);
  CHECK(s.keep_turns() == 4);
  s.finish();
  require_all_gone(pf, 1);
  // Restart mode: one process per turn, each gone after its turn.
  BotSession r(mock("--pidfile " + pf), kBlack, 15, test_limits(), "", nullptr);
  Game h(15);
  for (int turn = 0; turn < 3; ++turn) {
    const TurnOutcome t = r.play(h.moves());
    REQUIRE(t.verdict == Verdict::kNone);
    REQUIRE(h.play(t.move) == Illegal::kNone);
    h.play(Move(Point(turn, 0), Point(turn, 14)));
  }
  CHECK(r.spawns() == 3);
  r.finish();
  require_all_gone(pf, 3);
}

TEST_CASE("e2e: each misbehaviour gets its exact verdict", "[e2e]") {
  struct Case {
    const char* args;
    Verdict verdict;
    const char* reason;  // substring of reason/detail
    Proto proto;
  };
  const Case cases[] = {
      {"--mode crash --turn 1", Verdict::kCrash, "exit 3", Proto::kBotzoneJson},
      {"--mode segv --turn 1", Verdict::kCrash, "signal 11", Proto::kBotzoneJson},
      {"--mode hang --turn 1", Verdict::kStall, "no answer", Proto::kBotzoneJson},
      {"--mode slow --sleep 1500 --turn 1", Verdict::kTimeout, "limit 1000 ms + margin 50 ms",
       Proto::kBotzoneJson},
      {"--mode garbage --turn 1", Verdict::kBadOutput, "not a JSON object", Proto::kBotzoneJson},
      {"--mode badfield --turn 1", Verdict::kBadOutput, "x0", Proto::kBotzoneJson},
      {"--mode deepjson --turn 1", Verdict::kBadOutput, "nested deeper than 256",
       Proto::kBotzoneJson},
      {"--mode illegal --turn 1", Verdict::kIllegalMove, "occupied", Proto::kBotzoneJson},
      {"--mode offboard --turn 1", Verdict::kIllegalMove, "off_board", Proto::kBotzoneJson},
      {"--mode dup --turn 1", Verdict::kIllegalMove, "duplicate", Proto::kBotzoneJson},
      {"--mode wrongcount --turn 1", Verdict::kIllegalMove, "wrong_count", Proto::kBotzoneJson},
      {"--mode halfpair --turn 1", Verdict::kIllegalMove, "wrong_count", Proto::kBotzoneJson},
      {"--mode mem --turn 1", Verdict::kMemLimit, "memory limit", Proto::kBotzoneJson},
      {"--mode flood --turn 1", Verdict::kOutputLimit, "bytes of output", Proto::kBotzoneJson},
      {"--mode crash --turn 2 --keep", Verdict::kCrash, "exit 3", Proto::kBotzoneJson},
      {"--mode hang --turn 2 --keep", Verdict::kStall, "no answer", Proto::kBotzoneJson},
      {"--mode garbage --turn 1", Verdict::kBadOutput, "four integers", Proto::kBotzoneLine},
      {"--mode dup --turn 1", Verdict::kIllegalMove, "duplicate", Proto::kBotzoneLine},
      {"--mode hang --turn 1", Verdict::kStall, "no move line", Proto::kCcgc},
      {"--mode offboard --turn 1", Verdict::kIllegalMove, "off_board", Proto::kCcgc},
      {"--mode crash --turn 1", Verdict::kCrash, "exit 3", Proto::kCcgc},
      {"--mode dup --turn 1", Verdict::kIllegalMove, "duplicate", Proto::kCloudict},
  };
  for (const Case& c : cases) {
    for (Color bad : {kBlack, kWhite}) {
      INFO(c.args << " as " << color_name(bad) << " (" << proto_name(c.proto) << ")");
      const std::string pf = temp_path("pids-verdict");
      const BotSpec sane = mock("--pidfile " + pf, c.proto);
      const BotSpec evil = mock(std::string(c.args) + " --pidfile " + pf, c.proto);
      const bool stall = c.verdict == Verdict::kStall, late = c.verdict == Verdict::kTimeout;
      Limits lim = stall || late ? timed_limits(stall) : test_limits();
      // 200,000 brackets pass the judge's default 256 KB output cap (they overflowed its stack).
      if (std::string(c.args).find("deepjson") != std::string::npos) lim.output_cap = 256 * 1024;
      const GameRecord r = bad == kBlack ? play(evil, sane, 15, lim) : play(sane, evil, 15, lim);
      CHECK(verdict_name(r.verdict) == std::string(verdict_name(c.verdict)));
      CHECK(r.culprit == bad);
      CHECK(r.winner == opponent(bad));
      CHECK((r.reason + " | " + r.detail).find(c.reason) != std::string::npos);
      CAPTURE(r.reason, r.detail);
      check_record(r);
      // The failing turn is the bot's second (turn 1) or third: nothing recorded after it.
      CHECK(r.turns.size() <= 6);
      require_all_gone(pf, 2);
    }
  }
}

TEST_CASE("e2e: first-turn allowance, and a lingering child is killed", "[e2e]") {
  const std::string pf = temp_path("pids-first");
  // 1500 ms on turn 0 is past the 1000 + 50 ms turn limit but well inside the 4000 ms first-turn
  // allowance: not a timeout.
  Limits lim = timed_limits(false);
  lim.first_ms = 4000;
  GameRecord r = play(mock("--mode slow --sleep 1500 --turn 0 --size 9 --pidfile " + pf),
                      mock("--size 9 --pidfile " + pf), 9, lim);
  CHECK((r.verdict == Verdict::kWinSix || r.verdict == Verdict::kDrawFull));
  require_all_gone(pf, 2);
  // The bot forks a child on its turn 1 that never exits; the game goes on and the child dies with
  // the bot's process group.
  r = play(mock("--size 9 --pidfile " + pf),
           mock("--mode fork --turn 1 --size 9 --pidfile " + pf + " --keep"), 9);
  CHECK((r.verdict == Verdict::kWinSix || r.verdict == Verdict::kDrawFull));
  const std::vector<int> pids = pids_in(pf);
  CHECK(pids.size() >= 3);
  require_all_gone(pf, 3);
}

TEST_CASE("e2e: an operator stop interrupts a game and kills the bots", "[e2e]") {
  const std::string pf = temp_path("pids-stop");
  std::atomic<bool> stop(false);
  // The stop comes once the hanging White bot has started (its pid is the second one recorded),
  // not after a fixed sleep, so it lands while the judge waits on that bot however slow the
  // machine is; the bound only keeps a broken judge from hanging the test.
  std::thread t([&]() {
    for (int i = 0; i < 2000 && pids_in(pf).size() < 2; ++i) usleep(10 * 1000);
    stop.store(true);
  });
  const Limits lim = test_limits();  // White's stall deadline (4 + 30 s) is far away
  const GameRecord r =
      play(mock("--pidfile " + pf), mock("--mode hang --turn 0 --pidfile " + pf), 15, lim, &stop);
  t.join();
  CHECK(r.verdict == Verdict::kInterrupt);
  CHECK(r.winner == kEmpty);
  CHECK(r.culprit == kEmpty);
  require_all_gone(pf, 2);
}

TEST_CASE("e2e: openings reach Botzone bots as history and Cloudict bots as placements", "[e2e]") {
  for (Proto p : {Proto::kBotzoneJson, Proto::kBotzoneLine, Proto::kCloudict}) {
    INFO(proto_name(p));
    const std::string pf = temp_path("pids-opening");
    GameSetup s;
    s.size = 9;
    s.opening = {Move(Point(4, 4)), Move(Point(5, 5), Point(3, 5))};
    s.black = mock("--size 9 --seed 5 --pidfile " + pf, p);
    s.white = mock("--size 9 --seed 6 --pidfile " + pf, p);
    s.limits = test_limits();
    const GameRecord r = play_game(s);
    CHECK((r.verdict == Verdict::kWinSix || r.verdict == Verdict::kDrawFull));
    CHECK(r.culprit == kEmpty);
    check_record(r);  // the bots never played on an opening stone
    require_all_gone(pf, 2);
  }
}
