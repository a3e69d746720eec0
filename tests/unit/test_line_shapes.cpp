#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "core/rng.h"
#include "eval/position.h"

using namespace c6;

namespace {

// Places `row` ('x' black, 'o' white, '.' empty) on row y from column x0 of a fresh 19x19
// position and returns black's shape counts.
struct Counts {
  int c[kShapeClasses] = {};
  int total() const {
    int t = 0;
    for (int v : c) t += v;
    return t;
  }
};

Counts black_shapes(const std::string& row, int x0, int y = 9) {
  Position pos(19, *find_weights("default"));
  for (size_t i = 0; i < row.size(); ++i) {
    const int idx = pos.board().index(Point(x0 + static_cast<int>(i), y));
    if (row[i] == 'x') pos.make(idx, kBlack);
    if (row[i] == 'o') pos.make(idx, kWhite);
  }
  Counts out;
  for (int k = 0; k < kShapeClasses; ++k) out.c[k] = pos.shape(kBlack, k);
  return out;
}

}  // namespace

TEST_CASE("line shapes: threat counts of a view") {
  int t[3];
  ShapeTable::threats("..xxx..", t);  // too little room: every four it makes is one block
  CHECK(t[1] == 1);
  ShapeTable::threats("...xxx...", t);  // open three: one stone makes an open four
  CHECK(t[0] == 0);
  CHECK(t[1] == 2);
  ShapeTable::threats("xxxx..", t);  // a four against the edge: one block
  CHECK(t[0] == 1);
  ShapeTable::threats("..xxxx..", t);  // open four: two blocks
  CHECK(t[0] == 2);
  ShapeTable::threats("xxxxxx", t);  // a six counts as the cap
  CHECK(t[0] == 3);
}

TEST_CASE("line shapes: hand-placed shapes classify") {
  // A live three in the open.
  Counts c = black_shapes("xxx", 8);
  CHECK(c.c[kLiveThree] == 1);
  CHECK(c.total() == 1);  // one shape, not one per stone
  // The same three against the board's edge is dead.
  c = black_shapes("xxx...", 0);
  CHECK(c.c[kDeadThree] == 1);
  CHECK(c.total() == 1);
  // ... and against a white stone.
  c = black_shapes("oxxx...", 6);
  CHECK(c.c[kDeadThree] == 1);
  CHECK(c.total() == 1);
  // Split three: still live.
  c = black_shapes("x.xx", 7);
  CHECK(c.c[kLiveThree] == 1);
  // A live two, and a two with too little room (dead).
  c = black_shapes("xx", 8);
  CHECK(c.c[kLiveTwo] == 1);
  CHECK(c.total() == 1);
  c = black_shapes("oxx....o", 6);  // room of six: two more stones make one threat
  CHECK(c.c[kDeadTwo] == 1);
  CHECK(c.total() == 1);
  c = black_shapes("oxx..o", 6);  // room of five: nothing
  CHECK(c.total() == 0);
  // Fours: open and closed.
  c = black_shapes("xxxx", 8);
  CHECK(c.c[kLiveFour] == 1);
  c = black_shapes("oxxxx.", 6);
  CHECK(c.c[kDeadFour] == 1);
  // A lone stone five cells before a three does not hide the three.
  c = black_shapes("x....xxx", 4);
  CHECK(c.c[kLiveThree] == 1);
  // One stone is no shape.
  c = black_shapes("x", 8);
  CHECK(c.total() == 0);
}

TEST_CASE("line shapes: shapes on crossing lines and counts after a pair") {
  // Two live twos crossing at an empty cell: one row, one column (their stones also make twos on
  // the diagonals between them).
  Position pos(19, *find_weights("default"));
  const Board& b = pos.board();
  pos.make(b.index(Point(7, 9)), kBlack);
  pos.make(b.index(Point(8, 9)), kBlack);
  pos.make(b.index(Point(9, 7)), kBlack);
  pos.make(b.index(Point(9, 8)), kBlack);
  CHECK(pos.shape(kBlack, kLiveTwo) == 4);
  CHECK(pos.shape(kBlack, kLiveThree) == 0);
  // The crossing cell (9, 9) makes two live threes at once (a double three).
  int after[2][kShapeClasses];
  pos.shapes().counts_after(b.index(Point(9, 9)), -1, 0, after);
  CHECK(after[0][kLiveThree] == 2);
  CHECK(after[0][kLiveTwo] == 2);  // the diagonal twos stay
  // counts_after agrees with placing the stones, also for two stones on one line and for the
  // other colour's shapes they block.
  pos.make(b.index(Point(12, 9)), kWhite);
  pos.make(b.index(Point(13, 9)), kWhite);
  const int a = b.index(Point(10, 9)), c = b.index(Point(11, 9));
  pos.shapes().counts_after(a, c, 0, after);
  pos.make(a, kBlack);
  pos.make(c, kBlack);
  for (int s = 0; s < 2; ++s)
    for (int k = 0; k < kShapeClasses; ++k) CHECK(after[s][k] == pos.shape(Color(s + 1), k));
}

