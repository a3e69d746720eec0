// JudgeLogGame: one finished game read back from a c6judge log line (JSONL), for the bot's own
// analysis tools (`c6bot analyze --blunders`, the loss-position tests). The judge's full parser
// lives in judge/, which the bot must not include; this reader takes only what analysis needs:
// the board size, the players' names, every turn in order (opening turns first), the bot's debug
// text per turn, and the winner. Invariant after a successful parse: `turns` replays legally from
// the empty board (checked), `debug.size() == turns.size()`.
#pragma once

#include <string>
#include <vector>

#include "core/types.h"

namespace c6 {

struct JudgeLogGame {
  int game = -1;  // the judge's game number
  int size = 15;
  std::string black, white;  // bot names
  std::vector<Move> turns;   // opening turns, then the logged moves
  int opening_turns = 0;
  std::vector<std::string> debug;  // per turn, empty when the log has none
  Color winner = kEmpty;           // kEmpty: a draw or an unfinished game
  std::string verdict;             // "WIN_SIX", "TIME_FORFEIT", ... (may be empty)
};

// Parses one log line. False with a reason for anything that is not a whole, legal game.
bool parse_judge_log_line(const std::string& line, JudgeLogGame* out, std::string* why);

}  // namespace c6
