// InputReader: bounded reading of the bot's input stream.
//
// Owns a byte budget over one std::istream: every byte consumed counts against the limit, and once
// it is exceeded every read fails with kTooLarge, so no input can make the bot allocate without
// bound. Reads never wait for more input than the protocol needs (one line, or one JSON value up to
// its closing brace), so a platform that keeps stdin open between turns cannot make us hang.
#pragma once

#include <cstddef>
#include <istream>
#include <string>

namespace c6 {

constexpr size_t kMaxInputBytes = 16u << 20;

class InputReader {
 public:
  enum Status { kOk, kEof, kTooLarge };

  InputReader(std::istream& in, size_t limit = kMaxInputBytes);

  // Consumes whitespace; returns the next byte without consuming it, or -1 at end of input (or
  // when over budget: check over_budget()).
  int peek_nonblank();
  // One line without its '\n' (a trailing '\r' is dropped). kEof only if nothing at all was read.
  Status read_line(std::string* line);
  // One JSON object or array starting at the next non-blank byte, up to its matching close
  // (strings and escapes honoured). On kEof *text holds what was read before input ended. A first
  // byte other than '{' or '[' is returned alone as *text with kOk; the JSON parser reports it.
  Status read_json(std::string* text);

  size_t consumed() const { return used_; }
  bool over_budget() const { return over_; }

 private:
  int get();
  int peek();

  std::streambuf* buf_;
  size_t limit_;
  size_t used_ = 0;
  bool over_ = false;
};

}  // namespace c6
