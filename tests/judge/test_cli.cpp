// The c6judge binary end to end: match and tournament runs, the game log, resume after an
// interrupt, reproducibility across --concurrency, SPRT stopping, replay and check exit codes.
#include <catch2/catch.hpp>

#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdio>
#include <fstream>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "records/gamelog.h"
#include "support.h"

using namespace c6::judge;
using namespace judge_test;

namespace {

std::string tmp(const std::string& tag) {
  const std::string p = "/tmp/c6judge-cli-" + std::to_string(getpid()) + "-" + tag;
  std::remove(p.c_str());
  return p;
}

// Removes a log and the per-game stderr directory the judge creates next to it.
void remove_log(const std::string& log) {
  std::remove(log.c_str());
  const int rc = system(("rm -rf '" + log + ".stderr'").c_str());
  (void)rc;
}

std::vector<LoggedGame> read_games(const std::string& path) {
  std::vector<LoggedGame> g;
  int bad = 0;
  std::string err;
  REQUIRE(read_log(path, &g, &bad, &err));
  CHECK(bad == 0);
  return g;
}

std::string bots(const std::string& extra_a = "", const std::string& extra_b = "") {
  return " --bot 'name=a,cmd=" + kMock + " --size 9 --seed 1" + extra_a + "'" +
         " --bot 'name=b,cmd=" + kMock + " --size 9 --seed 2" + extra_b + "'";
}

// The mocks answer in about a millisecond, so the 2 s limit is only an upper bound: no game here
// may end on time, even with the judge under ASan on a 2-core machine kept busy by stress-ng.
const std::string kFast = " --size 9 --time 2000 --margin 50 --grace 1000 --openings " C6_SOURCE_DIR
                          "/samples/openings/balanced-15.txt --symmetry --seed 5 --quiet";

// Lines in a file (0 if it does not exist yet).
int lines_in(const std::string& path) {
  std::ifstream f(path);
  std::string line;
  int n = 0;
  while (std::getline(f, line)) ++n;
  return n;
}

// Waits (polling, at most 60 s) until `path` has at least `n` lines: the tests below act on what
// the judge has done, not on how long it usually takes to do it.
void wait_for_lines(const std::string& path, int n) {
  for (int i = 0; i < 6000 && lines_in(path) < n; ++i) usleep(10 * 1000);
}

// Starts `cmd` (output discarded) in the background; "exec" makes the judge itself the child,
// so a signal sent to the returned pid reaches it directly.
pid_t start_judge(const std::string& cmd) {
  const pid_t pid = fork();
  if (pid == 0) {
    execl("/bin/sh", "sh", "-c", ("exec " + cmd + " >/dev/null 2>&1").c_str(),
          static_cast<char*>(nullptr));
    _exit(127);
  }
  return pid;
}

}  // namespace

TEST_CASE("cli: usage and setup errors have their exit codes", "[cli]") {
  CHECK(run(kJudge).code == 2);
  CHECK(run(kJudge + " --help").code == 0);
  for (const char* c : {"match", "tournament", "replay", "check"}) {
    const Run r = run(kJudge + " " + c + " --help");
    CHECK(r.code == 0);
    CHECK(r.out.find("Exit codes") != std::string::npos);
  }
  CHECK(run(kJudge + " frobnicate").code == 2);
  CHECK(run(kJudge + " match --bot x").code == 2);
  CHECK(run(kJudge + " match" + bots() + " --bogus").code == 2);
  CHECK(run(kJudge + " match" + bots() + " --time abc").code == 2);
  CHECK(run(kJudge + " match --bot /nonexistent/bot --bot " + kMock).code == 3);
  CHECK(run(kJudge + " match" + bots() + " --openings /nonexistent").code == 3);
  CHECK(run(kJudge + " match --bot 'cmd=" + kMock + ",dir=/nonexistent' --bot " + kMock).code == 3);
  CHECK(run(kJudge + " replay /nonexistent").code == 3);
}

