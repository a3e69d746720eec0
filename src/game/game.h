// Game: the turn structure of Connect6 on top of a Board.
//
// Owns the board, the list of turns played and the result. Black's first turn is one stone, every
// later turn two. A turn is atomic: play() validates it whole (count, each stone on board and
// empty, stones distinct), then places it, then tests for six; an illegal turn changes nothing.
// The one exception is play_repaired(), the bot's lenient replay of an arena's history.
// Invariants: moves().size() turns have been played, each of the required size except turns
// entered by play_repaired() (which may hold fewer stones); to_move() alternates starting with
// Black; result() is kOngoing until a turn makes six (that turn's mover wins) or fills the board
// (draw; on even sizes a single leftover cell also ends the game drawn, as no two-stone turn fits).
#pragma once

#include <string>
#include <vector>

#include "core/types.h"
#include "game/board.h"

namespace c6 {

enum class Illegal : uint8_t { kNone, kOffBoard, kOccupied, kDuplicate, kWrongCount, kGameOver };

// Stable snake_case names used in logs and verdicts: "off_board", "occupied", ...
const char* illegal_name(Illegal r);

class Game;
// Why a turn is illegal, naming the offending point in Botzone coordinates: "occupied: (7,7)
// already holds a black stone". Shared by the bot's protocol layer and the judge.
std::string illegal_detail(const Game& game, const Move& m, Illegal why);

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

  // Validates a whole turn in the order of docs/rules-and-verdicts.md, changing nothing.
  Illegal check(const Move& m) const;
  // Validates and plays a turn; returns kNone on success. On failure nothing changes.
  Illegal play(const Move& m);
  // Lenient replay, used ONLY by the bot's Botzone protocol layer to follow an arena that accepted
  // an illegal opponent turn (Botzone's sample judge takes a duplicated point); the judge and every
  // strict path use play(). Places the stones of `requested` a lenient arena would: in order, each
  // one on the board, on an empty point and distinct from the stones already placed this turn, at
  // most stones_required() of them. The placed stones (possibly none) are recorded as the turn in
  // *placed and moves(), the turn passes to the other side, and the result is updated as play()
  // does. `requested` may hold malformed stones (e.g. a Botzone half pair: a point with a negative
  // coordinate); they are off the board and dropped. Returns what check() says of `requested`
  // (kNone: the turn was legal and this equals play()). A decided game changes nothing and
  // returns kGameOver with *placed empty.
  Illegal play_repaired(const Move& requested, Move* placed);
  // Takes back the last turn (precondition: at least one turn played).
  void undo();

 private:
  // Records m (already on the board) as the mover's turn and updates the result.
  void finish_turn(const Move& m, Color mover);

  Board board_;
  std::vector<Move> moves_;
  Result result_ = Result::kOngoing;
};

}  // namespace c6
