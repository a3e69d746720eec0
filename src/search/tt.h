// TranspositionTable: fixed-size hash of alpha-beta results, allocated once (no allocation while
// searching). Entries are keyed by the full 64-bit Zobrist key; a slot is overwritten by a deeper
// or newer result. Scores near the win bound are stored relative to the node (ply-independent).
#pragma once

#include <cstdint>
#include <vector>

namespace c6 {

enum class Bound : uint8_t { kNone = 0, kLower = 1, kUpper = 2, kExact = 3 };

struct TTEntry {
  uint64_t key = 0;
  int32_t score = 0;
  int16_t a = -1;
  int16_t b = -1;
  int8_t depth = -1;
  Bound bound = Bound::kNone;
  uint8_t age = 0;
};

class TranspositionTable {
 public:
  explicit TranspositionTable(int megabytes) {
    size_t n = 1;
    const size_t bytes = static_cast<size_t>(megabytes < 1 ? 1 : megabytes) << 20;
    while (n * 2 * sizeof(TTEntry) <= bytes) n *= 2;
    table_.assign(n, TTEntry());
    mask_ = n - 1;
  }
  void clear() {
    for (TTEntry& e : table_) e = TTEntry();
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
  std::vector<TTEntry> table_;
  size_t mask_ = 0;
  uint8_t age_ = 0;
};

}  // namespace c6
