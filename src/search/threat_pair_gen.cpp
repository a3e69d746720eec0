#include "search/threat_pair_gen.h"

#include <algorithm>

#include "search/threats.h"

namespace c6 {

ThreatPairGen::ThreatPairGen() : cand_(Board::kMaxCells, 0), n3_(Board::kMaxCells, 0) {}

int ThreatPairGen::generate(Position& pos, Color att, Pair* out, int max, int triple_limit,
                            const uint8_t* focus) {
  // Step 1: cells that can take part in a new threat (empties of live attacker windows with 2-3
  // stones), marked in cand_ and n3_.
  BlockSet forced;
  ThreatCells tc;
  if (!threat_move_cells(pos, att, cand_.data(), n3_.data(), &forced, &tc)) return 0;
  int n = 0;
  if (triple_limit == 0 || tc.nt3 > 0) {
    // Step 2: candidate pairs. Step 3: the ones that really make the threats, scored.
    const int nraw = candidate_pairs(pos, att, forced, tc, out, max, triple_limit > 0, focus);
    n = keep_threat_pairs(pos, att, out, nraw, triple_limit);
  }
  // Step 4: clear the marks for the next call.
  for (int j = 0; j < tc.nc; ++j) cand_[tc.cells[j]] = 0;
  for (int j = 0; j < tc.nt3; ++j) n3_[tc.t3[j]] = 0;
  PairGen::sort(out, n);
  return n;
}

int ThreatPairGen::candidate_pairs(const Position& pos, Color att, const BlockSet& forced,
                                   const ThreatCells& tc, Pair* out, int max, bool triple_only,
                                   const uint8_t* focus) {
  // Candidate pairs (see solver notes): both stones in one window with 2-3 attacker stones; two
  // cells that each raise a 3-window; a cell raising two 3-windows with any other candidate.
  // With a forced block, the block cells with every candidate.
  gen_.begin();
  int nraw = 0;
  auto push = [&](int a, int b) {
    if (triple_only && !n3_[a] && !n3_[b]) return;  // see keep_threat_pairs
    if (focus && !focus[a] && !focus[b]) return;
    gen_.add(out, &nraw, max, a, b, 0);
  };
  if (forced.needed > 0) {
    for (int i = 0; i < forced.count; ++i) {
      if (forced.b[i] >= 0) {
        push(forced.a[i], forced.b[i]);
        continue;
      }
      for (int j = 0; j < tc.nc; ++j) {
        if (tc.cells[j] != forced.a[i]) push(forced.a[i], tc.cells[j]);
      }
    }
    return nraw;
  }
  push_window_pairs(pos, tc, push);
  // A cell raising two 3-windows also goes with the attacker's k best cells other than itself:
  // with no other candidate any empty cell will do (the best one); free_k asks for more. The
  // board's top k + 1 are listed once, on first use (a scan of the whole board), and each such
  // cell takes the first k of them that are not itself: the same cells, in the same order, as
  // listing the top k without it (ties go to the lower index either way).
  const int k = std::max(free_k_, tc.nc < 2 ? 1 : 0);
  int16_t best[kMaxFreeK + 1];
  int64_t bs[kMaxFreeK + 1];
  int nbest = -1;
  for (int i = 0; i < tc.nt3; ++i) {
    const int c = tc.t3[i];
    for (int j = i + 1; j < tc.nt3; ++j) push(c, tc.t3[j]);
    if (n3_[c] < 2) continue;
    for (int j = 0; j < tc.nc; ++j) {
      if (tc.cells[j] != c) push(c, tc.cells[j]);
    }
    if (k == 0) continue;
    if (nbest < 0) nbest = PairGen::top_cells(pos, att, k + 1, best, bs);
    for (int j = 0, taken = 0; j < nbest && taken < k; ++j) {
      if (best[j] == c) continue;
      push(c, best[j]);
      ++taken;
    }
  }
  return nraw;
}

int ThreatPairGen::keep_threat_pairs(Position& pos, Color att, Pair* out, int nraw,
                                     int triple_limit) {
  // Keep the pairs that really leave >= 2 threats (>= 3 with a triple_limit); order: 3+ threats
  // first, then by cell scores. Three threats need a window with 3 stones through one of the pair
  // (two stones add at most two threats on their common line; any other line gets one stone), so
  // n3 filters exactly.
  const bool triple_only = triple_limit > 0;
  const Board& board = pos.board();
  // Per candidate cell, the windows through it that can reach four, listed on first use: most
  // pairs are counted from these short lists instead of all 24 windows of each cell.
  live_.begin();
  int n = 0;
  for (int i = 0; i < nraw; ++i) {
    const int a = out[i].a, b = out[i].b;
    if (triple_only && n3_[a] == 0 && n3_[b] == 0) continue;
    // Two stones in no common window: each new threat window is a 3-window through one of them
    // (the attacker has no 4-5 windows), so the threat count is at most n3[a] + n3[b].
    const bool share = may_share_window(board, a, b);
    if (n3_[a] + n3_[b] < (triple_only ? 3 : 2) && !share) continue;
    int t;
    if (!share && (n3_[a] == 0 || n3_[b] == 0)) {
      // Every new threat is the stone's on the cell that raises a 3-window.
      t = live_.threat_count_after_one(pos, att, n3_[a] ? a : b);
    } else if (cand_[a] && cand_[b]) {
      t = live_.threat_count_after(pos, att, a, b);
    } else {
      t = threat_count_after(pos, att, a, b);
    }
    if (t < 2 || (triple_only && t < 3)) continue;
    Pair& p = out[n++];
    p.a = static_cast<int16_t>(a);
    p.b = static_cast<int16_t>(b);
    p.key = (t >= 3 ? (int64_t(1) << 50) : 0) + pos.score(att, a) + pos.score(att, b);
    if (triple_only && n >= triple_limit) break;
  }
  return n;
}

}  // namespace c6