TEST_CASE("line shapes: counts_after == make over random positions") {
  Rng rng(7);
  for (int g = 0; g < 200; ++g) {
    Position pos(19, *find_weights("default"));
    const std::vector<int>& cells = pos.board().cells();
    for (int i = 0; i < 40; ++i) {
      const int idx = cells[rng.below(cells.size())];
      if (pos.board().empty(idx)) pos.make(idx, rng.below(2) ? kBlack : kWhite);
    }
    for (int t = 0; t < 20; ++t) {
      const int a = cells[rng.below(cells.size())], c = cells[rng.below(cells.size())];
      if (!pos.board().empty(a) || !pos.board().empty(c) || a == c) continue;
      const int side = static_cast<int>(rng.below(2));
      int after[2][kShapeClasses];
      pos.shapes().counts_after(a, c, side, after);
      pos.make(a, Color(side + 1));
      pos.make(c, Color(side + 1));
      for (int s = 0; s < 2; ++s)
        for (int k = 0; k < kShapeClasses; ++k) REQUIRE(after[s][k] == pos.shape(Color(s + 1), k));
      pos.unmake(c);
      pos.unmake(a);
    }
  }
}

TEST_CASE("line shapes: counts_after over a node's pairs, read before any is placed") {
  // A node's pairs share their cells: counts_after() keeps each cell's one-stone change until the
  // next stone goes down. All pairs of a few nearby cells (many on one line) are read first, for
  // both sides, and only then each is checked by placing it; then a stone goes down among those
  // cells (what was kept is stale) and the same is done again, four times.
  Rng rng(23);
  for (int g = 0; g < 50; ++g) {
    Position pos(19, *find_weights("default"));
    const Board& b = pos.board();
    auto cell = [&](int lo, int span) {
      return b.index(
          Point(lo + static_cast<int>(rng.below(span)), lo + static_cast<int>(rng.below(span))));
    };
    for (int i = 0; i < 30; ++i) {
      const int idx = cell(5, 9);
      if (b.empty(idx)) pos.make(idx, rng.below(2) ? kBlack : kWhite);
    }
    for (int round = 0; round < 5; ++round) {
      if (round > 0) {
        const int idx = cell(7, 5);
        if (b.empty(idx)) pos.make(idx, rng.below(2) ? kBlack : kWhite);
      }
      std::vector<int> near;
      for (int y = 7; y <= 11; ++y)
        for (int x = 7; x <= 11; ++x)
          if (b.empty(b.index(Point(x, y)))) near.push_back(b.index(Point(x, y)));
      struct Read {
        int a, c, side;
        int after[2][kShapeClasses];
      };
      std::vector<Read> reads;
      for (size_t i = 0; i < near.size(); ++i) {
        for (size_t j = i; j < near.size(); ++j) {  // j == i: one stone (c = -1)
          for (int side = 0; side < 2; ++side) {
            Read r{near[i], j == i ? -1 : near[j], side, {}};
            pos.shapes().counts_after(r.a, r.c, side, r.after);
            reads.push_back(r);
          }
        }
      }
      for (const Read& r : reads) {
        pos.make(r.a, Color(r.side + 1));
        if (r.c >= 0) pos.make(r.c, Color(r.side + 1));
        for (int s = 0; s < 2; ++s)
          for (int k = 0; k < kShapeClasses; ++k)
            REQUIRE(r.after[s][k] == pos.shape(Color(s + 1), k));
        if (r.c >= 0) pos.unmake(r.c);
        pos.unmake(r.a);
      }
    }
  }
}

TEST_CASE("line shapes: counts read after many unread changes == recompute") {
  // place()/remove() only mark lines; a read re-reads everything changed since the last one.
  // Runs of changes between reads, some taken back before the read (as the solvers' probes do),
  // on every board size's number of lines (25x25 needs three words of marks).
  Rng rng(11);
  for (int size : {6, 15, 19, 25}) {
    for (int g = 0; g < 40; ++g) {
      Position pos(size, *find_weights("default"));
      Position ref(size, *find_weights("default"));
      const std::vector<int>& cells = pos.board().cells();
      std::vector<int> placed;
      for (int step = 0; step < 60; ++step) {
        const int run = 1 + static_cast<int>(rng.below(12));
        const size_t mark = placed.size();
        for (int i = 0; i < run; ++i) {
          if (!placed.empty() && rng.below(4) == 0) {
            pos.unmake(placed.back());
            placed.pop_back();
            continue;
          }
          const int idx = cells[rng.below(cells.size())];
          if (!pos.board().empty(idx)) continue;
          pos.make(idx, rng.below(2) ? kBlack : kWhite);
          placed.push_back(idx);
        }
        if (rng.below(3) == 0) {  // take the run back: the lines are marked but unchanged
          while (placed.size() > mark) {
            pos.unmake(placed.back());
            placed.pop_back();
          }
        }
        ref.load(pos.board());
        std::string why;
        if (step % 2) REQUIRE(pos.same_state(ref, &why));  // same_state() reads first
        for (int s = 0; s < 2; ++s)
          for (int k = 0; k < kShapeClasses; ++k)
            REQUIRE(pos.shape(Color(s + 1), k) == ref.shape(Color(s + 1), k));
        REQUIRE(pos.same_state(ref, &why));
      }
    }
  }
}
