// Fuzz target: the judge's parsers of a bot's answer in every protocol: a Botzone JSON answer line
// (parse_botzone_json_answer), a Botzone line-mode move (parse_botzone_line_move), and a CCGC or
// Cloudict "move XXYY" line (parse_text_move); the first byte picks the protocol and board size.
// A read move is exactly what the text says (each integer of a line move as written), and
// re-serialises to an answer that reads the same; a rejection gives a message.
#include <cerrno>
#include <sstream>

#include "bots/answer_parse.h"
#include "bots/bot_spec.h"
#include "core/coords.h"
#include "fuzz_util.h"

using namespace c6;
using namespace c6::judge;

namespace {

std::string line_of(const Move& m) {
  int v[4];
  coords::to_botzone(m, v);
  return std::to_string(v[0]) + " " + std::to_string(v[1]) + " " + std::to_string(v[2]) + " " +
         std::to_string(v[3]);
}

void check_outcome(const TurnOutcome& t) {
  FUZZ_CHECK(t.verdict == Verdict::kNone, "a parser set a verdict");
  if (t.malformed_count) {
    FUZZ_CHECK(t.move == Move() && !t.detail.empty(), "malformed without detail, or with stones");
  } else {
    FUZZ_CHECK(t.move.count >= 0 && t.move.count <= 2, "stone count");
  }
}

void json_answer(const std::string& text) {
  TurnOutcome t;
  std::string data, globaldata, why;
  if (!parse_botzone_json_answer(text, &t, &data, &globaldata, &why)) {
    fuzz::check_message(why);
    return;
  }
  check_outcome(t);
  FUZZ_CHECK(t.debug.size() <= 1024, "debug not capped");
  if (t.malformed_count) return;
  int v[4];
  coords::to_botzone(t.move, v);
  const std::string back = "{\"response\":{\"x0\":" + std::to_string(v[0]) +
                           ",\"y0\":" + std::to_string(v[1]) + ",\"x1\":" + std::to_string(v[2]) +
                           ",\"y1\":" + std::to_string(v[3]) + "}}";
  TurnOutcome again;
  FUZZ_CHECK(parse_botzone_json_answer(back, &again, nullptr, nullptr, &why) &&
                 again.move == t.move && !again.malformed_count,
             "JSON answer round trip: " + back);
}

void line_answer(const std::string& text) {
  TurnOutcome t;
  std::string why;
  if (!parse_botzone_line_move(text, &t, &why)) {
    fuzz::check_message(why);
    return;
  }
  check_outcome(t);
  // The four numbers must be the four integers written: nothing wrapped, nothing skipped.
  std::istringstream words(text);
  std::string w;
  long long written[4];
  for (int i = 0; i < 4; ++i) {
    FUZZ_CHECK(static_cast<bool>(words >> w), "fewer than four words accepted: " + text);
    char* end = nullptr;
    errno = 0;
    written[i] = std::strtoll(w.c_str(), &end, 10);
    FUZZ_CHECK(*end == '\0' && errno == 0, "a word that is not an integer accepted: " + text);
  }
  FUZZ_CHECK(!(words >> w), "a fifth word accepted: " + text);
  if (t.malformed_count) return;
  int v[4];
  coords::to_botzone(t.move, v);
  for (int i = 0; i < 4; ++i) {
    FUZZ_CHECK(v[i] == written[i] || (written[i] < 0 && v[i] == -1),
               "read " + line_of(t.move) + " from '" + text + "'");
  }
  TurnOutcome again;
  FUZZ_CHECK(parse_botzone_line_move(line_of(t.move), &again, &why) && again.move == t.move,
             "line answer round trip");
}

void text_answer(const std::string& text, Proto proto, int size) {
  const LetterDialect dialect =
      proto == Proto::kCloudict ? LetterDialect::kCloudict : LetterDialect::kCcgc;
  Move m;
  std::string name;
  const TextLine kind = parse_text_move(text, dialect, size, &m, &name);
  if (kind == TextLine::kName) {
    FUZZ_CHECK(text.find(name) != std::string::npos, "a name that is not in the line");
    return;
  }
  if (kind != TextLine::kMove) return;  // chatter: never a verdict
  FUZZ_CHECK(text.compare(0, 5, "move ") == 0, "a move line that does not start with 'move '");
  FUZZ_CHECK(m.count == 1 || m.count == 2, "a text move without stones");
  bool on_board = true;
  for (int i = 0; i < m.count; ++i) {
    const Point p = m.stone[i];
    // Letters may run past this board up to the protocol's alphabet: an off-board stone (Cloudict
    // counts rows from the bottom, so on a small board a far letter is a negative row).
    FUZZ_CHECK(p.x >= -kMaxSize && p.y >= -kMaxSize && p.x <= kMaxSize && p.y <= kMaxSize,
               "stone outside the letters");
    on_board = on_board && p.x < size && p.y < size;
  }
  if (!on_board) return;
  const LetterStyle style{dialect, LetterOrder::kColumnRow};
  const std::string back = "move " + coords::format_move_letters(m, size, style);
  Move again;
  std::string again_name;
  FUZZ_CHECK(
      parse_text_move(back, dialect, size, &again, &again_name) == TextLine::kMove && again == m,
      "text answer round trip: " + back);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  fuzz::Input input(data, size);
  const uint8_t pick = input.byte();
  const int board = kMinSize + (pick >> 2) % (kMaxSize - kMinSize + 1);
  // The judge hands these parsers one line of the bot's output (it splits at '\n').
  std::string text = input.rest();
  text = text.substr(0, text.find('\n'));
  switch (pick & 3) {
    case 0:
      json_answer(text);
      break;
    case 1:
      line_answer(text);
      break;
    case 2:
      text_answer(text, Proto::kCcgc, board);
      break;
    default:
      text_answer(text, Proto::kCloudict, board);
      break;
  }
  return 0;
}
