// Parsers of a bot's answer that have no IO of their own, so they can be tested and fuzzed alone.
// (The Botzone JSON and line answers are parsed by parse_botzone_json_answer and
// parse_botzone_line_move, declared in bot.h.)
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
bool parse_text_move(const std::string& move_line, Proto proto, int size, Move* out,
                     std::string* why);

}  // namespace judge
}  // namespace c6
