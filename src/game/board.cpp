#include "game/board.h"

#include "core/coords.h"

namespace c6 {

Board::Board(int size) : size_(size), stride_(size + 2 * kPad) {
  dirs_[0] = 1;
  dirs_[1] = stride_;
  dirs_[2] = stride_ + 1;
  dirs_[3] = stride_ - 1;
  cell_.fill(kWall);
  for (int y = 0; y < size_; ++y) {
    for (int x = 0; x < size_; ++x) {
      const int idx = index(Point(x, y));
      cell_[idx] = kEmpty;
      cells_.push_back(idx);
    }
  }
}

int Board::run_length(int idx, int d) const {
  const uint8_t c = cell_[idx];
  const int step = dirs_[d];
  int n = 1;
  for (int i = idx + step; cell_[i] == c; i += step) ++n;
  for (int i = idx - step; cell_[i] == c; i -= step) ++n;
  return n;
}

bool Board::makes_six(int idx) const {
  for (int d = 0; d < 4; ++d) {
    if (run_length(idx, d) >= 6) return true;
  }
  return false;
}

bool Board::six_possible() const {
  for (int idx : cells_) {
    for (int d = 0; d < 4; ++d) {
      // Colours seen in the six cells from idx along d, as bits 1 << Color; a wall (off the
      // board: the padding is as wide as a window's reach) rules the window out.
      unsigned seen = 0;
      for (int k = 0; k < 6; ++k) seen |= 1u << cell_[idx + k * dirs_[d]];
      const bool walled = (seen & (1u << kWall)) != 0;
      const bool both = (seen & (1u << kBlack)) != 0 && (seen & (1u << kWhite)) != 0;
      if (!walled && !both) return true;
    }
  }
  return false;
}

std::string Board::to_string(const std::vector<Point>& marks) const {
  std::string s = "    ";
  for (int x = 0; x < size_; ++x) {
    s += coords::column_label(x);
    s += ' ';
  }
  s += '\n';
  for (int y = 0; y < size_; ++y) {
    const std::string num = std::to_string(y + 1);
    s += std::string(3 - num.size(), ' ') + num + ' ';
    for (int x = 0; x < size_; ++x) {
      const Color c = at(Point(x, y));
      bool marked = false;
      for (Point m : marks) marked = marked || m == Point(x, y);
      char ch = c == kBlack ? 'X' : c == kWhite ? 'O' : '.';
      if (marked && c != kEmpty) ch = static_cast<char>(ch == 'X' ? 'x' : 'o');
      s += ch;
      s += ' ';
    }
    s.back() = '\n';
  }
  return s;
}

}  // namespace c6
