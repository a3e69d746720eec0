// ThreatPairGen: the threat-space move generator. Lists the attacker's pairs that leave two or
// more threats (or, asked for triples, three or more), sorted best first: three-threat pairs, then
// by the cells' scores. Candidates come from the empty cells of the attacker's live windows with
// 2-3 stones (both stones in one such window; two cells that each raise a 3-window; a cell raising
// two 3-windows with any other candidate, and with free_k > 0 also with the attacker's free_k
// best-scored cells); under a forced block, the block cells with every candidate. Each candidate
// is then counted exactly.
//
// Owns its scratch marks (cleared after every call), the per-cell window lists of one call
// (LiveWindowLists: stamped, so nothing is cleared between calls) and the pair deduplication
// stamps. Nothing is allocated while generating. Used by the VCDT solver for its attacker nodes
// and, through it, by the engine's candidate lists.
#pragma once

#include <algorithm>
#include <cstdint>
#include <vector>

#include "eval/position.h"
#include "search/live_window_lists.h"
#include "search/pairs.h"
#include "search/threats.h"

namespace c6 {

class ThreatPairGen {
 public:
  static constexpr int kMaxFreeK = 16;

  ThreatPairGen();

  // triple_limit 0: every pair leaving >= 2 threats; otherwise only pairs leaving >= 3, stopping
  // after triple_limit of them. With a focus mask, only pairs with a stone on a marked cell.
  // Returns the count written to out (at most max).
  int generate(Position& pos, Color attacker, Pair* out, int max, int triple_limit,
               const uint8_t* focus = nullptr);
  // A cell that raises two or more 3-windows is paired with the candidate cells; with free_k > 0
  // also with the attacker's free_k best-scored empty cells, so a double threat whose second
  // stone develops away from the attack (a quiet stone the next threats need) is tried too.
  void set_free_k(int k) { free_k_ = std::max(0, std::min(kMaxFreeK, k)); }
  void clear_stamps() { gen_.clear_stamps(); }

 private:
  // generate's steps: the candidate pairs (deduplicated, at most max, returns their count), then
  // the ones that leave the threats, scored (returns their count, in place at the front of out).
  int candidate_pairs(const Position& pos, Color att, const BlockSet& forced, const ThreatCells& tc,
                      Pair* out, int max, bool triple_only, const uint8_t* focus);
  int keep_threat_pairs(Position& pos, Color att, Pair* out, int nraw, int triple_limit);

  int free_k_ = 0;             // see set_free_k
  std::vector<uint8_t> cand_;  // scratch cell marks: candidate cells
  std::vector<uint8_t> n3_;    // per cell: attacker windows with 3 stones through it
  LiveWindowLists live_;       // per candidate cell: windows that can reach four
  PairGen gen_;                // pair deduplication
};

}  // namespace c6
