// The Botzone protocols (docs/protocols.md sections 3 to 5). BotzoneBot runs a turn the Botzone
// way: restart the bot with the full history, or, after it printed the keep-running marker, wake it
// and send only the last request; read its answer lines up to the marker, EOF or the deadline. The
// two subclasses differ only in how a request is written and an answer read: BotzoneJsonBot
// (botzone_json_bot.cpp) and BotzoneLineBot (botzone_line_bot.cpp).
#pragma once

#include "bots/bot.h"

namespace c6 {
namespace judge {

// Owns, besides the process, what Botzone carries between turns (data, globaldata) and whether
// the process is kept alive. Invariant: keep_ is true only while the process is stopped after a
// marker and waiting for a bare request.
class BotzoneBot : public ProtocolBot {
 public:
  using ProtocolBot::ProtocolBot;
  void set_globaldata(const std::string& g) override { globaldata_ = g; }
  std::string globaldata() const override { return globaldata_; }
  void finish() override;

 protected:
  TurnOutcome play_turn(const std::vector<Move>& history) override;
  // The whole request of a freshly started process, and a kept process's one-line request.
  virtual std::string full_request(const std::vector<Move>& history) const = 0;
  virtual std::string bare_request(const Move& last) const = 0;
  // Offers one output line (raw, and trimmed); true if it belongs to the answer.
  virtual bool take_line(const std::string& raw, const std::string& trimmed,
                         std::vector<std::string>* answer) const = 0;
  // Reads the move (and data/globaldata/debug) from the answer lines; sets BAD_OUTPUT if
  // unreadable.
  virtual void parse_answer(const std::vector<std::string>& answer, TurnOutcome* out) = 0;

  // Requests (the opponent's turns before each of ours; Black's first is all -1) and responses
  // (our turns) of a history.
  void split_history(const std::vector<Move>& history, std::vector<Move>* requests,
                     std::vector<Move>* responses) const;

  std::string data_, globaldata_;

 private:
  // What came back in one turn.
  struct Answer {
    std::vector<std::string> lines;
    int64_t t_answer = -1;  // when the first answer line arrived
    bool marker = false;
  };
  // Restarts or wakes the process and sets out->input; false with a verdict if it cannot start.
  bool prepare_request(const std::vector<Move>& history, TurnOutcome* out);
  // False with a verdict (OUTPUT_LIMIT, INTERRUPT) in *out.
  bool read_answer(const Deadlines& d, Answer* a, TurnOutcome* out);
  // True on the keep-running marker.
  bool scan_line(const std::string& line, int64_t now, Answer* a) const;
  // Verdicts on an answer (or its absence) once reading stopped.
  void judge_answer(const Deadlines& d, const Answer& a, TurnOutcome* out);

  bool keep_ = false;
};

class BotzoneJsonBot : public BotzoneBot {
 public:
  using BotzoneBot::BotzoneBot;

 protected:
  std::string full_request(const std::vector<Move>& history) const override;
  std::string bare_request(const Move& last) const override;
  bool take_line(const std::string& raw, const std::string& trimmed,
                 std::vector<std::string>* answer) const override;
  void parse_answer(const std::vector<std::string>& answer, TurnOutcome* out) override;
};

class BotzoneLineBot : public BotzoneBot {
 public:
  using BotzoneBot::BotzoneBot;

 protected:
  std::string full_request(const std::vector<Move>& history) const override;
  std::string bare_request(const Move& last) const override;
  bool take_line(const std::string& raw, const std::string& trimmed,
                 std::vector<std::string>* answer) const override;
  void parse_answer(const std::vector<std::string>& answer, TurnOutcome* out) override;
};

}  // namespace judge
}  // namespace c6
