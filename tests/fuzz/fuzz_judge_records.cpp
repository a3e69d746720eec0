// Fuzz target: the record-file reader of c6judge replay (parse_records: format detection between
// SGF, one Botzone match object and JSON lines of either kind), then validate() on every game.
// Success means at least one game, each on a legal board size; failure means a message.
#include "fuzz_util.h"
#include "records/replay.h"

using namespace c6;
using namespace c6::judge;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::string text = fuzz::text_of(data, size);
  std::vector<RecordedGame> games;
  std::string err;
  if (!parse_records(text, "input", &games, &err)) {
    FUZZ_CHECK(!err.empty(), "rejected without a message");
    return 0;
  }
  FUZZ_CHECK(!games.empty(), "success without a game");
  for (const RecordedGame& g : games) {
    FUZZ_CHECK(g.size >= kMinSize && g.size <= kMaxSize, "board size out of range");
    FUZZ_CHECK(g.opening_turns >= 0 && g.opening_turns <= static_cast<int>(g.turns.size()),
               "opening longer than the game");
    const Validation v = validate(g);
    FUZZ_CHECK(v.valid == v.problem.empty(), "validation verdict and problem disagree");
    FUZZ_CHECK(!v.valid || !v.summary.empty(), "a valid game without a summary");
  }
  return 0;
}
