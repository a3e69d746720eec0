// ChildProcess: one bot process run under the judge's control.
//
// Owns the child's pid, its process group (pgid == pid: the child calls setpgid(0,0) before exec),
// the write end of its stdin pipe, the read end of its stdout pipe and everything read from stdout
// that has not been consumed yet. stderr goes to a file (appended). Invariants: while running() the
// pid is our unreaped child; after kill_group() every member of the group has been sent SIGKILL,
// the main child is reaped and so is every orphaned member reparented to us (the judge makes itself
// a child subreaper), so no zombie or leftover process survives. The destructor kills the group.
#pragma once

#include <sys/types.h>

#include <atomic>
#include <cstdint>
#include <string>
#include <vector>

namespace c6 {
namespace judge {

// Monotonic clock in microseconds (steady_clock), the time base of every deadline in the judge.
int64_t now_us();

// Splits a command into words if it uses no shell syntax (quotes, $, |, ;, redirections, globs,
// '=' ...); false means it needs /bin/sh.
bool split_plain_command(const std::string& cmd, std::vector<std::string>* words);
// The first executable PATH entry for name, or name itself.
std::string find_in_path(const std::string& name);

// How to start a bot process: command, directory, stderr file, address-space cap.
struct SpawnOptions {
  std::string command;        // run through /bin/sh -c "exec <command>"
  std::string workdir;        // empty: inherit
  std::string stderr_path;    // empty: /dev/null
  uint64_t memory_bytes = 0;  // RLIMIT_AS; 0 = unlimited
};

// How the process ended (valid once reaped).
struct ExitInfo {
  bool reaped = false;
  bool signaled = false;
  int code = 0;    // exit code if !signaled
  int signal = 0;  // terminating signal if signaled
  long maxrss_kb = 0;
  bool killed_by_judge = false;  // the judge sent SIGKILL before the child ended on its own
  std::string describe() const;  // "exit 3", "signal 11 (SIGSEGV)"
};

class ChildProcess {
 public:
  enum class ReadStatus { kData, kEof, kDeadline, kStopped };

  ChildProcess() = default;
  ~ChildProcess() { kill_group(); }
  ChildProcess(const ChildProcess&) = delete;
  ChildProcess& operator=(const ChildProcess&) = delete;

  // Starts the command. Returns false (and *err) if fork/pipe fail; exec failure shows up as the
  // child exiting with code 127 and a message in the stderr file.
  bool spawn(const SpawnOptions& opt, std::string* err);
  bool running() const { return pid_ > 0; }
  pid_t pid() const { return pid_; }

  // Writes everything; false if the child closed its stdin (it died or stopped reading).
  bool write_all(const std::string& s);
  // Waits until new stdout bytes arrive (appended to buffer()), EOF, the deadline (now_us() clock)
  // or *stop becomes true. Checks *stop at least every 50 ms.
  ReadStatus read_some(int64_t deadline_us, const std::atomic<bool>* stop);
  std::string& buffer() { return buf_; }
  bool eof() const { return eof_; }

  // After EOF: give the child up to grace_ms to exit on its own so its real status is recorded.
  void wait_exit(int grace_ms);
  // Closes the child's stdin: end of input for a bot that reads until EOF (spec key stdin=close).
  void close_stdin();
  // Drops everything already written to stdout (a kept-alive bot's output after its marker must
  // not pass for the next answer).
  void discard_pending();
  // SIGSTOP / SIGCONT the whole group (keep-running bots sleep between turns, as on Botzone).
  void stop_group();
  void continue_group();
  // SIGKILL the whole group, reap the child and every reparented member, close the pipes.
  void kill_group();
  const ExitInfo& exit_info() const { return exit_; }

 private:
  void close_fds();
  bool try_reap(bool block);

  pid_t pid_ = -1;
  int in_fd_ = -1;
  int out_fd_ = -1;
  bool eof_ = false;
  std::string buf_;
  ExitInfo exit_;
};

}  // namespace judge
}  // namespace c6
