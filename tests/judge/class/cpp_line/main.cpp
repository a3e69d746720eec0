// A Botzone simple I/O bot: the turn count, then requests and responses one per line.
#include <iostream>

int main() {
  int n = 0;
  std::cin >> n;
  bool used[15][15] = {};
  bool black = false;
  for (int i = 0; i < 2 * n - 1; ++i) {
    int x0, y0, x1, y1;
    std::cin >> x0 >> y0 >> x1 >> y1;
    if (i == 0) black = x0 < 0;
    if (x0 >= 0) used[x0][y0] = true;
    if (x1 >= 0) used[x1][y1] = true;
  }
  int need = (black && n == 1) ? 1 : 2, got = 0, px[2] = {-1, -1}, py[2] = {-1, -1};
  for (int k = 0; k < 225 && got < need; ++k) {
    const int x = k % 15, y = (k / 15 + (black ? 0 : 8)) % 15;
    if (!used[x][y]) px[got] = x, py[got] = y, ++got;
  }
  std::cout << px[0] << ' ' << py[0] << ' ' << px[1] << ' ' << py[1] << std::endl;
  return 0;
}
