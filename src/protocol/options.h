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
  double time_s = 0;  // 0 = not given: use the input's time_limit, else 1 s
  int depth = 0;
  uint64_t nodes = 0;
  int size = 0;  // 0 = protocol default (Botzone 15, contest 19)
  LetterOrder letters = LetterOrder::kColumnRow;
  std::string name = "C6";
  bool no_timing = false;  // debug summary reports t=0ms (deterministic output for golden tests)
  bool help = false;
  bool param_help = false;  // --param help: list the search knobs
  bool version = false;
};

enum class ArgStatus { kOk, kError };

// Parses the words after the program name (subcommands are dispatched before this).
ArgStatus parse_bot_args(const std::vector<std::string>& args, BotOptions* out, std::string* error);

// The full --help text (flags, protocols, exit codes).
std::string bot_help_text();

}  // namespace c6
