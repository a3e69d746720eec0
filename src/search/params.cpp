#include "search/params.h"

#include <cmath>
#include <cstdio>
#include <cstdlib>

namespace c6 {

namespace {

// One row per knob. Exactly one member pointer is set (its type is the knob's type; `w` is an
// element of a leaf-weight table). Ranges keep every value safe (buffers are sized for the maxima:
// PairGen::kMaxTop cells, kMaxPairs pairs, Solver::kMaxDepth turns, kMaxFreeK cells and kMaxMoves
// pairs; leaf weights of at most kMaxWeight keep any static score far below the win scores) and a
// node budget of 0 (unlimited for the solver) out of reach.
struct ParamRow {
  const char* name;
  int SearchParams::*i;
  double SearchParams::*d;
  uint64_t SearchParams::*u;
  bool SearchParams::*b;
  double min;
  double max;
  const char* meaning;
  int (SearchParams::*w)[6] = nullptr;  // a leaf weight: element `k` of this table
  int k = 0;
};

constexpr double kMaxNodes = 1e9;
constexpr double kMaxWeight = 400;  // x 1,800 windows (25x25, each live for one colour) < kWinBound
// Line-shape weights: a live three of the side to move is fitted near 600, on 15x15 games alone
// near 1,750. Shape counts have no small bound (a stone heads at most one shape per line), so
// LeafEval::evaluate_live clamps the static score inside the win bounds instead.
constexpr double kMaxShapeWeight = 2000;
// Contempt adds up to this per window on top of its weight: (400 + 150) x 1,800 < kWinBound.
constexpr double kMaxContempt = 150;

// A leaf-weight row: element k of one of the two weight tables.
constexpr ParamRow weight_row(const char* name, int (SearchParams::*table)[6], int k,
                              const char* meaning) {
  return {name, nullptr, nullptr, nullptr, nullptr, -kMaxWeight, kMaxWeight, meaning, table, k};
}

// A shape-weight row: class k (ShapeClass) of shape_mover or shape_other.
constexpr ParamRow shape_row(const char* name, int (SearchParams::*table)[6], int k,
                             const char* meaning) {
  return {name,    nullptr, nullptr, nullptr, nullptr, -kMaxShapeWeight, kMaxShapeWeight,
          meaning, table,   k};
}

const ParamRow kSearchParamTable[] = {
    {"k1", &SearchParams::k1, nullptr, nullptr, nullptr, 1, 40, "first stones per interior node"},
    {"k2", &SearchParams::k2, nullptr, nullptr, nullptr, 1, 40, "second stones per first stone"},
    {"root_k1", &SearchParams::root_k1, nullptr, nullptr, nullptr, 1, 40,
     "first stones at the root"},
    {"root_k2", &SearchParams::root_k2, nullptr, nullptr, nullptr, 1, 40,
     "second stones per first stone at the root"},
    {"reply_k1", &SearchParams::reply_k1, nullptr, nullptr, nullptr, 1, 40,
     "first stones of the opponent's replies to a root candidate (ply 1)"},
    {"reply_k2", &SearchParams::reply_k2, nullptr, nullptr, nullptr, 1, 40,
     "second stones per first stone in those replies"},
    {"short_turn_ms", &SearchParams::short_turn_ms, nullptr, nullptr, nullptr, 0, 60000,
     "turns the clock alone limits to under this many ms use short_reply_k1/k2 (0 = never)"},
    {"short_reply_k1", &SearchParams::short_reply_k1, nullptr, nullptr, nullptr, 1, 40,
     "reply_k1 in such a short turn"},
    {"short_reply_k2", &SearchParams::short_reply_k2, nullptr, nullptr, nullptr, 1, 40,
     "reply_k2 in such a short turn"},
    {"free_k", &SearchParams::free_k, nullptr, nullptr, nullptr, 1, 40,
     "free stones tried after a single-cell block"},
    {"qfree_k", &SearchParams::qfree_k, nullptr, nullptr, nullptr, 1, 40,
     "the same beyond the horizon (forced extension)"},
    {"threat_k", &SearchParams::threat_k, nullptr, nullptr, nullptr, 0, 320,
     "double-threat pairs tried first at an interior node"},
    {"threat_depth", &SearchParams::threat_depth, nullptr, nullptr, nullptr, 1, 64,
     "... at nodes with at least this many turns left"},
    {"order_depth", &SearchParams::order_depth, nullptr, nullptr, nullptr, 0, 64,
     "nodes with at least this many turns left rank their pairs by the leaf score after each "
     "(windows and line shapes) instead of the cell scores (0 = never)"},
    {"root_threats", &SearchParams::root_threats, nullptr, nullptr, nullptr, 0, 400,
     "our double-threat pairs added to the root candidates"},
    {"zone_first", &SearchParams::zone_first, nullptr, nullptr, nullptr, 0, 40,
     "zone cells paired at the root when the opponent threatens a VCDT"},
    {"zone_second", &SearchParams::zone_second, nullptr, nullptr, nullptr, 0, 40,
     "best second stones paired with each such zone cell"},
    {"block_zone_k", &SearchParams::block_zone_k, nullptr, nullptr, nullptr, 0, 40,
     "zone cells offered as the free stone of a single-cell root block"},
    {"root_shape_pairs", &SearchParams::root_shape_pairs, nullptr, nullptr, nullptr, 0, 64,
     "root pairs added by their leaf score (windows and line shapes; 0 = off)"},
    {"root_shape_pool", &SearchParams::root_shape_pool, nullptr, nullptr, nullptr, 2, 40,
     "best cells (zone cells under a threat) whose pairs are scored that way"},
    {"qdepth", &SearchParams::qdepth, nullptr, nullptr, nullptr, 0, 40,
     "turns of forced replies searched past the horizon"},
    {"leaf_triples", nullptr, nullptr, nullptr, &SearchParams::leaf_triples, 0, 1,
     "1 = test horizon leaves for a three-threat pair"},
    {"lmr_depth", &SearchParams::lmr_depth, nullptr, nullptr, nullptr, 0, 64,
     "late move reduction at nodes with this many turns left (0 = off)"},
    {"lmr_after", &SearchParams::lmr_after, nullptr, nullptr, nullptr, 0, 320,
     "quiet pairs searched unreduced before reductions start"},
    {"lmr_ply", &SearchParams::lmr_ply, nullptr, nullptr, nullptr, 1, 64,
     "late move reduction only at nodes at least this many plies below the root"},
    {"lmr_threats", nullptr, nullptr, nullptr, &SearchParams::lmr_threats, 0, 1,
     "1 = late pairs that make a threat are reduced too; 0 = they are searched in full"},
    {"lmr_deep_after", &SearchParams::lmr_deep_after, nullptr, nullptr, nullptr, 0, 320,
     "quiet pairs from this one on are reduced by two turns, not one (0 = never)"},
    weight_row("mover_w1", &SearchParams::mover_w, 1,
               "leaf weight of a live window with 1 stone of the side to move"),
    weight_row("mover_w2", &SearchParams::mover_w, 2,
               "leaf weight of a live window with 2 stones of the side to move"),
    weight_row("mover_w3", &SearchParams::mover_w, 3,
               "leaf weight of a live window with 3 stones of the side to move"),
    weight_row("other_w1", &SearchParams::other_w, 1,
               "leaf weight of a live window with 1 stone of the other side"),
    weight_row("other_w2", &SearchParams::other_w, 2,
               "leaf weight of a live window with 2 stones of the other side"),
    weight_row("other_w3", &SearchParams::other_w, 3,
               "leaf weight of a live window with 3 stones of the other side"),
    weight_row("other_w4", &SearchParams::other_w, 4,
               "leaf weight of a live window with 4 stones of the other side"),
    weight_row("other_w5", &SearchParams::other_w, 5,
               "leaf weight of a live window with 5 stones of the other side"),
    {"contempt", &SearchParams::contempt, nullptr, nullptr, nullptr, 0, kMaxContempt,
     "leaf bonus for the root side per window live for one side with 2-5 stones (0 = off)"},
    {"contempt_max_size", &SearchParams::contempt_max_size, nullptr, nullptr, nullptr, 6, 26,
     "contempt applies on boards of at most this size"},
    {"early_stones", &SearchParams::early_stones, nullptr, nullptr, nullptr, 0, 625,
     "leaves with at most this many stones use the early_* weights (0 = never)"},
    {"early_min_size", &SearchParams::early_min_size, nullptr, nullptr, nullptr, 6, 26,
     "... on boards of at least this size (26 = never)"},
    weight_row("early_mover_w1", &SearchParams::early_mover_w, 1,
               "early-game mover_w1 (see early_stones)"),
    weight_row("early_mover_w2", &SearchParams::early_mover_w, 2,
               "early-game mover_w2 (see early_stones)"),
    weight_row("early_mover_w3", &SearchParams::early_mover_w, 3,
               "early-game mover_w3 (see early_stones)"),
    weight_row("early_other_w1", &SearchParams::early_other_w, 1,
               "early-game other_w1 (see early_stones)"),
    weight_row("early_other_w2", &SearchParams::early_other_w, 2,
               "early-game other_w2 (see early_stones)"),
    weight_row("early_other_w3", &SearchParams::early_other_w, 3,
               "early-game other_w3 (see early_stones)"),
    shape_row("shape_mover_dead2", &SearchParams::shape_mover, 0,
              "leaf weight of a line shape of the side to move: dead two"),
    shape_row("shape_mover_live2", &SearchParams::shape_mover, 1,
              "leaf weight of a line shape of the side to move: live two"),
    shape_row("shape_mover_dead3", &SearchParams::shape_mover, 2,
              "leaf weight of a line shape of the side to move: dead three"),
    shape_row("shape_mover_live3", &SearchParams::shape_mover, 3,
              "leaf weight of a line shape of the side to move: live three"),
    shape_row("shape_mover_dead4", &SearchParams::shape_mover, 4,
              "leaf weight of a line shape of the side to move: dead four"),
    shape_row("shape_mover_live4", &SearchParams::shape_mover, 5,
              "leaf weight of a line shape of the side to move: live four"),
    shape_row("shape_other_dead2", &SearchParams::shape_other, 0,
              "leaf weight of a line shape of the other side: dead two"),
    shape_row("shape_other_live2", &SearchParams::shape_other, 1,
              "leaf weight of a line shape of the other side: live two"),
    shape_row("shape_other_dead3", &SearchParams::shape_other, 2,
              "leaf weight of a line shape of the other side: dead three"),
    shape_row("shape_other_live3", &SearchParams::shape_other, 3,
              "leaf weight of a line shape of the other side: live three"),
    shape_row("shape_other_dead4", &SearchParams::shape_other, 4,
              "leaf weight of a line shape of the other side: dead four"),
    shape_row("shape_other_live4", &SearchParams::shape_other, 5,
              "leaf weight of a line shape of the other side: live four"),
    {"small_size", &SearchParams::small_size, nullptr, nullptr, nullptr, 0, 25,
     "boards of at most this size use the small_* weights (0 = none)"},
    weight_row("small_mover_w1", &SearchParams::small_mover_w, 1,
               "mover_w1 on small boards (see small_size)"),
    weight_row("small_mover_w2", &SearchParams::small_mover_w, 2,
               "mover_w2 on small boards (see small_size)"),
    weight_row("small_mover_w3", &SearchParams::small_mover_w, 3,
               "mover_w3 on small boards (see small_size)"),
    weight_row("small_other_w1", &SearchParams::small_other_w, 1,
               "other_w1 on small boards (see small_size)"),
    weight_row("small_other_w2", &SearchParams::small_other_w, 2,
               "other_w2 on small boards (see small_size)"),
    weight_row("small_other_w3", &SearchParams::small_other_w, 3,
               "other_w3 on small boards (see small_size)"),
    shape_row("small_shape_mover_dead2", &SearchParams::small_shape_mover, 0,
              "shape_mover_dead2 on small boards (see small_size)"),
    shape_row("small_shape_mover_live2", &SearchParams::small_shape_mover, 1,
              "shape_mover_live2 on small boards (see small_size)"),
    shape_row("small_shape_mover_dead3", &SearchParams::small_shape_mover, 2,
              "shape_mover_dead3 on small boards (see small_size)"),
    shape_row("small_shape_mover_live3", &SearchParams::small_shape_mover, 3,
              "shape_mover_live3 on small boards (see small_size)"),
    shape_row("small_shape_mover_dead4", &SearchParams::small_shape_mover, 4,
              "shape_mover_dead4 on small boards (see small_size)"),
    shape_row("small_shape_mover_live4", &SearchParams::small_shape_mover, 5,
              "shape_mover_live4 on small boards (see small_size)"),
    shape_row("small_shape_other_dead2", &SearchParams::small_shape_other, 0,
              "shape_other_dead2 on small boards (see small_size)"),
    shape_row("small_shape_other_live2", &SearchParams::small_shape_other, 1,
              "shape_other_live2 on small boards (see small_size)"),
    shape_row("small_shape_other_dead3", &SearchParams::small_shape_other, 2,
              "shape_other_dead3 on small boards (see small_size)"),
    shape_row("small_shape_other_live3", &SearchParams::small_shape_other, 3,
              "shape_other_live3 on small boards (see small_size)"),
    shape_row("small_shape_other_dead4", &SearchParams::small_shape_other, 4,
              "shape_other_dead4 on small boards (see small_size)"),
    shape_row("small_shape_other_live4", &SearchParams::small_shape_other, 5,
              "shape_other_live4 on small boards (see small_size)"),
    {"soft", nullptr, &SearchParams::soft, nullptr, nullptr, 0.05, 1,
     "share of the hard budget after which no new iteration starts"},
    {"share_search", nullptr, &SearchParams::share_search, nullptr, nullptr, 0.05, 1,
     "share of the hard budget at which the last iteration is stopped (the rest is for the "
     "verification of the chosen move)"},
    {"share_vcdt", nullptr, &SearchParams::share_vcdt, nullptr, nullptr, 0, 1,
     "share of the budget by which our root VCDT ends"},
    {"share_null", nullptr, &SearchParams::share_null, nullptr, nullptr, 0, 1,
     "share by which the opponent's null-move VCDT (and zone probes) end"},
    {"share_refute", nullptr, &SearchParams::share_refute, nullptr, nullptr, 0, 1,
     "share by which the per-candidate refutation checks end"},
    {"share_verify_start", nullptr, &SearchParams::share_verify_start, nullptr, nullptr, 0, 1,
     "share after which the chosen move is not verified any more"},
    {"share_verify", nullptr, &SearchParams::share_verify, nullptr, nullptr, 0, 1,
     "share by which a verification solve ends"},
    {"vcdt_depth", &SearchParams::vcdt_depth, nullptr, nullptr, nullptr, 1, 16,
     "attacker turns in every threat-space (VCDT) search"},
    {"vcdt_free_k", &SearchParams::vcdt_free_k, nullptr, nullptr, nullptr, 0, 16,
     "in every VCDT search, a stone that alone makes two threats is also paired with this many "
     "of the attacker's best-scored cells (0 = only cells near its stones)"},
    {"vcdt_nodes", nullptr, nullptr, &SearchParams::vcdt_nodes, nullptr, 1, kMaxNodes,
     "solver nodes for our VCDT at the root"},
    {"vcdt_timed_mult", &SearchParams::vcdt_timed_mult, nullptr, nullptr, nullptr, 1, 1000,
     "... multiplied by this when only the clock limits the turn"},
    {"null_vcdt_nodes", nullptr, nullptr, &SearchParams::null_vcdt_nodes, nullptr, 1, kMaxNodes,
     "solver nodes for the opponent's VCDT after a null move"},
    {"zone_probe_div", &SearchParams::zone_probe_div, nullptr, nullptr, nullptr, 1, 1000000,
     "each zone probe of a single-cell root block gets null_vcdt_nodes/this"},
    {"refute_nodes", nullptr, nullptr, &SearchParams::refute_nodes, nullptr, 1, kMaxNodes,
     "solver nodes for the opponent's VCDT after each root candidate"},
    {"refute_max", &SearchParams::refute_max, nullptr, nullptr, nullptr, 0, 320,
     "root candidates checked that way"},
    {"refute_unknown", nullptr, nullptr, nullptr, &SearchParams::refute_unknown, 0, 1,
     "1 = check the candidates also when the opponent's null-move VCDT search was cut off"},
    {"verify_nodes", nullptr, nullptr, &SearchParams::verify_nodes, nullptr, 1, kMaxNodes,
     "solver nodes for verifying the chosen move"},
    {"verify_max", &SearchParams::verify_max, nullptr, nullptr, nullptr, 0, 100,
     "chosen moves verified per turn (a refuted one is excluded; see verify_next)"},
    {"research_drop", &SearchParams::research_drop, nullptr, nullptr, nullptr, 0, 16,
     "turns taken off the depth of a re-search after a refuted choice (at least 1 stays)"},
    {"share_research", nullptr, &SearchParams::share_research, nullptr, nullptr, 0.05, 1,
     "share of the hard budget at which such a re-search is stopped"},
    {"verify_next", nullptr, nullptr, nullptr, &SearchParams::verify_next, 0, 1,
     "1 = after a refuted choice, verify the next root move in order; 0 = search the root again"},
    {"verify_zone", nullptr, nullptr, nullptr, &SearchParams::verify_zone, 0, 1,
     "1 = a refuted choice also drops the root moves that miss its proof's zone and make no "
     "threat"},
    {"root_open3", &SearchParams::root_open3, nullptr, nullptr, nullptr, 0, 1000,
     "early in the game, root score taken off per opponent live 3-window a root move leaves (0 = "
     "off)"},
    {"root_open3_min", &SearchParams::root_open3_min, nullptr, nullptr, nullptr, 1, 100,
     "... only when the opponent has at least this many at the root"},
    {"root_open3_stones", &SearchParams::root_open3_stones, nullptr, nullptr, nullptr, 0, 400,
     "... and the board holds at most this many stones (0 = any number)"},
    {"root_open3_depth", &SearchParams::root_open3_depth, nullptr, nullptr, nullptr, 1, 64,
     "... in root iterations of at least this depth"},
    {"share_extend", nullptr, &SearchParams::share_extend, nullptr, nullptr, 0, 1,
     "share until which the search goes on after a verified choice; a new choice is verified "
     "too (0 = off)"},
    {"vcdt_limit_div", &SearchParams::vcdt_limit_div, nullptr, nullptr, nullptr, 1, 1000000,
     "under --nodes N, our root VCDT gets at most N/this + 1"},
    {"null_limit_div", &SearchParams::null_limit_div, nullptr, nullptr, nullptr, 1, 1000000,
     "under --nodes N, the null-move VCDT gets at most N/this + 1"},
    {"refute_limit_div", &SearchParams::refute_limit_div, nullptr, nullptr, nullptr, 1, 1000000,
     "under --nodes N, each refutation check gets at most N/this + 50"},
    {"verify_limit_div", &SearchParams::verify_limit_div, nullptr, nullptr, nullptr, 1, 1000000,
     "under --nodes N, each verification gets at most N/this + 50"},
    {"research_limit_div", &SearchParams::research_limit_div, nullptr, nullptr, nullptr, 1, 1000000,
     "under --nodes N, a re-search after a refuted choice gets N/this more"},
    {"vcst_nodes", nullptr, nullptr, &SearchParams::vcst_nodes, nullptr, 0, kMaxNodes,
     "solver nodes for our single-threat (VCST) search at the root (0 = off)"},
    {"vcst_null_nodes", nullptr, nullptr, &SearchParams::vcst_null_nodes, nullptr, 0, kMaxNodes,
     "solver nodes for the opponent's VCST if we passed (0 = off): its zone restricts the root"},
    {"vcst_refute_nodes", nullptr, nullptr, &SearchParams::vcst_refute_nodes, nullptr, 0, kMaxNodes,
     "solver nodes for the opponent's VCST after each root candidate (0 = off)"},
    {"vcst_verify_nodes", nullptr, nullptr, &SearchParams::vcst_verify_nodes, nullptr, 0, kMaxNodes,
     "solver nodes for the opponent's VCST after the chosen move (0 = off)"},
    {"vcst_depth", &SearchParams::vcst_depth, nullptr, nullptr, nullptr, 1, 12,
     "attacker turns in every VCST search"},
    {"vcst_singles", &SearchParams::vcst_singles, nullptr, nullptr, nullptr, 0, 3,
     "single-threat attacker turns allowed on a VCST line"},
    {"vcst_width", &SearchParams::vcst_width, nullptr, nullptr, nullptr, 1, 256,
     "single-threat pairs tried per VCST attacker node"},
    {"share_vcst", nullptr, &SearchParams::share_vcst, nullptr, nullptr, 0, 1,
     "share of the budget by which our root VCST ends"},
    {"vcst_limit_div", &SearchParams::vcst_limit_div, nullptr, nullptr, nullptr, 1, 1000000,
     "under --nodes N, each VCST search gets at most N/this + 1"},
    {"frontier_null_nodes", nullptr, nullptr, &SearchParams::frontier_null_nodes, nullptr, 0,
     kMaxNodes,
     "solver nodes for the opponent's VCDT if the mover passed, at nodes one turn from the "
     "horizon (0 = off)"},
    {"frontier_own_nodes", nullptr, nullptr, &SearchParams::frontier_own_nodes, nullptr, 0,
     kMaxNodes, "solver nodes for the mover's VCDT at nodes one turn from the horizon (0 = off)"},
    {"frontier_depth", &SearchParams::frontier_depth, nullptr, nullptr, nullptr, 1, 16,
     "attacker turns in those frontier VCDT probes"},
};

const ParamRow* find_row(const std::string& name) {
  for (const ParamRow& r : kSearchParamTable) {
    if (name == r.name) return &r;
  }
  return nullptr;
}

std::string number(double v) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.10g", v);
  return buf;
}

std::string value_of(const ParamRow& r, const SearchParams& p) {
  if (r.w) return number((p.*r.w)[r.k]);
  if (r.i) return number(p.*r.i);
  if (r.d) return number(p.*r.d);
  if (r.u) return number(static_cast<double>(p.*r.u));
  return number(p.*r.b ? 1 : 0);
}

}  // namespace