namespace {

// A usage error (exit 2) whose message contains `says`.
void usage_error(const std::string& args, const std::string& says) {
  INFO("c6judge" << args);
  const Run r = run(kJudge + args);
  INFO(r.out);
  CHECK(r.code == 2);
  CHECK(r.out.find(says) != std::string::npos);
}

const std::string kMatchLog = C6_SOURCE_DIR "/samples/logs/c6judge-match.jsonl";

}  // namespace

TEST_CASE("cli: play without --bot is a usage error", "[cli][options]") {
  usage_error(" play </dev/null", "play needs --bot SPEC");
  usage_error(" play --size 30 </dev/null", "--size: '30' is not an integer in [6, 25]");
  usage_error(" play --bot </dev/null", "--bot needs a value");
  // As in match: a malformed spec is a usage error (2), a bot that cannot run a setup error (3).
  usage_error(" play --bot 'cmd=./x,cmd=./y' </dev/null", "'cmd=' is given twice");
  const Run missing = run(kJudge + " play --bot /nonexistent-c6/bot </dev/null");
  CHECK(missing.code == 3);
  CHECK(missing.out.find("executable '/nonexistent-c6/bot' not found") != std::string::npos);
}

TEST_CASE("cli: --bots names a directory as such", "[cli]") {
  // It said "match needs exactly two --bot", never mentioning the directory it could not read.
  for (const char* cmd : {" match", " tournament"}) {
    const Run r = run(kJudge + cmd + " --bots /tmp --games 2");
    CHECK(r.code == 2);
    CHECK(r.out.find("--bots: /tmp is a directory, not a file of bot specs") != std::string::npos);
  }
}

TEST_CASE("cli: --seed is a decimal integer from 0 to 2^64-1 in every command", "[cli][options]") {
  const std::string range = "is not an integer in [0, 18446744073709551615]";
  for (const char* seed :
       {"-1", "18446744073709551616", "99999999999999999999", "' -1'", "1.5", "''"}) {
    usage_error(" match" + bots() + kFast + " --games 2 --seed " + seed, range);
    usage_error(" tournament" + bots() + kFast + " --games 2 --seed " + seed, range);
    usage_error(" check '" + kMock + "' --seed " + seed, range);
  }
  // The whole range is accepted: the largest seed plays, resumes and is logged as given.
  const std::string log = tmp("seedmax.jsonl");
  const std::string cmd = kJudge + " match" + bots() + kFast + " --seed 18446744073709551615";
  REQUIRE(run(cmd + " --games 2 --log " + log).code == 0);
  REQUIRE(run(cmd + " --games 4 --log " + log + " --resume").code == 0);
  CHECK(read_games(log).size() == 4);
  CHECK(slurp(log).find("\"seed\":\"18446744073709551615\"") != std::string::npos);
  remove_log(log);
  // check took at most 2^62 before; a missing bot (exit 3) shows the seed was read.
  CHECK(run(kJudge + " check /nonexistent/bot --seed 18446744073709551615").code == 3);
}

