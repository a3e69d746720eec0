// SearchParams: every knob, budget and margin of the default level's search, and the one table
// (kSearchParamTable in params.cpp) that names them for `c6bot --param NAME=VALUE`.
//
// The member initializers are the defaults (the tuned values, from arena matches and SPRTs); the
// table adds for each knob a name, a range and a one-line meaning, and reads the default from a
// default-constructed SearchParams, so a default lives in exactly one place. Invariant: a
// SearchParams changed only through set_search_param() has every tabled knob inside its range.
#pragma once

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace c6 {

struct SearchParams {
  // Pair generation (the alpha-beta move lists).
  int k1 = 10;       // first stones per interior node
  int k2 = 5;        // second stones per first stone
  int root_k1 = 16;  // first stones at the root
  int root_k2 = 8;
  // The opponent's replies to a root candidate (ply-1 nodes): its first stones and second stones
  // per first stone. Wider than k1 x k2: the reply that refutes a root candidate is often a cell
  // the interior lists leave out (ranked 11th-24th), and a missed refutation is a wrong root move.
  // Against Cloudict, 16 x 8 scored 64-32 where 10 x 5 scored 56-40 and 53-43 on the same openings
  // (docs/experiments/2026-11-28-reply-width-vs-cloudict.md).
  int reply_k1 = 16;
  int reply_k2 = 8;
  // ... and in a turn the clock alone limits to less than short_turn_ms (0 = never, the default),
  // the narrower short_reply_k1 x short_reply_k2: at 250 ms the wide replies cost depth. Off: at
  // 250 ms against 1d7b5c5 at 1 s, 10 x 5 there scored +4.17 points a game over four paired
  // schedules (840 games each way), 95% interval [+0.25, +8.08], found on a second look and
  // against our own build; against Cloudict at 250 ms a 40-game screen showed +0.0 +-17.0
  // (docs/experiments/2026-12-03-short-turn-replies.md). It never changes a deterministic search
  // (a depth or node limit).
  int short_turn_ms = 0;
  int short_reply_k1 = 10;
  int short_reply_k2 = 5;
  int free_k = 6;        // free stones after a single-cell block
  int qfree_k = 2;       // the same beyond the horizon (forced extension)
  int threat_k = 6;      // double-threat pairs added to an interior node's moves
  int threat_depth = 2;  // ... at nodes with at least this depth left
  // Nodes with at least this many turns left rank their generated pairs by the leaf score after
  // each pair (windows and line shapes; LeafEval::value_after) instead of PairGen's per-cell sums
  // (0 = never). Depth-1 nodes score every pair as a leaf anyway.
  int order_depth = 0;
  // Root candidates besides the generated pairs.
  int root_threats = 24;  // our double-threat pairs added at the root
  int zone_first = 14;    // best zone cells paired with each other when the opponent's VCDT
  int zone_second = 6;    // ... exists, each also with this many best cells after it
  int block_zone_k = 16;  // zone cells offered as the free stone of a single-cell block
  // Root candidates ranked by the leaf score (windows and line shapes): every pair among the
  // root_shape_pool best cells by cell score (only the opponent's relevance-zone cells when it
  // has a VCDT if we pass) is scored by LeafEval::value_after, and the root_shape_pairs best of
  // those not yet candidates join the root moves (0 = off). The cell scores rank each stone
  // alone; the leaf score sees what the two stones do together to both sides' shapes.
  int root_shape_pairs = 0;
  int root_shape_pool = 24;
  // Horizon and extensions.
  int qdepth = 4;            // forced replies extend at most this many turns past the horizon
  bool leaf_triples = true;  // look for a three-threat pair at horizon leaves
  // Late move reduction: at non-forced nodes with at least lmr_depth turns left (0 = off),
  // generated quiet pairs after the first lmr_after are searched one turn shallower first.
  int lmr_depth = 0;
  int lmr_after = 4;
  // ... only at nodes at least this many plies below the root: the replies to a root candidate
  // (ply 1) hold its refutations, often ranked low (see reply_k1), and stay unreduced with 2.
  int lmr_ply = 1;
  // ... and, when false, never a pair that makes a threat of its own (the opponent must answer it).
  bool lmr_threats = true;
  // ... and pairs from this index on (after the threat pairs) two turns shallower (0 = never).
  int lmr_deep_after = 0;
  // Leaf weights by stones in a live window. k = 1..3: the Texel fit (`c6bot tune fit`, README
  // "Evaluation"). k = 4, 5 of the side that just moved (threats the mover must block) never occur
  // in the fit's quiet positions; they are set above the 3-windows so that turning a three into a
  // threat never lowers a leaf's score: with the hand-set 45 there, the fit lost at 500 ms per turn
  // (-34.9 Elo on 15x15, -15.6 on 19x19), with 180 it won (README "Leaf weights fitted by
  // measurement"). k = 4, 5 of the side to move stay 0: that side wins before a leaf is scored.
  int mover_w[6] = {0, 9, 53, 167, 0, 0};
  int other_w[6] = {0, -1, 54, 139, 180, 180};
  // Early-game leaf weights: they replace mover_w/other_w for k = 1..3 at a leaf whose board
  // holds at most early_stones stones (0 = never) on a board of at least early_min_size. The fit
  // on the positions of turns 1-8 only (`c6bot tune fit --turns 1-8`, K held at the whole-game
  // fit's) doubles a side to move's 3-window there (335 against 167): early, a three is the seed
  // of the open threes that win the tempo. Elements 0, 4 and 5 are not read (README "Leaf weights
  // by game phase").
  int early_stones = 15;
  int early_min_size = 17;
  int early_mover_w[6] = {0, 4, 88, 335, 0, 0};
  int early_other_w[6] = {0, -7, 61, 192, 0, 0};
  // Line-shape leaf weights (eval/line_shapes.h), by class: dead two, live two, dead three, live
  // three, dead four, live four; added to the window score in every phase. All 0 = the window
  // score alone (the shapes are then not read at leaves). The Texel fit on top of the window
  // score held (`c6bot tune fit --terms shape`, docs/evaluation.md "Line shapes"): a live three
  // of the side to move is worth 588 more than its windows say. Fours never occur in the fit's
  // quiet positions: 0 (the threat windows' weights score them).
  int shape_mover[6] = {-20, 222, 182, 588, 0, 0};
  int shape_other[6] = {19, 6, -44, 74, 0, 0};
  // Boards of at most small_size (0 = none) take leaf tables of their own: small_mover_w and
  // small_other_w replace mover_w / other_w for k = 1..3 (the threat windows, k = 4 and 5, keep
  // the whole-game weights; the early tables, where they apply, come first), small_shape_mover
  // and small_shape_other replace shape_mover / shape_other. They are the fit of windows and
  // shapes together on 15x15 games only, most of them between strong builds at 500 ms
  // (`c6bot tune fit --terms all --small`, docs/evaluation.md "Line shapes on 15x15"): a live
  // three of the side to move is worth 1,428 on top of its windows, the other side's live twos
  // and threes count against the mover. The fit of the shapes alone on the 19x19 windows, live
  // three held at 1000, scored +98.1 against 1d7b5c5 where the 19x19 tables scored +44.5 (400
  // games each); the joint fit, see the experiment log "Windows and shapes fitted together on
  // 15x15". Elements 0, 4 and 5 of the window tables are not read. The bench's 19x19 positions
  // do not change.
  int small_size = 16;
  int small_mover_w[6] = {0, 20, 137, 233, 0, 0};
  int small_other_w[6] = {0, 8, 31, 99, 0, 0};
  int small_shape_mover[6] = {-142, 48, -144, 1428, 0, 0};
  int small_shape_other[6] = {18, 114, 27, 146, 0, 0};
  // Contempt: a leaf gains `contempt` for the side to move at the root (and the opponent loses it)
  // per window still live for one side with two to five of its stones, on boards of at most
  // contempt_max_size (0 = off). A 15x15 game that closes up fills the board for a draw; this
  // prefers positions that stay open. Against an equal opponent on 15x15 the extra decided games
  // went both ways (docs/experiments/2026-11-30-contempt-15x15.md), so it is off. The score then
  // depends on the root's colour, which is mixed into the TT keys.
  int contempt = 0;
  int contempt_max_size = 26;
  // Time: shares of the hard budget (TimeManager) by which each phase must end.
  double soft = 0.55;               // iterative deepening starts no new iteration past this share
  double share_search = 0.7;        // ... and stops its last iteration at this share (the rest is
                                    // for verifying the choice: see README "Defence budgets")
  double share_vcdt = 0.15;         // our VCDT at the root
  double share_null = 0.25;         // the opponent's VCDT after a null move (and the zone probes)
  double share_refute = 0.4;        // the per-candidate refutation checks
  double share_verify_start = 0.9;  // no verification of the chosen move starts past this share
  double share_verify = 0.95;       // a verification solve ends by this share
  // Threat-space solver budgets (solver nodes) and depth.
  int vcdt_depth = 10;                // attacker turns in every VCDT search
  uint64_t vcdt_nodes = 300000;       // our VCDT at the root (with a depth or node limit)
  int vcdt_timed_mult = 4;            // ... multiplied by this when only the clock limits
  uint64_t null_vcdt_nodes = 100000;  // the opponent's VCDT after a null move
  int zone_probe_div = 4;             // each zone probe of a forced root gets null/this (+1)
  uint64_t refute_nodes = 10000;      // the opponent's VCDT after each root candidate
  int refute_max = 40;                // candidates checked that way (in root order)
  bool refute_unknown = false;        // ... also when the null-move search was cut off undecided
  uint64_t verify_nodes = 200000;     // the same for the final choice (best moves first)
  int verify_max = 12;                // chosen moves verified in one turn
  int research_drop = 0;        // a re-search after a refuted choice is this many turns shallower
  double share_research = 1.0;  // ... and stops by this share (room left to verify its choice)
  // Instead of a re-search after a refuted choice, verify the next root move in order: +34.9 Elo
  // [-0.5, +68.3] on 19x19 over 200 games at 500 ms (README "Defence budgets").
  bool verify_next = true;
  // A refuted choice's proof comes with its relevance zone: root moves that miss it and make no
  // threat lose to the same proof, so they are dropped before the next one is verified.
  bool verify_zone = false;
  // Early in the game, when the opponent has at least root_open3_min live 3-windows at the root
  // (an open three has 3-4), each root move's score loses root_open3 per opponent live 3-window
  // it leaves (0 = off): the both-ends block that a depth-7 search prefers. Against build 4699807
  // at 500 ms, 400 games each, with the bias in every iteration: 19x19 +120.1 (the default before
  // +123.0 and +113.3; White's turn-4 losses 36 -> 9), 15x15 +125.0 (before +96.2). README "An
  // open three early in the game".
  int root_open3 = 200;
  int root_open3_min = 3;
  int root_open3_stones = 16;  // ... and the board holds at most this many stones (0 = any)
  // ... in iterations of at least this depth: in every iteration, a 3,000-node search (depth 2-3)
  // scored 95.5% against greedy instead of 99.3%.
  int root_open3_depth = 4;
  // After a verified choice, the search goes on (the cut iteration again, from the TT) until this
  // share; a different choice it makes is verified before it replaces the first (0 = off). Only
  // under the clock. 0.85: +22.6 Elo [-19.8, +64.0] on 19x19 over 200 games at 500 ms.
  double share_extend = 0.85;
  // Under a node limit for the turn, each solver budget is capped at limit/div (+1 or +50).
  int vcdt_limit_div = 4;
  int null_limit_div = 8;
  int refute_limit_div = 200;
  int verify_limit_div = 20;
  int research_limit_div = 8;  // a re-search after a refuted choice gets limit/this more nodes
  // Single-threat continuations (VcstSolver), tried after the double-threat solver found nothing.
  // 0 nodes = off. The first three are off: measured not better than without (README, search
  // section). The check of the final choice is on: even within noise in self-play (19x19 +2.6
  // over 400 games, 15x15 -14.4 over 242) and it passes more loss positions (README, "Trial C").
  uint64_t vcst_nodes = 0;              // our VCST at the root when no VCDT was found
  uint64_t vcst_null_nodes = 0;         // the opponent's VCST if we passed (when it has no VCDT)
  uint64_t vcst_refute_nodes = 0;       // the opponent's VCST after each root candidate not refuted
  uint64_t vcst_verify_nodes = 100000;  // the same for the final choice (verify_max best moves)
  int vcst_depth = 8;                   // attacker turns in every VCST search
  int vcst_singles = 1;                 // single-threat attacker turns per line
  int vcst_width = 12;                  // single-threat pairs tried per attacker node
  double share_vcst = 0.2;              // share of the budget by which our root VCST ends
  int vcst_limit_div = 8;               // under a node limit, our VCST gets at most limit/div + 1
  // Threat-space probes inside the tree, at non-forced nodes with one turn left (0 nodes = off).
  uint64_t frontier_null_nodes = 0;  // the opponent's VCDT if the mover passed: a leaf pair that
                                     // misses its zone and makes no threat scores as lost
  uint64_t frontier_own_nodes = 0;   // the mover's own VCDT: found = a win
  int frontier_depth = 6;            // attacker turns in those probes
  // In every VCDT search, a stone that alone makes two threats is also paired with this many of
  // the attacker's best-scored cells (Solver::set_free_k; 0 = only cells near its stones).
  int vcdt_free_k = 0;
};

// Sets one tabled knob. Returns false, with a message naming the knob, its range and what was
// wrong, for an unknown name, a value that is not finite, a fraction for an integer knob, or a
// value outside the knob's range; *p is then unchanged.
bool set_search_param(SearchParams* p, const std::string& name, double value, std::string* error);
// Applies overrides a parser has already checked (take_search_param_flags, the bot's option
// parser), in order. One that is still refused (a caller that skipped the parser) is skipped, and
// its knob keeps its value.
void apply_search_params(SearchParams* p,
                         const std::vector<std::pair<std::string, double>>& overrides);
// False, with a message, if knobs that are each in range contradict each other: a phase that
// would start after the share by which it must end (soft > share_search, share_verify_start >
// share_verify). Callers check this after applying every override.
bool search_params_consistent(const SearchParams& p, std::string* error);
// Parses "NAME=VALUE" (the argument of --param) and sets that knob on *p as set_search_param does;
// false, with a message, for text of another form or a knob or value set_search_param refuses.
bool set_search_param_from(SearchParams* p, const std::string& assignment, std::string* name,
                           double* value, std::string* error);
// Moves every "--param NAME=VALUE" of args into *overrides (each checked against its knob's range,
// and all of them against each other) and the other arguments into *rest, in order. False, with a
// message, for a missing or refused assignment or knobs that contradict each other.
bool take_search_param_flags(const std::vector<std::string>& args, std::vector<std::string>* rest,
                             std::vector<std::pair<std::string, double>>* overrides,
                             std::string* error);
// True if `name` is a tabled knob.
bool search_param_known(const std::string& name);
// The table as text, one knob a line: name, default, range, meaning (for `--param help`).
std::string search_param_table();

}  // namespace c6
