#include "process/process.h"

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

extern char** environ;

namespace c6 {
namespace judge {

int64_t now_us() {
  return std::chrono::duration_cast<std::chrono::microseconds>(
             std::chrono::steady_clock::now().time_since_epoch())
      .count();
}

namespace {

const char kTreeEnv[] = "C6JUDGE_TREE";

std::vector<std::string> split_lines(const std::string& text) {
  std::vector<std::string> lines;
  size_t start = 0;
  while (start < text.size()) {
    size_t nl = text.find('\n', start);
    if (nl == std::string::npos) nl = text.size();
    std::string line = text.substr(start, nl - start);
    if (!line.empty() && line.back() == '\r') line.pop_back();
    if (!line.empty()) lines.push_back(line);
    start = nl + 1;
  }
  return lines;
}

}  // namespace

std::string ExitInfo::describe() const {
  if (!reaped) return "still running";
  if (signaled) {
    const char* name = strsignal(signal);
    return "signal " + std::to_string(signal) + (name ? std::string(" (") + name + ")" : "");
  }
  const char* meaning = exit_code_meaning(code);
  if (meaning) return "exit " + std::to_string(code) + " (" + meaning + ")";
  if (code > 128 && code <= 128 + 64) {
    // A shell, or bubblewrap's init, reports a child killed by signal N as exit 128 + N.
    const char* name = strsignal(code - 128);
    return "exit " + std::to_string(code) + " (as a shell reports signal " +
           std::to_string(code - 128) + (name ? std::string(", ") + name : "") + ")";
  }
  return "exit " + std::to_string(code);
}

const char* exit_code_meaning(int code) {
  if (code == 126) return "the command could not be executed: permission denied?";
  if (code == 127) return "command not found";
  return nullptr;
}

bool split_plain_command(const std::string& cmd, std::vector<std::string>* words) {
  static const char kShellChars[] = "\"'\\$&|;<>()*?[]{}~`#=!\n";
  words->clear();
  std::string w;
  for (char c : cmd) {
    if (std::strchr(kShellChars, c) != nullptr) return false;
    if (c == ' ' || c == '\t') {
      if (!w.empty()) words->push_back(w);
      w.clear();
    } else {
      w += c;
    }
  }
  if (!w.empty()) words->push_back(w);
  return !words->empty();
}

std::string find_in_dirs(const std::string& name, const std::string& dirs) {
  for (size_t start = 0; start <= dirs.size();) {
    const size_t colon = std::min(dirs.find(':', start), dirs.size());
    const std::string cand = dirs.substr(start, colon - start) + "/" + name;
    if (access(cand.c_str(), X_OK) == 0) return cand;
    start = colon + 1;
  }
  return "";
}

std::string find_in_path(const std::string& name) {
  const char* env = std::getenv("PATH");
  const std::string found = find_in_dirs(name, env ? env : "/usr/bin:/bin");
  return found.empty() ? name : found;  // else execv fails: exit 127, reported as a crash
}

const char* memory_mode_name(MemoryMode m) {
  switch (m) {
    case MemoryMode::kAuto:
      return "auto";
    case MemoryMode::kCgroup:
      return "cgroup";
    case MemoryMode::kRss:
      return "rss";
    case MemoryMode::kAs:
      return "as";
  }
  return "?";
}

bool parse_memory_mode(const std::string& s, MemoryMode* out) {
  for (MemoryMode m : {MemoryMode::kAuto, MemoryMode::kCgroup, MemoryMode::kRss, MemoryMode::kAs}) {
    if (s == memory_mode_name(m)) {
      *out = m;
      return true;
    }
  }
  return false;
}

MemoryMode resolve_memory_mode(MemoryMode m, const CgroupSupport& cg) {
  if (m != MemoryMode::kAuto) return m;
  return cg.memory ? MemoryMode::kCgroup : MemoryMode::kRss;
}

std::string describe_memory_mode(MemoryMode requested, const CgroupSupport& cg) {
  const MemoryMode m = resolve_memory_mode(requested, cg);
  std::string s;
  if (m == MemoryMode::kCgroup) {
    s = "resident, cgroup v2 memory.max per bot";
  } else if (m == MemoryMode::kRss) {
    s = "resident, whole process tree sampled every " + std::to_string(kMemoryPollMs) + " ms";
    if (requested == MemoryMode::kAuto && !cg.why.empty())
      s += " (no cgroup memory: " + cg.why + ")";
  } else {
    s = "address space, RLIMIT_AS per process";
  }
  s += cg.base.empty() ? "; bot processes tracked through /proc" : "; one cgroup per bot";
  return s;
}

// argv and envp of a bot, built before fork. A plain command (words without shell syntax) is
// exec'd directly, saving a shell per turn; anything else goes through /bin/sh -c "exec ...". The
// environment gains the tree's token, so that without a cgroup an escaped orphan can still be
// recognised as this bot's (best effort: a bot may clear its environment).
struct ExecPlan {
  std::vector<std::string> words;
  std::string token;
  std::vector<const char*> argv, envp;
  ExecPlan(const std::string& command, const std::string& tree_token) : token(tree_token) {
    if (!split_plain_command(command, &words)) {
      words = {"/bin/sh", "-c", "exec " + command};
    } else if (words[0].find('/') == std::string::npos) {
      words[0] = find_in_path(words[0]);
    }
    for (const std::string& w : words) argv.push_back(w.c_str());
    argv.push_back(nullptr);
    for (char** e = environ; e && *e; ++e) {
      if (std::strncmp(*e, kTreeEnv, sizeof kTreeEnv - 1) != 0) envp.push_back(*e);
    }
    envp.push_back(token.c_str());
    envp.push_back(nullptr);
  }
  ExecPlan(const ExecPlan&) = delete;  // argv and envp point into this object
  ExecPlan& operator=(const ExecPlan&) = delete;
};

bool ChildProcess::prepare_tree(const SpawnOptions& opt, std::string* err) {
  if (!probed_) {
    support_ = probe_cgroups();
    probed_ = true;
  }
  const MemoryMode mode = resolve_memory_mode(opt.memory_mode, support_);
  memory_.start(mode, opt.memory_bytes, now_us());
  if (mode == MemoryMode::kCgroup && !support_.memory) {
    *err = "--memory-mode cgroup: " + support_.why;
    return false;
  }
  char name[96];
  std::snprintf(name, sizeof name, "c6judge-%d-%llx-%u", static_cast<int>(getpid()),
                static_cast<unsigned long long>(reinterpret_cast<uintptr_t>(this)),
                ++spawn_serial_);
  token_ = std::string(kTreeEnv) + "=" + name;
  if (!support_.base.empty()) {
    std::string why;
    const uint64_t cg_mem = mode == MemoryMode::kCgroup ? opt.memory_bytes : 0;
    if (!cg_.create(support_, name, cg_mem, &why) && mode == MemoryMode::kCgroup) {
      *err = why;
      return false;
    }
  }
  if (!opt.stderr_path.empty() && (!log_.is_open() || log_.path() != opt.stderr_path) &&
      !log_.open(opt.stderr_path, opt.stderr_cap, err)) {
    cg_.release();
    return false;
  }
  return true;
}

// The pipes of one spawn, each end -1 until opened: the bot's stdin, stdout and (with a log)
// stderr, and the exec pipe, closed by exec (O_CLOEXEC) to tell the parent the bot's own program
// runs. err_fd is the child's stderr: the log pipe's write end or /dev/null.
struct SpawnPipes {
  int in[2] = {-1, -1};
  int out[2] = {-1, -1};
  int err[2] = {-1, -1};
  int exec[2] = {-1, -1};
  int err_fd = -1;