TEST_CASE("cli: --sprt keys have ranges, defaults, and never print nan or inf", "[cli][options]") {
  const std::string m = " match" + bots() + kFast + " --games 20 --sprt ";
  usage_error(m + "'elo0=0 elo1=1e9 alpha=0.05 beta=0.05'",
              "--sprt: elo1: '1e9' is not a number in [-1000, 1000]");
  usage_error(m + "elo0=-1001", "elo0: '-1001' is not a number in [-1000, 1000]");
  usage_error(m + "'elo0=0 elo0=1 elo1=5'", "--sprt: elo0 given twice");
  usage_error(m + "'alpha=0.05 alpha=0.1'", "--sprt: alpha given twice");
  usage_error(m + "elo1=nan", "elo1: 'nan' is not a number");
  usage_error(m + "beta=inf", "beta: 'inf' is not a number in (0, 0.5)");
  usage_error(m + "alpha=0.5", "alpha: '0.5' is not a number in (0, 0.5)");
  usage_error(m + "alpha=0", "alpha: '0' is not a number in (0, 0.5)");
  usage_error(m + "'elo0=0x10 elo1=20'", "elo0: '0x10' is not a number");
  usage_error(m + "gamma=1", "unknown key 'gamma'");
  // A key left out keeps its default (elo1=5), and the message names it.
  usage_error(m + "elo0=10", "elo1 (5) must be greater than elo0 (10)");
  const Run help = run(kJudge + " match --help");
  CHECK(help.out.find("elo0=0 elo1=5\n                     alpha=0.05 beta=0.05") !=
        std::string::npos);
  // The extremes of the ranges give a finite LLR and bounds, in the text and in the JSON.
  for (const char* sprt : {"'elo0=-1000 elo1=1000 alpha=0.0001 beta=0.4999'",
                           "'elo0=999.9 elo1=1000'", "'elo0=0 elo1=50'"}) {
    INFO(sprt);
    const Run text = run(kJudge + m + sprt);
    CHECK(text.code == 0);
    const size_t at = text.out.find("  SPRT elo0=");
    REQUIRE(at != std::string::npos);
    const std::string line = text.out.substr(at, text.out.find('\n', at) - at);
    INFO(line);
    CHECK(line.find("LLR ") != std::string::npos);
    CHECK(line.find("nan") == std::string::npos);
    CHECK(line.find("inf") == std::string::npos);
    // alpha and beta are printed as given (%.3f printed 0.0001 as 0.000).
    if (std::string(sprt).find("0.0001") != std::string::npos) {
      CHECK(line.find("alpha=0.0001 beta=0.4999") != std::string::npos);
    }
    const Run json = run(kJudge + m + sprt + " --json");
    CHECK(json.code == 0);
    const size_t llr = json.out.find("\"sprt_llr\":");
    REQUIRE(llr != std::string::npos);
    const char first = json.out[llr + 11];
    CHECK((first == '-' || (first >= '0' && first <= '9')));
  }
}

TEST_CASE("cli: replay takes match's ranges and refuses a --turn it cannot use", "[cli][options]") {
  const std::string r = " replay " + kMatchLog;
  // The limits only apply to --bot: given without it they were silently ignored.
  for (const char* limit : {" --time 500", " --margin 10", " --grace 10", " --memory 64"}) {
    usage_error(r + limit, "are limits for --bot SPEC");
  }
  const std::string bot = " --game 1 --turn 3 --bot '" + kMock + "'";
  usage_error(r + bot + " --time 0", "--time: '0' is not an integer in [1, 3600000]");
  usage_error(r + bot + " --margin -1", "--margin: '-1' is not an integer in [0, 3600000]");
  usage_error(r + bot + " --grace x", "--grace: 'x' is not an integer in [0, 3600000]");
  usage_error(r + bot + " --memory 1048577",
              "--memory: '1048577' is not an integer in [0, 1048576]");
  usage_error(r + " --game 0", "--game: '0' is not an integer in [1, 100000000]");
  usage_error(r + " --game 1 --turn 0", "--turn: '0' is not an integer in [1, 100000000]");
  usage_error(r + " --turn 5", "--turn K needs --bot SPEC, --svg OUT or --html OUT");
  usage_error(r + " --game 1 --turn 5 --sgf " + tmp("t.sgf"), "--turn K needs --bot SPEC");
  // Game 1 has 24 turns: --bot may ask for the 25th (the next one), a picture only up to the 24th.
  const std::string svg = tmp("t.svg");
  usage_error(r + " --game 1 --turn 999 --svg " + svg, "--turn 999: the game has 24 turns");
  usage_error(r + " --game 1 --turn 25 --svg " + svg, "--turn 25: the game has 24 turns");
  usage_error(r + " --game 1 --turn 25 --html " + tmp("t.html"), "the game has 24 turns");
  usage_error(r + " --game 1 --turn 999 --bot '" + kMock + "'", "the game has 24 turns");
  CHECK(slurp(svg).empty());
  CHECK(run(kJudge + r + " --game 1 --turn 24 --svg " + svg).code == 0);
  CHECK(slurp(svg).find("<svg") != std::string::npos);
  std::remove(svg.c_str());
  // --game N is the game numbered N, wherever its line is: the log's lines reversed export the
  // same game 1.
  const std::string rev = tmp("rev.jsonl"), a = tmp("a.sgf"), b = tmp("b.sgf");
  REQUIRE(run("tac " + kMatchLog + " > " + rev).code == 0);
  REQUIRE(run(kJudge + r + " --game 1 --sgf " + a).code == 0);
  REQUIRE(run(kJudge + " replay " + rev + " --game 1 --sgf " + b).code == 0);
  CHECK(!slurp(a).empty());
  CHECK(slurp(a) == slurp(b));
  for (const std::string& f : {rev, a, b}) std::remove(f.c_str());
}

