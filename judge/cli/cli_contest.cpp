// `c6judge contest SUBMISSIONS --out RESULTS`: argument parsing on top of run_contest().
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "cli/cli.h"
#include "contest/contest.h"
#include "util/parse_int.h"

namespace c6 {
namespace judge {

namespace {

const char kContestHelp[] =
    R"(usage: c6judge contest SUBMISSIONS --out RESULTS [options]

A class contest in one command. SUBMISSIONS holds one folder per student, as handed in on
Botzone: source files in one language (several files are fine) or a `cmd` file:
  C++     every .cpp .cc .cxx (headers beside them): g++ -std=c++17 -O2 -D_BOTZONE_ONLINE
          -o bot FILES -lm, with "jsoncpp/json.h" available (-ljsoncpp when used)
  C       every .c: gcc -std=gnu11 -O2 -D_BOTZONE_ONLINE -o bot FILES -lm
  Python  the only .py, or main.py / bot.py among several (the others importable beside it):
          python3 -m py_compile (syntax check), run as python3 FILE.py
  Java    every .java: javac -encoding UTF-8 (GBK when the files are not valid UTF-8), run as
          java -cp . Main (class Main, or the only class with a main method)
  cmd     the command that runs the bot (in its folder), or a full bot spec such as
          'cmd=./run.sh,proto=botzone-line'; a cmd file is used even beside sources
An optional c6judge.txt in a folder says what cannot be guessed, one `key = value` a line:
main = FILE (the bot's main file: needed for sources in two languages or several candidates),
sources = FILE... (compiled with it; default every file of its language), encoding = CHARSET
(Java), proto = auto|botzone-json|botzone-line (default auto).
The judge asks each bot whether it speaks Botzone JSON (restart every turn, keep-running allowed)
or simple I/O (botzone-line), unless c6judge.txt or the cmd file's spec says. Each is built in its
sandbox (compile time and output capped; a failed build is COMPILE_ERROR and ranks last), checked
(`c6judge check`; a bot that only answers once its stdin is closed is then played with
stdin=close, and the standings say so), then all built bots play a round robin in colour-swapped
pairs.

RESULTS gets: standings.csv, standings.json, standings.md (rank, ties share a rank; points; W/L/D;
Elo with a 95% interval; W-L-D and fault verdicts against each bot; tie-breaks: head to head, then
Sonneborn-Berger), games.jsonl (one line per game; `c6judge replay RESULTS/games.jsonl --game N`),
stderr/gNNNNN-<colour>-<name>.log (each bot's stderr per game N), build/NAME.log (compiler
output), check/NAME.txt (check report).

Contest options:
  --out DIR            results folder (required; created; not inside SUBMISSIONS)
  --sandbox MODE       bwrap, uid, none or auto (default auto: the best this machine allows;
                       the header prints what is in force)
  --compile-time S     seconds per build before COMPILE_ERROR (default 60)
  --swiss R            R rounds of a Swiss system instead of the round robin (large classes):
                       each round pairs bots by points so far (then student order), never
                       twice while avoidable; with an odd count the lowest-ranked bot without
                       a bye sits out (no points). Each pairing plays --games games. Round R's
                       games go to RESULTS/round-R.jsonl and stderr/round-R/ (numbered from 1
                       within the round)
  --no-check           skip the check step
  --resume             continue an interrupted contest in the same RESULTS (bots rebuilt)
Game options as for tournament (c6judge tournament --help): --games N, --openings FILE,
--symmetry, --seed N, --size N, --max-turns N, --adjudicate-dead, --time MS, --first MS,
--tc BASE+INC, --margin MS, --grace MS, --memory MB, --output-cap B, --concurrency N, --report K,
--quiet.

Exit codes: 0 contest complete, 2 usage error, 3 setup error, 4 interrupted (resume with --resume).
)";

}  // namespace

int contest_main(const std::vector<std::string>& args, const std::atomic<bool>* stop) {
  for (const std::string& a : args) {
    if (a == "--help" || a == "-h") {
      std::printf("%s", kContestHelp);
      return kExitOk;
    }
  }
  ContestConfig cfg;
  cfg.run.mode = RunMode::kRoundRobin;
  cfg.run.report_every = 0;
  RunOptionsExtra extra;
  std::vector<std::string> rest;
  const int rc = parse_run_options(args, true, &cfg.run, &extra, &rest);
  if (rc >= 0) return rc;
  if (!cfg.run.bots.empty() || !cfg.run.log_path.empty() || cfg.run.mode != RunMode::kRoundRobin) {
    std::fprintf(stderr,
                 "c6judge: contest: --bot/--bots/--log/--gauntlet do not apply (the "
                 "bots are the submissions, the log is RESULTS/games.jsonl)\n");
    return kExitUsage;
  }
  for (size_t i = 0; i < rest.size(); ++i) {
    const std::string& a = rest[i];
    const bool has_value = i + 1 < rest.size();
    long n = 0;
    if (a == "--out" && has_value) {
      cfg.out = rest[++i];
    } else if (a == "--sandbox" && has_value) {
      if (!parse_sandbox_mode(rest[++i], &cfg.sandbox, &cfg.sandbox_best)) {
        std::fprintf(stderr, "c6judge: --sandbox: '%s' is not bwrap, uid, none or auto\n",
                     rest[i].c_str());
        return kExitUsage;
      }
    } else if (a == "--compile-time" && has_value) {
      if (!parse_int_option(a, rest[++i], 1, 3600, &n)) return kExitUsage;
      cfg.compile_seconds = static_cast<int>(n);
    } else if (a == "--swiss" && has_value) {
      if (!parse_int_option(a, rest[++i], 1, 1000, &n)) return kExitUsage;
      cfg.swiss_rounds = static_cast<int>(n);
    } else if (a == "--no-check") {
      cfg.check = false;
    } else if (!a.empty() && a[0] != '-' && cfg.submissions.empty()) {
      cfg.submissions = a;
    } else {
      std::fprintf(stderr, "c6judge: contest: unknown or incomplete argument '%s' (see --help)\n",
                   a.c_str());
      return kExitUsage;
    }
  }
  if (cfg.submissions.empty() || cfg.out.empty()) {
    std::fprintf(stderr, "c6judge: contest needs SUBMISSIONS and --out RESULTS (see --help)\n");
    return kExitUsage;
  }
  return run_contest(cfg, stop);
}

}  // namespace judge
}  // namespace c6
