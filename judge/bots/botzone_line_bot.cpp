// Botzone simple (line) mode: a turn count and "x0 y0 x1 y1" lines in, four lines out (move,
// debug, data, globaldata) (docs/protocols.md section 4).
#include "bots/botzone_bot.h"
#include "core/coords.h"
#include "util/lines.h"

namespace c6 {
namespace judge {

namespace {

std::string move_line(const Move& m) {
  int v[4];
  coords::to_botzone(m, v);
  return std::to_string(v[0]) + " " + std::to_string(v[1]) + " " + std::to_string(v[2]) + " " +
         std::to_string(v[3]) + "\n";
}

}  // namespace

std::string BotzoneLineBot::full_request(const std::vector<Move>& history) const {
  std::vector<Move> requests, responses;
  split_history(history, &requests, &responses);
  std::string s = std::to_string(responses.size() + 1) + "\n";
  for (size_t i = 0; i < requests.size(); ++i) {
    s += move_line(requests[i]);
    if (i < responses.size()) s += move_line(responses[i]);
  }
  if (!data_.empty() || !globaldata_.empty()) s += data_ + "\n";
  if (!globaldata_.empty()) s += globaldata_ + "\n";
  return s;
}

std::string BotzoneLineBot::bare_request(const Move& last) const { return move_line(last); }

bool BotzoneLineBot::take_line(const std::string& raw, const std::string& trimmed,
                               std::vector<std::string>* answer) const {
  if (answer->empty() && trimmed.empty()) return false;  // leading blank lines before the move
  answer->push_back(raw);  // later blank lines are fields (debug, data)
  return true;
}

void BotzoneLineBot::parse_answer(const std::vector<std::string>& answer, TurnOutcome* out) {
  std::string why;
  if (!parse_botzone_line_answer(trim_space(answer[0]), out, &why)) {
    out->verdict = Verdict::kBadOutput;
    out->reason = "bad_line";
    out->detail = why;
    return;
  }
  if (answer.size() > 1) out->debug = answer[1].substr(0, 1024);
  data_ = answer.size() > 2 ? answer[2] : "";
  globaldata_.clear();
  for (size_t i = 3; i < answer.size(); ++i) globaldata_ += (i > 3 ? "\n" : "") + answer[i];
}

}  // namespace judge
}  // namespace c6
