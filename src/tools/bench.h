// `c6bot bench` and `c6bot perft`: fixed-position benchmarks and move-generation counts.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "eval/position.h"
#include "game/game.h"

namespace c6 {

// args are the words after "bench" / "perft". Return the process exit code.
int bench_main(const std::vector<std::string>& args);
int perft_main(const std::vector<std::string>& args);

// A named fixed position for bench and perft (a game, so the side to move is known).
struct BenchPosition {
  const char* name;
  Game game;
};
std::vector<BenchPosition> bench_positions();
// The bench position called `name`; an empty 15x15 game if there is none (tests that pick one by
// name check its stones).
Game bench_position(const std::string& name);
std::vector<BenchPosition> perft_positions();

// Number of move sequences of `depth` turns from pos with `mover` to place `stones` stones
// (1 or 2; later turns 2); a turn that makes six ends the game (not expanded further).
// Turns are unordered: {a, b} and {b, a} are one move.
uint64_t perft(Position& pos, Color mover, int stones, int depth);

}  // namespace c6
