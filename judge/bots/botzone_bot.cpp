#include "bots/botzone_bot.h"

#include <algorithm>
#include <cctype>
#include <cstring>

#include "core/wire.h"
#include "util/lines.h"

namespace c6 {
namespace judge {

void BotzoneBot::split_history(const std::vector<Move>& history, std::vector<Move>* requests,
                               std::vector<Move>* responses) const {
  if (color_ == kBlack) requests->push_back(Move());
  for (size_t t = 0; t < history.size(); ++t) {
    const Color mover = t % 2 == 0 ? kBlack : kWhite;
    (mover == color_ ? responses : requests)->push_back(history[t]);
  }
}

void BotzoneBot::finish() {
  proc_.kill_group();
  keep_ = false;
}

TurnOutcome BotzoneBot::play_turn(const std::vector<Move>& history) {
  TurnOutcome out;
  if (!prepare_request(history, &out)) return out;
  const Deadlines d = deadlines();
  proc_.write_all(out.input);  // a failed write shows up as EOF below
  // A bot that reads to end of input answers only once its stdin is closed.
  if (spec_.stdin_close) proc_.close_stdin();
  Answer a;
  if (!read_answer(d, &a, &out)) return out;
  judge_answer(d, a, &out);
  return out;
}

bool BotzoneBot::prepare_request(const std::vector<Move>& history, TurnOutcome* out) {
  if (keep_ && proc_.running()) {
    out->input = bare_request(history.empty() ? Move() : history.back());
    proc_.discard_pending();
    proc_.continue_group();
  } else {
    proc_.kill_group();
    if (!start(out)) return false;
    out->input = full_request(history);
  }
  keep_ = false;
  return true;
}

bool BotzoneBot::read_answer(const Deadlines& d, Answer* a, TurnOutcome* out) {
  std::string& buf = proc_.buffer();
  size_t bytes = 0;
  for (;;) {
    const int64_t deadline = a->t_answer >= 0 ? std::max(d.soft, a->t_answer) : d.hard;
    ChildProcess::ReadStatus st;
    if (!read_capped(deadline, &bytes, &st, out)) return false;
    const int64_t now = now_us();
    for (const std::string& line : take_lines(&buf)) {
      out->output += line.substr(0, 4096 - std::min<size_t>(out->output.size(), 4096)) + "\n";
      if (scan_line(line, now, a)) break;
    }
    if (a->marker) return true;
    if (st == ChildProcess::ReadStatus::kStopped) {
      mark_interrupted(out);
      return false;
    }
    if (st == ChildProcess::ReadStatus::kEof) {
      const std::string tail = trim_space(buf);
      if (!tail.empty() && take_line(buf, tail, &a->lines)) {  // an answer without a final newline
        if (a->t_answer < 0) a->t_answer = now;
      }
      buf.clear();
      return true;
    }
    if (st == ChildProcess::ReadStatus::kDeadline) return true;
  }
}

bool BotzoneBot::scan_line(const std::string& line, int64_t now, Answer* a) const {
  std::string t = trim_space(line);
  const size_t mlen = std::strlen(wire::kKeepRunningMarker);
  // Tolerate an answer and the marker on one line (the spec wants a newline between).
  const size_t mpos = t.size() > mlen ? t.rfind(wire::kKeepRunningMarker) : std::string::npos;
  if (mpos != std::string::npos && mpos + mlen == t.size()) {
    t = trim_space(t.substr(0, mpos));
    a->marker = true;
    a->lines.push_back(t);
    if (a->t_answer < 0) a->t_answer = now;
    return true;
  }
  if (t == wire::kKeepRunningMarker) {
    a->marker = true;
    return true;
  }
  if (t == wire::kControllerInputEnd) return false;
  if (take_line(line, t, &a->lines) && a->t_answer < 0) a->t_answer = now;
  return false;
}

void BotzoneBot::judge_answer(const Deadlines& d, const Answer& a, TurnOutcome* out) {
  if (a.lines.empty()) {
    if (proc_.eof()) {
      classify_death(out);
      proc_.kill_group();
    } else {
      mark_stall(d, "answer", out);
    }
    out->ms = (now_us() - d.t0) / 1000.0;
    return;
  }
  out->ms = (a.t_answer - d.t0) / 1000.0;
  if (a.marker && spec_.stdin_close) {
    proc_.kill_group();
    out->verdict = Verdict::kBadOutput;
    out->reason = "keep_running_stdin_closed";
    out->detail = std::string("printed ") + wire::kKeepRunningMarker +
                  " but its spec says stdin=close, so no later request could reach it; drop "
                  "stdin=close for a keep-running bot";
    return;
  }
  if (a.marker) {
    keep_ = true;
    ++keep_turns_;
    proc_.stop_group();  // no pondering between turns, as on Botzone
  } else {
    proc_.kill_group();
  }
  if (mark_if_late(d, out)) return;
  parse_answer(a.lines, out);
}

}  // namespace judge
}  // namespace c6
