#include "search/turn_budgets.h"

#include <algorithm>
#include <initializer_list>

namespace c6 {

TurnBudgets turn_budgets(const SearchParams& p, const Limits& limits, bool deterministic) {
  TurnBudgets b;
  b.vcdt = deterministic ? p.vcdt_nodes : static_cast<uint64_t>(p.vcdt_timed_mult) * p.vcdt_nodes;
  b.null_vcdt = p.null_vcdt_nodes;
  b.refute = p.refute_nodes;
  b.verify = p.verify_nodes;
  b.vcst = p.vcst_nodes;
  b.vcst_refute = p.vcst_refute_nodes;
  b.vcst_null = p.vcst_null_nodes;
  b.vcst_verify = p.vcst_verify_nodes;
  if (limits.nodes > 0) {
    // Each budget at most limits.nodes / div + extra.
    const auto cap = [&](uint64_t* budget, int div, uint64_t extra) {
      *budget = std::min(*budget, limits.nodes / div + extra);
    };
    cap(&b.vcdt, p.vcdt_limit_div, 1);
    cap(&b.null_vcdt, p.null_limit_div, 1);
    cap(&b.refute, p.refute_limit_div, 50);
    cap(&b.verify, p.verify_limit_div, 50);
    for (uint64_t* v : {&b.vcst, &b.vcst_null, &b.vcst_verify, &b.vcst_refute})
      cap(v, p.vcst_limit_div, 1);
  }
  b.zone_probe = b.null_vcdt / p.zone_probe_div + 1;
  return b;
}

}  // namespace c6
