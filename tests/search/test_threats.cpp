// Exact threat logic against the brute-force referee, on positions from noisy self-play.
#include <catch2/catch.hpp>

#include "eval/weights.h"
#include "referee.h"
#include "search/live_window_lists.h"
#include "search/threats.h"

using namespace c6;

namespace {

const std::vector<Game>& positions(int size) {
  static const std::vector<Game> p15 = ref::self_play_positions(15, 11, 30, 0.35);
  static const std::vector<Game> p19 = ref::self_play_positions(19, 12, 20, 0.35);
  return size == 15 ? p15 : p19;
}

// Up to `tries` random stones of random colours on pos (a try on an occupied cell places none).
void scatter_stones(Position* pos, Rng* rng, int tries) {
  const Board& b = pos->board();
  const auto size = static_cast<uint32_t>(b.size());
  const int stones = static_cast<int>(rng->below(static_cast<uint32_t>(tries)));
  for (int s = 0; s < stones; ++s) {
    const int idx =
        b.index(Point(static_cast<int>(rng->below(size)), static_cast<int>(rng->below(size))));
    if (b.empty(idx)) pos->make(idx, rng->below(2) ? kBlack : kWhite);
  }
}

}  // namespace

TEST_CASE("threats: counts, blocks and wins match the brute-force referee") {
  for (int size : {15, 19}) {
    int with_threats[4] = {0, 0, 0, 0};
    for (const Game& g : positions(size)) {
      Position pos(g, *find_weights("default"));
      const Board& b = g.board();
      for (Color c : {kBlack, kWhite}) {
        const int want = ref::threat_count(b, c);
        REQUIRE(threat_count(pos, c) == want);
        ++with_threats[want];

        // Blocks: every listed set really blocks; singles are exactly the referee's singles;
        // every minimal blocking pair is listed.
        BlockSet bs;
        blocking_moves(pos, c, &bs);
        REQUIRE(bs.needed == want);
        const auto ws = ref::threat_empties(b, c);
        const ref::Cells u = ref::union_cells(ws);
        ref::Cells singles;
        for (Point p : u) {
          if (ref::hits_all(ws, {p})) singles.push_back(p);
        }
        int listed_singles = 0;
        for (int i = 0; i < bs.count; ++i) {
          ref::Cells chosen = {b.point(bs.a[i])};
          if (bs.b[i] >= 0) chosen.push_back(b.point(bs.b[i]));
          CHECK(ref::hits_all(ws, chosen));
          if (bs.b[i] < 0) {
            ++listed_singles;
            CHECK(ref::contains(singles, chosen[0]));
          }
        }
        if (want <= 2) CHECK(listed_singles == static_cast<int>(singles.size()));
        if (want == 2) {
          for (size_t i = 0; i < u.size(); ++i) {
            for (size_t j = i + 1; j < u.size(); ++j) {
              if (!ref::hits_all(ws, {u[i], u[j]})) continue;
              bool found = false;
              for (int k = 0; k < bs.count; ++k) {
                const Point a = b.point(bs.a[k]);
                const Point c2 = bs.b[k] >= 0 ? b.point(bs.b[k]) : Point();
                found = found || (a == u[i] && c2 == u[j]) || (a == u[j] && c2 == u[i]);
              }
              CHECK(found);
            }
          }
        }

        // Win now: the mover finishes six with its two stones iff it has a threat window.
        int cells[2];
        const bool win = win_now(pos, c, 2, cells);
        CHECK(win == !ws.empty());
        if (win) {
          Board copy = b;
          copy.place(cells[0], c);
          if (cells[1] >= 0) copy.place(cells[1], c);
          CHECK(ref::has_six(copy, c));
        }
      }
    }
    // The sample must exercise every case, or the test proves little.
    INFO("size " << size);
    CHECK(with_threats[0] > 100);
    CHECK(with_threats[1] > 20);
    CHECK(with_threats[2] > 10);
    CHECK(with_threats[3] > 5);
  }
}

