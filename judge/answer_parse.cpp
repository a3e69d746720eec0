#include "answer_parse.h"

#include "core/coords.h"

namespace c6 {
namespace judge {

bool parse_text_move(const std::string& move_line, Proto proto, int size, Move* out,
                     std::string* why) {
  const LetterStyle style{
      proto == Proto::kCloudict ? LetterDialect::kCloudict : LetterDialect::kCcgc,
      LetterOrder::kColumnRow};
  std::string token = move_line.compare(0, 5, "move ") == 0 ? move_line.substr(5) : move_line;
  const size_t a = token.find_first_not_of(" \t\r\n\f\v");
  const size_t b = token.find_last_not_of(" \t\r\n\f\v");
  token = a == std::string::npos ? std::string() : token.substr(a, b - a + 1);
  Move m;
  if (!coords::parse_move_letters(token, size, style, &m) &&
      (proto != Proto::kCcgc || !coords::parse_move_letters(token, kMaxSize + 1, style, &m))) {
    *why = "unreadable move line: " + move_line.substr(0, 80);
    return false;
  }
  *out = m;
  return true;
}

}  // namespace judge
}  // namespace c6
