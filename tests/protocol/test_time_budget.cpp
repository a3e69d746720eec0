// The per-turn time rule of the protocol layer (turn_budget_ms, docs/c6bot.md "Time per turn"):
// which budget each protocol plans a turn on, with and without --time. Deterministic: only the
// computed budgets are checked, never how long a turn takes (speed lives in measurements.md).
#include <catch2/catch.hpp>

#include <sstream>
#include <string>
#include <vector>

#include "protocol/contest.h"
#include "protocol/options.h"
#include "search/engine.h"
#include "search/timeman.h"

using namespace c6;

namespace {

BotOptions parse(const std::vector<std::string>& args) {
  BotOptions o;
  std::string why;
  const bool ok = parse_bot_args(args, &o, &why) == ArgStatus::kOk;
  INFO(why);
  REQUIRE(ok);
  return o;
}

// The budget a contest session of that dialect plans a turn on.
double session_budget(const std::vector<std::string>& args, LetterDialect dialect) {
  const BotOptions o = parse(args);
  Engine engine(o.engine);
  std::ostringstream out, err;
  ContestSession s(o, dialect, engine, out, err);
  return s.limits().time_ms;
}

}  // namespace

TEST_CASE("time budget: contest protocols without --time plan on a safe share of 1 s") {
  CHECK(turn_budget_ms(BotOptions(), ProtocolKind::kCcgc) == Approx(700));
  CHECK(turn_budget_ms(BotOptions(), ProtocolKind::kCloudict) == Approx(700));
  // What the sessions themselves plan on, flags parsed as c6bot parses them.
  CHECK(session_budget({}, LetterDialect::kCcgc) == Approx(700));
  CHECK(session_budget({"--protocol", "ccgc", "--size", "19"}, LetterDialect::kCcgc) ==
        Approx(700));
  CHECK(session_budget({"--protocol", "cloudict"}, LetterDialect::kCloudict) == Approx(700));
  // A depth or node limit does not change the bot's time budget: in an arena the bot keeps its
  // clock (only the tools search a depth or node limit without one: Limits::clock_ms).
  const BotOptions o = parse({"--depth", "3"});
  CHECK(turn_budget_ms(o, ProtocolKind::kCcgc) == Approx(700));
}

TEST_CASE("time budget: --time is the budget in every protocol") {
  const BotOptions one = parse({"--time", "1"});
  CHECK(turn_budget_ms(one, ProtocolKind::kCcgc) == Approx(1000));
  CHECK(turn_budget_ms(one, ProtocolKind::kCloudict) == Approx(1000));
  CHECK(turn_budget_ms(one, ProtocolKind::kBotzone) == Approx(1000));
  // --time overrides Botzone's time_limit too.
  CHECK(turn_budget_ms(one, ProtocolKind::kBotzone, 3000) == Approx(1000));
  CHECK(session_budget({"--time", "1"}, LetterDialect::kCcgc) == Approx(1000));
  CHECK(session_budget({"--time=0.25"}, LetterDialect::kCcgc) == Approx(250));
  CHECK(session_budget({"--time", "2.5"}, LetterDialect::kCloudict) == Approx(2500));
}

TEST_CASE("time budget: Botzone keeps its rule: time_limit, else 1 s") {
  const BotOptions none;
  CHECK(turn_budget_ms(none, ProtocolKind::kBotzone) == Approx(1000));
  CHECK(turn_budget_ms(none, ProtocolKind::kBotzone, 1500) == Approx(1500));
  CHECK(turn_budget_ms(none, ProtocolKind::kBotzone, 2000) == Approx(2000));
  // A time carried by the input is the budget whatever the protocol (only Botzone carries one).
  CHECK(turn_budget_ms(none, ProtocolKind::kCcgc, 1500) == Approx(1500));
}

TEST_CASE("time budget: the engine's deadlines inside the default contest budget") {
  // The TimeManager keeps min(150, 30 + 10%) for start-up and output from 600 ms up: at the
  // contest default the hard deadline is 600 ms (870 ms at the full 1 s), well inside the
  // assumed limit.
  CHECK(TimeManager::margin_ms(700) == Approx(100));
  TimeManager tm;
  tm.start(turn_budget_ms(BotOptions(), ProtocolKind::kCcgc));
  CHECK(tm.hard_ms() == Approx(600));
  tm.start(turn_budget_ms(parse({"--time", "1"}), ProtocolKind::kCcgc));
  CHECK(tm.hard_ms() == Approx(870));
}

TEST_CASE("time budget: short turns keep a smaller margin, long ones at most 150 ms") {
  // 30 ms + 10% from 600 ms up (so the contest default and 1 s keep their deadlines above), at
  // most 15% of a shorter turn, never under 25 ms, never over 150 ms.
  CHECK(TimeManager::margin_ms(250) == Approx(37.5));
  CHECK(TimeManager::margin_ms(500) == Approx(75));
  CHECK(TimeManager::margin_ms(600) == Approx(90));
  CHECK(TimeManager::margin_ms(1000) == Approx(130));
  CHECK(TimeManager::margin_ms(1200) == Approx(150));
  CHECK(TimeManager::margin_ms(86400000) == Approx(150));
  CHECK(TimeManager::margin_ms(100) == Approx(25));
  CHECK(TimeManager::margin_ms(10) == Approx(25));
  TimeManager tm;
  tm.start(250);
  CHECK(tm.hard_ms() == Approx(212.5));
  tm.start(10);  // a budget under the margin still leaves the search 1 ms
  CHECK(tm.hard_ms() == Approx(1));
}
