// Brute-force referees for the search tests. They work on Points and scan the board line by line
// (no WindowTable, no Position counts, no search code), so they check the engine independently.
#pragma once

#include <algorithm>
#include <cstdint>
#include <vector>

#include "core/rng.h"
#include "game/game.h"
#include "search/engine.h"

namespace c6 {
namespace ref {

using Cells = std::vector<Point>;

inline bool inside(int n, Point p) { return p.x >= 0 && p.y >= 0 && p.x < n && p.y < n; }

// Every six-cell window (as its six points) of an n x n board.
inline std::vector<Cells> all_windows(int n) {
  static const int dx[4] = {1, 0, 1, -1}, dy[4] = {0, 1, 1, 1};
  std::vector<Cells> out;
  for (int d = 0; d < 4; ++d) {
    for (int y = 0; y < n; ++y) {
      for (int x = 0; x < n; ++x) {
        if (!inside(n, Point(x + 5 * dx[d], y + 5 * dy[d]))) continue;
        Cells w;
        for (int k = 0; k < 6; ++k) w.push_back(Point(x + k * dx[d], y + k * dy[d]));
        out.push_back(w);
      }
    }
  }
  return out;
}

inline const std::vector<Cells>& windows_of(int n) {
  static const std::vector<Cells> w15 = all_windows(15), w19 = all_windows(19);
  if (n == 15) return w15;
  if (n == 19) return w19;
  static thread_local std::vector<Cells> other;
  other = all_windows(n);
  return other;
}

// Empty cells of each window that c could finish with two stones (>= 4 of c, none of the other).
inline std::vector<Cells> threat_empties(const Board& b, Color c) {
  std::vector<Cells> out;
  const Color o = opponent(c);
  for (const Cells& w : windows_of(b.size())) {
    int mine = 0, theirs = 0;
    for (Point p : w) {
      const Color s = b.at(p);
      mine += s == c;
      theirs += s == o;
    }
    if (theirs != 0 || mine < 4 || mine == 6) continue;
    Cells e;
    for (Point p : w) {
      if (b.at(p) == kEmpty) e.push_back(p);
    }
    out.push_back(e);
  }
  return out;
}

inline bool contains(const Cells& s, Point p) {
  return std::find(s.begin(), s.end(), p) != s.end();
}

inline bool hits_all(const std::vector<Cells>& ws, const Cells& chosen) {
  for (const Cells& w : ws) {
    bool hit = false;
    for (Point p : chosen) hit = hit || contains(w, p);
    if (!hit) return false;
  }
  return true;
}

inline Cells union_cells(const std::vector<Cells>& ws) {
  Cells u;
  for (const Cells& w : ws) {
    for (Point p : w) {
      if (!contains(u, p)) u.push_back(p);
    }
  }
  return u;
}

// Minimum hitting set size of c's threat windows by trying all subsets of size 0, 1, 2; else 3.
inline int threat_count(const Board& b, Color c) {
  const std::vector<Cells> ws = threat_empties(b, c);
  if (ws.empty()) return 0;
  const Cells u = union_cells(ws);
  for (Point p : u) {
    if (hits_all(ws, {p})) return 1;
  }
  for (size_t i = 0; i < u.size(); ++i) {
    for (size_t j = i + 1; j < u.size(); ++j) {
      if (hits_all(ws, {u[i], u[j]})) return 2;
    }
  }
  return 3;
}

// True if c has six (or more) in a row.
inline bool has_six(const Board& b, Color c) {
  for (const Cells& w : windows_of(b.size())) {
    int mine = 0;
    for (Point p : w) mine += b.at(p) == c;
    if (mine == 6) return true;
  }
  return false;
}

// Positions from noisy greedy self-play: each turn is a greedy or table move, or (with
// probability noise) random stones near the last stones, so threats of all shapes occur.
// Returns games (prefixes) with the side to move not yet lost.
inline std::vector<Game> self_play_positions(int size, uint64_t seed, int games, double noise) {
  std::vector<Game> out;
  Rng rng(seed);
  EngineOptions og, ot;
  og.level = Level::kGreedy;
  ot.level = Level::kTable;
  Engine greedy(og), table(ot);
  Limits lim;
  for (int gi = 0; gi < games; ++gi) {
    Game g(size);
    while (!g.over() && g.board().stone_count() + 2 < size * size) {
      Move m;
      const bool random = rng.below(1000) < noise * 1000;
      if (random && g.turns_played() > 0) {
        const Move& last = g.moves().back();
        Point p[2];
        for (int tries = 0; tries < 200; ++tries) {
          for (int i = 0; i < 2; ++i) {
            // Two draws in one argument list would be taken in an unspecified order (g++ right
            // to left, clang++ left to right): sequenced here, in g++'s order, so every compiler
            // plays the same noisy games.
            const int dy = static_cast<int>(rng.below(7));
            const int dx = static_cast<int>(rng.below(7));
            p[i] = Point(last.stone[0].x - 3 + dx, last.stone[0].y - 3 + dy);
          }
          m = Move(p[0], p[1]);
          if (g.check(m) == Illegal::kNone) break;
        }
        if (g.check(m) != Illegal::kNone) m = greedy.think(g, lim).move;
      } else {
        m = (rng.below(2) ? greedy : table).think(g, lim).move;
      }
      if (g.play(m) != Illegal::kNone) break;
      if (!g.over()) out.push_back(g);
    }
  }
  return out;
}

}  // namespace ref
}  // namespace c6
