// TranspositionTable: fixed-size hash of alpha-beta results, allocated once (no allocation while
// searching). Entries are keyed by the full 64-bit Zobrist key; a slot is overwritten by a deeper
// or newer result. Scores near the win bound are stored relative to the node (ply-independent).
// An all-zero entry is empty (bound kNone), so the table is a ZeroBuffer: a turn that never
// searches (a forced answer in restart mode) does not pay for clearing tens of megabytes.
// A search may use only a leading part of it (use_share): keys spread over the part in use, so
// the untouched rest costs no page faults. Invariant: mask_ + 1 is a power of two, at most the
// allocated entries.
#pragma once

#include <cstdint>

#include "core/zero_buffer.h"

namespace c6 {

enum class Bound : uint8_t { kNone = 0, kLower = 1, kUpper = 2, kExact = 3 };

struct TTEntry {  // trivial: all-zero bytes are the empty entry
  uint64_t key;
  int32_t score;
  int16_t a;
  int16_t b;
  int8_t depth;
  Bound bound;
  uint8_t age;
};

class TranspositionTable {
 public:
  explicit TranspositionTable(int megabytes) {
    size_t n = 1;
    const size_t bytes = static_cast<size_t>(megabytes < 1 ? 1 : megabytes) << 20;
    while (n * 2 * sizeof(TTEntry) <= bytes) n *= 2;
    mask_ = table_.allocate(n, kMinEntries) - 1;  // out of memory: a smaller table still plays
  }
  // Use the leading `share` (0..1] of the table, rounded down to a power of two entries, at least
  // kMinEntries (the smallest table the constructor settles for; all when smaller). Entries
  // stored under another share are only missed, never misread: a probe compares the full key.
  void use_share(double share) {
    const size_t all = table_.size();
    if (all == 0) return;  // no memory at all: nothing to share
    size_t n = all < kMinEntries ? all : kMinEntries;
    while (n * 2 <= all && static_cast<double>(n * 2) <= share * static_cast<double>(all)) n *= 2;
    mask_ = n - 1;
  }
  size_t entries_used() const { return mask_ + 1; }
  void clear() {
    table_.clear();
    age_ = 0;
  }
  void new_search() { ++age_; }
  const TTEntry* probe(uint64_t key) const {
    const TTEntry& e = table_[key & mask_];
    return e.key == key && e.bound != Bound::kNone ? &e : nullptr;
  }
  void store(uint64_t key, int depth, int score, Bound bound, int a, int b) {
    TTEntry& e = table_[key & mask_];
    if (e.key != key && e.age == age_ && e.depth > depth) return;
    if (e.key == key && e.age == age_ && e.depth > depth && bound != Bound::kExact) return;
    e.key = key;
    e.score = score;
    e.a = static_cast<int16_t>(a);
    e.b = static_cast<int16_t>(b);
    e.depth = static_cast<int8_t>(depth < -100 ? -100 : depth > 100 ? 100 : depth);
    e.bound = bound;
    e.age = age_;
  }
  size_t entries() const { return table_.size(); }

 private:
  static constexpr size_t kMinEntries = 1024;  // the smallest table (or share of it) used
  ZeroBuffer<TTEntry> table_;
  size_t mask_ = 0;
  uint8_t age_ = 0;
};

}  // namespace c6
