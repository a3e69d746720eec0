// Move ordering by the leaf score (SearchParams::order_depth): LeafEval::value_after against the
// score after really placing the pair (also with contempt on), and the picker's order against it,
// on positions from noisy self-play on both board sizes (19x19 early positions take the
// early-game weights); and the root candidates the leaf score adds
// (SearchParams::root_shape_pairs).
#include <catch2/catch.hpp>

#include <algorithm>
#include <iterator>
#include <utility>
#include <vector>

#include "eval/weights.h"
#include "referee.h"
#include "search/leaf_eval.h"
#include "search/pairs.h"
#include "search/params.h"
#include "search/picker.h"
#include "search/searcher.h"
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

// A pair as one sortable number (cells are below 1024).
int pair_key(const Pair& p) { return p.a * 1024 + p.b; }

// The pairs' keys, sorted: the set of pairs, order aside.
std::vector<int> sorted_keys(const std::vector<Pair>& pairs) {
  std::vector<int> out;
  for (const Pair& p : pairs) out.push_back(pair_key(p));
  std::sort(out.begin(), out.end());
  return out;
}

// Calls f(game, pos, mover) on each sample position where the search generates pairs: a two-stone
// turn whose mover holds no threat window (value_after's precondition, as in the search).
template <class F>
void for_each_search_game(F f) {
  for (int size : {15, 19}) {
    for (const Game& g : positions(size)) {
      const Color mover = g.to_move();
      Position pos(g, *find_weights("default"));
      if (g.stones_required() != 2 || pos.threat_window_count(mover) > 0) continue;
      f(g, pos, mover);
    }
  }
}

// The same, as f(size, pos, mover).
template <class F>
void for_each_search_node(F f) {
  for_each_search_game([&](const Game& g, Position& pos, Color mover) { f(g.size(), pos, mover); });
}

}  // namespace

