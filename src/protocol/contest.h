// Contest text protocols (19x19 by default): CCGC and the Cloudict dialect.
//
// ContestSession owns the current game, our colour and the per-turn limits of one platform
// session; it reads commands line by line (bounded) and answers each with one flushed line.
// Invariant: when a game is in progress, game_ holds every accepted turn, ours included, and our
// reply was printed only after our move was played on it.
#pragma once

#include <iosfwd>
#include <memory>
#include <string>
#include <vector>

#include "core/coords.h"
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
  bool handle_line(const std::string& line, int* code);

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
  std::unique_ptr<Game> game_;  // null outside a game
  Color us_ = kWhite;
  int warnings_ = 0;
  int errors_ = 0;
};

// Cap on one command line: real commands are a few tokens long.
constexpr size_t kMaxContestLine = 4096;

}  // namespace c6
