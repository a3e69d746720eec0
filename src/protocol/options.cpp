#include "protocol/options.h"

#include <cmath>
#include <cstdlib>

#include "core/types.h"
#include "search/params.h"

namespace c6 {

namespace {

bool parse_seconds(const std::string& s, double* out) {
  if (s.empty()) return false;
  char* end = nullptr;
  const double v = std::strtod(s.c_str(), &end);
  // Up to a day per turn; anything longer is a typo, not a time control.
  if (*end != '\0' || !std::isfinite(v) || v <= 0 || v > 86400) return false;
  *out = v;
  return true;
}

// Options without a value; false if `flag` is not one of them.
bool apply_switch(const std::string& flag, BotOptions* o) {
  if (flag == "--help" || flag == "-h") {
    o->help = true;
  } else if (flag == "--version") {
    o->version = true;
  } else if (flag == "--keep-running") {
    o->keep_running = true;
  } else if (flag == "--no-timing") {
    o->no_timing = true;
  } else if (flag == "--book") {
    o->book = true;
  } else if (flag == "--no-book") {
    o->book = false;
  } else {
    return false;
  }
  return true;
}

bool takes_value(const std::string& flag) {
  static const char* const kValued[] = {"--protocol", "--level", "--time", "--depth",
                                        "--nodes",    "--hash",  "--seed", "--size",
                                        "--letters",  "--name",  "--param"};
  for (const char* k : kValued) {
    if (flag == k) return true;
  }
  return false;
}

bool parse_protocol_kind(const std::string& v, ProtocolKind* out) {
  if (v == "auto") {
    *out = ProtocolKind::kAuto;
  } else if (v == "botzone") {
    *out = ProtocolKind::kBotzone;
  } else if (v == "ccgc") {
    *out = ProtocolKind::kCcgc;
  } else if (v == "cloudict") {
    *out = ProtocolKind::kCloudict;
  } else {
    return false;
  }
  return true;
}

bool parse_letter_order(const std::string& v, LetterOrder* out) {
  if (v == "xy") {
    *out = LetterOrder::kColumnRow;
  } else if (v == "yx") {
    *out = LetterOrder::kRowColumn;
  } else {
    return false;
  }
  return true;
}

// --param NAME=VALUE (or help). Each value is range-checked on `all` (every --param so far, to
// check them against each other at the end); the engine applies the list.
bool apply_param(const std::string& value, BotOptions* o, SearchParams* all, std::string* error) {
  if (value == "help") {
    o->param_help = true;
    return true;
  }
  std::string name;
  double v = 0;
  if (!set_search_param_from(all, value, &name, &v, error)) return false;
  o->engine.params.emplace_back(name, v);
  return true;
}

// One option that takes a value (takes_value(flag)); on false *error says what is wrong.
bool apply_valued(const std::string& flag, const std::string& value, BotOptions* o,
                  SearchParams* all_params, std::string* error) {
  long long n = 0;
  const char* expected = nullptr;  // set when the value is refused: what the option takes
  if (flag == "--protocol") {
    if (!parse_protocol_kind(value, &o->protocol)) expected = "auto|botzone|ccgc|cloudict";
  } else if (flag == "--level") {
    if (!parse_level(value, &o->engine.level)) expected = "random|greedy|table|default";
  } else if (flag == "--time") {
    if (!parse_seconds(value, &o->time_s)) expected = "seconds, > 0, at most 86400";
  } else if (flag == "--depth") {
    if (parse_int(value, 1, 64, &n)) {
      o->depth = static_cast<int>(n);
    } else {
      expected = "1..64";
    }
  } else if (flag == "--nodes") {
    if (parse_int(value, 1, 1000000000000LL, &n)) {
      o->nodes = static_cast<uint64_t>(n);
    } else {
      expected = "1..1e12";
    }
  } else if (flag == "--param") {
    return apply_param(value, o, all_params, error);
  } else if (flag == "--hash") {
    if (parse_int(value, 1, 4096, &n)) {
      o->engine.hash_mb = static_cast<int>(n);
    } else {
      expected = "MB, 1..4096";
    }
  } else if (flag == "--seed") {
    if (parse_int(value, 0, 0x7fffffffffffffffLL, &n)) {
      o->engine.seed = static_cast<uint64_t>(n);
    } else {
      expected = "non-negative integer";
    }
  } else if (flag == "--size") {
    if (parse_int(value, kMinSize, kMaxSize, &n)) {
      o->size = static_cast<int>(n);
    } else {
      expected = "6..25";
    }
  } else if (flag == "--letters") {
    if (!parse_letter_order(value, &o->letters)) expected = "xy|yx";
  } else if (flag == "--name") {
    // The contest platform allows 12 letters; spaces would break its one-token reply.
    if (value.empty() || value.size() > 12 || value.find_first_of(" \t\r\n") != std::string::npos) {
      expected = "1..12 characters, no spaces";
    } else {
      o->name = value;
    }
  }
  if (!expected) return true;
  *error = "bad value '" + value + "' for " + flag + " (" + expected + ")";
  return false;
}

}  // namespace

double turn_budget_ms(const BotOptions& options, ProtocolKind kind, double input_limit_ms) {
  if (options.time_s > 0) return options.time_s * 1000;
  if (input_limit_ms > 0) return input_limit_ms;
  const bool carries_time = kind == ProtocolKind::kBotzone;
  return carries_time ? kAssumedTurnLimitMs : kUntimedProtocolShare * kAssumedTurnLimitMs;
}

ArgStatus parse_bot_args(const std::vector<std::string>& args, BotOptions* out,
                         std::string* error) {
  BotOptions o;
  SearchParams all_params;  // every --param applied in order, to check them against each other
  for (size_t i = 0; i < args.size(); ++i) {
    // "--flag=value" or "--flag value".
    std::string flag = args[i];
    std::string value;
    const size_t eq = flag.find('=');
    const bool inline_value = flag.compare(0, 2, "--") == 0 && eq != std::string::npos;
    if (inline_value) {
      value = flag.substr(eq + 1);
      flag = flag.substr(0, eq);
    }
    if (apply_switch(flag, &o)) continue;
    if (!takes_value(flag)) {
      *error = "unknown option '" + args[i] + "' (see --help)";
      return ArgStatus::kError;
    }
    if (!inline_value) {
      if (i + 1 >= args.size()) {
        *error = "option " + flag + " needs a value";
        return ArgStatus::kError;
      }
      value = args[++i];
    }
    if (!apply_valued(flag, value, &o, &all_params, error)) return ArgStatus::kError;
  }
  if (!search_params_consistent(all_params, error)) return ArgStatus::kError;
  o.engine.use_book = o.book;
  *out = o;
  return ArgStatus::kOk;
}

std::string bot_help_text() {
  return R"(usage: c6bot [options]             play one protocol on stdin/stdout
       c6bot bench [eval]          fixed-position benchmarks
       c6bot perft                 move-generation counts
       c6bot analyze ...           analyse a position (see c6bot analyze --help)
       c6bot tune gen|fit|import ...
                                   leaf-weight training data and its fit (c6bot tune --help)
       c6bot book build ...        search the opening book offline (see c6bot book --help)
       c6bot book merge ...        join book data files (see c6bot book merge --help)

Protocol (auto-detected from the first non-blank input character unless given):
  --protocol auto|botzone|ccgc|cloudict
                      auto (default): '{' = Botzone JSON, digit or '-' = Botzone line mode,
                      a letter = contest text protocol (CCGC; use --protocol cloudict for Cloudict)
  --keep-running      Botzone: after each answer print >>>BOTZONE_REQUEST_KEEP_RUNNING<<< and
                      read the next request (bare JSON object, {"requests":...}, or "x0 y0 x1 y1")
  --size N            board size 6..25 (default: 15 for Botzone, 19 for contest protocols)
  --letters xy|yx     CCGC letter order: xy = first letter is the column (default), yx = row first
  --name NAME         name sent to the contest platform (default C6, at most 12 characters)

Engine:
  --level random|greedy|table|default   playing level (default: default)
  --time S            seconds per turn, > 0 and at most 86400, planned on with the engine's
                      usual margin; overrides the input's time_limit (default: Botzone:
                      time_limit if numeric, read as ms when > 50 else as seconds, otherwise
                      1 s; contest protocols, which carry no time: 0.7 s, a safe share of an
                      assumed 1 s limit)
  --depth D           search depth limit, 1..64 (deterministic while the turn's time does not
                      run out first: the bot keeps its clock; a long --time rules that out)
  --nodes N           node limit, 1..1e12 (deterministic on the same terms)
  --hash MB           transposition table size, 1..4096 (default 32; a turn shorter than 1 s
                      uses a share of it in proportion, sparing a fresh table's page faults)
  --seed N            random seed (level random and tie-breaks)
  --param NAME=VALUE  override a search knob of the default level (repeatable; for tuning
                      matches); a value outside the knob's range is an error (exit 2)
  --param help        list the knobs: name, default, range, meaning
  --no-timing         report t=0ms in the debug summary (reproducible output for tests)
  --book              play from the opening book (default level, 19x19) where it has the position
                      and its move survives the threat solvers (the default; the book holds
                      moves learned from lost games)
  --no-book           search every position

  --help              this text
  --version           version and build options

Exit codes:
  0  answered / session ended normally; an illegal turn in a Botzone history (occupied point,
     off board, duplicate, wrong count) is repaired as a lenient arena would and answered, with
     a warning on stderr and in the debug field
  1  internal error
  2  bad command line
  3  input not understood (not JSON, wrong types, missing fields, truncated, unknown protocol)
  4  impossible history: a turn played after the game was decided
  5  input larger than 16 MB
  6  game already over (six made or board full): no move to play
Errors are one line on stderr starting with "c6bot: ".
)";
}

}  // namespace c6