TEST_CASE("threats: a hand-made double threat needs two blocks") {
  Game g(15);
  // Black: a live four on row 8 (cols 5..8) -> needs two blocks (cells 4 and 9, or 3/4, 9/10).
  std::vector<Move> moves = {Move(Point(5, 7)), Move(Point(0, 0), Point(0, 1)),
                             Move(Point(6, 7), Point(7, 7)), Move(Point(0, 2), Point(0, 3)),
                             Move(Point(8, 7), Point(14, 14))};
  for (const Move& m : moves) REQUIRE(g.play(m) == Illegal::kNone);
  Position pos(g, *find_weights("default"));
  CHECK(threat_count(pos, kBlack) == 2);
  // White's column x=0, rows 0..3 is four stones against the edge: one window, one block.
  CHECK(threat_count(pos, kWhite) == 1);
  BlockSet bs;
  blocking_moves(pos, kWhite, &bs);
  REQUIRE(bs.count >= 1);
  CHECK(bs.b[0] == -1);
  CHECK(pos.board().point(bs.a[0]).x == 0);
}

TEST_CASE("threats: threat_count_after equals placing the stones and counting") {
  Rng rng(5);
  int compared = 0, with_threats = 0;
  LiveWindowLists lists;  // the listed count too, with lists reused across the pairs of a position
  for (int size : {15, 19}) {
    for (const Game& g : positions(size)) {
      Position pos(g, *find_weights("default"));
      const Board& b = pos.board();
      for (Color c : {kBlack, kWhite}) {
        if (pos.threat_window_count(c) > 0) continue;  // precondition: no six reachable
        lists.begin();
        // Pairs near the stones, where threats appear.
        for (int t = 0; t < 30; ++t) {
          const Point p = b.point(b.cells()[rng.below(static_cast<uint32_t>(b.cells().size()))]);
          int cells[2];
          for (int k = 0; k < 2; ++k) {
            const Move& m = g.moves()[rng.below(static_cast<uint32_t>(g.moves().size()))];
            const Point q(m.stone[0].x - 2 + static_cast<int>(rng.below(5)),
                          m.stone[0].y - 2 + static_cast<int>(rng.below(5)));
            cells[k] = b.inside(q) ? b.index(q) : b.index(p);
          }
          if (cells[0] == cells[1] || !b.empty(cells[0]) || !b.empty(cells[1])) continue;
          const int fast = threat_count_after(pos, c, cells[0], cells[1]);
          const int listed = lists.threat_count_after(pos, c, cells[0], cells[1]);
          pos.make(cells[0], c);
          pos.make(cells[1], c);
          const int slow = pos.has_six(c) ? -1 : threat_count(pos, c);
          pos.unmake(cells[1]);
          pos.unmake(cells[0]);
          if (slow < 0) continue;
          ++compared;
          with_threats += slow > 0;
          REQUIRE(fast == slow);
          REQUIRE(listed == slow);
        }
      }
    }
  }
  CHECK(compared > 1000);
  CHECK(with_threats > 100);
}

