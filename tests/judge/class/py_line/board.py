# The helper module of py_line: the first empty cells in reading order from row `row`.
def first_empty(used, need, row):
    cells = [(k % 15, (k // 15 + row) % 15) for k in range(225)]
    return [c for c in cells if c not in used][:need]
