#include "eval/line_shapes.h"

#include <algorithm>

namespace c6 {

namespace {

const char* const kClassNames[kShapeClasses] = {"dead2", "live2", "dead3",
                                                "live3", "dead4", "live4"};

// Threats on a free stretch: the fewest empty cells that hit every six-window holding 4 or more
// stones (capped at 3). Windows are intervals of equal length, so the greedy stab (take windows
// left to right, hit an unhit one at its rightmost empty cell) is optimal.
int threats_now(const std::string& v) {
  const int n = static_cast<int>(v.size());
  int count = 0, last = -1;
  for (int s = 0; s + 6 <= n; ++s) {
    if (std::count(v.begin() + s, v.begin() + s + 6, 'x') < 4 || last >= s) continue;
    int cell = -1;
    for (int k = s + 5; k >= s && cell < 0; --k)
      if (v[k] == '.') cell = k;
    if (cell < 0 || ++count >= 3) return 3;  // a six, or three blocks needed
    last = cell;
  }
  return count;
}

int lowest_bit(uint64_t x) { return __builtin_ctzll(x); }

// The bits whose stones' counted shapes a change at `bit` can alter: a stone's class reads the
// cells within 5 of it and its being counted the classes of the stones up to 5 before it, so
// only stones from 5 before the change to 10 after it.
uint64_t reach(int bit) { return uint64_t(0xFFFF) << (bit - 5); }

}  // namespace

const char* shape_class_name(int cls) {
  return cls >= 0 && cls < kShapeClasses ? kClassNames[cls] : "?";
}

void ShapeTable::threats(const std::string& view, int t[3]) {
  t[0] = threats_now(view);
  t[1] = t[2] = 0;
  std::string v = view;
  const int n = static_cast<int>(v.size());
  for (int i = 0; i < n; ++i) {
    if (v[i] != '.') continue;
    v[i] = 'x';
    t[1] = std::max(t[1], threats_now(v));
    for (int j = i + 1; j < n; ++j) {
      if (v[j] != '.') continue;
      v[j] = 'x';
      t[2] = std::max(t[2], threats_now(v));
      v[j] = '.';
    }
    v[i] = '.';
  }
}

ShapeTable::ShapeTable() {
  table_.fill(0);
  for (int before = 0; before <= 5; ++before) {
    for (int after = 0; after <= 5; ++after) {
      if (before + 1 + after < 6) continue;  // no window fits: no shape
      for (unsigned own = 0; own < (1u << after); ++own) {
        std::string v(static_cast<size_t>(before), '.');
        v += 'x';
        for (int k = 0; k < after; ++k) v += (own >> k) & 1 ? 'x' : '.';
        int t[3];
        threats(v, t);
        int cls = -1;
        if (t[0] >= 2) {
          cls = kLiveFour;
        } else if (t[0] == 1) {
          cls = kDeadFour;
        } else if (t[1] >= 2) {
          cls = kLiveThree;
        } else if (t[1] == 1) {
          cls = kDeadThree;
        } else if (t[2] >= 2) {
          cls = kLiveTwo;
        } else if (t[2] == 1) {
          cls = kDeadTwo;
        }
        table_[(before * 6 + after) * 32 + own] = static_cast<uint8_t>(cls + 1);
      }
    }
  }
  for (unsigned lb = 0; lb < 32; ++lb) {
    free_before_[lb] = static_cast<uint8_t>(lb ? 4 - (31 - __builtin_clz(lb)) : 5);
  }
  for (int before = 0; before <= 5; ++before) {
    for (unsigned rb = 0; rb < 32; ++rb) {
      const int after = lowest_bit(rb | 32u);
      for (unsigned ro = 0; ro < 32; ++ro) {
        by_bits_[before * 1024 + rb * 32 + ro] = at(before, after, ro & ((1u << after) - 1));
      }
    }
  }
}

const ShapeTable& ShapeTable::get() {
  static const ShapeTable table;  // built once, never changed
  return table;
}

uint64_t LineShapes::classify(const ShapeTable& table, uint64_t own, uint64_t block) {
  if ((own & (own - 1)) == 0) return 0;  // one stone (or none) is no shape
  // Stones already read on this line (position, class + 1), for the "stronger than every stone
  // in its free cells before it" rule. A line has at most 25 cells.
  int pos[32], cls[32], n = 0;
  uint64_t packed = 0;
  for (uint64_t rest = own; rest; rest &= rest - 1) {
    const int s = lowest_bit(rest);
    // Free cells before s: up to the nearest blocker among the 5 cells before it.
    const unsigned lb = static_cast<unsigned>(block >> (s - 5)) & 31u;
    const int before = table.free_before(lb);
    const int c = table.at_bits(lb, static_cast<unsigned>(block >> (s + 1)) & 31u,
                                static_cast<unsigned>(own >> (s + 1)) & 31u);
    int best = 0;
    for (int i = n - 1; i >= 0 && pos[i] >= s - before; --i) best = std::max(best, cls[i]);
    if (c > best) packed += uint64_t(1) << (8 * (c - 1));
    pos[n] = s;
    cls[n++] = c;
  }
  return packed;
}

LineShapes::LineShapes(const Board& b)
    : table_(&ShapeTable::get()), cells_(Board::kMaxCells, Cell{{-1, -1, -1, -1}, {0, 0, 0, 0}}) {
  for (int d = 0; d < 4; ++d) {
    const int step = b.dir(d);
    for (int idx : b.cells()) {
      if (b.at(idx - step) != kWall) continue;  // not the first cell of its line
      Line line{};
      int len = 0;
      for (int c = idx; b.at(c) != kWall; c += step, ++len) {
        cells_[c].line[d] = static_cast<int16_t>(lines_.size());
        cells_[c].bit[d] = static_cast<uint8_t>(5 + len);
      }
      line.edge = ~(((uint64_t(1) << len) - 1) << 5);
      lines_.push_back(line);
    }
  }
  reads_.assign(lines_.size(), Read{});
  deltas_.assign(size_t(b.stride()) * b.stride() * 2, ShapeDelta{});  // every padded cell index
  dirty_.fill(0);
  for (auto& t : totals_)
    for (int& v : t) v = 0;
}

void LineShapes::reread(int id, uint64_t diff) const {
  const Line& line = lines_[id];
  Read& read = reads_[id];
  // The cells whose stones' counted shapes the change can alter: for one changed cell, reach()
  // without the cell itself (a colour whose only stone there is the changed one had no shape and
  // has none); for several, every cell in reach of one of them, the changed ones included (two
  // new stones of a colour may make a shape on their own).
  uint64_t near;
  if ((diff & (diff - 1)) == 0) {
    near = reach(lowest_bit(diff)) & ~diff;
  } else {
    uint64_t m = diff | diff << 1;  // each changed bit smeared over the 16 bits from it up
    m |= m << 2;
    m |= m << 4;
    m |= m << 8;
    near = m >> 5;  // ... then moved down 5: reach() of every changed bit
  }
  for (int side = 0; side < 2; ++side) {
    if (((line.stones[side] | read.seen[side]) & near) == 0) continue;  // no stone in reach
    const uint64_t now = classify(*table_, line.stones[side], line.stones[1 - side] | line.edge);
    const uint64_t was = read.packed[side];
    if (now == was) continue;
    for (int k = 0; k < kShapeClasses; ++k) totals_[side][k] += field(now, k) - field(was, k);
    read.packed[side] = now;
  }
  read.seen[0] = line.stones[0];
  read.seen[1] = line.stones[1];
}

void LineShapes::flush() const {
  for (int w = 0; w < kDirtyWords; ++w) {
    for (uint64_t rest = dirty_[w]; rest; rest &= rest - 1) {
      const int id = w * 64 + lowest_bit(rest);
      const Line& line = lines_[id];
      const Read& read = reads_[id];
      const uint64_t diff = (line.stones[0] ^ read.seen[0]) | (line.stones[1] ^ read.seen[1]);
      if (diff) reread(id, diff);  // else every change since the last read was taken back
    }
    dirty_[w] = 0;
  }
}

void LineShapes::recompute(const Board& board) {
  ++version_;
  for (Line& line : lines_) line.stones[0] = line.stones[1] = 0;
  for (Read& read : reads_) read = Read{};
  dirty_.fill(0);
  for (auto& t : totals_)
    for (int& v : t) v = 0;
  for (int idx : board.cells()) {
    const Color c = board.at(idx);
    if (c != kBlack && c != kWhite) continue;
    for (int d = 0; d < 4; ++d)
      lines_[cells_[idx].line[d]].stones[c - 1] |= uint64_t(1) << cells_[idx].bit[d];
  }
  for (size_t id = 0; id < lines_.size(); ++id) {
    const Line& line = lines_[id];
    Read& read = reads_[id];
    for (int side = 0; side < 2; ++side) {
      read.packed[side] = classify(*table_, line.stones[side], line.stones[1 - side] | line.edge);
      for (int k = 0; k < kShapeClasses; ++k) totals_[side][k] += field(read.packed[side], k);
      read.seen[side] = line.stones[side];
    }
  }
}

void LineShapes::counts_after(int a, int b, int side, int out[2][kShapeClasses]) const {
  sync();
  const ShapeDelta& da = delta(a, side);
  for (int s = 0; s < 2; ++s)
    for (int k = 0; k < kShapeClasses; ++k) out[s][k] = totals_[s][k] + da.sum[s][k];
  if (b < 0) return;
  const ShapeDelta& db = delta(b, side);
  for (int s = 0; s < 2; ++s)
    for (int k = 0; k < kShapeClasses; ++k) out[s][k] += db.sum[s][k];
  // Two cells share at most one line: there the stones count together, not one by one.
  const Cell& ca = cells_[a];
  const Cell& cb = cells_[b];
  for (int d = 0; d < 4; ++d) {
    if (ca.line[d] != cb.line[d]) continue;
    for (int s = 0; s < 2; ++s)
      for (int k = 0; k < kShapeClasses; ++k) out[s][k] -= da.dir[d][s][k] + db.dir[d][s][k];
    add_line_change(ca.line[d], ca.bit[d], cb.bit[d], side, out);
    break;
  }
}

const ShapeDelta& LineShapes::delta(int idx, int side) const {
  ShapeDelta& e = deltas_[static_cast<size_t>(idx) * 2 + side];
  if (e.stamp == version_) return e;
  e.stamp = version_;
  const Cell& cell = cells_[idx];
  for (int s = 0; s < 2; ++s)
    for (int k = 0; k < kShapeClasses; ++k) e.sum[s][k] = 0;
  for (int d = 0; d < 4; ++d) {
    int one[2][kShapeClasses] = {};
    add_line_change(cell.line[d], cell.bit[d], -1, side, one);
    for (int s = 0; s < 2; ++s) {
      for (int k = 0; k < kShapeClasses; ++k) {
        e.dir[d][s][k] = static_cast<int8_t>(one[s][k]);  // a line holds at most 25 stones
        e.sum[s][k] = static_cast<int16_t>(e.sum[s][k] + one[s][k]);
      }
    }
  }
  return e;
}

void LineShapes::add_line_change(int id, int bit_a, int bit_b, int side,
                                 int out[2][kShapeClasses]) const {
  const Line& line = lines_[id];
  const Read& read = reads_[id];
  uint64_t st[2] = {line.stones[0], line.stones[1]};
  const uint64_t bit = uint64_t(1) << bit_a;
  st[side] |= bit;
  uint64_t near = reach(bit_a) & ~bit;
  bool pair = false;  // both new stones on this line: they may make a shape on their own
  if (bit_b >= 0) {
    const uint64_t bb = uint64_t(1) << bit_b;
    st[side] |= bb;
    near = (near | reach(bit_b)) & ~(bit | bb);
    pair = true;
  }
  for (int s = 0; s < 2; ++s) {
    // No stone of that colour in reach (besides the new ones): its shapes are unchanged.
    if ((st[s] & near) == 0 && !(pair && s == side)) continue;
    const uint64_t now = classify(*table_, st[s], st[1 - s] | line.edge);
    const uint64_t was = read.packed[s];
    if (now == was) continue;
    for (int k = 0; k < kShapeClasses; ++k) out[s][k] += field(now, k) - field(was, k);
  }
}

bool LineShapes::same(const LineShapes& o, std::string* why) const {
  sync();
  o.sync();
  for (size_t i = 0; i < lines_.size(); ++i) {
    for (int s = 0; s < 2; ++s) {
      if (lines_[i].stones[s] != o.lines_[i].stones[s] ||
          reads_[i].seen[s] != lines_[i].stones[s] ||
          reads_[i].packed[s] != o.reads_[i].packed[s]) {
        if (why) *why = "line " + std::to_string(i) + " shapes";
        return false;
      }
    }
  }
  for (int s = 0; s < 2; ++s) {
    for (int k = 0; k < kShapeClasses; ++k) {
      if (totals_[s][k] != o.totals_[s][k]) {
        if (why) *why = std::string("shape count ") + shape_class_name(k);
        return false;
      }
    }
  }
  return true;
}

}  // namespace c6
