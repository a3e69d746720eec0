#include "bot.h"

#include <sys/stat.h>
#include <unistd.h>

#include <cctype>
#include <cstdio>
#include <cstdlib>
#include <cstring>

#include "answer_parse.h"
#include "core/coords.h"
#include "rapidjson/document.h"
#include "rapidjson/stringbuffer.h"
#include "rapidjson/writer.h"
#include "sha256.h"

namespace c6 {
namespace judge {

namespace {

const char kMarker[] = ">>>BOTZONE_REQUEST_KEEP_RUNNING<<<";

std::string trim(const std::string& s) {
  size_t a = 0, b = s.size();
  while (a < b && std::isspace(static_cast<unsigned char>(s[a]))) ++a;
  while (b > a && std::isspace(static_cast<unsigned char>(s[b - 1]))) --b;
  return s.substr(a, b - a);
}

std::string clip(const std::string& s, size_t n) { return s.size() <= n ? s : s.substr(0, n); }

// Splits off complete lines from the front of buf (keeping an unterminated tail).
std::vector<std::string> take_lines(std::string* buf) {
  std::vector<std::string> lines;
  size_t start = 0, nl;
  while ((nl = buf->find('\n', start)) != std::string::npos) {
    std::string line = buf->substr(start, nl - start);
    if (!line.empty() && line.back() == '\r') line.pop_back();
    lines.push_back(line);
    start = nl + 1;
  }
  buf->erase(0, start);
  return lines;
}

bool file_exists_exec(const std::string& p) {
  struct stat st;
  return stat(p.c_str(), &st) == 0 && S_ISREG(st.st_mode) && access(p.c_str(), X_OK) == 0;
}

std::string tail_of_file(const std::string& path, long max_bytes) {
  FILE* f = std::fopen(path.c_str(), "rb");
  if (!f) return "";
  std::fseek(f, 0, SEEK_END);
  const long size = std::ftell(f);
  std::fseek(f, size > max_bytes ? size - max_bytes : 0, SEEK_SET);
  std::string s;
  char buf[4096];
  size_t n;
  while ((n = std::fread(buf, 1, sizeof buf, f)) > 0) s.append(buf, n);
  std::fclose(f);
  return s;
}

void write_move(rapidjson::Writer<rapidjson::StringBuffer>* w, const Move& m) {
  int v[4];
  coords::to_botzone(m, v);
  w->StartObject();
  const char* keys[4] = {"x0", "y0", "x1", "y1"};
  for (int i = 0; i < 4; ++i) {
    w->Key(keys[i]);
    w->Int(v[i]);
  }
  w->EndObject();
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

bool parse_bot_spec(const std::string& text, BotSpec* out, std::string* err) {
  *out = BotSpec();
  static const char* const kKeys[] = {"name=", "cmd=", "proto=", "dir="};
  auto key_at = [&](size_t pos) -> int {
    for (int k = 0; k < 4; ++k) {
      if (text.compare(pos, std::strlen(kKeys[k]), kKeys[k]) == 0) return k;
    }
    return -1;
  };
  if (key_at(0) < 0) {
    out->cmd = trim(text);
  } else {
    // Fields are separated by commas that are followed by a known key, so commands may hold commas.
    size_t pos = 0;
    while (pos < text.size()) {
      const int k = key_at(pos);
      if (k < 0) {
        *err = "bad bot field at '" + text.substr(pos) + "'";
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
      if (value.size() >= 2 && (value[0] == '"' || value[0] == '\'') && value.back() == value[0]) {
        value = value.substr(1, value.size() - 2);
      }
      if (k == 0) out->name = value;
      if (k == 1) out->cmd = value;
      if (k == 2 && !parse_proto(value, &out->proto)) {
        *err = "unknown protocol '" + value + "' (botzone-json, botzone-line, ccgc, cloudict)";
        return false;
      }
      if (k == 3) out->dir = value;
      if (end == std::string::npos) break;
      pos = end + 1;
    }
  }
  if (trim(out->cmd).empty()) {
    *err = "bot has no command";
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
  if (!spec->dir.empty() && (stat(spec->dir.c_str(), &st) != 0 || !S_ISDIR(st.st_mode))) {
    *err = "bot '" + spec->name + "': working directory '" + spec->dir + "' does not exist";
    return false;
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
    *err = "bot '" + spec->name + "': executable '" + first + "' not found";
    return false;
  }
  spec->binary = path;
  spec->sha256 = sha256_file(path);
  return true;
}

BotSession::BotSession(const BotSpec& spec, Color color, int size, const Limits& limits,
                       std::string stderr_path, const std::atomic<bool>* stop)
    : spec_(spec),
      color_(color),
      size_(size),
      limits_(limits),
      stderr_path_(std::move(stderr_path)),
      stop_(stop) {}

bool BotSession::start(TurnOutcome* out) {
  SpawnOptions opt;
  opt.command = spec_.cmd;
  opt.workdir = spec_.dir;
  opt.stderr_path = stderr_path_;
  opt.memory_bytes = limits_.memory_mb * 1024 * 1024;
  std::string err;
  if (!proc_.spawn(opt, &err)) {
    out->verdict = Verdict::kCrash;
    out->detail = "cannot start: " + err;
    return false;
  }
  ++spawns_;
  return true;
}

std::string BotSession::botzone_full_request(const std::vector<Move>& history) const {
  // Our turns are those of our colour; requests are the opponent's turns before each of ours
  // (Black's first request is all -1).
  std::vector<Move> requests, responses;
  if (color_ == kBlack) requests.push_back(Move());
  for (size_t t = 0; t < history.size(); ++t) {
    const Color mover = t % 2 == 0 ? kBlack : kWhite;
    (mover == color_ ? responses : requests).push_back(history[t]);
  }
  if (spec_.proto == Proto::kBotzoneLine) {
    std::string s = std::to_string(responses.size() + 1) + "\n";
    for (size_t i = 0; i < requests.size(); ++i) {
      for (const Move* m : {&requests[i], i < responses.size() ? &responses[i] : nullptr}) {
        if (!m) continue;
        int v[4];
        coords::to_botzone(*m, v);
        s += std::to_string(v[0]) + " " + std::to_string(v[1]) + " " + std::to_string(v[2]) + " " +
             std::to_string(v[3]) + "\n";
      }
    }
    if (!data_.empty() || !globaldata_.empty()) s += data_ + "\n";
    if (!globaldata_.empty()) s += globaldata_ + "\n";
    return s;
  }
  rapidjson::StringBuffer sb;
  rapidjson::Writer<rapidjson::StringBuffer> w(sb);
  w.StartObject();
  w.Key("requests");
  w.StartArray();
  for (const Move& m : requests) write_move(&w, m);
  w.EndArray();
  w.Key("responses");
  w.StartArray();
  for (const Move& m : responses) write_move(&w, m);
  w.EndArray();
  w.Key("data");
  w.String(data_.c_str(), static_cast<rapidjson::SizeType>(data_.size()));
  w.Key("globaldata");
  w.String(globaldata_.c_str(), static_cast<rapidjson::SizeType>(globaldata_.size()));
  // The nominal per-turn limits, integers in ms and MB (the live platform's type and unit are
  // unverified; protocols.md section 6). Like Botzone's config, time_limit is the per-turn value
  // on every turn: a keep-running bot only sees the first request's, so announcing the longer
  // first-turn allowance there would make it overrun every later turn. The allowance itself
  // (--first) is still granted.
  w.Key("time_limit");
  w.Int(limits_.turn_ms);
  w.Key("memory_limit");
  w.Uint64(limits_.memory_mb);
  w.EndObject();
  return std::string(sb.GetString()) + "\n";
}

std::string BotSession::botzone_bare_request(const Move& last) const {
  int v[4];
  coords::to_botzone(last, v);
  if (spec_.proto == Proto::kBotzoneLine) {
    return std::to_string(v[0]) + " " + std::to_string(v[1]) + " " + std::to_string(v[2]) + " " +
           std::to_string(v[3]) + "\n";
  }
  rapidjson::StringBuffer sb;
  rapidjson::Writer<rapidjson::StringBuffer> w(sb);
  write_move(&w, last);
  return std::string(sb.GetString()) + "\n";
}

void BotSession::mark_interrupted(TurnOutcome* out) {
  out->verdict = Verdict::kInterrupt;
  out->detail = "interrupted by the operator";
  proc_.kill_group();
}

void BotSession::classify_death(TurnOutcome* out) {
  proc_.wait_exit(300);
  const ExitInfo& e = proc_.exit_info();
  const bool abnormal = !e.reaped || e.signaled || e.code != 0;
  const uint64_t limit_kb = limits_.memory_mb * 1024;
  bool mem = false;
  if (abnormal && limit_kb > 0) {
    // RLIMIT_AS makes allocations fail rather than killing, so the death itself looks like a crash:
    // a peak RSS near the cap or an allocation-failure message on stderr tells them apart.
    if (static_cast<uint64_t>(e.maxrss_kb) * 10 >= limit_kb * 7) mem = true;
    const std::string tail = tail_of_file(stderr_path_, 8192);
    if (tail.find("bad_alloc") != std::string::npos ||
        tail.find("Cannot allocate memory") != std::string::npos ||
        tail.find("out of memory") != std::string::npos ||
        tail.find("memory exhausted") != std::string::npos) {
      mem = true;
    }
  }
  out->verdict = mem ? Verdict::kMemLimit : Verdict::kCrash;
  out->detail = (mem ? "memory limit " + std::to_string(limits_.memory_mb) + " MB; " : "") +
                (e.reaped ? e.describe() : "closed stdout") + " before answering" +
                (e.maxrss_kb > 0 ? ", peak RSS " + std::to_string(e.maxrss_kb / 1024) + " MB" : "");
}

TurnOutcome BotSession::play(const std::vector<Move>& history) {
  TurnOutcome out = spec_.proto == Proto::kBotzoneJson || spec_.proto == Proto::kBotzoneLine
                        ? play_botzone(history)
                        : play_text(history);
  ++turns_;
  return out;
}

TurnOutcome BotSession::play_botzone(const std::vector<Move>& history) {
  TurnOutcome out;
  const bool kept = keep_ && proc_.running();
  if (kept) {
    out.input = botzone_bare_request(history.empty() ? Move() : history.back());
    proc_.discard_pending();
    proc_.continue_group();
  } else {
    proc_.kill_group();
    if (!start(&out)) return out;
    out.input = botzone_full_request(history);
  }
  keep_ = false;
  const int limit = limit_ms();
  const int64_t t0 = now_us();
  const int64_t soft = t0 + static_cast<int64_t>(limit + limits_.margin_ms) * 1000;
  const int64_t hard = soft + static_cast<int64_t>(limits_.grace_ms) * 1000;
  proc_.write_all(out.input);  // a failed write shows up as EOF below

  std::string& buf = proc_.buffer();
  std::vector<std::string> answer;  // non-blank lines before the marker
  int64_t t_answer = -1;
  bool marker = false;
  size_t bytes = 0;
  std::vector<std::string> raw_lines;  // line mode keeps blank lines (they are fields)
  for (;;) {
    const int64_t deadline = t_answer >= 0 ? std::max(soft, t_answer) : hard;
    const size_t before = buf.size();
    const ChildProcess::ReadStatus st = proc_.read_some(deadline, stop_);
    bytes += buf.size() - before;
    if (bytes > limits_.output_cap) {
      out.verdict = Verdict::kOutputLimit;
      out.detail = "more than " + std::to_string(limits_.output_cap) + " bytes of output in a turn";
      out.output = clip(buf, 4096);
      proc_.kill_group();
      return out;
    }
    const int64_t now = now_us();
    for (std::string& line : take_lines(&buf)) {
      out.output += clip(line, 4096 - std::min<size_t>(out.output.size(), 4096)) + "\n";
      std::string t = trim(line);
      // Tolerate an answer and the marker on one line (the spec wants a newline between).
      const size_t mpos = t.size() > sizeof kMarker - 1 ? t.rfind(kMarker) : std::string::npos;
      if (mpos != std::string::npos && mpos + sizeof kMarker - 1 == t.size()) {
        t = trim(t.substr(0, mpos));
        marker = true;
        if (spec_.proto == Proto::kBotzoneJson) {
          answer.push_back(t);
        } else {
          raw_lines.push_back(t);
        }
        if (t_answer < 0) t_answer = now;
        break;
      }
      if (t == kMarker) {
        marker = true;
        break;
      }
      if (t == ">>>BOTZONE_CONTROLLER_INPUT_END<<<") continue;
      if (spec_.proto == Proto::kBotzoneJson) {
        if (t.empty()) continue;
        answer.push_back(t);
      } else {
        if (raw_lines.empty() && t.empty()) continue;  // leading blank lines before the move
        raw_lines.push_back(line);
      }
      if (t_answer < 0) t_answer = now;
    }
    if (marker) break;
    if (st == ChildProcess::ReadStatus::kStopped) {
      mark_interrupted(&out);
      return out;
    }
    if (st == ChildProcess::ReadStatus::kEof) {
      const std::string tail = trim(buf);
      if (!tail.empty()) {  // an answer without a final newline, then exit
        if (spec_.proto == Proto::kBotzoneJson) {
          answer.push_back(tail);
        } else {
          raw_lines.push_back(buf);
        }
        if (t_answer < 0) t_answer = now;
        buf.clear();
      }
      break;
    }
    if (st == ChildProcess::ReadStatus::kDeadline) break;
  }

  const bool have_answer =
      spec_.proto == Proto::kBotzoneJson ? !answer.empty() : !raw_lines.empty();
  if (!have_answer) {
    if (proc_.eof()) {
      classify_death(&out);
    } else {
      out.verdict = Verdict::kStall;
      out.detail = "no answer within " +
                   std::to_string(limit + limits_.margin_ms + limits_.grace_ms) + " ms (limit " +
                   std::to_string(limit) + " + margin " + std::to_string(limits_.margin_ms) +
                   " + grace " + std::to_string(limits_.grace_ms) + "); killed";
    }
    proc_.kill_group();
    out.ms = (now_us() - t0) / 1000.0;
    return out;
  }
  out.ms = (t_answer - t0) / 1000.0;
  if (marker) {
    keep_ = true;
    ++keep_turns_;
    proc_.stop_group();  // no pondering between turns, as on Botzone
  } else {
    proc_.kill_group();
  }
  if (out.ms > limit + limits_.margin_ms) {
    out.verdict = Verdict::kTimeout;
    char msg[160];
    std::snprintf(msg, sizeof msg, "answered after %.1f ms; limit %d ms + margin %d ms", out.ms,
                  limit, limits_.margin_ms);
    out.detail = msg;
    return out;
  }
  std::string why;
  if (spec_.proto == Proto::kBotzoneJson) {
    if (!parse_botzone_json_answer(answer[0], &out, &data_, &globaldata_, &why)) {
      out.verdict = Verdict::kBadOutput;
      out.detail = why;
    }
  } else {
    if (!parse_botzone_line_move(trim(raw_lines[0]), &out, &why)) {
      out.verdict = Verdict::kBadOutput;
      out.detail = why;
    } else {
      if (raw_lines.size() > 1) out.debug = clip(raw_lines[1], 1024);
      data_ = raw_lines.size() > 2 ? raw_lines[2] : "";
      globaldata_.clear();
      for (size_t i = 3; i < raw_lines.size(); ++i) {
        globaldata_ += (i > 3 ? "\n" : "") + raw_lines[i];
      }
    }
  }
  return out;
}

TurnOutcome BotSession::play_text(const std::vector<Move>& history) {
  TurnOutcome out;
  const LetterStyle style{
      spec_.proto == Proto::kCloudict ? LetterDialect::kCloudict : LetterDialect::kCcgc,
      LetterOrder::kColumnRow};
  if (!proc_.running()) {
    if (turns_ > 0) {
      out.verdict = Verdict::kCrash;
      out.detail = "process gone";
      return out;
    }
    if (!start(&out)) return out;
    out.input = spec_.proto == Proto::kCloudict ? "name\n" : "name?\n";
    // The text protocols have no way to hand a bot its own earlier stones except Cloudict's
    // black/white commands, so an opening is replayed with those; CCGC bots get no opening.
    if (spec_.proto == Proto::kCloudict && history.size() > 1) {
      for (size_t t = 0; t < history.size(); ++t) {
        out.input += std::string(t % 2 == 0 ? "black " : "white ") +
                     coords::format_move_letters(history[t], size_, style) + "\n";
      }
      out.input += "next\n";
    } else if (history.size() > 1) {
      out.verdict = Verdict::kAdjudicated;
      out.detail = "the ccgc protocol cannot start a game from an opening";
      return out;
    } else if (color_ == kBlack) {
      out.input += "new black\n";
    } else {
      out.input +=
          "new white\nmove " + coords::format_move_letters(history.back(), size_, style) + "\n";
    }
  } else {
    out.input = "move " + coords::format_move_letters(history.back(), size_, style) + "\n";
  }
  const int limit = limit_ms();
  const int64_t t0 = now_us();
  const int64_t soft = t0 + static_cast<int64_t>(limit + limits_.margin_ms) * 1000;
  const int64_t hard = soft + static_cast<int64_t>(limits_.grace_ms) * 1000;
  proc_.write_all(out.input);
  std::string& buf = proc_.buffer();
  size_t bytes = 0;
  std::string move_line;
  for (;;) {
    const size_t before = buf.size();
    const ChildProcess::ReadStatus st = proc_.read_some(hard, stop_);
    bytes += buf.size() - before;
    if (bytes > limits_.output_cap) {
      out.verdict = Verdict::kOutputLimit;
      out.detail = "more than " + std::to_string(limits_.output_cap) + " bytes of output in a turn";
      proc_.kill_group();
      return out;
    }
    for (const std::string& line : take_lines(&buf)) {
      out.output += clip(line, 200) + "\n";
      // Engines chatter; only "move " lines are answers.
      const std::string t = trim(line);
      if (move_line.empty() && t.compare(0, 5, "move ") == 0) move_line = t;
    }
    if (!move_line.empty()) break;
    if (st == ChildProcess::ReadStatus::kStopped) {
      mark_interrupted(&out);
      return out;
    }
    if (st == ChildProcess::ReadStatus::kEof) {
      classify_death(&out);
      proc_.kill_group();
      return out;
    }
    if (st == ChildProcess::ReadStatus::kDeadline) {
      out.verdict = Verdict::kStall;
      out.detail = "no move line within " +
                   std::to_string(limit + limits_.margin_ms + limits_.grace_ms) + " ms; killed";
      proc_.kill_group();
      return out;
    }
  }
  out.ms = (now_us() - t0) / 1000.0;
  if (out.ms > limit + limits_.margin_ms) {
    out.verdict = Verdict::kTimeout;
    char msg[160];
    std::snprintf(msg, sizeof msg, "answered after %.1f ms; limit %d ms + margin %d ms", out.ms,
                  limit, limits_.margin_ms);
    out.detail = msg;
    return out;
  }
  std::string why;
  if (!parse_text_move(move_line, spec_.proto, size_, &out.move, &why)) {
    out.verdict = Verdict::kBadOutput;
    out.detail = why;
  }
  return out;
}

void BotSession::finish() {
  if (proc_.running() && (spec_.proto == Proto::kCcgc || spec_.proto == Proto::kCloudict)) {
    proc_.write_all(spec_.proto == Proto::kCcgc ? "end\nquit\n" : "exit\n");
    proc_.wait_exit(100);
  }
  proc_.kill_group();
  keep_ = false;
}

}  // namespace judge
}  // namespace c6
