// Analyse for `c6judge serve`: asks `c6bot analyze` (the --bot binary, when it is c6bot) for the
// engine's best turn, score and principal variation of a position.
#pragma once

#include <atomic>
#include <string>

#include "bots/bot_spec.h"
#include "game/game.h"

namespace c6 {
namespace judge {

// True if the bot's executable is c6bot (the only engine whose `analyze` output we read).
bool can_analyse(const BotSpec& spec);
// Runs `<c6bot> analyze --time 0.5` on the position; *text = its "best:" and "pv:" lines. False +
// *err if it fails or takes longer than 10 s.
bool analyse_position(const BotSpec& spec, const Game& game, std::string* text, std::string* err,
                      const std::atomic<bool>* stop);

}  // namespace judge
}  // namespace c6
