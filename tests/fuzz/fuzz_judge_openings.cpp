// Fuzz target: c6judge opening files (parse_openings) and their placement (opening_turns) on the
// board size and symmetry the first byte picks. A parsed set re-serialises to text that parses to
// the same openings; a placed opening is legal turn by turn, 1 + 2k stones, and not decided.
#include "fuzz_util.h"
#include "match/openings.h"

using namespace c6;
using namespace c6::judge;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  fuzz::Input input(data, size);
  const uint8_t pick = input.byte();
  const int board = kMinSize + (pick >> 3) % (kMaxSize - kMinSize + 1);
  const int symmetry = pick & 7;
  std::vector<Opening> set;
  std::string err;
  if (!parse_openings(input.rest(), &set, &err)) {
    fuzz::check_message(err);
    return 0;
  }
  FUZZ_CHECK(!set.empty(), "success without an opening");
  std::string text;
  for (const Opening& o : set) {
    FUZZ_CHECK(o.stones.size() % 2 == 1, "an opening with an even stone count");
    FUZZ_CHECK(!o.name.empty(), "an opening without a name");
    text += o.name + (o.relative ? " rel" : " abs");
    for (Point p : o.stones) text += " " + std::to_string(p.x) + "," + std::to_string(p.y);
    text += "\n";
  }
  std::vector<Opening> again;
  FUZZ_CHECK(parse_openings(text, &again, &err), "own opening file rejected: " + err);
  FUZZ_CHECK(again.size() == set.size(), "round trip changed the count");
  for (size_t i = 0; i < set.size(); ++i) {
    FUZZ_CHECK(again[i].name == set[i].name && again[i].relative == set[i].relative &&
                   again[i].stones.size() == set[i].stones.size(),
               "round trip changed opening " + set[i].name);
    for (size_t k = 0; k < set[i].stones.size(); ++k) {
      FUZZ_CHECK(again[i].stones[k] == set[i].stones[k], "round trip changed a stone");
    }
  }
  for (const Opening& o : set) {
    std::vector<Move> turns;
    if (!opening_turns(o, board, symmetry, &turns, &err)) {
      fuzz::check_message(err);
      continue;
    }
    Game g(board);
    size_t stones = 0;
    for (const Move& m : turns) {
      FUZZ_CHECK(g.play(m) == Illegal::kNone, "opening turn illegal on replay");
      stones += m.count;
    }
    FUZZ_CHECK(stones == o.stones.size(), "placement lost stones");
    FUZZ_CHECK(!g.over(), "a placed opening decides the game");
  }
  return 0;
}
