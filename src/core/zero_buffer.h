// ZeroBuffer: a fixed-size array of a trivial type whose initial bytes are all zero.
//
// Owns the allocation. Fresh memory from the operating system is zeroed on first touch, so
// tables of tens of megabytes cost nothing until used: a restart-per-turn bot that answers a
// forced move at once never pays for clearing them. A buffer of at least kHugeBytes is mapped on
// its own, aligned to 2 MB and advised as transparent huge pages (Linux): a search's table stores
// are spread by their keys over every page, and each first touch of a 4 KB page is a fault, some
// microseconds each (more on a virtual machine); a 2 MB page takes one fault for 512 of them.
// The advice is only advice: where huge pages are off, the pages are 4 KB as before. Elsewhere,
// under AddressSanitizer, and for small buffers, calloc. Invariant: size() elements are allocated
// (allocate() may settle for fewer when memory is short; the sized constructor may not); mapped_ is
// the mapping's length when data_ came from map_aligned, else 0.
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <type_traits>

#if defined(__linux__)
#include <sys/mman.h>
#endif

// Under AddressSanitizer every buffer is calloc memory, which it checks for out-of-bounds access
// (it does not watch a mapping of our own).
#if defined(__SANITIZE_ADDRESS__)
#define C6_ZERO_BUFFER_CALLOC_ONLY 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define C6_ZERO_BUFFER_CALLOC_ONLY 1
#endif
#endif
#if defined(__linux__) && defined(MADV_HUGEPAGE) && !defined(C6_ZERO_BUFFER_CALLOC_ONLY)
#define C6_ZERO_BUFFER_MAPS 1
#endif

namespace c6 {

template <typename T>
class ZeroBuffer {
  static_assert(std::is_trivial<T>::value, "ZeroBuffer holds trivial types only");

 public:
  static constexpr size_t kHugeBytes = size_t(1) << 20;  // from here on, a 2 MB-aligned mapping
  static constexpr size_t kHugePage = size_t(2) << 20;
  // Whether large buffers are mappings of their own here (Linux, not under AddressSanitizer).
#if defined(C6_ZERO_BUFFER_MAPS)
  static constexpr bool kMaps = true;
#else
  static constexpr bool kMaps = false;
#endif

  ZeroBuffer() = default;
  // Exactly n elements; running out of memory here is fatal (a clear message, then abort),
  // since callers index the whole range.
  explicit ZeroBuffer(size_t n) {
    if (allocate(n, n) < n) {
      std::fprintf(stderr, "c6: out of memory (%zu bytes for a table)\n", n * sizeof(T));
      std::abort();
    }
  }
  ZeroBuffer(const ZeroBuffer&) = delete;
  ZeroBuffer& operator=(const ZeroBuffer&) = delete;
  ZeroBuffer(ZeroBuffer&& o) noexcept { take(&o); }
  ZeroBuffer& operator=(ZeroBuffer&& o) noexcept {
    if (this != &o) {
      release();
      take(&o);
    }
    return *this;
  }
  ~ZeroBuffer() { release(); }

  // Allocates `want` elements, halving down to `min` if memory is short; returns the count held.
  size_t allocate(size_t want, size_t min) {
    release();
    for (size_t n = want; n >= min && n > 0; n /= 2) {
      if (obtain(n)) break;
    }
    if (!data_) obtain(1);  // nothing left at all: one element keeps indexing by masks valid
    return size_;
  }
  void clear() {
    if (size_) std::memset(static_cast<void*>(data_), 0, size_ * sizeof(T));
  }
  size_t size() const { return size_; }
  // True when the buffer is a mapping of its own (advised as huge pages where the system has
  // them); false for calloc memory.
  bool mapped() const { return mapped_ != 0; }
  T* data() { return data_; }
  const T* data() const { return data_; }
  T& operator[](size_t i) { return data_[i]; }
  const T& operator[](size_t i) const { return data_[i]; }

 private:
  // n zeroed elements into data_; false (and nothing held) if memory is short.
  bool obtain(size_t n) {
    const size_t bytes = n * sizeof(T);
    if (bytes / sizeof(T) != n) return false;  // overflow
    if (bytes >= kHugeBytes) {
      size_t len = 0;
      if (void* p = map_aligned(bytes, &len)) {
        data_ = static_cast<T*>(p);
        mapped_ = len;
        size_ = n;
        return true;
      }
    }
    data_ = static_cast<T*>(std::calloc(n, sizeof(T)));
    size_ = data_ ? n : 0;
    return data_ != nullptr;
  }

  // An anonymous mapping of at least `bytes` (whole 2 MB pages, so *len), starting on a 2 MB
  // boundary so that every page of it can be huge; nullptr where there is no mmap or it fails.
  static void* map_aligned(size_t bytes, size_t* len) {
#if defined(C6_ZERO_BUFFER_MAPS)
    const size_t whole = (bytes + kHugePage - 1) / kHugePage * kHugePage;
    void* raw = mmap(nullptr, whole + kHugePage, PROT_READ | PROT_WRITE,
                     MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (raw == MAP_FAILED) return nullptr;
    // Trim the mapping to the aligned stretch: the head before the boundary, the tail after it.
    const uintptr_t base = reinterpret_cast<uintptr_t>(raw);
    const uintptr_t start = (base + kHugePage - 1) / kHugePage * kHugePage;
    const size_t head = start - base;
    if (head) munmap(raw, head);
    if (kHugePage - head) munmap(reinterpret_cast<void*>(start + whole), kHugePage - head);
    void* p = reinterpret_cast<void*>(start);
    madvise(p, whole, MADV_HUGEPAGE);  // advice: fails harmlessly where huge pages are off
    *len = whole;
    return p;
#else
    (void)bytes;
    (void)len;
    return nullptr;
#endif
  }

  // Returns a mapping from map_aligned (never called where that maps nothing).
  static void unmap(void* p, size_t len) {
#if defined(C6_ZERO_BUFFER_MAPS)
    munmap(p, len);
#else
    (void)p;
    (void)len;
#endif
  }

  void release() {
    if (mapped_)
      unmap(data_, mapped_);
    else
      std::free(data_);
    data_ = nullptr;
    size_ = 0;
    mapped_ = 0;
  }
  void take(ZeroBuffer* o) {
    data_ = o->data_;
    size_ = o->size_;
    mapped_ = o->mapped_;
    o->data_ = nullptr;
    o->size_ = 0;
    o->mapped_ = 0;
  }

  T* data_ = nullptr;
  size_t size_ = 0;
  size_t mapped_ = 0;
};

}  // namespace c6
