/* A Botzone simple I/O bot in C that dies from its second turn on (turn 3 as Black). */
#include <stdio.h>

int main(void) {
  int n = 0, used[15][15] = {{0}}, black = 0, i, k;
  if (scanf("%d", &n) != 1) return 1;
  for (i = 0; i < 2 * n - 1; ++i) {
    int x0, y0, x1, y1;
    if (scanf("%d %d %d %d", &x0, &y0, &x1, &y1) != 4) return 1;
    if (i == 0) black = x0 < 0;
    if (x0 >= 0) used[x0][y0] = 1;
    if (x1 >= 0) used[x1][y1] = 1;
  }
  if (n >= 2) {
    volatile int* p = 0;
    *p = 1; /* SIGSEGV */
  }
  int need = (black && n == 1) ? 1 : 2, got = 0, px[2] = {-1, -1}, py[2] = {-1, -1};
  for (k = 0; k < 225 && got < need; ++k) {
    int x = k % 15, y = (k / 15 + (black ? 0 : 8)) % 15;
    if (!used[x][y]) px[got] = x, py[got] = y, ++got;
  }
  printf("%d %d %d %d\n", px[0], py[0], px[1], py[1]);
  return 0;
}
