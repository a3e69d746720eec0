// Bots as the judge sees them. ProtocolBot is the process layer shared by every protocol (start,
// read with deadlines, classify a death, notes in the bot's stderr log, the game clock); one
// subclass per protocol speaks it (botzone_bot.h: Botzone JSON and line mode; text_protocol_bot.h:
// ccgc and cloudict), created from a BotSpec by make_protocol_bot(). BotSession is the handle the
// referee, check and replay hold.
#pragma once

#include <atomic>
#include <memory>
#include <string>
#include <vector>

#include "bots/answer_parse.h"
#include "bots/bot_spec.h"
#include "bots/turn_outcome.h"
#include "bots/verdict.h"
#include "core/types.h"
#include "process/process.h"

namespace c6 {
namespace judge {

// One bot playing one colour of one game: owns the bot's process, its limits (the run's with the
// spec's overrides applied) and its game clock. Invariant: after finish() or destruction no
// process of the bot is left. Subclasses implement play_turn() for their protocol.
class ProtocolBot {
 public:
  ProtocolBot(const BotSpec& spec, Color color, int size, const Limits& limits,
              std::string stderr_path, const std::atomic<bool>* stop);
  virtual ~ProtocolBot() = default;
  ProtocolBot(const ProtocolBot&) = delete;
  ProtocolBot& operator=(const ProtocolBot&) = delete;

  // Plays our turn: history holds every turn so far (Black first) and it is our colour's move.
  // Charges the turn to the clock.
  TurnOutcome play(const std::vector<Move>& history);
  // Ends the game for the bot (a text engine is told so) and kills its process group.
  virtual void finish();

  virtual void set_globaldata(const std::string&) {}
  virtual std::string globaldata() const { return ""; }
  int spawns() const { return spawns_; }
  int keep_turns() const { return keep_turns_; }
  pid_t pid() const { return proc_.pid(); }
  const Limits& limits() const { return limits_; }
  // Milliseconds left on the game clock (-1 without one).
  int64_t clock_ms() const { return limits_.clock_base_ms > 0 ? clock_ms_ : -1; }

 protected:
  virtual TurnOutcome play_turn(const std::vector<Move>& history) = 0;

  // Starts the process; false with a CRASH verdict in *out.
  bool start(TurnOutcome* out);
  // The limit of this turn: the clock's remainder, else first_ms on the first turn, else turn_ms.
  int limit_ms() const;
  // The per-turn time a bot may be told (Botzone time_limit): with a clock an even share of it.
  int announced_ms() const;
  // Deadlines of a turn that starts now: soft = limit + margin, hard = soft + grace.
  struct Deadlines {
    int64_t t0 = 0, soft = 0, hard = 0;
    int limit = 0;
  };
  Deadlines deadlines() const;
  // Reads stdout until data, EOF, the deadline or an operator stop; enforces the output cap
  // (OUTPUT_LIMIT in *out, group killed, returns false).
  bool read_capped(int64_t deadline, size_t* bytes, ChildProcess::ReadStatus* st, TurnOutcome* out);
  // Verdicts shared by all protocols.
  void mark_interrupted(TurnOutcome* out);
  void classify_death(TurnOutcome* out);  // EOF without a complete answer: CRASH or MEM_LIMIT
  void mark_stall(const Deadlines& d, const char* what, TurnOutcome* out);
  bool mark_if_late(const Deadlines& d, TurnOutcome* out);  // TIMEOUT if past limit + margin
  // Keeps a stdout line the protocol did not take (chatter) in the bot's stderr log, tagged with
  // why, through the process layer (which caps the log); no-op without a log.
  void log_stdout(const std::string& line, const char* why = "stdout");

  BotSpec spec_;
  Color color_;
  int size_;
  Limits limits_;
  std::string stderr_path_;
  const std::atomic<bool>* stop_;
  ChildProcess proc_;
  int turns_ = 0;
  int spawns_ = 0;
  int keep_turns_ = 0;
  int64_t clock_ms_ = 0;
};

// The protocol class for spec.proto (defined in bot_factory.cpp, which sees every protocol class).
std::unique_ptr<ProtocolBot> make_protocol_bot(const BotSpec& spec, Color color, int size,
                                               const Limits& limits, std::string stderr_path,
                                               const std::atomic<bool>* stop);

// A value handle on a ProtocolBot, so callers construct a bot of any protocol in one line.
class BotSession {
 public:
  BotSession(const BotSpec& spec, Color color, int size, const Limits& limits,
             std::string stderr_path, const std::atomic<bool>* stop)
      : bot_(make_protocol_bot(spec, color, size, limits, std::move(stderr_path), stop)) {}
  ~BotSession() { finish(); }

  TurnOutcome play(const std::vector<Move>& history) { return bot_->play(history); }
  void finish() { bot_->finish(); }
  // globaldata persists across games on Botzone: the runner seeds it and collects it afterwards.
  void set_globaldata(const std::string& g) { bot_->set_globaldata(g); }
  std::string globaldata() const { return bot_->globaldata(); }
  int spawns() const { return bot_->spawns(); }
  int keep_turns() const { return bot_->keep_turns(); }
  pid_t pid() const { return bot_->pid(); }
  int64_t clock_ms() const { return bot_->clock_ms(); }
  const Limits& limits() const { return bot_->limits(); }

 private:
  std::unique_ptr<ProtocolBot> bot_;
};

}  // namespace judge
}  // namespace c6
