// TurnOutcome: what one turn of one bot produced, as the protocol layer hands it to the referee.
#pragma once

#include <string>

#include "bots/verdict.h"
#include "core/types.h"

namespace c6 {
namespace judge {

// verdict == kNone means a move was read (its legality is the referee's business); otherwise the
// bot failed the turn: reason is a short stable code ("late", "no_answer", "exit", "not_json"...),
// detail the prose.
struct TurnOutcome {
  Verdict verdict = Verdict::kNone;
  Move move;
  bool malformed_count = false;  // a half pair or second-without-first: wrong_count
  double ms = 0;
  std::string debug;
  std::string reason;
  std::string detail;
  std::string input;   // exactly what was sent this turn (for replay/diagnostics)
  std::string output;  // what was read (truncated to 4 KB)
};

}  // namespace judge
}  // namespace c6
