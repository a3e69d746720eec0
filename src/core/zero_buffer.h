// ZeroBuffer: a fixed-size array of a trivial type whose initial bytes are all zero, from calloc.
//
// Owns the allocation. Large calloc blocks come from fresh pages that the operating system zeroes
// on first touch, so tables of tens of megabytes cost nothing until used: a restart-per-turn bot
// that answers a forced move at once never pays for clearing them. Invariant: size() elements
// are allocated (allocate() may settle for fewer when memory is short; the sized constructor
// may not).
#pragma once

#include <cstddef>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <type_traits>

namespace c6 {

template <typename T>
class ZeroBuffer {
  static_assert(std::is_trivial<T>::value, "ZeroBuffer holds trivial types only");

 public:
  ZeroBuffer() = default;
  // Exactly n elements; running out of memory here is fatal (a clear message, then abort),
  // since callers index the whole range.
  explicit ZeroBuffer(size_t n) {
    if (allocate(n, n) < n) {
      std::fprintf(stderr, "c6: out of memory (%zu bytes for a table)\n", n * sizeof(T));
      std::abort();
    }
  }
  // Allocates `want` elements, halving down to `min` if memory is short; returns the count held.
  size_t allocate(size_t want, size_t min) {
    data_.reset();
    size_ = 0;
    for (size_t n = want; n >= min && n > 0; n /= 2) {
      data_.reset(static_cast<T*>(std::calloc(n, sizeof(T))));
      if (data_) {
        size_ = n;
        break;
      }
    }
    if (!data_) {  // nothing left at all: one element keeps indexing by masks valid
      data_.reset(static_cast<T*>(std::calloc(1, sizeof(T))));
      size_ = data_ ? 1 : 0;
    }
    return size_;
  }
  void clear() {
    if (size_) std::memset(static_cast<void*>(data_.get()), 0, size_ * sizeof(T));
  }
  size_t size() const { return size_; }
  T* data() { return data_.get(); }
  const T* data() const { return data_.get(); }
  T& operator[](size_t i) { return data_[i]; }
  const T& operator[](size_t i) const { return data_[i]; }

 private:
  struct Free {
    void operator()(T* p) const { std::free(p); }
  };
  std::unique_ptr<T[], Free> data_;
  size_t size_ = 0;
};

}  // namespace c6
