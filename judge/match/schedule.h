// A run as given on the command line (RunConfig) and its deterministic schedule: which pairings it
// plays and, for game i, which bot is Black, which opening and symmetry (a pure function of the
// config and i, not of concurrency or timing).
#pragma once

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "bots/bot_spec.h"
#include "match/openings.h"
#include "match/stats.h"
#include "records/run_header.h"

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
  bool adjudicate_dead = false;            // GameSetup::adjudicate_dead
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

// Games per pairing: --games rounded up to an even number (colour-swapped pairs), at least 2.
int games_per_pairing(const RunConfig& cfg);

}  // namespace judge
}  // namespace c6
