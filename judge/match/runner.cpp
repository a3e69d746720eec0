#include "match/runner.h"

#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <map>
#include <mutex>
#include <thread>

#include "core/rng.h"
#include "match/scheduler.h"
#include "match/shard.h"
#include "records/json_out.h"
#include "util/text_file.h"

namespace c6 {
namespace judge {

namespace {

constexpr int kContinue = -1;

// Bots found and hashed, openings legal on the board, concurrency sane. kContinue or an exit code.
int check_setup(RunConfig* cfg) {
  std::string err;
  if (cfg->bots.size() < 2) {
    std::fprintf(stderr, "c6judge: need at least two bots\n");
    return kExitUsage;
  }
  for (BotSpec& b : cfg->bots) {
    if (!resolve_binary(&b, &err)) {
      std::fprintf(stderr, "c6judge: %s\n", err.c_str());
      return kExitSetup;
    }
    if ((b.proto == Proto::kCcgc) && !cfg->openings.empty()) {
      std::fprintf(stderr,
                   "c6judge: bot '%s' speaks ccgc, which cannot start from an opening; "
                   "use --openings none\n",
                   b.name.c_str());
      return kExitSetup;
    }
  }
  for (const BotSpec& b : cfg->bots) {
    const std::string warning = botzone_size_warning(b, cfg->size);
    if (!warning.empty()) std::fprintf(stderr, "c6judge: warning: %s\n", warning.c_str());
  }
  for (const Opening& o : cfg->openings) {
    std::vector<Move> turns;
    if (!opening_turns(o, cfg->size, 0, &turns, &err)) {
      std::fprintf(stderr, "c6judge: %s\n", err.c_str());
      return kExitSetup;
    }
  }
  const unsigned cores = std::max(1u, std::thread::hardware_concurrency());
  if (cfg->concurrency < 1) cfg->concurrency = 1;
  if (static_cast<unsigned>(cfg->concurrency) > cores) {
    std::fprintf(stderr,
                 "c6judge: warning: concurrency %d is above the %u cores of this machine; bots "
                 "will compete for CPU and time results will suffer\n",
                 cfg->concurrency, cores);
  }
  return kContinue;
}

// With --resume, books the games already in the log and marks them done; without, refuses to
// overwrite a log. kContinue or an exit code.
// A resumed log must be of this shard (its run header, shard.h). A header that describes the run
// otherwise (other bot arguments or binaries, limits) is only warned about, as resume has always
// allowed fixing a bot by name and seed; the new header then describes the log for merge.
// *need_header is set when the log has no header yet (new log, or one from before headers) or one
// that differs (run or --games).
int check_log_header(const RunConfig& cfg, bool* need_header) {
  *need_header = true;
  if (!file_nonempty(cfg.log_path)) return kContinue;
  RunHeader old;
  std::string err;
  if (!read_run_header(cfg.log_path, &old, &err)) return kContinue;
  const RunHeader now = make_run_header(cfg);
  if (old.shard.k != now.shard.k || old.shard.n != now.shard.n) {
    std::fprintf(stderr, "c6judge: %s is the log of shard %d/%d, not of --shard %d/%d\n",
                 cfg.log_path.c_str(), old.shard.k, old.shard.n, now.shard.k, now.shard.n);
    return kExitSetup;
  }
  const std::string diff = first_difference(old.run, now.run);
  if (!diff.empty()) {
    std::fprintf(stderr,
                 "c6judge: warning: %s was started with another '%s'; resuming under the new "
                 "one (games already logged keep theirs)\n",
                 cfg.log_path.c_str(), diff.c_str());
  }
  *need_header = !diff.empty() || old.games != now.games;
  return kContinue;
}

int load_log(const RunConfig& cfg, int pairings, ResultBook* book, std::vector<char>* done,
             FILE* out) {
  if (cfg.log_path.empty()) return kContinue;
  std::string err;
  if (!cfg.resume) {
    if (!file_nonempty(cfg.log_path)) return kContinue;
    std::fprintf(stderr,
                 "c6judge: log %s already exists; pass --resume to continue it or choose "
                 "another --log\n",
                 cfg.log_path.c_str());
    return kExitSetup;
  }
  if (is_gzip_file(cfg.log_path)) {
    // The readers take a gzipped log, but --resume appends plain lines to it.
    std::fprintf(stderr,
                 "c6judge: %s is gzip-compressed: --resume appends to the log, so decompress it "
                 "first (gunzip)\n",
                 cfg.log_path.c_str());
    return kExitSetup;
  }
  std::vector<LoggedGame> logged;
  int bad = 0;
  if (file_nonempty(cfg.log_path) && !read_log(cfg.log_path, &logged, &bad, &err)) {
    std::fprintf(stderr, "c6judge: %s\n", err.c_str());
    return kExitSetup;
  }
  if (bad > 0) std::fprintf(stderr, "c6judge: warning: %d unreadable log line(s) ignored\n", bad);
  const int total = static_cast<int>(done->size());
  for (const LoggedGame& g : logged) {
    if (g.index < 0) continue;
    const ScheduledGame s = schedule_game(cfg, pairings, g.index);
    if (g.black.name != cfg.bots[s.black].name || g.white.name != cfg.bots[s.white].name ||
        g.seed != s.seed) {
      std::fprintf(stderr,
                   "c6judge: %s: game %d was played by %s vs %s with another seed or bot list; "
                   "resume needs the same bots (same order) and --seed\n",
                   cfg.log_path.c_str(), g.index + 1, g.black.name.c_str(), g.white.name.c_str());
      return kExitSetup;
    }
    if (g.index < total && (*done)[g.index]) continue;
    if (g.index < total) (*done)[g.index] = 1;
    book->add(g, s.black, s.white);
  }
  if (!cfg.quiet && !logged.empty()) {
    std::fprintf(out, "Resuming: %d finished game(s) in %s\n", book->results().finished,
                 cfg.log_path.c_str());
  }
  return kContinue;
}

// Always printed, even with --quiet: margins are never hidden.
void print_limits(const RunConfig& cfg, const CgroupSupport& cgroups, FILE* out) {
  const Limits& l = cfg.limits;
  if (l.clock_base_ms > 0) {
    std::fprintf(out, "Limits: game clock %.3f s + %.3f s per turn (--tc) + margin %d ms per turn",
                 l.clock_base_ms / 1000.0, l.clock_inc_ms / 1000.0, l.margin_ms);
  } else {
    std::fprintf(out, "Limits: %d ms per turn (first turn %d ms) + margin %d ms", l.turn_ms,
                 l.first_ms, l.margin_ms);
  }
  std::fprintf(out,
               "; stall after a further %d ms; memory %llu MB%s; output %llu bytes per turn; bot "
               "logs capped at %llu bytes per game\n",
               l.grace_ms, static_cast<unsigned long long>(l.memory_mb),
               l.memory_mb == 0 ? " (no limit)"
                                : (" " + describe_memory_mode(l.memory_mode, cgroups)).c_str(),
               static_cast<unsigned long long>(l.output_cap),
               static_cast<unsigned long long>(l.stderr_cap));
  for (const BotSpec& b : cfg.bots) {
    const std::string o = spec_overrides_text(b);
    if (o.empty()) continue;
    const Limits bl = limits_for(l, b);
    std::fprintf(out, "  %s: %s -> %d ms per turn (first %d ms), memory %llu MB\n", b.name.c_str(),
                 o.substr(1).c_str(), bl.turn_ms, bl.first_ms,
                 static_cast<unsigned long long>(bl.memory_mb));
  }
}

void print_summary(const RunConfig& cfg, const RunResults& r, int finished_now, int64_t t_start,
                   FILE* out) {
  print_statistics(cfg, r, out);
  const double el = (now_us() - t_start) / 1e6;
  std::fprintf(out, "Finished %d game(s) this run in %.1f s (%.1f games/min)\n", finished_now, el,
               el > 0 ? finished_now * 60.0 / el : 0.0);
}

}  // namespace

namespace {

// The run's log, opened for appending; the run header goes first unless a resumed log has it.
// kContinue or an exit code.
int open_run_log(const RunConfig& cfg, bool need_header, LogWriter* log) {
  if (cfg.log_path.empty()) return kContinue;
  std::string err;
  if (!log->open(cfg.log_path, &err)) {
    std::fprintf(stderr, "c6judge: %s\n", err.c_str());
    return kExitSetup;
  }
  if ((need_header || !cfg.resume) && !log->append(run_header_to_json(make_run_header(cfg)))) {
    std::fprintf(stderr, "c6judge: cannot write to %s\n", cfg.log_path.c_str());
    return kExitSetup;
  }
  return kContinue;
}

// --standings PREFIX: the games' standings as CSV, JSON and Markdown. kContinue or an exit code.
int write_run_standings(const RunConfig& cfg, const RunResults& r, FILE* out) {
  if (cfg.standings_prefix.empty()) return kContinue;
  StandingsInput in;
  for (const BotSpec& b : cfg.bots) in.names.push_back(b.name);
  in.games = r.games;
  in.title = cfg.mode == RunMode::kMatch ? "Match standings" : "Tournament standings";
  std::string err;
  if (!write_standings(cfg.standings_prefix, in, &err)) {
    std::fprintf(stderr, "c6judge: %s\n", err.c_str());
    return kExitSetup;
  }
  std::fprintf(out, "Standings: %s.{csv,json,md}\n", cfg.standings_prefix.c_str());
  return kContinue;
}

}  // namespace

int run_games(const RunConfig& cfg_in, const std::atomic<bool>* stop) {
  RunConfig cfg = cfg_in;
  FILE* out = cfg.json ? stderr : stdout;
  int rc = check_setup(&cfg);
  if (rc != kContinue) return rc;
  const std::vector<std::pair<int, int>> pairings = make_pairings(cfg);
  const int P = static_cast<int>(pairings.size());
  ResultBook book(cfg, pairings);
  std::vector<char> done(games_per_pairing(cfg) * P, 0);
  bool need_header = false;
  if (!cfg.log_path.empty() && cfg.resume) rc = check_log_header(cfg, &need_header);
  if (rc != kContinue) return rc;
  rc = load_log(cfg, P, &book, &done, out);
  if (rc != kContinue) return rc;
  LogWriter log;
  rc = open_run_log(cfg, need_header, &log);
  if (rc != kContinue) return rc;
  if (!cfg.shard.whole() && !cfg.quiet) {
    int mine = 0;
    for (size_t i = 0; i < done.size(); ++i) mine += in_shard(cfg.shard, static_cast<int>(i));
    std::fprintf(out, "Shard %d/%d: %d of the run's %zu games\n", cfg.shard.k, cfg.shard.n, mine,
                 done.size());
  }
  if (cfg.stderr_dir.empty() && !cfg.log_path.empty()) cfg.stderr_dir = cfg.log_path + ".stderr";
  if (!cfg.stderr_dir.empty()) mkdir(cfg.stderr_dir.c_str(), 0755);
  const CgroupSupport cgroups = probe_cgroups();
  if (cfg.limits.memory_mode == MemoryMode::kCgroup && !cgroups.memory) {
    std::fprintf(stderr, "c6judge: --memory-mode cgroup is not available here: %s\n",
                 cgroups.why.c_str());
    return kExitSetup;
  }
  print_limits(cfg, cgroups, out);

  const int64_t t_start = now_us();
  Scheduler sched(cfg, P, std::move(done), &book, &log, out, stop);
  auto worker = [&]() {
    ScheduledGame s;
    GameSetup setup;
    std::string opening_name;
    while (sched.next(&s, &setup, &opening_name)) {
      sched.finish(s, play_scheduled_game(s, setup, opening_name));
      setup = GameSetup();
    }
  };
  std::vector<std::thread> pool;
  for (int i = 0; i < cfg.concurrency; ++i) pool.emplace_back(worker);
  for (std::thread& t : pool) t.join();

  if (!cfg.stderr_dir.empty()) rmdir(cfg.stderr_dir.c_str());  // only if no bot wrote anything
  if (!cfg.quiet || !cfg.json)
    print_summary(cfg, book.results(), sched.finished_now(), t_start, out);
  if (cfg.json) std::printf("%s\n", summary_json(cfg, book.results()).c_str());
  rc = write_run_standings(cfg, book.results(), out);
  if (rc != kContinue) return rc;
  std::fflush(stdout);
  const std::string fatal = sched.fatal();
  if (!fatal.empty()) {
    std::fprintf(stderr,
                 "c6judge: error: %s\nc6judge: stopped; every game finished before this one is in "
                 "the log (continue with --resume once the problem is fixed)\n",
                 fatal.c_str());
    return kExitSetup;
  }
  if (stop && stop->load()) return kExitInterrupted;
  return kExitOk;
}

}  // namespace judge
}  // namespace c6
