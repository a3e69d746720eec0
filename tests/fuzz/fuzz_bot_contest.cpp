// Fuzz target: a whole c6bot contest session through run_bot, in the CCGC or Cloudict dialect
// (first byte: dialect, letter order, board size): every command line (name, new, move, black,
// white, next, depth, print, end, quit ...), the bounded reader, our replies. The engine is the
// random level, so no search runs. Checks: a documented exit code with a message on failure; every
// reply is "name <name>", "Quit!" or "move <letters>" whose letters decode to 1 or 2 distinct
// points on the board.
#include "session_check.h"

using namespace c6;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  fuzz::Input input(data, size);
  const uint8_t flags = input.byte();
  BotOptions options;
  options.engine.level = Level::kRandom;
  options.protocol = flags & 1 ? ProtocolKind::kCloudict : ProtocolKind::kCcgc;
  options.letters = flags & 2 ? LetterOrder::kRowColumn : LetterOrder::kColumnRow;
  const int pick = (flags >> 2) % (kMaxSize - kMinSize + 2);
  options.size = pick == 0 ? 0 : kMinSize + pick - 1;
  const int board = options.size > 0 ? options.size : 19;
  LetterStyle style;
  style.dialect = flags & 1 ? LetterDialect::kCloudict : LetterDialect::kCcgc;
  style.order = options.letters;

  const fuzz::Transcript t = fuzz::run_session(options, input.rest());
  FUZZ_CHECK(t.code == kExitOk || t.code == kExitBadInput || t.code == kExitTooLarge,
             "contest session exit code " + std::to_string(t.code));
  for (const std::string& line : t.out) {
    if (line == "Quit!" || line == "name " + options.name) continue;
    FUZZ_CHECK(line.compare(0, 5, "move ") == 0, "unexpected reply: " + line);
    Move m;
    FUZZ_CHECK(coords::parse_move_letters(line.substr(5), board, style, &m),
               "reply does not decode: " + line);
    fuzz::check_answer_move(m, board, line);
  }
  return 0;
}
