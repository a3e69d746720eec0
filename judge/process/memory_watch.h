// MemoryWatch: the judge's bookkeeping of one bot tree's memory, apart from the process itself.
//
// Owns the resolved memory mode (never kAuto once started), the limit in bytes (0 = none), the
// largest sampled resident size of the whole tree, whether the tree went over its limit, and when
// the next sample is due (now_us() clock). ChildProcess takes the samples (it knows the tree's
// pids) and kills the tree when record() says so; the decision lives here so it can be tested
// without processes or sleeps: the caller passes the time.
// Invariants: exceeded() never goes back to false until start(); peak() never decreases until
// start(); in kRss mode record() returns true at most once per tree (the first sample over the
// limit), so the tree is killed once.
#pragma once

#include <cstdint>

namespace c6 {
namespace judge {

// How the memory limit is applied (see ChildProcess).
enum class MemoryMode { kAuto, kCgroup, kRss, kAs };

// How often the tree's resident memory is sampled in kRss mode (and the tree's pids recorded).
constexpr int kMemoryPollMs = 10;

class MemoryWatch {
 public:
  // A new tree: forgets the last one's peak and verdict; the first sample is due one poll period
  // after now_us.
  void start(MemoryMode mode, uint64_t limit_bytes, int64_t now_us) {
    mode_ = mode;
    limit_ = limit_bytes;
    exceeded_ = false;
    peak_ = 0;
    next_sample_us_ = now_us + kMemoryPollMs * 1000;
  }

  bool sample_due(int64_t now_us) const { return now_us >= next_sample_us_; }
  // Microseconds until the next sample (0 if one is due): how long a wait may sleep.
  int64_t until_sample(int64_t now_us) const {
    return next_sample_us_ > now_us ? next_sample_us_ - now_us : 0;
  }

  // One sample of the whole tree's resident bytes, taken at now_us; schedules the next one.
  // True when the caller must kill the tree: kRss mode, a limit, and this is the first sample
  // over it. Other modes only record the peak (the kernel enforces kCgroup and kAs).
  bool record(uint64_t tree_rss, int64_t now_us) {
    next_sample_us_ = now_us + kMemoryPollMs * 1000;
    if (tree_rss > peak_) peak_ = tree_rss;
    if (mode_ != MemoryMode::kRss || limit_ == 0 || tree_rss <= limit_ || exceeded_) return false;
    exceeded_ = true;
    return true;
  }
  // The kernel killed a member of the tree for memory (the cgroup's oom_kill count).
  void note_kernel_oom() { exceeded_ = true; }

  MemoryMode mode() const { return mode_; }
  uint64_t limit() const { return limit_; }
  bool exceeded() const { return exceeded_; }
  uint64_t peak() const { return peak_; }

 private:
  MemoryMode mode_ = MemoryMode::kAuto;
  uint64_t limit_ = 0;
  bool exceeded_ = false;
  uint64_t peak_ = 0;
  int64_t next_sample_us_ = 0;
};

}  // namespace judge
}  // namespace c6
