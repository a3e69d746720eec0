// A finished game as the referee decides it and every record keeps it: the turns with their
// times and clocks, the verdict, the winner and the side at fault.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "bots/verdict.h"
#include "core/types.h"

namespace c6 {
namespace judge {

// One turn as recorded in the game log.
struct TurnRecord {
  Move move;
  double ms = 0;
  std::string debug;
  // Game clock after this turn, ms left for Black and White (-1: no clock).
  int64_t clock_black_ms = -1, clock_white_ms = -1;
};

// Everything about a finished game. Invariants: winner is kEmpty exactly for a draw or an
// interrupted game; turns holds only legal bot turns (the opening is separate); a game lost by an
// illegal move keeps the offending move in bad_move.
struct GameRecord {
  int size = 15;
  std::vector<Move> opening;  // turns placed before the bots play (Black first)
  std::string opening_name;
  int symmetry = 0;
  std::vector<TurnRecord> turns;
  Verdict verdict = Verdict::kNone;
  Color winner = kEmpty;
  Color culprit = kEmpty;  // side at fault for fault verdicts
  // A short stable code for every verdict ("six", "occupied", "late", "no_answer", "exit", ...;
  // README lists them) and the prose. Logs before this change held the prose in reason too.
  std::string reason;
  std::string detail;
  bool has_bad_move = false;
  bool bad_move_malformed = false;  // a half pair: not representable as a Move
  Move bad_move;
  double bad_move_ms = 0;
  double duration_ms = 0;
  // Each bot's globaldata at the end of the game (handed to its next game; not logged).
  std::string globaldata_black, globaldata_white;
};

}  // namespace judge
}  // namespace c6
