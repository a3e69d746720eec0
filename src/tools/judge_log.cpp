#include "tools/judge_log.h"

#include "core/coords.h"
#include "core/json_depth.h"
#include "game/game.h"
#include "rapidjson/document.h"

namespace c6 {

namespace {

// [x0, y0, x1, y1] in Botzone coordinates (-1 = no stone), as the judge writes moves.
bool judge_log_turn(const rapidjson::Value& v, Move* m, std::string* why) {
  if (!v.IsArray() || v.Size() != 4) return *why = "a turn is not [x0,y0,x1,y1]", false;
  int c[4];
  for (rapidjson::SizeType k = 0; k < 4; ++k) {
    if (!v[k].IsInt()) return *why = "a turn coordinate is not an integer", false;
    c[k] = v[k].GetInt();
  }
  return coords::from_botzone(c[0], c[1], c[2], c[3], m, why);
}

std::string judge_log_string(const rapidjson::Value& o, const char* name) {
  if (!o.IsObject()) return "";
  auto it = o.FindMember(name);
  return it != o.MemberEnd() && it->value.IsString() ? it->value.GetString() : "";
}

}  // namespace

bool parse_judge_log_line(const std::string& line, JudgeLogGame* out, std::string* why) {
  if (!json_depth_within(line.data(), line.size())) return *why = "JSON nests too deep", false;
  rapidjson::Document d;
  d.Parse(line.c_str());
  if (d.HasParseError() || !d.IsObject()) return *why = "not a JSON object", false;
  if (!d.HasMember("c6judge")) return *why = "not a c6judge game line", false;
  JudgeLogGame g;
  if (d.HasMember("game") && d["game"].IsInt()) g.game = d["game"].GetInt();
  if (!d.HasMember("size") || !d["size"].IsInt()) return *why = "no board size", false;
  g.size = d["size"].GetInt();
  if (g.size < kMinSize || g.size > kMaxSize) return *why = "bad board size", false;
  if (d.HasMember("black")) g.black = judge_log_string(d["black"], "name");
  if (d.HasMember("white")) g.white = judge_log_string(d["white"], "name");
  if (d.HasMember("opening") && d["opening"].IsObject()) {
    const rapidjson::Value& o = d["opening"];
    auto it = o.FindMember("turns");
    if (it != o.MemberEnd()) {
      if (!it->value.IsArray()) return *why = "opening turns are not an array", false;
      for (const rapidjson::Value& t : it->value.GetArray()) {
        Move m;
        if (!judge_log_turn(t, &m, why)) return false;
        g.turns.push_back(m);
        g.debug.emplace_back();
      }
    }
  }
  g.opening_turns = static_cast<int>(g.turns.size());
  if (!d.HasMember("moves") || !d["moves"].IsArray()) return *why = "no moves array", false;
  for (const rapidjson::Value& mv : d["moves"].GetArray()) {
    if (!mv.IsObject() || !mv.HasMember("m")) return *why = "a move without \"m\"", false;
    Move m;
    if (!judge_log_turn(mv["m"], &m, why)) return false;
    g.turns.push_back(m);
    g.debug.push_back(judge_log_string(mv, "debug"));
  }
  const std::string winner = judge_log_string(d, "winner");
  g.winner = winner == "black" ? kBlack : winner == "white" ? kWhite : kEmpty;
  g.verdict = judge_log_string(d, "verdict");
  // The turns must replay: analysis rebuilds positions from them.
  Game replay(g.size);
  for (const Move& m : g.turns) {
    if (replay.over()) return *why = "a turn after the game ended", false;
    if (replay.play(m) != Illegal::kNone) return *why = "an illegal turn in the log", false;
  }
  *out = g;
  return true;
}

}  // namespace c6
