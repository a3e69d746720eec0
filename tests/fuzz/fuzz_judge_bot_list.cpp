// Fuzz target: c6judge's bot list (tournament --bots FILE, parse_bot_list). An accepted list has
// exactly one bot per line that is neither blank nor a '#' comment, in order, each the same as
// that line parsed alone as a --bot spec. A rejected list names the source and a line number that
// exists, holds a message, and leaves the caller's list as it was.
#include <cstdlib>
#include <vector>

#include "bots/bot.h"
#include "fuzz_util.h"

using namespace c6;
using namespace c6::judge;

namespace {

// The lines that must become bots, as the list format defines them (written independently of
// parse_bot_list so the target checks the parser rather than repeating it).
std::vector<std::string> spec_lines(const std::string& text, int* line_count) {
  std::vector<std::string> out;
  *line_count = 0;
  std::string cur;
  auto finish = [&]() {
    ++*line_count;
    size_t b = 0;
    while (b < cur.size() && (cur[b] == ' ' || cur[b] == '\t')) ++b;
    size_t e = cur.size();
    while (e > b && (cur[e - 1] == ' ' || cur[e - 1] == '\t' || cur[e - 1] == '\r')) --e;
    if (e > b && cur[b] != '#') out.push_back(cur.substr(b, e - b));
    cur.clear();
  };
  for (char c : text) {
    if (c == '\n') {
      finish();
    } else {
      cur += c;
    }
  }
  if (!cur.empty()) finish();
  return out;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::string text = fuzz::text_of(data, size);
  BotSpec sentinel;
  sentinel.name = "already";
  sentinel.cmd = "./already";
  std::vector<BotSpec> bots{sentinel};
  std::string err;
  int lines = 0;
  const std::vector<std::string> specs = spec_lines(text, &lines);
  if (parse_bot_list(text, "fuzz.txt", &bots, &err)) {
    FUZZ_CHECK(bots.size() == specs.size() + 1, "one bot per spec line");
    FUZZ_CHECK(bots[0].name == "already" && bots[0].cmd == "./already", "earlier bots kept");
    for (size_t i = 0; i < specs.size(); ++i) {
      BotSpec alone;
      std::string e;
      FUZZ_CHECK(parse_bot_spec(specs[i], &alone, &e), "a listed line rejected alone: " + e);
      const BotSpec& b = bots[i + 1];
      FUZZ_CHECK(!b.cmd.empty() && !b.name.empty(), "a listed bot without command or name");
      FUZZ_CHECK(alone.name == b.name && alone.cmd == b.cmd && alone.dir == b.dir &&
                     alone.proto == b.proto && alone.time_ms == b.time_ms &&
                     alone.first_ms == b.first_ms && alone.memory_mb == b.memory_mb &&
                     alone.stdin_close == b.stdin_close && alone.depth == b.depth,
                 "a listed bot differs from its line parsed alone");
    }
  } else {
    FUZZ_CHECK(bots.size() == 1 && bots[0].name == "already", "a rejected list changed the list");
    FUZZ_CHECK(err.compare(0, 9, "fuzz.txt:") == 0, "message does not name the file: " + err);
    const int no = std::atoi(err.c_str() + 9);
    FUZZ_CHECK(no >= 1 && no <= lines, "message names a line that does not exist: " + err);
    FUZZ_CHECK(err.find(": ", 9) != std::string::npos && err.size() > err.find(": ", 9) + 2,
               "message without a reason: " + err);
  }
  return 0;
}
