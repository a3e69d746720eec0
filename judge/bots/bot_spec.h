// How the judge starts a bot (BotSpec, parsed from a "--bot" string) and the limits it plays under
// (Limits, global, with per-bot overrides from the spec).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "process/process.h"

namespace c6 {
namespace judge {

enum class Proto { kBotzoneJson, kBotzoneLine, kCcgc, kCloudict };

const char* proto_name(Proto p);
bool parse_proto(const std::string& s, Proto* out);
inline bool is_botzone(Proto p) { return p == Proto::kBotzoneJson || p == Proto::kBotzoneLine; }

// How to start a bot. Parsed from "name=a,cmd=./x --level greedy,proto=botzone-json,dir=/tmp"
// (a string without any key is the command alone). Per-bot keys time=MS, first=MS, memory=MB
// override the run's limits for this bot (-1 = not given); stdin=close closes the bot's stdin after
// each request (restart-per-turn Botzone bots that read to end of input); depth=D is sent to a
// cloudict engine before the game ("depth D", the only search limit that protocol can carry).
struct BotSpec {
  std::string name;
  std::string cmd;
  std::string dir;
  Proto proto = Proto::kBotzoneJson;
  int time_ms = -1;
  int first_ms = -1;
  int64_t memory_mb = -1;
  bool stdin_close = false;
  int depth = -1;
  std::string sha256;  // of the executable (first word of cmd), filled by resolve_binary()
  std::string binary;  // resolved path of the executable
  // Shell-quoted command prefix that sandboxes the bot (contest: sandbox.h), "" = none; every
  // spawn runs launch_command(spec).
  std::string sandbox;
};

bool parse_bot_spec(const std::string& text, BotSpec* out, std::string* err);
// A bot list (tournament --bots FILE): one spec per line; blank lines and lines whose first
// non-blank byte is '#' are skipped; trailing blanks and '\r' are dropped. On error *err names
// `source` and the line ("bots.txt:3: ...") and *out is left unchanged.
bool parse_bot_list(const std::string& text, const std::string& source, std::vector<BotSpec>* out,
                    std::string* err);
// Finds the executable (relative to dir, or on PATH) and hashes it. False if not found.
bool resolve_binary(BotSpec* spec, std::string* err);
// The Botzone protocols carry no board size, so a Botzone bot told nothing plays 15x15. For a run
// on another size, returns a warning naming the bot (empty if none is due: a contest protocol, a
// 15x15 board, or a cmd that visibly passes "--size N").
std::string botzone_size_warning(const BotSpec& spec, int size);
// The spec's per-bot keys in spec syntax (",time=500,stdin=close"), "" if none: for headers.
std::string spec_overrides_text(const BotSpec& spec);
// The spec's command as spawned: inside its sandbox prefix when it has one (sandboxed_command).
std::string launch_command(const BotSpec& spec);

// Time, memory and output limits. A turn answered within limit + margin is in time; later but
// before limit + margin + grace is TIMEOUT; no answer by then is STALL (the bot is killed).
// With a game clock (clock_base_ms > 0, ICGA-style --tc BASE+INC) a turn's limit is what is left
// on the bot's clock, which gains clock_inc_ms after every turn; turn_ms and first_ms are unused.
struct Limits {
  int turn_ms = 1000;
  int first_ms = 2000;  // each bot's first turn of a game (process start, tables)
  int margin_ms = 50;
  int grace_ms = 1000;
  uint64_t memory_mb = 256;          // 0 = no limit (e.g. for sanitizer builds of a bot)
  uint64_t output_cap = 256 * 1024;  // bytes of stdout per turn
  int64_t clock_base_ms = 0;         // 0 = no game clock
  int64_t clock_inc_ms = 0;
  MemoryMode memory_mode = MemoryMode::kAuto;  // resident (cgroup or polled) or RLIMIT_AS
  uint64_t stderr_cap = kDefaultStderrCap;     // bytes of a bot's log per game
};

// The limits one bot plays under: the run's, with the spec's time=/first=/memory= applied. A spec
// with time= but no first= gets first = 2 x time, as --time does without --first.
Limits limits_for(const Limits& run, const BotSpec& spec);
// Parses "--tc BASE+INC" (seconds, decimals allowed; "+INC" optional) into the limits.
bool parse_time_control(const std::string& text, Limits* out, std::string* err);

}  // namespace judge
}  // namespace c6
