#include "search/book_guard.h"

#include "eval/position.h"
#include "eval/weights.h"
#include "search/turn_budgets.h"

namespace c6 {

BookGuard::BookGuard() : solver_(16) {}

bool BookGuard::refuted(const Game& game, const Move& m, const SearchParams& p,
                        const Limits& limits, const TimeManager& tm, double share,
                        uint64_t* nodes) {
  if (nodes) *nodes = 0;
  // A move that ends the game (a six, or the board's last cells) leaves the opponent no turn:
  // the solvers would read the board as if the game went on.
  Game after = game;
  if (after.play(m) != Illegal::kNone || after.over()) return false;
  // The same budgets as the searcher's verification of its choice.
  const bool deterministic = limits.depth > 0 || limits.nodes > 0;
  const TurnBudgets budgets = turn_budgets(p, limits, deterministic);
  const uint64_t vcdt = budgets.verify;
  const uint64_t vcst = budgets.vcst_verify;
  const double fraction = deterministic ? 1.0 : share;
  // Fresh tables: the verdict depends only on the position and the budgets. A new guard's tables
  // are fresh already (zero pages): clearing them would touch megabytes for nothing.
  if (used_) {
    solver_.clear_tt();
    vcst_.clear_tt();
  }
  used_ = true;
  solver_.set_free_k(p.vcdt_free_k);
  const Color mover = game.to_move();
  Position pos(after, *find_weights("default"));
  const Solver::Result v = solver_.solve(pos, opponent(mover), p.vcdt_depth, vcdt, &tm, fraction);
  uint64_t spent = v.nodes;
  bool win = v.win;
  if (!win && vcst > 0) {
    const VcstSolver::Result w =
        vcst_.solve(pos, opponent(mover), vcst_limits_from(p, vcst, &tm, fraction));
    spent += w.nodes;
    win = w.win;
  }
  if (nodes) *nodes = spent;
  return win;
}

}  // namespace c6
