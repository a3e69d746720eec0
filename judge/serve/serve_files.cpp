#include "serve/serve_files.h"

#include <dirent.h>
#include <sys/stat.h>

#include <algorithm>

#include "records/json_out.h"
#include "records/replay.h"

namespace c6 {
namespace judge {

bool safe_log_path(const std::string& root_real, const std::string& name, std::string* out,
                   std::string* err) {
  // One answer for every refusal, so a page cannot tell a hidden file or a folder from nothing.
  *err = "no such log (the names are those of /api/logs)";
  if (name.empty() || name.size() > 255 || name[0] == '.') return false;
  for (char c : name) {
    if (c == '/' || c == '\\' || c == '\0' || static_cast<unsigned char>(c) < 0x20) return false;
  }
  const std::string path = root_real + "/" + name;
  struct stat st;
  if (lstat(path.c_str(), &st) != 0 || !S_ISREG(st.st_mode)) return false;
  err->clear();
  *out = path;
  return true;
}

std::vector<std::string> list_logs(const std::string& root_real) {
  std::vector<std::string> names;
  DIR* d = opendir(root_real.c_str());
  if (!d) return names;
  while (struct dirent* e = readdir(d)) {
    const std::string n = e->d_name;
    if (n.empty() || n[0] == '.') continue;
    std::string real, err;
    if (safe_log_path(root_real, n, &real, &err)) names.push_back(n);
    if (names.size() >= 1000) break;
  }
  closedir(d);
  std::sort(names.begin(), names.end());
  return names;
}

std::string records_json(const std::string& path, std::string* err) {
  std::vector<RecordedGame> games;
  if (!load_records(path, &games, err)) {
    // A log with only its run header (a run whose first game is still in play) holds no games
    // yet; for the page that is an empty list, not an error.
    const std::string none = ": no games";
    const bool empty = games.empty() && err->size() >= none.size() &&
                       err->compare(err->size() - none.size(), none.size(), none) == 0;
    return empty ? "{\"games\":[]}" : "";
  }
  rapidjson::StringBuffer sb;
  JsonWriter w(sb);
  w.StartObject();
  w.Key("games");
  w.StartArray();
  for (const RecordedGame& g : games) {
    const Validation v = validate(g);
    w.StartObject();
    write_game_players(&w, g);
    w.Key("source");
    w.String(g.source.c_str());
    w.Key("valid");
    w.Bool(v.valid);
    w.Key("summary");
    w.String(v.valid ? v.summary.c_str() : ("INVALID: " + v.problem).c_str());
    w.Key("verdict");
    w.String(g.claimed_verdict.c_str());
    w.Key("reason");
    w.String(g.claimed_reason.c_str());
    w.Key("winner");
    w.String(g.has_claimed_winner && g.claimed_winner != kEmpty ? color_name(g.claimed_winner)
                                                                : "");
    w.Key("turns");
    w.StartArray();
    for (const RecordedTurn& t : g.turns) {
      w.StartObject();
      w.Key("s");
      w.StartArray();
      if (!t.malformed) write_stones(&w, t.move);
      w.EndArray();
      w.Key("ms");
      w.Double(t.ms);
      w.Key("debug");
      w.String(t.debug.substr(0, 2000).c_str());
      w.EndObject();
    }
    w.EndArray();
    w.EndObject();
  }
  w.EndArray();
  w.EndObject();
  return sb.GetString();
}

}  // namespace judge
}  // namespace c6
