#include "game/game.h"

namespace c6 {

namespace {

std::string illegal_point_text(Point p) {
  return "(" + std::to_string(p.x) + "," + std::to_string(p.y) + ")";
}

}  // namespace

const char* illegal_name(Illegal r) {
  switch (r) {
    case Illegal::kNone:
      return "none";
    case Illegal::kOffBoard:
      return "off_board";
    case Illegal::kOccupied:
      return "occupied";
    case Illegal::kDuplicate:
      return "duplicate";
    case Illegal::kWrongCount:
      return "wrong_count";
    case Illegal::kGameOver:
      return "game_over";
  }
  return "unknown";
}

std::string illegal_detail(const Game& game, const Move& m, Illegal why) {
  std::string s = illegal_name(why);
  const Board& b = game.board();
  switch (why) {
    case Illegal::kOffBoard:
      for (int i = 0; i < m.count; ++i) {
        if (!b.inside(m.stone[i]))
          return s + ": " + illegal_point_text(m.stone[i]) + " is off the board";
      }
      break;
    case Illegal::kOccupied:
      for (int i = 0; i < m.count; ++i) {
        if (b.inside(m.stone[i]) && !b.empty(b.index(m.stone[i]))) {
          return s + ": " + illegal_point_text(m.stone[i]) + " already holds a " +
                 color_name(b.at(m.stone[i])) + " stone";
        }
      }
      break;
    case Illegal::kDuplicate:
      return s + ": both stones on " + illegal_point_text(m.stone[0]);
    case Illegal::kWrongCount:
      return s + ": " + std::to_string(m.count) + " stone(s), this turn needs " +
             std::to_string(game.stones_required());
    case Illegal::kGameOver:
      return s + ": the game was already decided (" + result_name(game.result()) + ")";
    default:
      break;
  }
  return s;
}

Illegal Game::check(const Move& m) const {
  if (over()) return Illegal::kGameOver;
  if (m.count != stones_required()) return Illegal::kWrongCount;
  for (int i = 0; i < m.count; ++i) {
    if (!board_.inside(m.stone[i])) return Illegal::kOffBoard;
    if (!board_.empty(board_.index(m.stone[i]))) return Illegal::kOccupied;
  }
  if (m.count == 2 && m.stone[0] == m.stone[1]) return Illegal::kDuplicate;
  return Illegal::kNone;
}

Illegal Game::play(const Move& m) {
  const Illegal why = check(m);
  if (why != Illegal::kNone) return why;
  const Color c = to_move();
  for (int i = 0; i < m.count; ++i) board_.place(board_.index(m.stone[i]), c);
  finish_turn(m, c);
  return Illegal::kNone;
}

Illegal Game::play_repaired(const Move& requested, Move* placed) {
  *placed = Move();
  const Illegal why = check(requested);
  if (why == Illegal::kGameOver) return why;
  const Color c = to_move();
  // Placing each kept stone at once makes a repeated point "occupied" for the later copy, so a
  // duplicate is placed once.
  for (int i = 0; i < requested.count && placed->count < stones_required(); ++i) {
    const Point p = requested.stone[i];
    if (!board_.inside(p) || !board_.empty(board_.index(p))) continue;
    board_.place(board_.index(p), c);
    placed->stone[placed->count++] = p;
  }
  finish_turn(*placed, c);
  return why;
}

void Game::finish_turn(const Move& m, Color c) {
  moves_.push_back(m);
  bool six = false;
  for (int i = 0; i < m.count; ++i) six = six || board_.makes_six(board_.index(m.stone[i]));
  if (six) {
    result_ = c == kBlack ? Result::kBlackWin : Result::kWhiteWin;
  } else if (board_.cell_count() - board_.stone_count() < 2) {
    // Full board, or (even sizes only) one cell left where no two-stone turn fits: a draw.
    result_ = Result::kDraw;
  }
}

void Game::undo() {
  const Move m = moves_.back();
  moves_.pop_back();
  for (int i = 0; i < m.count; ++i) board_.remove(board_.index(m.stone[i]));
  result_ = Result::kOngoing;
}

}  // namespace c6
