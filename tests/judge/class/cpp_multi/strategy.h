// The strategy of cpp_multi, in its own file as a student's project would have it.
#pragma once

// Fills px/py with the first `need` empty cells in reading order from row `row`.
void first_empty(const bool used[15][15], int need, int row, int px[2], int py[2]);
