// The results of a run as games finish (per pairing from the first bot's view, pentanomial pairs,
// verdicts per bot) and the statistics printed from them: rating block, crosstable, JSON summary.
#pragma once

#include <cstdio>
#include <map>
#include <string>
#include <utility>
#include <vector>

#include "match/schedule.h"
#include "match/standings.h"
#include "match/stats.h"
#include "records/gamelog.h"

namespace c6 {
namespace judge {

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

// Text blocks (also used by tests).
std::string rating_block(const RunConfig& cfg, const RunResults& r);
std::string summary_json(const RunConfig& cfg, const RunResults& r);
// The end-of-run statistics (rating block, crosstable, verdicts per bot) as run and merge print
// them.
void print_statistics(const RunConfig& cfg, const RunResults& r, FILE* out);

}  // namespace judge
}  // namespace c6
