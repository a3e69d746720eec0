// Fuzz target: Little Golem SGF as c6judge replay reads it (parse_sgf_games, several games per
// file), then validate() on each game. A game whose turns are all well-formed re-serialises to SGF
// that parses back to the same size, players and turns.
#include "core/coords.h"
#include "fuzz_util.h"
#include "records/replay.h"

using namespace c6;
using namespace c6::judge;

namespace {

std::string as_sgf(const RecordedGame& g) {
  std::string s = "(;FF[4]SZ[" + std::to_string(g.size) + "]PB[" + g.black + "]PW[" + g.white + "]";
  for (size_t k = 0; k < g.turns.size(); ++k) {
    s += k % 2 == 0 ? ";B[" : ";W[";
    const Move& m = g.turns[k].move;
    for (int i = 0; i < m.count; ++i) s += coords::format_sgf_point(m.stone[i]);
    s += "]";
  }
  return s + ")";
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::string text = fuzz::text_of(data, size);
  std::vector<RecordedGame> games;
  std::string err;
  if (!parse_sgf_games(text, &games, &err)) {
    fuzz::check_message(err);
    return 0;
  }
  FUZZ_CHECK(!games.empty(), "success without a game");
  for (const RecordedGame& g : games) {
    FUZZ_CHECK(g.size >= kMinSize && g.size <= kMaxSize, "board size out of range");
    bool well_formed = true;
    for (const RecordedTurn& t : g.turns) {
      if (t.malformed) {
        well_formed = false;
        continue;
      }
      FUZZ_CHECK(t.move.count == 1 || t.move.count == 2, "a turn without stones");
      for (int i = 0; i < t.move.count; ++i) {
        const Point p = t.move.stone[i];
        FUZZ_CHECK(p.x >= 0 && p.y >= 0 && p.x < g.size && p.y < g.size, "stone off the board");
      }
    }
    const Validation v = validate(g);
    FUZZ_CHECK(v.valid == v.problem.empty(), "validation verdict and problem disagree");
    if (!well_formed) continue;
    std::vector<RecordedGame> again;
    const std::string back = as_sgf(g);
    FUZZ_CHECK(parse_sgf_games(back, &again, &err), "own SGF rejected: " + err + ": " + back);
    FUZZ_CHECK(again.size() == 1, "own SGF holds " + std::to_string(again.size()) + " games");
    const RecordedGame& b = again[0];
    FUZZ_CHECK(b.size == g.size && b.black == g.black && b.white == g.white,
               "round trip changed the header: " + back);
    FUZZ_CHECK(b.turns.size() == g.turns.size(), "round trip changed the turn count: " + back);
    for (size_t k = 0; k < g.turns.size(); ++k) {
      FUZZ_CHECK(b.turns[k].move == g.turns[k].move && !b.turns[k].malformed,
                 "round trip changed turn " + std::to_string(k + 1) + ": " + back);
    }
  }
  return 0;
}
