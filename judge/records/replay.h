// Game records from three sources (our JSONL log, Botzone match logs, Little Golem SGF) in one
// shape, and their validation against the rules layer.
#pragma once

#include <string>
#include <vector>

#include "core/types.h"
#include "records/gamelog.h"
#include "records/json_out.h"

namespace c6 {
namespace judge {

// One recorded turn. malformed = not representable as a move (a half pair): a wrong_count turn.
struct RecordedTurn {
  Move move;
  bool malformed = false;
  double ms = -1;  // -1 = unknown
  std::string debug;
};

// A game as a record claims it went. Invariant: turns[0..opening_turns) are the forced opening.
struct RecordedGame {
  std::string source;  // "jsonl", "botzone", "sgf"
  std::string label;   // "Alpha vs Beta" / event name
  std::string black, white;
  // The game's number: for our log the run's game number (the log's "game", 1-based, as on the
  // screen and in stderr file names); for other formats the position in the file (1-based).
  int number = 0;
  int size = 15;
  int opening_turns = 0;
  std::vector<RecordedTurn> turns;
  // What the record says happened at the end.
  bool final_turn_illegal_claimed = false;  // the last turn is a logged illegal move
  std::string claimed_reason;               // e.g. "occupied" (jsonl)
  std::string claimed_verdict;              // jsonl verdict, or a Botzone player verdict
  Color claimed_winner = kEmpty;            // kEmpty = draw or unknown
  bool has_claimed_winner = false;
  Color claimed_culprit = kEmpty;
};

// Loads every game of a file ("-" = standard input), detecting the format (first character '(' =
// SGF; JSON with "c6judge" = our log; JSON with "log" = Botzone). False + *err if nothing could be
// read.
bool load_records(const std::string& path, std::vector<RecordedGame>* out, std::string* err);
// The same on text already read; `name` prefixes the messages (the file's path).
bool parse_records(const std::string& text, const std::string& name, std::vector<RecordedGame>* out,
                   std::string* err);
bool parse_sgf_games(const std::string& text, std::vector<RecordedGame>* out, std::string* err);
bool parse_botzone_log(const std::string& json, RecordedGame* out, std::string* err);
RecordedGame from_logged(const LoggedGame& g);

// Result of validating one game.
struct Validation {
  bool valid = true;
  int bad_turn = 0;  // 1-based turn number of the first problem (0 = none / end of game)
  std::string problem;
  Result result = Result::kOngoing;
  std::string summary;  // one line: how the game ended
};

Validation validate(const RecordedGame& g);

// The keys "label", "black", "white" and "size" of a game, inside an object the caller opened.
void write_game_players(JsonWriter* w, const RecordedGame& g);

}  // namespace judge
}  // namespace c6
