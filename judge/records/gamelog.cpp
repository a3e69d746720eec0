#include "records/gamelog.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include <algorithm>

#include <cstdio>
#include <ctime>
#include <sstream>

#include "core/coords.h"
#include "process/output_cap.h"
#include "rapidjson/document.h"
#include "rapidjson/stringbuffer.h"
#include "rapidjson/writer.h"
#include "records/run_header.h"
#include "util/json_in.h"
#include "util/text_file.h"

namespace c6 {
namespace judge {

namespace {

using Writer = rapidjson::Writer<rapidjson::StringBuffer>;

// Every string goes out as valid UTF-8: bot output (details, debug) may hold any bytes.
void put_string(Writer* w, const std::string& raw) {
  const std::string s = valid_utf8(raw);
  w->String(s.c_str(), static_cast<rapidjson::SizeType>(s.size()));
}

void put_move(Writer* w, const Move& m) {
  int v[4];
  coords::to_botzone(m, v);
  w->StartArray();
  for (int x : v) w->Int(x);
  w->EndArray();
}

void put_bot(Writer* w, const BotSpec& b) {
  w->StartObject();
  w->Key("name");
  put_string(w, b.name);
  w->Key("cmd");
  put_string(w, b.cmd);
  w->Key("proto");
  w->String(proto_name(b.proto));
  w->Key("sha256");
  put_string(w, b.sha256);
  if (!spec_overrides_text(b).empty()) {  // per-bot keys (time=, first=, memory=, stdin=, depth=)
    w->Key("overrides");
    put_string(w, spec_overrides_text(b).substr(1));
  }
  w->EndObject();
}

// Milliseconds to one decimal, clamped to 0..1e12: the runner's own times are small, but a line
// read back (--resume, replay) may hold anything, and casting 1e300 to an integer is undefined
// (found by fuzz_judge_gamelog).
double tenths(double ms) {
  if (!(ms > 0)) return 0;  // negative or NaN
  if (ms > 1e12) ms = 1e12;
  return static_cast<double>(static_cast<int64_t>(ms * 10 + 0.5)) / 10;
}

const char* side_name(Color c) { return c == kBlack ? "black" : c == kWhite ? "white" : "none"; }
Color side_from(const std::string& s) {
  return s == "black" ? kBlack : s == "white" ? kWhite : kEmpty;
}

int get_int(const rapidjson::Value& o, const char* key, int dflt) {
  auto it = o.FindMember(key);
  return it != o.MemberEnd() && it->value.IsInt() ? it->value.GetInt() : dflt;
}

// A missing key, and a number we could not write back (1e999 reads as infinity), read as 0.
double get_double(const rapidjson::Value& o, const char* key) {
  double v = 0.0;
  read_finite(o, key, &v);
  return v;
}

bool get_move(const rapidjson::Value& v, Move* m, bool* malformed) {
  if (!v.IsArray() || v.Size() != 4) return false;
  int x[4];
  for (int i = 0; i < 4; ++i) {
    if (!v[i].IsInt()) return false;
    x[i] = v[i].GetInt();
  }
  // The log writes each stone as it was played: an absent stone is (-1, -1), and a stone with one
  // negative coordinate is a stone off the board (a text-protocol bot's letter past the edge), not
  // a half pair as on Botzone's wire: read as one, the referee's off_board became wrong_count.
  *malformed = Point(x[0], x[1]).none() && !Point(x[2], x[3]).none();
  *m = *malformed ? Move() : coords::botzone_stones(x[0], x[1], x[2], x[3]);
  return true;
}

void get_bot(const rapidjson::Value& o, const char* key, BotSpec* b) {
  auto it = o.FindMember(key);
  if (it == o.MemberEnd() || !it->value.IsObject()) return;
  b->name = read_string(it->value, "name");
  b->cmd = read_string(it->value, "cmd");
  parse_proto(read_string(it->value, "proto"), &b->proto);
  b->sha256 = read_string(it->value, "sha256");
}

}  // namespace

std::string result_string(const GameRecord& rec) {
  if (rec.winner == kBlack) return "1-0";
  if (rec.winner == kWhite) return "0-1";
  if (rec.verdict == Verdict::kDrawFull || rec.verdict == Verdict::kAdjudicated) return "1/2-1/2";
  return "*";
}

namespace {

// {"name", "symmetry", "turns"}: the opening the game started from, as placed (after symmetry).
void put_opening(Writer* w, const GameRecord& r) {
  w->StartObject();
  w->Key("name");
  put_string(w, r.opening_name);
  w->Key("symmetry");
  w->Int(r.symmetry);
  w->Key("turns");
  w->StartArray();
  for (const Move& m : r.opening) put_move(w, m);
  w->EndArray();
  w->EndObject();
}

// One played turn: {"m", "ms", "debug" if the bot sent any, "clock" under --tc}.
void put_turn(Writer* w, const TurnRecord& t) {
  w->StartObject();
  w->Key("m");
  put_move(w, t.move);
  w->Key("ms");
  w->Double(tenths(t.ms));
  if (!t.debug.empty()) {
    w->Key("debug");
    put_string(w, t.debug);
  }
  if (t.clock_black_ms >= 0) {  // --tc: ms left on each clock after this turn
    w->Key("clock");
    w->StartArray();
    w->Int64(t.clock_black_ms);
    w->Int64(t.clock_white_ms);
    w->EndArray();
  }
  w->EndObject();
}

// The move that ended the game as illegal: {"m": the move or null if malformed, "ms"}.
void put_bad_move(Writer* w, const GameRecord& r) {
  w->StartObject();
  w->Key("m");
  if (r.bad_move_malformed) {
    w->Null();
  } else {
    put_move(w, r.bad_move);
  }
  w->Key("ms");
  w->Double(tenths(r.bad_move_ms));
  w->EndObject();
}

}  // namespace

std::string game_to_json(const LoggedGame& g) {
  rapidjson::StringBuffer sb;
  Writer w(sb);
  const GameRecord& r = g.rec;
  w.StartObject();
  w.Key("c6judge");
  w.Int(kLogVersion);
  w.Key("game");
  w.Int(g.index + 1);  // 1-based, as on the screen, in stderr file names and replay --game
  w.Key("pairing");
  w.Int(g.pairing);
  w.Key("round");
  w.Int(g.round);
  w.Key("seed");
  put_string(&w, std::to_string(g.seed));  // a string: JSON numbers lose 64-bit precision
  w.Key("size");
  w.Int(r.size);
  w.Key("black");
  put_bot(&w, g.black);
  w.Key("white");
  put_bot(&w, g.white);
  w.Key("opening");
  put_opening(&w, r);
  w.Key("moves");
  w.StartArray();
  for (const TurnRecord& t : r.turns) put_turn(&w, t);
  w.EndArray();
  if (r.has_bad_move) {
    w.Key("bad_move");
    put_bad_move(&w, r);
  }
  w.Key("result");
  put_string(&w, result_string(r));
  w.Key("winner");
  w.String(side_name(r.winner));
  w.Key("verdict");
  w.String(verdict_name(r.verdict));
  w.Key("culprit");
  w.String(side_name(r.culprit));
  w.Key("reason");
  put_string(&w, r.reason);
  w.Key("detail");
  put_string(&w, r.detail);
  w.Key("duration_ms");
  w.Int(static_cast<int>(std::min(tenths(r.duration_ms), 2e9)));
  w.Key("finished");
  put_string(&w, g.finished_at);
  w.EndObject();
  return sb.GetString();
}

namespace {

// "opening" (optional): its name, symmetry and turns, each a legal-looking move.
bool get_opening(const rapidjson::Value& d, GameRecord* rec, std::string* err) {
  auto op = d.FindMember("opening");
  if (op == d.MemberEnd() || !op->value.IsObject()) return true;
  rec->opening_name = read_string(op->value, "name");
  rec->symmetry = get_int(op->value, "symmetry", 0);
  auto turns = op->value.FindMember("turns");
  if (turns == op->value.MemberEnd() || !turns->value.IsArray()) return true;
  for (const auto& t : turns->value.GetArray()) {
    Move m;
    bool malformed = false;
    if (!get_move(t, &m, &malformed) || malformed) {
      *err = "bad opening turn";
      return false;
    }
    rec->opening.push_back(m);
  }
  return true;
}

// "moves" (required): each turn's move (a malformed one kept as an empty move), time, debug and
// clocks.
bool get_turns(const rapidjson::Value& d, GameRecord* rec, std::string* err) {
  auto moves = d.FindMember("moves");
  if (moves == d.MemberEnd() || !moves->value.IsArray()) {
    *err = "no moves array";
    return false;
  }
  for (const auto& t : moves->value.GetArray()) {
    TurnRecord tr;
    bool malformed = false;
    if (!t.IsObject() || !t.HasMember("m") || !get_move(t["m"], &tr.move, &malformed)) {
      *err = "bad move entry";
      return false;
    }
    if (malformed) tr.move = Move();  // replay reports it as wrong_count
    tr.ms = get_double(t, "ms");
    tr.debug = read_string(t, "debug");
    auto clock = t.FindMember("clock");
    if (clock != t.MemberEnd() && clock->value.IsArray() && clock->value.Size() == 2 &&
        clock->value[0].IsInt64() && clock->value[1].IsInt64()) {
      tr.clock_black_ms = clock->value[0].GetInt64();
      tr.clock_white_ms = clock->value[1].GetInt64();
    }
    rec->turns.push_back(tr);
  }
  return true;
}

// "bad_move" (optional): the illegal move that ended the game (null: malformed) and its time.
bool get_bad_move(const rapidjson::Value& d, GameRecord* rec, std::string* err) {
  auto bad = d.FindMember("bad_move");
  if (bad == d.MemberEnd() || !bad->value.IsObject()) return true;
  rec->has_bad_move = true;
  auto m = bad->value.FindMember("m");
  if (m == bad->value.MemberEnd() || m->value.IsNull()) {
    rec->bad_move_malformed = true;
  } else if (!get_move(m->value, &rec->bad_move, &rec->bad_move_malformed)) {
    *err = "bad bad_move entry";
    return false;
  }
  rec->bad_move_ms = get_double(bad->value, "ms");
  return true;
}

}  // namespace

bool game_from_json(const std::string& line, LoggedGame* out, std::string* err) {
  rapidjson::Document d;
  if (!parse_json(line, &d) || d.HasParseError() || !d.IsObject() || !d.HasMember("c6judge")) {
    *err = "not a c6judge game line";
    return false;
  }
  LoggedGame g;
  // Version 1 logs numbered games from 0; version 2 from 1 (one numbering everywhere).
  const int game = get_int(d, "game", -1);
  g.index = game < 0 ? -1 : get_int(d, "c6judge", 1) >= 2 ? game - 1 : game;
  g.pairing = get_int(d, "pairing", 0);
  g.round = get_int(d, "round", 0);
  g.seed = std::strtoull(read_string(d, "seed").c_str(), nullptr, 10);
  g.rec.size = get_int(d, "size", 15);
  if (g.rec.size < kMinSize || g.rec.size > kMaxSize) {
    *err = "bad board size";
    return false;
  }
  get_bot(d, "black", &g.black);
  get_bot(d, "white", &g.white);
  if (!get_opening(d, &g.rec, err) || !get_turns(d, &g.rec, err) || !get_bad_move(d, &g.rec, err)) {
    return false;
  }
  g.rec.verdict = verdict_from_name(read_string(d, "verdict"));
  g.rec.winner = side_from(read_string(d, "winner"));
  g.rec.culprit = side_from(read_string(d, "culprit"));
  g.rec.reason = read_string(d, "reason");
  g.rec.detail = read_string(d, "detail");
  g.rec.duration_ms = get_double(d, "duration_ms");
  g.finished_at = read_string(d, "finished");
  *out = g;
  return true;
}

LogWriter::~LogWriter() {
  if (fd_ >= 0) close(fd_);
}

bool LogWriter::open(const std::string& path, std::string* err) {
  // A full disk must give an error from write(), not kill the judge (RLIMIT_FSIZE raises SIGXFSZ).
  signal(SIGXFSZ, SIG_IGN);
  fd_ = ::open(path.c_str(), O_RDWR | O_CREAT | O_APPEND | O_CLOEXEC, 0644);
  if (fd_ < 0) {
    *err = "cannot open log " + path + " for appending: " + strerror(errno);
    return false;
  }
  path_ = path;
  struct stat st;
  if (fstat(fd_, &st) != 0) {
    *err = "cannot stat log " + path + ": " + strerror(errno);
    return false;
  }
  dev_ = st.st_dev;
  ino_ = st.st_ino;
  // Terminate a partial last line so the next record starts on its own line.
  char last = '\n';
  if (st.st_size > 0 && pread(fd_, &last, 1, st.st_size - 1) == 1 && last != '\n') {
    if (::write(fd_, "\n", 1) != 1) {
      *err = "cannot write to log " + path + ": " + strerror(errno);
      return false;
    }
  }
  return true;
}

bool LogWriter::append(const std::string& line) {
  if (fd_ < 0) {
    err_ = "log not open";
    return false;
  }
  struct stat by_path, by_fd;
  if (stat(path_.c_str(), &by_path) != 0 || by_path.st_dev != dev_ || by_path.st_ino != ino_) {
    err_ = "log " + path_ + " was removed or replaced while the judge was writing it" +
           (errno == ENOENT ? " (its directory is gone?)" : "");
    return false;
  }
  if (fstat(fd_, &by_fd) != 0) {
    err_ = "cannot stat log " + path_ + ": " + strerror(errno);
    return false;
  }
  const std::string text = line + "\n";
  size_t done = 0;
  while (done < text.size()) {
    const ssize_t n = ::write(fd_, text.data() + done, text.size() - done);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) {
      err_ = "cannot write to log " + path_ + ": " +
             (n < 0 ? strerror(errno) : "no space written") + "; the game is not recorded";
      // Cut the partial record off again so the log holds only whole games.
      if (done > 0 && ftruncate(fd_, by_fd.st_size) != 0) {
        err_ += " (and its partial line could not be removed: --resume skips it)";
      }
      return false;
    }
    done += static_cast<size_t>(n);
  }
  return true;
}

bool read_log(const std::string& path, std::vector<LoggedGame>* out, int* bad, std::string* err) {
  std::string text;
  if (!read_text_file(path, &text, err)) return false;
  games_from_text(text, out, nullptr, bad);
  return true;
}

void games_from_text(const std::string& text, std::vector<LoggedGame>* out,
                     std::vector<std::string>* lines, int* bad) {
  out->clear();
  if (lines) lines->clear();
  *bad = 0;
  std::istringstream f(text);
  std::string line, why;
  while (std::getline(f, line)) {
    if (line.find_first_not_of(" \t\r") == std::string::npos) continue;
    if (is_run_header_line(line)) continue;  // run_header.h; read by read_run_header
    LoggedGame g;
    if (game_from_json(line, &g, &why)) {
      out->push_back(g);
      if (lines) lines->push_back(line);
    } else {
      ++*bad;  // e.g. the partial last line of a killed run: that game was never finished
    }
  }
}

std::string utc_now_iso() {
  const std::time_t t = std::time(nullptr);
  std::tm tm;
  gmtime_r(&t, &tm);
  char buf[32];
  std::strftime(buf, sizeof buf, "%Y-%m-%dT%H:%M:%SZ", &tm);
  return buf;
}

}  // namespace judge
}  // namespace c6
