#include "bots/text_protocol_bot.h"

#include "core/wire.h"
#include "util/lines.h"

namespace c6 {
namespace judge {

const TextDialect& text_dialect(Proto p) {
  static const TextDialect kCcgc{LetterDialect::kCcgc, wire::kCcgcNameQuery, false, "end\nquit\n"};
  static const TextDialect kCloudict{LetterDialect::kCloudict, wire::kCloudictNameQuery, true,
                                     "exit\n"};
  return p == Proto::kCloudict ? kCloudict : kCcgc;
}

TextProtocolBot::TextProtocolBot(const BotSpec& spec, Color color, int size, const Limits& limits,
                                 std::string stderr_path, const std::atomic<bool>* stop)
    : ProtocolBot(spec, color, size, limits, std::move(stderr_path), stop),
      dialect_(text_dialect(spec.proto)) {}

std::string TextProtocolBot::letters(const Move& m) const {
  return coords::format_move_letters(m, size_,
                                     LetterStyle{dialect_.letters, LetterOrder::kColumnRow});
}

bool TextProtocolBot::game_start_input(const std::vector<Move>& history, TurnOutcome* out) const {
  out->input = std::string(dialect_.name_query) + "\n";
  if (spec_.depth > 0) {
    out->input += std::string(wire::kCloudictDepth) + " " + std::to_string(spec_.depth) + "\n";
  }
  // The text protocols have no way to hand a bot its own earlier stones except Cloudict's
  // black/white commands, so an opening is replayed with those; CCGC bots get no opening.
  if (dialect_.can_set_up && history.size() > 1) {
    for (size_t t = 0; t < history.size(); ++t) {
      out->input += std::string(t % 2 == 0 ? wire::kCloudictBlack : wire::kCloudictWhite) + " " +
                    letters(history[t]) + "\n";
    }
    out->input += std::string(wire::kCloudictNext) + "\n";
  } else if (history.size() > 1) {
    out->verdict = Verdict::kAdjudicated;
    out->reason = "no_setup";
    out->detail = "the ccgc protocol cannot start a game from an opening";
    return false;
  } else if (color_ == kBlack) {
    out->input += std::string(wire::kNewBlack) + "\n";
  } else {
    out->input +=
        std::string(wire::kNewWhite) + "\n" + wire::kMove + " " + letters(history.back()) + "\n";
  }
  return true;
}

TurnOutcome TextProtocolBot::play_turn(const std::vector<Move>& history) {
  TurnOutcome out;
  if (!proc_.running()) {
    if (turns_ > 0) {
      out.verdict = Verdict::kCrash;
      out.reason = "process_gone";
      out.detail = "process gone";
      return out;
    }
    if (!start(&out)) return out;
    if (!game_start_input(history, &out)) return out;
  } else {
    out.input = std::string(wire::kMove) + " " + letters(history.back()) + "\n";
    proc_.discard_pending();  // written before this request: not an answer to it
  }
  const Deadlines d = deadlines();
  proc_.write_all(out.input);
  read_move(d, &out);
  return out;
}

void TextProtocolBot::read_move(const Deadlines& d, TurnOutcome* out) {
  std::string& buf = proc_.buffer();
  size_t bytes = 0;
  bool got = false;
  Move m;
  for (;;) {
    ChildProcess::ReadStatus st;
    if (!read_capped(d.hard, &bytes, &st, out)) return;
    for (const std::string& line : take_lines(&buf)) {
      out->output += line.substr(0, 200) + "\n";
      Move candidate;
      std::string name;
      const TextLine kind = parse_text_move(line, dialect_.letters, size_, &candidate, &name);
      if (kind == TextLine::kMove && !got) {
        m = candidate;
        got = true;
      } else if (kind == TextLine::kName) {
        engine_name_ = name;
      } else if (line.find_first_not_of(" \t\r") != std::string::npos) {
        // Engines print help and progress on stdout: never a verdict, kept beside its stderr.
        log_stdout(line, got ? "stdout after the move, ignored" : "stdout (not a move)");
      }
    }
    if (got) break;
    if (st == ChildProcess::ReadStatus::kStopped) return mark_interrupted(out);
    if (st == ChildProcess::ReadStatus::kEof) {
      classify_death(out);
      proc_.kill_group();
      return;
    }
    if (st == ChildProcess::ReadStatus::kDeadline) return mark_stall(d, "move line", out);
  }
  out->ms = (now_us() - d.t0) / 1000.0;
  if (mark_if_late(d, out)) return;
  out->move = m;
}

void TextProtocolBot::finish() {
  if (proc_.running()) {
    proc_.write_all(dialect_.goodbye);
    proc_.wait_exit(100);
  }
  proc_.kill_group();
}

}  // namespace judge
}  // namespace c6
