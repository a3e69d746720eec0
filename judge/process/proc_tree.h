// ProcTree: what /proc says about a bot's processes, for the judge's memory watch and for killing
// everything a bot started (including children that left its process group or session).
//
// Stateless helpers plus TrackedPids, a remembered set of (pid, start time) pairs: a pid seen in a
// bot's tree once stays tracked after it is reparented (to the judge, a child subreaper) or after
// it calls setsid, and the start time guards against a recycled pid being mistaken for it.
#pragma once

#include <sys/types.h>

#include <cstdint>
#include <string>
#include <vector>

namespace c6 {
namespace judge {

// One line of /proc/<pid>/stat (plus statm's resident pages), parsed.
struct ProcStat {
  pid_t pid = 0;
  pid_t ppid = 0;
  pid_t pgid = 0;
  pid_t sid = 0;
  char state = '?';        // R S D Z T ...
  uint64_t start = 0;      // start time in clock ticks since boot (identifies a pid's lifetime)
  uint64_t rss_bytes = 0;  // resident set size
};

// False if the process does not exist (or vanished while reading).
bool read_proc_stat(pid_t pid, ProcStat* out);
// Every numeric entry of /proc.
std::vector<pid_t> list_all_pids();
// The pids listed in a cgroup.procs (or any file of one pid per line).
std::vector<pid_t> read_pid_list(const std::string& path);

// Remembered members of one bot's tree. Not thread-safe: owned by one ChildProcess.
class TrackedPids {
 public:
  void clear() { pids_.clear(); }
  // Adds p (no-op if already there with the same start time).
  void add(const ProcStat& p);
  // Re-reads every tracked pid; drops those gone or recycled. Returns the live ones.
  std::vector<ProcStat> live();
  bool contains(pid_t pid) const;
  size_t size() const { return pids_.size(); }

 private:
  struct Entry {
    pid_t pid;
    uint64_t start;
  };
  std::vector<Entry> pids_;
};

// Without a cgroup: scans /proc for the descendants of root (by parent links), members of root's
// process group, and processes whose parent is already tracked, adding all of them to *tracked.
// Returns the live tracked set.
std::vector<ProcStat> scan_tree(pid_t root, TrackedPids* tracked);

// True if /proc/<pid>/environ holds exactly this NAME=VALUE entry.
bool environ_has(pid_t pid, const std::string& entry);

// Sum of the resident memory of the given processes (zombies hold none).
uint64_t total_rss(const std::vector<ProcStat>& procs);

// Reaps zombies that are children of this process and satisfy belongs(pid). Returns how many.
template <typename Pred>
int reap_zombie_children(Pred belongs);

// Implementation detail of reap_zombie_children: zombie children of this process.
std::vector<pid_t> zombie_children();
bool reap_pid(pid_t pid);

template <typename Pred>
int reap_zombie_children(Pred belongs) {
  int n = 0;
  for (pid_t z : zombie_children()) {
    if (belongs(z) && reap_pid(z)) ++n;
  }
  return n;
}

}  // namespace judge
}  // namespace c6