bool take_search_param_flags(const std::vector<std::string>& args, std::vector<std::string>* rest,
                             std::vector<std::pair<std::string, double>>* overrides,
                             std::string* error) {
  SearchParams all;
  for (size_t i = 0; i < args.size(); ++i) {
    if (args[i] != "--param") {
      rest->push_back(args[i]);
      continue;
    }
    if (i + 1 >= args.size()) {
      *error = "--param needs NAME=VALUE";
      return false;
    }
    std::string name;
    double v = 0;
    if (!set_search_param_from(&all, args[++i], &name, &v, error)) return false;
    overrides->emplace_back(name, v);
  }
  return search_params_consistent(all, error);
}

bool search_param_known(const std::string& name) { return find_row(name) != nullptr; }

bool set_search_param(SearchParams* p, const std::string& name, double value, std::string* error) {
  const ParamRow* r = find_row(name);
  if (!r) {
    *error = "unknown search parameter '" + name + "' (c6bot --param help lists them)";
    return false;
  }
  const std::string range = " (" + name + ": " + (r->d ? "number" : "integer") + " in [" +
                            number(r->min) + ", " + number(r->max) + "])";
  if (!std::isfinite(value) || value < r->min || value > r->max) {
    *error = "search parameter " + name + "=" + number(value) + " is out of range" + range;
    return false;
  }
  if (!r->d && value != std::floor(value)) {
    *error = "search parameter " + name + "=" + number(value) + " is not an integer" + range;
    return false;
  }
  if (r->w) (p->*r->w)[r->k] = static_cast<int>(value);
  if (r->i) p->*r->i = static_cast<int>(value);
  if (r->d) p->*r->d = value;
  if (r->u) p->*r->u = static_cast<uint64_t>(value);
  if (r->b) p->*r->b = value != 0;
  return true;
}

