#include "match/shard.h"

#include <cstdlib>
#include <fstream>

#include "match/schedule.h"
#include "rapidjson/document.h"
#include "records/json_out.h"
#include "util/json_in.h"
#include "util/parse_int.h"
#include "util/sha256.h"

namespace c6 {
namespace judge {

namespace {

const char* mode_name(RunMode m) {
  return m == RunMode::kMatch ? "match" : m == RunMode::kGauntlet ? "gauntlet" : "round_robin";
}

void put(JsonWriter* w, const char* key, const std::string& s) {
  w->Key(key);
  w->String(s.c_str(), static_cast<rapidjson::SizeType>(s.size()));
}

// The command without its first word: the arguments that make one binary into different bots.
// The executable itself is identified by its SHA-256, so shards may keep it at different paths.
std::string cmd_args(const std::string& cmd) {
  const size_t b = cmd.find_first_not_of(" \t");
  const size_t e = b == std::string::npos ? b : cmd.find_first_of(" \t", b);
  const size_t a = e == std::string::npos ? e : cmd.find_first_not_of(" \t", e);
  return a == std::string::npos ? "" : cmd.substr(a);
}

// Openings as canonical text, hashed: equal files in another order or with other comments are the
// same openings only if the list (which the seeded shuffle walks) is the same.
std::string openings_digest(const std::vector<Opening>& ops) {
  std::string text;
  for (const Opening& o : ops) {
    text += o.name + (o.relative ? " rel" : " abs");
    for (const Point& p : o.stones) text += " " + std::to_string(p.x) + "," + std::to_string(p.y);
    text += "\n";
  }
  return sha256_hex(text);
}

std::string write_run(const RunConfig& cfg) {
  rapidjson::StringBuffer sb;
  JsonWriter w(sb);
  w.StartObject();
  put(&w, "mode", mode_name(cfg.mode));
  w.Key("bots");
  w.StartArray();
  for (const BotSpec& b : cfg.bots) {
    w.StartObject();
    put(&w, "name", b.name);
    put(&w, "proto", proto_name(b.proto));
    put(&w, "sha256", b.sha256);
    put(&w, "args", cmd_args(b.cmd));
    put(&w, "overrides", spec_overrides_text(b));
    w.EndObject();
  }
  w.EndArray();
  w.Key("size");
  w.Int(cfg.size);
  put(&w, "seed", std::to_string(cfg.seed));
  w.Key("openings");
  w.Int(static_cast<int>(cfg.openings.size()));
  put(&w, "openings_sha256", openings_digest(cfg.openings));
  w.Key("symmetry");
  w.Bool(cfg.random_symmetry);
  w.Key("max_turns");
  w.Int(cfg.max_turns);
  // Written only when on, so that the headers of runs without it stay as they were (--resume and
  // merge compare headers).
  if (cfg.adjudicate_dead) {
    w.Key("adjudicate_dead");
    w.Bool(true);
  }
  w.Key("limits");
  write_limits(&w, cfg.limits, LimitsFields::kAll);
  w.Key("sprt");
  w.StartObject();
  w.Key("enabled");
  w.Bool(cfg.sprt.enabled);
  w.Key("elo0");
  w.Double(cfg.sprt.elo0);
  w.Key("elo1");
  w.Double(cfg.sprt.elo1);
  w.Key("alpha");
  w.Double(cfg.sprt.alpha);
  w.Key("beta");
  w.Double(cfg.sprt.beta);
  w.EndObject();
  w.EndObject();
  return sb.GetString();
}

}  // namespace

RunHeader make_run_header(const RunConfig& cfg) {
  RunHeader h;
  h.run = write_run(cfg);
  h.games = games_per_pairing(cfg);
  h.shard = cfg.shard;
  h.bots = cfg.bots;
  return h;
}

}  // namespace judge
}  // namespace c6
