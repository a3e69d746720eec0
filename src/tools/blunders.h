// `c6bot analyze --blunders LOG.jsonl...`: reads c6judge game logs, runs the LossAnalyzer on each
// game the chosen side lost, prints one line per game and a summary, and optionally writes the
// decisive positions as a regression suite (JSONL, one position per line) and a markdown report.
// All file and console IO of the analysis lives here; the analysis itself is
// src/tools/loss_analysis.h.
#pragma once

#include <string>
#include <vector>

#include "tools/judge_log.h"
#include "tools/loss_analysis.h"

namespace c6 {

// args: the analyze arguments (the --blunders flag may be among them). Returns the exit code:
// 0 done, 2 bad usage or unreadable input.
int blunders_main(const std::vector<std::string>& args);

// One regression-suite line for a decided finding: the position before the decisive turn (its
// turns from the empty board), the side to move, the played pair, the proof length, the
// alternatives checked / refuted / not refuted.
std::string loss_suite_line(const JudgeLogGame& g, const std::string& source,
                            const std::string& side, const LossFinding& f);

}  // namespace c6
