#include "process/proc_tree.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>

namespace c6 {
namespace judge {

namespace {

// The file at path into *text, retrying interrupted reads; reading stops at its end or once *text
// holds more than cap bytes. False if it cannot be opened.
bool read_whole(const std::string& path, size_t cap, std::string* text) {
  const int fd = open(path.c_str(), O_RDONLY | O_CLOEXEC);
  if (fd < 0) return false;
  char buf[4096];
  for (;;) {
    const ssize_t n = read(fd, buf, sizeof buf);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) break;
    text->append(buf, static_cast<size_t>(n));
    if (text->size() > cap) break;
  }
  close(fd);
  return true;
}

// Reads a small /proc file in one go (no stdio: this runs every few milliseconds).
bool read_small(const char* path, char* buf, size_t cap, size_t* len) {
  const int fd = open(path, O_RDONLY | O_CLOEXEC);
  if (fd < 0) return false;
  ssize_t n;
  do {
    n = read(fd, buf, cap - 1);
  } while (n < 0 && errno == EINTR);
  close(fd);
  if (n <= 0) return false;
  buf[n] = '\0';
  *len = static_cast<size_t>(n);
  return true;
}

}  // namespace

bool read_proc_stat(pid_t pid, ProcStat* out) {
  char path[64], buf[1024];
  size_t len = 0;
  std::snprintf(path, sizeof path, "/proc/%d/stat", static_cast<int>(pid));
  if (!read_small(path, buf, sizeof buf, &len)) return false;
  // The command name is in parentheses and may itself hold spaces or ')': parse after the last ')'.
  const char* p = std::strrchr(buf, ')');
  if (!p) return false;
  ++p;
  ProcStat s;
  s.pid = pid;
  char state = '?';
  long ppid = 0, pgid = 0, sid = 0;
  unsigned long long start = 0;
  long rss_pages = 0;
  // Fields after the name: 3 state, 4 ppid, 5 pgrp, 6 session, ..., 22 starttime, 24 rss.
  const int got = std::sscanf(p,
                              " %c %ld %ld %ld %*d %*d %*u %*u %*u %*u %*u %*u %*u %*d %*d %*d %*d "
                              "%*d %*d %llu %*u %ld",
                              &state, &ppid, &pgid, &sid, &start, &rss_pages);
  if (got < 5) return false;
  s.state = state;
  s.ppid = static_cast<pid_t>(ppid);
  s.pgid = static_cast<pid_t>(pgid);
  s.sid = static_cast<pid_t>(sid);
  s.start = start;
  if (got == 6 && rss_pages > 0) {
    s.rss_bytes = static_cast<uint64_t>(rss_pages) * static_cast<uint64_t>(sysconf(_SC_PAGESIZE));
  }
  *out = s;
  return true;
}

std::vector<pid_t> list_all_pids() {
  std::vector<pid_t> pids;
  DIR* d = opendir("/proc");
  if (!d) return pids;
  while (struct dirent* e = readdir(d)) {
    const char* n = e->d_name;
    if (*n < '0' || *n > '9') continue;
    pids.push_back(static_cast<pid_t>(std::atol(n)));
  }
  closedir(d);
  return pids;
}

std::vector<pid_t> read_pid_list(const std::string& path) {
  std::vector<pid_t> pids;
  std::string text;
  if (!read_whole(path, SIZE_MAX, &text)) return pids;
  long v = 0;
  bool any = false;
  for (char c : text) {
    if (c >= '0' && c <= '9') {
      v = v * 10 + (c - '0');
      any = true;
    } else {
      if (any) pids.push_back(static_cast<pid_t>(v));
      v = 0;
      any = false;
    }
  }
  if (any) pids.push_back(static_cast<pid_t>(v));
  return pids;
}

void TrackedPids::add(const ProcStat& p) {
  for (Entry& e : pids_) {
    if (e.pid == p.pid) {
      e.start = p.start;  // a recycled pid now belonging to the tree replaces the old entry
      return;
    }
  }
  pids_.push_back({p.pid, p.start});
}

bool TrackedPids::contains(pid_t pid) const {
  for (const Entry& e : pids_) {
    if (e.pid == pid) return true;
  }
  return false;
}

std::vector<ProcStat> TrackedPids::live() {
  std::vector<ProcStat> out;
  std::vector<Entry> keep;
  for (const Entry& e : pids_) {
    ProcStat s;
    if (read_proc_stat(e.pid, &s) && s.start == e.start) {
      out.push_back(s);
      keep.push_back(e);
    }
  }
  pids_.swap(keep);
  return out;
}

std::vector<ProcStat> scan_tree(pid_t root, TrackedPids* tracked) {
  ProcStat r;
  if (read_proc_stat(root, &r)) tracked->add(r);
  std::vector<ProcStat> all;
  for (pid_t pid : list_all_pids()) {
    ProcStat s;
    if (read_proc_stat(pid, &s)) all.push_back(s);
  }
  // Parent links are followed to a fixed point: a grandchild listed before its parent is picked up
  // on the next pass.
  for (bool grew = true; grew;) {
    grew = false;
    for (const ProcStat& s : all) {
      if (tracked->contains(s.pid)) continue;
      if (s.pgid == root || tracked->contains(s.ppid)) {
        tracked->add(s);
        grew = true;
      }
    }
  }
  return tracked->live();
}

bool environ_has(pid_t pid, const std::string& entry) {
  std::string env;
  if (!read_whole("/proc/" + std::to_string(pid) + "/environ", 1u << 20, &env)) return false;
  size_t start = 0;
  while (start < env.size()) {
    size_t end = env.find('\0', start);
    if (end == std::string::npos) end = env.size();
    if (env.compare(start, end - start, entry) == 0) return true;
    start = end + 1;
  }
  return false;
}

uint64_t total_rss(const std::vector<ProcStat>& procs) {
  uint64_t t = 0;
  for (const ProcStat& p : procs) t += p.rss_bytes;
  return t;
}

std::vector<pid_t> zombie_children() {
  std::vector<pid_t> out;
  // Peek first (WNOWAIT reaps nothing): with no waitable child at all, which is the usual case
  // after a bot's turn, the /proc scan is skipped.
  siginfo_t info;
  std::memset(&info, 0, sizeof info);
  if (waitid(P_ALL, 0, &info, WEXITED | WNOHANG | WNOWAIT) != 0 || info.si_pid == 0) return out;
  const pid_t me = getpid();
  for (pid_t pid : list_all_pids()) {
    ProcStat s;
    if (read_proc_stat(pid, &s) && s.ppid == me && s.state == 'Z') out.push_back(pid);
  }
  return out;
}

bool reap_pid(pid_t pid) {
  int status;
  pid_t r;
  do {
    r = waitpid(pid, &status, WNOHANG);
  } while (r < 0 && errno == EINTR);
  return r == pid;
}

}  // namespace judge
}  // namespace c6
