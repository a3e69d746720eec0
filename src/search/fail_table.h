// A transposition table that remembers failures only: "no win within this many attacker turns"
// for a position key (VcstSolver). A win is never stored, because a win's relevance zone would
// have to be stored with it; wins are re-proved. Owns a power-of-two array of entries, replaced
// by key; a probe answers only for its exact key, so a collision costs a re-search, never a
// wrong answer about another position's key.
#pragma once

#include <cstddef>
#include <cstdint>

#include "core/zero_buffer.h"

namespace c6 {

class FailTable {
 public:
  explicit FailTable(int bits)
      : entries_(std::size_t(1) << bits), mask_((uint64_t(1) << bits) - 1) {}

  // True when `key` is known to have no win within `depth` attacker turns.
  bool failed(uint64_t key, int depth) const {
    const Entry& e = entries_[key & mask_];
    return e.key == key && e.fail_depth1 > depth;
  }
  void store_fail(uint64_t key, int depth) {
    Entry& e = entries_[key & mask_];
    if (e.key != key) e = Entry();
    e.key = key;
    if (e.fail_depth1 < depth + 1) e.fail_depth1 = static_cast<int8_t>(depth + 1);
  }
  void clear() { entries_.clear(); }

 private:
  // Trivial, so the table is a ZeroBuffer (zero pages until touched): the all-zero entry is
  // empty, so the depth is stored plus one.
  struct Entry {
    uint64_t key;
    int8_t fail_depth1;  // no win within fail_depth1 - 1 attacker turns (0: nothing known)
  };
  ZeroBuffer<Entry> entries_;
  uint64_t mask_;
};

}  // namespace c6
