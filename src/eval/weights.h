// Weight tables: data that turns window counts into per-cell scores, selectable by name.
//
// For a window that is live for colour c (no opponent stone) and holds k stones of c, every cell
// of the window gains own[k] in c's score and opp[k] in the opponent's score (the value of
// blocking it). Tables are immutable constants.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace c6 {

struct WeightTable {
  const char* name;
  const char* description;
  int64_t own[7];
  int64_t opp[7];
};

// nullptr if no table has that name.
const WeightTable* find_weights(const std::string& name);
// Every table, for --help and tests.
std::vector<const WeightTable*> all_weights();

}  // namespace c6
