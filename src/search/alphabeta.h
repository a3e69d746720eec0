// Searcher: the default level's search. Owns the per-turn Position, the transposition table, the
// threat-space solver, the pair generator, killer moves, the PV table and the clock.
//
// Per turn (think): win now; if the opponent has threats, only blocking moves (a unique block is
// answered at once); else our VCDT (take a forced win); the opponent's VCDT after a null move
// gives a relevance zone whose cells join our candidates, and every root candidate is checked
// against the opponent's VCDT (refuted ones are searched last); then principal variation search
// over two-stone moves with iterative deepening. Leaves use the incremental window counts.
// Invariant between calls: no Position is kept (each turn rebuilds it from the game), the tables
// persist (the TT ages per search). Nothing is allocated inside pvs().
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "eval/position.h"
#include "game/game.h"
#include "search/engine.h"
#include "search/pairs.h"
#include "search/solver.h"
#include "search/timeman.h"
#include "search/tt.h"

namespace c6 {

// Knobs of the default level (fixed; tuned by matches).
struct SearchParams {
  int k1 = 10;       // first stones per interior node
  int k2 = 5;        // second stones per first stone
  int root_k1 = 16;  // first stones at the root
  int root_k2 = 8;
  int free_k = 6;   // free stones after a single-cell block
  int qfree_k = 2;  // the same beyond the horizon (forced extension)
  // Leaf weights by stones in a live window: the side to move can turn its 2- and 3-windows into
  // threats this turn, so they count more than the same windows of the side that just moved.
  int mover_w[6] = {0, 2, 12, 60, 0, 0};
  int other_w[6] = {0, 2, 12, 50, 45, 45};
  double soft = 0.55;
  // Shares of the hard budget by which each pre-search phase must end.
  double share_vcdt = 0.15;
  double share_null = 0.25;
  double share_refute =
      0.4;           // iterative deepening starts no new iteration past this share of the budget
  int threat_k = 6;  // double-threat pairs added to an interior node's moves
  int threat_depth = 2;  // ... at nodes with at least this depth left
  int qdepth = 4;
  // Late move reduction: at non-forced nodes with at least lmr_depth turns left (0 = off),
  // generated quiet pairs after the first lmr_after are searched one turn shallower first.
  int lmr_depth = 0;
  int lmr_after = 4;
  bool leaf_triples = true;  // look for a three-threat pair at horizon leaves    // forced
                             // extension: at most this many turns past the horizon
  int vcdt_depth = 10;
  uint64_t vcdt_nodes = 300000;       // our VCDT at the root
  uint64_t null_vcdt_nodes = 100000;  // the opponent's VCDT after a null move
  uint64_t refute_nodes = 2000;       // the opponent's VCDT after each root candidate
  int refute_max = 40;                // candidates checked that way (in root order)
  uint64_t verify_nodes = 30000;      // the same for the final choice (best moves first)
  int verify_max = 6;
};

constexpr int kWinScore = 1000000;
constexpr int kWinBound = kWinScore - 1000;  // |score| >= this: a proved result

class Searcher {
 public:
  static constexpr int kMaxPly = 48;

  explicit Searcher(int hash_mb);
  SearchReport think(const Game& game, const Limits& limits);
  void clear();
  SearchParams& params() { return params_; }
  // Sets one knob by name (see search_param_list); false if the name is unknown.
  bool set_param(const std::string& name, double value);

  // Facts about the last think(), for analyze.
  bool last_vcdt_us() const { return vcdt_us_; }
  bool last_vcdt_them() const { return vcdt_them_; }

  // Static evaluation of pos for `mover` (the side about to place two stones).
  int evaluate(const Position& pos, Color mover) const;
  // The same from live window counts laid out as Position::live (colour - 1, stones).
  int evaluate_live(const int live[2][7], Color mover) const;
  static SearchParams tuned_params();