  bool open(bool with_log, std::string* why) {
    if (pipe2(in, O_CLOEXEC) != 0 || pipe2(out, O_CLOEXEC) != 0 ||
        (with_log && pipe2(err, O_CLOEXEC) != 0)) {
      *why = std::string("pipe: ") + strerror(errno);
      close_all();
      return false;
    }
    // Without a log, stderr goes to /dev/null directly (no pipe to drain).
    err_fd = with_log ? err[1] : ::open("/dev/null", O_WRONLY | O_CLOEXEC);
    // Without it the parent just does not wait for the exec.
    if (pipe2(exec, O_CLOEXEC) != 0) exec[0] = exec[1] = -1;
    return true;
  }
  // Every end still open (err[1], when open, is err_fd).
  void close_all() {
    for (int* fd : {&in[0], &in[1], &out[0], &out[1], &err[0], &err_fd, &exec[0], &exec[1]}) {
      if (*fd >= 0) close(*fd);
      *fd = -1;
    }
    err[1] = -1;
  }
};

namespace {

// What the forked child needs, all prepared before fork: after fork only async-signal-safe calls.
struct ChildSetup {
  const SpawnPipes* pipes;
  const char* const* argv;
  const char* const* envp;
  const char* dir;   // nullptr: the judge's
  bool set_as;       // RLIMIT_AS to `rl`
  struct rlimit rl;  // used only when set_as
  int cg_fd;         // the bot's cgroup.procs, or -1
  pid_t judge_pid;
};

[[noreturn]] void run_child(const ChildSetup& c) {
  // Into the bot's cgroup first, so that nothing it ever starts can leave it.
  if (c.cg_fd >= 0 && write(c.cg_fd, "0", 1) != 1) {
    const char msg[] = "c6judge: warning: could not join the bot's cgroup\n";
    (void)!write(c.pipes->err_fd, msg, sizeof msg - 1);
  }
  setpgid(0, 0);
  // If the judge itself dies (even by SIGKILL) the bot goes with it.
  prctl(PR_SET_PDEATHSIG, SIGKILL, 0, 0, 0);
  if (getppid() != c.judge_pid) _exit(125);
  struct sigaction sa;
  memset(&sa, 0, sizeof sa);
  sa.sa_handler = SIG_DFL;
  for (int s : {SIGPIPE, SIGINT, SIGTERM, SIGHUP, SIGXFSZ}) sigaction(s, &sa, nullptr);
  sigset_t none;
  sigemptyset(&none);
  sigprocmask(SIG_SETMASK, &none, nullptr);
  dup2(c.pipes->in[0], 0);
  dup2(c.pipes->out[1], 1);
  if (c.pipes->err_fd >= 0) dup2(c.pipes->err_fd, 2);
  if (c.dir && chdir(c.dir) != 0) {
    const char msg[] = "c6judge: cannot chdir to the bot's working directory\n";
    (void)!write(2, msg, sizeof msg - 1);
    _exit(126);
  }
  if (c.set_as) setrlimit(RLIMIT_AS, &c.rl);
  execve(c.argv[0], const_cast<char* const*>(c.argv), const_cast<char* const*>(c.envp));
  // As a shell does: 127 if there is no such file, 126 if it exists but cannot be run, and the
  // reason in the bot's log (strerror is not async-signal-safe: the common reasons by name).
  const int e = errno;
  const char* why = e == ENOENT    ? "no such file or directory"
                    : e == EACCES  ? "permission denied"
                    : e == ENOEXEC ? "not an executable format"
                    : e == ENOTDIR ? "not a directory"
                                   : "exec failed";
  const char pre[] = "c6judge: cannot execute ";
  (void)!write(2, pre, sizeof pre - 1);
  (void)!write(2, c.argv[0], strlen(c.argv[0]));
  (void)!write(2, ": ", 2);
  (void)!write(2, why, strlen(why));
  (void)!write(2, "\n", 1);
  _exit(e == ENOENT || e == ENOTDIR ? 127 : 126);
}

}  // namespace

void ChildProcess::reset_for_spawn() {
  kill_group();
  buf_.clear();
  eof_ = false;
  judge_error_ = true;  // until the fork succeeds, every failure is the judge's
  exit_ = ExitInfo();
  tracked_.clear();
  // Orphaned grandchildren (a bot's lingering children) get reparented to us so we can reap them.
  prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0);
  // A dead bot must not kill the judge through SIGPIPE, nor a full disk through SIGXFSZ (a write
  // fails instead and is reported); the child resets both before exec.
  signal(SIGPIPE, SIG_IGN);
  signal(SIGXFSZ, SIG_IGN);
}

bool ChildProcess::spawn(const SpawnOptions& opt, std::string* err) {
  reset_for_spawn();
  if (!prepare_tree(opt, err)) return false;
  SpawnPipes pipes;
  if (!pipes.open(log_.is_open(), err)) {
    cg_.release();
    return false;
  }
  const ExecPlan plan(opt.command, token_);
  ChildSetup setup;
  setup.pipes = &pipes;
  setup.argv = plan.argv.data();
  setup.envp = plan.envp.data();
  setup.dir = opt.workdir.empty() ? nullptr : opt.workdir.c_str();
  setup.set_as = memory_.mode() == MemoryMode::kAs && opt.memory_bytes > 0;
  setup.rl.rlim_cur = setup.rl.rlim_max = opt.memory_bytes;
  setup.cg_fd = cg_.procs_fd();
  setup.judge_pid = getpid();
  const pid_t pid = fork();
  if (pid < 0) {
    *err = std::string("fork: ") + strerror(errno);
    pipes.close_all();
    cg_.release();
    return false;
  }
  if (pid == 0) run_child(setup);
  adopt_child(pid, &pipes);
  return true;
}

void ChildProcess::adopt_child(pid_t pid, SpawnPipes* pipes) {
  judge_error_ = false;
  // Both sides set the group so it exists before the parent ever signals it.
  setpgid(pid, pid);
  // The turn's clock and the memory samples start with the bot's own program, not with the forked
  // copy of the judge: wait for the exec to close the exec pipe.
  if (pipes->exec[1] >= 0) {
    close(pipes->exec[1]);
    char c;
    while (read(pipes->exec[0], &c, 1) < 0 && errno == EINTR) {
    }
    close(pipes->exec[0]);
  }
  close(pipes->in[0]);
  close(pipes->out[1]);
  if (pipes->err_fd >= 0) close(pipes->err_fd);
  pid_ = pid;
  in_fd_ = pipes->in[1];
  out_fd_ = pipes->out[0];
  err_fd_ = pipes->err[0];
  for (int fd : {in_fd_, out_fd_, err_fd_}) {
    if (fd >= 0) fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK);
  }
  ProcStat st;
  if (read_proc_stat(pid, &st)) tracked_.add(st);
}

