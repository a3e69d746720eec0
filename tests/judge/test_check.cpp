// c6judge check names the real fault of every step: a bot that dies is CRASH (signal or exit code,
// 126/127 in words, the tail of its stderr), never "no answer"; STALL and TIMEOUT only for a bot
// that was alive and silent (or late). Mock bots: tests/mock/mockbot.cpp (*-at-start, hang, slow,
// crash).
#include <catch2/catch.hpp>

#include <sys/stat.h>
#include <unistd.h>

#include <cstdio>
#include <sstream>
#include <string>
#include <vector>

#include "bots/check.h"
#include "support.h"

using namespace c6::judge;
using namespace judge_test;

namespace {

std::string tmp(const std::string& tag) {
  return "/tmp/c6judge-check-test-" + std::to_string(getpid()) + "-" + tag;
}

// The step lines of a report that did not pass ("FAIL  name: detail" and "info  name: detail").
std::vector<std::string> failed_lines(const std::string& report) {
  std::vector<std::string> out;
  std::istringstream in(report);
  std::string line;
  while (std::getline(in, line)) {
    if (line.compare(0, 6, "FAIL  ") == 0 || line.compare(0, 6, "info  ") == 0) {
      out.push_back(line);
    }
  }
  return out;
}

bool has(const std::string& s, const std::string& what) {
  return s.find(what) != std::string::npos;
}

// run_check called directly (so the grace can be short, and a spec can skip resolve_binary);
// returns the report.
std::string check_report(const std::string& cmd, Limits lim, int* rc) {
  BotSpec spec;
  spec.name = "mock";
  spec.cmd = cmd;
  FILE* f = std::tmpfile();
  REQUIRE(f != nullptr);
  std::atomic<bool> stop(false);
  int failed = 0;
  *rc = run_check(&spec, 15, lim, 1, f, &stop, &failed);
  std::rewind(f);
  std::string text;
  char buf[4096];
  size_t n;
  while ((n = std::fread(buf, 1, sizeof buf, f)) > 0) text.append(buf, n);
  std::fclose(f);
  return text;
}

// Every step of a bot that dies at once: `want` in its detail (and the stderr line if given), no
// timing verdict, and no step silently passing.
void require_all_crash(const std::string& report, const std::string& want,
                       const std::string& stderr_line) {
  INFO(report);
  CHECK_FALSE(has(report, "no answer within the limit"));
  CHECK_FALSE(has(report, "TIMEOUT"));
  CHECK_FALSE(has(report, "STALL"));
  CHECK_FALSE(has(report, "PASS  "));
  const std::vector<std::string> lines = failed_lines(report);
  // 10 failed steps (4 of them the hand-written JSON requests) and the informational one.
  CHECK(lines.size() == 11);
  for (const std::string& line : lines) {
    INFO(line);
    CHECK(has(line, ": CRASH: " + want));
    if (!stderr_line.empty()) CHECK(has(line, "; stderr: " + stderr_line));
  }
  CHECK(has(report, "FAIL  request without data/globaldata: CRASH: " + want));
  CHECK(has(report, "FAIL  keys in another order, extra spaces: CRASH: " + want));
  CHECK(has(report, "FAIL: 10 of 12 steps failed"));
}

}  // namespace

TEST_CASE("check: a bot that dies at once is CRASH with its signal or exit code and stderr",
          "[cli]") {
  Run r = run(kJudge + " check 'cmd=" + kMock + " --mode segv-at-start' --time 2000");
  CHECK(r.code == 1);
  require_all_crash(r.out, "signal 11 (", "mockbot: segv-at-start: crashing before reading");
  r = run(kJudge + " check 'cmd=" + kMock + " --mode exit-at-start --code 1' --time 2000");
  CHECK(r.code == 1);
  require_all_crash(r.out, "exit 1 before answering",
                    "mockbot: exit-at-start: giving up with code 1");
}