TEST_CASE("cli: check states the range of a bad value as match does", "[cli][options]") {
  const std::string c = " check '" + kMock + "'";
  usage_error(c + " --size 3", "--size: '3' is not an integer in [6, 25]");
  usage_error(c + " --time 0", "--time: '0' is not an integer in [1, 3600000]");
  usage_error(c + " --margin x", "--margin: 'x' is not an integer in [0, 3600000]");
  usage_error(c + " --memory -1", "--memory: '-1' is not an integer in [0, 1048576]");
  usage_error(c + " --time", "--time needs a value");
  // The same words as match, for the same option.
  usage_error(" match" + bots() + " --size 3", "--size: '3' is not an integer in [6, 25]");
}

TEST_CASE("cli: match writes a log that replays, and is reproducible across concurrency", "[cli]") {
  const std::string log1 = tmp("m1.jsonl"), log2 = tmp("m2.jsonl");
  Run r = run(kJudge + " match" + bots() + kFast + " --games 6 --log " + log1 + " --json");
  REQUIRE(r.code == 0);
  CHECK(r.out.find("\"games\":6") != std::string::npos);
  CHECK(r.out.find("\"penta\":[") != std::string::npos);
  r = run(kJudge + " match" + bots() + kFast + " --games 6 --concurrency 2 --log " + log2);
  REQUIRE(r.code == 0);
  std::vector<LoggedGame> a = read_games(log1), b = read_games(log2);
  REQUIRE(a.size() == 6);
  REQUIRE(b.size() == 6);
  auto by_index = [](std::vector<LoggedGame>& v) {
    std::sort(v.begin(), v.end(),
              [](const LoggedGame& x, const LoggedGame& y) { return x.index < y.index; });
  };
  by_index(a);
  by_index(b);
  for (size_t i = 0; i < 6; ++i) {
    CHECK(a[i].index == static_cast<int>(i));
    CHECK(a[i].rec.opening_name == b[i].rec.opening_name);
    CHECK(a[i].rec.symmetry == b[i].rec.symmetry);
    CHECK(a[i].rec.opening == b[i].rec.opening);
    CHECK(a[i].black.name == b[i].black.name);
    CHECK(a[i].seed == b[i].seed);
    CHECK(a[i].black.sha256.size() == 64);
    // Colours alternate within a pair on the same opening.
    if (i % 2 == 1) {
      CHECK(a[i].black.name == a[i - 1].white.name);
      CHECK(a[i].rec.opening == a[i - 1].rec.opening);
    }
  }
  // Botzone globaldata is carried from game to game: bot a's first turn of game 2 sees what it
  // returned during game 1 (the mock appends a 'g' per turn and prints the length in debug).
  {
    const LoggedGame& g1 = a[1];
    REQUIRE(g1.white.name == "a");
    REQUIRE(g1.rec.turns.size() >= 2);
    const std::string& dbg = g1.rec.turns[1].debug;  // White's (a's) first bot turn
    const int turns_in_game0 =
        static_cast<int>(a[0].rec.turns.size() + (a[0].rec.turns.size() % 2)) / 2;
    CHECK(dbg == "mock turn 1 gd=" + std::to_string(turns_in_game0));
  }
  r = run(kJudge + " replay " + log1);
  CHECK(r.code == 0);
  CHECK(r.out.find("6 valid, 0 invalid") != std::string::npos);
  // Corrupt game 2's first bot move onto the opening's first stone: replay names turn and reason.
  std::ifstream in(log1);
  std::string line, text;
  int n = 0;
  while (std::getline(in, line)) {
    if (++n == 2) {
      LoggedGame g;
      std::string err;
      REQUIRE(game_from_json(line, &g, &err));
      g.rec.turns[0].move.stone[0] = g.rec.opening[0].stone[0];
      line = game_to_json(g);
    }
    text += line + "\n";
  }
  std::ofstream(log1) << text;
  r = run(kJudge + " replay " + log1);
  CHECK(r.code == 1);
  CHECK(r.out.find("INVALID: turn 3 (Black): illegal move: occupied") != std::string::npos);
  // The log cannot be reused by accident.
  CHECK(run(kJudge + " match" + bots() + kFast + " --games 2 --log " + log2).code == 3);
  remove_log(log1);
  remove_log(log2);
}

