#include "search/vcst.h"

#include <algorithm>

#include "search/threats.h"

namespace c6 {

namespace {
constexpr uint64_t kVcstAttackerSalt[3] = {0, 0x3c6ef372fe94f82bULL, 0xa54ff53a5f1d36f1ULL};
constexpr int kVcstThreatShift = 50;  // Pair::key holds the threat count above this bit
}  // namespace

VcstSolver::VcstSolver(int tt_bits)
    : tt_(tt_bits),
      cand_(Board::kMaxCells, 0),
      n3_(Board::kMaxCells, 0),
      raw_(kMaxRaw),
      moves_(static_cast<size_t>(kMaxDepth + 1) * kMaxMoves),
      free_(static_cast<size_t>(kMaxDepth + 1) * Board::kMaxCells) {}

void VcstSolver::clear_tt() {
  tt_.clear();
  gen_.clear_stamps();
}

uint64_t VcstSolver::key() const {
  // Passes and single-threat turns used change what the subtree may do, so they are in the key.
  return pos_->board().hash() ^ kVcstAttackerSalt[att_] ^
         mix64(0x7653 + pos_->size() * 64 + passes_ * 8 + singles_);
}

bool VcstSolver::out_of_budget() {
  if (aborted_) return true;
  if (lim_.node_cap && nodes_ >= lim_.node_cap) aborted_ = true;
  if (clock_.past(lim_.tm, lim_.time_fraction, nodes_)) aborted_ = true;
  return aborted_;
}

void VcstSolver::mark_threat_cells(Color c) {
  const Board& b = pos_->board();
  for (int i = 0; i < pos_->threat_window_count(c); ++i) {
    const Window& w = pos_->windows().window(pos_->threat_window(c, i));
    for (int k = 0; k < 6; ++k) {
      if (b.empty(w.cell[k])) zone_.mark(w.cell[k]);
    }
  }
}

// With E = passes_ defender stones possibly missing, a window live for the defender with
// >= 4 - E of its stones could hold a defender threat (or six) in the real game: its empty cells
// join the zone, so the missing stones are known to lie outside every such window.
void VcstSolver::mark_defender_windows() {
  const int extra = passes_ + lim_.defender_extra;
  if (extra <= 0) return;
  const Position& pos = *pos_;
  const Board& b = pos.board();
  const WindowTable& wt = pos.windows();
  const int thr = 4 - extra;
  auto mark = [&](int w) {
    if (pos.count(w, def_) < thr || pos.count(w, att_) != 0) return;
    const Window& win = wt.window(w);
    for (int k = 0; k < 6; ++k) {
      if (b.empty(win.cell[k])) zone_.mark(win.cell[k]);
    }
  };
  if (thr >= 1) {
    for_windows_holding(pos, def_, thr, mark);
  } else {
    for (int w = 0; w < wt.size(); ++w) mark(w);  // every window without an attacker stone
  }
}

// Attacker pairs leaving >= 2 threats, and (singles_left > 0) the best single_width pairs leaving
// exactly one. Threats need a stone in a live attacker window with 2-3 stones (a candidate cell);
// the second stone of a single-threat pair is a build-up stone, taken from the candidate cells.
// When the defender has threats, every pair contains one of its blocks.
int VcstSolver::generate(Color att, int singles_left, Pair* out) {
  Position& pos = *pos_;
  const Board& board = pos.board();
  BlockSet forced;
  ThreatCells tc;
  if (!threat_move_cells(pos, att, cand_.data(), n3_.data(), &forced, &tc)) return 0;
  gen_.begin();
  int nraw = 0;
  Pair* raw = raw_.data();
  auto push = [&](int a, int b) {
    if (a != b) gen_.add(raw, &nraw, kMaxRaw, a, b, 0);
  };
  if (forced.needed > 0) {
    for (int i = 0; i < forced.count; ++i) {
      if (forced.b[i] >= 0) {
        push(forced.a[i], forced.b[i]);
        continue;
      }
      for (int j = 0; j < tc.nc; ++j) push(forced.a[i], tc.cells[j]);
    }
  } else {
    push_window_pairs(pos, tc, push);
    for (int i = 0; i < tc.nt3; ++i) {
      for (int j = 0; j < tc.nc; ++j) push(tc.t3[i], tc.cells[j]);
    }
  }
  const int need = singles_left > 0 ? 1 : 2;
  int n = 0;
  live_.begin();  // the cells recur across pairs: count from their short window lists
  for (int i = 0; i < nraw && n < kMaxMoves; ++i) {
    const int a = raw[i].a, b = raw[i].b;
    // Two stones in no common window: each new threat is a 3-window through one of them.
    const bool share = may_share_window(board, a, b);
    if (n3_[a] + n3_[b] < need && !share) continue;
    // With no common window and one cell raising no 3-window, every new threat is the other's.
    const int t = !share && (n3_[a] == 0 || n3_[b] == 0)
                      ? live_.threat_count_after_one(pos, att, n3_[a] ? a : b)
                      : live_.threat_count_after(pos, att, a, b);
    if (t < need) continue;
    Pair& p = out[n++];
    p.a = static_cast<int16_t>(a);
    p.b = static_cast<int16_t>(b);
    p.key = (int64_t(std::min(t, 3)) << kVcstThreatShift) + pos.score(att, a) + pos.score(att, b);
  }
  for (int j = 0; j < tc.nc; ++j) cand_[tc.cells[j]] = 0;
  for (int j = 0; j < tc.nt3; ++j) n3_[tc.t3[j]] = 0;
  PairGen::sort(out, n);
  // Keep every multi-threat pair and the best single_width single-threat pairs (sorted last).
  int keep = 0, singles = 0;
  for (int i = 0; i < n; ++i) {
    if ((out[i].key >> kVcstThreatShift) >= 2) {
      ++keep;
    } else if (singles < lim_.single_width) {
      ++singles;
      ++keep;
    }
  }
  return keep;
}

bool VcstSolver::attack(int depth) {
  ++nodes_;
  if (out_of_budget()) return false;
  Position& pos = *pos_;
  if (pos.threat_window_count(att_) > 0) {  // six now
    mark_threat_cells(att_);
    return true;
  }
  if (depth <= 0) return false;
  const uint64_t k = key();
  if (tt_.failed(k, depth)) return false;
  const int saved = zone_.size();
  // The forced blocks below depend on the defender's threats.
  mark_defender_windows();
  Pair* moves = &moves_[static_cast<size_t>(depth) * kMaxMoves];
  const int n = generate(att_, lim_.max_singles - singles_, moves);
  // At depth 1 nothing below reads a cell score or a shape (defend() reads the threat windows
  // and the zone, attack(0) only counts threats): the stones go down light.
  const bool light = depth == 1;
  for (int i = 0; i < n; ++i) {
    const int a = moves[i].a, b = moves[i].b;
    const bool single = (moves[i].key >> kVcstThreatShift) == 1;
    const int mark_at = zone_.size();
    pos.make_as(a, att_, light);
    pos.make_as(b, att_, light);
    singles_ += single;
    const bool win = defend(depth);
    singles_ -= single;
    pos.unmake_as(b, light);
    pos.unmake_as(a, light);
    if (win) {
      zone_.mark(a);
      zone_.mark(b);
      if (root_) {
        root_a_ = a;
        root_b_ = b;
      }
      return true;
    }
    zone_.undo_to(mark_at);
    if (aborted_) return false;
  }
  zone_.undo_to(saved);
  tt_.store_fail(k, depth);
  return false;
}

// The attacker has just played; true if every defender answer loses within depth - 1 more
// attacker turns. Marks go to the zone; the caller takes them back if this returns false.
bool VcstSolver::defend(int depth) {
  ++nodes_;
  const bool was_root = root_;
  root_ = false;
  Position& pos = *pos_;
  bool lost = pos.threat_window_count(def_) == 0;  // else the defender makes six
  const bool light = depth == 1;                   // attack(0) reads no cell score or shape
  BlockSet bs;
  if (lost) {
    // No mark_defender_windows() here: attack() marked them before this pair with the same passes,
    // and the pair only takes windows away from that set (attacker stones kill them) and cells
    // from their empties, so every cell it would mark is marked already.
    mark_threat_cells(att_);
    blocking_moves(pos, att_, &bs);
    lost = bs.needed > 0;
  }
  if (lost && bs.needed < 3) {
    // Two-stone blocks first (no free stone), skipping those that contain a single block: the
    // free-stone answers of that single cover them.
    auto single = [&](int c) {
      for (int i = 0; i < bs.count; ++i) {
        if (bs.b[i] < 0 && bs.a[i] == c) return true;
      }
      return false;
    };
    for (int i = 0; i < bs.count && lost; ++i) {
      const int a = bs.a[i], b = bs.b[i];
      if (b < 0 || single(a) || single(b)) continue;
      pos.make_as(a, def_, light);
      pos.make_as(b, def_, light);
      lost = attack(depth - 1);
      pos.unmake_as(b, light);
      pos.unmake_as(a, light);
      if (lost) {
        zone_.mark(a);
        zone_.mark(b);
      }
    }
    for (int i = 0; i < bs.count && lost; ++i) {
      if (bs.b[i] < 0) lost = defend_free(depth, bs.a[i]);
    }
  }
  root_ = was_root;
  return lost && !aborted_;
}

// The defender blocks with x and has a free stone: prove the win with the free stone passed, then
// try it on every empty cell of that proof's zone.
bool VcstSolver::defend_free(int depth, int x) {
  if (passes_ + lim_.defender_extra >= kMaxPasses) return false;
  Position& pos = *pos_;
  const bool light = depth == 1;  // attack(0) reads no cell score or shape
  pos.make_as(x, def_, light);
  zone_.mark(x);
  ++passes_;
  bool lost = attack(depth - 1);
  --passes_;
  if (lost) {
    // Snapshot: the zone grows while the free stones are tried, but only the passed proof's zone
    // needs covering.
    int16_t* ys = &free_[static_cast<size_t>(depth) * Board::kMaxCells];
    int ny = 0;
    for (int i = 0; i < zone_.size(); ++i) {
      const int c = zone_.cell(i);
      if (pos.board().empty(c)) ys[ny++] = static_cast<int16_t>(c);
    }
    for (int i = 0; i < ny && lost; ++i) {
      pos.make_as(ys[i], def_, light);
      lost = attack(depth - 1);
      pos.unmake_as(ys[i], light);
      if (lost) zone_.mark(ys[i]);
    }
  }
  pos.unmake_as(x, light);
  return lost && !aborted_;
}

void VcstSolver::start(Position& pos, Color attacker, const Limits& lim) {
  pos_ = &pos;
  att_ = attacker;
  def_ = opponent(attacker);
  lim_ = lim;
  lim_.max_depth = std::max(0, std::min(lim_.max_depth, kMaxDepth));
  lim_.max_singles = std::max(0, std::min(lim_.max_singles, kMaxPasses));
  // Passes and extra stones together stay <= 3: a window with one defender stone is the widest.
  lim_.defender_extra = std::max(0, std::min(lim_.defender_extra, 2));
  lim_.max_singles = std::min(lim_.max_singles, kMaxPasses - lim_.defender_extra);
  nodes_ = 0;
  clock_.reset();
  aborted_ = false;
  passes_ = singles_ = 0;
  zone_.undo_to(0);
}

VcstSolver::Result VcstSolver::solve(Position& pos, Color attacker, const Limits& lim) {
  start(pos, attacker, lim);
  Result r;
  for (int d = 1; d <= lim_.max_depth && !aborted_; ++d) {
    zone_.undo_to(0);
    root_ = true;
    root_a_ = root_b_ = -1;
    if (attack(d)) {
      r.win = true;
      r.depth = d;
      r.a = root_a_;
      r.b = root_b_;
      break;
    }
  }
  root_ = false;
  r.nodes = nodes_;
  r.aborted = aborted_ && !r.win;
  pos_ = nullptr;
  return r;
}

VcstSolver::Limits vcst_limits_from(const SearchParams& p, uint64_t nodes, const TimeManager* tm,
                                    double fraction) {
  VcstSolver::Limits lim;
  lim.max_depth = p.vcst_depth;
  lim.node_cap = nodes;
  lim.max_singles = p.vcst_singles;
  lim.single_width = p.vcst_width;
  lim.tm = tm;
  lim.time_fraction = fraction;
  return lim;
}

}  // namespace c6
