// Searcher: the default level's search. Owns the per-turn Position, the transposition table, the
// threat-space solver, the pair generator, the per-ply search stack (PV, killers, pair lists),
// the root move list and the clock.
//
// Per turn (think, steps numbered in alphabeta.cpp): answers that need no search (win now, lost,
// a unique block); our VCDT (take a forced win); the opponent's VCDT after a null move, whose
// relevance zone joins our candidates; each root candidate checked against the opponent's VCDT
// (refuted ones are searched last); principal variation search over two-stone moves with
// iterative deepening; the chosen move verified against the opponent's VCDT with a larger budget
// (and its VCST with vcst_verify_nodes; refuted: excluded, with verify_zone also the moves that
// miss the refutation's zone, and the next root move verified instead, or with verify_next=0 the
// root searched again); under the clock, time left after that goes to more search, whose different
// choice must pass its own verification. Leaves use the incremental window counts.
// Invariant between calls: no Position is kept (each turn rebuilds it from the game), the tables
// and killers persist (the TT ages per search). Nothing is allocated inside pvs().
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "eval/position.h"
#include "game/game.h"
#include "search/leaf_eval.h"
#include "search/pairs.h"
#include "search/params.h"
#include "search/search_report.h"
#include "search/solver.h"
#include "search/threats.h"
#include "search/timeman.h"
#include "search/triple_cache.h"
#include "search/tt.h"
#include "search/vcst.h"

namespace c6 {

class Searcher {
 public:
  static constexpr int kMaxPly = 48;

  explicit Searcher(int hash_mb);
  Searcher(const Searcher&) = delete;  // leaf_ points at params_
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
  // 1 s uses a share in proportion; see table_share in alphabeta.cpp).
  size_t table_entries() const { return tt_.entries(); }
  size_t table_entries_used() const { return tt_.entries_used(); }
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
  // A principal variation: pairs as (a, b) cells, from the node it belongs to.
  struct PvLine {
    int len = 0;
    int16_t cell[kMaxPly][2];
    // This line becomes {a, b} followed by the child's line.
    void update(int a, int b, const PvLine& child) {
      cell[0][0] = static_cast<int16_t>(a);
      cell[0][1] = static_cast<int16_t>(b);
      for (int j = 0; j < child.len; ++j) {
        cell[j + 1][0] = child.cell[j][0];
        cell[j + 1][1] = child.cell[j][1];
      }
      len = child.len + 1;
    }
  };
  // What pvs() keeps per ply. killers persist between turns; the rest is per node.
  struct Stack {
    PvLine pv;
    Pair killers[2];
    Pair current;            // the pair being searched from this node
    bool no_triple = false;  // the mover here has no three-threat pair (checked)
    BlockSet blocks;         // the moves answering the opponent's threats (needed = their count)
    Pair moves[PairGen::kMaxPairs];  // the generated pairs (the root's candidates at ply 0)
  };
  // One root candidate. score is exact for the best move of the last iteration and below every
  // score (a null-window search only proved it no better) for the others; the list is kept
  // sorted by it (stably, so the others keep their order).
  struct RootMove {
    Pair pair;
    int score;
    int prev_score;
    bool refuted;          // the opponent's VCDT wins after it: searched only if every move is
    PvLine pv;             // valid for the first move after an iteration that found a best
    bool dropped = false;  // refuted only by missing the zone of another move's refutation
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
  // The turn's limits and progress.
  struct Control {
    uint64_t nodes = 0;
    uint64_t node_limit = 0;  // 0 = none
    uint64_t next_poll = 0;   // ctl_.nodes at which the clock is read next (poll_clock)
    bool stopped = false;
    double stop_share = 1.0;     // the alpha-beta stops at this share of the hard budget
    bool deterministic = false;  // a depth or node limit: solver budgets ignore the clock
    Color mover = kBlack;        // the side to move at the root
    int iteration = 0;           // the depth of the last iteration started
    uint64_t salt = 0;           // mixed into TT keys per board size
    const std::vector<Move>* exclude = nullptr;  // Limits::exclude, for this turn's think()
    int reply_k1 = 0;  // the replies' widths this turn (reply_widths in alphabeta.cpp)
    int reply_k2 = 0;
  };
  // Solver node budgets of this turn (SearchParams' budgets, capped under a node limit).
  struct Budgets {
    uint64_t vcdt = 0;
    uint64_t null_vcdt = 0;
    uint64_t zone_probe = 0;
    uint64_t refute = 0;
    uint64_t verify = 0;
    uint64_t vcst = 0;
    uint64_t vcst_null = 0;
    uint64_t vcst_verify = 0;
    uint64_t vcst_refute = 0;
  };
  struct Facts {
    bool vcdt_us = false;
    bool vcdt_them = false;
    bool null_unknown = false;  // the opponent's null-move VCDT search was cut off undecided
  };

