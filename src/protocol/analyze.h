// `c6bot analyze`: a position (Botzone JSON, SGF, or a text diagram) -> best move, score, PV,
// threats of each side, VCDT found or not; --scores prints the per-cell score grid.
#pragma once

#include <string>
#include <vector>

namespace c6 {

int analyze_main(const std::vector<std::string>& args);

}  // namespace c6
