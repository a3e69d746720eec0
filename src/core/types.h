// Basic value types shared by every layer: colours, points, two-stone moves.
#pragma once

#include <cstdint>

namespace c6 {

// Cell contents. kWall marks the padding ring around the board so line scans need no bounds checks.
enum Color : uint8_t { kEmpty = 0, kBlack = 1, kWhite = 2, kWall = 3 };

inline Color opponent(Color c) { return static_cast<Color>(3 - c); }
inline const char* color_name(Color c) {
  return c == kBlack ? "black" : c == kWhite ? "white" : c == kEmpty ? "empty" : "wall";
}

constexpr int kMinSize = 6;
constexpr int kMaxSize = 25;

// A board coordinate: x = column (0 = left), y = row (0 = top), as Botzone uses them.
// (-1,-1) is "no stone" (Botzone's convention for the missing second stone).
struct Point {
  int x = -1;
  int y = -1;
  constexpr Point() = default;
  constexpr Point(int x_, int y_) : x(x_), y(y_) {}
  bool none() const { return x < 0 && y < 0; }
  friend bool operator==(Point a, Point b) { return a.x == b.x && a.y == b.y; }
  friend bool operator!=(Point a, Point b) { return !(a == b); }
};

// One turn: one stone (Black's first turn) or two. Invariant: count is 0, 1 or 2 and the
// stones past count are Point() (none).
struct Move {
  Point stone[2];
  int count = 0;
  Move() = default;
  explicit Move(Point a) : count(1) { stone[0] = a; }
  Move(Point a, Point b) : count(2) {
    stone[0] = a;
    stone[1] = b;
  }
  friend bool operator==(const Move& a, const Move& b) {
    return a.count == b.count && a.stone[0] == b.stone[0] && a.stone[1] == b.stone[1];
  }
  friend bool operator!=(const Move& a, const Move& b) { return !(a == b); }
};

// The same stones, in either order (operator== also compares the order they were written in).
inline bool same_stones(const Move& x, const Move& y) {
  if (x.count != y.count) return false;
  if (x.count == 1) return x.stone[0] == y.stone[0];
  return (x.stone[0] == y.stone[0] && x.stone[1] == y.stone[1]) ||
         (x.stone[0] == y.stone[1] && x.stone[1] == y.stone[0]);
}

enum class Result : uint8_t { kOngoing, kBlackWin, kWhiteWin, kDraw };

inline const char* result_name(Result r) {
  switch (r) {
    case Result::kBlackWin:
      return "black wins";
    case Result::kWhiteWin:
      return "white wins";
    case Result::kDraw:
      return "draw";
    default:
      return "ongoing";
  }
}

}  // namespace c6