TEST_CASE("check: a command that cannot be executed is CRASH exit 126 or 127, said in words",
          "[cli]") {
  // The bot's launcher execs a file without the execute bit (a submission unpacked from a zip),
  // then one that does not exist.
  const std::string noexec = tmp("noexec");
  FILE* f = std::fopen(noexec.c_str(), "w");
  REQUIRE(f != nullptr);
  std::fputs("#!/bin/sh\necho '{\"response\":{}}'\n", f);
  std::fclose(f);
  REQUIRE(chmod(noexec.c_str(), 0644) == 0);
  Run r = run(kJudge + " check 'cmd=" + kMock + " --mode exec-at-start --exec " + noexec +
              "' --time 2000");
  CHECK(r.code == 1);
  require_all_crash(r.out,
                    "exit 126 (the command could not be executed: permission denied?) before "
                    "answering",
                    "mockbot: exec-at-start: " + noexec + ": Permission denied");
  r = run(kJudge + " check 'cmd=" + kMock + " --mode exec-at-start --exec " + noexec +
          "-missing' --time 2000");
  CHECK(r.code == 1);
  require_all_crash(r.out, "exit 127 (command not found) before answering",
                    "mockbot: exec-at-start: " + noexec + "-missing: No such file or directory");
  // The judge's own exec of a plain command (no shell) follows the same convention and says why
  // in the bot's log. (c6judge check refuses a non-executable command up front; contest and
  // callers of run_check may not.)
  Limits lim;
  lim.turn_ms = 2000;
  int rc = 0;
  const std::string report = check_report(noexec, lim, &rc);
  CHECK(rc == 1);
  require_all_crash(report,
                    "exit 126 (the command could not be executed: permission denied?) before "
                    "answering",
                    "c6judge: cannot execute " + noexec + ": permission denied");
  std::remove(noexec.c_str());
}

TEST_CASE("check: a keep-running bot that dies in the request variants is CRASH there", "[cli]") {
  // Its second turn of every game (mockbot --turn 1) exits 3: in the whole games and in the
  // keep-running variants, where the second request is the bare object.
  const Run r = run(kJudge + " check 'cmd=" + kMock + " --keep --mode crash --turn 1' --time 2000");
  INFO(r.out);
  CHECK(r.code == 1);
  CHECK(has(r.out, "FAIL  whole game as Black: turn 3: CRASH: exit 3 before answering"));
  CHECK(has(r.out,
            "FAIL  keep-running request variants: bare object: CRASH: exit 3 before "
            "answering"));
  CHECK_FALSE(has(r.out, "no answer"));
  CHECK(has(r.out, "PASS  request without data/globaldata"));
}

TEST_CASE("check: a live silent bot is STALL, a late one TIMEOUT, never CRASH", "[cli]") {
  Limits lim;
  lim.turn_ms = 100;
  lim.margin_ms = 50;
  lim.grace_ms = 100;
  int rc = 0;
  // Alive, reading, never answering: every step is STALL (the process was killed by the judge).
  std::string report = check_report(kMock + " --mode hang --turn -1", lim, &rc);
  CHECK(rc == 1);
  {
    INFO(report);
    const std::vector<std::string> lines = failed_lines(report);
    CHECK(lines.size() == 11);
    for (const std::string& line : lines) {
      INFO(line);
      CHECK(has(line, ": STALL: no answer within 250 ms (limit 100 + margin 50 + grace 100)"));
    }
    CHECK_FALSE(has(report, "CRASH"));
  }
  // Answers every turn after 300 ms: past limit + margin (150 ms), inside the grace of 1000 ms.
  // A machine stalled for 850 ms would make a step STALL: still a live bot's verdict.
  lim.grace_ms = 1000;
  report = check_report(kMock + " --mode slow --sleep 300 --turn -1", lim, &rc);
  CHECK(rc == 1);
  INFO(report);
  const std::vector<std::string> lines = failed_lines(report);
  CHECK(lines.size() == 11);
  int timeouts = 0;
  for (const std::string& line : lines) {
    INFO(line);
    const bool timeout = has(line, ": TIMEOUT: answered after ");
    CHECK((timeout || has(line, ": STALL: ")));
    timeouts += timeout ? 1 : 0;
  }
  CHECK(timeouts > 0);
  CHECK_FALSE(has(report, "CRASH"));
}
