// Openings: forced first turns played before the bots take over, and their symmetries.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "core/types.h"

namespace c6 {
namespace judge {

// One opening: stones in playing order (Black's single stone, then pairs). Relative openings are
// offsets from the board centre (size / 2). Invariant: stones.size() is 0 or odd.
struct Opening {
  std::string name;
  bool relative = true;
  std::vector<Point> stones;
  // Where it was read, for messages: the line in the text, and the file (load_openings; "" when
  // parsed from text).
  int line = 0;
  std::string file;
};

// Parses an opening file ("[name] rel|abs x,y x,y ..." per line, '#' comments). False + *err on a
// malformed line (the message names the line).
bool parse_openings(const std::string& text, std::vector<Opening>* out, std::string* err);
bool load_openings(const std::string& path, std::vector<Opening>* out, std::string* err);

// Applies symmetry t (0..7: bit 0 mirrors x, bit 1 mirrors y, bit 2 swaps axes) on an N x N board.
Point transform(Point p, int t, int size);

// The opening's turns on a board of the given size after symmetry t. False + *err if a stone is off
// the board or the turns are illegal (occupied/duplicate).
bool opening_turns(const Opening& o, int size, int symmetry, std::vector<Move>* turns,
                   std::string* err);

}  // namespace judge
}  // namespace c6