TEST_CASE("cli: an interrupted run resumes without losing or repeating games", "[cli]") {
  const std::string log = tmp("resume.jsonl");
  // Slow bots (30 ms per turn) so the interrupt lands mid-run.
  const std::string cmd = kJudge + " match" + bots(" --mode slow --sleep 30 --turn -1") + kFast +
                          " --games 8 --log " + log;
  const pid_t pid = start_judge(cmd);
  // Interrupt once the first game is logged: the judge is mid-run with 7 games (seconds of
  // 30 ms turns) to go, whatever the load.
  wait_for_lines(log, 1);
  kill(pid, SIGINT);
  int st = 0;
  waitpid(pid, &st, 0);
  CHECK(WIFEXITED(st));
  CHECK(WEXITSTATUS(st) == 4);
  const std::vector<LoggedGame> part = read_games(log);
  CHECK(part.size() < 8);
  Run r = run(cmd + " --resume");
  REQUIRE(r.code == 0);
  std::vector<LoggedGame> all = read_games(log);
  std::set<int> idx;
  for (const LoggedGame& g : all) idx.insert(g.index);
  CHECK(all.size() == 8);
  CHECK(idx.size() == 8);
  CHECK(*idx.rbegin() == 7);
  // Extending a finished run with more games.
  r = run(kJudge + " match" + bots(" --mode slow --sleep 30 --turn -1") + kFast +
          " --games 10 --log " + log + " --resume --json");
  REQUIRE(r.code == 0);
  CHECK(read_games(log).size() == 10);
  CHECK(r.out.find("\"games\":10") != std::string::npos);
  // A different seed is another run: refused.
  CHECK(run(cmd + " --resume --seed 99").code == 3);
  remove_log(log);
}

TEST_CASE("cli: SPRT stops early when decided", "[cli]") {
  // b crashes on its first turn every game, so a wins every pair.
  const Run r = run(kJudge + " match" + bots("", " --mode crash --turn -1") + kFast +
                    " --games 400 --sprt elo0=0 elo1=100 alpha=0.1 beta=0.1 --json");
  REQUIRE(r.code == 0);
  CHECK(r.out.find("\"sprt\":\"H1\"") != std::string::npos);
  CHECK(r.out.find("\"games\":400") == std::string::npos);
  CHECK(r.out.find("\"CRASH\":") != std::string::npos);
}

