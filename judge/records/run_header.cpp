#include "records/run_header.h"

#include <cstdlib>
#include <sstream>

#include "rapidjson/document.h"
#include "records/json_out.h"
#include "util/json_in.h"
#include "util/parse_int.h"
#include "util/text_file.h"

namespace c6 {
namespace judge {

namespace {

constexpr char kHeaderKey[] = "c6judge_run";

std::string reserialize(const rapidjson::Value& v) {
  rapidjson::StringBuffer sb;
  JsonWriter w(sb);
  v.Accept(w);
  return sb.GetString();
}

const rapidjson::Value* member(const rapidjson::Value& o, const char* key) {
  if (!o.IsObject()) return nullptr;
  auto it = o.FindMember(key);
  return it == o.MemberEnd() ? nullptr : &it->value;
}

int64_t int_of(const rapidjson::Value& o, const char* key, bool* ok) {
  const rapidjson::Value* v = member(o, key);
  if (!v || !v->IsInt64()) {
    *ok = false;
    return 0;
  }
  return v->GetInt64();
}

// A missing number, and one we could not have written (51e308 reads as infinity), clear *ok.
double num_of(const rapidjson::Value& o, const char* key, bool* ok) {
  double v = 0;
  if (!read_finite(o, key, &v)) *ok = false;
  return v;
}

// Decodes the fields of `run` that merge needs into the header.
bool decode_run(const rapidjson::Value& run, RunHeader* h) {
  bool ok = run.IsObject();
  if (!ok) return false;
  h->mode = read_string(run, "mode");
  const rapidjson::Value* bots = member(run, "bots");
  if (!bots || !bots->IsArray()) return false;
  for (const auto& b : bots->GetArray()) {
    BotSpec s;
    s.name = read_string(b, "name");
    s.sha256 = read_string(b, "sha256");
    s.cmd = read_string(b, "args");
    if (!parse_proto(read_string(b, "proto"), &s.proto)) ok = false;
    h->bots.push_back(s);
  }
  h->size = static_cast<int>(int_of(run, "size", &ok));
  h->seed = std::strtoull(read_string(run, "seed").c_str(), nullptr, 10);
  h->openings = static_cast<int>(int_of(run, "openings", &ok));
  const rapidjson::Value* l = member(run, "limits");
  if (!l) return false;
  h->limits.turn_ms = static_cast<int>(int_of(*l, "turn_ms", &ok));
  h->limits.first_ms = static_cast<int>(int_of(*l, "first_ms", &ok));
  h->limits.margin_ms = static_cast<int>(int_of(*l, "margin_ms", &ok));
  h->limits.grace_ms = static_cast<int>(int_of(*l, "grace_ms", &ok));
  h->limits.memory_mb = static_cast<uint64_t>(int_of(*l, "memory_mb", &ok));
  h->limits.output_cap = static_cast<uint64_t>(int_of(*l, "output_cap", &ok));
  h->limits.clock_base_ms = int_of(*l, "clock_base_ms", &ok);
  h->limits.clock_inc_ms = int_of(*l, "clock_inc_ms", &ok);
  const rapidjson::Value* sp = member(run, "sprt");
  if (!sp) return false;
  const rapidjson::Value* en = member(*sp, "enabled");
  h->sprt = en && en->IsBool() && en->GetBool();
  h->elo0 = num_of(*sp, "elo0", &ok);
  h->elo1 = num_of(*sp, "elo1", &ok);
  h->alpha = num_of(*sp, "alpha", &ok);
  h->beta = num_of(*sp, "beta", &ok);
  return ok && (h->mode == "match" || h->mode == "round_robin" || h->mode == "gauntlet");
}

}  // namespace

bool parse_shard(const std::string& text, ShardSpec* out, std::string* err) {
  const size_t slash = text.find('/');
  long k = -1, n = -1;
  if (slash != std::string::npos && slash > 0 && slash + 1 < text.size()) {
    // Either left at -1 when it is not a number in range; the check below then refuses the text.
    parse_int(text.substr(0, slash), 1, 10000, &k);
    parse_int(text.substr(slash + 1), 1, 10000, &n);
  }
  if (n < 1 || n > 10000 || k < 1 || k > n) {
    *err = "--shard: '" + text + "' is not K/N with 1 <= K <= N <= 10000 (e.g. 2/4)";
    return false;
  }
  out->k = static_cast<int>(k);
  out->n = static_cast<int>(n);
  return true;
}

std::string run_header_to_json(const RunHeader& h) {
  rapidjson::StringBuffer sb;
  JsonWriter w(sb);
  w.StartObject();
  w.Key(kHeaderKey);
  w.Int(1);
  w.Key("shard");
  w.StartArray();
  w.Int(h.shard.k);
  w.Int(h.shard.n);
  w.EndArray();
  w.Key("games");
  w.Int(h.games);
  w.Key("run");
  w.RawValue(h.run.c_str(), h.run.size(), rapidjson::kObjectType);
  // Informational: full commands as run on this machine (paths may differ between shards).
  w.Key("cmds");
  w.StartArray();
  for (const BotSpec& b : h.bots) w.String(b.cmd.c_str());
  w.EndArray();
  w.EndObject();
  return sb.GetString();
}

bool is_run_header_line(const std::string& line) {
  return line.compare(0, sizeof kHeaderKey + 2, std::string("{\"") + kHeaderKey + "\"") == 0;
}

bool run_header_from_json(const std::string& line, RunHeader* out, std::string* err) {
  rapidjson::Document d;
  if (!parse_json(line, &d) || d.HasParseError() || !d.IsObject() || !d.HasMember(kHeaderKey)) {
    *err = "not a c6judge run header";
    return false;
  }
  RunHeader h;
  const rapidjson::Value* shard = member(d, "shard");
  const rapidjson::Value* run = member(d, "run");
  bool ok = true;
  h.games = static_cast<int>(int_of(d, "games", &ok));
  if (!ok || !shard || !shard->IsArray() || shard->Size() != 2 || !(*shard)[0].IsInt() ||
      !(*shard)[1].IsInt() || !run || !decode_run(*run, &h)) {
    *err = "malformed c6judge run header";
    return false;
  }
  h.shard.k = (*shard)[0].GetInt();
  h.shard.n = (*shard)[1].GetInt();
  if (h.shard.n < 1 || h.shard.k < 1 || h.shard.k > h.shard.n || h.games < 2) {
    *err = "malformed c6judge run header (shard or games)";
    return false;
  }
  const rapidjson::Value* cmds = member(d, "cmds");
  if (cmds && cmds->IsArray() && cmds->Size() == h.bots.size()) {
    for (rapidjson::SizeType i = 0; i < cmds->Size(); ++i) {
      if ((*cmds)[i].IsString()) h.bots[i].cmd = (*cmds)[i].GetString();
    }
  }
  h.run = reserialize(*run);
  *out = h;
  return true;
}

bool read_run_header(const std::string& path, RunHeader* out, std::string* err) {
  std::string text;
  return read_text_file(path, &text, err) && run_header_from_text(text, path, out, err);
}

bool run_header_from_text(const std::string& text, const std::string& path, RunHeader* out,
                          std::string* err) {
  std::istringstream f(text);
  std::string line, why;
  bool found = false;
  while (std::getline(f, line)) {
    RunHeader h;
    if (is_run_header_line(line) && run_header_from_json(line, &h, &why)) {
      *out = h;
      found = true;
    }
  }
  if (!found) *err = path + ": no c6judge run header (a log written before sharding existed?)";
  return found;
}

std::string first_difference(const std::string& run_a, const std::string& run_b) {
  if (run_a == run_b) return "";
  rapidjson::Document a, b;
  a.Parse(run_a.c_str());
  b.Parse(run_b.c_str());
  if (!a.IsObject() || !b.IsObject()) return "run";
  for (auto it = a.MemberBegin(); it != a.MemberEnd(); ++it) {
    const rapidjson::Value* o = member(b, it->name.GetString());
    if (!o || reserialize(*o) != reserialize(it->value)) return it->name.GetString();
  }
  // A key only the second holds (one written only when on, such as adjudicate_dead).
  for (auto it = b.MemberBegin(); it != b.MemberEnd(); ++it) {
    if (!member(a, it->name.GetString())) return it->name.GetString();
  }
  return "run";
}

}  // namespace judge
}  // namespace c6
