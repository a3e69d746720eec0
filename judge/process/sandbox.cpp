#include "process/sandbox.h"

#include <dirent.h>
#include <signal.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <sstream>

#include "process/process.h"

namespace c6 {
namespace judge {

namespace {

// System directories a bot may read inside bubblewrap (missing ones are skipped).
const char* const kSystemDirs[] = {"/usr", "/etc", "/opt"};
// Top-level names that are links into /usr on merged-/usr systems (bound as links) or real
// directories on others (bound read-only).
const char* const kTopLinks[] = {"/bin", "/sbin", "/lib", "/lib32", "/lib64", "/libx32"};

std::string join_quoted(const std::vector<std::string>& words) {
  std::string s;
  for (const std::string& w : words) {
    if (!s.empty()) s += ' ';
    s += shell_quote(w);
  }
  return s;
}

void add_system_binds(std::vector<std::string>* a) {
  struct stat st;
  for (const char* d : kSystemDirs) {
    if (stat(d, &st) == 0 && S_ISDIR(st.st_mode)) {
      for (const char* w : {"--ro-bind", d, d}) a->push_back(w);
    }
  }
  for (const char* d : kTopLinks) {
    if (lstat(d, &st) != 0) continue;
    if (S_ISLNK(st.st_mode)) {
      char target[4096];
      const ssize_t n = readlink(d, target, sizeof target - 1);
      if (n <= 0) continue;
      target[n] = '\0';
      for (const char* w : {"--symlink", static_cast<const char*>(target), d}) a->push_back(w);
    } else if (S_ISDIR(st.st_mode)) {
      for (const char* w : {"--ro-bind", d, d}) a->push_back(w);
    }
  }
}

// rlimits and the uid switch (root only): prlimit as root, then setpriv drops to the uid.
// The environment of a uid-sandboxed program: cleared, then a PATH it can run and its own HOME and
// TMPDIR (when the job has a private folder).
std::vector<std::string> env_words(const SandboxJob& job) {
  std::vector<std::string> a = {find_in_path("env"), "-i", std::string("PATH=") + kSandboxPath,
                                "LANG=C.UTF-8"};
  if (a[0].empty()) a[0] = "/usr/bin/env";
  if (!job.home.empty()) {
    a.push_back("HOME=" + job.home);
    a.push_back("TMPDIR=" + job.home);
  }
  return a;
}

std::vector<std::string> uid_words(int uid) {
  std::vector<std::string> a = {"prlimit",
                                "--nproc=" + std::to_string(kSandboxNproc),
                                "--nofile=" + std::to_string(kSandboxNofile),
                                "--fsize=" + std::to_string(kSandboxFsizeBytes),
                                "--core=0",
                                "--",
                                "setpriv",
                                "--reuid=" + std::to_string(uid),
                                "--regid=" + std::to_string(uid),
                                "--clear-groups",
                                "--"};
  a[0] = find_in_path("prlimit");
  a[6] = find_in_path("setpriv");
  return a;
}

std::vector<std::string> bwrap_words(const SandboxJob& job) {
  std::vector<std::string> a = {find_in_path("bwrap"),
                                "--unshare-all",
                                "--die-with-parent",
                                "--clearenv",
                                "--setenv",
                                "PATH",
                                kSandboxPath,
                                "--setenv",
                                "HOME",
                                "/home/bot",
                                "--setenv",
                                "LANG",
                                "C.UTF-8"};
  add_system_binds(&a);
  const std::string tmpfs_size = std::to_string(kSandboxTmpfsBytes);
  for (const char* w : {"--proc", "/proc", "--dev", "/dev"}) a.push_back(w);
  for (const char* d : {"/tmp", "/home/bot"}) {
    for (const std::string& w :
         {std::string("--size"), tmpfs_size, std::string("--tmpfs"), std::string(d)}) {
      a.push_back(w);
    }
  }
  for (const std::string& p : job.ro_paths) {
    for (const std::string& w : {std::string("--ro-bind"), p, p}) a.push_back(w);
  }
  if (!job.rw_path.empty()) {
    for (const std::string& w : {std::string("--bind"), job.rw_path, job.rw_path}) a.push_back(w);
  }
  a.push_back("--chdir");
  a.push_back(job.chdir.empty() ? "/home/bot" : job.chdir);
  a.push_back("--");
  return a;
}

// True if some process (zombies included) runs as uid.
bool uid_has_processes(int uid) {
  DIR* d = opendir("/proc");
  if (!d) return false;
  bool found = false;
  const std::string want = "\nUid:\t" + std::to_string(uid) + "\t";
  while (dirent* e = readdir(d)) {
    if (e->d_name[0] < '0' || e->d_name[0] > '9') continue;
    std::ifstream f(std::string("/proc/") + e->d_name + "/status");
    std::stringstream ss;
    ss << f.rdbuf();
    if (ss.str().find(want) != std::string::npos) {
      found = true;
      break;
    }
  }
  closedir(d);
  return found;
}

// Runs a prefix with /bin/true quietly; true if it exits 0.
bool try_prefix(const std::string& prefix) {
  const std::string cmd = prefix + " /bin/true >/dev/null 2>&1";
  const int st = std::system(cmd.c_str());
  return st != -1 && WIFEXITED(st) && WEXITSTATUS(st) == 0;
}

}  // namespace

const char* sandbox_mode_name(SandboxMode m) {
  switch (m) {
    case SandboxMode::kNone:
      return "none";
    case SandboxMode::kUid:
      return "uid";
    case SandboxMode::kBwrap:
      return "bwrap";
  }
  return "?";
}

bool parse_sandbox_mode(const std::string& s, SandboxMode* out, bool* best_requested) {
  *best_requested = false;
  if (s == "bwrap") {
    *out = SandboxMode::kBwrap;
  } else if (s == "uid") {
    *out = SandboxMode::kUid;
  } else if (s == "none") {
    *out = SandboxMode::kNone;
  } else if (s == "auto" || s == "best") {
    *best_requested = true;
  } else {
    return false;
  }
  return true;
}

std::string shell_quote(const std::string& w) {
  std::string s = "'";
  for (char c : w) {
    if (c == '\'') {
      s += "'\\''";
    } else {
      s += c;
    }
  }
  return s + "'";
}

bool sandbox_available(SandboxMode mode, int probe_uid, std::string* why) {
  const bool root = geteuid() == 0;
  if (mode == SandboxMode::kNone) return true;
  if (mode == SandboxMode::kUid) {
    if (!root) {
      *why = "uid: the judge is not root, so it cannot run bots as another uid";
      return false;
    }
    SandboxJob job;
    job.mode = mode;
    job.uid = probe_uid;
    if (probe_uid < 0 || !try_prefix(sandbox_prefix(job))) {
      *why = "uid: prlimit/setpriv (util-linux) did not run";
      return false;
    }
    return true;
  }
  if (find_in_path("bwrap").find('/') == std::string::npos) {
    *why = "bwrap: bubblewrap is not installed (Debian package bubblewrap)";
    return false;
  }
  SandboxJob job;
  job.mode = mode;
  job.uid = root ? probe_uid : -1;
  if (!try_prefix(sandbox_prefix(job))) {
    *why =
        "bwrap: bubblewrap cannot create its namespaces here (user namespaces disabled, or a "
        "container without them)";
    return false;
  }
  return true;
}

SandboxMode best_sandbox(int probe_uid, std::string* why) {
  std::string w1, w2;
  if (sandbox_available(SandboxMode::kBwrap, probe_uid, &w1)) return SandboxMode::kBwrap;
  if (sandbox_available(SandboxMode::kUid, probe_uid, &w2)) {
    *why = w1;
    return SandboxMode::kUid;
  }
  *why = w1 + "; " + w2;
  return SandboxMode::kNone;
}

std::string sandbox_prefix(const SandboxJob& job) {
  std::vector<std::string> words;
  if (job.mode == SandboxMode::kNone) return "";
  if (job.uid >= 0) words = uid_words(job.uid);
  if (job.mode == SandboxMode::kUid) {
    const std::vector<std::string> e = env_words(job);
    words.insert(words.end(), e.begin(), e.end());
  }
  if (job.mode == SandboxMode::kBwrap) {
    const std::vector<std::string> b = bwrap_words(job);
    words.insert(words.end(), b.begin(), b.end());
  }
  return join_quoted(words);
}

std::string find_in_sandbox_path(const std::string& name) {
  if (name.empty() || name.find('/') != std::string::npos) return "";
  return find_in_dirs(name, kSandboxPath);
}

std::string sandboxed_command(const std::string& prefix, const std::string& cmd) {
  if (prefix.empty()) return cmd;
  std::vector<std::string> words;
  if (split_plain_command(cmd, &words)) return prefix + " " + join_quoted(words);
  return prefix + " /bin/sh -c " + shell_quote("exec " + cmd);
}

double sandbox_startup_ms(SandboxMode mode, int probe_uid) {
  SandboxJob job;
  job.mode = mode;
  job.uid = geteuid() == 0 ? probe_uid : -1;
  const std::string prefix = sandbox_prefix(job);
  std::vector<double> ms;
  for (int i = 0; i < 3; ++i) {
    const int64_t t0 = now_us();
    try_prefix(prefix);
    ms.push_back((now_us() - t0) / 1000.0);
  }
  std::sort(ms.begin(), ms.end());
  return ms[1];
}

namespace {

// Sends SIGKILL to every process of uid: as the uid, kill(-1) signals exactly that uid's
// processes (and not the forked child doing it).
void signal_uid(int uid) {
  const pid_t pid = fork();
  if (pid == 0) {
    if (setgid(static_cast<gid_t>(uid)) == 0 && setuid(static_cast<uid_t>(uid)) == 0) {
      kill(-1, SIGKILL);
    }
    _exit(0);
  }
  if (pid > 0) waitpid(pid, nullptr, 0);
}

}  // namespace

void kill_uid_processes(int uid) {
  if (uid < 0 || geteuid() != 0) return;
  // The killed processes were reparented to the judge (a child subreaper): reap them, so not even
  // a zombie is left. Called only between runs, when no bot of ours is alive to be reaped here.
  // The signal is sent again every 100 ms: a process that was forking while kill(-1) walked the
  // process list can leave a child the walk never saw (a busy machine left a bot's setsid'ed
  // sleeper alive this way after a single kill).
  for (int tries = 0; tries < 300; ++tries) {
    if (tries % 10 == 0) signal_uid(uid);
    while (waitpid(-1, nullptr, WNOHANG) > 0) {
    }
    if (!uid_has_processes(uid)) break;
    usleep(10 * 1000);
  }
}

std::string sandbox_facts(SandboxMode mode, int first_bot_uid) {
  const bool root = geteuid() == 0;
  char lim[160];
  std::snprintf(lim, sizeof lim, "rlimits nproc %d, nofile %d, fsize %lld MB, no core dumps",
                kSandboxNproc, kSandboxNofile, kSandboxFsizeBytes >> 20);
  switch (mode) {
    case SandboxMode::kBwrap:
      return std::string(
                 "bwrap (bubblewrap --unshare-all: no network, own pid/ipc/uts/user "
                 "namespaces; read-only /usr /etc /opt and the bot's own files; fresh "
                 "tmpfs /home/bot (working directory) and /tmp, ") +
             std::to_string(kSandboxTmpfsBytes >> 20) + " MB each; submissions and results " +
             "not mounted)" +
             (root ? std::string("; per-bot uid ") + std::to_string(first_bot_uid) + "+, " + lim
                   : std::string("; judge is not root: same uid as the judge, no rlimits"));
    case SandboxMode::kUid:
      return std::string("uid (per-bot uid ") + std::to_string(first_bot_uid) + "+, " + lim +
             "; fresh working directory; network NOT isolated; files readable by others are "
             "readable by bots: keep SUBMISSIONS and RESULTS mode 700)";
    case SandboxMode::kNone:
      return "none (bots run as the judge: trusted code only)";
  }
  return "?";
}

}  // namespace judge
}  // namespace c6
