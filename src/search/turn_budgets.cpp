#include "search/turn_budgets.h"

#include <algorithm>

namespace c6 {

TurnBudgets turn_budgets(const SearchParams& p, const Limits& limits, bool deterministic) {
  TurnBudgets b;
  b.vcdt = deterministic ? p.vcdt_nodes : static_cast<uint64_t>(p.vcdt_timed_mult) * p.vcdt_nodes;
  b.null_vcdt = p.null_vcdt_nodes;
  b.refute = p.refute_nodes;
  b.verify = p.verify_nodes;
  if (limits.nodes > 0) {
    b.vcdt = std::min(b.vcdt, limits.nodes / p.vcdt_limit_div + 1);
    b.null_vcdt = std::min(b.null_vcdt, limits.nodes / p.null_limit_div + 1);
    b.refute = std::min(b.refute, limits.nodes / p.refute_limit_div + 50);
    b.verify = std::min(b.verify, limits.nodes / p.verify_limit_div + 50);
  }
  b.zone_probe = b.null_vcdt / p.zone_probe_div + 1;
  b.vcst = p.vcst_nodes;
  b.vcst_refute = p.vcst_refute_nodes;
  b.vcst_null = p.vcst_null_nodes;
  b.vcst_verify = p.vcst_verify_nodes;
  if (limits.nodes > 0) {
    b.vcst = std::min(b.vcst, limits.nodes / p.vcst_limit_div + 1);
    b.vcst_null = std::min(b.vcst_null, limits.nodes / p.vcst_limit_div + 1);
    b.vcst_verify = std::min(b.vcst_verify, limits.nodes / p.vcst_limit_div + 1);
    b.vcst_refute = std::min(b.vcst_refute, limits.nodes / p.vcst_limit_div + 1);
  }
  return b;
}

}  // namespace c6
