// `c6judge match` and `c6judge tournament`: argument parsing on top of run_games().
#include <sys/stat.h>

#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "cli/cli.h"
#include "core/types.h"
#include "match/runner.h"
#include "util/parse_int.h"

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
           cloudict (the Cloudict engine's dialect, checked against the real engine).
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
  --seed N           seeds the opening order and symmetries, 0..18446744073709551615 (default 1);
                     the schedule depends only on the seed and the game number, never on
                     --concurrency
  --max-turns N      adjudicate a draw after N bot turns (default 0 = never)
  --adjudicate-dead  adjudicate a draw once no six can be made any more (every six cells in a
                     row hold both colours), instead of playing on until the board is full
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
                     match only: stop when the pentanomial SPRT decides. E0 < E1, both in
                     [-1000, 1000] (logistic Elo); A, B in (0, 0.5) (false H1 / false H0 rates);
                     each key at most once; a key left out keeps its default, elo0=0 elo1=5
                     alpha=0.05 beta=0.05
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
[output_cap], INTERRUPT [operator, judge_error], ADJUDICATED [turn_cap, no_six_left, no_setup].
Exit codes: 0 run complete (or SPRT decided), 2 usage error, 3 setup or I/O error (bot not
found, bad opening file, log of another run; the log or the bots' log directory cannot be written:
full disk, directory removed; every game finished before is in the log), 4 interrupted
(SIGINT/SIGTERM; finished games are in the log).
)";

}  // namespace

bool read_bots_file(const std::string& path, std::vector<BotSpec>* bots, std::string* err) {
  struct stat st;
  if (stat(path.c_str(), &st) == 0 && S_ISDIR(st.st_mode)) {
    *err = path + " is a directory, not a file of bot specs";
    return false;
  }
  std::ifstream f(path, std::ios::binary);
  if (!f) {
    *err = "cannot read " + path;
    return false;
  }
  std::ostringstream text;
  text << f.rdbuf();
  return parse_bot_list(text.str(), path, bots, err);
}