bool set_search_param_from(SearchParams* p, const std::string& assignment, std::string* name,
                           double* value, std::string* error) {
  const size_t eq = assignment.find('=');
  const std::string num = eq == std::string::npos ? "" : assignment.substr(eq + 1);
  char* end = nullptr;
  const double v = num.empty() ? 0 : std::strtod(num.c_str(), &end);
  if (num.empty() || *end != '\0' || !std::isfinite(v)) {
    *error = "bad value '" + assignment + "' for --param (NAME=VALUE)";
    return false;
  }
  if (!set_search_param(p, assignment.substr(0, eq), v, error)) return false;
  *name = assignment.substr(0, eq);
  *value = v;
  return true;
}

void apply_search_params(SearchParams* p,
                         const std::vector<std::pair<std::string, double>>& overrides) {
  std::string ignored;
  for (const auto& kv : overrides) set_search_param(p, kv.first, kv.second, &ignored);
}

bool search_params_consistent(const SearchParams& p, std::string* error) {
  if (p.soft > p.share_search) {
    *error = "search parameters soft=" + number(p.soft) +
             " and share_search=" + number(p.share_search) +
             " contradict each other (no new iteration can start after the last one is stopped: "
             "want soft <= share_search)";
    return false;
  }
  if (p.share_verify_start > p.share_verify) {
    *error = "search parameters share_verify_start=" + number(p.share_verify_start) +
             " and share_verify=" + number(p.share_verify) +
             " contradict each other (want share_verify_start <= share_verify)";
    return false;
  }
  return true;
}

std::string search_param_table() {
  const SearchParams defaults;
  std::string out = "search knobs (--param NAME=VALUE):\n";
  char line[256];
  std::snprintf(line, sizeof line, "  %-19s %9s  %-17s %s\n", "name", "default", "range",
                "meaning");
  out += line;
  for (const ParamRow& r : kSearchParamTable) {
    const std::string range = "[" + number(r.min) + ", " + number(r.max) + "]";
    std::snprintf(line, sizeof line, "  %-19s %9s  %-17s %s\n", r.name,
                  value_of(r, defaults).c_str(), range.c_str(), r.meaning);
    out += line;
  }
  return out;
}

}  // namespace c6
