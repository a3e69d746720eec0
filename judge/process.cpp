#include "process.h"

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
#include <cstdlib>
#include <cstring>
#include <vector>

namespace c6 {
namespace judge {

int64_t now_us() {
  return std::chrono::duration_cast<std::chrono::microseconds>(
             std::chrono::steady_clock::now().time_since_epoch())
      .count();
}

std::string ExitInfo::describe() const {
  if (!reaped) return "still running";
  if (signaled) {
    const char* name = strsignal(signal);
    return "signal " + std::to_string(signal) + (name ? std::string(" (") + name + ")" : "");
  }
  return "exit " + std::to_string(code);
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

std::string find_in_path(const std::string& name) {
  const char* env = std::getenv("PATH");
  const std::string path = env ? env : "/usr/bin:/bin";
  size_t start = 0;
  while (start <= path.size()) {
    size_t colon = path.find(':', start);
    if (colon == std::string::npos) colon = path.size();
    const std::string cand = path.substr(start, colon - start) + "/" + name;
    if (access(cand.c_str(), X_OK) == 0) return cand;
    start = colon + 1;
  }
  return name;  // execv fails, the child exits 127 and the bot is reported as crashed
}

bool ChildProcess::spawn(const SpawnOptions& opt, std::string* err) {
  kill_group();
  buf_.clear();
  eof_ = false;
  exit_ = ExitInfo();
  // Orphaned grandchildren (a bot's lingering children) get reparented to us so we can reap them.
  prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0);
  // A dead bot must not kill the judge through SIGPIPE; the child resets this before exec.
  signal(SIGPIPE, SIG_IGN);

  int in_pipe[2], out_pipe[2];
  if (pipe2(in_pipe, O_CLOEXEC) != 0) {
    *err = std::string("pipe: ") + strerror(errno);
    return false;
  }
  if (pipe2(out_pipe, O_CLOEXEC) != 0) {
    *err = std::string("pipe: ") + strerror(errno);
    close(in_pipe[0]);
    close(in_pipe[1]);
    return false;
  }
  const std::string errpath = opt.stderr_path.empty() ? "/dev/null" : opt.stderr_path;
  const int err_fd = open(errpath.c_str(), O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0644);
  if (err_fd < 0) {
    *err = "cannot open " + errpath + ": " + strerror(errno);
    for (int fd : {in_pipe[0], in_pipe[1], out_pipe[0], out_pipe[1]}) close(fd);
    return false;
  }
  // Everything the child needs is prepared before fork: after fork only async-signal-safe calls.
  // A plain command (words without shell syntax) is exec'd directly, saving a shell per turn;
  // anything else goes through /bin/sh -c "exec ...".
  std::vector<std::string> words;
  if (!split_plain_command(opt.command, &words)) {
    words = {"/bin/sh", "-c", "exec " + opt.command};
  } else if (words[0].find('/') == std::string::npos) {
    words[0] = find_in_path(words[0]);
  }
  std::vector<const char*> argv;
  for (const std::string& w : words) argv.push_back(w.c_str());
  argv.push_back(nullptr);
  const char* dir = opt.workdir.empty() ? nullptr : opt.workdir.c_str();
  struct rlimit rl;
  rl.rlim_cur = rl.rlim_max = opt.memory_bytes;

  const pid_t judge_pid = getpid();
  const pid_t pid = fork();
  if (pid < 0) {
    *err = std::string("fork: ") + strerror(errno);
    for (int fd : {in_pipe[0], in_pipe[1], out_pipe[0], out_pipe[1], err_fd}) close(fd);
    return false;
  }
  if (pid == 0) {
    setpgid(0, 0);
    // If the judge itself dies (even by SIGKILL) the bot goes with it.
    prctl(PR_SET_PDEATHSIG, SIGKILL, 0, 0, 0);
    if (getppid() != judge_pid) _exit(125);
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = SIG_DFL;
    for (int s : {SIGPIPE, SIGINT, SIGTERM, SIGHUP}) sigaction(s, &sa, nullptr);
    sigset_t none;
    sigemptyset(&none);
    sigprocmask(SIG_SETMASK, &none, nullptr);
    dup2(in_pipe[0], 0);
    dup2(out_pipe[1], 1);
    dup2(err_fd, 2);
    if (dir && chdir(dir) != 0) {
      const char msg[] = "c6judge: cannot chdir to the bot's working directory\n";
      (void)!write(2, msg, sizeof msg - 1);
      _exit(126);
    }
    if (opt.memory_bytes > 0) setrlimit(RLIMIT_AS, &rl);
    execv(argv[0], const_cast<char* const*>(argv.data()));
    _exit(127);
  }
  // Both sides set the group so it exists before the parent ever signals it.
  setpgid(pid, pid);
  close(in_pipe[0]);
  close(out_pipe[1]);
  close(err_fd);
  pid_ = pid;
  in_fd_ = in_pipe[1];
  out_fd_ = out_pipe[0];
  fcntl(out_fd_, F_SETFL, fcntl(out_fd_, F_GETFL) | O_NONBLOCK);
  return true;
}

bool ChildProcess::write_all(const std::string& s) {
  if (in_fd_ < 0) return false;
  size_t done = 0;
  while (done < s.size()) {
    const ssize_t n = write(in_fd_, s.data() + done, s.size() - done);
    if (n < 0) {
      if (errno == EINTR) continue;
      return false;
    }
    done += static_cast<size_t>(n);
  }
  return true;
}

ChildProcess::ReadStatus ChildProcess::read_some(int64_t deadline_us,
                                                 const std::atomic<bool>* stop) {
  if (eof_ || out_fd_ < 0) return ReadStatus::kEof;
  for (;;) {
    if (stop && stop->load()) return ReadStatus::kStopped;
    const int64_t left = deadline_us - now_us();
    if (left <= 0) return ReadStatus::kDeadline;
    struct pollfd p;
    p.fd = out_fd_;
    p.events = POLLIN;
    p.revents = 0;
    // Round up so we never spin on a sub-millisecond remainder.
    const int wait_ms = static_cast<int>(std::min<int64_t>((left + 999) / 1000, 50));
    const int r = poll(&p, 1, wait_ms);
    if (r < 0) {
      if (errno == EINTR) continue;
      eof_ = true;
      return ReadStatus::kEof;
    }
    if (r == 0) continue;
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
    usleep(1000);
  }
}

void ChildProcess::close_stdin() {
  if (in_fd_ >= 0) close(in_fd_);
  in_fd_ = -1;
}

void ChildProcess::discard_pending() {
  buf_.clear();
  if (out_fd_ < 0 || eof_) return;
  char tmp[65536];
  for (;;) {
    const ssize_t n = read(out_fd_, tmp, sizeof tmp);
    if (n > 0) continue;
    if (n == 0) eof_ = true;
    if (n < 0 && errno == EINTR) continue;
    return;
  }
}

void ChildProcess::stop_group() {
  if (pid_ > 0) killpg(pid_, SIGSTOP);
}

void ChildProcess::continue_group() {
  if (pid_ > 0) killpg(pid_, SIGCONT);
}

void ChildProcess::close_fds() {
  if (in_fd_ >= 0) close(in_fd_);
  if (out_fd_ >= 0) close(out_fd_);
  in_fd_ = out_fd_ = -1;
}

void ChildProcess::kill_group() {
  if (pid_ <= 0) {
    close_fds();
    return;
  }
  // The group outlives its leader while any member is alive, so this also reaches lingering
  // children of a bot that already exited.
  if (killpg(pid_, SIGKILL) == 0 && !exit_.reaped) exit_.killed_by_judge = true;
  if (!exit_.reaped) try_reap(true);
  // Members orphaned by the leader's death were reparented to us (subreaper) before the leader
  // became reapable, so a blocking wait on the group collects them all; ECHILD ends the loop.
  for (;;) {
    int status;
    const pid_t r = waitpid(-pid_, &status, 0);
    if (r > 0) continue;
    if (r < 0 && errno == EINTR) continue;
    break;
  }
  close_fds();
  pid_ = -1;
}

}  // namespace judge
}  // namespace c6
