// MateProof: checks a claimed forced win by building the proof tree and checking every step with
// the brute-force referee (referee.h). The engine's threat-space solver only proposes the
// attacker's moves (any move may be proposed: the referee checks what it does); the soundness-
// critical parts are the referee's: "six now", threat counts, and the defender's answers, which
// are enumerated exhaustively (every pair of cells hitting all threat windows; any other pair
// lets the attacker make six). A defender with a free stone (one threat to block) or a free turn
// has hundreds or thousands of answers, so inside a proof such a node is never counted as lost: a
// proof passes only through two-threat blocks and three-threat positions, the only kind of forced
// win the engine may claim as a mate score (issue 9). Only mover_wins_with_any_block enumerates a
// free stone, at its first defender node (the loss analyser's proofs).
#pragma once

#include <algorithm>
#include <cstdint>

#include "eval/position.h"
#include "eval/weights.h"
#include "referee.h"
#include "search/solver.h"

namespace c6 {
namespace ref {

class MateProof {
 public:
  // solver_nodes: budget of each solver call that proposes an attacker move; max_calls bounds
  // the whole check (a proof tree that needs more is reported as not proved).
  // free_k: the proposing solver's set_free_k (wider attacker moves; the referee checks them the
  // same way).
  explicit MateProof(uint64_t solver_nodes = 200000, int max_calls = 3000, int free_k = 0)
      : solver_(18), solver_nodes_(solver_nodes), max_calls_(max_calls) {
    solver_.set_free_k(free_k);
  }

  // Side to move in g wins by force (within `turns` of its turns).
  bool mover_wins(const Game& g, int turns = Solver::kMaxDepth) {
    Position pos(g, *find_weights("default"));
    calls_ = 0;
    return attacker_wins(pos, g.to_move(), turns);
  }
  // The same with the attacker's first move given (e.g. the winner's reply in a logged game,
  // which the solver's generator may not propose); false if it does not start a proof.
  bool mover_wins_with(const Game& g, const Move& first, int turns = Solver::kMaxDepth) {
    return wins_after(g, first, turns, false);
  }
  // The same, also when `first` leaves a single threat: at that one node the defender's free
  // stone is enumerated over every empty cell (hundreds of answers, each proved lost). The loss
  // analyser's proofs need it (src/tools/loss_analysis.h); the engine never claims such a mate.
  bool mover_wins_with_any_block(const Game& g, const Move& first, int turns = Solver::kMaxDepth) {
    return wins_after(g, first, turns, true);
  }
  // Side to move in g loses by force, whatever it plays.
  bool mover_loses(const Game& g, int turns = Solver::kMaxDepth) {
    Position pos(g, *find_weights("default"));
    calls_ = 0;
    return defender_lost(pos, g.to_move(), turns);
  }
  int calls() const { return calls_; }

 private:
  // The attacker plays `first`, then the defender's answers are checked (free_stone: a single
  // threat's free stone enumerated too, see every_answer_lost).
  bool wins_after(const Game& g, const Move& first, int turns, bool free_stone) {
    Game after = g;
    if (first.count != 2 || after.play(first) != Illegal::kNone) return false;
    if (after.over()) return true;  // six
    Position pos(after, *find_weights("default"));
    calls_ = 0;
    return free_stone ? every_answer_lost(pos, after.to_move(), turns - 1)
                      : defender_lost(pos, after.to_move(), turns - 1);
  }

  bool attacker_wins(Position& pos, Color att, int turns) {
    const Board& b = pos.board();
    if (!threat_empties(b, att).empty()) return true;  // 4+ stones in a clean window: six now
    if (turns <= 0 || ++calls_ > max_calls_) return false;
    const Solver::Result r = solver_.solve(pos, att, turns, solver_nodes_);
    if (!r.win || r.a < 0 || r.b < 0) return false;
    const Point pa = b.point(r.a), pb = b.point(r.b);
    if (!b.empty(b.index(pa)) || !b.empty(b.index(pb)) || pa == pb) return false;
    pos.make(r.a, att);
    pos.make(r.b, att);
    const bool won = has_six(pos.board(), att) || defender_lost(pos, opponent(att), turns - 1);
    pos.unmake(r.b);
    pos.unmake(r.a);
    return won;
  }

  // The defender is to move; the attacker has `turns` turns left after the defender's answer.
  bool defender_lost(Position& pos, Color def, int turns) {
    const Color att = opponent(def);
    const Board& b = pos.board();
    if (!threat_empties(b, def).empty()) return false;  // the defender makes six
    const int need = threat_count(b, att);
    if (need >= 3) return true;  // two stones cannot hit every threat window
    if (need < 2) return false;  // a free stone: not decided by an enumeration
    const std::vector<Cells> ws = threat_empties(b, att);
    const Cells u = union_cells(ws);
    // need == 2: no single cell hits every window, so every hitting pair lies inside u.
    for (size_t i = 0; i < u.size(); ++i) {
      for (size_t j = i + 1; j < u.size(); ++j) {
        if (!hits_all(ws, {u[i], u[j]})) continue;
        if (!answer_lost(pos, def, b.index(u[i]), b.index(u[j]), turns)) return false;
      }
    }
    return true;
  }

  // The defender's answer {x, y} loses: the attacker then wins within `turns`.
  bool answer_lost(Position& pos, Color def, int x, int y, int turns) {
    pos.make(x, def);
    pos.make(y, def);
    const bool lost = attacker_wins(pos, opponent(def), turns);
    pos.unmake(y);
    pos.unmake(x);
    return lost;
  }

  // defender_lost, with a single threat decided too: every pair hitting all threat windows has a
  // stone on one of their empty cells, and its other stone may be any empty cell.
  bool every_answer_lost(Position& pos, Color def, int turns) {
    const Color att = opponent(def);
    const Board& b = pos.board();
    if (!threat_empties(b, def).empty()) return false;  // the defender makes six
    if (threat_count(b, att) != 1) return defender_lost(pos, def, turns);
    const std::vector<Cells> ws = threat_empties(b, att);
    const Cells u = union_cells(ws);
    for (const Point& x : u) {
      for (int yy = 0; yy < b.size(); ++yy) {
        for (int xx = 0; xx < b.size(); ++xx) {
          const Point y(xx, yy);
          const int ix = b.index(x), iy = b.index(y);
          if (iy == ix || !b.empty(iy) || !hits_all(ws, {x, y})) continue;
          // A pair with both stones in u is tried once, from its lower cell.
          if (std::find(u.begin(), u.end(), y) != u.end() && iy < ix) continue;
          if (!answer_lost(pos, def, ix, iy, turns)) return false;
        }
      }
    }
    return true;
  }

  Solver solver_;
  uint64_t solver_nodes_;
  int max_calls_;
  int calls_ = 0;
};

}  // namespace ref
}  // namespace c6
