// Live games: while a run plays, every game in progress is published move by move in one small
// JSON file next to the log (".<log name>.live", hidden so it is not taken for a log), which
// `c6judge serve` pushes to Watch. The file is replaced atomically (write, then rename), so a
// reader sees either the previous state or the new one; it is removed when the run ends.
#pragma once

#include <condition_variable>
#include <cstdint>
#include <map>
#include <mutex>
#include <string>
#include <thread>

#include "records/game_record.h"

namespace c6 {
namespace judge {

// The live file's name for a log path: "dir/.name.live".
std::string live_path_for(const std::string& log_path);

// Owns the live file of one run and a flusher thread. Invariant: the file lists exactly the games
// begun and not yet ended, at most 100 ms behind their last turn (a begun or ended game is written
// at once; turns are written by the flusher, so a fast bot's turns do not rewrite the file
// thousands of times a second); all members are guarded by one mutex (workers call it at once).
class LiveBoard {
 public:
  explicit LiveBoard(const std::string& log_path);
  ~LiveBoard();  // removes the file
  void begin(int game, const std::string& black, const std::string& white);
  // The game so far, after each turn (and once before the first).
  void turn(int game, const GameRecord& so_far);
  void end(int game);

 private:
  struct Running {
    std::string black, white;
    GameRecord rec;
    int64_t started_ms = 0, updated_ms = 0;
  };
  void write_locked();
  void flush_loop();

  std::string path_;
  std::mutex mu_;
  std::condition_variable cv_;
  std::map<int, Running> games_;
  bool dirty_ = false;
  bool closing_ = false;
  std::thread flusher_;
};

}  // namespace judge
}  // namespace c6
