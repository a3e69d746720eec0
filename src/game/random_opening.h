// Random openings for self-play: Black's first stone within 1 of the centre, then `turns` more
// turns of random stones within 3 of the centre (each legal; a turn that finds no legal pair in
// 1000 draws plays its last draw, which Game::play rejects, so the game is simply shorter).
// One random stream (Rng) drives the whole opening, so a seed names an opening.
#pragma once

#include "core/rng.h"
#include "game/game.h"

namespace c6 {

// With turns = 1 (White's two stones random) openings stay balanced; with 2, Black's random second
// turn loses some openings outright against any competent White.
Game random_opening(int size, Rng* rng, int turns);

}  // namespace c6