 private:
  int pvs(int depth, int ply, int alpha, int beta, Color mover);
  int root_search(int depth, Color mover);
  bool leaf_value(int a, int b, Color mover, int depth, int ply, int* value);
  // Whether the opponent (`other`) has a three-threat pair after mover plays {a, b} at the
  // current depth-1 node; see the triple cache below.
  bool opponent_triple_after(int a, int b, Color mover, int ply);
  bool stop_now();
  void root_candidates(Color mover, const BlockSet& forced, bool zone);
  Move to_move(const Pair& p) const;

  SearchParams params_;
  std::unique_ptr<Position> pos_;
  TranspositionTable tt_;
  Solver solver_;
  PairGen gen_;
  TimeManager tm_;
  std::vector<Pair> stack_;  // kMaxPly * PairGen::kMaxPairs
  Pair killers_[kMaxPly][2];
  int16_t pv_[kMaxPly][kMaxPly][2];
  int pv_len_[kMaxPly];
  // Focus cells for a three-threat test of `owner`, exact when a node two plies up (owner to
  // move, not forced) found that owner had no three-threat pair: only owner's stones placed since
  // (the pair searched there, cur_) add windows, so every new three-threat pair uses a window
  // through one of them with 2+ of owner's stones; its stone in that window is an empty cell of
  // it. mask[cell] != 0 on those empty cells; list holds them for clearing.
  struct FocusCells {
    std::vector<uint8_t> mask;
    std::vector<int16_t> list;
    void clear() {
      for (const int16_t c : list) mask[c] = 0;
      list.clear();
    }
  };
  // Builds f for owner from the pair searched at `ply` (which must be >= 0); returns its mask, or
  // nullptr when that node did not establish "owner has no three-threat pair".
  const uint8_t* build_focus(int ply, Color owner, FocusCells* f);
  bool no_triple_[kMaxPly];  // the mover at this ply's node has no three-threat pair (checked)
  Pair cur_[kMaxPly];        // the pair being searched at each ply
  FocusCells focus_them_;    // for the opponent at the current depth-1 node (built with the cache)
  FocusCells focus_us_;      // for the mover's own tests, rebuilt per use
  const uint8_t* focus_them_mask_ = nullptr;

  // Triple cache of the current non-forced depth-1 node (at ply triple_ply_): the opponent's
  // three-threat pairs before our move (at most 8), and per cell a bit for each pair whose threat
  // windows contain the cell. Our stones only take windows away from the opponent, so after our
  // pair the opponent has a triple only if it had one before, and certainly has one if some
  // pair's windows hold neither of our stones; otherwise the exact test decides.
  int triple_ply_ = -1;
  bool triple_ready_ = false;
  uint8_t triple_bits_ = 0;
  int triple_n_ = 0;  // pairs in triple_buf_ (all of them; the mask covers the first 8)
  static constexpr int kTripleRecheck = 24;
  std::vector<uint8_t> triple_mask_;
  std::vector<int16_t> triple_cells_;
  std::vector<Pair> triple_buf_;
  // For the first kTripleRecheck pairs: the windows each would make threats (at most
  // kTripleWindows), so a leaf re-counts them without placing its stones.
  static constexpr int kTripleWindows = 48;
  std::vector<int16_t> triple_windows_;  // kTripleRecheck * kTripleWindows
  int triple_nw_[kTripleRecheck];
  std::vector<Pair> root_;
  std::vector<int> root_score_;
  std::vector<uint8_t> root_refuted_;
  int root_count_ = 0;
  uint64_t nodes_ = 0;
  uint64_t node_limit_ = 0;
  uint32_t clock_tick_ = 0;  // pvs calls, to poll the clock every 64
  bool deterministic_ = false;
  uint64_t zone_cap_ = 0;  // solver nodes for each zone probe in forced root positions
  uint64_t salt_ = 0;
  bool stopped_ = false;
  bool use_clock_ = true;
  bool vcdt_us_ = false;
  bool vcdt_them_ = false;
};

}  // namespace c6
