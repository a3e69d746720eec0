// Sandbox: how a contest runs untrusted student bots (and their compilers). It does not touch the
// process layer: it builds a command prefix (rlimits, uid switch, bubblewrap) that BotSpec::sandbox
// carries and sandboxed_command() puts in front of the bot's command at every spawn.
//
//   bwrap  bubblewrap namespaces: no network, own pid namespace (cannot see or signal any other
//          process; everything it started dies with it), a root made of read-only system
//          directories (/usr, /etc, /opt and the /bin, /lib... links) plus only the bot's own
//          files (read-only) and a fresh tmpfs working directory: the submissions, the results
//          and every other bot are not in its file system at all. When the judge is root, the
//          sandbox also runs as a per-bot uid (from the run's uid block, uid_block.h) with the
//          rlimits below.
//   uid    judge is root but namespaces are unavailable: a per-bot uid (cannot signal the judge or
//          other bots, cannot read files that are not world-readable) plus rlimits on processes
//          (RLIMIT_NPROC), open files, file size and core dumps; the network is NOT isolated.
//   none   the bot runs as the judge (trusted bots only).
#pragma once

#include <string>
#include <vector>

namespace c6 {
namespace judge {

enum class SandboxMode { kNone, kUid, kBwrap };

const char* sandbox_mode_name(SandboxMode m);
// "bwrap", "uid", "none", or "auto" (= kBest) in *best_requested.
bool parse_sandbox_mode(const std::string& s, SandboxMode* out, bool* best_requested);

// The PATH of every sandboxed program, in both modes: the judge's own PATH may hold shims (pyenv's,
// in a home directory) that a sandbox uid cannot run. find_in_sandbox_path resolves a command's
// first word on it ("" when it is not there).
constexpr char kSandboxPath[] = "/usr/local/bin:/usr/bin:/bin";
std::string find_in_sandbox_path(const std::string& name);

// Sandbox uids (judge is root) start here; each run reserves its own block (uid_block.h): the
// block's first uid runs the probes below, bot i runs as first + 1 + i.
constexpr int kUidBase = 61000;
// rlimits in uid and bwrap modes (per bot process tree: NPROC counts the bot's uid).
constexpr int kSandboxNproc = 128;
constexpr int kSandboxNofile = 256;
constexpr long long kSandboxFsizeBytes = 64LL << 20;
constexpr long long kSandboxTmpfsBytes = 64LL << 20;

// What the machine allows: bwrap if bubblewrap can create its namespaces here (tried for real,
// as probe_uid when root: the first uid of the run's block), else uid if the judge is root, else
// none. *why says what was tried.
SandboxMode best_sandbox(int probe_uid, std::string* why);
// True if mode can be used here (tried as probe_uid when root); else false with *why.
bool sandbox_available(SandboxMode mode, int probe_uid, std::string* why);

// One sandboxed program: its files (bound read-only, or read-write for a compiler's output
// directory), its working directory and the uid it runs as.
struct SandboxJob {
  SandboxMode mode = SandboxMode::kNone;
  int uid = -1;                       // -1: keep the judge's uid
  std::vector<std::string> ro_paths;  // absolute; visible read-only at the same path (bwrap)
  std::string rw_path;                // absolute; visible read-write (compiler output), or ""
  std::string chdir;                  // absolute working directory inside; "" = fresh tmpfs
  // uid mode: a private folder of the uid's own for HOME and TMPDIR, so nothing of one student's
  // lands in the machine's shared /tmp (bwrap gives each program a fresh /tmp and HOME instead).
  std::string home;
};

// The shell-quoted prefix for a job ("" for none); BotSpec::sandbox takes it.
std::string sandbox_prefix(const SandboxJob& job);
// A command as spawned: the sandbox prefix, then the command (run through /bin/sh inside the
// sandbox when it uses shell syntax). The plain command when the prefix is "".
std::string sandboxed_command(const std::string& prefix, const std::string& cmd);
// One line for a run's header: the mode and what it enforces; first_bot_uid is where the per-bot
// uids start when root.
std::string sandbox_facts(SandboxMode mode, int first_bot_uid);
// Median wall time of three sandboxed /bin/true starts (as probe_uid when root), in ms (what
// every bot start costs).
double sandbox_startup_ms(SandboxMode mode, int probe_uid);
// Kills every process running as uid (a forked child that started its own session escapes the
// process-group kill; as the same uid, kill(-1) reaches it). Root only; no-op for uid < 0.
void kill_uid_processes(int uid);
// Single-quotes a word for /bin/sh.
std::string shell_quote(const std::string& w);

}  // namespace judge
}  // namespace c6
