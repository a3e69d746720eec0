#include "bots/bot_spec.h"

#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdlib>
#include <cstring>
#include <vector>

#include "process/output_cap.h"
#include "process/sandbox.h"
#include "util/parse_int.h"
#include "util/sha256.h"

namespace c6 {
namespace judge {

namespace {

std::string trim(const std::string& s) {
  size_t a = 0, b = s.size();
  while (a < b && std::isspace(static_cast<unsigned char>(s[a]))) ++a;
  while (b > a && std::isspace(static_cast<unsigned char>(s[b - 1]))) --b;
  return s.substr(a, b - a);
}

bool file_exists_exec(const std::string& p) {
  struct stat st;
  return stat(p.c_str(), &st) == 0 && S_ISREG(st.st_mode) && access(p.c_str(), X_OK) == 0;
}

bool parse_ranged(const std::string& key, const std::string& v, long lo, long hi, long* out,
                  std::string* err) {
  if (parse_int(v, lo, hi, out)) return true;
  *err = key + "='" + printable(v, 60) + "' is not an integer in [" + std::to_string(lo) + ", " +
         std::to_string(hi) + "]";
  return false;
}

// Applies one key=value field of a spec.
bool set_field(const std::string& key, const std::string& value, BotSpec* out, std::string* err) {
  long n = 0;
  if (key == "name") {
    out->name = value;
  } else if (key == "cmd") {
    out->cmd = value;
  } else if (key == "dir") {
    out->dir = value;
  } else if (key == "proto") {
    if (!parse_proto(value, &out->proto)) {
      *err = "unknown protocol '" + printable(value, 60) +
             "' (botzone-json, botzone-line, ccgc, cloudict)";
      return false;
    }
  } else if (key == "time") {
    if (!parse_ranged(key, value, 1, 3600000, &n, err)) return false;
    out->time_ms = static_cast<int>(n);
  } else if (key == "first") {
    if (!parse_ranged(key, value, 1, 3600000, &n, err)) return false;
    out->first_ms = static_cast<int>(n);
  } else if (key == "memory") {
    if (!parse_ranged(key, value, 0, 1 << 20, &n, err)) return false;
    out->memory_mb = n;
  } else if (key == "depth") {
    if (!parse_ranged(key, value, 1, 100, &n, err)) return false;
    out->depth = static_cast<int>(n);
  } else if (key == "stdin") {
    if (value != "close" && value != "open") {
      *err = "stdin='" + value + "': use stdin=close (or stdin=open, the default)";
      return false;
    }
    out->stdin_close = value == "close";
  }
  return true;
}

}  // namespace

const char* proto_name(Proto p) {
  switch (p) {
    case Proto::kBotzoneJson:
      return "botzone-json";
    case Proto::kBotzoneLine:
      return "botzone-line";
    case Proto::kCcgc:
      return "ccgc";
    case Proto::kCloudict:
      return "cloudict";
  }
  return "?";
}

bool parse_proto(const std::string& s, Proto* out) {
  if (s == "botzone-json" || s == "botzone" || s == "json" || s == "botzone-keep") {
    *out = Proto::kBotzoneJson;
  } else if (s == "botzone-line" || s == "line") {
    *out = Proto::kBotzoneLine;
  } else if (s == "ccgc") {
    *out = Proto::kCcgc;
  } else if (s == "cloudict") {
    *out = Proto::kCloudict;
  } else {
    return false;
  }
  return true;
}

// Edit distance with adjacent transpositions (optimal string alignment), for short words.
int osa_distance(const std::string& a, const std::string& b) {
  const size_t n = a.size(), m = b.size();
  std::vector<std::vector<int>> d(n + 1, std::vector<int>(m + 1, 0));
  for (size_t i = 0; i <= n; ++i) d[i][0] = static_cast<int>(i);
  for (size_t j = 0; j <= m; ++j) d[0][j] = static_cast<int>(j);
  for (size_t i = 1; i <= n; ++i) {
    for (size_t j = 1; j <= m; ++j) {
      const int cost = a[i - 1] == b[j - 1] ? 0 : 1;
      d[i][j] = std::min({d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost});
      if (i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1]) {
        d[i][j] = std::min(d[i][j], d[i - 2][j - 2] + 1);
      }
    }
  }
  return d[n][m];
}

// A field value may hold commas (a command's arguments), so a misspelt key after a comma
// ("...,tme=500") silently became part of the value: the bot then failed on an argument it never
// asked for. A ",word=" inside an unquoted value whose word is a key but for one letter (or its
// case) is refused with the key it looks like; quote the value to keep such text.
std::string misspelt_key(const std::string& value, const char* const* keys, int nkeys) {
  for (size_t c = value.find(','); c != std::string::npos; c = value.find(',', c + 1)) {
    size_t e = c + 1;
    while (e < value.size() &&
           (std::isalpha(static_cast<unsigned char>(value[e])) || value[e] == '_')) {
      ++e;
    }
    // Keys are at most 6 letters: a longer word is no key one letter off.
    if (e == c + 1 || e - c - 1 > 7 || e >= value.size() || value[e] != '=') continue;
    std::string word = value.substr(c + 1, e - c - 1);
    for (char& ch : word) ch = static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
    for (int k = 0; k < nkeys; ++k) {
      const std::string key(keys[k], std::strlen(keys[k]) - 1);
      if (osa_distance(word, key) <= 1) {
        return "'" + value.substr(c + 1, e - c) + "' is not a bot key (did you mean '" + key +
               "='?); quote the value if the comma belongs to it";
      }
    }
  }
  return "";
}

bool parse_bot_spec(const std::string& text, BotSpec* out, std::string* err) {
  *out = BotSpec();
  static const char* const kKeys[] = {
      "name=", "cmd=", "proto=", "dir=", "time=", "first=", "memory=", "stdin=", "depth="};
  const int nkeys = static_cast<int>(sizeof kKeys / sizeof kKeys[0]);
  auto key_at = [&](size_t pos) -> int {
    for (int k = 0; k < nkeys; ++k) {
      if (text.compare(pos, std::strlen(kKeys[k]), kKeys[k]) == 0) return k;
    }
    return -1;
  };
  if (key_at(0) < 0) {
    out->cmd = trim(text);
  } else {
    // Fields are separated by commas that are followed by a known key, so commands may hold commas.
    size_t pos = 0;
    unsigned seen = 0;  // keys given so far, one bit each
    while (pos < text.size()) {
      const int k = key_at(pos);
      if (k < 0) {
        *err = "bad bot field at '" + printable(text.substr(pos), 60) + "'";
        return false;
      }
      const size_t vstart = pos + std::strlen(kKeys[k]);
      size_t end = vstart;
      for (;;) {
        end = text.find(',', end);
        if (end == std::string::npos || key_at(end + 1) >= 0) break;
        ++end;
      }
      std::string value =
          text.substr(vstart, end == std::string::npos ? std::string::npos : end - vstart);
      const std::string key(kKeys[k], std::strlen(kKeys[k]) - 1);
      if ((seen >> k) & 1u) {
        *err = "'" + key + "=' is given twice";
        return false;
      }
      seen |= 1u << k;
      if (value.size() >= 2 && (value[0] == '"' || value[0] == '\'') && value.back() == value[0]) {
        value = value.substr(1, value.size() - 2);
      } else if (!(*err = misspelt_key(value, kKeys, nkeys)).empty()) {
        return false;
      }
      if (!set_field(key, value, out, err)) return false;
      if (end == std::string::npos) break;
      pos = end + 1;
    }
  }
  if (trim(out->cmd).empty()) {
    *err = "bot has no command";
    return false;
  }
  if (out->stdin_close && !is_botzone(out->proto)) {
    *err =
        "stdin=close is for Botzone bots (restart per turn); a text-protocol engine keeps "
        "reading its stdin for the whole game";
    return false;
  }
  if (out->depth > 0 && out->proto != Proto::kCloudict) {
    *err = "depth= can only be sent to a cloudict engine";
    return false;
  }
  if (out->name.empty()) {
    const std::string cmd = trim(out->cmd);
    std::string first = cmd.substr(0, cmd.find(' '));
    out->name = first.substr(first.rfind('/') == std::string::npos ? 0 : first.rfind('/') + 1);
    if (out->name.empty()) out->name = "bot";  // e.g. cmd "dir/" (found by fuzz_judge_bot_spec)
  }
  return true;
}

bool parse_bot_list(const std::string& text, const std::string& source, std::vector<BotSpec>* out,
                    std::string* err) {
  std::vector<BotSpec> bots;
  size_t pos = 0;
  int no = 0;
  while (pos < text.size()) {
    const size_t nl = text.find('\n', pos);
    std::string line = text.substr(pos, nl == std::string::npos ? std::string::npos : nl - pos);
    pos = nl == std::string::npos ? text.size() : nl + 1;
    ++no;
    while (!line.empty() && (line.back() == '\r' || line.back() == ' ' || line.back() == '\t')) {
      line.pop_back();
    }
    const size_t start = line.find_first_not_of(" \t");
    if (start == std::string::npos || line[start] == '#') continue;
    BotSpec b;
    std::string e;
    if (!parse_bot_spec(line.substr(start), &b, &e)) {
      *err = source + ":" + std::to_string(no) + ": " + e;
      return false;
    }
    bots.push_back(b);
  }
  out->insert(out->end(), bots.begin(), bots.end());
  return true;
}

std::string spec_overrides_text(const BotSpec& spec) {
  std::string s;
  if (spec.time_ms > 0) s += ",time=" + std::to_string(spec.time_ms);
  if (spec.first_ms > 0) s += ",first=" + std::to_string(spec.first_ms);
  if (spec.memory_mb >= 0) s += ",memory=" + std::to_string(spec.memory_mb);
  if (spec.stdin_close) s += ",stdin=close";
  if (spec.depth > 0) s += ",depth=" + std::to_string(spec.depth);
  return s;
}

Limits limits_for(const Limits& run, const BotSpec& spec) {
  Limits l = run;
  if (spec.time_ms > 0) {
    l.turn_ms = spec.time_ms;
    l.first_ms = 2 * spec.time_ms;
  }
  if (spec.first_ms > 0) l.first_ms = spec.first_ms;
  if (spec.memory_mb >= 0) l.memory_mb = static_cast<uint64_t>(spec.memory_mb);
  return l;
}

bool parse_time_control(const std::string& text, Limits* out, std::string* err) {
  const size_t plus = text.find('+');
  const std::string base = text.substr(0, plus);
  const std::string inc = plus == std::string::npos ? "0" : text.substr(plus + 1);
  auto seconds = [&](const std::string& s, double lo, double* v) {
    char* end = nullptr;
    *v = std::strtod(s.c_str(), &end);
    return !s.empty() && *end == '\0' && std::isfinite(*v) && *v >= lo && *v <= 86400;
  };
  double b = 0, i = 0;
  if (!seconds(base, 0.001, &b) || !seconds(inc, 0, &i)) {
    *err = "--tc '" + text +
           "': expected BASE+INC in seconds, BASE in (0, 86400], INC in [0, "
           "86400] (e.g. 60+1 or 0.5+0.1)";
    return false;
  }
  out->clock_base_ms = static_cast<int64_t>(b * 1000 + 0.5);
  out->clock_inc_ms = static_cast<int64_t>(i * 1000 + 0.5);
  if (out->clock_base_ms < 1) out->clock_base_ms = 1;
  return true;
}

std::string botzone_size_warning(const BotSpec& spec, int size) {
  if (size == 15 || (spec.proto != Proto::kBotzoneJson && spec.proto != Proto::kBotzoneLine)) {
    return "";
  }
  // A heuristic: the judge cannot know a bot's flags, so "--size N" anywhere in the command (not
  // followed by another digit) counts as telling it. A bot sized some other way still gets the
  // warning, which costs one line on stderr; a silent wrong size costs a whole run.
  const std::string flag = "--size " + std::to_string(size);
  for (size_t pos = spec.cmd.find(flag); pos != std::string::npos;
       pos = spec.cmd.find(flag, pos + 1)) {
    const size_t after = pos + flag.size();
    if (after == spec.cmd.size() || !std::isdigit(static_cast<unsigned char>(spec.cmd[after]))) {
      return "";
    }
  }
  const std::string n = std::to_string(size);
  return "bot '" + spec.name + "' speaks " + proto_name(spec.proto) +
         ", which carries no board size, so it will play 15x15 unless told otherwise; this run "
         "is " +
         n + "x" + n + ": the bot must be told the size itself (c6bot needs '--size " + n +
         "' in its cmd)";
}

bool resolve_binary(BotSpec* spec, std::string* err) {
  struct stat st;
  const std::string bot = "bot '" + printable(spec->name, 60) + "': ";
  if (!spec->dir.empty()) {
    const bool exists = stat(spec->dir.c_str(), &st) == 0;
    if (!exists || !S_ISDIR(st.st_mode)) {
      *err = bot + "working directory '" + printable(spec->dir, 60) +
             (exists ? "' is not a directory" : "' does not exist");
      return false;
    }
  }
  const std::string first = trim(spec->cmd).substr(0, trim(spec->cmd).find(' '));
  std::string path;
  if (first.find('/') != std::string::npos) {
    path = first[0] == '/' || spec->dir.empty() ? first : spec->dir + "/" + first;
  } else {
    const char* env = std::getenv("PATH");
    std::string p = env ? env : "/usr/bin:/bin";
    size_t start = 0;
    while (start <= p.size()) {
      size_t colon = p.find(':', start);
      if (colon == std::string::npos) colon = p.size();
      const std::string cand = p.substr(start, colon - start) + "/" + first;
      if (file_exists_exec(cand)) {
        path = cand;
        break;
      }
      start = colon + 1;
    }
  }
  if (path.empty() || !file_exists_exec(path)) {
    const bool there = !path.empty() && stat(path.c_str(), &st) == 0;
    *err = bot + "executable '" + printable(first, 60) +
           (!there                ? "' not found"
            : S_ISDIR(st.st_mode) ? "' is a directory"
                                  : "' is not executable (no execute permission or not a file)");
    return false;
  }
  spec->binary = path;
  spec->sha256 = sha256_file(path);
  return true;
}

std::string launch_command(const BotSpec& spec) {
  return sandboxed_command(spec.sandbox, spec.cmd);
}

}  // namespace judge
}  // namespace c6
