#include "search/alphabeta.h"

#include <algorithm>

#include "search/picker.h"

namespace c6 {

namespace {

// Scores in the table are stored relative to the node (a win in n plies from it), read back
// relative to the root.
int to_tt(int s, int ply) { return s >= kWinBound ? s + ply : s <= -kWinBound ? s - ply : s; }
int from_tt(int s, int ply) { return s >= kWinBound ? s - ply : s <= -kWinBound ? s + ply : s; }

// A loss that no proof backs (every searched answer lost, but they were a selection of the legal
// ones). Below every static score, above every proved loss, ply-independent.
constexpr int kUnprovedLoss = -(kWinBound - 1);

}  // namespace

AlphaBeta::AlphaBeta(int hash_mb, const SearchParams& params, const LeafEval& leaf, PairGen& gen,
                     Solver& solver, const TimeManager& tm, TurnControl& ctl)
    : params_(params),
      leaf_(leaf),
      gen_(gen),
      solver_(solver),
      tm_(tm),
      ctl_(ctl),
      tt_(hash_mb),
      frontier_solver_(16),
      stack_(kMaxPly) {}

void AlphaBeta::clear() {
  tt_.clear();
  frontier_solver_.clear_tt();
  for (Stack& s : stack_) s.killers[0] = s.killers[1] = Pair();
}

void AlphaBeta::new_turn(Position* pos, double table_share) {
  pos_ = pos;
  tt_.new_search();
  tt_.use_share(table_share);
}

int AlphaBeta::root_search(RootMoves* moves, int depth, bool root_forced) {
  Position& pos = *pos_;
  const Color mover = ctl_.mover;
  const Color other = opponent(mover);
  int alpha = -kInf;
  const int beta = kInf;
  RootMove* best = nullptr;
  stack_[0].no_triple = false;  // the root's own triple test is the VCDT search, not the generator
  const bool open3 = depth >= params_.root_open3_depth && open3_bias_applies(root_forced);
  for (RootMove& m : *moves) {
    m.prev_score = m.score;
    m.score = -kInf;
  }
  for (size_t i = 0; i < moves->size(); ++i) {
    RootMove& m = (*moves)[i];
    stack_[0].current = m.pair;
    if (m.refuted && i > 0) continue;
    const int a = m.pair.a, b = m.pair.b;
    pos.make(a, mover);
    pos.make(b, mover);
    ++ctl_.nodes;
    // With the open-three bias, a move beats alpha only if its search score beats alpha + pen.
    const int pen = open3 ? open3_penalty() : 0;
    const int target = (i == 0 || alpha <= -kWinBound || alpha >= kWinBound) ? alpha : alpha + pen;
    int s;
    if (i == 0) {
      s = -pvs(depth - 1, 1, -beta, -alpha, other);
    } else {
      s = -pvs(depth - 1, 1, -target - 1, -target, other);
      if (s > target && !ctl_.stopped) s = -pvs(depth - 1, 1, -beta, -target, other);
    }
    if (s > -kWinBound && s < kWinBound) s = std::max(s - pen, -kWinBound + 2);  // not a proof
    pos.unmake(b);
    pos.unmake(a);
    if (ctl_.stopped) break;
    if (s > alpha) {
      alpha = s;
      if (best) best->score = -kInf;  // only the best keeps a score: see RootMove
      best = &m;
      m.score = s;
      m.pv.update(a, b, stack_[1].pv);
    }
  }
  // A loss is proved only if every candidate was searched: the candidates are a selection unless
  // two threats are to be blocked (every blocking pair is listed), and an interrupted iteration
  // has not searched them all.
  if (best && alpha <= -kWinBound && (ctl_.stopped || threat_count(pos, other) != 2)) {
    alpha = kUnprovedLoss;
    best->score = alpha;
  }
  // Next iteration: the best first, the others in their order.
  moves->sort_by_score();
  return best ? alpha : -kInf;
}

bool AlphaBeta::open3_bias_applies(bool root_forced) const {
  // Early in the game an opponent's open three (three in a row with room on both sides: several
  // live 3-windows on one line) turns into a double threat next turn and then into threat
  // sequences deeper than a 500 ms search sees from the root; deeper searches block both ends.
  const Position& pos = *pos_;
  const int stones = pos.board().stone_count();
  return params_.root_open3 > 0 && !root_forced &&
         pos.live(opponent(ctl_.mover), 3) >= params_.root_open3_min &&
         (params_.root_open3_stones == 0 || stones <= params_.root_open3_stones);
}

int AlphaBeta::open3_penalty() const {
  // Called with the root move made: the opponent's live 3-windows it leaves. Capped well below
  // the proved-score range.
  const int left = pos_->live(opponent(ctl_.mover), 3);
  return static_cast<int>(std::min<int64_t>(int64_t{params_.root_open3} * left, kWinBound / 4));
}

int AlphaBeta::pvs(int depth, int ply, int alpha, int beta, Color mover) {
  // Step 1: count the node; stop on the node limit or the clock.
  ++ctl_.nodes;
  Stack* ss = &stack_[ply];
  ss->pv.len = 0;
  if (ctl_.stop_now(tm_)) return 0;
  Position& pos = *pos_;
  const Color other = opponent(mover);

  // Step 2: decided nodes: a threat window of ours makes six now; three or more threats of the
  // opponent cannot all be blocked with two stones.
  if (pos.threat_window_count(mover) > 0) return kWinScore - ply;
  BlockSet& bs = ss->blocks;
  blocking_moves(pos, other, &bs);
  if (bs.needed >= 3) return -(kWinScore - ply - 1);
  const bool forced = bs.needed > 0;

  // Step 3: the horizon. Forced replies extend it, but only a few turns: mutual blocks that each
  // make a new threat can chain for a long time with a branching factor of 5-10.
  if ((!forced && depth <= 0) || depth <= -params_.qdepth || ply >= kMaxPly - 1) {
    return horizon_value(depth, ply, mover, forced);
  }

  // Step 4: transposition table: a cutoff, or at least the stored pair to try first.
  const uint64_t key = pos.board().hash() ^ ctl_.salt;
  Pair tt_pair;
  int tt_value;
  if (probe_tt(key, depth, ply, alpha, beta, &tt_pair, &tt_value)) return tt_value;

  // Step 5: our threat pairs (listed first), or a three-threat pair: a win.
  int nt = 0;
  if (!forced && find_threat_pairs(depth, ply, mover, &nt)) return kWinScore - ply - 2;
  ss->no_triple = !forced;  // a non-forced node gets here only if the mover has no triple

  // Step 6: one turn left: the mover's longer threat-space win, if probed; the leaves below test
  // the opponent's triples through the cache, and its threat-space win if we passed.
  if (depth == 1) {
    if (!forced) {
      if (const int w = frontier_own_win(ply, mover)) return w;
    }
    triples_.open(ply, forced, ply >= 1 ? focus(&focus_them_, ply - 1, other) : nullptr);
    frontier_.ply = forced ? -1 : ply;
    frontier_.built = false;
  }

  // Step 7: search the pairs, staged (TT pair, killers, threat pairs, the rest).
  const int alpha0 = alpha;
  Node node{depth, ply, alpha, beta, mover, forced, -kInf, Pair()};
  PairPicker picker(gen_, pos, mover, bs, ss->moves, nt, tt_pair, ss->killers,
                    {ply == 1 ? ctl_.reply_k1 : params_.k1, ply == 1 ? ctl_.reply_k2 : params_.k2,
                     depth > 0 ? params_.free_k : params_.qfree_k,
                     params_.order_depth > 0 && depth >= params_.order_depth ? &leaf_ : nullptr});
  // Late move reduction (off by default): never for the TT pair, killers or threat pairs.
  const int lmr_from =
      params_.lmr_depth > 0 && !forced && depth >= params_.lmr_depth && ply >= params_.lmr_ply
          ? nt + params_.lmr_after
          : -1;
  Pair p;
  while (!node.cut && picker.next(&p)) {
    const int i = picker.list_index();
    search_pair(&node, p.a, p.b,
                lmr_from >= 0 && i >= lmr_from ? late_reduction(p, i, nt, mover) : 0);
    if (ctl_.stopped) return 0;
  }

  // Step 8: no pair at all: a forced node that cannot block is lost; else the static score.
  if (node.tried == 0) return forced ? -(kWinScore - ply - 1) : leaf_.evaluate(pos, mover);

  // Step 9: store the result. A loss is proved only if every answer was searched: two threats
  // leave only the blocking pairs (all generated); a free stone or a free turn leaves thousands,
  // of which the generator lists a few, so "they all lose" is no proof and must not become a mate
  // score (it did: c6bot logged false 999988 and -999995 in games it then lost).
  if (node.best <= -kWinBound && !(forced && bs.needed == 2)) node.best = kUnprovedLoss;
  const Bound bound = node.best >= beta    ? Bound::kLower
                      : node.best > alpha0 ? Bound::kExact
                                           : Bound::kUpper;
  tt_.store(key, depth, to_tt(node.best, ply), bound, node.best_move.a, node.best_move.b);
  return node.best;
}

int AlphaBeta::late_reduction(const Pair& p, int index, int threats, Color mover) const {
  // A pair that makes a threat forces the reply: it is not quiet, whatever its rank.
  if (!params_.lmr_threats && threat_count_after(*pos_, mover, p.a, p.b) > 0) return 0;
  return params_.lmr_deep_after > 0 && index >= threats + params_.lmr_deep_after ? 2 : 1;
}

bool AlphaBeta::probe_tt(uint64_t key, int depth, int ply, int alpha, int beta, Pair* tt_pair,
                         int* value) {
  const TTEntry* e = tt_.probe(key);
  if (!e) return false;
  tt_pair->a = e->a;
  tt_pair->b = e->b;
  if (e->depth < depth) return false;
  *value = from_tt(e->score, ply);
  return e->bound == Bound::kExact || (e->bound == Bound::kLower && *value >= beta) ||
         (e->bound == Bound::kUpper && *value <= alpha);
}

bool AlphaBeta::find_threat_pairs(int depth, int ply, Color mover, int* nt) {
  // Three threats win outright (the opponent has none to answer with); double threats force the
  // reply and are often missing from the score-ranked pairs. Listing every double threat is
  // costly, so only near the root (into the node's pair list, where the picker finds them);
  // deeper, only the exact three-threat test. Both run before any child: a triple ends the node.
  Position& pos = *pos_;
  if (depth >= params_.threat_depth) {
    Pair* moves = stack_[ply].moves;
    *nt = solver_.threat_pairs(pos, mover, moves, PairGen::kMaxPairs);
    if (*nt > 0 && moves[0].key >= (int64_t(1) << 50)) return true;
    *nt = std::min(*nt, params_.threat_k);
    return false;
  }
  return pos.live(mover, 3) >= 1 &&
         solver_.has_triple(pos, mover, ply >= 2 ? focus(&focus_us_, ply - 2, mover) : nullptr);
}

int AlphaBeta::horizon_value(int depth, int ply, Color mover, bool forced) {
  // At the horizon, a pair making three threats is a win the static score cannot see.
  Position& pos = *pos_;
  if (!forced && depth == 0 && params_.leaf_triples && pos.live(mover, 3) >= 1 &&
      pos.live(mover, 3) + pos.live(mover, 2) >= 3 &&
      solver_.has_triple(pos, mover, ply >= 2 ? focus(&focus_us_, ply - 2, mover) : nullptr)) {
    return kWinScore - ply - 2;
  }
  return leaf_.evaluate(pos, mover);
}

void AlphaBeta::search_pair(Node* node, int a, int b, int reduce) {
  // reduce: a late quiet pair is first searched one turn shallower with a null window, and
  // searched again at full depth only if it beats alpha there (late move reduction).
  Position& pos = *pos_;
  const int depth = node->depth, ply = node->ply;
  const Color mover = node->mover, other = opponent(mover);
  Stack* ss = &stack_[ply];
  ss->current.a = static_cast<int16_t>(a);
  ss->current.b = static_cast<int16_t>(b);
  int s;
  if (depth <= 1 && leaf_value(a, b, mover, depth - 1, ply + 1, &s)) {
    s = -s;
    stack_[ply + 1].pv.len = 0;  // a leaf has no continuation (the slot may hold an older line)
    ctl_.poll_clock(tm_);        // a stop discards this leaf's value (below)
  } else {
    const int alpha = node->alpha, beta = node->beta;
    pos.make(a, mover);
    pos.make(b, mover);
    if (node->tried == 0) {
      s = -pvs(depth - 1, ply + 1, -beta, -alpha, other);
    } else {
      s = alpha + 1;
      if (reduce > 0) s = -pvs(depth - 1 - reduce, ply + 1, -alpha - 1, -alpha, other);
      if (s > alpha && !ctl_.stopped) s = -pvs(depth - 1, ply + 1, -alpha - 1, -alpha, other);
      if (s > alpha && s < beta && !ctl_.stopped)
        s = -pvs(depth - 1, ply + 1, -beta, -alpha, other);
    }
    pos.unmake(b);
    pos.unmake(a);
  }
  ++node->tried;
  if (ctl_.stopped || s <= node->best) return;
  node->best = s;
  node->best_move.a = static_cast<int16_t>(a);
  node->best_move.b = static_cast<int16_t>(b);
  if (s <= node->alpha) return;
  node->alpha = s;
  ss->pv.update(a, b, stack_[ply + 1].pv);
  if (s < node->beta) return;
  if (!node->forced && !same_pair(ss->killers[0], a, b)) {
    ss->killers[1] = ss->killers[0];
    ss->killers[0] = node->best_move;
  }
  node->cut = true;
}

bool AlphaBeta::leaf_value(int a, int b, Color mover, int depth, int ply, int* value) {
  // The child (other to move, at `depth` <= 0) mirrors the first steps of pvs(), computed from
  // the window counts without placing the stones. The other side has no threat window here
  // (a forced parent only plays blocks), so the child rarely wins at once, but it is checked.
  Position& pos = *pos_;
  const Color other = opponent(mover);
  for (int i = 0; i < pos.threat_window_count(other); ++i) {
    const int w = pos.threat_window(other, i);
    if (!window_has(pos, w, a) && !window_has(pos, w, b)) {
      *value = kWinScore - ply;  // a window our stones left open: the child finishes six
      ++ctl_.nodes;
      return true;
    }
  }
  int lv[2][7];
  const int t = threat_count_after_live(pos, mover, a, b, lv);
  const bool forced = t > 0;
  if (t >= 3) {
    *value = -(kWinScore - ply - 1);
  } else if (!forced && depth == 0 && frontier_opponent_wins(a, b, mover, ply)) {
    *value = -kUnprovedLoss;  // the opponent's threat sequence stands: not a proof (see below)
  } else if ((!forced && depth <= 0) || depth <= -params_.qdepth || ply >= kMaxPly - 1) {
    const int o = other - 1;
    bool triple = false;
    if (!forced && depth == 0 && params_.leaf_triples && lv[o][3] >= 1 &&
        lv[o][3] + lv[o][2] >= 3) {
      triple = triples_.opponent_triple_after(pos, solver_, a, b, mover, ply);
    }
    if (triple) {
      *value = kWinScore - ply - 2;
    } else {
      // The shapes after the pair are read from the lines through a and b without placing it.
      *value = leaf_.child_score(pos, mover, a, b, lv);
    }
  } else {
    return false;
  }
  ++ctl_.nodes;
  return true;
}

int AlphaBeta::frontier_own_win(int ply, Color mover) {
  // A threat-space win of the mover found here is a proof (Solver), so it scores as a mate.
  const uint64_t budget = params_.frontier_own_nodes;
  if (budget == 0) return 0;
  const Solver::Result v =
      frontier_solver_.solve(*pos_, mover, params_.frontier_depth, budget, &tm_, 1.0);
  ctl_.nodes += v.nodes;
  return v.win ? kWinScore - ply - 2 * v.depth : 0;
}

bool AlphaBeta::frontier_opponent_wins(int a, int b, Color mover, int ply) {
  // At a leaf below the open frontier node (ply - 1), the mover played {a, b} and made no threat.
  // If the opponent wins by double threats after a pass there, a pair touching none of the cells
  // of that proof leaves it standing. Not a proof: a stone outside the zone could still turn one
  // of the mover's forced blocks into a threat of its own, so such leaves get kUnprovedLoss.
  if (params_.frontier_null_nodes == 0 || frontier_.ply != ply - 1) return false;
  if (!frontier_.built) {
    frontier_.built = true;
    frontier_solver_.set_collect_zone(true);
    const Solver::Result v = frontier_solver_.solve(*pos_, opponent(mover), params_.frontier_depth,
                                                    params_.frontier_null_nodes, &tm_, 1.0);
    frontier_solver_.set_collect_zone(false);
    ctl_.nodes += v.nodes;
    frontier_.win = v.win;
  }
  if (!frontier_.win) return false;
  const std::vector<uint8_t>& z = frontier_solver_.zone();
  return !z[a] && !z[b];
}

}  // namespace c6
