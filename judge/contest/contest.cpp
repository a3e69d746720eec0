#include "contest/contest.h"

#include <dirent.h>
#include <ftw.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <map>
#include <sstream>

#include "bots/check.h"
#include "bots/probe.h"
#include "match/scheduler.h"
#include "match/standings.h"
#include "process/process.h"
#include "process/uid_block.h"
#include "records/gamelog.h"

namespace c6 {
namespace judge {

namespace {

bool is_dir(const std::string& p) {
  struct stat st;
  return stat(p.c_str(), &st) == 0 && S_ISDIR(st.st_mode);
}

std::string absolute(const std::string& p) {
  char buf[4096];
  if (realpath(p.c_str(), buf)) return buf;
  return p;
}

std::string slurp(const std::string& path, size_t cap) {
  std::ifstream f(path, std::ios::binary);
  std::string s(cap, '\0');
  f.read(&s[0], static_cast<std::streamsize>(cap));
  s.resize(static_cast<size_t>(f.gcount()));
  return s;
}

std::string first_line(const std::string& s) {
  std::istringstream in(s);
  std::string line;
  while (std::getline(in, line)) {
    if (line.find_first_not_of(" \t\r") != std::string::npos) return line.substr(0, 200);
  }
  return "";
}

// The compiler's first line that mentions an error (else its first line), without the stage path.
std::string error_line(const std::string& text, const std::string& stage) {
  std::istringstream in(text);
  std::string line, pick;
  while (std::getline(in, line)) {
    if (line.find("error") != std::string::npos || line.find("Error") != std::string::npos) {
      pick = line;
      break;
    }
  }
  if (pick.empty()) pick = first_line(text);
  for (size_t p = pick.find(stage + "/"); p != std::string::npos; p = pick.find(stage + "/")) {
    pick.erase(p, stage.size() + 1);
  }
  return pick.substr(0, 200);
}

int remove_entry(const char* path, const struct stat*, int, struct FTW*) { return ::remove(path); }

void remove_tree(const std::string& p) {
  if (!p.empty()) nftw(p.c_str(), remove_entry, 16, FTW_DEPTH | FTW_PHYS);
}

// Runs a trusted judge-side command (cp, chown) on quoted paths; true on exit 0.
bool sh(const std::string& cmd) { return std::system(cmd.c_str()) == 0; }

// A student's sandbox uid: from the run's own uid block (the block's first uid runs the probes).
int uid_of(const ContestConfig& cfg, int student) {
  if (cfg.sandbox == SandboxMode::kNone || cfg.uid_first < 0) return -1;
  return cfg.uid_first + 1 + student;
}

// Copies the submission's folder into the student's private stage folder with Botzone's headers,
// and (uid sandbox) makes its private HOME/TMPDIR; both owned by its sandbox uid.
bool stage_student(const ContestConfig& cfg, int idx, Student* s, std::string* err) {
  mkdir(s->stage.c_str(), 0700);
  const std::string from = s->source.substr(0, s->source.rfind('/')) + "/.";
  if (!sh("cp -r " + shell_quote(from) + " " + shell_quote(s->stage + "/"))) {
    *err = "cannot copy the submission";
    return false;
  }
  if (s->lang == "cpp" && !write_botzone_headers(s->stage)) {
    *err = "cannot write the Botzone headers into the stage";
    return false;
  }
  const int uid = uid_of(cfg, idx);
  if (cfg.sandbox == SandboxMode::kUid) {
    s->home = s->stage + ".home";
    mkdir(s->home.c_str(), 0700);
  }
  if (uid >= 0) {
    const std::string id = std::to_string(uid);
    for (const std::string& dir : {s->stage, s->home}) {
      if (!dir.empty() && !sh("chown -R " + id + ":" + id + " " + shell_quote(dir))) {
        *err = "cannot chown " + dir + " to uid " + id;
        return false;
      }
    }
  }
  return true;
}

// A cmd student's command as the sandbox runs it: a bare first word is looked up on the sandbox's
// PATH (the judge's PATH may point at shims the sandbox uid cannot execute: exit 126).
bool resolve_in_sandbox(std::string* cmd, std::string* err) {
  const size_t a = cmd->find_first_not_of(" \t");
  if (a == std::string::npos) return true;
  const size_t b = std::min(cmd->find_first_of(" \t", a), cmd->size());
  const std::string first = cmd->substr(a, b - a);
  if (first.find('/') != std::string::npos) return true;
  const std::string path = find_in_sandbox_path(first);
  if (path.empty()) {
    *err = "cmd: '" + first + "' is not on the sandbox's PATH (" + kSandboxPath +
           "): give its full path";
    return false;
  }
  cmd->replace(a, b - a, path);
  return true;
}

// Builds one student in its sandbox: compile time capped (the compiler is killed), output kept
// up to the cap in OUT/build/NAME.log.
void build_student(const ContestConfig& cfg, int idx, Student* s, const std::atomic<bool>* stop) {
  std::string run;
  const std::string compile = build_command(*s, &run);
  const std::string log = cfg.out + "/build/" + s->name + ".log";
  std::remove(log.c_str());
  SandboxJob job;
  job.mode = cfg.sandbox;
  job.uid = uid_of(cfg, idx);
  job.home = s->home;
  if (!compile.empty()) {
    job.rw_path = s->stage;
    job.chdir = s->stage;
    ChildProcess p;
    SpawnOptions opt;
    opt.command = sandbox_prefix(job) + (job.mode == SandboxMode::kNone ? "" : " ") + compile;
    opt.workdir = s->stage;
    opt.stderr_path = log;
    std::string err;
    if (!p.spawn(opt, &err)) {
      s->error = "cannot start the compiler: " + err;
      return;
    }
    p.close_stdin();
    const int64_t deadline = now_us() + static_cast<int64_t>(cfg.compile_seconds) * 1000000;
    ChildProcess::ReadStatus st = ChildProcess::ReadStatus::kData;
    while (st == ChildProcess::ReadStatus::kData) {
      st = p.read_some(deadline, stop);
      if (p.buffer().size() > cfg.compile_log_cap) p.buffer().resize(cfg.compile_log_cap);
    }
    if (st == ChildProcess::ReadStatus::kEof) {
      p.wait_exit(static_cast<int>(std::max<int64_t>(0, deadline - now_us()) / 1000));
    }
    const bool timed_out = !p.exit_info().reaped;
    p.kill_group();
    std::string text = p.buffer() + slurp(log, cfg.compile_log_cap);
    if (text.size() >= cfg.compile_log_cap) text += "\n[compiler output cut at the cap]\n";
    std::ofstream(log, std::ios::trunc) << text;
    if (timed_out) {
      s->error = "compile time over " + std::to_string(cfg.compile_seconds) + " s";
      return;
    }
    if (p.exit_info().signaled || p.exit_info().code != 0) {
      s->error = error_line(text, s->stage);
      if (s->error.empty()) s->error = "compiler " + p.exit_info().describe();
      return;
    }
  }
  job.rw_path.clear();
  job.ro_paths = {s->stage};
  // A cmd submission runs in its own (read-only) folder, where its files are; a compiled one in
  // a fresh tmpfs working directory.
  job.chdir = s->lang == "cmd" ? s->stage : "";
  if (s->lang == "cmd") {
    std::string err;
    if (!parse_bot_spec(run, &s->spec, &err)) {
      s->error = "cmd: " + err;
      return;
    }
    s->proto_given = run.find("proto=") != std::string::npos;
    if (cfg.sandbox != SandboxMode::kNone && !resolve_in_sandbox(&s->spec.cmd, &s->error)) return;
  } else {
    s->spec.cmd = run;
  }
  s->spec.name = s->name;
  s->spec.dir = s->stage;  // the judge's side; inside bwrap the --chdir above applies
  s->spec.sandbox = sandbox_prefix(job);
  std::string err;
  if (!resolve_binary(&s->spec, &err)) {
    s->error = err;
    return;
  }
  s->built = true;
}

// Finds out which Botzone mode the student's bot speaks, unless the settings or its cmd spec say.
void choose_proto(const ContestConfig& cfg, Student* s, const std::atomic<bool>* stop) {
  if (s->proto == "botzone-line") s->spec.proto = Proto::kBotzoneLine;
  if (s->proto != "auto" || (s->lang == "cmd" && s->proto_given)) return;
  const ProtoProbe p = probe_botzone_proto(s->spec, cfg.run.size, cfg.run.limits, stop);
  s->spec.proto = p.proto;
  if (p.found && p.stdin_close) s->spec.stdin_close = true;
  s->note = p.found ? std::string("speaks ") + proto_name(p.proto) + " (found by asking it)"
                    : "protocol not found (" + p.detail + "), played as botzone-json";
  if (p.found && p.stdin_close) s->note += "; reads to end of input: played with stdin=close";
}

// Checks one built bot (report in OUT/check/NAME.txt); stdin=close is applied when found, and
// the check then runs again with it, so the note says how the bot fares as it will play.
void check_student(const ContestConfig& cfg, Student* s, const std::atomic<bool>* stop) {
  const std::string path = cfg.out + "/check/" + s->name + ".txt";
  FILE* f = std::fopen(path.c_str(), "w");
  if (!f) {
    s->note +=
        std::string(s->note.empty() ? "" : "; ") + "check not run (cannot write " + path + ")";
    return;
  }
  Limits lim = cfg.run.limits;
  int failed = 0;
  const bool was_closing = s->spec.stdin_close;
  run_check(&s->spec, cfg.run.size, lim, cfg.run.seed, f, stop, &failed);
  const bool closed_now = s->spec.stdin_close && !was_closing;
  if (closed_now) {
    std::fprintf(f, "\nAgain, with stdin=close:\n");
    run_check(&s->spec, cfg.run.size, lim, cfg.run.seed, f, stop, &failed);
  }
  std::fclose(f);
  std::string check =
      failed == 0 ? "check PASS"
                  : "check FAIL (" + std::to_string(failed) + (failed == 1 ? " step)" : " steps)");
  if (closed_now) check += "; reads to end of input: played with stdin=close";
  s->note += (s->note.empty() ? "" : "; ") + check;
}

// The built bots' specs, in student order (their index is the bot index of the runs).
std::vector<BotSpec> built_specs(const std::vector<Student>& students) {
  std::vector<BotSpec> v;
  for (const Student& s : students) {
    if (s.built) v.push_back(s.spec);
  }
  return v;
}

std::string round_log(const ContestConfig& cfg, int round) {
  return cfg.out + "/round-" + std::to_string(round) + ".jsonl";
}

// Games of the contest's logs (games.jsonl, or every Swiss round so far) as standings input for
// the bots named in names.
std::vector<GameOutcome> logged_outcomes(const ContestConfig& cfg, int rounds,
                                         const std::vector<std::string>& names) {
  std::map<std::string, int> index;
  for (size_t i = 0; i < names.size(); ++i) index[names[i]] = static_cast<int>(i);
  std::vector<std::string> logs;
  if (cfg.swiss_rounds > 0) {
    for (int r = 1; r <= rounds; ++r) logs.push_back(round_log(cfg, r));
  } else {
    logs.push_back(cfg.run.log_path);
  }
  std::vector<GameOutcome> out;
  for (const std::string& path : logs) {
    std::vector<LoggedGame> logged;
    int bad = 0;
    std::string err;
    if (!file_nonempty(path) || !read_log(path, &logged, &bad, &err)) continue;
    for (const LoggedGame& g : logged) {
      auto b = index.find(g.black.name), w = index.find(g.white.name);
      if (b == index.end() || w == index.end()) continue;
      out.push_back({b->second, w->second, g.rec.winner, g.rec.verdict, g.rec.culprit});
    }
  }
  return out;
}

// Plays the Swiss rounds: each round's pairings come from the results so far (read back from
// the round logs, so --resume pairs the same way), each round its own log and stderr folder.
int play_swiss(const ContestConfig& cfg, const std::vector<BotSpec>& bots,
               const std::vector<int>& uids, const std::atomic<bool>* stop) {
  std::vector<std::string> names;
  for (const BotSpec& b : bots) names.push_back(b.name);
  const int n = static_cast<int>(bots.size());
  std::vector<bool> had_bye(n, false);
  mkdir(cfg.run.stderr_dir.c_str(), 0755);
  for (int r = 1; r <= cfg.swiss_rounds; ++r) {
    std::vector<double> points(n, 0);
    std::vector<std::vector<bool>> met(n, std::vector<bool>(n, false));
    for (const GameOutcome& g : logged_outcomes(cfg, r - 1, names)) {
      met[g.black][g.white] = met[g.white][g.black] = true;
      if (g.winner == kEmpty) points[g.black] += 0.5, points[g.white] += 0.5;
      if (g.winner == kBlack) points[g.black] += 1;
      if (g.winner == kWhite) points[g.white] += 1;
    }
    int bye = -1;
    RunConfig run = cfg.run;
    run.mode = RunMode::kPairs;
    run.bots = bots;
    run.pairs = swiss_pairings(points, met, &had_bye, &bye);
    run.log_path = round_log(cfg, r);
    run.stderr_dir = cfg.run.stderr_dir + "/round-" + std::to_string(r);
    run.seed = cfg.run.seed + static_cast<uint64_t>(r - 1) * 1000003ULL;
    run.resume = true;  // a round's log is new, or was left by an interrupted contest
    std::printf("Swiss round %d of %d:", r, cfg.swiss_rounds);
    for (const auto& p : run.pairs) {
      std::printf(" %s-%s", names[p.first].c_str(), names[p.second].c_str());
    }
    std::printf("%s%s\n", bye >= 0 ? "; bye: " : "", bye >= 0 ? names[bye].c_str() : "");
    std::fflush(stdout);
    const int rc = run_games(run, stop);
    for (int uid : uids) kill_uid_processes(uid);
    if (rc != kExitOk) return rc;
  }
  return kExitOk;
}

// Plays the round robin (or the Swiss rounds) between the built bots (resume as configured).
int play_games(const ContestConfig& cfg, const std::vector<Student>& students,
               const std::atomic<bool>* stop) {
  RunConfig run = cfg.run;
  run.mode = RunMode::kRoundRobin;
  run.bots = built_specs(students);
  if (run.bots.size() < 2) {
    std::printf("Fewer than two bots built: no games.\n");
    return kExitOk;
  }
  std::vector<int> uids;  // sandbox uids, to kill what a round's bots left behind
  for (size_t i = 0; i < students.size(); ++i) uids.push_back(uid_of(cfg, static_cast<int>(i)));
  if (cfg.swiss_rounds > 0) return play_swiss(cfg, run.bots, uids, stop);
  return run_games(run, stop);
}

void write_results(const ContestConfig& cfg, const std::vector<Student>& students) {
  StandingsInput in;
  for (size_t i = 0; i < students.size(); ++i) {
    in.names.push_back(students[i].name);
    in.status.push_back(students[i].built ? "" : "COMPILE_ERROR");
    in.notes.push_back(students[i].built ? students[i].note : students[i].error);
  }
  // Games name bots; map them to the student order.
  const std::vector<GameOutcome> games = logged_outcomes(cfg, cfg.swiss_rounds, in.names);
  in.games = games;
  std::string err;
  in.title = "Contest standings: " + cfg.submissions;
  if (!write_standings(cfg.out + "/standings", in, &err)) {
    std::fprintf(stderr, "c6judge: %s\n", err.c_str());
    return;
  }
  const Standings s = compute_standings(in);
  std::printf("\n%s", standings_md(in, s).c_str());
  std::printf(
      "\nStandings: %s/standings.{csv,json,md}; games: %s; stderr: %s/\n", cfg.out.c_str(),
      cfg.swiss_rounds > 0 ? (cfg.out + "/round-R.jsonl").c_str() : cfg.run.log_path.c_str(),
      cfg.run.stderr_dir.c_str());
}

// A root judge that may sandbox reserves its own uid block (so a concurrent contest's kills never
// reach its bots) and kills what a SIGKILLed judge left under it; false with a message if none.
bool reserve_uids(ContestConfig* cfg, UidBlock* block) {
  if (geteuid() != 0 || (!cfg->sandbox_best && cfg->sandbox == SandboxMode::kNone)) return true;
  std::string err;
  if (!block->reserve(UidBlock::default_dir(), &err)) {
    std::fprintf(stderr, "c6judge: contest: %s\n", err.c_str());
    return false;
  }
  block->kill_leftovers();
  cfg->uid_first = block->first();
  return true;
}

// Sandbox mode in force (the best available unless one was asked for); false if unavailable.
bool choose_sandbox(ContestConfig* cfg) {
  std::string why;
  if (cfg->sandbox_best) {
    cfg->sandbox = best_sandbox(cfg->uid_first, &why);
    if (!why.empty()) std::printf("Sandbox: not available: %s\n", why.c_str());
    return true;
  }
  if (!sandbox_available(cfg->sandbox, cfg->uid_first, &why)) {
    std::fprintf(stderr, "c6judge: --sandbox %s: %s\n", sandbox_mode_name(cfg->sandbox),
                 why.c_str());
    return false;
  }
  return true;
}

}  // namespace

std::vector<std::pair<int, int>> swiss_pairings(const std::vector<double>& points,
                                                const std::vector<std::vector<bool>>& met,
                                                std::vector<bool>* had_bye, int* bye) {
  const int n = static_cast<int>(points.size());
  std::vector<int> order(n);
  for (int i = 0; i < n; ++i) order[i] = i;
  std::stable_sort(order.begin(), order.end(), [&](int a, int b) { return points[a] > points[b]; });
  std::vector<bool> used(n, false);
  *bye = -1;
  if (n % 2 == 1) {
    for (int k = n - 1; k >= 0 && *bye < 0; --k) {
      if (!(*had_bye)[order[k]]) *bye = order[k];
    }
    if (*bye < 0) *bye = order[n - 1];
    (*had_bye)[*bye] = true;
    used[*bye] = true;
  }
  std::vector<std::pair<int, int>> pairs;
  for (int k = 0; k < n; ++k) {
    const int a = order[k];
    if (used[a]) continue;
    int pick = -1;
    for (int m = k + 1; m < n; ++m) {
      const int b = order[m];
      if (used[b]) continue;
      if (pick < 0) pick = b;  // fallback: the next one at all
      if (!met[a][b]) {
        pick = b;
        break;
      }
    }
    if (pick < 0) break;
    used[a] = used[pick] = true;
    pairs.push_back({a, pick});
  }
  return pairs;
}

namespace {

constexpr int kGoOn = -1;  // a setup step succeeded (else it returns the exit code)

// Step 1: the submissions folder exists, OUT is made and outside it, and OUT holds no earlier
// contest unless resuming. Both paths become absolute; the log and stderr folder go in OUT.
int prepare_folders(ContestConfig* cfg) {
  if (!is_dir(cfg->submissions)) {
    std::fprintf(stderr, "c6judge: contest: %s is not a folder\n", cfg->submissions.c_str());
    return kExitSetup;
  }
  cfg->submissions = absolute(cfg->submissions);
  // OUT is made first so that its real path (symbolic links resolved) can be compared with the
  // submissions'; a refused OUT made here is removed again (left behind inside the submissions,
  // the next run took it for a student).
  const bool created = mkdir(cfg->out.c_str(), 0700) == 0;
  if (!is_dir(cfg->out)) {
    std::fprintf(stderr, "c6judge: contest: cannot create %s\n", cfg->out.c_str());
    return kExitSetup;
  }
  cfg->out = absolute(cfg->out);
  if (cfg->out.compare(0, cfg->submissions.size() + 1, cfg->submissions + "/") == 0) {
    std::fprintf(stderr, "c6judge: contest: --out must not be inside the submissions folder\n");
    if (created) rmdir(cfg->out.c_str());
    return kExitUsage;
  }
  cfg->run.log_path = cfg->out + "/games.jsonl";
  cfg->run.stderr_dir = cfg->out + "/stderr";
  if (!cfg->run.resume && (file_nonempty(cfg->run.log_path) || file_nonempty(round_log(*cfg, 1)))) {
    std::fprintf(stderr, "c6judge: contest: %s already has games; pass --resume to continue\n",
                 cfg->out.c_str());
    return kExitSetup;
  }
  mkdir((cfg->out + "/build").c_str(), 0700);
  mkdir((cfg->out + "/check").c_str(), 0700);
  return kGoOn;
}

// Step 3: what the run will do, printed before the builds: the class, the sandbox, the uid block
// and the sandbox's start-up cost.
void print_setup(const ContestConfig& cfg, const std::vector<Student>& students,
                 const UidBlock& uids) {
  std::printf("Contest: %zu students in %s -> %s\nSandbox: %s\n", students.size(),
              cfg.submissions.c_str(), cfg.out.c_str(),
              sandbox_facts(cfg.sandbox, uid_of(cfg, 0)).c_str());
  if (uid_of(cfg, 0) >= 0) {
    std::printf("Uid block: %d-%d (this run's own; lock %s, held until the judge exits)\n",
                uids.first(), uids.last(), uids.lock_path().c_str());
  }
  if (cfg.sandbox != SandboxMode::kNone) {
    std::printf(
        "Sandbox start-up: %.0f ms per bot process here (median of 3; part of every "
        "restarted turn's time, so allow for it in --time)\n",
        sandbox_startup_ms(cfg.sandbox, cfg.uid_first));
  }
}

// Builds live in a private stage: under /tmp (every parent traversable, so a sandbox uid can
// reach its own folder) when sandboxed, else in OUT/build. *temp is the folder to remove after.
bool make_stage(const ContestConfig& cfg, std::string* stage_root, std::string* temp) {
  *stage_root = cfg.out + "/build";
  if (cfg.sandbox == SandboxMode::kNone) return true;
  char tmpl[] = "/tmp/c6contest-XXXXXX";
  if (!mkdtemp(tmpl)) {
    std::fprintf(stderr, "c6judge: contest: cannot create a stage folder in /tmp\n");
    return false;
  }
  *temp = *stage_root = tmpl;
  chmod(tmpl, 0711);
  return true;
}

// Step 4: each student's submission staged, built and (with --check) checked, one line each.
void build_all(const ContestConfig& cfg, const std::string& stage_root,
               std::vector<Student>* students, const std::atomic<bool>* stop) {
  std::string err;
  for (size_t i = 0; i < students->size(); ++i) {
    Student& s = (*students)[i];
    s.stage = stage_root + "/" + s.name;
    const int64_t t0 = now_us();
    if (s.error.empty() && stage_student(cfg, static_cast<int>(i), &s, &err)) {
      build_student(cfg, static_cast<int>(i), &s, stop);
    } else if (s.error.empty()) {
      s.error = err;
    }
    if (s.built) choose_proto(cfg, &s, stop);
    if (s.built && cfg.check) check_student(cfg, &s, stop);
    // A cmd student has nothing to build: its time is the check's.
    const char* state = !s.built ? "COMPILE_ERROR" : s.lang == "cmd" ? "ready" : "built";
    std::printf("  %-20s %-4s %s (%.1f s)%s%s\n", s.name.c_str(),
                s.lang.empty() ? "?" : s.lang.c_str(), state, (now_us() - t0) / 1e6,
                s.built ? "; " : ": ", s.built ? s.note.c_str() : s.error.c_str());
    std::fflush(stdout);
    if (stop && stop->load()) break;
  }
}

}  // namespace

int run_contest(ContestConfig cfg, const std::atomic<bool>* stop) {
  const int rc_setup = prepare_folders(&cfg);
  if (rc_setup != kGoOn) return rc_setup;
  // Step 2: the sandbox and its uids, and the students.
  UidBlock uids;  // held until the contest returns; the kernel drops it if the judge dies
  if (!reserve_uids(&cfg, &uids) || !choose_sandbox(&cfg)) return kExitSetup;
  std::vector<Student> students;
  std::string err;
  if (!find_students(cfg.submissions, &students, &err)) {
    std::fprintf(stderr, "c6judge: %s\n", err.c_str());
    return kExitSetup;
  }
  if (uid_of(cfg, 0) >= 0 && students.size() > static_cast<size_t>(kUidBlockSize - 1)) {
    std::fprintf(stderr,
                 "c6judge: contest: %zu students, but a sandboxed run has %d uids for bots; "
                 "split the class into several contests\n",
                 students.size(), kUidBlockSize - 1);
    return kExitSetup;
  }
  print_setup(cfg, students, uids);
  std::string stage_root, temp_stage;
  if (!make_stage(cfg, &stage_root, &temp_stage)) return kExitSetup;
  build_all(cfg, stage_root, &students, stop);
  // Step 5: the games, then the results.
  int rc = kExitInterrupted;
  if (!(stop && stop->load())) rc = play_games(cfg, students, stop);
  // Whatever a bot left behind (a setsid'ed child escapes the group kill) dies with its uid.
  for (size_t i = 0; i < students.size(); ++i) kill_uid_processes(uid_of(cfg, static_cast<int>(i)));
  if (rc == kExitOk || rc == kExitInterrupted) write_results(cfg, students);
  remove_tree(temp_stage);
  return rc;
}

}  // namespace judge
}  // namespace c6
