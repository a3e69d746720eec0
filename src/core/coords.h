// Every coordinate conversion of the project lives here; no other code parses or formats a
// coordinate. Our Point is Botzone's convention: x = column from the left, y = row from the top.
//
// Conventions (see docs/protocols.md section 1):
//   Botzone   integers 0..N-1, x = column, y = row; (-1,-1) = no stone.
//   CCGC      two letters 'A'.. = 0..; '@@' = no second stone. Which letter is the column is not
//             documented, so the order is selectable (default: first letter = x = column).
//   Cloudict  two letters; first = column from the left, second = row with 'A' at the BOTTOM.
//   SGF (Little Golem)  column letter 'a'.. + row number 1..N; number-1 = row index (y).
#pragma once

#include <string>
#include <vector>

#include "core/types.h"

namespace c6 {

enum class LetterDialect { kCcgc, kCloudict };
enum class LetterOrder { kColumnRow, kRowColumn };

struct LetterStyle {
  LetterDialect dialect = LetterDialect::kCcgc;
  LetterOrder order = LetterOrder::kColumnRow;
};

namespace coords {

// ---- Botzone ----
// Builds a move from a Botzone request/response. A half pair (exactly one coordinate of a stone
// negative) or a first stone missing while the second is present is malformed: returns false and
// sets *why. All four -1 gives an empty move (count 0), which callers treat as "no stone".
bool from_botzone(int x0, int y0, int x1, int y1, Move* out, std::string* why);
// Lenient reading for repairing a malformed turn (Game::play_repaired): every stone given, in
// order, as its raw point, skipping only a stone with both coordinates negative. A half pair such
// as (3,-1) is kept as the point (3,-1), which is off every board, so the repair drops it.
Move botzone_stones(int x0, int y0, int x1, int y1);
// Writes x0,y0,x1,y1 with -1 for missing stones.
void to_botzone(const Move& m, int out[4]);

// ---- Contest letters ----
// Two letters for one point; "@@" (CCGC) means no stone. Returns false if malformed or off board.
bool parse_letters(const char* two, int size, LetterStyle style, Point* out);
std::string format_letters(Point p, int size, LetterStyle style);
// A whole move token: 2 letters (single stone), 4 letters, or 2 letters + "@@".
bool parse_move_letters(const std::string& token, int size, LetterStyle style, Move* out);
// The same with letters read up to `alphabet` (> size): a token in the protocol's alphabet whose
// point lies off this board decodes to that off-board point (the referee's off_board verdict).
bool parse_move_letters_in(const std::string& token, int size, int alphabet, LetterStyle style,
                           Move* out);
// CCGC prints a single stone as "XX@@", Cloudict as "XX".
std::string format_move_letters(const Move& m, int size, LetterStyle style);

// ---- Little Golem SGF ----
// "j10" -> column 9, row 9. A node value may hold several points: "k11h9".
bool parse_sgf_points(const std::string& s, int size, std::vector<Point>* out);
std::string format_sgf_point(Point p);

// ---- Human-readable (board diagrams, logs) ----
// Column label for diagrams: 'A'.. including 'I' (matches CCGC letters, not GTP).
char column_label(int x);
// "J10"-style human label: column letter + row number counted from the top, 1-based.
std::string human(Point p);

}  // namespace coords
}  // namespace c6
