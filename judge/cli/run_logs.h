// Run logs read back for statistics: `c6judge merge` (the shards of one run) and `c6judge pool`
// (whole runs of one match) share the reading of a log, the checks of its games against the
// schedule its header describes, and the booking of those games with the code a run counts with.
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "match/results.h"
#include "match/schedule.h"
#include "records/gamelog.h"
#include "records/run_header.h"

namespace c6 {
namespace judge {

// One log: its (last) run header and its games with their raw lines (merge copies them verbatim).
// Lines that are not games, such as the partial last line of a killed run, are counted in `bad`.
struct RunLog {
  std::string path;
  RunHeader header;
  std::vector<LoggedGame> games;
  std::vector<std::string> lines;
  int bad = 0;
};

bool read_run_log(const std::string& path, RunLog* out, std::string* err);

// The run's configuration as far as statistics and the schedule need it, from a run header.
RunConfig config_from_header(const RunHeader& h);

// A log's games placed in their run's schedule: *order[index] = {log, game} (-1: not played).
// Checks that each game lies inside the schedule and in its log's shard, was played by the bots
// and seed the schedule names, and appears in one log only (a repeat within one log keeps the
// first, as --resume does, and is counted in *repeats). With need_all, a game the schedule has
// and no log holds is an error too (an SPRT run is exempt: it stops early). Returns "" or what
// is wrong, naming the log and game.
std::string place_games(const RunConfig& cfg, const std::vector<RunLog>& logs, bool need_all,
                        std::vector<std::pair<int, int>>* order, int* repeats);

// The results of the placed games, booked in schedule order as the run itself books them.
RunResults book_games(const RunConfig& cfg, const std::vector<RunLog>& logs,
                      const std::vector<std::pair<int, int>>& order);

}  // namespace judge
}  // namespace c6
