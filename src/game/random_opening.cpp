#include "game/random_opening.h"

namespace c6 {

Game random_opening(int size, Rng* rng, int turns) {
  Game g(size);
  const int c = size / 2;
  for (int t = 0; t <= turns; ++t) {
    const int need = g.stones_required();
    const int r = t == 0 ? 1 : 3;
    Move m;
    for (int tries = 0; tries < 1000; ++tries) {
      Point p[2];
      for (int i = 0; i < need; ++i) {
        p[i] = Point(c - r + static_cast<int>(rng->below(2 * r + 1)),
                     c - r + static_cast<int>(rng->below(2 * r + 1)));
      }
      m = need == 1 ? Move(p[0]) : Move(p[0], p[1]);
      if (g.check(m) == Illegal::kNone) break;
    }
    g.play(m);
  }
  return g;
}

}  // namespace c6
