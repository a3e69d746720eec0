// The classic baseline strategies kept as levels (docs/baselines.md): random, and the
// greedy tuple bots with the win-or-block minimum. They read the incremental cell scores of a
// Position built with the level's weight table.
#pragma once

#include "core/rng.h"
#include "core/types.h"
#include "eval/position.h"

namespace c6 {

// A uniformly random legal turn of `stones` stones (1 or 2). Precondition: enough empty cells.
Move random_move(const Board& board, int stones, Rng& rng);

// Win-or-block minimum: if `mover` can make six this turn, the finishing move; else if the
// opponent threatens six and at most two stones hit every threat window, those stones (a free
// second stone goes to the best-scoring cell). Returns count 0 when neither applies.
// `reason` receives "win" or "block".
Move win_or_block(Position& pos, Color mover, int stones, const char** reason);

// Highest-scoring empty cell for mover; ties go to the cell nearest the centre, then row-major.
int best_cell(const Position& pos, Color mover, int exclude = -1);

// Greedy turn: best cell, place it, re-score, best cell again (scores read from pos's table).
Move greedy_move(Position& pos, Color mover, int stones);

}  // namespace c6