bool ChildProcess::write_all(const std::string& s) {
  if (in_fd_ < 0) return false;
  size_t done = 0;
  int64_t stuck_since = now_us();
  while (done < s.size()) {
    const ssize_t n = write(in_fd_, s.data() + done, s.size() - done);
    if (n > 0) {
      done += static_cast<size_t>(n);
      stuck_since = now_us();
      continue;
    }
    if (n < 0 && errno == EINTR) continue;
    if (n < 0 && errno != EAGAIN) return false;
    // The pipe is full: keep draining stderr (the bot may be blocked on it) while we wait.
    if (now_us() - stuck_since > 2000 * 1000) return false;
    struct pollfd p[2] = {{in_fd_, POLLOUT, 0}, {err_fd_, POLLIN, 0}};
    poll(p, err_fd_ >= 0 ? 2 : 1, 50);
    drain_stderr(1 << 20);
  }
  return true;
}

void ChildProcess::drain_stderr(size_t max_bytes) {
  if (err_fd_ < 0) return;
  char tmp[65536];
  size_t total = 0;
  while (total < max_bytes) {
    const ssize_t n = read(err_fd_, tmp, sizeof tmp);
    if (n > 0) {
      log_.write(tmp, static_cast<size_t>(n));
      total += static_cast<size_t>(n);
      continue;
    }
    if (n < 0 && errno == EINTR) continue;
    if (n == 0) {  // every writer is gone
      close(err_fd_);
      err_fd_ = -1;
    }
    return;
  }
}

