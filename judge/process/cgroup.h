// BotCgroup: one cgroup v2 directory per bot process tree, created by the judge under its own
// cgroup. It owns the directory (removed when released) and an open fd of its cgroup.procs that the
// child writes "0" to before exec, so every process the bot starts, whatever it does with sessions
// and process groups, stays in the cgroup: cgroup.kill ends all of them. When the memory controller
// is available to the judge, memory.max caps the tree's memory (swap off) and memory.events counts
// OOM kills; otherwise the caller measures resident memory by polling.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include <sys/types.h>

namespace c6 {
namespace judge {

// What the judge may do with cgroup v2 on this machine (probed, never assumed).
struct CgroupSupport {
  std::string base;     // the judge's own cgroup directory ("" = cgroup v2 not usable)
  std::string self;     // the same as a cgroup path ("/..." as in /proc/<pid>/cgroup; "" = root)
  bool memory = false;  // the memory controller can be enabled for children of base
  std::string why;      // when !memory or base is empty: the reason, for the run's header
};

// Finds the cgroup2 mount and the judge's cgroup, checks that a child can be created there and
// whether memory can be enabled for it (writes "+memory" to subtree_control if needed).
CgroupSupport probe_cgroups();

class BotCgroup {
 public:
  BotCgroup() = default;
  ~BotCgroup() { release(); }
  BotCgroup(const BotCgroup&) = delete;
  BotCgroup& operator=(const BotCgroup&) = delete;

  // Creates base/name; with memory_max > 0 (and support.memory) sets memory.max to it and
  // memory.swap.max to 0, and memory.oom.group to 1 (an OOM kill takes the whole tree). False (and
  // *err) if the directory cannot be made or the limit cannot be set.
  bool create(const CgroupSupport& support, const std::string& name, uint64_t memory_max,
              std::string* err);
  bool active() const { return !dir_.empty(); }
  bool memory_limited() const { return memory_limited_; }
  // The fd the child writes "0" to (O_CLOEXEC, so it is gone after exec).
  int procs_fd() const { return procs_fd_; }
  const std::string& dir() const { return dir_; }
  // True if /proc/<pid>/cgroup puts pid in this cgroup (also works for zombies, which
  // cgroup.procs no longer lists).
  bool holds(pid_t pid) const;

  std::vector<pid_t> procs() const;
  // SIGKILL to every process in the cgroup (cgroup.kill, or one by one on kernels before 5.14).
  void kill_all() const;
  bool populated() const;
  // memory.events oom_kill count (0 without a memory limit) and memory.peak in bytes (0 if the
  // kernel has no memory.peak).
  uint64_t oom_kills() const;
  uint64_t peak_bytes() const;
  // Removes the directory (after the processes are gone and reaped). Idempotent.
  void release();

 private:
  std::string dir_;
  std::string line_;  // "0::<path>" as /proc/<pid>/cgroup shows membership
  int procs_fd_ = -1;
  bool memory_limited_ = false;
};

}  // namespace judge
}  // namespace c6
