// Move ordering by the leaf score (SearchParams::order_depth): LeafEval::value_after against the
// score after really placing the pair, and the picker's order against it, on positions from
// noisy self-play on both board sizes (19x19 early positions take the early-game weights).
#include <catch2/catch.hpp>

#include <algorithm>
#include <vector>

#include "eval/weights.h"
#include "referee.h"
#include "search/leaf_eval.h"
#include "search/pairs.h"
#include "search/params.h"
#include "search/picker.h"
#include "search/threats.h"

using namespace c6;

namespace {

const std::vector<Game>& positions(int size) {
  static const std::vector<Game> p15 = ref::self_play_positions(15, 41, 8, 0.35);
  static const std::vector<Game> p19 = ref::self_play_positions(19, 42, 8, 0.35);
  return size == 15 ? p15 : p19;
}

// A random empty cell of pos other than `not_this`.
int random_empty(const Position& pos, Rng* rng, int not_this) {
  const Board& b = pos.board();
  const auto size = static_cast<uint32_t>(b.size());
  for (;;) {
    const int idx =
        b.index(Point(static_cast<int>(rng->below(size)), static_cast<int>(rng->below(size))));
    if (b.empty(idx) && idx != not_this) return idx;
  }
}

// Calls f(size, pos, mover) on each sample position where the search generates pairs: a two-stone
// turn whose mover holds no threat window (value_after's precondition, as in the search).
template <class F>
void for_each_search_node(F f) {
  for (int size : {15, 19}) {
    for (const Game& g : positions(size)) {
      const Color mover = g.to_move();
      Position pos(g, *find_weights("default"));
      if (g.stones_required() != 2 || pos.threat_window_count(mover) > 0) continue;
      f(size, pos, mover);
    }
  }
}

}  // namespace

TEST_CASE("ordering: the leaf score after a pair equals the score after placing it") {
  SearchParams params;
  const LeafEval leaf(params);
  Rng rng(7);
  int checked = 0, early = 0;
  for_each_search_node([&](int size, Position& pos, Color mover) {
    for (int t = 0; t < 12; ++t) {
      const int a = random_empty(pos, &rng, -1), b = random_empty(pos, &rng, a);
      const int got = leaf.value_after(pos, mover, a, b);
      pos.make(a, mover);
      pos.make(b, mover);
      const bool triple = threat_count(pos, mover) >= 3;
      const int want = triple ? kWinBound - 1 : -leaf.evaluate(pos, opponent(mover));
      early += leaf.early_leaf(size, pos.board().stone_count());
      pos.unmake(b);
      pos.unmake(a);
      INFO("size " << size << " stones " << pos.board().stone_count() << " pair " << a << "," << b);
      REQUIRE(got == want);
      ++checked;
    }
  });
  CHECK(checked >= 500);
  CHECK(early >= 20);  // the early-game weights were exercised, not only the whole-game ones
}

TEST_CASE("ordering: with a leaf score the picker hands out the same pairs, best score first") {
  SearchParams params;
  const LeafEval leaf(params);
  PairGen gen;
  int quiet = 0, forced = 0, reordered = 0;
  for_each_search_node([&](int, Position& pos, Color mover) {
    BlockSet bs;
    blocking_moves(pos, opponent(mover), &bs);
    if (bs.needed >= 3) return;  // lost: the search never generates pairs there
    const Pair none;
    const Pair killers[2];
    Pair plain_list[PairGen::kMaxPairs], ranked_list[PairGen::kMaxPairs];
    std::vector<Pair> plain, ranked;
    Pair p;
    PairPicker by_cells(gen, pos, mover, bs, plain_list, 0, none, killers, {10, 5, 6, nullptr});
    while (by_cells.next(&p)) plain.push_back(p);
    PairPicker by_leaf(gen, pos, mover, bs, ranked_list, 0, none, killers, {10, 5, 6, &leaf});
    while (by_leaf.next(&p)) ranked.push_back(p);

    REQUIRE(ranked.size() == plain.size());
    REQUIRE(!ranked.empty());
    for (size_t i = 0; i < ranked.size(); ++i) {
      CHECK(ranked[i].key == leaf.value_after(pos, mover, ranked[i].a, ranked[i].b));
      if (i > 0) CHECK(ranked[i - 1].key >= ranked[i].key);
    }
    auto cells = [](std::vector<Pair> v) {
      std::vector<int> out;
      for (const Pair& x : v) out.push_back(x.a * 1024 + x.b);
      std::sort(out.begin(), out.end());
      return out;
    };
    CHECK(cells(ranked) == cells(plain));
    bool same_order = true;
    for (size_t i = 0; i < ranked.size(); ++i)
      same_order &= same_pair(ranked[i], plain[i].a, plain[i].b);
    reordered += !same_order;
    (bs.needed > 0 ? forced : quiet) += 1;
  });
  CHECK(quiet >= 20);
  CHECK(forced >= 5);
  CHECK(reordered >= quiet / 2);  // the leaf score does change the order (else nothing is tested)
}
