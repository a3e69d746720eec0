// A transposition table that remembers failures only: "no win within this many attacker turns"
// for a position key (VcstSolver). A win is never stored, because a win's relevance zone would
// have to be stored with it; wins are re-proved. Owns a power-of-two array of entries, replaced
// by key; a probe answers only for its exact key, so a collision costs a re-search, never a
// wrong answer about another position's key.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <vector>

namespace c6 {

class FailTable {
 public:
  explicit FailTable(int bits)
      : entries_(std::size_t(1) << bits), mask_((uint64_t(1) << bits) - 1) {}

  // True when `key` is known to have no win within `depth` attacker turns.
  bool failed(uint64_t key, int depth) const {
    const Entry& e = entries_[key & mask_];
    return e.key == key && e.fail_depth >= depth;
  }
  void store_fail(uint64_t key, int depth) {
    Entry& e = entries_[key & mask_];
    if (e.key != key) e = Entry();
    e.key = key;
    if (e.fail_depth < depth) e.fail_depth = static_cast<int8_t>(depth);
  }
  void clear() { std::fill(entries_.begin(), entries_.end(), Entry()); }

 private:
  struct Entry {
    uint64_t key = 0;
    int8_t fail_depth = -1;  // no win within this many attacker turns
  };
  std::vector<Entry> entries_;
  uint64_t mask_;
};

}  // namespace c6
