// `c6judge merge`: joins the logs of a sharded run (match/tournament --shard K/N) into the result
// of the whole run. It proves the logs are one run (run headers equal: bots by SHA-256 and
// arguments, seed, openings, limits; shards 1..N each once), that every game of the schedule is
// there exactly once and was played by the bots the schedule names, then books the games in
// schedule order and prints the statistics with the code the run itself prints them with.
#include <cstdio>
#include <fstream>
#include <string>
#include <vector>

#include "cli/cli.h"
#include "match/runner.h"
#include "match/scheduler.h"
#include "match/shard.h"

namespace c6 {
namespace judge {

namespace {

const char kMergeHelp[] =
    R"(usage: c6judge merge LOG... [--json] [--standings PREFIX] [--log OUT] [--quiet]

Joins the logs of one run played in shards (c6judge match/tournament --shard K/N --log LOG) and
prints the statistics, crosstable and Elo table that the run would have printed unsharded. Checks
first that the logs are one run: the same bots (by SHA-256 of the executable, arguments, per-bot
keys and names), seed, openings, board size, limits and --games; shards 1..N each exactly once;
every game of the schedule present exactly once, played by the bots and seed the schedule names.

  --json              the run's --json summary on stdout (byte-identical to an unsharded run's);
                      the text goes to stderr
  --standings PREFIX  also write PREFIX.txt (the printed statistics) and PREFIX.json (the --json
                      summary)
  --log OUT           write the merged log (one run header, games in schedule order); it replays
                      and resumes like the log of an unsharded run
  --quiet             no per-log lines

Exit codes: 0 merged, 1 the logs are not one complete run (the message says which game or key),
2 usage error, 3 a log cannot be read or an output cannot be written.
)";

constexpr int kExitNotOneRun = 1;

// One shard's log: its header and its games with their raw lines (copied verbatim by --log).
struct ShardLog {
  std::string path;
  RunHeader header;
  std::vector<LoggedGame> games;
  std::vector<std::string> lines;
  int bad = 0;
};

bool read_shard_log(const std::string& path, ShardLog* out, std::string* err) {
  out->path = path;
  if (!read_run_header(path, &out->header, err)) return false;
  std::ifstream f(path);
  std::string line, why;
  while (std::getline(f, line)) {
    if (line.find_first_not_of(" \t\r") == std::string::npos || is_run_header_line(line)) continue;
    LoggedGame g;
    if (game_from_json(line, &g, &why)) {
      out->games.push_back(g);
      out->lines.push_back(line);
    } else {
      ++out->bad;  // e.g. the partial last line of a killed shard: that game was never finished
    }
  }
  return true;
}

// The run's configuration as far as statistics and the schedule need it, from a run header.
RunConfig config_from_header(const RunHeader& h) {
  RunConfig cfg;
  cfg.mode = h.mode == "match"      ? RunMode::kMatch
             : h.mode == "gauntlet" ? RunMode::kGauntlet
                                    : RunMode::kRoundRobin;
  cfg.bots = h.bots;
  cfg.games = h.games;
  cfg.size = h.size;
  cfg.seed = h.seed;
  cfg.openings.resize(h.openings);  // only their number shapes the schedule
  cfg.limits = h.limits;
  cfg.sprt.enabled = h.sprt;
  cfg.sprt.elo0 = h.elo0;
  cfg.sprt.elo1 = h.elo1;
  cfg.sprt.alpha = h.alpha;
  cfg.sprt.beta = h.beta;
  return cfg;
}

// Headers agree and shards 1..N appear once each. Empty string or the reason they do not.
std::string check_headers(const std::vector<ShardLog>& logs) {
  const RunHeader& h0 = logs[0].header;
  std::vector<std::string> by_shard(h0.shard.n);
  for (const ShardLog& l : logs) {
    const RunHeader& h = l.header;
    const std::string diff = first_difference(h0.run, h.run);
    if (!diff.empty()) {
      return l.path + " and " + logs[0].path + " are not one run: their '" + diff + "' differs";
    }
    if (h.games != h0.games) {
      return l.path + " and " + logs[0].path + " are not one run: --games " +
             std::to_string(h.games) + " vs " + std::to_string(h0.games);
    }
    if (h.shard.n != h0.shard.n) {
      return l.path + " is a shard of " + std::to_string(h.shard.n) + ", " + logs[0].path + " of " +
             std::to_string(h0.shard.n);
    }
    std::string& seen = by_shard[h.shard.k - 1];
    if (!seen.empty()) {
      return "shard " + std::to_string(h.shard.k) + "/" + std::to_string(h.shard.n) +
             " given twice: " + seen + " and " + l.path;
    }
    seen = l.path;
  }
  for (int k = 0; k < h0.shard.n; ++k) {
    if (by_shard[k].empty()) {
      return "shard " + std::to_string(k + 1) + "/" + std::to_string(h0.shard.n) +
             " is missing (no log given for it)";
    }
  }
  return "";
}

// Every game once, in the right shard, by the scheduled bots; fills *order[index] = {log, game}.
std::string check_games(const RunConfig& cfg, const std::vector<ShardLog>& logs, int total,
                        std::vector<std::pair<int, int>>* order, int* repeats) {
  const int P = static_cast<int>(make_pairings(cfg).size());
  order->assign(total, {-1, -1});
  *repeats = 0;
  for (size_t li = 0; li < logs.size(); ++li) {
    const ShardLog& l = logs[li];
    for (size_t gi = 0; gi < l.games.size(); ++gi) {
      const LoggedGame& g = l.games[gi];
      const std::string where = l.path + ": game " + std::to_string(g.index + 1);
      if (g.index < 0 || g.index >= total) return where + " is outside the run's schedule";
      if (!in_shard(l.header.shard, g.index)) return where + " does not belong to its shard";
      const ScheduledGame s = schedule_game(cfg, P, g.index);
      const BotSpec& b = cfg.bots[s.black];
      const BotSpec& w = cfg.bots[s.white];
      if (g.black.name != b.name || g.white.name != w.name || g.seed != s.seed ||
          g.black.sha256 != b.sha256 || g.white.sha256 != w.sha256) {
        return where + " was played by " + g.black.name + " vs " + g.white.name +
               " (or other binaries or seed); the schedule says " + b.name + " vs " + w.name;
      }
      std::pair<int, int>& slot = (*order)[g.index];
      if (slot.first == static_cast<int>(li)) {
        ++*repeats;  // twice in one log: the first is kept, as --resume does
        continue;
      }
      if (slot.first >= 0) return where + " is also in " + logs[slot.first].path + " (doubled)";
      slot = {static_cast<int>(li), static_cast<int>(gi)};
    }
  }
  if (cfg.sprt.enabled) return "";  // an SPRT run stops early: its missing games were never due
  std::string missing;
  int n = 0;
  for (int i = 0; i < total; ++i) {
    if ((*order)[i].first >= 0) continue;
    if (++n <= 10) missing += " " + std::to_string(i + 1);
  }
  if (n > 0) {
    return std::to_string(n) + " game(s) of " + std::to_string(total) + " missing:" + missing +
           (n > 10 ? " ..." : "") + " (resume the shard that has them with --resume)";
  }
  return "";
}

bool write_text(const std::string& path, const std::string& text) {
  FILE* f = std::fopen(path.c_str(), "wb");
  if (!f) return false;
  const bool ok = std::fwrite(text.data(), 1, text.size(), f) == text.size();
  return std::fclose(f) == 0 && ok;
}

bool write_statistics(const std::string& path, const RunConfig& cfg, const RunResults& r) {
  FILE* f = std::fopen(path.c_str(), "wb");
  if (!f) return false;
  print_statistics(cfg, r, f);
  return std::fclose(f) == 0;
}

bool write_merged_log(const std::string& path, const std::vector<ShardLog>& logs,
                      const std::vector<std::pair<int, int>>& order) {
  if (file_nonempty(path)) return false;
  RunHeader h = logs[0].header;
  h.shard = ShardSpec();
  std::string text = run_header_to_json(h) + "\n";
  for (const std::pair<int, int>& o : order) {
    if (o.first >= 0) text += logs[o.first].lines[o.second] + "\n";
  }
  return write_text(path, text);
}

struct MergeOptions {
  std::vector<std::string> paths;
  std::string standings, out_log;
  bool json = false, quiet = false;
};

// Step 1: the command line. Returns -1 to go on, else the exit code (help printed, or an error
// on stderr).
int parse_merge_options(const std::vector<std::string>& args, MergeOptions* o) {
  for (size_t i = 0; i < args.size(); ++i) {
    const std::string& a = args[i];
    if (a == "--help" || a == "-h") {
      std::printf("%s", kMergeHelp);
      return kExitOk;
    } else if (a == "--json") {
      o->json = true;
    } else if (a == "--quiet" || a == "-q") {
      o->quiet = true;
    } else if (a == "--standings" || a == "--log") {
      if (i + 1 >= args.size() || args[i + 1].empty()) {
        std::fprintf(stderr, "c6judge: merge: %s needs a value\n", a.c_str());
        return kExitUsage;
      }
      (a == "--log" ? o->out_log : o->standings) = args[++i];
    } else if (a.compare(0, 2, "--") == 0) {
      std::fprintf(stderr, "c6judge: merge: unknown option '%s' (see --help)\n", a.c_str());
      return kExitUsage;
    } else {
      o->paths.push_back(a);
    }
  }
  if (o->paths.empty()) {
    std::fprintf(stderr, "c6judge: merge needs at least one LOG (see --help)\n");
    return kExitUsage;
  }
  return -1;
}

// Step 2: every shard log, read and checked to be one run's: the same header, each game once.
// *order holds the games in schedule order (-1: missing). Returns -1 to go on, else the exit code.
int read_one_run(const std::vector<std::string>& paths, std::vector<ShardLog>* logs,
                 std::vector<std::pair<int, int>>* order) {
  logs->assign(paths.size(), ShardLog());
  std::string err;
  for (size_t i = 0; i < paths.size(); ++i) {
    if (!read_shard_log(paths[i], &(*logs)[i], &err)) {
      std::fprintf(stderr, "c6judge: merge: %s\n", err.c_str());
      return kExitSetup;
    }
    if ((*logs)[i].bad > 0) {
      std::fprintf(stderr, "c6judge: merge: warning: %s: %d unreadable line(s) ignored\n",
                   paths[i].c_str(), (*logs)[i].bad);
    }
  }
  err = check_headers(*logs);
  if (!err.empty()) {
    std::fprintf(stderr, "c6judge: merge: %s\n", err.c_str());
    return kExitNotOneRun;
  }
  const RunConfig cfg = config_from_header((*logs)[0].header);
  const int total = games_per_pairing(cfg) * static_cast<int>(make_pairings(cfg).size());
  int repeats = 0;
  err = check_games(cfg, *logs, total, order, &repeats);
  if (!err.empty()) {
    std::fprintf(stderr, "c6judge: merge: %s\n", err.c_str());
    return kExitNotOneRun;
  }
  if (repeats > 0) {
    std::fprintf(stderr,
                 "c6judge: merge: warning: %d game(s) logged twice by one shard; first kept\n",
                 repeats);
  }
  return -1;
}

// Step 3: the run's results from its games, as the run itself would have counted them.
RunResults tally(const RunConfig& cfg, const std::vector<ShardLog>& logs,
                 const std::vector<std::pair<int, int>>& order) {
  const std::vector<std::pair<int, int>> pairings = make_pairings(cfg);
  ResultBook book(cfg, pairings);
  for (const std::pair<int, int>& o : order) {
    if (o.first < 0) continue;
    const LoggedGame& g = logs[o.first].games[o.second];
    const ScheduledGame s = schedule_game(cfg, static_cast<int>(pairings.size()), g.index);
    book.add(g, s.black, s.white);
  }
  RunResults r = book.results();
  if (cfg.sprt.enabled && cfg.mode == RunMode::kMatch) {
    r.sprt_llr = sprt_llr(r.tallies[0], cfg.sprt.elo0, cfg.sprt.elo1);
    r.sprt_decision = sprt_decision(r.tallies[0], cfg.sprt);
  }
  return r;
}

}  // namespace

