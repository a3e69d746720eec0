// How deep the JSON that the bot and the judge read may nest, and the check that enforces it.
//
// RapidJSON's parser and every walk over a parsed value (comparison, writing it out) recurse once
// per level of [ and {: a 200 KB line of "[" overflowed the stack of c6bot and of c6judge (reading
// a bot's answer, a log, a Botzone match object). No input of ours nests beyond a few levels, so
// text nested deeper than kMaxJsonDepth is refused before it is parsed, with a message. The scan
// is linear and allocates nothing; brackets inside strings (escapes included) do not count.
#pragma once

#include <cstddef>

namespace c6 {

inline constexpr int kMaxJsonDepth = 256;

// True if no [ or { in text[0, n) (outside strings) opens more than max_depth levels deep. Says
// nothing else about validity: unbalanced or malformed text is left to the parser.
inline bool json_depth_within(const char* text, size_t n, int max_depth = kMaxJsonDepth) {
  int depth = 0;
  bool in_string = false;
  for (size_t i = 0; i < n; ++i) {
    const char c = text[i];
    if (in_string) {
      if (c == '\\') {
        ++i;  // the escaped character, whatever it is
      } else if (c == '"') {
        in_string = false;
      }
    } else if (c == '"') {
      in_string = true;
    } else if (c == '[' || c == '{') {
      if (++depth > max_depth) return false;
    } else if ((c == ']' || c == '}') && depth > 0) {
      --depth;
    }
  }
  return true;
}

}  // namespace c6
