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
}

const ShapeTable& ShapeTable::get() {
  static const ShapeTable table;  // built once, never changed
  return table;
}

uint64_t LineShapes::classify_line(uint64_t own, uint64_t block) {
  if ((own & (own - 1)) == 0) return 0;  // one stone (or none) is no shape
  const ShapeTable& table = ShapeTable::get();
  // Stones already read on this line (position, class + 1), for the "stronger than every stone
  // in its free cells before it" rule. A line has at most 25 cells.
  int pos[32], cls[32], n = 0;
  uint64_t packed = 0;
  for (uint64_t rest = own; rest; rest &= rest - 1) {
    const int s = lowest_bit(rest);
    // Free cells before s: up to the nearest blocker among the 5 cells before it.
    const unsigned lb = static_cast<unsigned>(block >> (s - 5)) & 31u;
    const int before = lb ? 4 - (31 - __builtin_clz(lb)) : 5;
    const unsigned rb = static_cast<unsigned>(block >> (s + 1)) & 31u;
    const int after = lowest_bit(rb | 32u);
    const unsigned ro = static_cast<unsigned>(own >> (s + 1)) & ((1u << after) - 1);
    const int c = table.at(before, after, ro);
    int best = 0;
    for (int i = n - 1; i >= 0 && pos[i] >= s - before; --i) best = std::max(best, cls[i]);
    if (c > best) packed += uint64_t(1) << (8 * (c - 1));
    pos[n] = s;
    cls[n++] = c;
  }
  return packed;
}

LineShapes::LineShapes(const Board& b)
    : line_of_(Board::kMaxCells, std::array<int16_t, 4>{{-1, -1, -1, -1}}),
      bit_of_(Board::kMaxCells, std::array<uint8_t, 4>{{0, 0, 0, 0}}) {
  for (int d = 0; d < 4; ++d) {
    const int step = b.dir(d);
    for (int idx : b.cells()) {
      if (b.at(idx - step) != kWall) continue;  // not the first cell of its line
      Line line{};
      int len = 0;
      for (int c = idx; b.at(c) != kWall; c += step, ++len) {
        line_of_[c][d] = static_cast<int16_t>(lines_.size());
        bit_of_[c][d] = static_cast<uint8_t>(5 + len);
      }
      line.edge = ~(((uint64_t(1) << len) - 1) << 5);
      lines_.push_back(line);
    }
  }
  for (auto& t : totals_)
    for (int& v : t) v = 0;
}

void LineShapes::rescore(Line* line, uint64_t near) {
  for (int side = 0; side < 2; ++side) {
    if ((line->stones[side] & near) == 0) continue;  // no stone of that colour in reach
    const uint64_t now = classify_line(line->stones[side], line->stones[1 - side] | line->edge);
    const uint64_t was = line->packed[side];
    if (now == was) continue;
    for (int k = 0; k < kShapeClasses; ++k) totals_[side][k] += field(now, k) - field(was, k);
    line->packed[side] = now;
  }
}

void LineShapes::change(int idx, int side, bool on) {
  for (int d = 0; d < 4; ++d) {
    Line& line = lines_[line_of_[idx][d]];
    const uint64_t bit = uint64_t(1) << bit_of_[idx][d];
    if (on) {
      line.stones[side] |= bit;
    } else {
      line.stones[side] &= ~bit;
    }
    rescore(&line, reach(bit_of_[idx][d]) & ~bit);
  }
}

void LineShapes::recompute(const Board& board) {
  for (Line& line : lines_) line.stones[0] = line.stones[1] = line.packed[0] = line.packed[1] = 0;
  for (auto& t : totals_)
    for (int& v : t) v = 0;
  for (int idx : board.cells()) {
    const Color c = board.at(idx);
    if (c != kBlack && c != kWhite) continue;
    for (int d = 0; d < 4; ++d)
      lines_[line_of_[idx][d]].stones[c - 1] |= uint64_t(1) << bit_of_[idx][d];
  }
  for (Line& line : lines_) rescore(&line, ~uint64_t(0));
}

void LineShapes::counts_after(int a, int b, int side, int out[2][kShapeClasses]) const {
  for (int s = 0; s < 2; ++s)
    for (int k = 0; k < kShapeClasses; ++k) out[s][k] = totals_[s][k];
  int done[8], nd = 0;
  for (int i = 0; i < 2; ++i) {
    const int cell = i == 0 ? a : b;
    if (cell < 0) continue;
    for (int d = 0; d < 4; ++d) {
      const int id = line_of_[cell][d];
      if (std::find(done, done + nd, id) != done + nd) continue;  // a and b on one line
      done[nd++] = id;
      const Line& line = lines_[id];
      uint64_t st[2] = {line.stones[0], line.stones[1]};
      const uint64_t bit = uint64_t(1) << bit_of_[cell][d];
      st[side] |= bit;
      uint64_t near = reach(bit_of_[cell][d]) & ~bit;
      bool pair = false;  // both new stones on this line: they may make a shape on their own
      if (b >= 0 && i == 0 && line_of_[b][d] == id) {
        const uint64_t bit_b = uint64_t(1) << bit_of_[b][d];
        st[side] |= bit_b;
        near = (near | reach(bit_of_[b][d])) & ~(bit | bit_b);
        pair = true;
      }
      for (int s = 0; s < 2; ++s) {
        // No stone of that colour in reach (besides the new ones): its shapes are unchanged.
        if ((st[s] & near) == 0 && !(pair && s == side)) continue;
        const uint64_t now = classify_line(st[s], st[1 - s] | line.edge);
        const uint64_t was = line.packed[s];
        if (now == was) continue;
        for (int k = 0; k < kShapeClasses; ++k) out[s][k] += field(now, k) - field(was, k);
      }
    }
  }
}

bool LineShapes::same(const LineShapes& o, std::string* why) const {
  for (size_t i = 0; i < lines_.size(); ++i) {
    for (int s = 0; s < 2; ++s) {
      if (lines_[i].stones[s] != o.lines_[i].stones[s] ||
          lines_[i].packed[s] != o.lines_[i].packed[s]) {
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
