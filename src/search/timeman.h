// TimeManager: per-turn clock for the search. Owns the turn's timer and its soft/hard deadlines.
//
// The arena's time_ms covers everything the judge sees: process start, input parsing and output.
// The hard deadline keeps a margin for that (restart-per-turn pays the process start each turn);
// the soft deadline is when iterative deepening stops starting new iterations (a new iteration
// usually costs several times the previous one). With a depth or node limit the search is
// deterministic and the clock is only a safety net.
#pragma once

#include <algorithm>
#include <cstdint>

#include "core/timer.h"

namespace c6 {

class TimeManager {
 public:
  // Margin for start-up, parsing and output, plus scheduling noise on a busy core: 30 ms + 10%,
  // at most 150 ms, and at most 15% of a turn shorter than 600 ms (at least 25 ms): there the
  // fixed 30 ms took a fifth of a 250 ms turn, while a restarted bot's start-up (its tables are
  // zero pages, see ZeroBuffer) and exit take a few ms.
  static double margin_ms(double time_ms) {
    return std::max(kMinMarginMs, std::min({150.0, 30.0 + 0.1 * time_ms, 0.15 * time_ms}));
  }
  static constexpr double kMinMarginMs = 25;

  void start(double time_ms, double soft_share = 0.4) {
    timer_.reset();
    hard_ms_ = std::max(1.0, time_ms - margin_ms(time_ms));
    soft_ms_ = hard_ms_ * soft_share;
  }
  double elapsed_ms() const { return timer_.elapsed_ms(); }
  double hard_ms() const { return hard_ms_; }
  double soft_ms() const { return soft_ms_; }
  bool past_soft() const { return timer_.elapsed_ms() >= soft_ms_; }
  // True once `fraction` of the hard budget is used (for sub-searches with their own share).
  bool past_fraction(double fraction) const { return timer_.elapsed_ms() >= hard_ms_ * fraction; }

 private:
  Timer timer_;
  double hard_ms_ = 1000;
  double soft_ms_ = 400;
};

// NodeClock: when a threat-space solver reads the clock. A solver counts nodes in more than one
// place (attack and defence) but checks its budget in one, so a test such as `nodes % 64 == 1`
// there can miss its residue for long stretches. This reads the clock at the first check and then
// at the first check once kEvery more nodes are counted, whichever node did the counting.
// Invariant: next_ is the node count at or after which the next check reads the clock.
class NodeClock {
 public:
  static constexpr uint64_t kEvery = 32;

  void reset() { next_ = 0; }
  // True once `fraction` of tm's hard budget is used; false without a clock or between reads.
  bool past(const TimeManager* tm, double fraction, uint64_t nodes) {
    if (!tm || nodes < next_) return false;
    next_ = nodes + kEvery;
    return tm->past_fraction(fraction);
  }

 private:
  uint64_t next_ = 0;
};

}  // namespace c6
