// What one turn's search is asked (Limits) and what it answers (SearchReport): shared by the
// Engine facade and the searchers behind it, so that neither needs the other's header.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "core/types.h"

namespace c6 {

// Per-turn limits. time_ms is the arena's whole per-turn budget (the engine keeps its own margin
// inside it); 0, the default, means none was given. depth/nodes > 0 make the search
// deterministic: without a time_ms they are the only limit, so the answer cannot depend on how
// fast the machine is (the clock then only stops, after a day, a limit that never ends); with one,
// the clock may still stop the turn first (the bot in an arena). With neither, a turn plans on
// kDefaultTurnMs. Every reader of the turn's time goes through clock_ms().
struct Limits {
  static constexpr double kDefaultTurnMs = 1000;
  static constexpr double kSafetyNetMs = 86400000;  // a day
  double time_ms = 0;
  int depth = 0;
  uint64_t nodes = 0;
  // Moves left out of the root candidates: an offline tool's "and what else?" (the book's
  // two-turn check). A win the threat solvers find, or a unique forced block, is still played.
  std::vector<Move> exclude;

  // The budget the engine's TimeManager plans the turn on.
  double clock_ms() const {
    if (time_ms > 0) return time_ms;
    return depth > 0 || nodes > 0 ? kSafetyNetMs : kDefaultTurnMs;
  }
};

struct SearchReport {
  Move move;
  int64_t score = 0;
  int depth = 0;
  uint64_t nodes = 0;
  double ms = 0;
  // Why this move: the default level says "book" (the opening book's move, checked against the
  // opponent's threats), "opening", "win", "lost", "forced" (a unique block),
  // "vcdt", "search", "next" (the first choice was refuted; the next root move, verified where
  // time allowed), "re-search" (refuted; searched again without it: verify_next=0), "extend"
  // (the search after verification found another move and verified it), "fallback" or "none";
  // the baseline levels "random", "greedy", "win" or "block".
  std::string reason;
  std::vector<Move> pv;
  // What happened to an opening-book move of this position, if the book had one and it was not
  // played ("book 9.9-10.10 refuted", "book: proved lost"); empty otherwise. The summary shows it.
  std::string note;
  // Where the turn's time went, in ms per step of the default level's think() (0 for a step that
  // did not run): our threat-space wins; the opponent's after a pass, with the root candidates;
  // the candidates' refutation checks; the alpha-beta; the verification of the choice; the
  // search with the time left after it. For `c6bot analyze` and time tuning; not in summary().
  struct Phases {
    double threats = 0;
    double pass = 0;
    double refute = 0;
    double search = 0;
    double verify = 0;
    double extend = 0;
  };
  Phases phases;
  // One short line for Botzone's debug field and logs.
  std::string summary() const;
};

}  // namespace c6