int merge_main(const std::vector<std::string>& args) {
  MergeOptions o;
  int code = parse_merge_options(args, &o);
  if (code >= 0) return code;
  std::vector<ShardLog> logs;
  std::vector<std::pair<int, int>> order;
  code = read_one_run(o.paths, &logs, &order);
  if (code >= 0) return code;
  const RunConfig cfg = config_from_header(logs[0].header);
  const RunResults r = tally(cfg, logs, order);

  // Step 4: report, then write what was asked for.
  FILE* out = o.json ? stderr : stdout;
  if (!o.quiet) {
    for (const ShardLog& l : logs) {
      std::fprintf(out, "Shard %d/%d: %s, %zu game(s)\n", l.header.shard.k, l.header.shard.n,
                   l.path.c_str(), l.games.size());
    }
    std::fprintf(out, "Merged %zu log(s): %d of %zu games of one run\n", logs.size(), r.finished,
                 order.size());
  }
  print_statistics(cfg, r, out);
  const std::string summary = summary_json(cfg, r);
  if (o.json) std::printf("%s\n", summary.c_str());
  std::fflush(stdout);
  if (!o.standings.empty() && (!write_statistics(o.standings + ".txt", cfg, r) ||
                               !write_text(o.standings + ".json", summary + "\n"))) {
    std::fprintf(stderr, "c6judge: merge: cannot write %s.txt / %s.json\n", o.standings.c_str(),
                 o.standings.c_str());
    return kExitSetup;
  }
  if (!o.out_log.empty() && !write_merged_log(o.out_log, logs, order)) {
    std::fprintf(stderr, "c6judge: merge: cannot write %s (it must not exist yet)\n",
                 o.out_log.c_str());
    return kExitSetup;
  }
  return kExitOk;
}

}  // namespace judge
}  // namespace c6
