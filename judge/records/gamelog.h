// The judge's game log: one JSON object per line per finished game (JSONL), appended and flushed
// the moment the game ends, read back by `--resume` and by `replay`.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "bots/bot.h"
#include "records/game_record.h"

namespace c6 {
namespace judge {

// Log format version: 2 numbers games from 1 (the "game" field is ScheduledGame::index + 1, the
// number printed on the screen, used in stderr file names and by replay --game); 1 (older logs)
// numbered them from 0 and is still read.
constexpr int kLogVersion = 2;

// A game with the context the log stores around it. Invariant: rec.opening holds whole turns.
struct LoggedGame {
  int index = -1;   // position in the run's schedule (0-based); its game number is index + 1
  int pairing = 0;  // index into the run's pairings
  int round = 0;    // opening round (games 2k and 2k+1 of a pairing share it)
  uint64_t seed = 0;
  BotSpec black, white;
  std::string finished_at;  // UTC ISO-8601
  GameRecord rec;
};

// "1-0", "0-1", "1/2-1/2" or "*".
std::string result_string(const GameRecord& rec);
// One log line (no trailing newline).
std::string game_to_json(const LoggedGame& g);
// Parses one log line. False + *err if it is not a c6judge game object.
bool game_from_json(const std::string& line, LoggedGame* out, std::string* err);

// Appends lines to a log file. Not thread-safe: the caller serializes. Each line goes out in one
// write; a line the disk did not take whole is cut off again, so the file only ever holds whole
// records (plus, after a killed writer, one partial last line that open() terminates and readers
// skip). Invariant: the path still names the file being written, or append() fails (a log whose
// directory was removed would otherwise swallow every later game).
class LogWriter {
 public:
  LogWriter() = default;
  ~LogWriter();
  LogWriter(const LogWriter&) = delete;
  LogWriter& operator=(const LogWriter&) = delete;
  // Opens for append; if the file ends in a partial line (a killed writer), terminates it first.
  bool open(const std::string& path, std::string* err);
  // False (and error()) if the line could not be written whole; the file is left as it was.
  bool append(const std::string& line);
  const std::string& error() const { return err_; }

 private:
  int fd_ = -1;
  std::string path_;
  std::string err_;
  unsigned long long dev_ = 0, ino_ = 0;
};

// Reads every parsable game line of a log; bad lines are counted in *bad (not fatal).
bool read_log(const std::string& path, std::vector<LoggedGame>* out, int* bad, std::string* err);
// The same over a log's text already read: its games in file order, with each game's raw line in
// *lines when lines is not null (merge copies them verbatim); blank lines and run headers are
// skipped, other lines that are not games counted in *bad.
void games_from_text(const std::string& text, std::vector<LoggedGame>* out,
                     std::vector<std::string>* lines, int* bad);

std::string utc_now_iso();

}  // namespace judge
}  // namespace c6
