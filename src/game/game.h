// Game: the turn structure of Connect6 on top of a Board.
//
// Owns the board, the list of turns played and the result. Black's first turn is one stone, every
// later turn two. A turn is atomic: it is validated whole (count, each stone on board and empty,
// stones distinct), then placed, then tested for six; an illegal turn changes nothing.
// Invariants: moves().size() turns have been played; to_move() alternates starting with Black;
// result() is kOngoing until a turn makes six (that turn's mover wins) or fills the board (draw;
// on even sizes a single leftover cell also ends the game drawn, as no two-stone turn fits).
#pragma once

#include <string>
#include <vector>

#include "core/types.h"
#include "game/board.h"

namespace c6 {

enum class Illegal : uint8_t { kNone, kOffBoard, kOccupied, kDuplicate, kWrongCount, kGameOver };

// Stable snake_case names used in logs and verdicts: "off_board", "occupied", ...
const char* illegal_name(Illegal r);

class Game {
 public:
  explicit Game(int size = 15) : board_(size) {}

  const Board& board() const { return board_; }
  int size() const { return board_.size(); }
  const std::vector<Move>& moves() const { return moves_; }
  int turns_played() const { return static_cast<int>(moves_.size()); }
  // Colour whose turn it is now.
  Color to_move() const { return moves_.size() % 2 == 0 ? kBlack : kWhite; }
  // Stones the side to move must place this turn: 1 on Black's first turn, else 2.
  int stones_required() const { return moves_.empty() ? 1 : 2; }
  Result result() const { return result_; }
  bool over() const { return result_ != Result::kOngoing; }

  // Validates a whole turn in the spec's order without changing anything.
  Illegal check(const Move& m) const;
  // Validates and plays a turn; returns kNone on success. On failure nothing changes.
  Illegal play(const Move& m);
  // Takes back the last turn (precondition: at least one turn played).
  void undo();

 private:
  Board board_;
  std::vector<Move> moves_;
  Result result_ = Result::kOngoing;
};

}  // namespace c6
