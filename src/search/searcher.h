// Searcher: the default level's turn. Owns the per-turn Position, the clock, the turn's control
// and solver budgets, the root threat solvers (VCDT and VCST), the pair generator, the root
// candidates and the alpha-beta (AlphaBeta, which owns the tree's tables).
//
// Per turn (think, steps numbered in searcher.cpp): answers that need no search (win now, lost,
// a unique block); our VCDT (take a forced win); the opponent's VCDT after a null move, whose
// relevance zone joins our candidates; each root candidate checked against the opponent's VCDT
// (refuted ones are searched last); principal variation search over two-stone moves with
// iterative deepening; the chosen move verified against the opponent's VCDT with a larger budget
// (and its VCST with vcst_verify_nodes; refuted: excluded, with verify_zone also the moves that
// miss the refutation's zone, and the next root move verified instead, or with verify_next=0 the
// root searched again); under the clock, time left after that goes to more search, whose different
// choice must pass its own verification.
// Invariant between calls: no Position is kept (each turn rebuilds it from the game), the tables
// and killers persist (the TT ages per search).
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "eval/position.h"
#include "game/game.h"
#include "search/alphabeta.h"
#include "search/leaf_eval.h"
#include "search/pairs.h"
#include "search/params.h"
#include "search/root_moves.h"
#include "search/search_report.h"
#include "search/solver.h"
#include "search/threats.h"
#include "search/timeman.h"
#include "search/turn_budgets.h"
#include "search/turn_control.h"
#include "search/vcst.h"

namespace c6 {

class Searcher {
 public:
  explicit Searcher(int hash_mb);
  Searcher(const Searcher&) = delete;  // leaf_ and tree_ point at members
  Searcher& operator=(const Searcher&) = delete;
  SearchReport think(const Game& game, const Limits& limits);
  void clear();
  SearchParams& params() { return params_; }

  // Facts about the last think(), for analyze.
  bool last_vcdt_us() const { return facts_.vcdt_us; }
  bool last_vcdt_them() const { return facts_.vcdt_them; }
  // The root candidates of the last think(), in their final order (empty when it answered
  // without generating them: no move, the opening stone, a win now, a lost position, our VCDT).
  std::vector<Pair> last_root_pairs() const;
  // Transposition-table entries allocated, and those the last think() used (a turn shorter than
  // 1 s uses a share in proportion; see table_share in searcher.cpp).
  size_t table_entries() const { return tree_.table_entries(); }
  size_t table_entries_used() const { return tree_.table_entries_used(); }
  // The widths (first stones, second stones per first stone) of the opponent's replies to the
  // root candidates in the last think(): short_reply_* in a short turn under the clock alone,
  // reply_* otherwise (SearchParams).
  std::pair<int, int> last_reply_widths() const { return {ctl_.reply_k1, ctl_.reply_k2}; }

  // The leaf score with this searcher's weights (search/leaf_eval.h); with contempt, for the root
  // side of the last think() (none before the first).
  const LeafEval& leaf_eval() const { return leaf_; }
  int evaluate(const Position& pos, Color mover) const { return leaf_.evaluate(pos, mover); }
  static SearchParams tuned_params();

 private:
  struct Facts {
    bool vcdt_us = false;
    bool vcdt_them = false;
    bool null_unknown = false;  // the opponent's null-move VCDT search was cut off undecided
  };

  // think() steps.
  void start_turn(const Game& game, const Limits& limits);
  const char* answer_without_search(const Game& game, SearchReport* r);
  Move opening_stone() const;
  bool our_vcdt(SearchReport* r);
  bool our_vcst(SearchReport* r);
  void report_our_win(int a, int b, int depth, SearchReport* r);  // our VCDT or VCST found one
  VcstSolver::Limits vcst_limits(uint64_t nodes, double share) const;
  // True if the opponent (to move in pos) has a single-threat win within `nodes` (0: not tried).
  bool opponent_vcst(Position& pos, uint64_t nodes, double share);
  bool opponent_vcdt_if_we_pass();
  void generate_root_moves(bool zone);
  bool excluded(const Pair& p) const;  // in this turn's Limits::exclude (either stone order)
  void add_zone_pairs(Pair* out, int* n);
  void add_block_zone_pairs(Pair* out, int* n);
  void add_shape_pairs(Pair* out, int* n, bool zone);
  void refute_root_moves(bool zone);
  void iterative_deepening(const Limits& limits, SearchReport* r);
  // One alpha-beta iteration over the root candidates (AlphaBeta::root_search).
  int root_search(int depth) {
    return tree_.root_search(&root_moves_, depth, root_blocks_.needed > 0);
  }
  const char* verify_choice(SearchReport* r);
  bool refuted_after(const Pair& p, double share, bool* cut_off = nullptr);
  // True if our pair p touches no cell of the proof zone z and makes no threat of ours.
  bool misses_zone(const Pair& p, const std::vector<uint8_t>& z) const;
  int drop_outside_proof_zone();
  bool extend_search(SearchReport* r);  // true if it replaced the choice
  SearchReport& finish(SearchReport* r, const char* reason);
  Move to_move(const Pair& p) const;
  Move to_move(const int16_t cell[2]) const { return to_move(Pair{cell[0], cell[1], 0}); }
  void report_pv(const PvLine& pv, SearchReport* r) const;
  // The zone of the opponent's threat proof if we passed.
  const std::vector<uint8_t>& root_zone() const {
    return zone_is_vcst_ ? vcst_zone_ : solver_.zone();
  }

  SearchParams params_;
  LeafEval leaf_{params_};  // reads params_, so it is declared after it
  std::unique_ptr<Position> pos_;
  TimeManager tm_;
  TurnControl ctl_;
  TurnBudgets budgets_;
  Facts facts_;
  PairGen gen_;
  Solver solver_;
  VcstSolver vcst_;
  // The zone of the opponent's threat proof if we passed: the VCDT solver's, or a copy of the
  // VCST solver's (which later VCST calls overwrite) when only a VCST was found.
  std::vector<uint8_t> vcst_zone_;
  bool zone_is_vcst_ = false;
  // With verify_zone, the relevance zone of the proof that refuted the last refuted choice.
  std::vector<uint8_t> proof_zone_;
  BlockSet root_blocks_;          // the moves answering the opponent's threats at the root
  std::vector<Pair> root_pairs_;  // the root's generated pairs (PairGen::kMaxPairs)
  RootMoves root_moves_;
  AlphaBeta tree_;  // declared last: it refers to the members above, constructed before it
};

}  // namespace c6
