// `c6judge pool`: the statistics of several whole runs of one match taken together. Two runs of
// the same two bots on other seeds (or again on one seed, for bots that search on the clock) are
// independent samples of one comparison; their colour-swapped pairs pool into one pentanomial
// count and one interval. A pair never spans two runs: each run's pairs are booked by that run's
// own schedule, exactly as the run counted them, and only then added up. Openings pool by name
// across runs that used the same openings file (the same positions), so the by-opening interval
// still counts an opening once however many runs played it.
#include <algorithm>
#include <cstdio>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "cli/cli.h"
#include "cli/run_logs.h"
#include "match/runner.h"
#include "rapidjson/document.h"
#include "records/json_out.h"

namespace c6 {
namespace judge {

namespace {

const char kPoolHelp[] =
    R"(usage: c6judge pool LOG... [--other-binaries] [--json] [--quiet]

Pools whole runs of one match (c6judge match: the same two bots) played on other seeds, with
other openings or --games, or again on one seed by bots that search on the clock, and prints the
statistics of all their games together: W-L-D by colour, Elo from games, from colour-swapped
pairs (a pair is two games of one run) and from pairs counted by opening (openings of the same
file pool by name). Each LOG is one run's log, finished or stopped (a stopped run counts its
finished games and pairs); merge a sharded run first (c6judge merge --log OUT).

Checks first that the runs are of one match: the same two bots in the same order (name, protocol,
arguments, per-bot keys, SHA-256 of the executable), board size, symmetry, turn cap and limits.
Refused: a shard, a tournament, an SPRT run (it stopped on its own result, which would bias the
pooled estimate), a log given twice, and a rerun on one seed with the same moves in every game
(bots that do not search on the clock replay a schedule: nothing new to count).

  --other-binaries  accept a bot whose executable differs between runs (a rebuild that plays the
                    same); each run's SHA-256 prefixes are printed (the JSON names run 1's)
  --json            the pooled summary as JSON on stdout (the fields of match --json); the text
                    goes to stderr
  --quiet           only the statistics (no per-run lines, no pooled total line)

Exit codes: 0 pooled, 1 the logs are not runs of one match (the message says which key differs)
or repeat one, 2 usage error, 3 a log cannot be read.
)";

constexpr int kExitNotOneMatch = 1;

struct PoolOptions {
  std::vector<std::string> paths;
  bool other_binaries = false, json = false, quiet = false;
};

// Step 1: the command line. Returns -1 to go on, else the exit code.
int parse_pool_options(const std::vector<std::string>& args, PoolOptions* o) {
  for (const std::string& a : args) {
    if (a == "--help" || a == "-h") {
      std::printf("%s", kPoolHelp);
      return kExitOk;
    } else if (a == "--other-binaries") {
      o->other_binaries = true;
    } else if (a == "--json") {
      o->json = true;
    } else if (a == "--quiet" || a == "-q") {
      o->quiet = true;
    } else if (a.compare(0, 2, "--") == 0) {
      std::fprintf(stderr, "c6judge: pool: unknown option '%s' (see --help)\n", a.c_str());
      return kExitUsage;
    } else {
      o->paths.push_back(a);
    }
  }
  if (o->paths.empty()) {
    std::fprintf(stderr, "c6judge: pool needs at least one LOG (see --help)\n");
    return kExitUsage;
  }
  return -1;
}

// What must be equal for two runs to be of one match: the run identity less what may differ
// between them (seed, openings, SPRT settings; with other_binaries the executables' hashes).
std::string match_identity(const RunHeader& h, bool other_binaries) {
  rapidjson::Document d;
  d.Parse(h.run.c_str());
  if (!d.IsObject()) return h.run;
  // --adjudicate-dead changes when a lost-for-both game stops, not its result: runs with and
  // without it are samples of one comparison.
  // EraseMember keeps the members' order (RemoveMember moves the last one into the gap, which
  // would reorder a header that held a key the other lacks).
  for (const char* key : {"seed", "openings", "openings_sha256", "sprt", "adjudicate_dead"}) {
    auto it = d.FindMember(key);
    if (it != d.MemberEnd()) d.EraseMember(it);
  }
  auto bots = d.FindMember("bots");
  if (other_binaries && bots != d.MemberEnd() && bots->value.IsArray()) {
    for (auto& b : bots->value.GetArray()) {
      if (b.IsObject()) b.RemoveMember("sha256");
    }
  }
  rapidjson::StringBuffer sb;
  JsonWriter w(sb);
  d.Accept(w);
  return sb.GetString();
}

// The openings file of a run (its SHA-256 from the run identity), "" when it had none.
std::string openings_file(const RunHeader& h) {
  rapidjson::Document d;
  d.Parse(h.run.c_str());
  auto it = d.IsObject() ? d.FindMember("openings_sha256") : d.MemberEnd();
  return it != d.MemberEnd() && it->value.IsString() ? it->value.GetString() : "";
}

