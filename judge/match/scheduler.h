// Scheduler: the state a run's worker threads share, apart from the game loop that plays one game.
// It hands out the next unplayed game of the deterministic schedule (with its opening and the
// bots' carried Botzone globaldata), and takes finished games back: log line, results, SPRT halt,
// progress lines. run_games (runner.cpp) wires it to a pool of threads.
#pragma once

#include <atomic>
#include <cstdio>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

#include "match/live.h"
#include "match/referee.h"
#include "match/results.h"
#include "match/schedule.h"
#include "records/gamelog.h"

namespace c6 {
namespace judge {

// Owns the queue position, the done flags, the result book, the log writer and the per-bot
// globaldata. Invariants: every game index is handed out at most once; every finished game that
// is not INTERRUPT is logged and booked exactly once; all members are guarded by one mutex.
class Scheduler {
 public:
  // done[i]: game i is already in the log (resume). The book already holds those games. Games of
  // other shards (cfg.shard) are never handed out.
  Scheduler(const RunConfig& cfg, int pairings, std::vector<char> done, ResultBook* book,
            LogWriter* log, FILE* out, const std::atomic<bool>* stop);

  // The next game to play and its setup (bots, limits, opening, stderr files); false when the
  // schedule is exhausted, SPRT decided or the operator stopped the run.
  bool next(ScheduledGame* s, GameSetup* setup, std::string* opening_name);
  // Records a finished game (log, results, progress, SPRT) and takes it off the live board.
  void finish(const ScheduledGame& s, const LoggedGame& g);

  int total() const { return total_; }
  int finished_now() const { return finished_now_; }
  // The judge's own I/O failure that stopped the run (log or bot start), empty if none.
  std::string fatal() {
    std::lock_guard<std::mutex> lock(mu_);
    return fatal_;
  }

 private:
  void print_finished(const LoggedGame& g) const;
  void update_sprt();
  void print_progress() const;

  const RunConfig& cfg_;
  const int pairings_;
  const int total_;
  std::vector<char> done_;
  ResultBook* book_;
  LogWriter* log_;
  FILE* out_;
  const std::atomic<bool>* stop_;
  std::mutex mu_;
  // Botzone globaldata per bot, carried from game to game (with concurrency, the game that
  // finishes last writes it, as on the platform).
  std::vector<std::string> globaldata_;
  int next_ = 0;
  bool halt_ = false;
  int finished_now_ = 0;
  int remaining_ = 0;  // games not in the log when the run started
  int64_t t_start_ = 0;
  std::string fatal_;  // the judge's own I/O failed: the run stops, exit 3 (finished games stay)
  std::unique_ptr<LiveBoard> live_;  // the games in progress, next to the log (when there is one)
};

bool file_nonempty(const std::string& path);
// Plays one scheduled game and wraps it with its schedule data for the log.
LoggedGame play_scheduled_game(const ScheduledGame& s, const GameSetup& setup,
                               const std::string& opening_name);

}  // namespace judge
}  // namespace c6
