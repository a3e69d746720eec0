// c6suitecheck (test-only): how often does the engine avoid the loss in the decisive positions of
// the loss suite (tests/data/loss-positions.jsonl, written by `c6bot analyze --blunders`)? For
// each position the engine chooses a move at a fixed node limit (deterministic, independent of the
// machine's load) or, with --time, at a fixed time per turn (as in a game); then the opponent, to
// move, is searched for a proved win: by the double-threat solver (VCDT) and by the single-threat
// solver (VCST), each at a generous node cap. A move is "not refuted" when neither proves a win
// (not a proof that it holds: only that no loss is proved within the caps).
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <string>
#include <vector>

#include "core/coords.h"
#include "eval/weights.h"
#include "game/game.h"
#include "protocol/options.h"
#include "rapidjson/document.h"
#include "search/engine.h"
#include "search/params.h"
#include "search/solver.h"
#include "search/threats.h"
#include "search/vcst.h"
#include "suite_position.h"
#include "tools/loss_analysis.h"

using namespace c6;

namespace {

int usage(int code) {
  std::fprintf(code ? stderr : stdout,
               "usage: c6suitecheck SUITE.jsonl [--nodes N | --time MS] [--param NAME=VALUE]... "
               "[--check-nodes N] [--back K] [--verbose]\n"
               "  the engine's move (default level, N nodes per turn, default 20000; or MS "
               "milliseconds per turn, 1..600000, as the turn limit of a game) in each "
               "position; then the opponent's proved wins (VCDT, VCST; --check-nodes each, default "
               "300000)\n"
               "  --back K: the position K turns before the decisive one (2 = the loser's previous "
               "turn: can the search see the loss coming?)\n"
               "  the summary also counts the positions where every answer is refuted (two "
               "threats to block with both stones, each blocking pair refuted)\n");
  return code;
}

// The fields a suite line must have, with their types (rapidjson asserts on a wrong-typed read,
// so a hand-edited or truncated line must be caught here). Empty if the line is well-formed.
std::string line_problem(const rapidjson::Document& d) {
  if (!d.IsObject()) return "not a JSON object";
  const auto has_int = [&](const char* k) { return d.HasMember(k) && d[k].IsInt(); };
  if (!has_int("size") || d["size"].GetInt() < kMinSize || d["size"].GetInt() > kMaxSize) {
    return "\"size\" is not a board size";
  }
  if (!has_int("game") || !has_int("turn")) return "\"game\" or \"turn\" is not a number";
  if (!d.HasMember("source") || !d["source"].IsString()) return "\"source\" is not a string";
  if (!d.HasMember("turns") || !d["turns"].IsArray()) return "\"turns\" is not an array";
  if (!d.HasMember("played")) return "\"played\" is missing";
  return "";
}

enum class Read { kOk, kSkip, kBad };

// Plays a suite line's turns onto *g (empty, of the line's size), `back` turns short of the
// decisive one, and sets *played to the loser's pair there; kSkip when that is the opening.
Read read_position(const rapidjson::Document& d, int back, Game* g, Move* played) {
  const rapidjson::Value& turns = d["turns"];
  const int upto = static_cast<int>(turns.Size()) - back;
  if (upto < 2) return Read::kSkip;  // too close to the opening
  if (!suite_replay(turns, upto, g)) return Read::kBad;
  const bool ok = back > 0 ? suite_move(turns[upto], played) : suite_move(d["played"], played);
  return ok ? Read::kOk : Read::kBad;
}

struct SuiteOptions {
  std::string path;
  long long nodes = 20000, check_nodes = 300000;
  double time_ms = 0;  // > 0: time-limited instead of node-limited
  bool verbose = false;
  long long back = 0;
  EngineOptions engine;
};

// Reads the command line into *o; returns -1 to go on, or the exit code (usage, help, an error
// already reported on stderr).
int parse_options(int argc, char** argv, SuiteOptions* o) {
  if (argc < 2) return usage(2);
  if (!std::strcmp(argv[1], "--help")) return usage(0);
  o->path = argv[1];
  bool nodes_given = false;
  SearchParams all_params;  // every --param applied, to check them against each other
  for (int i = 2; i < argc; ++i) {
    const std::string a = argv[i];
    if (a == "--nodes" && i + 1 < argc) {
      if (!parse_int(argv[++i], 1, 1000000000, &o->nodes)) {
        std::fprintf(stderr, "c6suitecheck: --nodes wants a whole number in [1, 1000000000]\n");
        return 2;
      }
      nodes_given = true;
    } else if (a == "--time" && i + 1 < argc) {
      o->time_ms = std::atof(argv[++i]);
      if (!(o->time_ms >= 1 && o->time_ms <= 600000)) {
        std::fprintf(stderr, "c6suitecheck: --time wants milliseconds in [1, 600000]\n");
        return 2;
      }
    } else if (a == "--check-nodes" && i + 1 < argc) {
      if (!parse_int(argv[++i], 1, 1000000000, &o->check_nodes)) {
        std::fprintf(stderr,
                     "c6suitecheck: --check-nodes wants a whole number in [1, 1000000000]\n");
        return 2;
      }
    } else if (a == "--back" && i + 1 < argc) {
      if (!parse_int(argv[++i], 0, 400, &o->back) || o->back % 2 != 0) {
        std::fprintf(stderr, "c6suitecheck: --back wants an even number in [0, 400]\n");
        return 2;
      }
    } else if (a == "--verbose") {
      o->verbose = true;
    } else if (a == "--param" && i + 1 < argc) {
      const std::string kv = argv[++i];
      const size_t eq = kv.find('=');
      const std::string name = kv.substr(0, eq);
      const double value = eq == std::string::npos ? 0 : std::atof(kv.c_str() + eq + 1);
      std::string err;
      if (eq == std::string::npos || !set_search_param(&all_params, name, value, &err)) {
        std::fprintf(stderr, "c6suitecheck: bad --param %s %s\n", kv.c_str(), err.c_str());
        return 2;
      }
      o->engine.params.push_back({name, value});
    } else {
      return usage(2);
    }
  }
  std::string err;
  if (!search_params_consistent(all_params, &err)) {
    std::fprintf(stderr, "c6suitecheck: %s\n", err.c_str());
    return 2;
  }
  if (nodes_given && o->time_ms > 0) {
    std::fprintf(stderr, "c6suitecheck: give --nodes or --time, not both\n");
    return 2;
  }
  return -1;
}

// The opponent's proved wins in pos (opponent to move), as the suite counts them.
enum class Proof { kNone, kVcdt, kVcst };
struct Checkers {
  Solver vcdt{18};
  VcstSolver vcst{18};
  VcstSolver::Limits vl;
  uint64_t nodes = 0;
  Proof refute(Position& pos, Color attacker) {
    vcdt.clear_tt();
    if (vcdt.solve(pos, attacker, Solver::kMaxDepth, nodes).win) return Proof::kVcdt;
    vcst.clear_tt();
    return vcst.solve(pos, attacker, vl).win ? Proof::kVcst : Proof::kNone;
  }
};

// No move can pass the suite in g: both stones must block, and the checkers refute every block.
bool every_answer_refuted(const Game& g, Checkers* check) {
  return every_block_refuted(g, [&](Position& pos, Color attacker) {
    return check->refute(pos, attacker) != Proof::kNone;
  });
}

}  // namespace

