// TurnControl: one turn's limits and progress, shared by the turn's steps (Searcher) and the
// alpha-beta (AlphaBeta): the node count every search adds to, the node limit, the clock's stop
// share and whether the turn has stopped.
//
// Invariants: set by Searcher::start_turn before any search of the turn; `stopped` only turns
// true inside a search (the node limit or the clock), and the turn's steps clear it before they
// search again. A deterministic turn (a depth or node limit) never reads the clock for its
// choices, only as a safety net.
#pragma once

#include <cstdint>
#include <vector>

#include "core/types.h"
#include "search/timeman.h"

namespace c6 {

struct TurnControl {
  uint64_t nodes = 0;
  uint64_t node_limit = 0;  // 0 = none
  uint64_t next_poll = 0;   // nodes at which the clock is read next (poll_clock)
  bool stopped = false;
  double stop_share = 1.0;     // the alpha-beta stops at this share of the hard budget
  bool deterministic = false;  // a depth or node limit: solver budgets ignore the clock
  Color mover = kBlack;        // the side to move at the root
  int iteration = 0;           // the depth of the last iteration started
  uint64_t salt = 0;           // mixed into TT keys per board size
  const std::vector<Move>* exclude = nullptr;  // Limits::exclude, for this turn's think()
  int reply_k1 = 0;  // the replies' widths this turn (reply_widths in searcher.cpp)
  int reply_k2 = 0;

  // True once the turn must stop: the node limit reached, or the clock (polled).
  bool stop_now(const TimeManager& tm) {
    if (stopped) return true;
    if (node_limit && nodes >= node_limit) stopped = true;
    poll_clock(tm);
    return stopped;
  }

  // Read the clock every 64 counted nodes, leaves included. Polling once per 64 pvs calls was
  // too coarse: a depth-1 node scores its hundreds of children as leaves without a pvs call (a
  // 100 ms turn under ASan ran 74 ms past its deadline in make soak; after this, 27 ms at most).
  void poll_clock(const TimeManager& tm) {
    if (nodes < next_poll) return;
    next_poll = nodes + 64;
    if (tm.past_fraction(stop_share)) stopped = true;
  }
};

}  // namespace c6
