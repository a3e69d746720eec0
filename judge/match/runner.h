// Runs a schedule of games (a match or a tournament) with a worker pool, logs every finished game,
// resumes from a log, prints progress and statistics.
#pragma once

#include <atomic>

#include "match/results.h"
#include "match/schedule.h"

namespace c6 {
namespace judge {

// Exit codes shared by match and tournament.
constexpr int kExitOk = 0;
constexpr int kExitUsage = 2;
constexpr int kExitSetup = 3;
constexpr int kExitInterrupted = 4;

// Plays the run to its end (or the operator's stop): an exit code above.
int run_games(const RunConfig& cfg, const std::atomic<bool>* stop);

}  // namespace judge
}  // namespace c6
