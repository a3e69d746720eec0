// Botzone JSON mode: one line of JSON each way (docs/protocols.md section 3).
#include "bots/botzone_bot.h"
#include "core/coords.h"
#include "core/wire.h"
#include "rapidjson/stringbuffer.h"
#include "rapidjson/writer.h"

namespace c6 {
namespace judge {

namespace {

using JsonWriter = rapidjson::Writer<rapidjson::StringBuffer>;

void write_move(JsonWriter* w, const Move& m) {
  int v[4];
  coords::to_botzone(m, v);
  w->StartObject();
  for (int i = 0; i < 4; ++i) {
    w->Key(wire::kMoveKeys[i]);
    w->Int(v[i]);
  }
  w->EndObject();
}

void write_string(JsonWriter* w, const char* key, const std::string& s) {
  w->Key(key);
  w->String(s.c_str(), static_cast<rapidjson::SizeType>(s.size()));
}

}  // namespace

std::string BotzoneJsonBot::full_request(const std::vector<Move>& history) const {
  std::vector<Move> requests, responses;
  split_history(history, &requests, &responses);
  rapidjson::StringBuffer sb;
  JsonWriter w(sb);
  w.StartObject();
  w.Key(wire::kRequests);
  w.StartArray();
  for (const Move& m : requests) write_move(&w, m);
  w.EndArray();
  w.Key(wire::kResponses);
  w.StartArray();
  for (const Move& m : responses) write_move(&w, m);
  w.EndArray();
  write_string(&w, wire::kData, data_);
  write_string(&w, wire::kGlobalData, globaldata_);
  // The nominal per-turn limits, integers in ms and MB (the live platform's type and unit are
  // unverified; docs/protocols.md section 6). Like Botzone's config, time_limit is the per-turn
  // value on every turn: a keep-running bot only sees the first request's, so announcing the longer
  // first-turn allowance there would make it overrun every later turn. The allowance itself
  // (--first) is still granted.
  w.Key(wire::kTimeLimit);
  w.Int(announced_ms());
  w.Key(wire::kMemoryLimit);
  w.Uint64(limits_.memory_mb);
  w.EndObject();
  return std::string(sb.GetString()) + "\n";
}

std::string BotzoneJsonBot::bare_request(const Move& last) const {
  rapidjson::StringBuffer sb;
  JsonWriter w(sb);
  write_move(&w, last);
  return std::string(sb.GetString()) + "\n";
}

bool BotzoneJsonBot::take_line(const std::string&, const std::string& trimmed,
                               std::vector<std::string>* answer) const {
  if (trimmed.empty()) return false;
  answer->push_back(trimmed);
  return true;
}

void BotzoneJsonBot::parse_answer(const std::vector<std::string>& answer, TurnOutcome* out) {
  for (size_t i = 1; i < answer.size(); ++i)
    log_stdout(answer[i], "stdout after the answer, ignored");
  std::string why;
  if (!parse_botzone_json_answer(answer[0], out, &data_, &globaldata_, &why)) {
    out->verdict = Verdict::kBadOutput;
    out->reason = why.compare(0, 10, "not a JSON") == 0 ? "not_json" : "bad_field";
    out->detail = why;
    // Not an answer but a dying process's last words (a JVM that could not start, an uncaught
    // OutOfMemoryError): the death is the verdict, its words the detail.
    const ExitInfo& e = proc_.exit_info();
    if (e.reaped && !e.killed_by_judge && (e.signaled || e.code != 0)) classify_death(out);
  }
}

}  // namespace judge
}  // namespace c6