TEST_CASE("ordering: the leaf score after a pair equals the score after placing it") {
  // With the default weights, and with contempt on (the root side drawn at random per position):
  // its term is read from the live counts after the pair as the rest of the score is.
  SearchParams params;
  SearchParams with_contempt;
  with_contempt.contempt = 12;
  const LeafEval plain(params);
  LeafEval contempt(with_contempt);
  Rng rng(7);
  int checked = 0, early = 0;
  for_each_search_node([&](int size, Position& pos, Color mover) {
    contempt.set_root(rng.below(2) ? kBlack : kWhite, size);
    for (int t = 0; t < 12; ++t) {
      const int a = random_empty(pos, &rng, -1), b = random_empty(pos, &rng, a);
      const int got = plain.value_after(pos, mover, a, b);
      const int got_contempt = contempt.value_after(pos, mover, a, b);
      pos.make(a, mover);
      pos.make(b, mover);
      const bool triple = threat_count(pos, mover) >= 3;
      const int want = triple ? kWinBound - 1 : -plain.evaluate(pos, opponent(mover));
      const int want_contempt = triple ? kWinBound - 1 : -contempt.evaluate(pos, opponent(mover));
      early += plain.early_leaf(size, pos.board().stone_count());
      pos.unmake(b);
      pos.unmake(a);
      INFO("size " << size << " stones " << pos.board().stone_count() << " pair " << a << "," << b);
      REQUIRE(got == want);
      REQUIRE(got_contempt == want_contempt);
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
    CHECK(sorted_keys(ranked) == sorted_keys(plain));
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

TEST_CASE("root shape pairs: the best-scored pairs of the pool join the root candidates") {
  // SearchParams::root_shape_pairs: the root list with the knob is the list without it plus the
  // knob's count of pairs from the pool (the best cells of the candidate region), the ones not
  // yet listed with the highest leaf score after them.
  constexpr int kAdd = 8, kPool = 16;
  Limits limits;
  limits.depth = 1;
  int compared = 0, added_total = 0;
  for_each_search_game([&](const Game& game, Position& pos, Color mover) {
    BlockSet bs;
    blocking_moves(pos, opponent(mover), &bs);
    if (bs.needed > 0) return;  // forced roots list blocks only
    Searcher base(1), shaped(1);
    for (Searcher* s : {&base, &shaped}) {
      // The list is made before the refutation checks, the search and the verification: small
      // solver budgets (the same for both) and no checks after it keep the test quick.
      SearchParams& p = s->params();
      p.vcdt_nodes = p.null_vcdt_nodes = 20000;
      p.refute_max = p.verify_max = 0;
      p.vcst_verify_nodes = 0;
    }
    shaped.params().root_shape_pairs = kAdd;
    shaped.params().root_shape_pool = kPool;
    base.think(game, limits);
    shaped.think(game, limits);
    // Without a root list there is nothing to compare; under the opponent's threat the pool is
    // its relevance zone (the solver's, not rebuilt here).
    if (base.last_root_pairs().empty() || base.last_vcdt_them()) return;
    REQUIRE(shaped.last_vcdt_them() == base.last_vcdt_them());
    const std::vector<int> before = sorted_keys(base.last_root_pairs());
    const std::vector<int> after = sorted_keys(shaped.last_root_pairs());
    std::vector<int> added;
    std::set_difference(after.begin(), after.end(), before.begin(), before.end(),
                        std::back_inserter(added));
    REQUIRE(std::includes(after.begin(), after.end(), before.begin(), before.end()));
    // The pool: the kPool best cells of the search's candidate region by cell score.
    std::vector<uint8_t> region(Board::kMaxCells, 0);
    for (const int16_t idx : PairGen::near_stones(pos.board())) region[idx] = 1;
    int16_t cells[kPool];
    int64_t scores[kPool];
    const int nc = PairGen::top_cells_in(pos, mover, kPool, cells, scores, region);
    const LeafEval& leaf = shaped.leaf_eval();
    std::vector<std::pair<int, int>> scored;  // (value after, pair key), pool order
    for (int i = 0; i < nc; ++i) {
      for (int j = i + 1; j < nc; ++j) {
        Pair p;
        p.a = std::min(cells[i], cells[j]);
        p.b = std::max(cells[i], cells[j]);
        if (std::binary_search(before.begin(), before.end(), pair_key(p))) continue;
        scored.emplace_back(leaf.value_after(pos, mover, p.a, p.b), pair_key(p));
      }
    }
    std::stable_sort(scored.begin(), scored.end(),
                     [](const std::pair<int, int>& x, const std::pair<int, int>& y) {
                       return x.first > y.first;
                     });
    std::vector<int> want;
    for (size_t i = 0; i < scored.size() && i < static_cast<size_t>(kAdd); ++i)
      want.push_back(scored[i].second);
    std::sort(want.begin(), want.end());
    CHECK(added == want);
    added_total += static_cast<int>(added.size());
    ++compared;
  });
  CHECK(compared >= 20);
  CHECK(added_total >= compared);  // the knob does add pairs the generator did not list
}

TEST_CASE("root: moves in Limits::exclude are left out of the root candidates") {
  // The book's two-turn check asks "and what else?": the same search with the moves it has
  // checked left out. Each answer of the root search must be a root candidate of the plain
  // search other than the excluded ones (in either stone order). A win of the threat solvers is
  // not a root candidate and is played anyway; with every candidate excluded the search falls
  // back to the generator's first pair (reason "fallback").
  int searched = 0, excluded_searches = 0, fallbacks = 0;
  for (const int size : {15, 19}) {
    for (const Game& g : positions(size)) {
      if (searched >= 12) break;
      Searcher s(4);
      Limits lim;
      lim.nodes = 20000;
      const SearchReport first = s.think(g, lim);
      if (first.reason != "search" || first.move.count != 2) continue;
      const std::vector<Pair> roots = s.last_root_pairs();
      std::vector<Move> all;
      for (const Pair& p : roots) all.push_back(Move(g.board().point(p.a), g.board().point(p.b)));
      ++searched;
      lim.exclude = {Move(first.move.stone[1], first.move.stone[0])};  // the other stone order
      for (int k = 0; k < 3; ++k) {
        const SearchReport next = s.think(g, lim);
        INFO("size " << size << " exclusion " << k << " reason " << next.reason << " roots "
                     << roots.size());
        REQUIRE(next.move.count == 2);
        CHECK(g.check(next.move) == Illegal::kNone);
        if (next.reason == "fallback") {
          CHECK(lim.exclude.size() >= all.size());
          ++fallbacks;
          break;
        }
        if (next.reason == "vcdt" || next.reason == "vcst") break;  // a threat win, not a root move
        ++excluded_searches;
        for (const Move& x : lim.exclude) CHECK_FALSE(same_stones(x, next.move));
        CHECK(std::any_of(all.begin(), all.end(),
                          [&](const Move& m) { return same_stones(m, next.move); }));
        lim.exclude.push_back(next.move);
      }
    }
  }
  CHECK(searched >= 8);
  CHECK(excluded_searches >= 2 * searched);
}
