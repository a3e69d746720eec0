// PairPicker: hands out the pairs of one alpha-beta node in stages, best guesses first, so that a
// node that cuts off early never pays for generating the full list.
//
//   kTTPair        the pair stored for this position in the transposition table
//   kKillers       the two pairs that last caused a cutoff at this ply
//   kGenerate      (no pair) the full list is generated into the node's buffer:
//   kThreatPairs     our double-threat pairs (they force the reply; only near the root, at most
//                    SearchParams::threat_k), found by the caller before the picker starts, since
//                    a three-threat pair there ends the node at once
//   kQuietPairs      the other pairs, by PairGen's score (top first stones x top second stones)
//   kDefencePairs    or, when the opponent threatens, only the pairs that block every threat
//                  With Widths::order, the quiet or defence pairs are then re-ranked by the leaf
//                  score after each pair (LeafEval::value_after: windows and line shapes), which
//                  sees what the generator's per-cell sums cannot (a live three against a dead one)
//   kDone
//
// A TT pair or killer is only handed out if it is still a legal reply here (empty cells; in a
// forced node, one of the blocks), and no pair is handed out twice. Owns nothing: it writes into
// the caller's buffer (a Stack entry's moves) and lives on the C++ stack; nothing is allocated.
#pragma once

#include <algorithm>
#include <cstdint>

#include "eval/position.h"
#include "search/leaf_eval.h"
#include "search/pairs.h"
#include "search/threats.h"

namespace c6 {

class PairPicker {
 public:
  enum class Stage : uint8_t {
    kTTPair,
    kKillers,
    kGenerate,
    kThreatPairs,
    kQuietPairs,
    kDefencePairs,
    kDone
  };

  // How many pairs the generation stage produces (SearchParams' k1, k2; free_k for forced nodes),
  // and the leaf score that re-ranks them (nullptr: PairGen's order).
  struct Widths {
    int k1;
    int k2;
    int free_k;
    const LeafEval* order;
  };

  // list[0, threats) already holds the threat pairs (threats = 0 in a forced node); list has room
  // for PairGen::kMaxPairs. tt: the stored pair (a = -1 if none).
  PairPicker(PairGen& gen, const Position& pos, Color mover, const BlockSet& blocks, Pair* list,
             int threats, const Pair& tt, const Pair killers[2], const Widths& widths);

  // The next pair to search, or false once every stage is exhausted.
  bool next(Pair* out) {
    if (early_i_ < early_n_) {
      stage_ = early_stage_[early_i_];
      *out = early_[early_i_++];
      return true;
    }
    if (stage_ < Stage::kGenerate) generate();
    while (list_i_ < list_n_) {
      const Pair& p = list_[list_i_++];
      if (is_early(p.a, p.b)) continue;
      stage_ = forced_               ? Stage::kDefencePairs
               : list_i_ <= threats_ ? Stage::kThreatPairs
                                     : Stage::kQuietPairs;
      *out = p;
      return true;
    }
    stage_ = Stage::kDone;
    return false;
  }
  // The stage of the pair last returned.
  Stage stage() const { return stage_; }
  // Index of the pair last returned in the generated list (threat pairs first); -1 for a TT pair
  // or killer.
  int list_index() const { return stage_ < Stage::kGenerate ? -1 : list_i_ - 1; }

 private:
  bool usable(int a, int b) const;
  void push_early(int a, int b, Stage stage);
  bool is_early(int a, int b) const {
    for (int k = 0; k < early_n_; ++k) {
      if (same_pair(early_[k], a, b)) return true;
    }
    return false;
  }
  void generate();
  // Re-keys list_[from, list_n_) by the leaf score after each pair, best first (stable).
  void rank_by_leaf_score(int from);

  PairGen& gen_;
  const Position& pos_;
  const BlockSet& blocks_;
  const Color mover_;
  const bool forced_;
  const Widths widths_;
  Stage stage_ = Stage::kTTPair;
  Pair early_[3];
  Stage early_stage_[3];
  int early_n_ = 0;
  int early_i_ = 0;
  Pair* list_;
  int threats_;
  int list_n_ = 0;
  int list_i_ = 0;
};

// Inline: one picker per node, and most nodes only ever see the constructor's TT pair and killers.
inline PairPicker::PairPicker(PairGen& gen, const Position& pos, Color mover,
                              const BlockSet& blocks, Pair* list, int threats, const Pair& tt,
                              const Pair killers[2], const Widths& widths)
    : gen_(gen),
      pos_(pos),
      blocks_(blocks),
      mover_(mover),
      forced_(blocks.needed > 0),
      widths_(widths),
      list_(list),
      threats_(threats) {
  push_early(tt.a, tt.b, Stage::kTTPair);
  push_early(killers[0].a, killers[0].b, Stage::kKillers);
  push_early(killers[1].a, killers[1].b, Stage::kKillers);
}

inline bool PairPicker::usable(int a, int b) const {
  if (a < 0 || b < 0 || a == b || !pos_.board().empty(a) || !pos_.board().empty(b)) return false;
  if (b < a) std::swap(a, b);
  if (is_early(a, b)) return false;
  if (!forced_) return true;
  for (int k = 0; k < blocks_.count; ++k) {
    if (blocks_.b[k] >= 0 ? (blocks_.a[k] == a && blocks_.b[k] == b)
                          : (blocks_.a[k] == a || blocks_.a[k] == b)) {
      return true;
    }
  }
  return false;
}

inline void PairPicker::push_early(int a, int b, Stage stage) {
  if (!usable(a, b)) return;
  if (b < a) std::swap(a, b);
  early_[early_n_].a = static_cast<int16_t>(a);
  early_[early_n_].b = static_cast<int16_t>(b);
  early_stage_[early_n_] = stage;
  ++early_n_;
}

}  // namespace c6
