// Threat-sequence solver: victory by continuous threats where single threats are allowed (VCST).
//
// Unlike Solver (double threats only), the attacker may play a pair that leaves exactly one
// threat: the defender then has one forced stone and one free stone. The free stone is handled by
// the null-stone trick of relevance-zone proof search (Wu and Huang's threat-space search for
// Connect6): first prove the win with the free stone passed, collecting the relevance zone Z of
// that proof (every cell an extra defender stone could use to change it); a free stone outside Z
// changes nothing, so only the cells of Z are tried, each with its own proof.
//
// The zone of a proof holds: the attacker's stones, the defender's blocks and tried free stones,
// the empty cells of the attacker's threat windows after each attacker pair, and, where E passed
// free stones may be missing from the analysed board (E = passes on the path), the empty cells of
// every window live for the defender holding >= 4 - E of its stones: only in such a window can E
// extra defender stones make a defender threat or six, so outside them the defender's threats, the
// attacker's forced blocks and the defender's answers are those of the proof. Extra stones
// outside the zone never touch the attacker's moves or threat windows. Hence every claimed win is
// a proof (sound); "no win" only means none was found within the depth, pass and node caps.
//
// VcstSolver owns its transposition table (a FailTable: depth-bounded failures only, a win's zone
// is not stored, so wins are always re-proved), the zone (a ProofZone: marks of refuted branches
// are taken back), per-depth move and cell buffers, and the window lists of one generate call;
// nothing is allocated while solving.
#pragma once

#include <cstdint>
#include <vector>

#include "eval/position.h"
#include "search/fail_table.h"
#include "search/live_window_lists.h"
#include "search/pairs.h"
#include "search/params.h"
#include "search/proof_zone.h"
#include "search/timeman.h"

namespace c6 {

class VcstSolver {
 public:
  static constexpr int kMaxDepth = 12;  // attacker turns
  static constexpr int kMaxMoves = 256;
  static constexpr int kMaxRaw = 2048;
  static constexpr int kMaxPasses = 3;  // nested free-stone passes (zone threshold 4 - E >= 1)

  explicit VcstSolver(int tt_bits = 16);

  struct Limits {
    int max_depth = 4;      // attacker turns
    uint64_t node_cap = 0;  // 0 = none (callers always give one)
    int max_singles = 2;    // single-threat attacker turns on a line (each costs a pass)
    int single_width = 12;  // single-threat pairs tried per attacker node (best first)
    // Defender stones the caller may add before the proof is used (0-2): a root null-move check
    // gives 2 (the pair we would play), so a pair outside the zone provably leaves the win intact.
    int defender_extra = 0;
    const TimeManager* tm = nullptr;
    double time_fraction = 1.0;  // give up past this share of tm's hard budget
  };
  struct Result {
    bool win = false;
    int a = -1, b = -1;  // first attacker pair of the proof
    int depth = 0;       // attacker turns in the proof
    uint64_t nodes = 0;
    bool aborted = false;  // hit the node or time cap without a proof
  };

  // Attacker to move (two stones). Iterative deepening over attacker turns.
  Result solve(Position& pos, Color attacker, const Limits& lim);

  // Relevance zone of the last proof: zone()[idx] != 0 for cells that can interfere with it.
  const std::vector<uint8_t>& zone() const { return zone_.marks(); }
  void clear_tt();

 private:
  int generate(Color att, int singles_left, Pair* out);
  bool attack(int depth);
  bool defend(int depth);
  bool defend_free(int depth, int x);
  bool out_of_budget();
  void mark_threat_cells(Color c);
  void mark_defender_windows();
  uint64_t key() const;
  void start(Position& pos, Color attacker, const Limits& lim);

  Position* pos_ = nullptr;
  Color att_ = kBlack;
  Color def_ = kWhite;
  Limits lim_;
  uint64_t nodes_ = 0;
  NodeClock clock_;
  bool aborted_ = false;
  int passes_ = 0;   // free stones passed on the current line (E)
  int singles_ = 0;  // single-threat attacker turns on the current line
  bool root_ = false;
  int root_a_ = -1, root_b_ = -1;
  FailTable tt_;
  ProofZone zone_;
  std::vector<uint8_t> cand_;
  std::vector<uint8_t> n3_;
  LiveWindowLists live_;  // per cell of one generate call: windows that can reach four
  PairGen gen_;
  std::vector<Pair> raw_;      // kMaxRaw scratch pairs of one generate call
  std::vector<Pair> moves_;    // (kMaxDepth + 1) * kMaxMoves
  std::vector<int16_t> free_;  // (kMaxDepth + 1) * kMaxCells: free-stone cells per depth
};

// The limits every caller of the default level gives: the search knobs' depth, singles and width,
// `nodes` as the cap, and the clock `tm` up to `fraction` of its hard budget.
VcstSolver::Limits vcst_limits_from(const SearchParams& p, uint64_t nodes, const TimeManager* tm,
                                    double fraction);

}  // namespace c6
