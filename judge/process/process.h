// ChildProcess: one bot process run under the judge's control.
//
// Owns the child's pid, its process group (pgid == pid: the child calls setpgid(0,0) before exec),
// its cgroup when the judge can create one (every process the bot starts, whatever it does with
// setsid or double forks, stays in it), the write end of its stdin pipe, the read end of its stdout
// pipe and everything read from stdout that has not been consumed yet, the read end of its stderr
// pipe and the bot's capped log file (stderr plus the stdout lines the protocol did not take).
// Invariants: while running() the pid is our unreaped child; after kill_group() every process of
// the bot's tree (its cgroup, its process group, and every pid ever seen in its tree) has been sent
// SIGKILL and reaped, so no zombie or leftover process survives. The destructor kills the tree.
//
// Memory (SpawnOptions::memory_mode): kCgroup = memory.max on the bot's cgroup (the kernel kills
// the tree; memory.events says so); kRss = the resident memory of the whole tree is summed every
// kMemoryPollMs while the judge waits for the bot and the tree is killed the moment it exceeds the
// limit; kAs = RLIMIT_AS on each process (allocations fail; a JVM cannot even start under a small
// cap); kAuto = kCgroup where the memory controller can be used, else kRss.
#pragma once

#include <sys/types.h>

#include <atomic>
#include <cstdint>
#include <string>
#include <vector>

#include "process/cgroup.h"
#include "process/memory_watch.h"
#include "process/output_cap.h"
#include "process/proc_tree.h"

namespace c6 {
namespace judge {

// Monotonic clock in microseconds (steady_clock), the time base of every deadline in the judge.
int64_t now_us();

// Splits a command into words if it uses no shell syntax (quotes, $, |, ;, redirections, globs,
// '=' ...); false means it needs /bin/sh.
bool split_plain_command(const std::string& cmd, std::vector<std::string>* words);
// The first executable NAME in a colon-separated list of folders, or "".
std::string find_in_dirs(const std::string& name, const std::string& dirs);
// The first executable PATH entry for name, or name itself.
std::string find_in_path(const std::string& name);

const char* memory_mode_name(MemoryMode m);
bool parse_memory_mode(const std::string& s, MemoryMode* out);
// Default cap of a bot's log file per game (stderr and ignored stdout lines).
constexpr uint64_t kDefaultStderrCap = 1 << 20;

// kAuto resolved on this machine, and a one-line description for a run's header.
MemoryMode resolve_memory_mode(MemoryMode m, const CgroupSupport& cg);
std::string describe_memory_mode(MemoryMode requested, const CgroupSupport& cg);

// How to start a bot process: command, directory, log file, memory limit.
struct SpawnOptions {
  std::string command;      // run through /bin/sh -c "exec <command>"
  std::string workdir;      // empty: inherit
  std::string stderr_path;  // the bot's log (stderr + notes); empty: stderr to /dev/null
  uint64_t stderr_cap = kDefaultStderrCap;  // bytes of the log per game (per ChildProcess)
  uint64_t memory_bytes = 0;                // 0 = unlimited
  MemoryMode memory_mode = MemoryMode::kAuto;
};

// How the process ended (valid once reaped).
struct ExitInfo {
  bool reaped = false;
  bool signaled = false;
  int code = 0;                  // exit code if !signaled
  int signal = 0;                // terminating signal if signaled
  long maxrss_kb = 0;            // the main process's peak RSS (getrusage)
  bool killed_by_judge = false;  // the judge sent SIGKILL before the child ended on its own
  std::string describe() const;  // "exit 3", "signal 11 (SIGSEGV)"
};

// What an exit code says about the command by the shells' convention, which the judge follows
// when it cannot exec a bot (spawn): 126 = found but could not be executed, 127 = not found.
// nullptr for any other code (the bot's own).
const char* exit_code_meaning(int code);

struct SpawnPipes;  // process.cpp: the pipes of one spawn

class ChildProcess {
 public:
  enum class ReadStatus { kData, kEof, kDeadline, kStopped };