int main(int argc, char** argv) {
  SuiteOptions o;
  const int code = parse_options(argc, argv, &o);
  if (code >= 0) return code;
  const std::string& path = o.path;
  const uint64_t check_nodes = static_cast<uint64_t>(o.check_nodes);
  const int back = static_cast<int>(o.back);
  std::ifstream in(path);
  if (!in) {
    std::fprintf(stderr, "c6suitecheck: cannot read %s\n", path.c_str());
    return 2;
  }
  Checkers check;
  check.nodes = check_nodes;
  check.vl = loss_vcst_limits(check_nodes);  // the analyser's, so both count the same proofs
  int n = 0, safe_vcdt = 0, safe_both = 0, played_same = 0, no_answer = 0, line_no = 0;
  std::string line;
  while (std::getline(in, line)) {
    ++line_no;
    if (line.find_first_not_of(" \t\r") == std::string::npos) continue;
    rapidjson::Document d;
    d.Parse(line.c_str());
    const std::string problem = d.HasParseError() ? "not JSON" : line_problem(d);
    if (!problem.empty()) {
      std::fprintf(stderr, "c6suitecheck: %s:%d: %s\n", path.c_str(), line_no, problem.c_str());
      return 1;
    }
    Game g(d["size"].GetInt());
    Move played;
    const Read got = read_position(d, back, &g, &played);
    if (got == Read::kSkip) continue;
    if (got == Read::kBad) {
      std::fprintf(stderr, "c6suitecheck: %s:%d: an illegal or malformed move\n", path.c_str(),
                   line_no);
      return 1;
    }
    Engine e(o.engine);
    Limits lim;
    lim.nodes = o.time_ms > 0 ? 0 : static_cast<uint64_t>(o.nodes);
    if (o.time_ms > 0) lim.time_ms = o.time_ms;  // else node-limited: deterministic
    const SearchReport r = e.think(g, lim);
    Game after = g;
    if (after.play(r.move) != Illegal::kNone) {
      std::fprintf(stderr, "c6suitecheck: %s:%d: the engine played an illegal move\n", path.c_str(),
                   line_no);
      return 1;
    }
    const bool same = (r.move.stone[0] == played.stone[0] && r.move.stone[1] == played.stone[1]) ||
                      (r.move.stone[0] == played.stone[1] && r.move.stone[1] == played.stone[0]);
    Proof proof = Proof::kNone;  // a game over after our move is our six or a full board
    if (!after.over()) {
      Position pos(after, *find_weights("default"));
      proof = check.refute(pos, after.to_move());
    }
    const bool lost = every_answer_refuted(g, &check);
    ++n;
    safe_vcdt += proof != Proof::kVcdt;
    safe_both += proof == Proof::kNone;
    played_same += same;
    no_answer += lost;
    if (o.verbose) {
      std::printf("%s game %d turn %d: %s reason %s score %lld%s%s\n", d["source"].GetString(),
                  d["game"].GetInt(), d["turn"].GetInt(),
                  proof == Proof::kVcdt   ? "refuted (vcdt)"
                  : proof == Proof::kVcst ? "refuted (vcst)"
                                          : "not refuted",
                  r.reason.c_str(), static_cast<long long>(r.score), same ? " (as played)" : "",
                  lost ? " (every answer refuted)" : "");
    }
  }
  std::printf(
      "positions %d  not refuted by VCDT %d (%.1f%%)  by VCDT or VCST %d (%.1f%%)  "
      "same move as the lost game %d  every answer refuted %d\n",
      n, safe_vcdt, n ? 100.0 * safe_vcdt / n : 0.0, safe_both, n ? 100.0 * safe_both / n : 0.0,
      played_same, no_answer);
  return 0;
}
