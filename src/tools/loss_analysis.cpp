#include "tools/loss_analysis.h"

#include <algorithm>

#include "eval/position.h"
#include "eval/weights.h"
#include "game/game.h"
#include "search/params.h"
#include "search/threats.h"
#include "search/timeman.h"

namespace c6 {

VcstSolver::Limits loss_vcst_limits(uint64_t node_cap) {
  const SearchParams p;
  VcstSolver::Limits lim;
  lim.max_depth = p.vcst_depth;
  lim.max_singles = p.vcst_singles;
  lim.single_width = p.vcst_width;
  lim.node_cap = node_cap;
  return lim;
}

LossAnalyzer::LossAnalyzer(const LossBudget& budget) : budget_(budget), solver_(20), vcst_(18) {}

bool LossAnalyzer::winner_proves(Position& pos, Color winner, int* depth, LossFinding* f,
                                 bool vcst) {
  int cells[2];
  if (win_now(pos, winner, 2, cells)) {
    *depth = 0;
    return true;
  }
  TimeManager tm;
  const TimeManager* clock = nullptr;
  double share = 1.0;
  if (budget_.solve_ms > 0) {
    tm.start(budget_.solve_ms);
    clock = &tm;
    share = budget_.solve_ms / tm.hard_ms();  // the whole solve_ms, not the arena's share
  }
  const Solver::Result r =
      solver_.solve(pos, winner, Solver::kMaxDepth, budget_.solve_nodes, clock, share);
  ++f->solver_calls;
  f->solver_nodes += r.nodes;
  *depth = r.depth;
  if (r.win || !vcst || budget_.vcst_nodes == 0) return r.win;
  VcstSolver::Limits lim = loss_vcst_limits(budget_.vcst_nodes);
  if (clock) {
    lim.tm = clock;
    lim.time_fraction = share;
  }
  vcst_.clear_tt();  // its failures are depth-bounded only: deterministic per call
  const VcstSolver::Result v = vcst_.solve(pos, winner, lim);
  ++f->solver_calls;
  f->solver_nodes += v.nodes;
  if (v.win) *depth = v.depth;
  return v.win;
}

bool LossAnalyzer::reply_proves(Position& pos, Color winner, const Move* reply, int* depth,
                                LossFinding* f) {
  if (!reply || reply->count != 2) return false;
  const Board& b = pos.board();
  const int a = b.index(reply->stone[0]), c = b.index(reply->stone[1]);
  pos.make(a, winner);
  pos.make(c, winner);
  bool won = pos.has_six(winner);
  *depth = 1;
  if (!won && pos.threat_window_count(opponent(winner)) == 0) {
    // The loser cannot make six, so it must block every threat: a proof if the solver refutes
    // every blocking answer.
    BlockSet bs;
    blocking_moves(pos, winner, &bs);
    won = bs.needed >= 3 || (bs.needed >= 1 && every_block_refuted(pos, winner, bs, depth, f));
  }
  pos.unmake(c);
  pos.unmake(a);
  return won;
}

bool LossAnalyzer::every_block_refuted(Position& pos, Color winner, const BlockSet& bs, int* depth,
                                       LossFinding* f) {
  // blocking_moves lists every blocking pair, and each cell that blocks alone as (cell, -1): its
  // second stone may go anywhere, so every empty cell is tried with it. Threat windows hold at
  // most two empty cells, so the set (at most 6 entries) is never cut at BlockSet::kMax.
  for (int i = 0; i < bs.count; ++i) {
    if (bs.b[i] >= 0) {
      if (!answer_refuted(pos, winner, bs.a[i], bs.b[i], depth, f, true)) return false;
      continue;
    }
    for (const int c : pos.board().cells()) {
      if (c == bs.a[i] || !pos.board().empty(c)) continue;
      if (!answer_refuted(pos, winner, bs.a[i], c, depth, f, false)) return false;
    }
  }
  return bs.count > 0;
}

bool LossAnalyzer::answer_refuted(Position& pos, Color winner, int a, int b, int* depth,
                                  LossFinding* f, bool vcst) {
  const Color loser = opponent(winner);
  pos.make(a, loser);
  pos.make(b, loser);
  int d = 0;
  const bool won = !pos.has_six(loser) && winner_proves(pos, winner, &d, f, vcst);
  *depth = std::max(*depth, d + 1);
  pos.unmake(b);
  pos.unmake(a);
  return won;
}

int LossAnalyzer::candidates(Position& pos, Color mover, Pair* out, int max, LossFinding* f) {
  const Color other = opponent(mover);
  BlockSet bs;
  blocking_moves(pos, other, &bs);
  if (bs.needed >= 3) return 0;  // every answer loses at once
  int n;
  if (bs.needed > 0) {
    n = gen_.forced(pos, mover, bs, 12, out, max);
  } else {
    n = gen_.normal(pos, mover, 16, 8, out, max);
    // The mover's own double threats force the answer: always worth a look.
    Pair threats[Solver::kMaxMoves];
    const int nt = solver_.threat_pairs(pos, mover, threats, Solver::kMaxMoves);
    for (int i = 0; i < nt && i < 24; ++i) {
      gen_.add(out, &n, max, threats[i].a, threats[i].b,
               pos.score(mover, threats[i].a) + pos.score(mover, threats[i].b));
    }
    // If the winner already had a threat proof with the mover passing, a defence must touch
    // the cells that proof uses (its relevance zone).
    solver_.set_collect_zone(true);
    int depth = 0;
    const bool zone = winner_proves(pos, other, &depth, f, false);  // the VCDT's zone
    solver_.set_collect_zone(false);
    if (zone) {
      int16_t top[PairGen::kMaxTop];
      int64_t ts[PairGen::kMaxTop];
      const int nz = PairGen::top_cells_in(pos, mover, 12, top, ts, solver_.zone());
      for (int i = 0; i < nz; ++i) {
        for (int j = i + 1; j < nz; ++j) gen_.add(out, &n, max, top[i], top[j], ts[i] + ts[j]);
      }
    }
  }
  PairGen::sort(out, n);
  return n;
}

LossFinding LossAnalyzer::analyze(const std::vector<Move>& turns, int size, Color loser) {
  LossFinding f;
  const Color winner = opponent(loser);
  Game game(size);
  for (const Move& m : turns) game.play(m);
  // Back over the loser's turns while the position after each is a proved win for the winner.
  for (int t = static_cast<int>(turns.size()) - 1; t >= 0; --t) {
    if ((t % 2 == 0 ? kBlack : kWhite) != loser) continue;
    Game after(size);
    for (int i = 0; i <= t; ++i) after.play(turns[i]);
    if (after.over()) continue;  // the loser's own six or a full board: not a lost position
    Position pos(after, *find_weights("default"));
    int depth = 0;
    const Move* reply = t + 1 < static_cast<int>(turns.size()) ? &turns[t + 1] : nullptr;
    if (!winner_proves(pos, winner, &depth, &f, true) &&
        !reply_proves(pos, winner, reply, &depth, &f)) {
      break;
    }
    f.decided = true;
    f.turn = t;
    f.played = turns[t];
    f.proof_turns = depth;
  }
  if (!f.decided) return f;

  // The alternatives at the decisive turn.
  Game before(size);
  for (int i = 0; i < f.turn; ++i) before.play(turns[i]);
  Position pos(before, *find_weights("default"));
  BlockSet bs;
  blocking_moves(pos, winner, &bs);
  f.forced = bs.needed > 0;
  int cells[2];
  if (before.stones_required() == 2 && win_now(pos, loser, 2, cells)) {
    // The loser had six at hand: the one alternative that matters.
    int second = cells[1];
    if (second < 0) {
      int16_t t[1];
      int64_t sc[1];
      second = PairGen::top_cells(pos, loser, 1, t, sc, cells[0]) == 1 ? t[0] : -1;
    }
    const Board& b = pos.board();
    if (second >= 0) f.unrefuted.push_back(Move(b.point(cells[0]), b.point(second)));
    f.checked = 1;
    return f;
  }
  if (before.stones_required() != 2) return f;  // Black's first stone: nothing to compare
  std::vector<Pair> cand(PairGen::kMaxPairs);
  const int n = candidates(pos, loser, cand.data(), PairGen::kMaxPairs, &f);
  const Board& b = pos.board();
  const int pa = b.index(f.played.stone[0]), pb = b.index(f.played.stone[1]);
  for (int i = 0; i < n && f.checked < budget_.max_candidates; ++i) {
    const int a = cand[i].a, c = cand[i].b;
    if ((a == pa && c == pb) || (a == pb && c == pa)) continue;
    ++f.checked;
    pos.make(a, loser);
    pos.make(c, loser);
    int depth = 0;
    const bool refuted = !pos.has_six(loser) && winner_proves(pos, winner, &depth, &f, true);
    pos.unmake(c);
    pos.unmake(a);
    if (refuted) {
      ++f.refuted;
    } else {
      f.unrefuted.push_back(Move(b.point(a), b.point(c)));
      if (static_cast<int>(f.unrefuted.size()) >= budget_.max_unrefuted) break;
    }
  }
  f.lost_before = f.checked > 0 && f.refuted == f.checked;
  if (n == 0) f.lost_before = true;  // three threats against: every answer loses
  return f;
}

}  // namespace c6
