// SHA-256 (FIPS 180-4), small and self-contained: the judge records the hash of each bot binary in
// every game log line so results can be tied to the exact executable that produced them.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>

namespace c6 {
namespace judge {

// Incremental hasher. Owns the chaining state and a partial block; invariant: buffered_ < 64.
class Sha256 {
 public:
  Sha256();
  void update(const void* data, size_t len);
  // Finishes and returns the digest as 64 lowercase hex digits; the object must not be reused.
  std::string hex_digest();

 private:
  void block(const uint8_t* p);
  uint32_t h_[8];
  uint8_t buf_[64];
  size_t buffered_ = 0;
  uint64_t total_ = 0;
};

std::string sha256_hex(const std::string& data);
// Hash of a file's contents; empty string if it cannot be read.
std::string sha256_file(const std::string& path);

}  // namespace judge
}  // namespace c6
