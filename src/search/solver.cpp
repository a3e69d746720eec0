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
      moves_(static_cast<size_t>(kMaxDepth + 2) * kMaxMoves) {}

void Solver::clear_tt() {
  tt_.clear();
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
  return gen_.generate(pos, attacker, buf, kMaxMoves, 1, focus) > 0;
}

int Solver::triple_pairs(Position& pos, Color attacker, Pair* out, int max, int limit,
                         const uint8_t* focus) {
  return gen_.generate(pos, attacker, out, max, limit, focus);
}

int Solver::threat_pairs(Position& pos, Color att, Pair* out, int max) {
  return gen_.generate(pos, att, out, max, 0);
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
    if (e.win_depth1 > 0 && e.win_depth1 <= depth + 1 && !collect_) {
      if (ply_root_) {
        root_a_ = e.a;
        root_b_ = e.b;
      }
      return true;
    }
    if (e.fail_depth1 > depth) return false;
  }
  Pair* moves = &moves_[static_cast<size_t>(depth) * kMaxMoves];
  const int n = threat_pairs(pos, att_, moves, kMaxMoves);
  // At depth 1 nothing below reads a cell score or a shape (defend() reads the threat windows,
  // attack(0) only counts them): the stones go down light, a third of a full make's work.
  const bool light = depth == 1;
  for (int i = 0; i < n; ++i) {
    const int a = moves[i].a, b = moves[i].b;
    pos.make_as(a, att_, light);
    pos.make_as(b, att_, light);
    const bool three = moves[i].key >= (int64_t(1) << 50);
    const bool win = three || defend(depth);
    if (win && collect_) {
      zone_[a] = zone_[b] = 1;
      mark_threat_cells(att_);
    }
    pos.unmake_as(b, light);
    pos.unmake_as(a, light);
    if (win) {
      Entry& s = tt_[k & tt_mask_];
      if (s.key != k) s = Entry();
      s.key = k;
      if (s.win_depth1 == 0 || s.win_depth1 > depth + 1)
        s.win_depth1 = static_cast<int8_t>(depth + 1);
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
  if (s.fail_depth1 < depth + 1) s.fail_depth1 = static_cast<int8_t>(depth + 1);
  return false;
}

bool Solver::defend(int depth) {
  ++nodes_;
  const bool was_root = ply_root_;
  ply_root_ = false;
  BlockSet bs;
  blocking_moves(*pos_, att_, &bs);
  const bool light = depth == 1;  // attack(0) reads no cell score or shape
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
      pos_->make_as(a, def_, light);
      pos_->make_as(b, def_, light);
      lost = attack(depth - 1);
      pos_->unmake_as(b, light);
      pos_->unmake_as(a, light);
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
