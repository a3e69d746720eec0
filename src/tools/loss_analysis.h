// LossAnalyzer: where was a lost game lost? Walks the loser's turns backwards with the
// threat-space solver: after each of them, does the winner (to move) have a proved forced win?
// A position also counts as proved lost when the winner's next turn in the game made threats and
// the solver refutes every answer that blocks them (see reply_proves). With vcst_nodes, the
// single-threat solver's proofs count as well (the loss suite's checker counts them). The earliest
// turn of the unbroken run of proved-lost positions at the end of the game is the decisive turn:
// the loser was provably lost after it, and not provably before. At that turn it tests the loser's
// alternatives (the engine's candidate pairs: blocks when forced, else the best-scored pairs, the
// loser's own double threats and pairs on the cells of the winner's proof if the loser passed) and
// lists the ones the solver cannot refute.
//
// "Refuted" is a proof (the solver's wins are sound); "not refuted" only means no proof was found
// within the budget. Owns its solver and pair generator; no IO (the protocol layer reads logs and
// writes reports). Deterministic when the budget has a node cap and no time cap.
#pragma once

#include <cstdint>
#include <vector>

#include "core/types.h"
#include "search/pairs.h"
#include "search/solver.h"
#include "search/threats.h"
#include "search/vcst.h"

namespace c6 {

struct LossBudget {
  double solve_ms = 1000;    // time cap of each solver call (0 = none)
  uint64_t solve_nodes = 0;  // node cap of each solver call (0 = none)
  int max_candidates = 60;   // alternatives tested at the decisive turn
  int max_unrefuted = 5;     // ... stopping after this many unrefuted ones
  // Single-threat proofs too (VcstSolver, at most this many nodes per call; 0 = double threats
  // only): after each of the loser's turns on the walk back, after each alternative, and after
  // each two-stone block of a reply's threats (not for a free stone's hundreds of answers).
  uint64_t vcst_nodes = 0;
};

struct LossFinding {
  bool decided = false;  // a proved-lost position after one of the loser's turns was found
  int turn = -1;         // index into the turns of the loser's decisive turn
  Move played;           // the turn played there (refuted: the winner's proof follows it)
  int proof_turns = 0;   // the winner's proof after it, in its own turns (0: six at once)
  bool forced = false;   // the winner had threats the loser had to block at that turn
  int checked = 0;       // alternatives tested (the played pair excluded)
  int refuted = 0;
  std::vector<Move> unrefuted;  // the first max_unrefuted not refuted, in candidate order
  bool lost_before = false;     // every checked alternative was refuted (lost earlier, unproved)
  int solver_calls = 0;
  uint64_t solver_nodes = 0;
};

// The single-threat solver's limits for proving a loss: the search's own VCST defaults
// (SearchParams vcst_depth, vcst_singles, vcst_width) with this node cap. The analyser and the loss
// suite's checker (c6suitecheck) both use them, so they count the same refutations.
VcstSolver::Limits loss_vcst_limits(uint64_t node_cap);

class LossAnalyzer {
 public:
  explicit LossAnalyzer(const LossBudget& budget);
  // turns: the whole game from the empty board (legal); loser: the side that lost it.
  LossFinding analyze(const std::vector<Move>& turns, int size, Color loser);

 private:
  // Winner (to move in pos) has a proved win; *depth = its proof length in turns. vcst: a
  // single-threat proof counts too, when the budget has vcst_nodes.
  bool winner_proves(Position& pos, Color winner, int* depth, LossFinding* f, bool vcst);
  // The winner's reply from the game (may be null) makes threats and the solver refutes every
  // answer that blocks them: a proof the solver's own generator can miss (a double threat whose
  // second stone is a quiet building move, or a single threat, whose block leaves the loser a free
  // stone: every empty cell is tried for it).
  bool reply_proves(Position& pos, Color winner, const Move* reply, int* depth, LossFinding* f);
  bool every_block_refuted(Position& pos, Color winner, const BlockSet& bs, int* depth,
                           LossFinding* f);
  // The loser's pair (a, b) is refuted: the winner (to move after it) has a proved win.
  bool answer_refuted(Position& pos, Color winner, int a, int b, int* depth, LossFinding* f,
                      bool vcst);
  int candidates(Position& pos, Color mover, Pair* out, int max, LossFinding* f);

  LossBudget budget_;
  Solver solver_;
  VcstSolver vcst_;
  PairGen gen_;
};

}  // namespace c6