TEST_CASE("cli: tournament prints a crosstable", "[cli]") {
  const Run r = run(kJudge + " tournament" + bots() + " --bot 'name=c,cmd=" + kMock +
                    " --size 9 --seed 3'" + kFast + " --games 2");
  REQUIRE(r.code == 0);
  CHECK(r.out.find("Rank") != std::string::npos);
  CHECK(r.out.find("Score of a vs b") != std::string::npos);
  CHECK(r.out.find("Score of b vs c") != std::string::npos);
  // A logged tournament resumes and extends like a match: 3 pairings x 2 games, then x 4.
  const std::string log = tmp("rr.jsonl");
  const std::string rr = kJudge + " tournament" + bots() + " --bot 'name=c,cmd=" + kMock +
                         " --size 9 --seed 3'" + kFast + " --log " + log;
  REQUIRE(run(rr + " --games 2").code == 0);
  CHECK(read_games(log).size() == 6);
  REQUIRE(run(rr + " --games 4 --resume").code == 0);
  std::set<int> idx;
  std::set<int> pairings;
  for (const LoggedGame& lg : read_games(log)) {
    idx.insert(lg.index);
    pairings.insert(lg.pairing);
  }
  CHECK(idx.size() == 12);
  CHECK(pairings.size() == 3);
  remove_log(log);
  const Run g = run(kJudge + " tournament --gauntlet" + bots() + " --bot 'name=c,cmd=" + kMock +
                    " --size 9 --seed 3'" + kFast + " --games 2");
  REQUIRE(g.code == 0);
  CHECK(g.out.find("Score of a vs c") != std::string::npos);
  CHECK(g.out.find("Score of b vs c") == std::string::npos);
}

TEST_CASE("cli: a Botzone bot not told a non-15 size is warned about on stderr", "[cli]") {
  // Only the judge's stderr reaches the pipe; stdout (results) is dropped.
  const std::string quick = " --size 19 --max-turns 4 --games 2 --time 200 --quiet";
  const Run warned = run("( " + kJudge + " match --bot 'name=a,cmd=" + kMock +
                         " --size 19 --seed 1' --bot 'name=b,cmd=" + kMock + " --seed 2'" + quick +
                         " 2>&1 >/dev/null )");
  REQUIRE(warned.code == 0);
  CHECK(warned.out.find("warning: bot 'b' speaks botzone-json") != std::string::npos);
  CHECK(warned.out.find("'--size 19'") != std::string::npos);
  CHECK(warned.out.find("bot 'a'") == std::string::npos);
  CHECK(warned.out.find("warning") == warned.out.rfind("warning"));  // once
  const Run quiet = run("( " + kJudge + " tournament --bot 'name=a,cmd=" + kMock +
                        " --size 19 --seed 1' --bot 'name=b,cmd=" + kMock +
                        " --size 19 --seed 2,proto=botzone-line' --bot 'name=c,cmd=" + kMock +
                        " --seed 3,proto=ccgc'" + quick + " 2>&1 >/dev/null )");
  REQUIRE(quiet.code == 0);
  CHECK(quiet.out.find("warning") == std::string::npos);
}

TEST_CASE("cli: replay of shipped records and re-sending a turn", "[cli]") {
  Run r = run(kJudge + " replay " C6_SOURCE_DIR "/samples/logs/littlegolem-connect6.sgf");
  CHECK(r.code == 0);
  CHECK(r.out.find("3 valid, 0 invalid") != std::string::npos);
  r = run(kJudge + " replay " C6_SOURCE_DIR "/samples/logs/botzone-match.jsonl");
  CHECK(r.code == 0);
  CHECK(r.out.find("Black made six") != std::string::npos);
  CHECK(r.out.find("White lost by an illegal move at turn 2 (occupied)") != std::string::npos);
  r = run(kJudge + " replay " C6_SOURCE_DIR "/samples/logs/botzone-bad.jsonl");
  CHECK(r.code == 1);
  r = run(kJudge + " replay " C6_SOURCE_DIR
                   "/samples/logs/littlegolem-connect6.sgf --game 2 --board");
  CHECK(r.code == 0);
  CHECK(r.out.find("Turn 10 White: G9 J5") != std::string::npos);
  r = run(kJudge +
          " replay " C6_SOURCE_DIR
          "/samples/logs/littlegolem-connect6.sgf --game 2 --turn 5 "
          "--bot '" +
          kMock + " --size 19'");
  CHECK(r.code == 0);
  CHECK(r.out.find("\"requests\":[{\"x0\":-1") != std::string::npos);
  CHECK(r.out.find("legal") != std::string::npos);
  r = run(kJudge +
          " replay " C6_SOURCE_DIR
          "/samples/logs/littlegolem-connect6.sgf --game 2 --turn 5 "
          "--bot '" +
          kMock + " --size 19 --mode dup --turn 2'");
  CHECK(r.code == 1);
  CHECK(r.out.find("ILLEGAL_MOVE duplicate") != std::string::npos);
}