TEST_CASE("threats: one stone's threat count, and pairs whose threats are one stone's") {
  // LiveWindowLists::threat_count_after_one(c) against placing the stone and counting; then the
  // generators' shortcut: two cells in no common window, one raising no live 3-window, leave
  // exactly the other's one-stone count.
  Rng rng(11);
  int ones = 0, with_threats = 0, pairs = 0, pair_threats = 0;
  LiveWindowLists lists;
  for (int size : {15, 19}) {
    for (const Game& g : positions(size)) {
      Position pos(g, *find_weights("default"));
      const Board& b = pos.board();
      const WindowTable& wt = pos.windows();
      // Live 3-windows of c through cell x (the generators' n3).
      auto n3 = [&](Color c, int x) {
        int n = 0;
        for (int i = 0; i < wt.through_count(x); ++i) {
          const int w = wt.through(x)[i];
          n += pos.count(w, c) == 3 && pos.count(w, opponent(c)) == 0;
        }
        return n;
      };
      auto placed = [&](Color c, int x, int y) {  // -1: a six
        pos.make(x, c);
        if (y >= 0) pos.make(y, c);
        const int t = pos.has_six(c) ? -1 : threat_count(pos, c);
        if (y >= 0) pos.unmake(y);
        pos.unmake(x);
        return t;
      };
      for (Color c : {kBlack, kWhite}) {
        if (pos.threat_window_count(c) > 0) continue;  // precondition: no threat now
        lists.begin();
        std::vector<int> raising;  // cells with a live 3-window of c
        for (int x : b.cells()) {
          if (!b.empty(x) || n3(c, x) == 0) continue;
          raising.push_back(x);
          // The first call on a cell, before anything listed it, then the kept count.
          const int first = lists.threat_count_after_one(pos, c, x);
          REQUIRE(lists.threat_count_after_one(pos, c, x) == first);
          const int slow = placed(c, x, -1);
          if (slow < 0) continue;
          ++ones;
          with_threats += slow > 0;
          REQUIRE(first == std::min(slow, 3));
        }
        for (int x : raising) {
          for (int t = 0; t < 8; ++t) {
            const int y = b.cells()[rng.below(static_cast<uint32_t>(b.cells().size()))];
            if (!b.empty(y) || n3(c, y) > 0 || may_share_window(b, x, y)) continue;
            const int slow = placed(c, x, y);
            if (slow < 0) continue;
            ++pairs;
            pair_threats += slow > 0;
            REQUIRE(lists.threat_count_after_one(pos, c, x) == std::min(slow, 3));
          }
        }
      }
    }
  }
  CHECK(ones > 200);
  CHECK(with_threats > 100);
  CHECK(pairs > 1000);
  CHECK(pair_threats > 500);
}

TEST_CASE("threats: LiveWindowLists lists the live 2+ windows and forgets them at begin()") {
  // The fullest 19x19 position: many windows hold 2+ stones of one colour.
  const Game* fullest = &positions(19)[0];
  for (const Game& g : positions(19)) {
    if (g.board().stone_count() > fullest->board().stone_count()) fullest = &g;
  }
  Position pos(*fullest, *find_weights("default"));
  const Board& b = pos.board();
  const WindowTable& wt = pos.windows();
  // The windows through cell c live for att with 2+ of its stones, by a plain scan.
  auto expected = [&](Color att, int c) {
    std::vector<int> out;
    for (int i = 0; i < wt.through_count(c); ++i) {
      const int w = wt.through(c)[i];
      if (pos.count(w, att) >= 2 && pos.count(w, opponent(att)) == 0) out.push_back(w);
    }
    return out;
  };
  // The listed windows' ids; each record's stone count, direction and empty cells checked
  // against the window.
  auto listed = [&](LiveWindowLists& l, Color att, int c) {
    const ListedWindow* ws = l.list(pos, att, c);
    std::vector<int> ids;
    for (int i = 0; i < l.count(c); ++i) {
      const ListedWindow& lw = ws[i];
      const Window& win = wt.window(lw.w);
      REQUIRE(lw.own == pos.count(lw.w, att));
      REQUIRE(lw.dir == win.dir);
      int e = 0;
      for (int k = 0; k < 6; ++k) {
        if (b.empty(win.cell[k])) REQUIRE(lw.empty[e++] == win.cell[k]);
      }
      for (; e < 4; ++e) REQUIRE(lw.empty[e] == -1);
      ids.push_back(lw.w);
    }
    return ids;
  };
  LiveWindowLists lists;
  int nonempty = 0;
  for (Color att : {kBlack, kWhite}) {
    lists.begin();
    for (int c : b.cells()) {
      if (!b.empty(c)) continue;
      const std::vector<int> want = expected(att, c);
      nonempty += !want.empty();
      REQUIRE(listed(lists, att, c) == want);
      REQUIRE(listed(lists, att, c) == want);  // the second call reuses the list
    }
  }
  CHECK(nonempty > 20);
  // A stone that changes a listed cell's windows: after begin() the list is rebuilt.
  int cell = -1, next = -1;
  for (int c : b.cells()) {
    if (b.empty(c) && !expected(kBlack, c).empty()) cell = c;
  }
  REQUIRE(cell >= 0);
  const int w = lists.list(pos, kBlack, cell)[0].w;
  for (int k = 0; k < 6 && next < 0; ++k) {
    const int x = wt.window(w).cell[k];
    if (x != cell && b.empty(x)) next = x;
  }
  REQUIRE(next >= 0);
  lists.begin();
  const std::vector<int> before = listed(lists, kBlack, cell);
  pos.make(next, kWhite);  // kills window w for Black
  lists.begin();
  const std::vector<int> after = listed(lists, kBlack, cell);
  REQUIRE(after == expected(kBlack, cell));
  CHECK(after.size() < before.size());
  pos.unmake(next);
}

