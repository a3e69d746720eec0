// A class contest in one command: a folder of submissions (one sub-folder per student: sources in
// one language or a `cmd` file, see submission.h) is built in Botzone's environment, checked,
// played as a round robin (or Swiss rounds) in the sandbox, and the standings are written to
// RESULTS/standings.{csv,json,md}.
#pragma once

#include <atomic>
#include <string>
#include <vector>

#include "contest/submission.h"
#include "match/runner.h"
#include "process/sandbox.h"

namespace c6 {
namespace judge {

// The contest as given on the command line. run carries the games' settings (games per pairing,
// openings, limits, seed, concurrency, resume); contest fills its bots, log and stderr paths.
struct ContestConfig {
  std::string submissions;  // folder of student folders
  std::string out;          // results folder (created)
  SandboxMode sandbox = SandboxMode::kNone;
  bool sandbox_best = true;            // --sandbox not given: the best the machine allows
  int compile_seconds = 60;            // per student build
  size_t compile_log_cap = 64 * 1024;  // bytes of compiler output kept
  bool check = true;                   // run `check` on every built bot before the games
  int swiss_rounds = 0;  // > 0: a Swiss system of that many rounds instead of the round robin
  int uid_first = -1;    // set by run_contest: first uid of the run's reserved block (root), or -1
  RunConfig run;
};

// One Swiss round's pairings over bots 0..n-1: bots sorted by points (then index), the lowest-
// ranked bot that has had no bye sits out when n is odd, and each bot from the top is paired with
// the next one it has not met yet (the next one at all if it has met everyone left).
// points[i] so far, met[i][j] = they have played, had_bye[i]. Returns the pairs and *bye (-1 =
// none).
std::vector<std::pair<int, int>> swiss_pairings(const std::vector<double>& points,
                                                const std::vector<std::vector<bool>>& met,
                                                std::vector<bool>* had_bye, int* bye);

int run_contest(ContestConfig cfg, const std::atomic<bool>* stop);

}  // namespace judge
}  // namespace c6
