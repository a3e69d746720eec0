// `c6bot tune`: the leaf evaluation's weights, fitted by measurement (Texel tuning).
//
//   c6bot tune gen --size 15 --games 800 --nodes 3000 --seed 1 --out games-15.txt
//   c6bot tune fit games-15.txt games-19.txt [--holdout 0.2] [--seed 1] [--terms base|double]
//
// `gen` plays self-play games of the default level at a node limit from random openings and writes
// one line per game: the moves, the result, and which positions are quiet (tools/texel.h is
// asked only there: no threat window of either side, the search found no proved result, and the
// move came from the alpha-beta search). `fit` replays those positions, fits K and then the
// weights on a train split (80/20 by game) and prints the loss before and after on both splits
// and the weights as a line for SearchParams (search/params.h). Deterministic given the seeds.
#pragma once

#include <string>
#include <vector>

#include "game/game.h"
#include "tools/texel.h"

namespace c6 {

int tune_main(const std::vector<std::string>& args);

// One line of a dataset: "SIZE RESULT QUIET MOVE...", RESULT one of B, W, D; QUIET a comma list
// of turn numbers t (the position before turn t, 0-based) or "-"; each MOVE "x.y" or "x.y-x.y".
struct TuneGame {
  Game game;
  Result result = Result::kDraw;
  std::vector<int> quiet;
};
std::string format_tune_game(const TuneGame& g);
// False with a reason on any malformed or illegal line.
bool parse_tune_game(const std::string& line, TuneGame* out, std::string* why);
// The labelled samples of a game's quiet positions (game number `id`).
std::vector<TexelSample> tune_samples(const TuneGame& g, int id);

}  // namespace c6
