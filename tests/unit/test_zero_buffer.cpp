// ZeroBuffer: zeroed tables that cost nothing until touched. Large ones are 2 MB-aligned mappings
// of their own (advised as huge pages on Linux; calloc under AddressSanitizer), small ones calloc
// memory; both start zeroed, clear to zero, and hand their memory over on a move.
#include <catch2/catch.hpp>

#include <cstdint>
#include <utility>

#include "core/zero_buffer.h"

using namespace c6;

namespace {

template <typename T>
bool all_zero(const ZeroBuffer<T>& b) {
  for (size_t i = 0; i < b.size(); ++i) {
    if (b[i] != 0) return false;
  }
  return true;
}

}  // namespace

TEST_CASE("zero buffer: a large buffer is zeroed, 2 MB-aligned and mapped on its own") {
  // 3 MB: not a whole number of 2 MB pages, so the mapping's tail is rounded up.
  ZeroBuffer<uint64_t> b(size_t(3) << 17);
  REQUIRE(b.size() == (size_t(3) << 17));
  CHECK(all_zero(b));
  // A mapping of its own where the build maps (Linux, not under AddressSanitizer), else calloc.
  CHECK(b.mapped() == ZeroBuffer<uint64_t>::kMaps);
  if (ZeroBuffer<uint64_t>::kMaps)
    CHECK(reinterpret_cast<uintptr_t>(b.data()) % ZeroBuffer<uint64_t>::kHugePage == 0);
  // Every element is writable, the first and the last included.
  b[0] = 1;
  b[b.size() - 1] = 2;
  b[b.size() / 2] = 3;
  CHECK(b[0] + b[b.size() - 1] + b[b.size() / 2] == 6);
  b.clear();
  CHECK(all_zero(b));
}

TEST_CASE("zero buffer: a small buffer is calloc memory, zeroed") {
  ZeroBuffer<uint32_t> b(1000);  // 4,000 bytes, under kHugeBytes
  REQUIRE(b.size() == 1000);
  CHECK_FALSE(b.mapped());
  CHECK(all_zero(b));
  b[999] = 7;
  b.clear();
  CHECK(all_zero(b));
}

TEST_CASE("zero buffer: allocate replaces the buffer; a move hands it over") {
  ZeroBuffer<uint16_t> b;
  CHECK(b.size() == 0);
  CHECK(b.data() == nullptr);
  REQUIRE(b.allocate(size_t(1) << 20, 1024) == (size_t(1) << 20));  // 2 MB
  b[12345] = 9;
  // A new allocation starts zeroed again, whichever way the old one was held.
  REQUIRE(b.allocate(100, 10) == 100);
  CHECK_FALSE(b.mapped());
  CHECK(all_zero(b));
  REQUIRE(b.allocate(size_t(1) << 20, 1024) == (size_t(1) << 20));
  CHECK(all_zero(b));
  b[7] = 5;
  const uint16_t* data = b.data();
  ZeroBuffer<uint16_t> c(std::move(b));
  CHECK(c.data() == data);
  CHECK(c[7] == 5);
  CHECK(c.size() == (size_t(1) << 20));
  CHECK(b.size() == 0);  // NOLINT(bugprone-use-after-move): the moved-from state is specified
  CHECK(b.data() == nullptr);
  ZeroBuffer<uint16_t> d(50);
  d = std::move(c);
  CHECK(d.data() == data);
  CHECK(d[7] == 5);
  CHECK(c.size() == 0);  // NOLINT(bugprone-use-after-move)
}