  // think() steps.
  void start_turn(const Game& game, const Limits& limits);
  const char* answer_without_search(const Game& game, SearchReport* r);
  Move opening_stone() const;
  void set_budgets(const Limits& limits);
  bool our_vcdt(SearchReport* r);
  bool our_vcst(SearchReport* r);
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
  const char* verify_choice(SearchReport* r);
  bool refuted_after(const Pair& p, double share, bool* cut_off = nullptr);
  // True if our pair p touches no cell of the proof zone z and makes no threat of ours.
  bool misses_zone(const Pair& p, const std::vector<uint8_t>& z) const;
  int drop_outside_proof_zone();
  void restore_dropped();
  void move_refuted_last();
  bool extend_search(SearchReport* r);  // true if it replaced the choice
  SearchReport& finish(SearchReport* r, const char* reason);

  // The search proper.
  int root_search(int depth);
  bool open3_bias_applies() const;  // SearchParams::root_open3 at this root
  int open3_penalty() const;        // ... for the root move just made
  void sort_root_moves();
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
  bool stop_now();
  void poll_clock();
  Move to_move(const Pair& p) const;
  Move to_move(const int16_t cell[2]) const { return to_move(Pair{cell[0], cell[1], 0}); }
  void report_pv(const PvLine& pv, SearchReport* r) const;
  // Focus cells for `owner`'s three-threat test from the node at `ply` (its pair and whether it
  // established that owner had no triple).
  const uint8_t* focus(FocusCells* f, int ply, Color owner) {
    return f->build(*pos_, stack_[ply].current, stack_[ply].no_triple, owner);
  }

  SearchParams params_;
  LeafEval leaf_{params_};  // reads params_, so it is declared after it
  std::unique_ptr<Position> pos_;
  TranspositionTable tt_;
  Solver solver_;
  Solver frontier_solver_;  // the probes inside the tree (their zones must not clobber the root's)
  Frontier frontier_;
  VcstSolver vcst_;
  // The zone of the opponent's threat proof if we passed: the VCDT solver's, or a copy of the
  // VCST solver's (which later VCST calls overwrite) when only a VCST was found.
  std::vector<uint8_t> vcst_zone_;
  bool zone_is_vcst_ = false;
  const std::vector<uint8_t>& root_zone() const {
    return zone_is_vcst_ ? vcst_zone_ : solver_.zone();
  }
  // With verify_zone, the relevance zone of the proof that refuted the last refuted choice.
  std::vector<uint8_t> proof_zone_;
  PairGen gen_;
  TimeManager tm_;
  Control ctl_;
  Budgets budgets_;
  Facts facts_;
  std::vector<Stack> stack_;  // kMaxPly entries
  std::vector<RootMove> root_moves_;
  TripleCache triples_;    // the opponent's triples at the current depth-1 node
  FocusCells focus_us_;    // for the mover's own tests, rebuilt per use
  FocusCells focus_them_;  // for the opponent at the current depth-1 node (held by triples_)
};

}  // namespace c6
