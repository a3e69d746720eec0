// Runs a schedule of games (a match or a tournament) with a worker pool, logs every finished game,
// resumes from a log, prints progress and statistics.
#pragma once

#include <atomic>
#include <cstdint>
#include <cstdio>
#include <map>
#include <string>
#include <vector>

#include "bots/bot.h"
#include "match/openings.h"
#include "match/shard.h"
#include "match/standings.h"
#include "match/stats.h"
#include "records/gamelog.h"

namespace c6 {
namespace judge {

// kPairs: the pairings are given (RunConfig::pairs), e.g. one Swiss round of a contest.
enum class RunMode { kMatch, kRoundRobin, kGauntlet, kPairs };

// A whole run as given on the command line; the schedule is a pure function of it and the game
// number. Invariant checked by run_games: at least two bots, openings legal on the board size.
struct RunConfig {
  RunMode mode = RunMode::kMatch;
  std::vector<BotSpec> bots;
  int games = 2;  // per pairing; rounded up to an even number (colour-swapped pairs)
  int size = 15;
  std::vector<Opening> openings;  // empty: every game starts on an empty board
  bool random_symmetry = false;
  uint64_t seed = 1;
  Limits limits;
  int concurrency = 1;
  std::string log_path;  // empty: no log
  bool resume = false;
  std::string stderr_dir;  // empty: bots' stderr discarded
  SprtParams sprt;
  bool quiet = false;
  int report_every = 10;  // rating block every k finished games (0 = only at the end)
  bool json = false;      // machine-readable summary on stdout at the end
  int max_turns = 0;
  std::string standings_prefix;            // non-empty: PREFIX.{csv,json,md} written at the end
  std::vector<std::pair<int, int>> pairs;  // kPairs: bot index pairs, each plays --games games
  ShardSpec shard;  // --shard K/N: play only this shard's games of the schedule (shard.h)
};

// One scheduled game: which pairing, which bot is Black, which opening and symmetry.
struct ScheduledGame {
  int index = 0;
  int pairing = 0;
  int round = 0;
  int black = 0, white = 0;  // bot indices
  int opening = -1;          // index into openings, -1 = none
  int symmetry = 0;
  uint64_t seed = 0;
};

// The pairings of a run as bot index pairs (first = the bot whose view statistics take).
std::vector<std::pair<int, int>> make_pairings(const RunConfig& cfg);
// Game i of the schedule: depends only on the config and i (not on concurrency or timing).
ScheduledGame schedule_game(const RunConfig& cfg, int pairings, int index);

// Results of a run, per pairing from the first bot's view, and verdict counts per bot.
struct RunResults {
  std::vector<std::pair<int, int>> pairings;
  std::vector<Tally> tallies;
  // [pairing] completed pairs per opening name (symmetries together), for elo_pairs_by_opening.
  std::vector<std::map<std::string, OpeningPairs>> openings;
  std::vector<std::vector<int>> verdicts;  // [bot][verdict]
  std::vector<GameOutcome> games;          // every booked game, for the standings
  int finished = 0;
  int sprt_decision = 0;
  double sprt_llr = 0;
};

// Adds one finished game to the results (pentanomial pairs complete when both games are in).
class ResultBook {
 public:
  ResultBook(const RunConfig& cfg, std::vector<std::pair<int, int>> pairings);
  void add(const LoggedGame& g, int black_bot, int white_bot);
  const RunResults& results() const { return res_; }
  RunResults& results() { return res_; }

 private:
  RunResults res_;
  std::vector<std::vector<int>> pair_points_;  // [pairing][round] half points so far, -1 = none
};

// Exit codes shared by match and tournament.
constexpr int kExitOk = 0;
constexpr int kExitUsage = 2;
constexpr int kExitSetup = 3;
constexpr int kExitInterrupted = 4;

int run_games(const RunConfig& cfg, const std::atomic<bool>* stop);

// Text blocks (also used by tests).
std::string rating_block(const RunConfig& cfg, const RunResults& r);
std::string summary_json(const RunConfig& cfg, const RunResults& r);
// The end-of-run statistics (rating block, crosstable, verdicts per bot) as run and merge print
// them.
void print_statistics(const RunConfig& cfg, const RunResults& r, FILE* out);

}  // namespace judge
}  // namespace c6
