// Small deterministic random number generators (no global state: each owner seeds its own).
#pragma once

#include <cstdint>

namespace c6 {

// SplitMix64 finaliser: a good 64-bit mixing function, also used for Zobrist keys.
constexpr uint64_t mix64(uint64_t z) {
  z += 0x9e3779b97f4a7c15ULL;
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
  return z ^ (z >> 31);
}

// xoshiro256** seeded through SplitMix64. Owns its 256-bit state; same seed, same sequence.
class Rng {
 public:
  explicit Rng(uint64_t seed = 0x6c36c36c36ULL) { reseed(seed); }
  void reseed(uint64_t seed) {
    for (int i = 0; i < 4; ++i) s_[i] = mix64(seed + 0x1234567ULL * static_cast<uint64_t>(i + 1));
  }
  uint64_t next() {
    const uint64_t result = rotl(s_[1] * 5, 7) * 9;
    const uint64_t t = s_[1] << 17;
    s_[2] ^= s_[0];
    s_[3] ^= s_[1];
    s_[1] ^= s_[2];
    s_[0] ^= s_[3];
    s_[2] ^= t;
    s_[3] = rotl(s_[3], 45);
    return result;
  }
  // Uniform integer in [0, n), n > 0 (Lemire's multiply-shift; bias is negligible for small n).
  uint32_t below(uint32_t n) {
    return static_cast<uint32_t>(((next() >> 32) * static_cast<uint64_t>(n)) >> 32);
  }

 private:
  static uint64_t rotl(uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }
  uint64_t s_[4];
};

}  // namespace c6
