// `c6judge match` and `c6judge tournament`: argument parsing on top of run_games().
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "cli.h"
#include "parse_int.h"
#include "runner.h"

namespace c6 {
namespace judge {

namespace {

const char kMatchHelp[] =
    R"(usage: c6judge match --bot SPEC --bot SPEC [options]
       c6judge tournament --bot SPEC --bot SPEC [--bot SPEC ...] [--gauntlet] [options]

Plays games between bots under time, memory and output limits. Games come in colour-swapped pairs
on the same opening. A match is two bots; a tournament is a round robin over all bots (or, with
--gauntlet, the first bot against each of the others), with a crosstable and an Elo table.

Bot SPEC:  name=NAME,cmd=COMMAND,proto=PROTO,dir=DIR   (only cmd is required; a SPEC without any
           key is the command). COMMAND runs in DIR (through /bin/sh if it uses shell syntax).
           PROTO: botzone-json (default; restart every turn, keep-running detected by its marker;
           requests carry "time_limit" in ms and "memory_limit" in MB), botzone-line, ccgc,
           cloudict (unverified dialect).
           Per-bot keys: time=MS, first=MS, memory=MB override --time/--first/--memory for
           this bot (time= alone sets first to 2 x time); stdin=close closes a Botzone bot's
           stdin after each request (for bots that read to end of input; no keep-running);
           depth=D sends "depth D" to a cloudict engine before the game.
           Example: --bot 'name=greedy,cmd=build/c6bot --level greedy'
  --bots FILE        more bots, one SPEC per line ('#' starts a comment line, blank lines are
                     ignored; an error names the line); may be combined with --bot

Games and openings:
  --games N          games per pairing (rounded up to even; default 2)
  --size N           board size (default 15)
  --openings FILE    opening file (samples/openings/balanced-15.txt ...); 'none' = empty board
                     (default none)
  --symmetry         random board symmetry (1 of 8) per opening pair
  --seed N           seeds the opening order and symmetries (default 1); the schedule depends only
                     on the seed and the game number, never on --concurrency
  --max-turns N      adjudicate a draw after N bot turns (default 0 = never)
Limits (all printed at the start):
  --time MS          per-turn limit (default 1000)
  --first MS         each bot's first turn of a game (default 2 x --time)
  --tc BASE+INC      game clock instead of per-turn limits: BASE seconds per bot per game plus INC
                     seconds after each of its turns (ICGA-style; e.g. 60+1, 0.5+0.1); running out
                     is TIMEOUT (reason "clock"); the log records both clocks at every move.
                     Botzone requests carry time_limit = remaining/20 + INC (no field carries a
                     clock); ccgc/cloudict cannot be told any time
  --margin MS        tolerance added to the limit before TIMEOUT (default 50)
  --grace MS         after limit + margin, how long to wait before STALL and kill (default 1000)
  --memory MB        resident memory of each bot's whole process tree (default 256; 0 = none);
                     over it is MEM_LIMIT, whatever the bot prints
  --memory-mode M    auto (default: cgroup where the judge can use the memory controller, else
                     rss), cgroup (memory.max on one cgroup v2 per bot), rss (the tree's resident
                     memory sampled every 10 ms, the tree killed when over), as (RLIMIT_AS per
                     process, the old way: a JVM cannot start under it; 0 needed for ASan bots)
  --stderr-cap B     bytes of each bot's log per game (stderr plus ignored stdout lines; default
                     1048576); the rest is counted and dropped, the count noted at the end
  --output-cap B     bytes of stdout per turn before OUTPUT_LIMIT (default 262144)
Running:
  --concurrency N    games in parallel (default 1; warns above the number of cores)
  --log FILE         append one JSON line per finished game (flushed at once)
  --resume           continue the run recorded in --log (same bots, order and --seed); more
                     --games extends a finished run
  --stderr-dir DIR   each bot's stderr per game to DIR/gNNNNN-<colour>-<name>.log (empty files
                     removed); default: LOG.stderr/ with --log, else discarded
  --shard K/N        play only shard K of N of the same schedule (game pairs p with p mod N =
                     K-1; game numbers as in the whole run); needs --log; c6judge merge LOG...
                     checks the shard logs and prints the whole run's statistics (not with --sprt)
  --sprt elo0=E0 elo1=E1 alpha=A beta=B
                     match only: stop when the pentanomial SPRT decides
  --report K         rating block every K finished games (default 10; 0 = only at the end)
  --standings PREFIX write PREFIX.csv, PREFIX.json, PREFIX.md: rank (ties share), points, W/L/D,
                     Elo with interval, results and verdicts against each bot, tie-breaks (head to
                     head, then Sonneborn-Berger)
  --quiet            no per-game lines
  --json             machine-readable summary on stdout (progress goes to stderr)

Verdicts (log "reason" code in brackets): WIN_SIX [six], DRAW_FULL [full_board], TIMEOUT [late,
clock], STALL [no_answer], CRASH [exit, signal, closed_stdout, cannot_start, process_gone],
ILLEGAL_MOVE [off_board, occupied, duplicate, wrong_count; detail names the cell], BAD_OUTPUT
[not_json, bad_field, bad_line, keep_running_stdin_closed], MEM_LIMIT [memory], OUTPUT_LIMIT
[output_cap], INTERRUPT [operator, judge_error], ADJUDICATED [turn_cap, no_setup].
Exit codes: 0 run complete (or SPRT decided), 2 usage error, 3 setup or I/O error (bot not
found, bad opening file, log of another run; the log or the bots' log directory cannot be written:
full disk, directory removed; every game finished before is in the log), 4 interrupted
(SIGINT/SIGTERM; finished games are in the log).
)";

}  // namespace

