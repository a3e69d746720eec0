// Fuzz target: c6bot's Botzone simple (line) mode input: the turn count, then 2n-1 lines of
// "x0 y0 x1 y1", read through the bounded InputReader, then replay_botzone. The first byte picks
// the board size. A parsed input re-serialises to lines that parse to the same numbers.
#include <sstream>

#include "botzone_check.h"
#include "protocol/input.h"

using namespace c6;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  fuzz::Input input(data, size);
  const int board = kMinSize + input.byte() % (kMaxSize - kMinSize + 1);
  const std::string text = input.rest();
  std::istringstream stream(text);
  InputReader reader(stream);
  BotzoneInput in;
  ProtocolError e;
  if (!parse_botzone_lines(reader, max_turns(board), &in, &e)) {
    fuzz::check_protocol_error(e, false);
    return 0;
  }
  FUZZ_CHECK(reader.consumed() <= text.size(), "reader consumed more than the input");
  FUZZ_CHECK(in.responses.size() + 1 == in.requests.size(), "requests/responses mismatch");
  FUZZ_CHECK(static_cast<int>(2 * in.responses.size()) <= max_turns(board),
             "more turns than the board holds were read");

  std::istringstream again_stream(fuzz::input_lines(in));
  InputReader again_reader(again_stream);
  BotzoneInput again;
  ProtocolError e2;
  FUZZ_CHECK(parse_botzone_lines(again_reader, max_turns(board), &again, &e2),
             "re-serialised input rejected: " + e2.message);
  FUZZ_CHECK(again.requests == in.requests && again.responses == in.responses,
             "round trip changed the turns");

  fuzz::check_replay(in, board);
  return 0;
}