bool ChildProcess::is_escaped_orphan(pid_t pid) const {
  // Every bot the judge starts is a process group leader in the judge's session. A zombie child of
  // the judge that is not (it started its own session or joined another group) was reparented to
  // us: it belongs to some bot's tree, it is dead, and reaping it takes nothing from anyone.
  ProcStat s;
  return read_proc_stat(pid, &s) && (s.sid != getsid(0) || s.pgid != s.pid);
}

bool ChildProcess::belongs(pid_t pid) const {
  if (cg_.active() && cg_.holds(pid)) return true;
  if (tracked_.contains(pid)) return true;
  ProcStat s;
  return pid_ > 0 && read_proc_stat(pid, &s) && s.pgid == pid_;
}

void ChildProcess::sample_tree(int64_t now) {
  std::vector<ProcStat> procs;
  if (cg_.active()) {
    for (pid_t p : cg_.procs()) {
      ProcStat s;
      if (read_proc_stat(p, &s)) {
        tracked_.add(s);
        procs.push_back(s);
      }
    }
  } else if (pid_ > 0) {
    procs = scan_tree(pid_, &tracked_);
  }
  if (memory_.record(total_rss(procs), now)) kill_tree();
}

bool ChildProcess::memory_exceeded() {
  if (!memory_.exceeded() && cg_.memory_limited() && cg_.oom_kills() > 0) {
    memory_.note_kernel_oom();
  }
  return memory_.exceeded();
}

