// Standings of a multi-bot run (contest, tournament, match): rank, points, W/L/D, Elo with an
// interval, the result and the verdicts of every pairing, and tie-breaks; written as CSV, JSON and
// Markdown (PREFIX.csv, PREFIX.json, PREFIX.md).
//
// Ranking: points (win 1, draw 1/2); among bots level on points, head to head (points scored in the
// games between those bots only), then Sonneborn-Berger (sum over opponents of points scored
// against them x their total points). Bots equal on all three share a rank. Bots marked
// out_of_play (COMPILE_ERROR) play no game and rank last, sharing one rank.
#pragma once

#include <string>
#include <vector>

#include "bots/verdict.h"
#include "core/types.h"
#include "match/stats.h"

namespace c6 {
namespace judge {

// One finished game as standings need it (bot indices into the names).
struct GameOutcome {
  int black = 0, white = 0;
  Color winner = kEmpty;  // kEmpty: draw
  Verdict verdict = Verdict::kNone;
  Color culprit = kEmpty;  // the side that committed a fault verdict
};

// The run: bot names, per-bot status ("" = played; e.g. "COMPILE_ERROR" = out of play) and a
// free-text note (check result, stdin=close...), and the games.
struct StandingsInput {
  std::vector<std::string> names;
  std::vector<std::string> status;  // empty or one per bot
  std::vector<std::string> notes;   // empty or one per bot
  std::vector<GameOutcome> games;
  std::string title;  // first line of the Markdown file
};

// Row bot's results against one opponent.
struct PairCell {
  int wins = 0, losses = 0, draws = 0;
  double points = 0;
  int verdicts[kVerdictCount] = {};  // how the games between them ended
  int faults[kVerdictCount] = {};    // fault verdicts committed by the row bot
};

struct StandingRow {
  int bot = 0;
  int rank = 0;
  double points = 0;
  int games = 0, wins = 0, losses = 0, draws = 0;
  double head_to_head = 0;  // points among the bots level with it on points
  double sonneborn_berger = 0;
  // Bradley-Terry fit (mean 0); bounds from its score against the field. A bot that won every
  // game has hi = +inf and lo = its opponents' mean rating plus the Elo of its score's Wilson
  // lower bound (at most the fit); one that lost every game mirrors it (lo = -inf).
  Interval elo;
  std::string status, note;
};

// Rows in rank order; cells[i][j] = bot i against bot j (by bot index).
struct Standings {
  std::vector<StandingRow> rows;
  std::vector<std::vector<PairCell>> cells;
};

Standings compute_standings(const StandingsInput& in);
std::string standings_csv(const StandingsInput& in, const Standings& s);
std::string standings_json(const StandingsInput& in, const Standings& s);
std::string standings_md(const StandingsInput& in, const Standings& s);
// Writes PREFIX.csv, PREFIX.json and PREFIX.md; false + *err on an I/O error.
bool write_standings(const std::string& prefix, const StandingsInput& in, std::string* err);

}  // namespace judge
}  // namespace c6
