// Helpers shared by the judge's end-to-end tests: the binaries under test, running a command,
// reading a file whole, and checking that every process a mock bot recorded is gone.
#pragma once

#include <cstddef>
#include <string>
#include <vector>

namespace judge_test {

// The binaries under test (paths from CMake).
inline const std::string kJudge = C6_JUDGE_BIN;
inline const std::string kMock = C6_MOCKBOT;

// A finished shell command: its exit code (128 + signal if it was killed) and its stdout and
// stderr, interleaved as written.
struct Run {
  int code = -1;
  std::string out;
};
// Runs cmd with /bin/sh (popen), stderr joined to stdout, and waits for it.
Run run(const std::string& cmd);

// The whole file, bytes as they are; "" if it cannot be read.
std::string slurp(const std::string& path);

// The pids a mock bot wrote to pidfile, one "WHAT PID" pair a line.
std::vector<int> pids_in(const std::string& pidfile);
// Every pid in pidfile is gone (kill(pid, 0) also succeeds on a zombie, so this catches unreaped
// children as well as survivors), and there were at least `at_least` of them. Removes pidfile.
void require_all_gone(const std::string& pidfile, size_t at_least);

}  // namespace judge_test