uint64_t ChildProcess::peak_rss_bytes() const {
  // Not getrusage's ru_maxrss: it carries over exec, so it includes the forked copy of the judge.
  uint64_t p = memory_.peak();
  if (cg_.memory_limited()) p = std::max<uint64_t>(p, cg_.peak_bytes());
  return p;
}

void ChildProcess::log_stdout(const std::string& line, const char* why) {
  log_.note_stdout(std::string("[") + why + "] ", line);
}

ChildProcess::ReadStatus ChildProcess::read_some(int64_t deadline_us,
                                                 const std::atomic<bool>* stop) {
  if (eof_ || out_fd_ < 0) return ReadStatus::kEof;
  for (;;) {
    if (stop && stop->load()) return ReadStatus::kStopped;
    const int64_t now = now_us();
    if (memory_.sample_due(now)) {
      sample_tree(now);
      if (memory_.exceeded()) {
        // Whatever it wrote is moot: the tree is dead and the verdict is MEM_LIMIT.
        buf_.clear();
        eof_ = true;
        return ReadStatus::kEof;
      }
    }
    const int64_t left = deadline_us - now;
    if (left <= 0) return ReadStatus::kDeadline;
    struct pollfd p[2] = {{out_fd_, POLLIN, 0}, {err_fd_, POLLIN, 0}};
    // Round up so we never spin on a sub-millisecond remainder; wake for the memory sample.
    const int64_t until_sample = memory_.until_sample(now);
    const int wait_ms =
        static_cast<int>(std::min<int64_t>((std::min(left, until_sample) + 999) / 1000, 50));
    const int r = poll(p, err_fd_ >= 0 ? 2 : 1, wait_ms);
    if (r < 0) {
      if (errno == EINTR) continue;
      eof_ = true;
      return ReadStatus::kEof;
    }
    if (r == 0) continue;
    if (err_fd_ >= 0 && p[1].revents != 0) drain_stderr(1 << 20);
    if (p[0].revents == 0) continue;
    char tmp[65536];
    const ssize_t n = read(out_fd_, tmp, sizeof tmp);
    if (n > 0) {
      buf_.append(tmp, static_cast<size_t>(n));
      return ReadStatus::kData;
    }
    if (n == 0) {
      eof_ = true;
      return ReadStatus::kEof;
    }
    if (errno == EAGAIN || errno == EINTR) continue;
    eof_ = true;
    return ReadStatus::kEof;
  }
}

bool ChildProcess::try_reap(bool block) {
  if (pid_ <= 0) return true;
  int status = 0;
  struct rusage ru;
  memset(&ru, 0, sizeof ru);
  pid_t r;
  do {
    r = wait4(pid_, &status, block ? 0 : WNOHANG, &ru);
  } while (r < 0 && errno == EINTR);
  if (r == 0) return false;
  exit_.reaped = true;
  if (r == pid_) {
    exit_.signaled = WIFSIGNALED(status);
    exit_.signal = exit_.signaled ? WTERMSIG(status) : 0;
    exit_.code = WIFEXITED(status) ? WEXITSTATUS(status) : 0;
    exit_.maxrss_kb = ru.ru_maxrss;
  }
  return true;
}