namespace {

// One option of `match`/`tournament` that was looked at: not this option, applied, or a usage
// error (its message already on stderr).
enum class Parsed { kNo, kOk, kBad };

// A whole-number option: its range and where the value goes.
struct NumberOption {
  const char* name;
  const char* alias;  // nullptr: none
  long lo, hi;
  void (*store)(RunConfig* cfg, RunOptionsExtra* extra, long n);
};

const NumberOption kNumberOptions[] = {
    {"--games", nullptr, 1, 10000000,
     [](RunConfig* c, RunOptionsExtra*, long n) { c->games = static_cast<int>(n); }},
    {"--size", nullptr, kMinSize, kMaxSize,
     [](RunConfig* c, RunOptionsExtra*, long n) { c->size = static_cast<int>(n); }},
    {"--max-turns", nullptr, 0, 1000000,
     [](RunConfig* c, RunOptionsExtra*, long n) { c->max_turns = static_cast<int>(n); }},
    {"--time", nullptr, 1, kMaxLimitMs,
     [](RunConfig* c, RunOptionsExtra*, long n) { c->limits.turn_ms = static_cast<int>(n); }},
    {"--first", nullptr, 1, kMaxLimitMs,
     [](RunConfig* c, RunOptionsExtra* x, long n) {
       c->limits.first_ms = static_cast<int>(n);
       x->first_set = true;
     }},
    {"--margin", nullptr, 0, kMaxLimitMs,
     [](RunConfig* c, RunOptionsExtra*, long n) { c->limits.margin_ms = static_cast<int>(n); }},
    {"--grace", nullptr, 0, kMaxLimitMs,
     [](RunConfig* c, RunOptionsExtra*, long n) { c->limits.grace_ms = static_cast<int>(n); }},
    {"--memory", nullptr, 0, kMaxMemoryMb,
     [](RunConfig* c, RunOptionsExtra*, long n) {
       c->limits.memory_mb = static_cast<uint64_t>(n);
     }},
    {"--stderr-cap", nullptr, 0, 1L << 40,
     [](RunConfig* c, RunOptionsExtra*, long n) {
       c->limits.stderr_cap = static_cast<uint64_t>(n);
     }},
    {"--output-cap", nullptr, 16, 1L << 40,
     [](RunConfig* c, RunOptionsExtra*, long n) {
       c->limits.output_cap = static_cast<uint64_t>(n);
     }},
    {"--concurrency", "-j", 1, 256,
     [](RunConfig* c, RunOptionsExtra*, long n) { c->concurrency = static_cast<int>(n); }},
    {"--report", nullptr, 0, 1000000,
     [](RunConfig* c, RunOptionsExtra*, long n) { c->report_every = static_cast<int>(n); }},
};

// The option's value: the next argument (advancing *i), or a message and false if there is none.
bool take_value(const std::vector<std::string>& args, size_t* i, std::string* v) {
  if (*i + 1 >= args.size()) {
    std::fprintf(stderr, "c6judge: %s needs a value\n", args[*i].c_str());
    return false;
  }
  *v = args[++*i];
  return true;
}

Parsed number_option(const std::vector<std::string>& args, size_t* i, RunConfig* cfg,
                     RunOptionsExtra* extra) {
  const std::string& a = args[*i];
  for (const NumberOption& o : kNumberOptions) {
    if (a != o.name && !(o.alias && a == o.alias)) continue;
    std::string v;
    long n = 0;
    if (!take_value(args, i, &v) || !parse_int_option(a, v, o.lo, o.hi, &n)) return Parsed::kBad;
    o.store(cfg, extra, n);
    return Parsed::kOk;
  }
  return Parsed::kNo;
}

// Options without a value. --gauntlet exists only for a tournament.
Parsed switch_option(const std::string& a, bool tournament, RunConfig* cfg) {
  if (a == "--symmetry") {
    cfg->random_symmetry = true;
  } else if (a == "--resume") {
    cfg->resume = true;
  } else if (a == "--adjudicate-dead") {
    cfg->adjudicate_dead = true;
  } else if (a == "--quiet" || a == "-q") {
    cfg->quiet = true;
  } else if (a == "--json") {
    cfg->json = true;
  } else if (a == "--gauntlet" && tournament) {
    cfg->mode = RunMode::kGauntlet;
  } else {
    return Parsed::kNo;
  }
  return Parsed::kOk;
}

// Options with one text value: kept as given, or read by the option's own parser.
Parsed text_option(const std::vector<std::string>& args, size_t* i, RunConfig* cfg,
                   RunOptionsExtra* extra) {
  const std::string a = args[*i];
  std::string* keep = a == "--openings"     ? &extra->openings_path
                      : a == "--log"        ? &cfg->log_path
                      : a == "--stderr-dir" ? &cfg->stderr_dir
                      : a == "--standings"  ? &cfg->standings_prefix
                                            : nullptr;
  const bool parsed = a == "--bot" || a == "--seed" || a == "--tc" || a == "--memory-mode" ||
                      a == "--shard" || a == "--bots";
  if (!keep && !parsed) return Parsed::kNo;
  std::string v, err;
  if (!take_value(args, i, &v)) return Parsed::kBad;
  if (keep) {
    *keep = v;
    return Parsed::kOk;
  }
  bool ok = true;
  if (a == "--bot") {
    BotSpec b;
    ok = parse_bot_spec(v, &b, &err);
    if (ok) cfg->bots.push_back(b);
    err = "--bot: " + err;
  } else if (a == "--seed") {
    return parse_u64_option(a, v, &cfg->seed) ? Parsed::kOk : Parsed::kBad;
  } else if (a == "--tc") {
    ok = parse_time_control(v, &cfg->limits, &err);
  } else if (a == "--memory-mode") {
    ok = parse_memory_mode(v, &cfg->limits.memory_mode);
    err = "--memory-mode: '" + v + "' is not auto, cgroup, rss or as";
  } else if (a == "--shard") {
    ok = parse_shard(v, &cfg->shard, &err);
  } else {  // --bots
    ok = read_bots_file(v, &cfg->bots, &err);
    err = "--bots: " + err;
  }
  if (ok) return Parsed::kOk;
  std::fprintf(stderr, "c6judge: %s\n", err.c_str());
  return Parsed::kBad;
}

// --sprt takes the following key=value words (or one quoted string).
Parsed sprt_option(const std::vector<std::string>& args, size_t* i, RunConfig* cfg) {
  if (args[*i] != "--sprt") return Parsed::kNo;
  std::string text, err;
  while (*i + 1 < args.size() && args[*i + 1].find('=') != std::string::npos &&
         args[*i + 1].compare(0, 2, "--") != 0) {
    text += args[++*i] + " ";
  }
  if (parse_sprt(text, &cfg->sprt, &err)) return Parsed::kOk;
  std::fprintf(stderr, "c6judge: --%s\n", err.c_str());
  return Parsed::kBad;
}

}  // namespace

int parse_run_options(const std::vector<std::string>& args, bool tournament, RunConfig* run,
                      RunOptionsExtra* extra, std::vector<std::string>* rest) {
  for (size_t i = 0; i < args.size(); ++i) {
    const std::string& a = args[i];
    if (a == "--help" || a == "-h") {
      std::printf("%s", kMatchHelp);
      return kExitOk;
    }
    Parsed p = number_option(args, &i, run, extra);
    if (p == Parsed::kNo) p = switch_option(a, tournament, run);
    if (p == Parsed::kNo) p = text_option(args, &i, run, extra);
    if (p == Parsed::kNo) p = sprt_option(args, &i, run);
    if (p == Parsed::kBad) return kExitUsage;
    if (p == Parsed::kOk) continue;
    if (!rest) {
      std::fprintf(stderr, "c6judge: unknown option '%s' (see --help)\n", a.c_str());
      return kExitUsage;
    }
    rest->push_back(a);
  }
  if (!extra->first_set) run->limits.first_ms = 2 * run->limits.turn_ms;
  std::string err;
  if (!extra->openings_path.empty() && extra->openings_path != "none" &&
      !load_openings(extra->openings_path, &run->openings, &err)) {
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
