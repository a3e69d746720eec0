// Fuzz target: a whole c6bot Botzone session through run_bot (restart-per-turn, or keep-running
// when the first byte says so): protocol detection, the bounded reader, the first full input in
// JSON or line mode, later keep-running requests, controller markers, every answer. The engine is
// the random level, so no search runs. Checks: a documented exit code with a message on failure;
// every answer a well-formed move on the board; the first answer legal in the position that
// parse_botzone_* and replay_botzone give for the same input.
#include <rapidjson/document.h>

#include <cstring>

#include "botzone_check.h"
#include "protocol/input.h"
#include "session_check.h"

using namespace c6;

namespace {

const char kMarker[] = ">>>BOTZONE_REQUEST_KEEP_RUNNING<<<";

Move json_answer(const std::string& line) {
  rapidjson::Document d;
  d.Parse(line.c_str(), line.size());
  FUZZ_CHECK(!d.HasParseError() && d.IsObject(), "answer is not a JSON object: " + line);
  const auto r = d.FindMember("response");
  FUZZ_CHECK(r != d.MemberEnd() && r->value.IsObject(), "answer has no response: " + line);
  int v[4];
  const char* keys[4] = {"x0", "y0", "x1", "y1"};
  for (int i = 0; i < 4; ++i) {
    const auto it = r->value.FindMember(keys[i]);
    FUZZ_CHECK(it != r->value.MemberEnd() && it->value.IsInt(), "answer field missing: " + line);
    v[i] = it->value.GetInt();
  }
  Move m;
  std::string why;
  FUZZ_CHECK(coords::from_botzone(v[0], v[1], v[2], v[3], &m, &why), "malformed answer: " + line);
  return m;
}

Move line_answer(const std::string& line) {
  RawTurn t;
  ProtocolError e;
  FUZZ_CHECK(parse_keep_running_request(line, false, &t, &e), "answer line unreadable: " + line);
  Move m;
  std::string why;
  FUZZ_CHECK(coords::from_botzone(t[0], t[1], t[2], t[3], &m, &why), "malformed answer: " + line);
  return m;
}

// The position c6bot must have answered first, rebuilt with the parsers alone.
bool first_position(const std::string& text, int size, Replay* r) {
  std::istringstream stream(text);
  InputReader reader(stream);
  const int c = reader.peek_nonblank();
  BotzoneInput in;
  ProtocolError e;
  if (c == '{' || c == '[') {
    std::string json;
    if (reader.read_json(&json) != InputReader::kOk || !parse_botzone_json(json, &in, &e)) {
      return false;
    }
  } else if (!parse_botzone_lines(reader, max_turns(size), &in, &e)) {
    return false;
  }
  return replay_botzone(in, size, r, &e);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  fuzz::Input input(data, size);
  const uint8_t flags = input.byte();
  BotOptions options;
  options.engine.level = Level::kRandom;
  options.protocol = flags & 1 ? ProtocolKind::kBotzone : ProtocolKind::kAuto;
  options.keep_running = flags & 2;
  const int pick = (flags >> 2) % (kMaxSize - kMinSize + 2);
  options.size = pick == 0 ? 0 : kMinSize + pick - 1;
  const int board = options.size > 0 ? options.size : 15;
  const std::string text = input.rest();
  // Auto-detection picks the contest protocol for a letter (after a byte order mark, even a
  // partial one): fuzz_bot_contest covers that, so auto is used only where it means Botzone.
  const size_t nb = text.find_first_not_of(" \t\r\n\f\v");
  const bool botzone_start =
      nb != std::string::npos && std::strchr("{[-0123456789", text[nb]) != nullptr;
  if (!botzone_start) options.protocol = ProtocolKind::kBotzone;

  const fuzz::Transcript t = fuzz::run_session(options, text);
  bool first = true;
  for (size_t i = 0; i < t.out.size(); ++i) {
    const std::string& line = t.out[i];
    if (line == kMarker) continue;
    Move m;
    if (line.size() > 0 && line[0] == '{') {
      m = json_answer(line);
    } else {
      m = line_answer(line);
      FUZZ_CHECK(i + 3 < t.out.size() + 1, "line answer without its debug/data lines");
      i += 3;  // debug, data, globaldata
    }
    fuzz::check_answer_move(m, board, line);
    if (first) {
      Replay r;
      FUZZ_CHECK(first_position(text, board, &r), "answered an input the parsers reject");
      FUZZ_CHECK(r.game.check(m) == Illegal::kNone, "first answer illegal: " + line);
      for (int k = 0; k < m.count; ++k) {
        for (Point p : r.avoid) FUZZ_CHECK(p != m.stone[k], "answer on a dropped turn's stone");
      }
      first = false;
    }
  }
  if (t.code == kExitOk && t.out.empty()) {
    // Only an input without a request ends well without an answer: keep-running only.
    FUZZ_CHECK(false, "exit 0 without an answer");
  }
  return 0;
}