// Why a log cannot be pooled on its own terms, or "".
std::string unpoolable(const RunLog& l) {
  const RunHeader& h = l.header;
  if (!h.shard.whole()) {
    return l.path + " is shard " + std::to_string(h.shard.k) + "/" + std::to_string(h.shard.n) +
           " of a run: merge its shards first (c6judge merge --log OUT)";
  }
  if (h.mode != "match" || h.bots.size() != 2) return l.path + " is not a match of two bots";
  if (h.sprt) {
    return l.path + " is an SPRT run: it stopped on its own result, which would bias the pool";
  }
  return "";
}

// Why log l is not a run of the match of log first, or "" (both are whole two-bot matches).
std::string other_match(const RunLog& first, const RunLog& l, bool other_binaries) {
  const std::string key = first_difference(match_identity(first.header, other_binaries),
                                           match_identity(l.header, other_binaries));
  if (key.empty()) return "";
  const std::string head = l.path + " and " + first.path + " are not runs of one match: ";
  const std::vector<BotSpec>& a = first.header.bots;
  const std::vector<BotSpec>& b = l.header.bots;
  if (key == "bots" && a[0].name == b[1].name && a[1].name == b[0].name) {
    return head + "their bots are in the other order (" + a[0].name + " first in one, " +
           b[0].name + " in the other; the statistics are the first bot's view)";
  }
  std::string hint;
  if (key == "bots" && !other_binaries) {
    hint = " (a rebuild of a bot that plays the same? --other-binaries accepts it)";
  }
  return head + "their '" + key + "' differs" + hint;
}

// One run, read, checked and booked.
struct PooledRun {
  RunLog log;
  RunConfig cfg;
  RunResults results;
  int scheduled = 0;
};

// True if two logged games are the same game: the same opening, moves and result.
bool same_game(const LoggedGame& a, const LoggedGame& b) {
  const GameRecord& x = a.rec;
  const GameRecord& y = b.rec;
  if (x.opening != y.opening || x.turns.size() != y.turns.size() || x.winner != y.winner ||
      x.verdict != y.verdict) {
    return false;
  }
  for (size_t t = 0; t < x.turns.size(); ++t) {
    if (!(x.turns[t].move == y.turns[t].move)) return false;
  }
  return true;
}

// Why run i repeats an earlier run of the same seed, or "". A game line shared with it is a copy
// (the same log twice, or a log before --resume beside the finished one): real reruns carry their
// own turn times. Every common game the same, move for move, is a replay: bots that do not search
// on the clock play one schedule the same way each time, so the rerun adds no information, only
// a narrower interval. Timed bots repeat some games by chance, rarely all (in a run of a few
// games they may: another seed settles it).
std::string repeated_run(const std::vector<PooledRun>& runs, size_t i) {
  const RunLog& li = runs[i].log;
  for (size_t j = 0; j < i; ++j) {
    const RunLog& lj = runs[j].log;
    if (runs[j].cfg.seed != runs[i].cfg.seed) continue;
    const std::set<std::string> seen(lj.lines.begin(), lj.lines.end());
    std::map<int, const LoggedGame*> by_index;
    for (const LoggedGame& g : lj.games) by_index.emplace(g.index, &g);
    int common = 0, same = 0;
    for (size_t g = 0; g < li.lines.size(); ++g) {
      if (seen.count(li.lines[g])) {
        return li.path + ": game " + std::to_string(li.games[g].index + 1) + " is also in " +
               lj.path + " (the same run twice?)";
      }
      const auto it = by_index.find(li.games[g].index);
      if (it == by_index.end()) continue;
      ++common;
      same += same_game(li.games[g], *it->second) ? 1 : 0;
    }
    if (common > 0 && same == common) {
      return li.path + " replays " + lj.path + ": the same seed and the same moves in all " +
             std::to_string(common) + " games both hold (bots that do not search on the clock " +
             "replay a schedule: play the next run on another seed)";
    }
  }
  return "";
}

