#include "bots/bot.h"
#include "util/lines.h"

#include <algorithm>
#include <cstdio>

namespace c6 {
namespace judge {

namespace {

std::string tail_of_file(const std::string& path, long max_bytes) {
  FILE* f = std::fopen(path.c_str(), "rb");
  if (!f) return "";
  std::fseek(f, 0, SEEK_END);
  const long size = std::ftell(f);
  std::fseek(f, size > max_bytes ? size - max_bytes : 0, SEEK_SET);
  std::string s;
  char buf[4096];
  size_t n;
  while ((n = std::fread(buf, 1, sizeof buf, f)) > 0) s.append(buf, n);
  std::fclose(f);
  return s;
}

}  // namespace

ProtocolBot::ProtocolBot(const BotSpec& spec, Color color, int size, const Limits& limits,
                         std::string stderr_path, const std::atomic<bool>* stop)
    : spec_(spec),
      color_(color),
      size_(size),
      limits_(limits_for(limits, spec)),
      stderr_path_(std::move(stderr_path)),
      stop_(stop),
      clock_ms_(limits_.clock_base_ms) {}

TurnOutcome ProtocolBot::play(const std::vector<Move>& history) {
  TurnOutcome out = play_turn(history);
  ++turns_;
  if (limits_.clock_base_ms > 0 && out.verdict == Verdict::kNone) {
    clock_ms_ =
        std::max<int64_t>(0, clock_ms_ - static_cast<int64_t>(out.ms + 0.5)) + limits_.clock_inc_ms;
  }
  return out;
}

void ProtocolBot::finish() { proc_.kill_group(); }

bool ProtocolBot::start(TurnOutcome* out) {
  SpawnOptions opt;
  opt.command = launch_command(spec_);
  opt.workdir = spec_.dir;
  opt.stderr_path = stderr_path_;
  opt.memory_bytes = limits_.memory_mb * 1024 * 1024;
  opt.memory_mode = limits_.memory_mode;
  opt.stderr_cap = limits_.stderr_cap;
  std::string err;
  if (!proc_.spawn(opt, &err)) {
    // The judge's own failure (its files, pipes, fork) is no verdict on the bot: the game is not
    // recorded (INTERRUPT) and the runner stops with the error.
    const bool ours = proc_.judge_error();
    out->verdict = ours ? Verdict::kInterrupt : Verdict::kCrash;
    out->reason = ours ? "judge_error" : "cannot_start";
    out->detail = (ours ? "c6judge cannot start a bot: " : "cannot start: ") + err;
    return false;
  }
  ++spawns_;
  return true;
}

int ProtocolBot::limit_ms() const {
  if (limits_.clock_base_ms > 0) return static_cast<int>(std::min<int64_t>(clock_ms_, 1 << 30));
  return turns_ == 0 ? limits_.first_ms : limits_.turn_ms;
}

int ProtocolBot::announced_ms() const {
  if (limits_.clock_base_ms <= 0) return limits_.turn_ms;
  // No Botzone field carries a clock: a bot told the whole remainder would spend it on one turn,
  // so it is told a twentieth of it plus the increment (never more than is left).
  const int64_t share = std::min(clock_ms_, clock_ms_ / 20 + limits_.clock_inc_ms);
  return static_cast<int>(std::max<int64_t>(1, std::min<int64_t>(share, 1 << 30)));
}

ProtocolBot::Deadlines ProtocolBot::deadlines() const {
  Deadlines d;
  d.limit = limit_ms();
  d.t0 = now_us();
  d.soft = d.t0 + static_cast<int64_t>(d.limit + limits_.margin_ms) * 1000;
  d.hard = d.soft + static_cast<int64_t>(limits_.grace_ms) * 1000;
  return d;
}

bool ProtocolBot::read_capped(int64_t deadline, size_t* bytes, ChildProcess::ReadStatus* st,
                              TurnOutcome* out) {
  const size_t before = proc_.buffer().size();
  *st = proc_.read_some(deadline, stop_);
  *bytes += proc_.buffer().size() - before;
  if (*bytes <= limits_.output_cap) return true;
  out->verdict = Verdict::kOutputLimit;
  out->reason = "output_cap";
  out->detail = "more than " + std::to_string(limits_.output_cap) + " bytes of output in a turn";
  out->output = proc_.buffer().substr(0, 4096);
  proc_.kill_group();
  return false;
}

void ProtocolBot::mark_interrupted(TurnOutcome* out) {
  out->verdict = Verdict::kInterrupt;
  out->reason = "operator";
  out->detail = "interrupted by the operator";
  proc_.kill_group();
}

void ProtocolBot::classify_death(TurnOutcome* out) {
  proc_.wait_exit(300);
  const ExitInfo& e = proc_.exit_info();
  // The last thing it printed this turn (already in its log) says why in the detail: a JVM prints
  // its start-up failures on stdout.
  std::string first, last, printed = out->output;
  for (const std::string& line : take_lines(&printed)) {
    if (trim_space(line).empty()) continue;
    if (first.empty()) first = trim_space(line);
    last = trim_space(line);
  }
  const bool abnormal = !e.reaped || e.signaled || e.code != 0;
  const uint64_t limit_kb = limits_.memory_mb * 1024;
  bool mem = proc_.memory_exceeded();
  if (!mem && abnormal && limit_kb > 0 && proc_.memory_mode() == MemoryMode::kAs) {
    // RLIMIT_AS makes allocations fail rather than killing, so the death itself looks like a crash:
    // a peak RSS near the cap or an allocation-failure message tells them apart.
    if ((proc_.peak_rss_bytes() >> 10) * 10 >= limit_kb * 7) mem = true;
    const std::string tail = tail_of_file(stderr_path_, 8192) + "\n" + first + "\n" + last;
    for (const char* m : {"bad_alloc", "Cannot allocate memory", "out of memory",
                          "memory exhausted", "MemoryError", "OutOfMemoryError"}) {
      if (tail.find(m) != std::string::npos) mem = true;
    }
  }
  const uint64_t peak_mb = (proc_.peak_rss_bytes() + (1 << 20) - 1) >> 20;
  out->verdict = mem ? Verdict::kMemLimit : Verdict::kCrash;
  out->reason = mem ? "memory" : !e.reaped ? "closed_stdout" : e.signaled ? "signal" : "exit";
  out->detail = (mem ? "memory limit " + std::to_string(limits_.memory_mb) + " MB (" +
                           memory_mode_name(proc_.memory_mode()) + "); "
                     : "") +
                (e.reaped ? e.describe() : "closed stdout") + " before answering" +
                (peak_mb > 0 ? ", peak RSS " + std::to_string(peak_mb) + " MB" : "") +
                (first.empty() ? "" : "; stdout: " + printable(first, 120)) +
                (last == first ? "" : " ... " + printable(last, 120));
}

void ProtocolBot::mark_stall(const Deadlines& d, const char* what, TurnOutcome* out) {
  out->verdict = Verdict::kStall;
  out->reason = "no_answer";
  out->detail = std::string("no ") + what + " within " +
                std::to_string(d.limit + limits_.margin_ms + limits_.grace_ms) + " ms (limit " +
                std::to_string(d.limit) + (limits_.clock_base_ms > 0 ? " left on the clock" : "") +
                " + margin " + std::to_string(limits_.margin_ms) + " + grace " +
                std::to_string(limits_.grace_ms) + "); killed";
  proc_.kill_group();
}

bool ProtocolBot::mark_if_late(const Deadlines& d, TurnOutcome* out) {
  if (out->ms <= d.limit + limits_.margin_ms) return false;
  out->verdict = Verdict::kTimeout;
  char msg[200];
  if (limits_.clock_base_ms > 0) {
    out->reason = "clock";
    std::snprintf(msg, sizeof msg,
                  "clock ran out: answered after %.1f ms with %d ms left + margin %d ms", out->ms,
                  d.limit, limits_.margin_ms);
  } else {
    out->reason = "late";
    std::snprintf(msg, sizeof msg, "answered after %.1f ms; limit %d ms + margin %d ms", out->ms,
                  d.limit, limits_.margin_ms);
  }
  out->detail = msg;
  return true;
}

void ProtocolBot::log_stdout(const std::string& line, const char* why) {
  proc_.log_stdout(line, why);
}

}  // namespace judge
}  // namespace c6
