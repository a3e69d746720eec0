// The contest text protocols (docs/protocols.md section 8): one engine process for the whole game,
// "move XXYY" lines both ways. TextProtocolBot speaks both dialects; what differs between CCGC and
// Cloudict (name query, single-stone form, letter mapping, setting up a position, goodbye) is data
// in a TextDialect, not branches.
#pragma once

#include "bots/bot.h"

namespace c6 {
namespace judge {

// What distinguishes one text dialect from the other.
struct TextDialect {
  LetterDialect letters;
  const char* name_query;  // "name?" (CCGC) or "name" (Cloudict)
  bool can_set_up;         // "black XX", "white XXYY", "next": can start from any position
  const char* goodbye;     // sent by finish()
};
const TextDialect& text_dialect(Proto p);

// Owns one engine process for the game; stdout lines that are not the protocol's move or name
// answer are chatter, copied to the bot's stderr log. Invariant: once started, the process is the
// same for every turn (a dead engine is not restarted: CRASH).
class TextProtocolBot : public ProtocolBot {
 public:
  TextProtocolBot(const BotSpec& spec, Color color, int size, const Limits& limits,
                  std::string stderr_path, const std::atomic<bool>* stop);
  void finish() override;
  const std::string& engine_name() const { return engine_name_; }

 protected:
  TurnOutcome play_turn(const std::vector<Move>& history) override;

 private:
  std::string letters(const Move& m) const;
  // The input of the engine's first turn: name query, options, and the game so far. False (with
  // ADJUDICATED) if the dialect cannot start from this position.
  bool game_start_input(const std::vector<Move>& history, TurnOutcome* out) const;
  // Reads up to the first move line; chatter goes to the log.
  void read_move(const Deadlines& d, TurnOutcome* out);

  const TextDialect& dialect_;
  std::string engine_name_;
};

}  // namespace judge
}  // namespace c6
