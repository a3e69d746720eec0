#include "protocol/input.h"

namespace c6 {

InputReader::InputReader(std::istream& in, size_t limit) : buf_(in.rdbuf()), limit_(limit) {}

int InputReader::peek() {
  if (over_ || buf_ == nullptr) return -1;
  const auto c = buf_->sgetc();
  return c == std::char_traits<char>::eof() ? -1 : static_cast<unsigned char>(c);
}

int InputReader::get() {
  if (over_ || buf_ == nullptr) return -1;
  if (used_ >= limit_) {
    // Over budget only if there really is another byte: input of exactly `limit` bytes is fine.
    if (peek() >= 0) over_ = true;
    return -1;
  }
  const auto c = buf_->sbumpc();
  if (c == std::char_traits<char>::eof()) return -1;
  ++used_;
  return static_cast<unsigned char>(c);
}

int InputReader::peek_nonblank() {
  // A UTF-8 byte order mark (some editors add one to saved inputs) is skipped at the very start;
  // 0xEF can never begin a valid input, so consuming a partial mark loses nothing.
  if (used_ == 0 && peek() == 0xEF) {
    get();
    if (peek() == 0xBB) get();
    if (peek() == 0xBF) get();
  }
  for (;;) {
    const int c = peek();
    if (c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\f' || c == '\v') {
      get();
      continue;
    }
    if (c >= 0 && used_ >= limit_) {
      over_ = true;
      return -1;
    }
    return c;
  }
}

InputReader::Status InputReader::read_line(std::string* line) {
  line->clear();
  bool any = false;
  for (;;) {
    const int c = get();
    if (c < 0) break;
    any = true;
    if (c == '\n') break;
    line->push_back(static_cast<char>(c));
  }
  if (over_) return kTooLarge;
  if (!line->empty() && line->back() == '\r') line->pop_back();
  return any ? kOk : kEof;
}

InputReader::Status InputReader::read_json(std::string* text) {
  text->clear();
  const int first = peek_nonblank();
  if (over_) return kTooLarge;
  if (first < 0) return kEof;
  if (first != '{' && first != '[') {
    text->push_back(static_cast<char>(get()));
    return kOk;
  }
  int depth = 0;
  bool in_string = false;
  bool escaped = false;
  for (;;) {
    const int c = get();
    if (c < 0) return over_ ? kTooLarge : kEof;
    text->push_back(static_cast<char>(c));
    if (in_string) {
      if (escaped) {
        escaped = false;
      } else if (c == '\\') {
        escaped = true;
      } else if (c == '"') {
        in_string = false;
      }
      continue;
    }
    if (c == '"') {
      in_string = true;
    } else if (c == '{' || c == '[') {
      ++depth;
    } else if (c == '}' || c == ']') {
      if (--depth == 0) return kOk;
    }
  }
}

}  // namespace c6
