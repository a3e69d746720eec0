// Bots as the judge sees them: how to start one (BotSpec), the limits it plays under (Limits), and
// BotSession, which speaks one protocol to one bot for one game.
#pragma once

#include <atomic>
#include <memory>
#include <string>
#include <vector>

#include "core/types.h"
#include "process.h"
#include "verdict.h"

namespace c6 {
namespace judge {

enum class Proto { kBotzoneJson, kBotzoneLine, kCcgc, kCloudict };

const char* proto_name(Proto p);
bool parse_proto(const std::string& s, Proto* out);

// How to start a bot. Parsed from "name=a,cmd=./x --level greedy,proto=botzone-json,dir=/tmp" (a
// string without any key is the command alone).
struct BotSpec {
  std::string name;
  std::string cmd;
  std::string dir;
  Proto proto = Proto::kBotzoneJson;
  std::string sha256;  // of the executable (first word of cmd), filled by resolve_binary()
  std::string binary;  // resolved path of the executable
};

bool parse_bot_spec(const std::string& text, BotSpec* out, std::string* err);
// Finds the executable (relative to dir, or on PATH) and hashes it. False if not found.
bool resolve_binary(BotSpec* spec, std::string* err);
// The Botzone protocols carry no board size, so a Botzone bot told nothing plays 15x15. For a run
// on another size, returns a warning naming the bot (empty if none is due: a contest protocol, a
// 15x15 board, or a cmd that visibly passes "--size N").
std::string botzone_size_warning(const BotSpec& spec, int size);

// Time, memory and output limits. A turn answered within limit + margin is in time; later but
// before limit + margin + grace is TIMEOUT; no answer by then is STALL (the bot is killed).
struct Limits {
  int turn_ms = 1000;
  int first_ms = 2000;  // each bot's first turn of a game (process start, tables)
  int margin_ms = 50;
  int grace_ms = 1000;
  uint64_t memory_mb = 256;                    // 0 = no limit (e.g. for sanitizer builds of a bot)
  uint64_t output_cap = 256 * 1024;            // bytes of stdout per turn
  MemoryMode memory_mode = MemoryMode::kAuto;  // resident (cgroup or polled) or RLIMIT_AS
  uint64_t stderr_cap = kDefaultStderrCap;     // bytes of a bot's log per game
};

// What one turn produced. verdict == kNone means a move was read (its legality is the referee's
// business); otherwise the bot failed the turn and detail says how.
struct TurnOutcome {
  Verdict verdict = Verdict::kNone;
  Move move;
  bool malformed_count = false;  // a half pair or second-without-first: wrong_count
  double ms = 0;
  std::string debug;
  std::string detail;
  std::string input;   // exactly what was sent this turn (for replay/diagnostics)
  std::string output;  // what was read (truncated to 4 KB)
};

// One bot playing one colour of one game. Owns the bot's process (respawned every turn in Botzone
// restart mode, kept alive after a keep-running marker or for the text protocols), the data it
// carries between turns (data/globaldata) and the stderr file. Invariant: after finish() or
// destruction no process of the bot is left.
class BotSession {
 public:
  BotSession(const BotSpec& spec, Color color, int size, const Limits& limits,
             std::string stderr_path, const std::atomic<bool>* stop);
  ~BotSession() { finish(); }

  // Plays our turn: history holds every turn so far (Black first) and it is our colour's move.
  TurnOutcome play(const std::vector<Move>& history);
  // Tells a text-protocol bot the game is over, then kills the process group.
  void finish();

  // globaldata persists across games on Botzone: the runner seeds it and collects it afterwards.
  void set_globaldata(const std::string& g) { globaldata_ = g; }
  const std::string& globaldata() const { return globaldata_; }

  int spawns() const { return spawns_; }
  int keep_turns() const { return keep_turns_; }  // turns answered by a kept-alive process
  pid_t pid() const { return proc_.pid(); }

 private:
  bool start(TurnOutcome* out);
  std::string botzone_full_request(const std::vector<Move>& history) const;
  std::string botzone_bare_request(const Move& last) const;
  TurnOutcome play_botzone(const std::vector<Move>& history);
  TurnOutcome play_text(const std::vector<Move>& history);
  // Classifies a process that ended (EOF) without a complete answer: CRASH or MEM_LIMIT.
  // The operator stopped the judge while this bot was thinking: INTERRUPT, group killed.
  void mark_interrupted(TurnOutcome* out);
  void classify_death(TurnOutcome* out);
  int limit_ms() const { return turns_ == 0 ? limits_.first_ms : limits_.turn_ms; }

  BotSpec spec_;
  Color color_;
  int size_;
  Limits limits_;
  std::string stderr_path_;
  const std::atomic<bool>* stop_;
  ChildProcess proc_;
  bool keep_ = false;  // process is alive and waiting for a bare request
  int turns_ = 0;
  int spawns_ = 0;
  int keep_turns_ = 0;
  std::string data_, globaldata_;
};

// Parses a Botzone JSON answer line into *out (move, debug, data, globaldata). False = BAD_OUTPUT
// with *why. Exposed for tests and replay.
bool parse_botzone_json_answer(const std::string& line, TurnOutcome* out, std::string* data,
                               std::string* globaldata, std::string* why);
// Parses "x0 y0 x1 y1". False = BAD_OUTPUT.
bool parse_botzone_line_move(const std::string& line, TurnOutcome* out, std::string* why);

}  // namespace judge
}  // namespace c6
