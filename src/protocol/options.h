// BotOptions: everything the c6bot command line can set, and its parser.
//
// The parser never exits or prints: it returns a status and a message so main() stays thin and
// the parser is unit-testable. Invariant after a successful parse: every numeric field is in range
// (size 6..25, time > 0 when set, ...).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "core/coords.h"
#include "core/parse_int.h"
#include "search/engine.h"

namespace c6 {

enum class ProtocolKind { kAuto, kBotzone, kCcgc, kCloudict };

struct BotOptions {
  ProtocolKind protocol = ProtocolKind::kAuto;
  bool keep_running = false;
  EngineOptions engine;
  double time_s = 0;  // 0 = not given: see turn_budget_ms()
  int depth = 0;
  uint64_t nodes = 0;
  int size = 0;  // 0 = protocol default (Botzone 15, contest 19)
  LetterOrder letters = LetterOrder::kColumnRow;
  std::string name = "C6";
  bool no_timing = false;  // debug summary reports t=0ms (deterministic output for golden tests)
  // --book (the default) / --no-book: the default level plays from the opening book (the parser
  // sets engine.use_book = book). The book holds only moves learned from lost games, each
  // replacing the search's move in one position (docs/c6bot.md, "Opening book").
  bool book = true;
  bool help = false;
  bool param_help = false;  // --param help: list the search knobs
  bool version = false;
};

// The per-turn time rule (docs/c6bot.md, "Time per turn"). A session plans each turn on
// turn_budget_ms(); the engine's TimeManager then keeps its own margin inside that for start-up,
// parsing, output and scheduling noise (hard deadline = budget - min(150, 30 + 10%); below
// 600 ms, budget - 15%, keeping at least 25 ms).
//
// The limit a session assumes when neither --time nor the input names one: 1 s, Botzone's limit
// and the usual one of contest platforms.
constexpr double kAssumedTurnLimitMs = 1000;
// The contest protocols (CCGC, Cloudict) carry no time, and the judges that run them time the
// whole round trip on machines that are often busy with other games: without --time a contest
// session plans on this share of the assumed limit. Planned on the full 1 s (hard deadline
// 870 ms, last phase ending by 826 ms), CCGC tournaments at concurrency 2 saw turns of 1,045 and
// 1,249.9 ms: the search reads its wall clock at least every 5 ms of CPU, but a loaded machine
// can keep the process off its core for hundreds of ms, and such a gap at the end of a turn adds
// its whole length. At 0.7 the hard deadline is 600 ms and the last phase ends by 570 ms, leaving
// 430 ms of a 1 s limit (docs/experiments/2026-11-28-ccgc-default-budget.md).
constexpr double kUntimedProtocolShare = 0.7;

// The time in ms a turn is planned on: --time S when given (S s, whatever the protocol); else
// the limit the input carries (input_limit_ms > 0: Botzone's time_limit); else
// kAssumedTurnLimitMs for Botzone (whose arena runs one bot per core) and
// kUntimedProtocolShare * kAssumedTurnLimitMs for the contest protocols. kind is the protocol in
// use (not kAuto).
double turn_budget_ms(const BotOptions& options, ProtocolKind kind, double input_limit_ms = 0);

enum class ArgStatus { kOk, kError };

// Parses the words after the program name (subcommands are dispatched before this).
ArgStatus parse_bot_args(const std::vector<std::string>& args, BotOptions* out, std::string* error);

// The full --help text (flags, protocols, exit codes).
std::string bot_help_text();

}  // namespace c6