bool read_bots_file(const std::string& path, std::vector<BotSpec>* bots, std::string* err) {
  std::ifstream f(path, std::ios::binary);
  if (!f) {
    *err = "cannot read " + path;
    return false;
  }
  std::ostringstream text;
  text << f.rdbuf();
  return parse_bot_list(text.str(), path, bots, err);
}

int parse_run_options(const std::vector<std::string>& args, bool tournament, RunConfig* run,
                      RunOptionsExtra* extra, std::vector<std::string>* rest) {
  RunConfig& cfg = *run;
  std::string& openings_path = extra->openings_path;
  bool& first_set = extra->first_set;
  std::string err;
  for (size_t i = 0; i < args.size(); ++i) {
    const std::string& a = args[i];
    auto value = [&](std::string* v) {
      if (i + 1 >= args.size()) {
        std::fprintf(stderr, "c6judge: %s needs a value\n", a.c_str());
        return false;
      }
      *v = args[++i];
      return true;
    };
    auto number = [&](long lo, long hi, long* out) {
      std::string v;
      return value(&v) && parse_int_option(a, v, lo, hi, out);
    };
    long n = 0;
    std::string v;
    if (a == "--help" || a == "-h") {
      std::printf("%s", kMatchHelp);
      return kExitOk;
    } else if (a == "--bot") {
      if (!value(&v)) return kExitUsage;
      BotSpec b;
      if (!parse_bot_spec(v, &b, &err)) {
        std::fprintf(stderr, "c6judge: --bot: %s\n", err.c_str());
        return kExitUsage;
      }
      cfg.bots.push_back(b);
    } else if (a == "--games") {
      if (!number(1, 10000000, &n)) return kExitUsage;
      cfg.games = static_cast<int>(n);
    } else if (a == "--size") {
      if (!number(6, 25, &n)) return kExitUsage;
      cfg.size = static_cast<int>(n);
    } else if (a == "--openings") {
      if (!value(&openings_path)) return kExitUsage;
    } else if (a == "--symmetry") {
      cfg.random_symmetry = true;
    } else if (a == "--seed") {
      if (!value(&v)) return kExitUsage;
      char* end = nullptr;
      cfg.seed = std::strtoull(v.c_str(), &end, 10);
      if (v.empty() || *end) {
        std::fprintf(stderr, "c6judge: --seed: '%s' is not a number\n", v.c_str());
        return kExitUsage;
      }
    } else if (a == "--max-turns") {
      if (!number(0, 1000000, &n)) return kExitUsage;
      cfg.max_turns = static_cast<int>(n);
    } else if (a == "--time") {
      if (!number(1, 3600000, &n)) return kExitUsage;
      cfg.limits.turn_ms = static_cast<int>(n);
    } else if (a == "--first") {
      if (!number(1, 3600000, &n)) return kExitUsage;
      cfg.limits.first_ms = static_cast<int>(n);
      first_set = true;
    } else if (a == "--tc") {
      if (!value(&v)) return kExitUsage;
      if (!parse_time_control(v, &cfg.limits, &err)) {
        std::fprintf(stderr, "c6judge: %s\n", err.c_str());
        return kExitUsage;
      }
    } else if (a == "--margin") {
      if (!number(0, 3600000, &n)) return kExitUsage;
      cfg.limits.margin_ms = static_cast<int>(n);
    } else if (a == "--grace") {
      if (!number(0, 3600000, &n)) return kExitUsage;
      cfg.limits.grace_ms = static_cast<int>(n);
    } else if (a == "--memory") {
      if (!number(0, 1 << 20, &n)) return kExitUsage;
      cfg.limits.memory_mb = static_cast<uint64_t>(n);
    } else if (a == "--memory-mode") {
      if (!value(&v)) return kExitUsage;
      if (!parse_memory_mode(v, &cfg.limits.memory_mode)) {
        std::fprintf(stderr, "c6judge: --memory-mode: '%s' is not auto, cgroup, rss or as\n",
                     v.c_str());
        return kExitUsage;
      }
    } else if (a == "--stderr-cap") {
      if (!number(0, 1L << 40, &n)) return kExitUsage;
      cfg.limits.stderr_cap = static_cast<uint64_t>(n);
    } else if (a == "--output-cap") {
      if (!number(16, 1L << 40, &n)) return kExitUsage;
      cfg.limits.output_cap = static_cast<uint64_t>(n);
    } else if (a == "--concurrency" || a == "-j") {
      if (!number(1, 256, &n)) return kExitUsage;
      cfg.concurrency = static_cast<int>(n);
    } else if (a == "--log") {
      if (!value(&cfg.log_path)) return kExitUsage;
    } else if (a == "--resume") {
      cfg.resume = true;
    } else if (a == "--stderr-dir") {
      if (!value(&cfg.stderr_dir)) return kExitUsage;
    } else if (a == "--sprt") {
      // Takes the following key=value words (or one quoted string).
      std::string text;
      while (i + 1 < args.size() && args[i + 1].find('=') != std::string::npos &&
             args[i + 1].compare(0, 2, "--") != 0) {
        text += args[++i] + " ";
      }
      if (!parse_sprt(text, &cfg.sprt, &err)) {
        std::fprintf(stderr, "c6judge: --%s\n", err.c_str());
        return kExitUsage;
      }
    } else if (a == "--report") {
      if (!number(0, 1000000, &n)) return kExitUsage;
      cfg.report_every = static_cast<int>(n);
    } else if (a == "--quiet" || a == "-q") {
      cfg.quiet = true;
    } else if (a == "--json") {
      cfg.json = true;
    } else if (a == "--shard") {
      if (!value(&v)) return kExitUsage;
      if (!parse_shard(v, &cfg.shard, &err)) {
        std::fprintf(stderr, "c6judge: %s\n", err.c_str());
        return kExitUsage;
      }
    } else if (a == "--gauntlet" && tournament) {
      cfg.mode = RunMode::kGauntlet;
    } else if (a == "--bots") {
      if (!value(&v)) return kExitUsage;
      if (!read_bots_file(v, &cfg.bots, &err)) {
        std::fprintf(stderr, "c6judge: --bots: %s\n", err.c_str());
        return kExitUsage;
      }
    } else if (a == "--standings") {
      if (!value(&cfg.standings_prefix)) return kExitUsage;
    } else if (rest) {
      rest->push_back(a);
    } else {
      std::fprintf(stderr, "c6judge: unknown option '%s' (see --help)\n", a.c_str());
      return kExitUsage;
    }
  }
  if (!first_set) cfg.limits.first_ms = 2 * cfg.limits.turn_ms;
  if (!openings_path.empty() && openings_path != "none" &&
      !load_openings(openings_path, &cfg.openings, &err)) {
    std::fprintf(stderr, "c6judge: --openings: %s\n", err.c_str());
    return kExitSetup;
  }
  return -1;
}

