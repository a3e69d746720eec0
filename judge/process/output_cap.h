// CappedLog: a bot's log file (its stderr, plus the stdout lines the judge did not take as an
// answer) written by the judge with a size cap, so a bot that floods stderr costs neither disk nor
// judge memory. Owns the file descriptor. Invariants: at most cap bytes of bot text reach the file;
// every byte beyond is counted in dropped(); close() appends one line saying how many were dropped.
// Write errors (a full disk, a vanished directory) are counted as dropped, never fatal: the bot's
// log is a diagnostic, the game log is what must not be lost.
#pragma once

#include <cstdint>
#include <string>

namespace c6 {
namespace judge {

class CappedLog {
 public:
  CappedLog() = default;
  ~CappedLog() { close(); }
  CappedLog(const CappedLog&) = delete;
  CappedLog& operator=(const CappedLog&) = delete;

  // Opens path for appending (created 0644). False + *err if it cannot be opened.
  bool open(const std::string& path, uint64_t cap, std::string* err);
  bool is_open() const { return fd_ >= 0; }
  const std::string& path() const { return path_; }

  // Bot output (stderr bytes as they come).
  void write(const char* data, size_t n);
  // A judge note about the bot's stdout, one line: "[stdout] <text>" (control bytes escaped).
  void note_stdout(const std::string& prefix, const std::string& line);
  uint64_t written() const { return written_; }
  uint64_t dropped() const { return dropped_; }
  // Appends the drop summary (if anything was dropped) and closes.
  void close();

 private:
  void put(const char* data, size_t n);

  int fd_ = -1;
  std::string path_;
  uint64_t cap_ = 0;
  uint64_t written_ = 0;
  uint64_t dropped_ = 0;
};

// Makes text safe for one log line: control bytes and invalid UTF-8 become \xNN (max_bytes of
// input at most; longer input ends in "...").
std::string printable(const std::string& text, size_t max_bytes);

// The same text with every invalid UTF-8 sequence replaced by U+FFFD, so a log line written from a
// bot's bytes stays valid JSON for every reader.
std::string valid_utf8(const std::string& text);

}  // namespace judge
}  // namespace c6
