// BookGuard: checks a book move against the opponent's threat proofs before it is played. Owns a
// double-threat solver (VCDT) and a single-threat solver (VCST) of its own, so the searcher's
// tables are left as they were.
//
// A book entry was searched offline for one position; the game may reach it by another order or
// the entry may simply be wrong at the depth the solvers see now. The book move is refuted if,
// after it, the opponent has a VCDT (or a VCST) found within the budgets the engine uses to verify
// its own choice (SearchParams verify_nodes and vcst_verify_nodes, capped under a node limit as
// the searcher caps them). Both solvers are sound: a refutation is a proof.
#pragma once

#include "game/game.h"
#include "search/params.h"
#include "search/search_report.h"
#include "search/solver.h"
#include "search/timeman.h"
#include "search/vcst.h"

namespace c6 {

class BookGuard {
 public:
  BookGuard();
  // True if the opponent has a proved win after `m` (legal in `game`, the side to move playing
  // it). Gives up undecided (false) once `share` of tm's hard budget is used (unless the limits
  // hold a depth or node limit). *nodes (if given) gets the solver nodes spent. A move that ends
  // the game, or an illegal one, is never refuted.
  bool refuted(const Game& game, const Move& m, const SearchParams& p, const Limits& limits,
               const TimeManager& tm, double share, uint64_t* nodes = nullptr);

 private:
  Solver solver_;
  VcstSolver vcst_;
  bool used_ = false;  // the solvers' tables hold an earlier check's entries
};

}  // namespace c6