TEST_CASE("cli: check passes a correct bot and fails a broken one", "[cli]") {
  Run r = run(kJudge + " check '" + kMock + "' --time 2000");
  CHECK(r.code == 0);
  CHECK(r.out.find("PASS: 0 of") != std::string::npos);
  r = run(kJudge + " check 'cmd=" + kMock + " --keep' --time 2000");
  CHECK(r.code == 0);
  CHECK(r.out.find("(keep-running)") != std::string::npos);
  CHECK(r.out.find("PASS  keep-running request variants") != std::string::npos);
  r = run(kJudge + " check '" + kMock + " --mode garbage --turn 0' --time 2000");
  CHECK(r.code == 1);
  CHECK(r.out.find("FAIL  first move as Black") != std::string::npos);
}

namespace {

// Gone or a zombie awaiting its new parent: either way no longer running.
bool not_running(int pid) {
  std::ifstream f("/proc/" + std::to_string(pid) + "/stat");
  if (!f) return true;
  std::string stat;
  std::getline(f, stat);
  const size_t paren = stat.rfind(')');
  return paren == std::string::npos || paren + 2 >= stat.size() || stat[paren + 2] == 'Z' ||
         stat[paren + 2] == 'X';
}

}  // namespace

TEST_CASE("cli: a judge killed with SIGKILL takes its bots along, and --resume recovers", "[cli]") {
  const std::string log = tmp("kill9.jsonl"), pf = tmp("kill9.pids");
  // Bot b hangs on its third turn and the stall deadline is far away, so when the judge dies its
  // bots are alive and waiting: only PR_SET_PDEATHSIG can end them.
  const std::string cmd = kJudge + " match" +
                          bots(" --pidfile " + pf, " --mode hang --turn 2 --pidfile " + pf) +
                          kFast + " --grace 20000 --games 8 --concurrency 2 --log " + log;
  const pid_t pid = start_judge(cmd);
  // Kill once both games are hanging: b's hanging process is the 5th pid of the game where b is
  // Black (b a b a b) and the 6th of the other (a b a b a b), 11 in all.
  wait_for_lines(pf, 11);
  kill(pid, SIGKILL);
  int st = 0;
  waitpid(pid, &st, 0);
  // SIGKILL from PR_SET_PDEATHSIG is sent as the judge dies but acted on when the bot is next
  // scheduled: give a loaded machine up to 10 s before judging.
  const std::vector<int> recorded = pids_in(pf);
  for (int i = 0; i < 1000; ++i) {
    bool all = true;
    for (int q : recorded) all = all && not_running(q);
    if (all) break;
    usleep(10 * 1000);
  }
  const std::vector<int> bots_left = pids_in(pf);
  for (int bot : bots_left) {
    INFO("bot pid " << bot);
    CHECK(not_running(bot));
  }
  CHECK(!bots_left.empty());
  CHECK(read_games(log).size() < 8);
  // Same bots by name and seed, now without the hang: the run completes.
  REQUIRE(run(kJudge + " match" + bots() + kFast + " --games 8 --log " + log + " --resume").code ==
          0);
  std::set<int> idx;
  for (const LoggedGame& g : read_games(log)) idx.insert(g.index);
  CHECK(idx.size() == 8);
  CHECK(read_games(log).size() == 8);
  remove_log(log);
  std::remove(pf.c_str());
}

