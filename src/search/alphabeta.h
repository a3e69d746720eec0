// AlphaBeta: principal variation search over two-stone moves, from a list of root candidates.
// Owns the transposition table, the per-ply search stack (PV, killers, pair lists), the frontier
// probes' solver and the opponent's-triple cache. Shares with the turn that drives it (Searcher):
// the parameters, the leaf evaluation, the pair generator, the threat solver (its pair lists and
// triple tests), the clock and the turn's control (node count, limits, stop).
//
// Steps of a node are numbered in pvs() (alphabeta.cpp). Leaves use the incremental window
// counts; a pair's leaf value is read without placing it where the shapes allow.
// Invariants: nothing is allocated, thrown or dispatched virtually inside root_search(); the
// Position is the turn's, set by new_turn() and left as it was found by every search; the table
// and the killers persist between turns (the table ages per turn).
#pragma once

#include <cstdint>
#include <vector>

#include "eval/position.h"
#include "search/leaf_eval.h"
#include "search/pairs.h"
#include "search/params.h"
#include "search/root_moves.h"
#include "search/solver.h"
#include "search/threats.h"
#include "search/timeman.h"
#include "search/triple_cache.h"
#include "search/tt.h"
#include "search/turn_control.h"

namespace c6 {

class AlphaBeta {
 public:
  static constexpr int kMaxPly = PvLine::kMaxLen;

  AlphaBeta(int hash_mb, const SearchParams& params, const LeafEval& leaf, PairGen& gen,
            Solver& solver, const TimeManager& tm, TurnControl& ctl);
  AlphaBeta(const AlphaBeta&) = delete;
  AlphaBeta& operator=(const AlphaBeta&) = delete;

  // Forgets the table, the frontier solver's table and the killers.
  void clear();
  // A new turn on pos, using `table_share` of the table (TranspositionTable::use_share).
  void new_turn(Position* pos, double table_share);
  // One iteration at `depth` over the root candidates (refuted ones only if first); returns the
  // best score, or -kInf if the turn stopped before any candidate had one. The best move goes
  // first, with its line in its pv; the others keep their order. root_forced: the root must
  // block the opponent's threats.
  int root_search(RootMoves* moves, int depth, bool root_forced);

  size_t table_entries() const { return tt_.entries(); }
  size_t table_entries_used() const { return tt_.entries_used(); }

 private:
  // What pvs() keeps per ply. killers persist between turns; the rest is per node.
  struct Stack {
    PvLine pv;
    Pair killers[2];
    Pair current;            // the pair being searched from this node
    bool no_triple = false;  // the mover here has no three-threat pair (checked)
    BlockSet blocks;         // the moves answering the opponent's threats (needed = their count)
    Pair moves[PairGen::kMaxPairs];  // the generated pairs
  };
  // One alpha-beta node while its pairs are searched (search_pair updates it).
  struct Node {
    int depth;
    int ply;
    int alpha;
    int beta;
    Color mover;
    bool forced;
    int best;
    Pair best_move;
    int tried = 0;
    bool cut = false;
  };
  // The frontier probe of the current non-forced node with one turn left (see pvs Step 6): the
  // opponent's threat-space win if the mover passed, found lazily on the node's first quiet leaf.
  struct Frontier {
    int ply = -1;  // the node's ply, -1 when no node is open
    bool built = false;
    // The opponent wins by double threats; frontier_solver_.zone() then holds the proof's cells.
    bool win = false;
  };

  bool open3_bias_applies(bool root_forced) const;  // SearchParams::root_open3 at this root
  int open3_penalty() const;                        // ... for the root move just made
  int pvs(int depth, int ply, int alpha, int beta, Color mover);
  int horizon_value(int depth, int ply, Color mover, bool forced);
  bool probe_tt(uint64_t key, int depth, int ply, int alpha, int beta, Pair* tt_pair, int* value);
  bool find_threat_pairs(int depth, int ply, Color mover, int* nt);
  void search_pair(Node* node, int a, int b, int reduce);
  // Turns by which a late quiet pair at list index `index` (after `threats` threat pairs) is
  // searched shallower first (SearchParams::lmr_*): 0, 1 or 2.
  int late_reduction(const Pair& p, int index, int threats, Color mover) const;
  bool leaf_value(int a, int b, Color mover, int depth, int ply, int* value);
  int frontier_own_win(int ply, Color mover);
  bool frontier_opponent_wins(int a, int b, Color mover, int ply);
  // Focus cells for `owner`'s three-threat test from the node at `ply` (its pair and whether it
  // established that owner had no triple).
  const uint8_t* focus(FocusCells* f, int ply, Color owner) {
    return f->build(*pos_, stack_[ply].current, stack_[ply].no_triple, owner);
  }

  const SearchParams& params_;
  const LeafEval& leaf_;
  PairGen& gen_;
  Solver& solver_;
  const TimeManager& tm_;
  TurnControl& ctl_;
  Position* pos_ = nullptr;
  TranspositionTable tt_;
  Solver frontier_solver_;  // the probes inside the tree (their zones must not clobber the root's)
  Frontier frontier_;
  std::vector<Stack> stack_;  // kMaxPly entries
  TripleCache triples_;       // the opponent's triples at the current depth-1 node
  FocusCells focus_us_;       // for the mover's own tests, rebuilt per use
  FocusCells focus_them_;     // for the opponent at the current depth-1 node (held by triples_)
};

}  // namespace c6
