// One human-versus-bot game of `c6judge serve`: the position, the bot's process (a BotSession,
// so the bot plays under the same limits and verdicts as in a match) and the result. No HTTP here.
#pragma once

#include <atomic>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

#include "bots/bot.h"
#include "game/game.h"
#include "records/gamelog.h"

namespace c6 {
namespace judge {

// The page's stones, "x,y" or "x,y;x,y", into a move; false if malformed or off a size board.
bool parse_stones(const std::string& s, int size, Move* out);

// Owns one game and the bot's session. Invariant: when over() the bot process is finished and
// the verdict fields are set; turns_ holds exactly the legal turns on the board. Callers
// serialize access through mutex().
class ServeGame {
 public:
  ServeGame(const BotSpec& bot, Color human, int size, const Limits& limits,
            const std::atomic<bool>* stop);
  ~ServeGame();

  // Lets the bot move if it is its turn (a new game with the human as White).
  void bot_turn_if_due();
  // The human's turn; false + *err (for a 4xx) if not the human's turn, over or illegal.
  bool human_move(const Move& m, std::string* err);
  // Takes back the human's last turn (and the bot's answer after it). False if there is none.
  bool undo(std::string* err);
  void resign();
  bool over() const { return over_; }
  const Game& game() const { return game_; }
  Color human() const { return human_; }
  const BotSpec& bot_spec() const { return bot_spec_; }
  // One line on how the game ended ("greedy wins: WIN_SIX (six): ..."), empty while it runs.
  std::string result_text() const;
  // The state as a JSON object for the page.
  std::string state_json(const std::string& id) const;
  // The game as a judge log line (only meaningful once over()).
  std::string log_line() const;
  std::mutex& mutex() { return mu_; }
  int64_t last_used_us() const { return last_used_us_; }

 private:
  void end_game(Verdict v, Color winner, const std::string& reason, const std::string& detail);
  void finish_if_six();
  std::vector<Point> six_cells() const;

  BotSpec bot_spec_;
  Color human_;
  Limits limits_;
  const std::atomic<bool>* stop_;
  Game game_;
  std::unique_ptr<BotSession> bot_;
  std::vector<TurnRecord> turns_;
  bool over_ = false;
  Verdict verdict_ = Verdict::kNone;
  Color winner_ = kEmpty;
  Color culprit_ = kEmpty;
  std::string reason_, detail_;
  double last_bot_ms_ = -1;
  int64_t started_us_ = 0;
  int64_t last_used_us_ = 0;
  std::mutex mu_;
};

}  // namespace judge
}  // namespace c6
