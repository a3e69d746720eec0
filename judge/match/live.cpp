#include "match/live.h"

#include <sys/time.h>
#include <unistd.h>

#include <chrono>
#include <cstdio>

#include "records/json_out.h"

namespace c6 {
namespace judge {

namespace {

constexpr std::chrono::milliseconds kFlushEvery(100);

int64_t epoch_ms() {
  struct timeval tv;
  gettimeofday(&tv, nullptr);
  return static_cast<int64_t>(tv.tv_sec) * 1000 + tv.tv_usec / 1000;
}

}  // namespace

std::string live_path_for(const std::string& log_path) {
  const size_t slash = log_path.rfind('/');
  const std::string dir = slash == std::string::npos ? "" : log_path.substr(0, slash + 1);
  const std::string name = slash == std::string::npos ? log_path : log_path.substr(slash + 1);
  return dir + "." + name + ".live";
}

LiveBoard::LiveBoard(const std::string& log_path) : path_(live_path_for(log_path)) {
  {
    std::lock_guard<std::mutex> lock(mu_);
    write_locked();
  }
  flusher_ = std::thread([this]() { flush_loop(); });
}

LiveBoard::~LiveBoard() {
  {
    std::lock_guard<std::mutex> lock(mu_);
    closing_ = true;
  }
  cv_.notify_all();
  flusher_.join();
  unlink(path_.c_str());
}

void LiveBoard::flush_loop() {
  std::unique_lock<std::mutex> lock(mu_);
  while (!closing_) {
    cv_.wait_for(lock, kFlushEvery, [this]() { return closing_; });
    if (dirty_ && !closing_) write_locked();
  }
}

void LiveBoard::begin(int game, const std::string& black, const std::string& white) {
  std::lock_guard<std::mutex> lock(mu_);
  Running& r = games_[game];
  r.black = black;
  r.white = white;
  r.started_ms = r.updated_ms = epoch_ms();
  write_locked();
}

void LiveBoard::turn(int game, const GameRecord& so_far) {
  std::lock_guard<std::mutex> lock(mu_);
  auto it = games_.find(game);
  if (it == games_.end()) return;
  it->second.rec.size = so_far.size;
  it->second.rec.opening = so_far.opening;
  it->second.rec.turns = so_far.turns;
  it->second.updated_ms = epoch_ms();
  dirty_ = true;
}

void LiveBoard::end(int game) {
  std::lock_guard<std::mutex> lock(mu_);
  games_.erase(game);
  write_locked();
}

void LiveBoard::write_locked() {
  dirty_ = false;
  rapidjson::StringBuffer sb;
  JsonWriter w(sb);
  w.StartObject();
  w.Key("c6judge_live");
  w.Int(1);
  w.Key("now_ms");
  w.Int64(epoch_ms());
  w.Key("games");
  w.StartArray();
  for (const auto& kv : games_) {
    const Running& r = kv.second;
    w.StartObject();
    w.Key("game");
    w.Int(kv.first);
    w.Key("black");
    w.String(r.black.c_str());
    w.Key("white");
    w.String(r.white.c_str());
    w.Key("size");
    w.Int(r.rec.size);
    w.Key("started_ms");
    w.Int64(r.started_ms);
    w.Key("updated_ms");
    w.Int64(r.updated_ms);
    w.Key("opening");
    w.StartArray();
    for (const Move& m : r.rec.opening) {
      w.StartArray();
      write_stones(&w, m);
      w.EndArray();
    }
    w.EndArray();
    w.Key("turns");
    w.StartArray();
    for (const TurnRecord& t : r.rec.turns) {
      w.StartObject();
      w.Key("s");
      w.StartArray();
      write_stones(&w, t.move);
      w.EndArray();
      w.Key("ms");
      write_finite(&w, t.ms);
      if (t.clock_black_ms >= 0) {
        w.Key("clock");
        w.StartArray();
        w.Int64(t.clock_black_ms);
        w.Int64(t.clock_white_ms);
        w.EndArray();
      }
      w.EndObject();
    }
    w.EndArray();
    w.EndObject();
  }
  w.EndArray();
  w.EndObject();
  const std::string tmp = path_ + ".tmp";
  FILE* f = std::fopen(tmp.c_str(), "w");
  if (!f) return;  // the log's own writer reports a directory that cannot be written
  const bool ok = std::fwrite(sb.GetString(), 1, sb.GetSize(), f) == sb.GetSize();
  if (!(std::fclose(f) == 0 && ok && std::rename(tmp.c_str(), path_.c_str()) == 0)) {
    unlink(tmp.c_str());
  }
}

}  // namespace judge
}  // namespace c6
