// UidBlock: concurrent judge runs get disjoint sandbox uid blocks, and a block is free again once
// its holder is gone (exited or SIGKILLed: the kernel drops the flock). Locks live in a private
// temp folder, so these tests never touch the blocks of a real contest running on this machine.
#include <catch2/catch.hpp>

#include <signal.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdlib>
#include <memory>
#include <string>
#include <vector>

#include "process/sandbox.h"
#include "process/uid_block.h"

using namespace c6::judge;

namespace {

struct TempDir {
  std::string path;
  TempDir() {
    char tmpl[] = "/tmp/c6uidblock-XXXXXX";
    REQUIRE(mkdtemp(tmpl) != nullptr);
    path = tmpl;
  }
  ~TempDir() { (void)std::system(("rm -rf '" + path + "'").c_str()); }
};

// A child that reserves a block in dir, reports its index on a pipe and holds the block until
// the parent closes the other pipe (or kills it).
struct Holder {
  pid_t pid = -1;
  int go_fd = -1;
  int index = -2;
  explicit Holder(const std::string& dir) {
    int report[2], go[2];
    REQUIRE(pipe(report) == 0);
    REQUIRE(pipe(go) == 0);
    pid = fork();
    REQUIRE(pid >= 0);
    if (pid == 0) {
      close(report[0]);
      close(go[1]);
      UidBlock b;
      std::string err;
      const int k = b.reserve(dir, &err) ? b.index() : -1;
      if (write(report[1], &k, sizeof k) != sizeof k) _exit(1);
      char c;
      while (read(go[0], &c, 1) > 0) {
      }
      _exit(0);
    }
    close(report[1]);
    close(go[0]);
    go_fd = go[1];
    REQUIRE(read(report[0], &index, sizeof index) == sizeof index);
    close(report[0]);
  }
  // Ends the child (normally, or by SIGKILL) and reaps it.
  void end(bool sigkill) {
    if (sigkill) kill(pid, SIGKILL);
    close(go_fd);
    int st = 0;
    REQUIRE(waitpid(pid, &st, 0) == pid);
    CHECK((sigkill ? WIFSIGNALED(st) : (WIFEXITED(st) && WEXITSTATUS(st) == 0)));
  }
};

}  // namespace

TEST_CASE("uid block: two holders get disjoint blocks; a released block is taken again") {
  TempDir t;
  const std::string dir = t.path + "/locks";
  std::string err;
  UidBlock a, b;
  REQUIRE(a.reserve(dir, &err));
  REQUIRE(b.reserve(dir, &err));
  CHECK(a.index() == 0);
  CHECK(b.index() == 1);
  CHECK(a.first() == kUidBase);
  CHECK(a.last() == kUidBase + kUidBlockSize - 1);
  CHECK(b.first() == a.last() + 1);
  struct stat st;
  REQUIRE(stat(dir.c_str(), &st) == 0);
  CHECK((st.st_mode & 0777) == 0755);
  REQUIRE(stat(a.lock_path().c_str(), &st) == 0);
  CHECK((st.st_mode & 0777) == 0600);
  a.release();
  CHECK_FALSE(a.reserved());
  CHECK(a.first() == -1);
  UidBlock c;
  REQUIRE(c.reserve(dir, &err));
  CHECK(c.index() == 0);
}

TEST_CASE("uid block: a block held by another process is skipped, and free once it is gone") {
  TempDir t;
  for (bool sigkill : {false, true}) {
    INFO("holder ends by " << (sigkill ? "SIGKILL" : "exit"));
    Holder h(t.path);
    CHECK(h.index == 0);
    std::string err;
    {
      UidBlock mine;
      REQUIRE(mine.reserve(t.path, &err));
      CHECK(mine.index() == 1);
    }
    h.end(sigkill);
    UidBlock again;
    REQUIRE(again.reserve(t.path, &err));
    CHECK(again.index() == 0);
  }
}

TEST_CASE("uid block: all blocks taken, or a symlinked lock folder, is a clear error") {
  TempDir t;
  std::vector<std::unique_ptr<UidBlock>> all;
  std::string err;
  for (int k = 0; k < kUidBlockCount; ++k) {
    all.push_back(std::make_unique<UidBlock>());
    REQUIRE(all.back()->reserve(t.path, &err));
  }
  UidBlock one_more;
  CHECK_FALSE(one_more.reserve(t.path, &err));
  CHECK_FALSE(one_more.reserved());
  CHECK(err.find("in use by other judge runs") != std::string::npos);
  // A planted symlink in place of the lock folder is refused, not followed.
  const std::string link = t.path + "/link";
  REQUIRE(symlink(t.path.c_str(), link.c_str()) == 0);
  err.clear();
  CHECK_FALSE(one_more.reserve(link, &err));
  CHECK(err.find("not a directory") != std::string::npos);
}