  ChildProcess() = default;
  ~ChildProcess() { kill_group(); }
  ChildProcess(const ChildProcess&) = delete;
  ChildProcess& operator=(const ChildProcess&) = delete;

  // Starts the command. Returns false (and *err) if the judge cannot (pipes, fork, its log file,
  // a cgroup asked for and unavailable): the judge's fault, not the bot's (judge_error()). exec
  // failure shows up as the child exiting with code 127 (no such file) or 126 (not executable)
  // and a message in the log.
  bool spawn(const SpawnOptions& opt, std::string* err);
  bool judge_error() const { return judge_error_; }
  bool running() const { return pid_ > 0; }
  pid_t pid() const { return pid_; }

  // Writes everything; false if the child closed its stdin (it died or stopped reading) or did not
  // read for 2 s while the pipe was full (the judge never blocks on a bot).
  bool write_all(const std::string& s);
  // Waits until new stdout bytes arrive (appended to buffer()), EOF, the deadline (now_us() clock)
  // or *stop becomes true. Checks *stop at least every 50 ms. Meanwhile copies stderr into the log
  // and watches memory; a tree over its memory limit is killed and reads as kEof with
  // memory_exceeded() true.
  ReadStatus read_some(int64_t deadline_us, const std::atomic<bool>* stop);
  std::string& buffer() { return buf_; }
  bool eof() const { return eof_; }

  // After EOF: give the child up to grace_ms to exit on its own so its real status is recorded.
  void wait_exit(int grace_ms);
  // Closes the child's stdin: end of input for a bot that reads until EOF (spec key stdin=close).
  void close_stdin();
  // Drops everything already written to stdout (a kept-alive bot's output after its marker must
  // not pass for the next answer); the dropped lines go to the log. Reads at most 1 MB.
  void discard_pending();
  // Keeps a stdout line the protocol did not take (chatter, a second answer, a JVM's start-up
  // error) in the bot's log beside its stderr.
  void log_stdout(const std::string& line, const char* why = "stdout");
  // SIGSTOP / SIGCONT the whole group (keep-running bots sleep between turns, as on Botzone).
  void stop_group();
  void continue_group();
  // SIGKILL the whole group, reap the child and every reparented member, close the pipes.
  void kill_group();
  const ExitInfo& exit_info() const { return exit_; }

  MemoryMode memory_mode() const { return memory_.mode(); }  // resolved (never kAuto after spawn)
  // The tree went over its memory limit (kRss: seen by the judge; kCgroup: the kernel OOM-killed).
  bool memory_exceeded();
  // Largest resident memory seen for the whole tree (sampled), or the main process's peak RSS,
  // or the cgroup's memory.peak, whichever is largest.
  uint64_t peak_rss_bytes() const;
  bool in_cgroup() const { return cg_.active(); }
  // Bytes of the bot's log dropped by the cap so far.
  uint64_t log_dropped() const { return log_.dropped(); }

 private:
  // Resolves the memory mode, creates the bot's cgroup (if any) and opens its log.
  void reset_for_spawn();  // the previous bot gone, every per-bot field back to its start
  bool prepare_tree(const SpawnOptions& opt, std::string* err);
  void adopt_child(pid_t pid, SpawnPipes* pipes);  // parent side after a good fork
  void close_fds();
  bool try_reap(bool block);
  void drain_stderr(size_t max_bytes);
  void sample_tree(int64_t now);  // now: the now_us() that found the sample due
  void kill_tree();               // SIGKILL to every known member, no reaping
  bool belongs(pid_t pid) const;
  bool is_escaped_orphan(pid_t pid) const;

  pid_t pid_ = -1;
  int in_fd_ = -1;
  int out_fd_ = -1;
  int err_fd_ = -1;
  bool eof_ = false;
  bool judge_error_ = false;
  std::string buf_;
  ExitInfo exit_;
  CappedLog log_;
  bool probed_ = false;
  CgroupSupport support_;
  BotCgroup cg_;
  TrackedPids tracked_;
  MemoryWatch memory_;
  unsigned spawn_serial_ = 0;
  std::string token_;  // "C6JUDGE_TREE=<name>" in the bot's environment
};

}  // namespace judge
}  // namespace c6
