#include "serve/serve_files.h"

#include <dirent.h>
#include <limits.h>
#include <stdlib.h>
#include <sys/stat.h>

#include <algorithm>

#include "records/json_out.h"
#include "records/replay.h"

namespace c6 {
namespace judge {

bool safe_log_path(const std::string& root_real, const std::string& name, std::string* out,
                   std::string* err) {
  if (name.empty() || name.size() > 255) return *err = "bad file name", false;
  if (name[0] == '/' || name.find("..") != std::string::npos ||
      name.find('\0') != std::string::npos || name.find('\\') != std::string::npos) {
    return *err = "file names are relative to --logs, without '..'", false;
  }
  const std::string joined = root_real + "/" + name;
  char buf[PATH_MAX];
  if (!realpath(joined.c_str(), buf)) return *err = "no such log: " + name, false;
  const std::string real = buf;
  if (real.compare(0, root_real.size() + 1, root_real + "/") != 0) {
    return *err = "the file lies outside --logs", false;
  }
  struct stat st;
  if (stat(real.c_str(), &st) != 0 || !S_ISREG(st.st_mode)) {
    return *err = "not a regular file: " + name, false;
  }
  *out = real;
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
  if (!load_records(path, &games, err)) return "";
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
