// Parsers of a bot's answer, without IO, so they can be tested and fuzzed alone. Also defined
// here: parse_botzone_json_answer and parse_botzone_line_move (declared in bot.h).
#pragma once

#include <string>

#include "bot.h"
#include "core/types.h"

namespace c6 {
namespace judge {

// A text-protocol answer line "move XXYY" (already found and trimmed by the reader) of a ccgc or
// cloudict bot on a size x size board. CCGC letters do not depend on the board size, so letters
// past the board decode to an off-board stone (an illegal move, the referee's business) rather
// than unreadable output. False = BAD_OUTPUT with *why.
// Exactly four whole decimal integers in int range, separated by blanks ("x0 y0 x1 y1"), nothing
// else. (sscanf's %d wrapped out-of-range values: "4294967303" read as 7; found by
// fuzz_judge_answer's check that a read move is the integers written.)
bool parse_four_ints(const std::string& s, int v[4]);

bool parse_text_move(const std::string& move_line, Proto proto, int size, Move* out,
                     std::string* why);

}  // namespace judge
}  // namespace c6
