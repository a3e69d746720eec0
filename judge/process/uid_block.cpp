#include "process/uid_block.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cstdlib>
#include <cstring>
#include <fstream>
#include <set>
#include <sstream>

#include "process/sandbox.h"

namespace c6 {
namespace judge {

namespace {

// Real uids in [lo, hi] that have a process (zombies included), from one pass over /proc.
std::set<int> uids_with_processes(int lo, int hi) {
  std::set<int> found;
  DIR* d = opendir("/proc");
  if (!d) return found;
  while (dirent* e = readdir(d)) {
    if (e->d_name[0] < '0' || e->d_name[0] > '9') continue;
    std::ifstream f(std::string("/proc/") + e->d_name + "/status");
    std::stringstream ss;
    ss << f.rdbuf();
    const std::string s = ss.str();
    const size_t u = s.find("\nUid:\t");
    if (u == std::string::npos) continue;
    const int uid = std::atoi(s.c_str() + u + 6);
    if (uid >= lo && uid <= hi) found.insert(uid);
  }
  closedir(d);
  return found;
}

}  // namespace

std::string UidBlock::default_dir() {
  return access("/run", W_OK) == 0 ? "/run/c6judge" : "/tmp/c6judge";
}

bool UidBlock::reserve(const std::string& dir, std::string* err) {
  release();
  if (mkdir(dir.c_str(), 0755) == 0) chmod(dir.c_str(), 0755);  // whatever the umask
  // The directory must be ours and real (a planted symlink or another user's folder in /tmp
  // could steer or spoil the locks).
  struct stat st;
  if (lstat(dir.c_str(), &st) != 0 || !S_ISDIR(st.st_mode) || st.st_uid != geteuid()) {
    *err = "uid lock directory " + dir + " is missing, not a directory or not owned by this user";
    return false;
  }
  for (int k = 0; k < kUidBlockCount; ++k) {
    const std::string path = dir + "/uid-block-" + std::to_string(k) + ".lock";
    const int fd = open(path.c_str(), O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0600);
    if (fd < 0) {
      *err = "cannot open " + path + ": " + std::strerror(errno);
      return false;
    }
    if (flock(fd, LOCK_EX | LOCK_NB) == 0) {
      fd_ = fd;
      index_ = k;
      path_ = path;
      return true;
    }
    const int e = errno;
    close(fd);
    if (e != EWOULDBLOCK) {
      *err = "cannot lock " + path + ": " + std::strerror(e);
      return false;
    }
  }
  *err = "all " + std::to_string(kUidBlockCount) + " sandbox uid blocks (" +
         std::to_string(kUidBase) + "-" +
         std::to_string(kUidBase + kUidBlockCount * kUidBlockSize - 1) +
         ") are in use by other judge runs (locks in " + dir + ")";
  return false;
}

void UidBlock::kill_leftovers() const {
  if (!reserved() || geteuid() != 0) return;
  for (int uid : uids_with_processes(first(), last())) kill_uid_processes(uid);
}

void UidBlock::release() {
  if (fd_ >= 0) close(fd_);  // closing the only descriptor drops the flock
  fd_ = index_ = -1;
  path_.clear();
}

int UidBlock::first() const { return reserved() ? kUidBase + index_ * kUidBlockSize : -1; }

int UidBlock::last() const { return reserved() ? first() + kUidBlockSize - 1 : -1; }

}  // namespace judge
}  // namespace c6
