// Fuzz target: c6bot's Botzone full-history JSON input (restart-per-turn mode): parse_botzone_json
// then replay_botzone. A parsed input re-serialises to JSON that parses to the same numbers; a
// rejected one carries a one-line message and exit code 3.
#include <cmath>

#include "botzone_check.h"

using namespace c6;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::string text = fuzz::text_of(data, size);
  BotzoneInput in;
  ProtocolError e;
  if (!parse_botzone_json(text, &in, &e)) {
    fuzz::check_protocol_error(e, false);
    FUZZ_CHECK(e.code == kExitBadInput, "a JSON syntax/shape error must be exit code 3");
    return 0;
  }
  FUZZ_CHECK(!in.requests.empty(), "no requests");
  FUZZ_CHECK(in.responses.size() + 1 == in.requests.size(), "requests/responses mismatch");
  FUZZ_CHECK(std::isfinite(in.time_limit_ms) && in.time_limit_ms >= 0, "bad time limit");
  // A time limit is a per-turn budget: above a day it is garbage, not a limit to plan on.
  FUZZ_CHECK(in.time_limit_ms <= 86400e3, "time limit above a day accepted");

  BotzoneInput again;
  ProtocolError e2;
  const std::string json = fuzz::input_json(in);
  FUZZ_CHECK(parse_botzone_json(json, &again, &e2), "re-serialised input rejected: " + e2.message);
  FUZZ_CHECK(again.requests == in.requests && again.responses == in.responses,
             "round trip changed the turns");

  fuzz::check_replay(in, 15);
  const int other = kMinSize + static_cast<int>(size % (kMaxSize - kMinSize + 1));
  if (other != 15) fuzz::check_replay(in, other);
  return 0;
}
