#include "search/solver.h"

#include <algorithm>

#include "search/threats.h"

namespace c6 {

namespace {
constexpr uint64_t kAttackerSalt[3] = {0, 0x6a09e667f3bcc908ULL, 0xbb67ae8584caa73bULL};
}

Solver::Solver(int tt_bits)
    : tt_(size_t(1) << tt_bits),
      tt_mask_((uint64_t(1) << tt_bits) - 1),
      zone_(Board::kMaxCells, 0),
      cand_(Board::kMaxCells, 0),
      n3_(Board::kMaxCells, 0),
      active_(static_cast<size_t>(Board::kMaxCells) * WindowTable::kMaxPerCell),
      active_n_(Board::kMaxCells, 0),
      active_at_(Board::kMaxCells, 0),
      moves_(static_cast<size_t>(kMaxDepth + 2) * kMaxMoves) {}

void Solver::clear_tt() {
  std::fill(tt_.begin(), tt_.end(), Entry());
  gen_.clear_stamps();
}

uint64_t Solver::key() const {
  return pos_->board().hash() ^ kAttackerSalt[att_] ^ mix64(0x5157 + pos_->size());
}

bool Solver::out_of_budget() {
  if (aborted_) return true;
  if (node_cap_ && nodes_ >= node_cap_) aborted_ = true;
  if (clock_.past(tm_, time_fraction_, nodes_)) aborted_ = true;
  return aborted_;
}

void Solver::mark_threat_cells(Color c) {
  const Board& b = pos_->board();
  for (int i = 0; i < pos_->threat_window_count(c); ++i) {
    const Window& w = pos_->windows().window(pos_->threat_window(c, i));
    for (int k = 0; k < 6; ++k) {
      if (b.empty(w.cell[k])) zone_[w.cell[k]] = 1;
    }
  }
}

bool Solver::has_triple(Position& pos, Color attacker, const uint8_t* focus) {
  Pair* buf = &moves_[static_cast<size_t>(kMaxDepth + 1) * kMaxMoves];
  return generate(pos, attacker, buf, kMaxMoves, 1, focus) > 0;
}

int Solver::triple_pairs(Position& pos, Color attacker, Pair* out, int max, int limit,
                         const uint8_t* focus) {
  return generate(pos, attacker, out, max, limit, focus);
}

int Solver::threat_pairs(Position& pos, Color att, Pair* out, int max) {
  return generate(pos, att, out, max, 0);
}

int Solver::generate(Position& pos, Color att, Pair* out, int max, int triple_limit,
                     const uint8_t* focus) {
  // Step 1: cells that can take part in a new threat (empties of live attacker windows with 2-3
  // stones), marked in cand_ and n3_.
  BlockSet forced;
  ThreatCells tc;
  if (!threat_move_cells(pos, att, cand_.data(), n3_.data(), &forced, &tc)) return 0;
  int n = 0;
  if (triple_limit == 0 || tc.nt3 > 0) {
    // Step 2: candidate pairs. Step 3: the ones that really make the threats, scored.
    const int nraw = candidate_pairs(pos, att, forced, tc, out, max, triple_limit > 0, focus);
    n = keep_threat_pairs(pos, att, out, nraw, triple_limit);
  }
  // Step 4: clear the marks for the next call.
  for (int j = 0; j < tc.nc; ++j) cand_[tc.cells[j]] = 0;
  for (int j = 0; j < tc.nt3; ++j) n3_[tc.t3[j]] = 0;
  PairGen::sort(out, n);
  return n;
}

const int16_t* Solver::active_windows(const Position& pos, Color att, int c) {
  int16_t* list = &active_[static_cast<size_t>(c) * WindowTable::kMaxPerCell];
  if (active_at_[c] == active_stamp_) return list;
  active_at_[c] = active_stamp_;
  const WindowTable& wt = pos.windows();
  const Color def = opponent(att);
  int k = 0;
  const int16_t* ws = wt.through(c);
  for (int i = 0; i < wt.through_count(c); ++i) {
    const int w = ws[i];
    if (pos.count(w, att) >= 2 && pos.count(w, def) == 0) list[k++] = static_cast<int16_t>(w);
  }
  active_n_[c] = static_cast<uint8_t>(k);
  return list;
}

int Solver::candidate_pairs(const Position& pos, Color att, const BlockSet& forced,
                            const ThreatCells& tc, Pair* out, int max, bool triple_only,
                            const uint8_t* focus) {
  // Candidate pairs (see solver notes): both stones in one window with 2-3 attacker stones; two
  // cells that each raise a 3-window; a cell raising two 3-windows with any other candidate.
  // With a forced block, the block cells with every candidate.
  gen_.begin();
  int nraw = 0;
  auto push = [&](int a, int b) {
    if (triple_only && !n3_[a] && !n3_[b]) return;  // see keep_threat_pairs
    if (focus && !focus[a] && !focus[b]) return;
    gen_.add(out, &nraw, max, a, b, 0);
  };
  if (forced.needed > 0) {
    for (int i = 0; i < forced.count; ++i) {
      if (forced.b[i] >= 0) {
        push(forced.a[i], forced.b[i]);
        continue;
      }
      for (int j = 0; j < tc.nc; ++j) {
        if (tc.cells[j] != forced.a[i]) push(forced.a[i], tc.cells[j]);
      }
    }
    return nraw;
  }
  push_window_pairs(pos, tc, push);
  // A cell raising two 3-windows also goes with the attacker's k best cells other than itself:
  // with no other candidate any empty cell will do (the best one); free_k asks for more. The
  // board's top k + 1 are listed once, on first use (a scan of the whole board), and each such
  // cell takes the first k of them that are not itself: the same cells, in the same order, as
  // listing the top k without it (ties go to the lower index either way).
  const int k = std::max(free_k_, tc.nc < 2 ? 1 : 0);
  int16_t best[kMaxFreeK + 1];
  int64_t bs[kMaxFreeK + 1];
  int nbest = -1;
  for (int i = 0; i < tc.nt3; ++i) {
    const int c = tc.t3[i];
    for (int j = i + 1; j < tc.nt3; ++j) push(c, tc.t3[j]);
    if (n3_[c] < 2) continue;
    for (int j = 0; j < tc.nc; ++j) {
      if (tc.cells[j] != c) push(c, tc.cells[j]);
    }
    if (k == 0) continue;
    if (nbest < 0) nbest = PairGen::top_cells(pos, att, k + 1, best, bs);
    for (int j = 0, taken = 0; j < nbest && taken < k; ++j) {
      if (best[j] == c) continue;
      push(c, best[j]);
      ++taken;
    }
  }
  return nraw;
}

int Solver::keep_threat_pairs(Position& pos, Color att, Pair* out, int nraw, int triple_limit) {
  // Keep the pairs that really leave >= 2 threats (>= 3 with a triple_limit); order: 3+ threats
  // first, then by cell scores. Three threats need a window with 3 stones through one of the pair
  // (two stones add at most two threats on their common line; any other line gets one stone), so
  // n3 filters exactly.
  const bool triple_only = triple_limit > 0;
  const Board& board = pos.board();
  // Per candidate cell, the windows through it that can reach four, listed on first use: most
  // pairs are counted from these short lists instead of all 24 windows of each cell.
  if (++active_stamp_ == 0) {
    std::fill(active_at_.begin(), active_at_.end(), 0);
    active_stamp_ = 1;
  }
  int n = 0;
  for (int i = 0; i < nraw; ++i) {
    const int a = out[i].a, b = out[i].b;
    if (triple_only && n3_[a] == 0 && n3_[b] == 0) continue;
    // Two stones in no common window: each new threat window is a 3-window through one of them
    // (the attacker has no 4-5 windows), so the threat count is at most n3[a] + n3[b].
    if (n3_[a] + n3_[b] < (triple_only ? 3 : 2) && !may_share_window(board, a, b)) continue;
    int t;
    if (cand_[a] && cand_[b]) {
      const int16_t* la = active_windows(pos, att, a);
      const int16_t* lb = active_windows(pos, att, b);
      t = threat_count_after_listed(pos, att, a, la, active_n_[a], b, lb, active_n_[b]);
    } else {
      t = threat_count_after(pos, att, a, b);
    }
    if (t < 2 || (triple_only && t < 3)) continue;
    Pair& p = out[n++];
    p.a = static_cast<int16_t>(a);
    p.b = static_cast<int16_t>(b);
    p.key = (t >= 3 ? (int64_t(1) << 50) : 0) + pos.score(att, a) + pos.score(att, b);
    if (triple_only && n >= triple_limit) break;
  }
  return n;
}

bool Solver::attack(int depth) {
  ++nodes_;
  if (out_of_budget()) return false;
  Position& pos = *pos_;
  if (pos.threat_window_count(att_) > 0) {
    if (collect_) mark_threat_cells(att_);
    return true;
  }
  if (depth <= 0) return false;
  const uint64_t k = key();
  Entry& e = tt_[k & tt_mask_];
  if (e.key == k) {
    if (e.win_depth >= 0 && e.win_depth <= depth && !collect_) {
      if (ply_root_) {
        root_a_ = e.a;
        root_b_ = e.b;
      }
      return true;
    }
    if (e.fail_depth >= depth) return false;
  }
  Pair* moves = &moves_[static_cast<size_t>(depth) * kMaxMoves];
  const int n = threat_pairs(pos, att_, moves, kMaxMoves);
  for (int i = 0; i < n; ++i) {
    const int a = moves[i].a, b = moves[i].b;
    pos.make(a, att_);
    pos.make(b, att_);
    const bool three = moves[i].key >= (int64_t(1) << 50);
    const bool win = three || defend(depth);
    if (win && collect_) {
      zone_[a] = zone_[b] = 1;
      mark_threat_cells(att_);
    }
    pos.unmake(b);
    pos.unmake(a);
    if (win) {
      Entry& s = tt_[k & tt_mask_];
      if (s.key != k) s = Entry();
      s.key = k;
      if (s.win_depth < 0 || s.win_depth > depth) s.win_depth = static_cast<int8_t>(depth);
      s.a = static_cast<int16_t>(a);
      s.b = static_cast<int16_t>(b);
      if (ply_root_) {
        root_a_ = a;
        root_b_ = b;
      }
      return true;
    }
    if (aborted_) return false;
  }
  Entry& s = tt_[k & tt_mask_];
  if (s.key != k) s = Entry();
  s.key = k;
  if (s.fail_depth < depth) s.fail_depth = static_cast<int8_t>(depth);
  return false;
}

bool Solver::defend(int depth) {
  ++nodes_;
  const bool was_root = ply_root_;
  ply_root_ = false;
  BlockSet bs;
  blocking_moves(*pos_, att_, &bs);
  bool lost = true;
  if (bs.needed == 3) {
    if (collect_) mark_threat_cells(att_);
  } else {
    for (int i = 0; i < bs.count && lost; ++i) {
      const int a = bs.a[i], b = bs.b[i];
      if (b < 0) {  // cannot happen with >= 2 threats; treat as an escape
        lost = false;
        break;
      }
      pos_->make(a, def_);
      pos_->make(b, def_);
      lost = attack(depth - 1);
      pos_->unmake(b);
      pos_->unmake(a);
      if (lost && collect_) zone_[a] = zone_[b] = 1;
    }
  }
  ply_root_ = was_root;
  return lost && !aborted_;
}

Solver::Result Solver::solve(Position& pos, Color attacker, int max_depth, uint64_t node_cap,
                             const TimeManager* tm, double time_fraction) {
  pos_ = &pos;
  att_ = attacker;
  def_ = opponent(attacker);
  nodes_ = 0;
  clock_.reset();
  node_cap_ = node_cap;
  tm_ = tm;
  time_fraction_ = time_fraction;
  aborted_ = false;
  Result r;
  max_depth = std::min(max_depth, kMaxDepth);
  for (int d = 1; d <= max_depth && !aborted_; ++d) {
    if (collect_) clear_zone();
    ply_root_ = true;
    root_a_ = root_b_ = -1;
    if (attack(d)) {
      r.win = true;
      r.depth = d;
      r.a = root_a_;
      r.b = root_b_;
      break;
    }
  }
  r.nodes = nodes_;
  r.aborted = aborted_ && !r.win;
  pos_ = nullptr;
  return r;
}

}  // namespace c6