int match_main(const std::vector<std::string>& args, bool tournament,
               const std::atomic<bool>* stop) {
  RunConfig cfg;
  cfg.mode = tournament ? RunMode::kRoundRobin : RunMode::kMatch;
  RunOptionsExtra extra;
  const int rc = parse_run_options(args, tournament, &cfg, &extra, nullptr);
  if (rc >= 0) return rc;
  if (tournament && cfg.sprt.enabled) {
    std::fprintf(stderr, "c6judge: warning: --sprt applies to match only; ignored\n");
  }
  if (!tournament && cfg.bots.size() != 2) {
    std::fprintf(stderr, "c6judge: match needs exactly two --bot (see --help)\n");
    return kExitUsage;
  }
  if (cfg.bots.size() < 2) {
    std::fprintf(stderr, "c6judge: tournament needs at least two --bot (see --help)\n");
    return kExitUsage;
  }
  for (size_t i = 0; i < cfg.bots.size(); ++i) {
    for (size_t j = 0; j < i; ++j) {
      if (cfg.bots[i].name == cfg.bots[j].name) cfg.bots[i].name += "#" + std::to_string(i + 1);
    }
  }
  if (!cfg.shard.whole() && cfg.sprt.enabled && !tournament) {
    std::fprintf(stderr,
                 "c6judge: --shard cannot be combined with --sprt (SPRT stops the run "
                 "as a whole; shards cannot know when)\n");
    return kExitUsage;
  }
  if (!cfg.shard.whole() && cfg.log_path.empty()) {
    std::fprintf(stderr, "c6judge: --shard needs --log FILE (c6judge merge reads the logs)\n");
    return kExitUsage;
  }
  if (cfg.resume && cfg.log_path.empty()) {
    std::fprintf(stderr, "c6judge: --resume needs --log FILE\n");
    return kExitUsage;
  }
  return run_games(cfg, stop);
}

}  // namespace judge
}  // namespace c6
