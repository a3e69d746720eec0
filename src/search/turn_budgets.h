// TurnBudgets: the threat solvers' node budgets for one turn, from SearchParams and the turn's
// Limits. Fixed node caps keep a depth-limited search deterministic; a turn only the clock limits
// gets a larger VCDT budget; a node limit for the turn scales every budget down with it.
#pragma once

#include <cstdint>

#include "search/params.h"
#include "search/search_report.h"

namespace c6 {

struct TurnBudgets {
  uint64_t vcdt = 0;        // our VCDT at the root
  uint64_t null_vcdt = 0;   // the opponent's VCDT if we passed
  uint64_t zone_probe = 0;  // the opponent's VCDT after a single block (its zone)
  uint64_t refute = 0;      // each root candidate against the opponent's VCDT
  uint64_t verify = 0;      // the chosen move against the opponent's VCDT
  uint64_t vcst = 0;        // the single-threat solver's: ours at the root
  uint64_t vcst_null = 0;   // ... the opponent's if we passed
  uint64_t vcst_verify = 0;
  uint64_t vcst_refute = 0;
};

// deterministic: the turn has a depth or node limit.
TurnBudgets turn_budgets(const SearchParams& p, const Limits& limits, bool deterministic);

}  // namespace c6
