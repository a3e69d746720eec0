#include "process/cgroup.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <sstream>

#include "process/proc_tree.h"

namespace c6 {
namespace judge {

namespace {

std::string read_text(const std::string& path) {
  std::ifstream f(path);
  std::stringstream ss;
  ss << f.rdbuf();
  return ss.str();
}

bool write_text(const std::string& path, const std::string& text) {
  const int fd = open(path.c_str(), O_WRONLY | O_CLOEXEC);
  if (fd < 0) return false;
  const ssize_t n = write(fd, text.data(), text.size());
  close(fd);
  return n == static_cast<ssize_t>(text.size());
}

bool has_word(const std::string& list, const std::string& word) {
  std::istringstream in(list);
  std::string w;
  while (in >> w) {
    if (w == word) return true;
  }
  return false;
}

// The cgroup2 mount point, from /proc/self/mountinfo ("" if none).
std::string cgroup2_mount() {
  std::ifstream f("/proc/self/mountinfo");
  std::string line;
  while (std::getline(f, line)) {
    const size_t dash = line.find(" - ");
    if (dash == std::string::npos || line.compare(dash + 3, 8, "cgroup2 ") != 0) continue;
    std::istringstream in(line);
    std::string id, parent, devno, root, mount;
    in >> id >> parent >> devno >> root >> mount;
    if (root == "/") return mount;
  }
  return "";
}

// The judge's own cgroup v2 path ("0::/path" in /proc/self/cgroup).
std::string own_cgroup() {
  std::ifstream f("/proc/self/cgroup");
  std::string line;
  while (std::getline(f, line)) {
    if (line.compare(0, 3, "0::") == 0) return line.substr(3);
  }
  return "";
}

// Removes the empty bot cgroups a judge killed by SIGKILL left behind (c6judge-<pid>-... of a pid
// that no longer runs); one still populated stays (rmdir fails).
void remove_stale(const std::string& base) {
  DIR* d = opendir(base.c_str());
  if (!d) return;
  while (struct dirent* e = readdir(d)) {
    const std::string n = e->d_name;
    if (n.compare(0, 8, "c6judge-") != 0) continue;
    const long pid = std::atol(n.c_str() + 8);
    if (pid > 0 && kill(static_cast<pid_t>(pid), 0) != 0 && errno == ESRCH) {
      rmdir((base + "/" + n).c_str());
    }
  }
  closedir(d);
}

}  // namespace

CgroupSupport probe_cgroups() {
  CgroupSupport s;
  // An operator's (and the tests') switch to the /proc-based fallback.
  if (std::getenv("C6JUDGE_NO_CGROUP") != nullptr) {
    s.why = "disabled by C6JUDGE_NO_CGROUP";
    return s;
  }
  const std::string mount = cgroup2_mount();
  if (mount.empty()) {
    s.why = "no cgroup2 mount";
    return s;
  }
  std::string self = own_cgroup();
  if (self.empty() || self.find("(deleted)") != std::string::npos) {
    s.why = "the judge is in no cgroup v2";
    return s;
  }
  if (self == "/") self.clear();
  const std::string base = mount + self;
  const std::string probe = base + "/c6judge-probe-" + std::to_string(getpid());
  if (mkdir(probe.c_str(), 0755) != 0 && errno != EEXIST) {
    s.why = "cannot create a cgroup under " + base + ": " + strerror(errno);
    return s;
  }
  rmdir(probe.c_str());
  remove_stale(base);
  s.base = base;
  s.self = self;
  const std::string controllers = read_text(base + "/cgroup.controllers");
  if (!has_word(controllers, "memory")) {
    s.why = "the memory controller is not available in " + base +
            " (cgroup v1 holds it on a hybrid system)";
    return s;
  }
  if (!has_word(read_text(base + "/cgroup.subtree_control"), "memory") &&
      !write_text(base + "/cgroup.subtree_control", "+memory")) {
    s.why = "cannot enable the memory controller in " + base + ": " + strerror(errno);
    return s;
  }
  s.memory = true;
  return s;
}

bool BotCgroup::create(const CgroupSupport& support, const std::string& name, uint64_t memory_max,
                       std::string* err) {
  release();
  if (support.base.empty()) {
    *err = "cgroup v2 not usable: " + support.why;
    return false;
  }
  const std::string dir = support.base + "/" + name;
  if (mkdir(dir.c_str(), 0755) != 0) {
    *err = "cannot create cgroup " + dir + ": " + strerror(errno);
    return false;
  }
  dir_ = dir;
  line_ = "0::" + support.self + "/" + name;
  if (memory_max > 0 && support.memory) {
    if (!write_text(dir + "/memory.max", std::to_string(memory_max))) {
      *err = "cannot set " + dir + "/memory.max: " + strerror(errno);
      release();
      return false;
    }
    write_text(dir + "/memory.swap.max", "0");  // absent without swap accounting: not fatal
    write_text(dir + "/memory.oom.group", "1");
    memory_limited_ = true;
  }
  procs_fd_ = open((dir + "/cgroup.procs").c_str(), O_WRONLY | O_CLOEXEC);
  if (procs_fd_ < 0) {
    *err = "cannot open " + dir + "/cgroup.procs: " + strerror(errno);
    release();
    return false;
  }
  return true;
}

std::vector<pid_t> BotCgroup::procs() const {
  return dir_.empty() ? std::vector<pid_t>() : read_pid_list(dir_ + "/cgroup.procs");
}

void BotCgroup::kill_all() const {
  if (dir_.empty()) return;
  if (write_text(dir_ + "/cgroup.kill", "1")) return;
  // Before Linux 5.14: one by one, repeated in case a member forked in between.
  for (int round = 0; round < 8; ++round) {
    const std::vector<pid_t> pids = procs();
    if (pids.empty()) return;
    for (pid_t p : pids) kill(p, SIGKILL);
  }
}

bool BotCgroup::holds(pid_t pid) const {
  if (dir_.empty()) return false;
  const std::string text = read_text("/proc/" + std::to_string(pid) + "/cgroup");
  std::istringstream in(text);
  std::string line;
  while (std::getline(in, line)) {
    if (line == line_) return true;
  }
  return false;
}

bool BotCgroup::populated() const {
  if (dir_.empty()) return false;
  const std::string ev = read_text(dir_ + "/cgroup.events");
  return ev.find("populated 1") != std::string::npos;
}

uint64_t BotCgroup::oom_kills() const {
  if (!memory_limited_) return 0;
  std::istringstream in(read_text(dir_ + "/memory.events"));
  std::string key;
  uint64_t v = 0;
  while (in >> key >> v) {
    if (key == "oom_kill") return v;
  }
  return 0;
}

uint64_t BotCgroup::peak_bytes() const {
  if (!memory_limited_) return 0;
  const std::string t = read_text(dir_ + "/memory.peak");
  return t.empty() ? 0 : std::strtoull(t.c_str(), nullptr, 10);
}

void BotCgroup::release() {
  if (procs_fd_ >= 0) close(procs_fd_);
  procs_fd_ = -1;
  if (!dir_.empty()) rmdir(dir_.c_str());  // EBUSY if someone is left: nothing more we can do
  dir_.clear();
  line_.clear();
  memory_limited_ = false;
}

}  // namespace judge
}  // namespace c6
