#include "strategy.h"

void first_empty(const bool used[15][15], int need, int row, int px[2], int py[2]) {
  int got = 0;
  px[0] = px[1] = py[0] = py[1] = -1;
  for (int k = 0; k < 225 && got < need; ++k) {
    const int x = k % 15, y = (k / 15 + row) % 15;
    if (!used[x][y]) px[got] = x, py[got] = y, ++got;
  }
}
