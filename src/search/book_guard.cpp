#include "search/book_guard.h"

#include <algorithm>

#include "eval/position.h"
#include "eval/weights.h"

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
  // The same budgets as the searcher's verification of its choice (Searcher::set_budgets).
  uint64_t vcdt = p.verify_nodes;
  uint64_t vcst = p.vcst_verify_nodes;
  if (limits.nodes > 0) {
    vcdt = std::min(vcdt, limits.nodes / static_cast<uint64_t>(p.verify_limit_div) + 50);
    vcst = std::min(vcst, limits.nodes / static_cast<uint64_t>(p.vcst_limit_div) + 1);
  }
  const bool deterministic = limits.depth > 0 || limits.nodes > 0;
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
