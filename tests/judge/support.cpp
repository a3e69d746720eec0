#include "support.h"

#include <errno.h>
#include <signal.h>
#include <sys/wait.h>

#include <catch2/catch.hpp>
#include <cstdio>
#include <fstream>
#include <sstream>

namespace judge_test {

Run run(const std::string& cmd) {
  Run r;
  FILE* p = popen((cmd + " 2>&1").c_str(), "r");
  REQUIRE(p != nullptr);
  char buf[4096];
  size_t n;
  while ((n = fread(buf, 1, sizeof buf, p)) > 0) r.out.append(buf, n);
  const int st = pclose(p);
  r.code = WIFEXITED(st) ? WEXITSTATUS(st) : 128 + WTERMSIG(st);
  return r;
}

std::string slurp(const std::string& path) {
  std::ifstream f(path, std::ios::binary);
  std::stringstream ss;
  ss << f.rdbuf();
  return ss.str();
}

std::vector<int> pids_in(const std::string& pidfile) {
  std::vector<int> pids;
  std::ifstream f(pidfile);
  std::string what;
  int pid;
  while (f >> what >> pid) pids.push_back(pid);
  return pids;
}

void require_all_gone(const std::string& pidfile, size_t at_least) {
  const std::vector<int> pids = pids_in(pidfile);
  CHECK(pids.size() >= at_least);
  for (int pid : pids) {
    INFO("pid " << pid << " still exists");
    errno = 0;
    CHECK(kill(pid, 0) == -1);
    CHECK(errno == ESRCH);
  }
  std::remove(pidfile.c_str());
}

}  // namespace judge_test
