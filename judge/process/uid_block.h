// UidBlock: the block of sandbox uids one judge run owns. Bots of a sandboxed contest run as
// per-bot uids and, between rounds and at the end, the judge kills every process of those uids;
// two runs on one machine with the same uids would kill each other's bots. So each run reserves a
// block of kUidBlockSize uids (block k: kUidBase + k * kUidBlockSize, ...) by an exclusive flock
// on DIR/uid-block-K.lock, held on an O_CLOEXEC descriptor (bots do not inherit it) for the
// object's lifetime. The kernel drops the lock when the holder exits, even by SIGKILL, so there
// are no stale reservations; a block whose lock can be taken belongs to no live judge.
// Invariant: reserved() == (fd_ >= 0) == (index_ >= 0).
#pragma once

#include <string>

namespace c6 {
namespace judge {

// Uids per block: the block's first uid runs the sandbox probes, the rest are the bots.
constexpr int kUidBlockSize = 100;
// Blocks 61000..64999: below nobody (65534) and the 16-bit (uid_t)-1 (65535).
constexpr int kUidBlockCount = 40;

class UidBlock {
 public:
  UidBlock() = default;
  ~UidBlock() { release(); }
  UidBlock(const UidBlock&) = delete;
  UidBlock& operator=(const UidBlock&) = delete;

  // Where the locks live: /run/c6judge when /run is writable, else /tmp/c6judge.
  static std::string default_dir();
  // Takes the first free block under dir (created mode 0755; lock files 0600). False with *err
  // when dir is unusable or all kUidBlockCount blocks are taken.
  bool reserve(const std::string& dir, std::string* err);
  // Kills whatever still runs as one of the block's uids (left by a SIGKILLed judge: the lock
  // proves no live judge owns them). Root only; call right after reserve().
  void kill_leftovers() const;
  void release();

  bool reserved() const { return fd_ >= 0; }
  int index() const { return index_; }
  // The block's uids: first() .. last(); -1 when not reserved.
  int first() const;
  int last() const;
  std::string lock_path() const { return path_; }

 private:
  int fd_ = -1;
  int index_ = -1;
  std::string path_;
};

}  // namespace judge
}  // namespace c6