TEST_CASE("threats: collect_threat_cells finds the development windows a plain scan finds") {
  // The scan reads four windows at a time and skips blocks; boards of 8 (66 windows) and 20 (1,034)
  // also end on a partial block, 15 and 19 (500, 924) do not. Random stones of both colours, up to
  // half the board, so that blocks with and without 2-stone windows both occur.
  Rng rng(20261127);
  int devs = 0;
  for (int size : {8, 15, 19, 20}) {
    for (int game = 0; game < 40; ++game) {
      Position pos(size, *find_weights("default"));
      const Board& b = pos.board();
      scatter_stones(&pos, &rng, size * size / 2);
      for (Color att : {kBlack, kWhite}) {
        std::vector<uint8_t> cand(Board::kMaxCells, 0), n3(Board::kMaxCells, 0);
        ThreatCells tc;
        collect_threat_cells(pos, att, cand.data(), n3.data(), &tc);
        std::vector<int> want;
        for (int w = 0; w < pos.windows().size(); ++w) {
          if (pos.count(w, att) >= 2 && pos.count(w, opponent(att)) == 0) want.push_back(w);
        }
        REQUIRE(std::vector<int>(tc.dev, tc.dev + tc.ndev) == want);
        devs += tc.ndev;
        // Every empty cell of those windows is a candidate, each listed once.
        int marked = 0;
        for (int c : b.cells()) marked += cand[c];
        CHECK(marked == tc.nc);
        for (int w : want) {
          for (int k = 0; k < 6; ++k) {
            const int c = pos.windows().window(w).cell[k];
            if (b.empty(c)) REQUIRE(cand[c] == 1);
          }
        }
      }
    }
  }
  CHECK(devs > 1000);
}

TEST_CASE("threats: for_windows_holding visits every window with enough stones, in order") {
  // Same boards as above (8 and 20 end on a partial block of four). The word test may let a window
  // with fewer stones through, never skip one with enough; the visit order is the window order.
  Rng rng(20261128);
  long visited = 0, windows = 0;
  for (int size : {8, 15, 19, 20}) {
    for (int game = 0; game < 30; ++game) {
      Position pos(size, *find_weights("default"));
      scatter_stones(&pos, &rng, size * size / 3);
      for (Color c : {kBlack, kWhite}) {
        for (int min_count = 1; min_count <= 4; ++min_count) {
          std::vector<int> seen;
          for_windows_holding(pos, c, min_count, [&](int w) { seen.push_back(w); });
          for (size_t i = 1; i < seen.size(); ++i) REQUIRE(seen[i - 1] < seen[i]);
          std::vector<int> want, got;
          for (int w = 0; w < pos.windows().size(); ++w) {
            if (pos.count(w, c) >= min_count) want.push_back(w);
          }
          for (int w : seen) {
            if (pos.count(w, c) >= min_count) got.push_back(w);
          }
          REQUIRE(got == want);
          if (min_count == 2) {
            visited += static_cast<long>(seen.size());
            windows += pos.windows().size();
          }
        }
      }
    }
  }
  // The point of the word test: most windows of these boards are never visited.
  CHECK(visited * 2 < windows);
}