// Step 2: every log read, checked to be a whole run of the first run's match, and booked.
// Returns -1 to go on, else the exit code.
int read_runs(const PoolOptions& o, std::vector<PooledRun>* runs) {
  runs->assign(o.paths.size(), PooledRun());
  std::string err;
  for (size_t i = 0; i < o.paths.size(); ++i) {
    PooledRun& run = (*runs)[i];
    if (!read_run_log(o.paths[i], &run.log, &err)) {
      std::fprintf(stderr, "c6judge: pool: %s\n", err.c_str());
      return kExitSetup;
    }
    if (run.log.bad > 0) {
      std::fprintf(stderr, "c6judge: pool: warning: %s: %d unreadable line(s) ignored\n",
                   o.paths[i].c_str(), run.log.bad);
    }
    err = unpoolable(run.log);
    if (err.empty() && i > 0) err = other_match((*runs)[0].log, run.log, o.other_binaries);
    if (!err.empty()) {
      std::fprintf(stderr, "c6judge: pool: %s\n", err.c_str());
      return kExitNotOneMatch;
    }
    run.cfg = config_from_header(run.log.header);
    const std::vector<RunLog> one = {run.log};
    std::vector<std::pair<int, int>> order;
    int repeats = 0;
    err = place_games(run.cfg, one, false, &order, &repeats);
    if (!err.empty()) {
      std::fprintf(stderr, "c6judge: pool: %s\n", err.c_str());
      return kExitNotOneMatch;
    }
    if (repeats > 0) {
      std::fprintf(stderr, "c6judge: pool: warning: %s: %d game(s) logged twice; first kept\n",
                   run.log.path.c_str(), repeats);
    }
    run.results = book_games(run.cfg, one, order);
    run.scheduled = static_cast<int>(order.size());
    err = repeated_run(*runs, i);
    if (!err.empty()) {
      std::fprintf(stderr, "c6judge: pool: %s\n", err.c_str());
      return kExitNotOneMatch;
    }
  }
  return -1;
}

// Step 3: the runs' results added up. Pairs and verdicts add; an opening is one cluster across
// the runs that used its file (keyed by the file's hash and the opening's name).
RunResults pool_results(const std::vector<PooledRun>& runs) {
  RunResults p;
  p.pairings = runs[0].results.pairings;
  p.tallies.assign(1, Tally());
  p.openings.assign(1, {});
  p.verdicts = runs[0].results.verdicts;
  for (std::vector<int>& v : p.verdicts) std::fill(v.begin(), v.end(), 0);
  for (const PooledRun& run : runs) {
    const RunResults& r = run.results;
    const Tally& t = r.tallies[0];
    Tally& s = p.tallies[0];
    s.wins += t.wins;
    s.draws += t.draws;
    s.losses += t.losses;
    for (int k = 0; k < 5; ++k) s.penta[k] += t.penta[k];
    s.black_w += t.black_w, s.black_d += t.black_d, s.black_l += t.black_l;
    s.white_w += t.white_w, s.white_d += t.white_d, s.white_l += t.white_l;
    const std::string file = openings_file(run.log.header).substr(0, 16);
    for (const auto& kv : r.openings[0]) {
      OpeningPairs& o = p.openings[0][file + "/" + kv.first];
      o.pairs += kv.second.pairs;
      o.half_points += kv.second.half_points;
    }
    for (size_t b = 0; b < r.verdicts.size(); ++b) {
      for (size_t v = 0; v < r.verdicts[b].size(); ++v) p.verdicts[b][v] += r.verdicts[b][v];
    }
    p.games.insert(p.games.end(), r.games.begin(), r.games.end());
    p.finished += r.finished;
  }
  return p;
}

// One line per run: where, which seed, how much of it, and its own result.
void print_run_lines(const std::vector<PooledRun>& runs, bool other_binaries, FILE* out) {
  for (size_t i = 0; i < runs.size(); ++i) {
    const PooledRun& run = runs[i];
    const Tally& t = run.results.tallies[0];
    const Interval e = elo_pairs(t);
    std::fprintf(
        out,
        "Run %zu: %s, seed %llu, %d of %d games, %d - %d - %d, Elo (pairs) %.1f [%.1f, %.1f]\n",
        i + 1, run.log.path.c_str(), static_cast<unsigned long long>(run.cfg.seed),
        run.results.finished, run.scheduled, t.wins, t.losses, t.draws, e.value, e.lo, e.hi);
    if (other_binaries) {
      for (const BotSpec& b : run.cfg.bots) {
        std::fprintf(out, "  %s: sha256 %.12s\n", b.name.c_str(), b.sha256.c_str());
      }
    }
  }
}

}  // namespace

int pool_main(const std::vector<std::string>& args) {
  PoolOptions o;
  int code = parse_pool_options(args, &o);
  if (code >= 0) return code;
  std::vector<PooledRun> runs;
  code = read_runs(o, &runs);
  if (code >= 0) return code;
  const RunResults pooled = pool_results(runs);

  // Step 4: report.
  FILE* out = o.json ? stderr : stdout;
  if (!o.quiet) {
    print_run_lines(runs, o.other_binaries, out);
    std::fprintf(out, "Pooled %zu run(s): %d games, %d pairs\n", runs.size(), pooled.finished,
                 pooled.tallies[0].pairs());
  }
  print_statistics(runs[0].cfg, pooled, out);
  if (o.json) std::printf("%s\n", summary_json(runs[0].cfg, pooled).c_str());
  return kExitOk;
}

}  // namespace judge
}  // namespace c6
