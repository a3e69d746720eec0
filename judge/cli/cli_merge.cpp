// `c6judge merge`: joins the logs of a sharded run (match/tournament --shard K/N) into the result
// of the whole run. It proves the logs are one run (run headers equal: bots by SHA-256 and
// arguments, seed, openings, limits; shards 1..N each once), that every game of the schedule is
// there exactly once and was played by the bots the schedule names, then books the games in
// schedule order and prints the statistics with the code the run itself prints them with.
#include <cstdio>
#include <string>
#include <vector>

#include "cli/cli.h"
#include "cli/run_logs.h"
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

// Headers agree and shards 1..N appear once each. Empty string or the reason they do not.
std::string check_headers(const std::vector<RunLog>& logs) {
  const RunHeader& h0 = logs[0].header;
  std::vector<std::string> by_shard(h0.shard.n);
  for (const RunLog& l : logs) {
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

bool write_merged_log(const std::string& path, const std::vector<RunLog>& logs,
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
int read_one_run(const std::vector<std::string>& paths, std::vector<RunLog>* logs,
                 std::vector<std::pair<int, int>>* order) {
  logs->assign(paths.size(), RunLog());
  std::string err;
  for (size_t i = 0; i < paths.size(); ++i) {
    if (!read_run_log(paths[i], &(*logs)[i], &err)) {
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
  int repeats = 0;
  err = place_games(cfg, *logs, true, order, &repeats);
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

}  // namespace

int merge_main(const std::vector<std::string>& args) {
  MergeOptions o;
  int code = parse_merge_options(args, &o);
  if (code >= 0) return code;
  std::vector<RunLog> logs;
  std::vector<std::pair<int, int>> order;
  code = read_one_run(o.paths, &logs, &order);
  if (code >= 0) return code;
  const RunConfig cfg = config_from_header(logs[0].header);
  const RunResults r = book_games(cfg, logs, order);

  // Step 3: report, then write what was asked for.
  FILE* out = o.json ? stderr : stdout;
  if (!o.quiet) {
    for (const RunLog& l : logs) {
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
