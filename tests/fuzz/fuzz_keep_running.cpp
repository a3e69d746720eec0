// Fuzz target: one later request of c6bot's keep-running mode (parse_keep_running_request): a bare
// object, {"requests":[...]} or {"requests":{...}}, or a "x0 y0 x1 y1" line. The first byte picks
// JSON or line. A parsed request re-serialises to text that parses to the same numbers.
#include "botzone_check.h"

using namespace c6;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  fuzz::Input input(data, size);
  const bool json = input.byte() & 1;
  std::string text = input.rest();
  // A line request is one line of input (the reader splits at '\n'); JSON may span lines.
  if (!json) text = text.substr(0, text.find('\n'));
  RawTurn t{};
  ProtocolError e;
  if (!parse_keep_running_request(text, json, &t, &e)) {
    fuzz::check_protocol_error(e, false);
    FUZZ_CHECK(e.code == kExitBadInput, "a bad request must be exit code 3");
    return 0;
  }
  RawTurn again{};
  ProtocolError e2;
  const std::string back = json ? fuzz::turn_json(t) : fuzz::turn_line(t);
  FUZZ_CHECK(parse_keep_running_request(back, json, &again, &e2),
             "re-serialised request rejected: " + e2.message);
  FUZZ_CHECK(again == t, "round trip changed the request");
  if (json) {
    // The other two shapes of the same request read the same.
    FUZZ_CHECK(parse_keep_running_request("{\"requests\":[" + back + "]}", true, &again, &e2) &&
                   again == t,
               "array form differs");
    FUZZ_CHECK(
        parse_keep_running_request("{\"requests\":" + back + "}", true, &again, &e2) && again == t,
        "object form differs");
  }
  return 0;
}
