// Shared by the fuzz targets: a check that aborts with a message (a libFuzzer crash, a failed
// regression run), a reader that takes option bytes off the front of an input, and the
// invariants every parsed game must satisfy.
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>

#include "game/game.h"

// A property the target asserts: abort (reported as a crash, with the input saved) when false.
#define FUZZ_CHECK(cond, what)                                                                  \
  do {                                                                                          \
    if (!(cond)) {                                                                              \
      std::fprintf(stderr, "fuzz check failed at %s:%d: %s\n  %s\n", __FILE__, __LINE__, #cond, \
                   std::string(what).c_str());                                                  \
      std::abort();                                                                             \
    }                                                                                           \
  } while (0)

namespace c6 {
namespace fuzz {

// The fuzz input: option bytes taken from the front, the rest as text.
class Input {
 public:
  Input(const uint8_t* data, size_t size) : data_(data), size_(size) {}
  // The next byte (0 when the input is used up).
  uint8_t byte() { return pos_ < size_ ? data_[pos_++] : 0; }
  std::string rest() const {
    return std::string(reinterpret_cast<const char*>(data_) + pos_, size_ - pos_);
  }

 private:
  const uint8_t* data_;
  size_t size_;
  size_t pos_ = 0;
};

inline std::string text_of(const uint8_t* data, size_t size) {
  return std::string(reinterpret_cast<const char*>(data), size);
}

// Every turn of `g` replayed with the strict rules on a fresh board must be legal and give the
// same board: a parser never hands out a game the rules layer would not have built.
inline void check_game_legal(const Game& g) {
  Game again(g.size());
  for (const Move& m : g.moves()) {
    FUZZ_CHECK(again.play(m) == Illegal::kNone, "a parsed turn is illegal on replay");
  }
  FUZZ_CHECK(again.board().hash() == g.board().hash(), "replayed board differs");
  FUZZ_CHECK(again.result() == g.result(), "replayed result differs");
}

// A rejection must say why, on one line.
inline void check_message(const std::string& why) {
  FUZZ_CHECK(!why.empty(), "rejected without a message");
  FUZZ_CHECK(why.find('\n') == std::string::npos, "message spans lines: " + why);
}

}  // namespace fuzz
}  // namespace c6
