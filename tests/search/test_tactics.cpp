// Tactical checks on positions from noisy self-play (both sizes). Every check is exact, decided by
// the brute-force referee (referee.h), never "the bot played move X".
#include <catch2/catch.hpp>

#include "referee.h"

using namespace c6;

namespace {

struct Sample {
  std::vector<Game> games;
};

const std::vector<Game>& pool(int size) {
  static const std::vector<Game> p15 = ref::self_play_positions(15, 101, 40, 0.3);
  static const std::vector<Game> p19 = ref::self_play_positions(19, 202, 30, 0.3);
  return size == 15 ? p15 : p19;
}

Move engine_move(Engine& e, const Game& g, uint64_t nodes = 20000) {
  Limits lim;
  lim.nodes = nodes;
  return e.think(g, lim).move;
}

Board after(const Game& g, const Move& m, Color c) {
  Board b = g.board();
  for (int i = 0; i < m.count; ++i) b.place(b.index(m.stone[i]), c);
  return b;
}

// Cells that can be part of a new threat for c: empties of windows live for c with >= 2 stones.
// Any pair making >= k threats has a counterpart inside these cells (adding c's stones never
// lowers c's threat count), so pairs over them decide existence exactly.
ref::Cells threat_cells(const Board& b, Color c) {
  ref::Cells out;
  for (const ref::Cells& w : ref::windows_of(b.size())) {
    int mine = 0, theirs = 0;
    for (Point p : w) {
      mine += b.at(p) == c;
      theirs += b.at(p) == opponent(c);
    }
    if (theirs || mine < 2) continue;
    for (Point p : w) {
      if (b.at(p) == kEmpty && !ref::contains(out, p)) out.push_back(p);
    }
  }
  return out;
}

// A two-stone turn with no threat on the board: the side to move has no win in one and nothing to
// block, so what it plays shows whether it builds (or stops) a triple threat.
bool quiet_pair_turn(const Game& g) {
  const Color me = g.to_move();
  return g.stones_required() == 2 && ref::threat_empties(g.board(), me).empty() &&
         ref::threat_count(g.board(), opponent(me)) == 0;
}

// Does c (to move, two stones) have a pair leaving it >= 3 threats with the other side having no
// threat windows? `also` adds cells (e.g. blocks of the other side's windows) to the pair pool.
bool triple_exists(const Board& b, Color c, Point* pa = nullptr, Point* pb = nullptr) {
  ref::Cells s = threat_cells(b, c);
  for (const ref::Cells& w : ref::threat_empties(b, opponent(c))) {
    for (Point p : w) {
      if (!ref::contains(s, p)) s.push_back(p);
    }
  }
  for (size_t i = 0; i < s.size(); ++i) {
    for (size_t j = i + 1; j < s.size(); ++j) {
      Board t = b;
      t.place(t.index(s[i]), c);
      t.place(t.index(s[j]), c);
      if (!ref::threat_empties(t, opponent(c)).empty()) continue;
      if (ref::threat_count(t, c) >= 3) {
        if (pa) *pa = s[i];
        if (pb) *pb = s[j];
        return true;
      }
    }
  }
  return false;
}

}  // namespace

TEST_CASE("tactics: win in one, must block, lost positions") {
  EngineOptions o;
  Engine engine(o);
  int wins = 0, blocks = 0;
  for (int size : {15, 19}) {
    for (const Game& g : pool(size)) {
      const Color me = g.to_move(), them = opponent(me);
      if (g.stones_required() != 2) continue;
      const bool can_win = !ref::threat_empties(g.board(), me).empty();
      const int against = ref::threat_count(g.board(), them);
      if (!can_win && (against == 0 || against == 3)) continue;
      const Move m = engine_move(engine, g, 4000);
      Game next = g;
      REQUIRE(next.play(m) == Illegal::kNone);
      if (can_win) {
        ++wins;
        CHECK(next.result() == (me == kBlack ? Result::kBlackWin : Result::kWhiteWin));
      } else {
        ++blocks;
        INFO(g.board().to_string());
        CHECK(ref::threat_empties(next.board(), them).empty());
      }
    }
  }
  WARN("win-in-one positions " << wins << ", must-block positions " << blocks);
  CHECK(wins >= 100);
  CHECK(blocks >= 100);
}