TEST_CASE("cli: --adjudicate-dead draws a game no one can win, and replay checks the claim",
          "[cli]") {
  // Random mocks on 7x7 (no openings): the board dies well before it fills. Both mocks are
  // deterministic, so these games are the same on every run.
  const std::string log = tmp("dead.jsonl");
  const std::string spec = " --bot 'name=a,cmd=" + kMock + " --size 7 --seed 1'" +
                           " --bot 'name=b,cmd=" + kMock + " --size 7 --seed 2'" +
                           " --size 7 --games 8 --time 2000 --grace 1000 --quiet";
  Run r = run(kJudge + " match" + spec + " --adjudicate-dead --log " + log);
  REQUIRE(r.code == 0);
  int adjudicated = 0;
  for (const LoggedGame& g : read_games(log)) {
    INFO("game " << g.index + 1 << " " << verdict_name(g.rec.verdict) << " " << g.rec.reason);
    if (g.rec.verdict == Verdict::kWinSix) continue;
    REQUIRE(g.rec.verdict == Verdict::kAdjudicated);
    CHECK(g.rec.reason == "no_six_left");
    CHECK(g.rec.winner == c6::kEmpty);
    CHECK(g.rec.turns.size() < 25);  // 25 turns fill 7x7
    ++adjudicated;
  }
  CHECK(adjudicated >= 4);
  CHECK(slurp(log).find("\"adjudicate_dead\":true") != std::string::npos);
  // Replay validates every claim: each adjudicated board has no room for a six.
  r = run(kJudge + " replay " + log);
  CHECK(r.code == 0);
  CHECK(r.out.find("8 valid, 0 invalid") != std::string::npos);
  // The same claim on a game cut to its first four turns is refused.
  std::string first;
  {
    std::ifstream in(log);
    std::string line;
    while (std::getline(in, line)) {
      if (line.find("no_six_left") != std::string::npos) {
        first = line;
        break;
      }
    }
  }
  REQUIRE(!first.empty());
  const size_t moves = first.find("\"moves\":[");
  REQUIRE(moves != std::string::npos);
  size_t cut = moves + 9;
  for (int turn = 0; turn < 4; ++turn) cut = first.find('}', cut) + 1;
  const size_t end = first.find("}]", cut - 1);  // the last move's end, then the list's
  REQUIRE(end != std::string::npos);
  const std::string forged_path = tmp("dead-forged.jsonl");
  {
    std::ofstream out(forged_path);
    out << first.substr(0, cut) << first.substr(end + 1) << "\n";
  }
  r = run(kJudge + " replay " + forged_path);
  CHECK(r.code == 1);
  CHECK(r.out.find("no six can be made any more (no_six_left), but the board still has room") !=
        std::string::npos);
  // ... and so is the whole game with a winner named: the claim is a draw.
  const size_t winner = first.find("\"winner\":\"none\"");
  REQUIRE(winner != std::string::npos);
  {
    std::ofstream out(forged_path);
    out << first.substr(0, winner) << "\"winner\":\"black\"" << first.substr(winner + 15) << "\n";
  }
  r = run(kJudge + " replay " + forged_path);
  CHECK(r.code == 1);
  CHECK(r.out.find("the record says no_six_left (a draw) but names a winner") != std::string::npos);
  // Without the option the same games play on: no adjudication, no key in the header.
  remove_log(log);
  r = run(kJudge + " match" + spec + " --log " + log);
  REQUIRE(r.code == 0);
  for (const LoggedGame& g : read_games(log)) CHECK(g.rec.verdict != Verdict::kAdjudicated);
  CHECK(slurp(log).find("adjudicate_dead") == std::string::npos);
  remove_log(log);
  std::remove(forged_path.c_str());
}
