# A Botzone simple I/O bot in Python 3, split over two files as students do.
import sys

from board import first_empty

tokens = sys.stdin.read().split()
n = int(tokens[0])
moves = [[int(t) for t in tokens[1 + 4 * i:5 + 4 * i]] for i in range(2 * n - 1)]
black = moves[0][0] < 0
used = set()
for x0, y0, x1, y1 in moves:
    if x0 >= 0:
        used.add((x0, y0))
    if x1 >= 0:
        used.add((x1, y1))
pick = first_empty(used, 1 if black and n == 1 else 2, 0 if black else 8) + [(-1, -1)]
print(pick[0][0], pick[0][1], pick[1][0], pick[1][1])