TEST_CASE("tactics: make three threats when possible (win in two)") {
  EngineOptions o;
  Engine engine(o);
  int checked = 0;
  for (int size : {15, 19}) {
    for (const Game& g : pool(size)) {
      if (!quiet_pair_turn(g)) continue;
      const Color me = g.to_move();
      if (!triple_exists(g.board(), me)) continue;
      ++checked;
      const Move m = engine_move(engine, g);
      const Board b = after(g, m, me);
      INFO(g.board().to_string());
      CHECK(ref::threat_count(b, me) >= 3);
    }
  }
  WARN("three-threat positions " << checked);
  CHECK(checked >= 50);
}

TEST_CASE("tactics: stop the opponent's next-turn triple threat when possible") {
  EngineOptions o;
  Engine engine(o);
  int checked = 0;
  for (int size : {15, 19}) {
    for (const Game& g : pool(size)) {
      if (!quiet_pair_turn(g)) continue;
      const Color me = g.to_move(), them = opponent(me);
      if (triple_exists(g.board(), me)) continue;  // we would rather win
      Point ta, tb;
      if (!triple_exists(g.board(), them, &ta, &tb)) continue;
      // A witness that stopping is possible: one of our pairs over the cells of their threats.
      ref::Cells s = threat_cells(g.board(), them);
      bool possible = false;
      for (size_t i = 0; i < s.size() && !possible; ++i) {
        for (size_t j = i + 1; j < s.size() && !possible; ++j) {
          if (!(s[i] == ta || s[i] == tb || s[j] == ta || s[j] == tb)) continue;
          possible = !triple_exists(after(g, Move(s[i], s[j]), me), them);
        }
      }
      if (!possible) continue;
      ++checked;
      const Move m = engine_move(engine, g);
      INFO(g.board().to_string());
      CHECK_FALSE(triple_exists(after(g, m, me), them));
    }
  }
  WARN("stop-the-triple positions " << checked);
  CHECK(checked >= 20);
}

namespace {

// The attacker (engine, to move) wins against every defence within `turns` attacker turns?
// Attacker moves come from the engine; every defender reply that blocks all threats is tried.
bool verify_win(Engine& e, Game& g, int turns, int* engine_calls) {
  const Color att = g.to_move(), def = opponent(att);
  if (turns <= 0) return false;
  ++*engine_calls;
  const Move m = engine_move(e, g);
  if (g.play(m) != Illegal::kNone) return false;
  bool win;
  if (g.over()) {
    win = g.result() == (att == kBlack ? Result::kBlackWin : Result::kWhiteWin);
  } else if (!ref::threat_empties(g.board(), def).empty()) {
    win = false;  // the defender finishes six first
  } else {
    const int t = ref::threat_count(g.board(), att);
    if (t >= 3) {
      win = true;
    } else if (t <= 1) {
      win = false;  // not forcing: the defender has a free stone
    } else {
      const auto ws = ref::threat_empties(g.board(), att);
      const ref::Cells u = ref::union_cells(ws);
      win = true;
      for (size_t i = 0; i < u.size() && win; ++i) {
        for (size_t j = i + 1; j < u.size() && win; ++j) {
          if (!ref::hits_all(ws, {u[i], u[j]})) continue;
          REQUIRE(g.play(Move(u[i], u[j])) == Illegal::kNone);
          win = verify_win(e, g, turns - 1, engine_calls);
          g.undo();
        }
      }
    }
  }
  g.undo();
  return win;
}

}  // namespace

TEST_CASE("tactics: longer VCDT wins hold against every defence") {
  EngineOptions o;
  Engine engine(o);
  int checked = 0, longest = 0;
  for (int size : {15, 19}) {
    const std::vector<Game>& games = pool(size);
    for (size_t gi = 0; gi < games.size(); gi += 2) {
      const Game& pg = games[gi];
      if (pg.stones_required() != 2 || checked >= 80) continue;
      Limits lim;
      lim.nodes = 3000;
      const SearchReport r = engine.think(pg, lim);
      // Proofs of more than 5 turns can have thousands of defence lines: keep the suite fast.
      if (r.reason != "vcdt" || r.depth < 2 || r.depth > 5) continue;
      ++checked;
      longest = std::max(longest, r.depth);
      Game g = pg;
      int calls = 0;
      INFO(g.board().to_string() << "claimed depth " << r.depth);
      CHECK(verify_win(engine, g, r.depth, &calls));
    }
  }
  WARN("VCDT wins replayed " << checked << ", longest " << longest << " turns");
  CHECK(checked >= 30);
  CHECK(longest >= 3);
}
