// Contest text protocols (19x19 by default): CCGC and the Cloudict dialect.
//
// ContestSession owns the current game, our colour and the per-turn limits of one platform
// session; it reads commands line by line (bounded) and answers each with one flushed line.
// Invariant: when a game is in progress, game_ holds every accepted turn, ours included, and our
// reply was printed only after our move was played on it.
// Time: these protocols carry no limit, so a turn is planned on turn_budget_ms() (--time, else a
// safe share of an assumed 1 s), counted from the moment the command line that asks for our move
// was read: whatever the session does before the engine starts its clock comes off the budget.
#pragma once

#include <iosfwd>
#include <memory>
#include <string>
#include <vector>

#include "core/coords.h"
#include "core/timer.h"
#include "game/game.h"
#include "protocol/input.h"
#include "protocol/options.h"
#include "search/engine.h"

namespace c6 {

class ContestSession {
 public:
  ContestSession(const BotOptions& options, LetterDialect dialect, Engine& engine,
                 std::ostream& out, std::ostream& err);
  // Runs until quit/exit or end of input; returns the exit code.
  int run(InputReader& in);
  // Handles one command line; returns false when the session must end (exit code in *code).
  // The turn's clock starts here: call it as soon as the line is read.
  bool handle_line(const std::string& line, int* code);
  // The per-turn limits the session plans on (time_ms before the time since the read is taken
  // off; depth and nodes from the flags or a Cloudict 'depth' command).
  const Limits& limits() const { return limits_; }

 private:
  void reply(const std::string& line);
  void warn(const std::string& message);
  void start(Color us);
  void play_ours();
  void opponent_move(const std::string& token);
  void setup_move(Color c, const std::string& token);

  const BotOptions& options_;
  LetterStyle style_;
  Engine& engine_;
  std::ostream& out_;
  std::ostream& err_;
  int size_;
  Limits limits_;
  Timer since_read_;            // reset when a command line arrives
  std::unique_ptr<Game> game_;  // null outside a game
  Color us_ = kWhite;
  int warnings_ = 0;
  int errors_ = 0;
};

// Cap on one command line: real commands are a few tokens long.
constexpr size_t kMaxContestLine = 4096;

}  // namespace c6
