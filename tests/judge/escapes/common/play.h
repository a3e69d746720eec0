/* The legal play every escape student makes after its attempt (Botzone simple I/O, the same quick
   strategy as the class in tests/judge/class). The test copies this file into each student. */
#include <stdio.h>

static int play(void) {
  int n = 0, used[15][15] = {{0}}, black = 0, i, k;
  if (scanf("%d", &n) != 1) return 1;
  for (i = 0; i < 2 * n - 1; ++i) {
    int x0, y0, x1, y1;
    if (scanf("%d %d %d %d", &x0, &y0, &x1, &y1) != 4) return 1;
    if (i == 0) black = x0 < 0;
    if (x0 >= 0) used[x0][y0] = 1;
    if (x1 >= 0) used[x1][y1] = 1;
  }
  int need = (black && n == 1) ? 1 : 2, got = 0, px[2] = {-1, -1}, py[2] = {-1, -1};
  for (k = 0; k < 225 && got < need; ++k) {
    int x = k % 15, y = (k / 15 + (black ? 0 : 8)) % 15;
    if (!used[x][y]) px[got] = x, py[got] = y, ++got;
  }
  printf("%d %d %d %d\n", px[0], py[0], px[1], py[1]);
  fflush(stdout);
  return 0;
}
