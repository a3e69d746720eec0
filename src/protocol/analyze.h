// `c6bot analyze`: a position (Botzone JSON, Little Golem SGF, or a text diagram of ./X/O rows)
// -> best move, score, principal variation, threats of each side, VCDT found or not; --scores
// prints the per-cell score grid for debugging; --blunders analyses lost games of c6judge logs
// (protocol/blunders.h).
#pragma once

#include <string>
#include <vector>

#include "game/game.h"

namespace c6 {

int analyze_main(const std::vector<std::string>& args);

// Parses any of the three formats into a game (the side to move follows from it). Returns false
// with a reason on bad input. `size` is the board size of a JSON request; SGF uses SZ (else 19,
// Little Golem's size); a diagram's size is its row count.
bool parse_position(const std::string& text, int size, Game* out, std::string* why);

}  // namespace c6
