// The referee: plays one game between two bots and decides it (docs/rules-and-verdicts.md).
#pragma once

#include <atomic>
#include <functional>
#include <string>
#include <vector>

#include "bots/bot.h"
#include "bots/verdict.h"
#include "core/types.h"
#include "records/game_record.h"

namespace c6 {
namespace judge {

// Everything play_game needs: board, opening turns (legal, not ending the game), both bots,
// limits, stderr files and the operator's stop flag.
struct GameSetup {
  int size = 15;
  std::vector<Move> opening;
  BotSpec black, white;
  Limits limits;
  std::string stderr_black, stderr_white;  // file paths ("" = /dev/null)
  const std::atomic<bool>* stop = nullptr;
  int max_turns = 0;  // 0 = play to the end; else adjudicate a draw after this many bot turns
  // Adjudicate a draw as soon as no six can be made any more (Board::six_possible), instead of
  // playing on until the board is full. Exact: such a game can only end drawn, unless a bot
  // faults later (a timeout or crash that the rest of the game would have shown).
  bool adjudicate_dead = false;
  std::string globaldata_black,
      globaldata_white;  // Botzone globaldata carried in from earlier games
  // Called with the game so far before the first turn and after every legal turn (live games);
  // may be empty.
  std::function<void(const GameRecord&)> on_turn;
};

// Plays the game. The opening must be legal (checked by the caller).
GameRecord play_game(const GameSetup& setup);

}  // namespace judge
}  // namespace c6
