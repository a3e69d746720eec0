// Fuzz target: a Botzone match log (parse_botzone_log, as read by c6judge replay), then validate().
// A parsed game re-serialised as a Botzone log (Black = player 0) parses back to the same players
// and turns (moves, malformed flags, times, debug texts).
#include <rapidjson/stringbuffer.h>
#include <rapidjson/writer.h>

#include <cmath>

#include "core/coords.h"
#include "fuzz_util.h"
#include "records/replay.h"

using namespace c6;
using namespace c6::judge;

namespace {

using Writer = rapidjson::Writer<rapidjson::StringBuffer>;

void put_string(Writer* w, const std::string& s) {
  w->String(s.c_str(), static_cast<rapidjson::SizeType>(s.size()));
}

void put_move(Writer* w, const Move& m) {
  int v[4];
  coords::to_botzone(m, v);
  const char* keys[4] = {"x0", "y0", "x1", "y1"};
  w->StartObject();
  for (int i = 0; i < 4; ++i) {
    w->Key(keys[i]);
    w->Int(v[i]);
  }
  w->EndObject();
}

std::string as_botzone_log(const RecordedGame& g) {
  rapidjson::StringBuffer sb;
  Writer w(sb);
  w.StartObject();
  w.Key("players");
  w.StartArray();
  for (const std::string* name : {&g.black, &g.white}) {
    w.StartObject();
    w.Key("name");
    put_string(&w, *name);
    w.EndObject();
  }
  w.EndArray();
  w.Key("log");
  w.StartArray();
  w.StartObject();
  w.Key("command");
  w.String("request");
  w.Key("content");
  w.StartObject();
  w.Key("0");
  put_move(&w, Move());
  w.EndObject();
  w.EndObject();
  for (size_t k = 0; k < g.turns.size(); ++k) {
    const RecordedTurn& t = g.turns[k];
    w.StartObject();
    w.Key(k % 2 == 0 ? "0" : "1");
    w.StartObject();
    w.Key("response");
    if (t.malformed) {
      w.Int(0);  // not a move: read back as a malformed turn
    } else {
      put_move(&w, t.move);
    }
    if (t.ms != -1) {
      w.Key("time");
      w.Double(t.ms);
    }
    w.Key("debug");
    put_string(&w, t.debug);
    w.EndObject();
    w.EndObject();
  }
  w.EndArray();
  w.EndObject();
  return std::string(sb.GetString(), sb.GetSize());
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::string text = fuzz::text_of(data, size);
  RecordedGame g;
  std::string err;
  if (!parse_botzone_log(text, &g, &err)) {
    fuzz::check_message(err);
    return 0;
  }
  FUZZ_CHECK(g.source == "botzone" && g.size == 15, "a Botzone game is 15x15");
  FUZZ_CHECK(!g.black.empty() && !g.white.empty(), "a player has no name");
  for (const RecordedTurn& t : g.turns) {
    FUZZ_CHECK(!t.malformed || t.move == Move(), "a malformed turn carries stones");
  }
  const std::string back = as_botzone_log(g);
  RecordedGame again;
  FUZZ_CHECK(parse_botzone_log(back, &again, &err), "own log rejected: " + err);
  FUZZ_CHECK(again.black == g.black && again.white == g.white, "round trip changed the players");
  FUZZ_CHECK(again.turns.size() == g.turns.size(), "round trip changed the turn count");
  for (size_t k = 0; k < g.turns.size(); ++k) {
    const RecordedTurn& a = g.turns[k];
    const RecordedTurn& b = again.turns[k];
    // RapidJSON's default number parsing is fast, not exact: a time written with many digits
    // may come back one ulp away, so times compare to 1e-12 relative.
    const bool same_ms = a.ms == b.ms || std::fabs(a.ms - b.ms) <= 1e-12 * std::fabs(a.ms);
    FUZZ_CHECK(a.move == b.move && a.malformed == b.malformed && same_ms && a.debug == b.debug,
               "round trip changed turn " + std::to_string(k + 1));
  }
  const Validation v = validate(g);
  FUZZ_CHECK(v.valid == v.problem.empty(), "validation verdict and problem disagree");
  FUZZ_CHECK(v.valid || (v.bad_turn >= 0 && v.bad_turn <= static_cast<int>(g.turns.size())),
             "bad turn number out of range");
  return 0;
}
