// Threat-space solver: victory by continuous double threats (VCDT).
//
// The attacker plays only pairs that leave it >= 2 threats (>= 3 wins at once); the defender
// answers only with the pairs that block every threat (it has no immediate win: the attacker's
// pair blocked all of the defender's threat windows, or it was not allowed). When the defender's
// blocks give it threats, the attacker must block them with a pair that still leaves it >= 2
// threats. A "win" is therefore a proof (sound); "no win" only means none was found within the
// depth, node and time caps.
//
// Solver owns its transposition table (proved wins and depth-bounded failures), the pair
// deduplication stamps and per-depth move buffers; nothing is allocated while solving.
// Relevance zone: when asked, the cells a proof depends on (attacker moves, defender blocks, the
// empty cells of the threat windows used) are collected, so a defender can restrict itself to them.
#pragma once

#include <algorithm>
#include <cstdint>
#include <vector>

#include "core/zero_buffer.h"
#include "eval/position.h"
#include "search/pairs.h"
#include "search/threat_pair_gen.h"
#include "search/threats.h"
#include "search/timeman.h"

namespace c6 {

class Solver {
 public:
  static constexpr int kMaxDepth = 16;  // attacker turns
  static constexpr int kMaxMoves = 400;

  explicit Solver(int tt_bits = 18);

  struct Result {
    bool win = false;
    int a = -1, b = -1;  // first attacker move of the proof
    int depth = 0;       // attacker turns in the proof
    uint64_t nodes = 0;
    bool aborted = false;  // hit the node or time cap
  };

  // Attacker to move (two stones). Iterative deepening up to max_depth attacker turns.
  // tm may be null; the call gives up once time_fraction of tm's hard budget has elapsed (counted
  // from the start of the turn, not of this call).
  Result solve(Position& pos, Color attacker, int max_depth, uint64_t node_cap,
               const TimeManager* tm = nullptr, double time_fraction = 1.0);

  // Zone of the last proof, if collection was on: zone()[idx] != 0 for relevant cells.
  void set_collect_zone(bool on) { collect_ = on; }
  const std::vector<uint8_t>& zone() const { return zone_; }
  void clear_zone() { std::fill(zone_.begin(), zone_.end(), 0); }
  void clear_tt();  // also forgets the pair stamps
  // See ThreatPairGen::set_free_k: wider attacker moves (0 = only cells near its stones).
  static constexpr int kMaxFreeK = ThreatPairGen::kMaxFreeK;
  void set_free_k(int k) { gen_.set_free_k(k); }

  // Attacker pairs leaving >= 2 threats (the solver's move generator), sorted best first.
  // Exposed for the engine's candidate lists and for tests. Returns the count.
  int threat_pairs(Position& pos, Color attacker, Pair* out, int max);
  // True if the attacker (to move, no threat windows of either side) has a pair making three or
  // more threats. Same candidates as threat_pairs, stops at the first hit.
  // With a focus mask, only pairs with a stone on a marked cell are tried: exact when every
  // three-threat pair must have one (see Searcher's focus cells).
  bool has_triple(Position& pos, Color attacker, const uint8_t* focus = nullptr);
  // The attacker's pairs making three or more threats (at most `limit`, written to out), same
  // preconditions as has_triple.
  int triple_pairs(Position& pos, Color attacker, Pair* out, int max, int limit,
                   const uint8_t* focus = nullptr);

 private:
  // Trivial, so the table is a ZeroBuffer (zero pages until touched): all-zero bytes are the
  // empty entry, so depths are stored plus one (0: none).
  struct Entry {
    uint64_t key;
    int8_t win_depth1;   // proved win with win_depth1 - 1 attacker turns (0: none)
    int8_t fail_depth1;  // no win within fail_depth1 - 1 attacker turns (0: nothing known)
    int16_t a, b;        // the winning pair's first move (when win_depth1 > 0)
  };
  bool attack(int depth);
  bool defend(int depth);
  bool out_of_budget();
  void mark_threat_cells(Color c);
  uint64_t key() const;

  Position* pos_ = nullptr;
  Color att_ = kBlack;
  Color def_ = kWhite;
  uint64_t nodes_ = 0;
  uint64_t node_cap_ = 0;
  const TimeManager* tm_ = nullptr;
  double time_fraction_ = 1;
  NodeClock clock_;
  bool aborted_ = false;
  bool collect_ = false;
  bool ply_root_ = false;  // true while in the root attack node
  int root_a_ = -1, root_b_ = -1;
  ZeroBuffer<Entry> tt_;
  uint64_t tt_mask_ = 0;
  std::vector<uint8_t> zone_;
  ThreatPairGen gen_;        // the attacker's moves
  std::vector<Pair> moves_;  // kMaxDepth * kMaxMoves
};

}  // namespace c6
