#include "search/alphabeta.h"

#include <algorithm>

#include "eval/weights.h"
#include "search/threats.h"

namespace c6 {

namespace {

constexpr int kInf = kWinScore + 1;

int to_tt(int s, int ply) { return s >= kWinBound ? s + ply : s <= -kWinBound ? s - ply : s; }
int from_tt(int s, int ply) { return s >= kWinBound ? s - ply : s <= -kWinBound ? s + ply : s; }

// Issue 9: a loss that no proof backs (every searched answer lost, but they were a selection of
// the legal ones). Below every static score, above every proved loss, ply-independent.
constexpr int kUnprovedLoss = -(kWinBound - 1);

}  // namespace

Searcher::Searcher(int hash_mb)
    : params_(tuned_params()),
      tt_(hash_mb),
      solver_(17),
      stack_(static_cast<size_t>(kMaxPly) * PairGen::kMaxPairs),
      triple_mask_(Board::kMaxCells, 0),
      triple_buf_(Solver::kMaxMoves),
      triple_windows_(static_cast<size_t>(kTripleRecheck) * kTripleWindows),
      root_(PairGen::kMaxPairs) {
  triple_cells_.reserve(Board::kMaxCells);  // never grows while searching
  for (FocusCells* f : {&focus_them_, &focus_us_}) {
    f->mask.assign(Board::kMaxCells, 0);
    f->list.reserve(Board::kMaxCells);
  }
  std::fill(std::begin(no_triple_), std::end(no_triple_), false);
  std::fill(std::begin(pv_len_), std::end(pv_len_), 0);
}

namespace {

// The numeric knobs of SearchParams by name, for --param (tuning matches in the judge).
struct ParamRef {
  const char* name;
  int SearchParams::*i;
  double SearchParams::*d;
  uint64_t SearchParams::*u;
};
const ParamRef kParamRefs[] = {
    {"k1", &SearchParams::k1, nullptr, nullptr},
    {"k2", &SearchParams::k2, nullptr, nullptr},
    {"root_k1", &SearchParams::root_k1, nullptr, nullptr},
    {"root_k2", &SearchParams::root_k2, nullptr, nullptr},
    {"free_k", &SearchParams::free_k, nullptr, nullptr},
    {"qfree_k", &SearchParams::qfree_k, nullptr, nullptr},
    {"threat_k", &SearchParams::threat_k, nullptr, nullptr},
    {"threat_depth", &SearchParams::threat_depth, nullptr, nullptr},
    {"qdepth", &SearchParams::qdepth, nullptr, nullptr},
    {"vcdt_depth", &SearchParams::vcdt_depth, nullptr, nullptr},
    {"refute_max", &SearchParams::refute_max, nullptr, nullptr},
    {"verify_max", &SearchParams::verify_max, nullptr, nullptr},
    {"lmr_depth", &SearchParams::lmr_depth, nullptr, nullptr},
    {"lmr_after", &SearchParams::lmr_after, nullptr, nullptr},
    {"soft", nullptr, &SearchParams::soft, nullptr},
    {"share_vcdt", nullptr, &SearchParams::share_vcdt, nullptr},
    {"share_null", nullptr, &SearchParams::share_null, nullptr},
    {"share_refute", nullptr, &SearchParams::share_refute, nullptr},
    {"vcdt_nodes", nullptr, nullptr, &SearchParams::vcdt_nodes},
    {"null_vcdt_nodes", nullptr, nullptr, &SearchParams::null_vcdt_nodes},
    {"refute_nodes", nullptr, nullptr, &SearchParams::refute_nodes},
    {"verify_nodes", nullptr, nullptr, &SearchParams::verify_nodes},
};

}  // namespace

std::string search_param_list() {
  const SearchParams d;
  std::string out;
  for (const ParamRef& r : kParamRefs) {
    out += "  ";
    out += r.name;
    out += " (";
    out += r.i ? std::to_string(d.*r.i) : r.d ? std::to_string(d.*r.d) : std::to_string(d.*r.u);
    out += ")\n";
  }
  return out;
}

bool search_param_known(const std::string& name) {
  for (const ParamRef& r : kParamRefs) {
    if (name == r.name) return true;
  }
  return false;
}

bool Searcher::set_param(const std::string& name, double value) {
  for (const ParamRef& r : kParamRefs) {
    if (name != r.name) continue;
    if (r.i) params_.*r.i = static_cast<int>(value);
    if (r.d) params_.*r.d = value;
    if (r.u) params_.*r.u = static_cast<uint64_t>(value < 0 ? 0 : value);
    return true;
  }
  return false;
}

SearchParams Searcher::tuned_params() {
  // The defaults are the tuned values (arena matches); one place to change them.
  return SearchParams();
}

void Searcher::clear() {
  tt_.clear();
  solver_.clear_tt();
  gen_.clear_stamps();
  for (auto& k : killers_) k[0] = k[1] = Pair();
}

int Searcher::evaluate(const Position& pos, Color mover) const {
  int lv[2][7];
  for (int c = 0; c < 2; ++c) {
    for (int k = 0; k <= 6; ++k) lv[c][k] = pos.live(static_cast<Color>(c + 1), k);
  }
  return evaluate_live(lv, mover);
}

int Searcher::evaluate_live(const int live[2][7], Color mover) const {
  const int m = mover - 1, o = 2 - mover;
  int v = 0;
  for (int k = 1; k <= 5; ++k)
    v += params_.mover_w[k] * live[m][k] - params_.other_w[k] * live[o][k];
  return v;
}

bool Searcher::stop_now() {
  if (stopped_) return true;
  if (node_limit_ && nodes_ >= node_limit_) stopped_ = true;
  if (use_clock_ && (++clock_tick_ & 63) == 0 && tm_.past_hard()) stopped_ = true;
  return stopped_;
}

Move Searcher::to_move(const Pair& p) const {
  const Board& b = pos_->board();
  if (p.b < 0) return Move(b.point(p.a));
  return Move(b.point(p.a), b.point(p.b));
}

int Searcher::pvs(int depth, int ply, int alpha, int beta, Color mover) {
  ++nodes_;
  pv_len_[ply] = 0;
  if (stop_now()) return 0;
  Position& pos = *pos_;
  const Color other = opponent(mover);
  if (pos.threat_window_count(mover) > 0) return kWinScore - ply;
  BlockSet bs;
  blocking_moves(pos, other, &bs);
  if (bs.needed >= 3) return -(kWinScore - ply - 1);
  const bool forced = bs.needed > 0;
  // Forced replies extend the horizon, but only a few turns: mutual blocks that each make a new
  // threat can chain for a long time with a branching factor of 5-10.
  if ((!forced && depth <= 0) || depth <= -params_.qdepth || ply >= kMaxPly - 1) {
    // At the horizon, a pair making three threats is a win the static score cannot see.
    if (!forced && depth == 0 && params_.leaf_triples && pos.live(mover, 3) >= 1 &&
        pos.live(mover, 3) + pos.live(mover, 2) >= 3 &&
        solver_.has_triple(pos, mover,
                           ply >= 2 ? build_focus(ply - 2, mover, &focus_us_) : nullptr)) {
      return kWinScore - ply - 2;
    }
    return evaluate(pos, mover);
  }

  const uint64_t key = pos.board().hash() ^ salt_;
  int tt_a = -1, tt_b = -1;
  if (const TTEntry* e = tt_.probe(key)) {
    tt_a = e->a;
    tt_b = e->b;
    if (e->depth >= depth) {
      const int s = from_tt(e->score, ply);
      if (e->bound == Bound::kExact) return s;
      if (e->bound == Bound::kLower && s >= beta) return s;
      if (e->bound == Bound::kUpper && s <= alpha) return s;
    }
  }

  // Threat moves come first in the generated list: three threats win outright (the opponent has
  // none to answer with); double threats force the reply and are often missing from the
  // score-ranked pairs. Listing every double threat is costly, so only near the root; deeper,
  // only the exact three-threat test. Both run before any child: a found triple ends the node.
  Pair* moves = &stack_[static_cast<size_t>(ply) * PairGen::kMaxPairs];
  int nt = 0;
  if (!forced) {
    if (depth >= params_.threat_depth) {
      nt = solver_.threat_pairs(pos, mover, moves, PairGen::kMaxPairs);
      if (nt > 0 && moves[0].key >= (int64_t(1) << 50)) return kWinScore - ply - 2;
      nt = std::min(nt, params_.threat_k);
    } else if (pos.live(mover, 3) >= 1 &&
               solver_.has_triple(pos, mover,
                                  ply >= 2 ? build_focus(ply - 2, mover, &focus_us_) : nullptr)) {
      return kWinScore - ply - 2;
    }
  }
  no_triple_[ply] = !forced;  // a non-forced node gets here only if the mover has no triple

  if (depth == 1) {
    triple_ply_ = forced ? -1 : ply;
    triple_ready_ = false;
    focus_them_mask_ = ply >= 1 ? build_focus(ply - 1, other, &focus_them_) : nullptr;
  }

  // Staged ordering: the TT move and the killers are tried before the full list is generated;
  // most cut nodes stop there and never pay for generation. A stored pair is only tried if it is
  // still a legal reply here (empty cells; in a forced node, one of the blocks).
  Pair early[3];
  int ne = 0;
  auto usable = [&](int a, int b) {
    if (a < 0 || b < 0 || a == b || !pos.board().empty(a) || !pos.board().empty(b)) return false;
    if (b < a) std::swap(a, b);
    for (int k = 0; k < ne; ++k) {
      if (early[k].a == a && early[k].b == b) return false;
    }
    if (!forced) return true;
    for (int k = 0; k < bs.count; ++k) {
      if (bs.b[k] >= 0 ? (bs.a[k] == a && bs.b[k] == b) : (bs.a[k] == a || bs.a[k] == b)) {
        return true;
      }
    }
    return false;
  };
  auto push_early = [&](int a, int b) {
    if (!usable(a, b)) return;
    if (b < a) std::swap(a, b);
    early[ne].a = static_cast<int16_t>(a);
    early[ne].b = static_cast<int16_t>(b);
    ++ne;
  };
  push_early(tt_a, tt_b);
  push_early(killers_[ply][0].a, killers_[ply][0].b);
  push_early(killers_[ply][1].a, killers_[ply][1].b);

  const int alpha0 = alpha;
  int best = -kInf;
  Pair best_move;
  int tried = 0;
  bool cut = false;
  // reduce: late quiet moves are first searched one turn shallower with a null window, and
  // searched again at full depth only if they beat alpha there (late move reduction).
  auto search_child = [&](int a, int b, int reduce) {
    cur_[ply].a = static_cast<int16_t>(a);
    cur_[ply].b = static_cast<int16_t>(b);
    int s;
    if (depth <= 1 && leaf_value(a, b, mover, depth - 1, ply + 1, &s)) {
      s = -s;
      pv_len_[ply + 1] = 0;  // a leaf has no continuation (the slot may hold an older line)
    } else {
      pos.make(a, mover);
      pos.make(b, mover);
      if (tried == 0) {
        s = -pvs(depth - 1, ply + 1, -beta, -alpha, other);
      } else {
        s = alpha + 1;
        if (reduce > 0) s = -pvs(depth - 1 - reduce, ply + 1, -alpha - 1, -alpha, other);
        if (s > alpha && !stopped_) s = -pvs(depth - 1, ply + 1, -alpha - 1, -alpha, other);
        if (s > alpha && s < beta && !stopped_) s = -pvs(depth - 1, ply + 1, -beta, -alpha, other);
      }
      pos.unmake(b);
      pos.unmake(a);
    }
    ++tried;
    if (stopped_) return;
    if (s > best) {
      best = s;
      best_move.a = static_cast<int16_t>(a);
      best_move.b = static_cast<int16_t>(b);
      if (s > alpha) {
        alpha = s;
        pv_[ply][0][0] = static_cast<int16_t>(a);
        pv_[ply][0][1] = static_cast<int16_t>(b);
        for (int j = 0; j < pv_len_[ply + 1]; ++j) {
          pv_[ply][j + 1][0] = pv_[ply + 1][j][0];
          pv_[ply][j + 1][1] = pv_[ply + 1][j][1];
        }
        pv_len_[ply] = pv_len_[ply + 1] + 1;
        if (alpha >= beta) {
          if (!forced && !same_pair(killers_[ply][0], a, b)) {
            killers_[ply][1] = killers_[ply][0];
            killers_[ply][0] = best_move;
          }
          cut = true;
        }
      }
    }
  };
  for (int i = 0; i < ne && !cut; ++i) {
    search_child(early[i].a, early[i].b, 0);
    if (stopped_) return 0;
  }
  if (!cut) {
    int n;
    if (forced) {
      n = gen_.forced(pos, mover, bs, depth > 0 ? params_.free_k : params_.qfree_k, moves,
                      PairGen::kMaxPairs);
    } else {
      gen_.begin();
      for (int i = 0; i < nt; ++i) gen_.mark(moves[i].a, moves[i].b);
      n = nt + gen_.normal(pos, mover, params_.k1, params_.k2, moves + nt, PairGen::kMaxPairs - nt,
                           false);
    }
    if (n == 0 && ne == 0) return forced ? -(kWinScore - ply - 1) : evaluate(pos, mover);
    const bool lmr = params_.lmr_depth > 0 && !forced && depth >= params_.lmr_depth;
    for (int i = 0; i < n && !cut; ++i) {
      bool done = false;
      for (int k = 0; k < ne && !done; ++k) done = same_pair(early[k], moves[i].a, moves[i].b);
      if (done) continue;
      // Threat moves (the first nt) are never reduced.
      search_child(moves[i].a, moves[i].b, lmr && i >= nt + params_.lmr_after ? 1 : 0);
      if (stopped_) return 0;
    }
  }
  // Issue 9: a loss is proved only if every answer was searched. Two threats leave only the
  // blocking pairs (all generated); a free stone or a free turn leaves thousands, of which the
  // generator lists a few, so "they all lose" is no proof and must not become a mate score.
  if (best <= -kWinBound && !(forced && bs.needed == 2)) best = kUnprovedLoss;
  const Bound bound = best >= beta ? Bound::kLower : best > alpha0 ? Bound::kExact : Bound::kUpper;
  tt_.store(key, depth, to_tt(best, ply), bound, best_move.a, best_move.b);
  return best;
}

bool Searcher::leaf_value(int a, int b, Color mover, int depth, int ply, int* value) {
  // The child (other to move, at `depth` <= 0) mirrors the first lines of pvs(), computed from
  // the window counts without placing the stones. The other side has no threat window here
  // (a forced parent only plays blocks), so the child rarely wins at once, but it is checked.
  Position& pos = *pos_;
  const Color other = opponent(mover);
  for (int i = 0; i < pos.threat_window_count(other); ++i) {
    const int w = pos.threat_window(other, i);
    if (!window_has(pos, w, a) && !window_has(pos, w, b)) {
      *value = kWinScore - ply;  // a window our stones left open: the child finishes six
      ++nodes_;
      return true;
    }
  }
  int lv[2][7];
  const int t = threat_count_after_live(pos, mover, a, b, lv);
  const bool forced = t > 0;
  if (t >= 3) {
    *value = -(kWinScore - ply - 1);
  } else if ((!forced && depth <= 0) || depth <= -params_.qdepth || ply >= kMaxPly - 1) {
    const int o = other - 1;
    bool triple = false;
    if (!forced && depth == 0 && params_.leaf_triples && lv[o][3] >= 1 &&
        lv[o][3] + lv[o][2] >= 3) {
      triple = opponent_triple_after(a, b, mover, ply);
    }
    *value = triple ? kWinScore - ply - 2 : evaluate_live(lv, other);
  } else {
    return false;
  }
  ++nodes_;
  return true;
}

bool Searcher::opponent_triple_after(int a, int b, Color mover, int ply) {
  Position& pos = *pos_;
  const Color other = opponent(mover);
  if (triple_ply_ == ply - 1) {
    if (!triple_ready_) {
      // The opponent's triple pairs now, each with the empty cells of the windows it would turn
      // into threats (windows through its stones that we have not blocked, reaching 4+).
      for (const int16_t c : triple_cells_) triple_mask_[c] = 0;
      triple_cells_.clear();
      triple_n_ = solver_.triple_pairs(pos, other, triple_buf_.data(), Solver::kMaxMoves,
                                       Solver::kMaxMoves, focus_them_mask_);
      const int n = std::min(triple_n_, 8);
      const WindowTable& wt = pos.windows();
      const Board& board = pos.board();
      for (int i = 0; i < std::min(triple_n_, kTripleRecheck); ++i) {
        const int c = triple_buf_[i].a, d = triple_buf_[i].b;
        int16_t* list = &triple_windows_[static_cast<size_t>(i) * kTripleWindows];
        int nw = 0;
        for (int s = 0; s < 2; ++s) {
          const int cell = s == 0 ? c : d;
          const int16_t* ws = wt.through(cell);
          for (int k = 0; k < wt.through_count(cell); ++k) {
            const int w = ws[k];
            if (pos.count(w, mover) != 0) continue;
            const bool both = window_has(pos, w, s == 0 ? d : c);
            if (s == 1 && both) continue;  // listed from c
            if (pos.count(w, other) + (both ? 2 : 1) < 4) continue;
            if (nw < kTripleWindows) list[nw++] = static_cast<int16_t>(w);
            if (i >= n) continue;
            const Window& win = wt.window(w);
            for (int j = 0; j < 6; ++j) {
              const int e = win.cell[j];
              if (!board.empty(e)) continue;
              if (triple_mask_[e] == 0) triple_cells_.push_back(static_cast<int16_t>(e));
              triple_mask_[e] = static_cast<uint8_t>(triple_mask_[e] | (1u << i));
            }
          }
        }
        triple_nw_[i] = nw;
      }
      triple_bits_ = static_cast<uint8_t>((1u << n) - 1);
      triple_ready_ = true;
    }
    if (triple_bits_ == 0) return false;
    if ((triple_mask_[a] | triple_mask_[b]) != triple_bits_) return true;
    if (triple_n_ <= kTripleRecheck) {
      // Every pair the exact test could find is in the list (it only loses candidates when we
      // add stones), so re-counting the listed pairs after our stones decides: a pair keeps the
      // threat windows our stones do not fall in (our stones add nothing for the opponent).
      for (int i = 0; i < triple_n_; ++i) {
        const int c = triple_buf_[i].a, d = triple_buf_[i].b;
        if (c == a || c == b || d == a || d == b) continue;
        const int16_t* list = &triple_windows_[static_cast<size_t>(i) * kTripleWindows];
        if (surviving_threat_count(pos, list, triple_nw_[i], c, d, a, b) >= 3) return true;
      }
      return false;
    }
  }
  // The focus of the opponent's stones two plies up (built at the depth-1 node) holds here too:
  // our stones only take windows away.
  pos.make_light(a, mover);
  pos.make_light(b, mover);
  const bool triple = solver_.has_triple(pos, other, focus_them_mask_);
  pos.unmake_light(b);
  pos.unmake_light(a);
  return triple;
}

const uint8_t* Searcher::build_focus(int ply, Color owner, FocusCells* f) {
  f->clear();
  if (!no_triple_[ply]) return nullptr;
  const Position& pos = *pos_;
  const Board& board = pos.board();
  const WindowTable& wt = pos.windows();
  const Color opp = opponent(owner);
  for (const int s : {static_cast<int>(cur_[ply].a), static_cast<int>(cur_[ply].b)}) {
    if (s < 0) continue;
    const int16_t* ws = wt.through(s);
    for (int k = 0; k < wt.through_count(s); ++k) {
      const int w = ws[k];
      if (pos.count(w, owner) < 2 || pos.count(w, opp) != 0) continue;
      const Window& win = wt.window(w);
      for (int j = 0; j < 6; ++j) {
        const int e = win.cell[j];
        if (!board.empty(e) || f->mask[e]) continue;
        f->mask[e] = 1;
        f->list.push_back(static_cast<int16_t>(e));
      }
    }
  }
  return f->mask.data();
}

void Searcher::root_candidates(Color mover, const BlockSet& forced, bool zone) {
  Position& pos = *pos_;
  int n = 0;
  Pair* out = root_.data();
  const int max = PairGen::kMaxPairs;
  if (forced.needed > 0) {
    n = gen_.forced(pos, mover, forced, params_.root_k1, out, max);
    // A single block leaves a free stone: if the opponent would still win by threats after the
    // block alone, the free stone must touch that proof's zone, so its cells are candidates too.
    for (int i = 0; i < forced.count; ++i) {
      if (forced.b[i] >= 0) continue;
      const int s = forced.a[i];
      pos.make(s, mover);
      solver_.set_collect_zone(true);
      const Solver::Result v = solver_.solve(pos, opponent(mover), params_.vcdt_depth, zone_cap_,
                                             &tm_, deterministic_ ? 1.0 : params_.share_null);
      solver_.set_collect_zone(false);
      nodes_ += v.nodes;
      if (v.win) {
        const std::vector<uint8_t>& z = solver_.zone();
        int16_t top[PairGen::kMaxTop];
        int64_t ts[PairGen::kMaxTop];
        const int nz = PairGen::top_cells_in(pos, mover, 16, top, ts, z);
        for (int j = 0; j < nz; ++j) {
          gen_.add(out, &n, max, s, top[j], pos.score(mover, s) + ts[j]);
        }
      }
      pos.unmake(s);
    }
    PairGen::sort(out, n);
  } else {
    n = gen_.normal(pos, mover, params_.root_k1, params_.root_k2, out, max);
    // Our own double-threat moves are always candidates (they force the reply).
    Pair threats[Solver::kMaxMoves];
    const int nt = solver_.threat_pairs(pos, mover, threats, Solver::kMaxMoves);
    gen_.begin();
    for (int i = 0; i < n; ++i) gen_.mark(out[i].a, out[i].b);
    for (int i = 0; i < nt && i < 24; ++i) {
      gen_.add(out, &n, max, threats[i].a, threats[i].b,
               pos.score(mover, threats[i].a) + pos.score(mover, threats[i].b));
    }
    if (zone) {
      // The opponent wins by threats if we pass: candidates must touch the cells the proof uses.
      const std::vector<uint8_t>& z = solver_.zone();
      int16_t top[PairGen::kMaxTop], sec[PairGen::kMaxTop];
      int64_t ts[PairGen::kMaxTop], ss[PairGen::kMaxTop];
      const int nz = PairGen::top_cells_in(pos, mover, PairGen::kMaxTop, top, ts, z);
      for (int i = 0; i < nz && i < 14; ++i) {
        pos.make(top[i], mover);
        const int ns = PairGen::top_cells(pos, mover, 6, sec, ss);
        pos.unmake(top[i]);
        for (int j = 0; j < ns; ++j) gen_.add(out, &n, max, top[i], sec[j], ts[i] + ss[j]);
        for (int j = i + 1; j < nz && j < 14; ++j) {
          gen_.add(out, &n, max, top[i], top[j], ts[i] + ts[j]);
        }
      }
    }
    PairGen::sort(out, n);
  }
  root_.resize(PairGen::kMaxPairs);
  root_score_.assign(n, 0);
  root_refuted_.assign(n, 0);
  root_count_ = n;
}

int Searcher::root_search(int depth, Color mover) {
  Position& pos = *pos_;
  const Color other = opponent(mover);
  int alpha = -kInf;
  const int beta = kInf;
  int best_i = -1;
  pv_len_[0] = 0;
  no_triple_[0] = false;  // the root's own triple test is the VCDT search, not the generator
  for (int i = 0; i < root_count_; ++i) {
    cur_[0] = root_[i];
    if (root_refuted_[i] && i > 0) {
      root_score_[i] = -kWinBound;
      continue;
    }
    const int a = root_[i].a, b = root_[i].b;
    pos.make(a, mover);
    pos.make(b, mover);
    ++nodes_;
    int s;
    if (i == 0) {
      s = -pvs(depth - 1, 1, -beta, -alpha, other);
    } else {
      s = -pvs(depth - 1, 1, -alpha - 1, -alpha, other);
      if (s > alpha && !stopped_) s = -pvs(depth - 1, 1, -beta, -alpha, other);
    }
    pos.unmake(b);
    pos.unmake(a);
    if (stopped_) break;
    root_score_[i] = s;
    if (s > alpha) {
      alpha = s;
      best_i = i;
      pv_[0][0][0] = static_cast<int16_t>(a);
      pv_[0][0][1] = static_cast<int16_t>(b);
      for (int j = 0; j < pv_len_[1]; ++j) {
        pv_[0][j + 1][0] = pv_[1][j][0];
        pv_[0][j + 1][1] = pv_[1][j][1];
      }
      pv_len_[0] = pv_len_[1] + 1;
    } else if (i > 0) {
      root_score_[i] = std::min(s, alpha - 1);
    }
  }
  // Next iteration: best first, the rest by this iteration's scores (stable).
  if (best_i > 0) {
    const Pair p = root_[best_i];
    const int s = root_score_[best_i];
    const uint8_t r = root_refuted_[best_i];
    for (int j = best_i; j > 0; --j) {
      root_[j] = root_[j - 1];
      root_score_[j] = root_score_[j - 1];
      root_refuted_[j] = root_refuted_[j - 1];
    }
    root_[0] = p;
    root_score_[0] = s;
    root_refuted_[0] = r;
  }
  // Issue 9: the same at the root (the candidates are a selection unless two threats are to be
  // blocked), and an interrupted iteration has not searched them all.
  if (best_i >= 0 && alpha <= -kWinBound && (stopped_ || threat_count(pos, other) != 2)) {
    alpha = kUnprovedLoss;
  }
  return best_i < 0 ? -kInf : alpha;
}

SearchReport Searcher::think(const Game& game, const Limits& limits) {
  SearchReport r;
  tm_.start(limits.time_ms, params_.soft);
  nodes_ = 0;
  stopped_ = false;
  node_limit_ = limits.nodes;
  use_clock_ = true;
  vcdt_us_ = vcdt_them_ = false;
  const bool deterministic = limits.depth > 0 || limits.nodes > 0;
  deterministic_ = deterministic;
  tt_.new_search();
  pos_.reset(new Position(game, *find_weights("default")));
  Position& pos = *pos_;
  salt_ = mix64(0x7a11 + pos.size());
  const Color mover = game.to_move();
  const Color other = opponent(mover);
  const Board& board = pos.board();
  {
    // Candidate region: empty cells within 3 of a stone (the whole board while it is empty).
    std::vector<int16_t> region;
    for (int idx : board.cells()) {
      if (!board.empty(idx)) continue;
      const Point p = board.point(idx);
      bool near = board.stone_count() == 0;
      for (int dy = -3; dy <= 3 && !near; ++dy) {
        for (int dx = -3; dx <= 3 && !near; ++dx) {
          const Point q(p.x + dx, p.y + dy);
          near = board.inside(q) && !board.empty(board.index(q));
        }
      }
      if (near) region.push_back(static_cast<int16_t>(idx));
    }
    gen_.set_region(region);
  }
  auto finish = [&](const char* reason) {
    r.reason = reason;
    r.nodes = nodes_;
    r.ms = tm_.elapsed_ms();
    return r;
  };
  if (game.over() || board.cell_count() - board.stone_count() < game.stones_required()) {
    return finish("none");
  }
  if (game.stones_required() == 1) {
    // First stone: the centre (or the nearest empty cell to it).
    const int c = (pos.size() - 1) / 2;
    int best = -1;
    for (int idx : board.cells()) {
      if (!board.empty(idx)) continue;
      const Point p = board.point(idx);
      const int d = std::abs(p.x - c) + std::abs(p.y - c);
      const Point q = best < 0 ? Point() : board.point(best);
      if (best < 0 || d < std::abs(q.x - c) + std::abs(q.y - c)) best = idx;
    }
    r.move = Move(board.point(best));
    return finish("opening");
  }
  int cells[2];
  if (win_now(pos, mover, 2, cells)) {
    if (cells[1] < 0) {
      int16_t t[1];
      int64_t s[1];
      PairGen::top_cells(pos, mover, 1, t, s, cells[0]);
      cells[1] = t[0];
    }
    r.move = Move(board.point(cells[0]), board.point(cells[1]));
    r.score = kWinScore;
    r.pv.push_back(r.move);
    return finish("win");
  }
  BlockSet bs;
  blocking_moves(pos, other, &bs);
  if (bs.needed >= 3) {
    // Lost against best play: block as much as possible and hope.
    Pair p[PairGen::kMaxPairs];
    const int n = gen_.normal(pos, mover, 4, 4, p, PairGen::kMaxPairs);
    r.move = to_move(p[0]);
    (void)n;
    r.score = -kWinScore;
    return finish("lost");
  }
  if (bs.needed > 0 && bs.count == 1 && bs.b[0] >= 0) {
    r.move = to_move(Pair{bs.a[0], bs.b[0], 0});
    r.pv.push_back(r.move);
    return finish("forced");
  }

  // Solver budgets: fixed node caps (deterministic); a node limit for the turn scales them down.
  uint64_t vcdt_cap = deterministic ? params_.vcdt_nodes : 4 * params_.vcdt_nodes;
  uint64_t null_cap = params_.null_vcdt_nodes;
  uint64_t refute_cap = params_.refute_nodes;
  uint64_t verify_cap = params_.verify_nodes;
  if (limits.nodes > 0) {
    vcdt_cap = std::min(vcdt_cap, limits.nodes / 4 + 1);
    null_cap = std::min(null_cap, limits.nodes / 8 + 1);
    refute_cap = std::min(refute_cap, limits.nodes / 200 + 50);
    verify_cap = std::min(verify_cap, limits.nodes / 20 + 50);
  }
  // Our forced win by threats.
  {
    const Solver::Result v = solver_.solve(pos, mover, params_.vcdt_depth, vcdt_cap, &tm_,
                                           deterministic ? 1.0 : params_.share_vcdt);
    nodes_ += v.nodes;
    if (v.win) {
      vcdt_us_ = true;
      r.move = to_move(Pair{static_cast<int16_t>(v.a), static_cast<int16_t>(v.b), 0});
      r.score = kWinScore - 2 * v.depth;
      r.depth = v.depth;
      r.pv.push_back(r.move);
      return finish("vcdt");
    }
  }
  // The opponent's threats if we passed: their zone must be answered.
  bool zone = false;
  if (bs.needed == 0) {
    solver_.set_collect_zone(true);
    const Solver::Result v = solver_.solve(pos, other, params_.vcdt_depth, null_cap, &tm_,
                                           deterministic ? 1.0 : params_.share_null);
    solver_.set_collect_zone(false);
    nodes_ += v.nodes;
    zone = v.win;
    vcdt_them_ = v.win;
  }
  zone_cap_ = null_cap / 4 + 1;
  root_candidates(mover, bs, zone);
  if (root_count_ == 0) {
    Pair p[PairGen::kMaxPairs];
    gen_.normal(pos, mover, 2, 2, p, PairGen::kMaxPairs);
    r.move = to_move(p[0]);
    return finish("fallback");
  }
  if (zone || bs.needed > 0) {
    // Refute candidates by the opponent's VCDT; refuted ones go last (searched only if all are).
    int kept = 0, checked = 0;
    for (int i = 0; i < root_count_; ++i) {
      if (!deterministic && tm_.past_fraction(params_.share_refute)) {
        kept += root_count_ - i;  // unchecked candidates stay in
        break;
      }
      // Relevance zone: a move that neither touches the cells the opponent's threat proof uses
      // nor makes a threat of ours leaves that proof intact, so it loses without a search.
      const std::vector<uint8_t>& z = solver_.zone();
      if (zone && !z[root_[i].a] && !z[root_[i].b] &&
          threat_count_after(pos, mover, root_[i].a, root_[i].b) == 0) {
        root_refuted_[i] = 1;
        continue;
      }
      if (++checked > params_.refute_max) {
        ++kept;
        continue;
      }
      pos.make(root_[i].a, mover);
      pos.make(root_[i].b, mover);
      const Solver::Result v = solver_.solve(pos, other, params_.vcdt_depth, refute_cap, &tm_,
                                             deterministic ? 1.0 : params_.share_refute);
      pos.unmake(root_[i].b);
      pos.unmake(root_[i].a);
      nodes_ += v.nodes;
      root_refuted_[i] = v.win;
      kept += !v.win;
    }
    if (kept == 0) {
      std::fill(root_refuted_.begin(), root_refuted_.end(), 0);
    } else {
      std::vector<Pair> order;
      for (int pass = 0; pass < 2; ++pass) {
        for (int i = 0; i < root_count_; ++i) {
          if (root_refuted_[i] == pass) order.push_back(root_[i]);
        }
      }
      std::copy(order.begin(), order.end(), root_.begin());
      for (int i = 0; i < root_count_; ++i) root_refuted_[i] = i >= kept;
    }
  }

  // Iterative deepening.
  r.move = to_move(root_[0]);
  r.reason = "search";
  const int max_depth = limits.depth > 0 ? limits.depth : kMaxPly - 2;
  for (int d = 1; d <= max_depth; ++d) {
    const int s = root_search(d, mover);
    if (pv_len_[0] > 0 && (!stopped_ || s > -kInf)) {
      r.move = to_move(root_[0]);
      r.score = s;
      r.depth = d;
      r.pv.clear();
      for (int j = 0; j < pv_len_[0]; ++j) {
        r.pv.push_back(to_move(Pair{pv_[0][j][0], pv_[0][j][1], 0}));
      }
    }
    if (stopped_) break;
    if (s >= kWinBound || s <= -kWinBound) break;
    if (!deterministic && tm_.past_soft()) break;
    if (root_count_ == 1) break;
  }
  // The per-candidate checks are cheap and may miss a longer proof: verify the chosen move against
  // the opponent's VCDT with a larger budget; if it is refuted, exclude it and search again at the
  // last completed depth (with a little extra node budget so node-limited runs can do it too).
  const char* reason = "search";
  for (int tries = 0; tries < params_.verify_max && r.depth > 0; ++tries) {
    if (r.score <= -kWinBound || r.score >= kWinBound) break;
    if (!deterministic && tm_.past_fraction(0.8)) break;
    const Pair p = root_[0];
    pos.make(p.a, mover);
    pos.make(p.b, mover);
    const Solver::Result v =
        solver_.solve(pos, other, params_.vcdt_depth, verify_cap, &tm_, deterministic ? 1.0 : 0.9);
    pos.unmake(p.b);
    pos.unmake(p.a);
    nodes_ += v.nodes;
    if (!v.win) break;
    root_refuted_[0] = 1;
    int alive = 0;
    for (int i = 0; i < root_count_; ++i) alive += !root_refuted_[i];
    if (alive == 0) break;
    // Move the refuted move to the end so root_search starts from a live one.
    std::rotate(root_.begin(), root_.begin() + 1, root_.begin() + root_count_);
    std::rotate(root_score_.begin(), root_score_.begin() + 1, root_score_.begin() + root_count_);
    std::rotate(root_refuted_.begin(), root_refuted_.begin() + 1,
                root_refuted_.begin() + root_count_);
    if (node_limit_) node_limit_ = nodes_ + node_limit_ / 8;
    stopped_ = false;
    const int d = std::max(1, r.depth);
    const int sc = root_search(d, mover);
    r.move = to_move(root_[0]);
    r.score = sc > -kInf ? sc : 0;
    r.pv.clear();
    for (int j = 0; j < pv_len_[0]; ++j)
      r.pv.push_back(to_move(Pair{pv_[0][j][0], pv_[0][j][1], 0}));
    reason = "re-search";
  }
  return finish(reason);
}

}  // namespace c6
