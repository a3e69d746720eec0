// `c6bot analyze`: a position (Botzone JSON, Little Golem SGF, or a text diagram of ./X/O rows)
// -> best move, score, principal variation, threats of each side, VCDT found or not, the time of
// each search step (--param overrides a search knob); --scores
// prints the per-cell score grid for debugging; --blunders analyses lost games of c6judge logs
// (tools/blunders.h).
#pragma once

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "game/game.h"
#include "search/search_report.h"

namespace c6 {

int analyze_main(const std::vector<std::string>& args);

// What `c6bot analyze` was asked on its command line. Invariant after a successful parse: every
// field is in range (size 6..25; time > 0 and at most a day; depth 1..64 and nodes 1..1e12 when
// given, 0 = no limit; every --param override in its knob's range and consistent with the others).
struct AnalyzeOptions {
  bool scores = false;
  bool help = false;
  int size = 15;
  double time_s = 0;  // 0 = the engine's default (1 s), or none under --depth/--nodes
  int depth = 0;
  uint64_t nodes = 0;
  std::string file;                                    // empty or "-" = stdin
  std::vector<std::pair<std::string, double>> params;  // --param NAME=VALUE, in order
};

// Parses the words after "analyze". False with a one-line *error on an unknown option, a missing
// value or a value out of range.
bool parse_analyze_args(const std::vector<std::string>& args, AnalyzeOptions* out,
                        std::string* error);

// The search limits of a parsed command line: --time when given; else a --depth or --nodes limit
// decides alone (the clock is only a safety net, so the answer does not depend on the machine's
// speed); else the engine's default second.
Limits analyze_limits(const AnalyzeOptions& opt);

// What c6bot's opening book does here: "none" (no entry), "proved lost ...", the book's move and
// "played" (it survives the opponent's threat solvers, so c6bot plays it without searching), or
// the move and why the search decides instead. The search analyze prints runs either way.
std::string book_line(const Game& g, const Limits& lim,
                      const std::vector<std::pair<std::string, double>>& params);

// Parses any of the three formats into a game (the side to move follows from it). Returns false
// with a reason on bad input. `size` is the board size of a JSON request; SGF uses SZ (else 19,
// Little Golem's size); a diagram's size is its row count.
bool parse_position(const std::string& text, int size, Game* out, std::string* why);

}  // namespace c6
