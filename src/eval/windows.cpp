#include "eval/windows.h"

namespace c6 {

WindowTable::WindowTable(const Board& geometry)
    : through_(Board::kMaxCells * kMaxPerCell, -1), through_count_(Board::kMaxCells, 0) {
  const int n = geometry.size();
  // Direction d steps (dx, dy): a window starting at (x, y) fits if its last cell is on board.
  static const int kDx[4] = {1, 0, 1, -1};
  static const int kDy[4] = {0, 1, 1, 1};
  for (int d = 0; d < 4; ++d) {
    for (int y = 0; y < n; ++y) {
      for (int x = 0; x < n; ++x) {
        const Point last(x + 5 * kDx[d], y + 5 * kDy[d]);
        if (!geometry.inside(last)) continue;
        Window w;
        w.dir = static_cast<uint8_t>(d);
        for (int k = 0; k < 6; ++k) {
          w.cell[k] = static_cast<int16_t>(geometry.index(Point(x + k * kDx[d], y + k * kDy[d])));
        }
        const int id = static_cast<int>(windows_.size());
        windows_.push_back(w);
        for (int k = 0; k < 6; ++k) {
          const int c = w.cell[k];
          through_[c * kMaxPerCell + through_count_[c]++] = static_cast<int16_t>(id);
        }
      }
    }
  }
}

}  // namespace c6
