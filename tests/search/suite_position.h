// Reading positions of the loss suite (tests/data/loss-positions.jsonl, written by `c6bot analyze
// --blunders`) and the one question every reader of it asks about a position where both stones
// must block: is every block refuted? Shared by c6suitecheck and the search tests, so the suite is
// read and judged one way. Header-only, test code: no Catch2 here (c6suitecheck has none); a
// caller that must fail on bad input wraps these in its own REQUIRE.
#pragma once

#include <string>

#include "core/coords.h"
#include "eval/position.h"
#include "eval/weights.h"
#include "game/game.h"
#include "rapidjson/document.h"
#include "search/threats.h"

namespace c6 {

// A suite move is Botzone's four numbers [x0, y0, x1, y1] (x1 = y1 = -1 for one stone). False
// for anything else, or for numbers that are not a move (the board size is checked on play).
inline bool suite_move(const rapidjson::Value& v, Move* m) {
  if (!v.IsArray() || v.Size() != 4) return false;
  for (const rapidjson::Value& x : v.GetArray()) {
    if (!x.IsInt()) return false;
  }
  std::string why;
  return coords::from_botzone(v[0].GetInt(), v[1].GetInt(), v[2].GetInt(), v[3].GetInt(), m, &why);
}

// Plays turns[0..upto) (suite moves) onto *g. False at the first that is not a move or not legal
// there; *g then holds the turns before it.
inline bool suite_replay(const rapidjson::Value& turns, int upto, Game* g) {
  if (!turns.IsArray() || upto < 0 || upto > static_cast<int>(turns.Size())) return false;
  for (int t = 0; t < upto; ++t) {
    Move m;
    if (!suite_move(turns[t], &m) || g->play(m) != Illegal::kNone) return false;
  }
  return true;
}

// True when the side to move in g must block two threats with both stones (no single cell
// blocks them, so blocking_moves lists every answer) and refuted(pos, opponent) says each
// blocking pair loses: no move can pass there. `refuted` is called with the pair made in pos;
// a pair that makes the mover's own six is never refuted. False on a free stone (hundreds of
// answers, not enumerated here) or when the position is over.
template <class Refuted>
bool every_block_refuted(const Game& g, Refuted&& refuted) {
  if (g.over() || g.stones_required() != 2) return false;
  Position pos(g, *find_weights("default"));
  const Color mover = g.to_move(), other = opponent(mover);
  BlockSet bs;
  blocking_moves(pos, other, &bs);
  if (bs.needed != 2 || bs.count == 0) return false;
  for (int i = 0; i < bs.count; ++i) {
    if (bs.b[i] < 0) return false;
  }
  for (int i = 0; i < bs.count; ++i) {
    pos.make(bs.a[i], mover);
    pos.make(bs.b[i], mover);
    const bool lost = !pos.has_six(mover) && refuted(pos, other);
    pos.unmake(bs.b[i]);
    pos.unmake(bs.a[i]);
    if (!lost) return false;
  }
  return true;
}

}  // namespace c6
