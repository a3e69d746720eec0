// Runs a whole c6bot session (run_bot: protocol detection, bounded reading, every turn answered)
// on a fuzz input with the random level, so the protocol code is exercised without search, and
// checks the transcript.
#pragma once

#include <sstream>
#include <string>
#include <vector>

#include "core/coords.h"
#include "fuzz_util.h"
#include "protocol/bot.h"
#include "protocol/exit_codes.h"
#include "protocol/options.h"

namespace c6 {
namespace fuzz {

struct Transcript {
  int code = 0;
  std::vector<std::string> out;  // stdout lines
  std::string err;
};

inline std::vector<std::string> lines_of(const std::string& s) {
  std::vector<std::string> lines;
  std::istringstream in(s);
  std::string line;
  while (std::getline(in, line)) lines.push_back(line);
  return lines;
}

inline Transcript run_session(const BotOptions& options, const std::string& text) {
  std::istringstream in(text);
  std::ostringstream out, err;
  Transcript t;
  t.code = run_bot(options, in, out, err);
  t.out = lines_of(out.str());
  t.err = err.str();
  // Exit 1 is an internal error (a bug) by definition; every other code is documented.
  FUZZ_CHECK(t.code == kExitOk || (t.code >= kExitUsage && t.code <= kExitNoMove),
             "exit code " + std::to_string(t.code) + "; stderr: " + t.err);
  if (t.code != kExitOk) {
    FUZZ_CHECK(t.err.find("c6bot: ") != std::string::npos, "failure without a message");
  }
  return t;
}

// The stones of an answer: 1 or 2, on the board, distinct.
inline void check_answer_move(const Move& m, int size, const std::string& line) {
  FUZZ_CHECK(m.count == 1 || m.count == 2, "answer without stones: " + line);
  for (int i = 0; i < m.count; ++i) {
    const Point p = m.stone[i];
    FUZZ_CHECK(p.x >= 0 && p.y >= 0 && p.x < size && p.y < size, "answer off the board: " + line);
  }
  FUZZ_CHECK(m.count < 2 || m.stone[0] != m.stone[1], "answer places one point twice: " + line);
}

}  // namespace fuzz
}  // namespace c6
