#include "core/coords.h"

#include <cctype>
#include <initializer_list>

namespace c6 {
namespace coords {

bool from_botzone(int x0, int y0, int x1, int y1, Move* out, std::string* why) {
  *out = Move();
  const bool first_none = x0 < 0 && y0 < 0;
  const bool second_none = x1 < 0 && y1 < 0;
  if ((x0 < 0) != (y0 < 0) || (x1 < 0) != (y1 < 0)) {
    if (why) *why = "half pair: a stone with one negative coordinate";
    return false;
  }
  if (first_none && !second_none) {
    if (why) *why = "second stone given without a first stone";
    return false;
  }
  if (first_none) return true;
  out->stone[0] = Point(x0, y0);
  out->count = 1;
  if (!second_none) {
    out->stone[1] = Point(x1, y1);
    out->count = 2;
  }
  return true;
}

Move botzone_stones(int x0, int y0, int x1, int y1) {
  Move m;
  for (const Point p : {Point(x0, y0), Point(x1, y1)}) {
    if (!p.none()) m.stone[m.count++] = p;
  }
  return m;
}

void to_botzone(const Move& m, int out[4]) {
  out[0] = m.count >= 1 ? m.stone[0].x : -1;
  out[1] = m.count >= 1 ? m.stone[0].y : -1;
  out[2] = m.count >= 2 ? m.stone[1].x : -1;
  out[3] = m.count >= 2 ? m.stone[1].y : -1;
}

static int letter_value(char c) {
  const int u = std::toupper(static_cast<unsigned char>(c));
  if (u < 'A' || u > 'Z') return -1;
  return u - 'A';
}

// Letters below `alphabet` are read; with alphabet > size the point may lie off the board.
static bool parse_letters_in(const char* two, int size, int alphabet, LetterStyle style,
                             Point* out) {
  if (two[0] == '@' && two[1] == '@') {
    *out = Point();
    return true;
  }
  const int a = letter_value(two[0]);
  const int b = letter_value(two[1]);
  if (a < 0 || b < 0 || a >= alphabet || b >= alphabet) return false;
  if (style.dialect == LetterDialect::kCloudict) {
    *out = Point(a, size - 1 - b);
  } else if (style.order == LetterOrder::kColumnRow) {
    *out = Point(a, b);
  } else {
    *out = Point(b, a);
  }
  return true;
}

bool parse_letters(const char* two, int size, LetterStyle style, Point* out) {
  return parse_letters_in(two, size, size, style, out);
}

std::string format_letters(Point p, int size, LetterStyle style) {
  if (p.none()) return "@@";
  int a, b;
  if (style.dialect == LetterDialect::kCloudict) {
    a = p.x;
    b = size - 1 - p.y;
  } else if (style.order == LetterOrder::kColumnRow) {
    a = p.x;
    b = p.y;
  } else {
    a = p.y;
    b = p.x;
  }
  std::string s;
  s += static_cast<char>('A' + a);
  s += static_cast<char>('A' + b);
  return s;
}

bool parse_move_letters_in(const std::string& token, int size, int alphabet, LetterStyle style,
                           Move* out) {
  *out = Move();
  if (token.size() != 2 && token.size() != 4) return false;
  Point a, b;
  if (!parse_letters_in(token.data(), size, alphabet, style, &a) || a.none()) return false;
  if (token.size() == 2) {
    *out = Move(a);
    return true;
  }
  if (!parse_letters_in(token.data() + 2, size, alphabet, style, &b)) return false;
  *out = b.none() ? Move(a) : Move(a, b);
  return true;
}

bool parse_move_letters(const std::string& token, int size, LetterStyle style, Move* out) {
  return parse_move_letters_in(token, size, size, style, out);
}

std::string format_move_letters(const Move& m, int size, LetterStyle style) {
  std::string s;
  if (m.count >= 1) s += format_letters(m.stone[0], size, style);
  if (m.count >= 2) {
    s += format_letters(m.stone[1], size, style);
  } else if (style.dialect == LetterDialect::kCcgc) {
    s += "@@";
  }
  return s;
}

bool parse_sgf_points(const std::string& s, int size, std::vector<Point>* out) {
  out->clear();
  size_t i = 0;
  while (i < s.size()) {
    const char c = static_cast<char>(std::tolower(static_cast<unsigned char>(s[i])));
    if (c < 'a' || c > 'z') return false;
    ++i;
    int row = 0, digits = 0;
    while (i < s.size() && std::isdigit(static_cast<unsigned char>(s[i])) && digits < 3) {
      row = row * 10 + (s[i] - '0');
      ++i;
      ++digits;
    }
    if (digits == 0) return false;
    const int x = c - 'a';
    const int y = row - 1;
    if (x >= size || y < 0 || y >= size) return false;
    out->push_back(Point(x, y));
  }
  return !out->empty();
}

std::string format_sgf_point(Point p) {
  return std::string(1, static_cast<char>('a' + p.x)) + std::to_string(p.y + 1);
}

char column_label(int x) { return static_cast<char>('A' + x); }

std::string human(Point p) {
  if (p.none()) return "--";
  return std::string(1, column_label(p.x)) + std::to_string(p.y + 1);
}

}  // namespace coords
}  // namespace c6
