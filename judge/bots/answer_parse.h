// Pure parsers of bot answers, one per protocol: text in, move (or why not) out. No process, no
// clock, so they can be unit-tested and fuzzed on their own.
#pragma once

#include <string>

#include "bots/turn_outcome.h"
#include "core/coords.h"

namespace c6 {
namespace judge {

// Parses a Botzone JSON answer line into *out (move, debug) and *data / *globaldata (either may be
// null). False = BAD_OUTPUT with *why.
bool parse_botzone_json_answer(const std::string& line, TurnOutcome* out, std::string* data,
                               std::string* globaldata, std::string* why);
// Exactly four whole decimal integers in int range, separated by blanks ("x0 y0 x1 y1"), nothing
// else. (sscanf's %d wrapped out-of-range values: "4294967303" read as 7; found by
// fuzz_judge_answer's check that a read move is the integers written.)
bool parse_four_ints(const std::string& s, int v[4]);
// Parses a Botzone line-mode move "x0 y0 x1 y1". False = BAD_OUTPUT.
bool parse_botzone_line_answer(const std::string& line, TurnOutcome* out, std::string* why);
// The former name, kept for callers and tests.
inline bool parse_botzone_line_move(const std::string& line, TurnOutcome* out, std::string* why) {
  return parse_botzone_line_answer(line, out, why);
}

// One stdout line of a text-protocol engine (ccgc, cloudict).
enum class TextLine { kMove, kName, kChatter };
// A move is exactly "move" + one space + 2 or 4 letters (CCGC also "XX@@"), with nothing before
// "move" and nothing after the letters but spaces or '\r'; letters may run past this board up to
// the protocol's 19x19 alphabet (that stone is then off the board: an illegal move, not chatter).
// "name <text>" is the name answer. Every other line, e.g. a help text's
// "    move XXXX   - tell the engine ...", is chatter.
TextLine parse_text_move(const std::string& line, LetterDialect dialect, int size, Move* move,
                         std::string* name);

}  // namespace judge
}  // namespace c6
