"""The board's 8 symmetries, shared by the Python tools in this folder (imported by scripts run
from here: a script's own folder is on Python's import path)."""


def symmetries(n):
    """The 8 maps of an n x n board onto itself, the identity first."""
    m = n - 1
    return [lambda x, y: (x, y), lambda x, y: (m - x, y), lambda x, y: (x, m - y),
            lambda x, y: (m - x, m - y), lambda x, y: (y, x), lambda x, y: (m - y, x),
            lambda x, y: (y, m - x), lambda x, y: (m - y, m - x)]


def canonical(black, white, syms):
    """One key for a position under the maps `syms`: the least of its (black, white) sorted
    stone tuples over them, so that one position reached in two frames gives one key."""
    return min((tuple(sorted(f(*p) for p in black)), tuple(sorted(f(*p) for p in white)))
               for f in syms)
