// Fuzz target: one line of c6judge's JSONL game log (game_from_json, what --resume and replay
// read). A parsed line re-serialises (game_to_json) to a line that parses back to the same line
// again (the writer's output is a fixed point), and validate() takes the game without failing.
#include "fuzz_util.h"
#include "records/gamelog.h"
#include "records/replay.h"

using namespace c6;
using namespace c6::judge;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::string line = fuzz::text_of(data, size);
  LoggedGame g;
  std::string err;
  if (!game_from_json(line, &g, &err)) {
    fuzz::check_message(err);
    return 0;
  }
  FUZZ_CHECK(g.rec.size >= kMinSize && g.rec.size <= kMaxSize, "board size out of range");
  const std::string once = game_to_json(g);
  FUZZ_CHECK(once.find('\n') == std::string::npos, "a log record spans lines");
  LoggedGame again;
  FUZZ_CHECK(game_from_json(once, &again, &err), "own log line rejected: " + err + ": " + once);
  const std::string twice = game_to_json(again);
  FUZZ_CHECK(twice == once, "log round trip differs:\n  " + once + "\n  " + twice);
  FUZZ_CHECK(again.rec.turns.size() == g.rec.turns.size(), "round trip lost turns");
  for (size_t i = 0; i < g.rec.turns.size(); ++i) {
    FUZZ_CHECK(again.rec.turns[i].move == g.rec.turns[i].move, "round trip changed a move");
  }
  const Validation v = validate(from_logged(g));
  FUZZ_CHECK(v.valid == (v.problem.empty()), "validation verdict and problem disagree");
  return 0;
}