void ChildProcess::wait_exit(int grace_ms) {
  if (pid_ <= 0 || exit_.reaped) return;
  const int64_t end = now_us() + static_cast<int64_t>(grace_ms) * 1000;
  while (!try_reap(false)) {
    if (now_us() >= end) return;
    drain_stderr(1 << 20);
    usleep(1000);
  }
}

void ChildProcess::close_stdin() {
  if (in_fd_ >= 0) close(in_fd_);
  in_fd_ = -1;
}

void ChildProcess::discard_pending() {
  for (const std::string& line : split_lines(buf_)) log_stdout(line, "stdout, ignored");
  buf_.clear();
  if (out_fd_ < 0 || eof_) return;
  char tmp[65536];
  std::string dropped;
  while (dropped.size() < (1u << 20)) {
    const ssize_t n = read(out_fd_, tmp, sizeof tmp);
    if (n > 0) {
      dropped.append(tmp, static_cast<size_t>(n));
      continue;
    }
    if (n == 0) eof_ = true;
    if (n < 0 && errno == EINTR) continue;
    break;
  }
  for (const std::string& line : split_lines(dropped)) {
    log_stdout(line, "stdout before the request, ignored");
  }
}

void ChildProcess::stop_group() {
  if (pid_ > 0) killpg(pid_, SIGSTOP);
}

void ChildProcess::continue_group() {
  if (pid_ > 0) killpg(pid_, SIGCONT);
}

void ChildProcess::close_fds() {
  for (int* fd : {&in_fd_, &out_fd_, &err_fd_}) {
    if (*fd >= 0) close(*fd);
    *fd = -1;
  }
}

void ChildProcess::kill_tree() {
  if (pid_ > 0) killpg(pid_, SIGKILL);
  cg_.kill_all();
  if (!cg_.active() && pid_ > 0) {
    scan_tree(pid_, &tracked_);
    // Orphans reparented to us that carry this tree's token (a setsid or double-forked child
    // the 10 ms scan never saw).
    const pid_t me = getpid();
    for (pid_t p : list_all_pids()) {
      ProcStat st;
      if (read_proc_stat(p, &st) && st.ppid == me && st.state != 'Z' && environ_has(p, token_)) {
        tracked_.add(st);
      }
    }
  }
  for (const ProcStat& s : tracked_.live()) {
    if (s.pid != getpid()) kill(s.pid, SIGKILL);
  }
}

void ChildProcess::kill_group() {
  if (pid_ <= 0) {
    close_fds();
    cg_.release();
    return;
  }
  // The group outlives its leader while any member is alive, so this also reaches lingering
  // children of a bot that already exited; the cgroup and the tracked pids reach those that left
  // the group (setsid, double fork).
  // A bot whose stdout reached EOF is usually exiting: let it, so its own status is recorded.
  if (eof_ && !exit_.reaped) wait_exit(500);
  if (!exit_.reaped && !try_reap(false)) exit_.killed_by_judge = true;
  kill_tree();
  memory_exceeded();  // read memory.events before the cgroup goes
  if (!exit_.reaped) try_reap(true);
  // Every member is dead or dying. Orphans are reparented to us (child subreaper) once their
  // parent is reaped, so reap until none of the bot's processes is left, zombies included.
  // Bounded: a process in uninterruptible sleep must not hang the judge.
  const int64_t give_up = now_us() + 5 * 1000 * 1000;
  for (;;) {
    // populated is read before the sweep: once nothing in the cgroup runs, every exit (and so
    // every reparenting to us) has happened, and the sweep below sees all the zombies.
    bool left = cg_.active() && cg_.populated();
    int status;
    while (waitpid(-pid_, &status, WNOHANG) > 0) {
    }
    reap_zombie_children([this](pid_t z) { return belongs(z) || is_escaped_orphan(z); });
    for (const ProcStat& s : tracked_.live()) {
      if (s.pid == getpid()) continue;
      if (!reap_pid(s.pid)) left = true;
    }
    if (!left || now_us() > give_up) break;
    kill_tree();  // in case one forked while we were killing
    usleep(1000);
  }
  drain_stderr(1 << 20);
  close_fds();
  cg_.release();
  tracked_.clear();
  pid_ = -1;
}

}  // namespace judge
}  // namespace c6
