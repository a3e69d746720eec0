// c6arena: in-process matches between engine levels, for strength iteration before the judge.
// Plays `--games` games (pairs of one opening with colours swapped) of --a vs --b at a fixed
// time, node or depth limit per turn and prints the score of --a with game counts.
//
//   c6arena --a default --b greedy --size 15 --games 200 --time 200
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

#include "core/rng.h"
#include "core/timer.h"
#include "game/game.h"
#include "search/engine.h"

using namespace c6;

namespace {

// A random opening: Black's stone within 1 of the centre, then `turns` more random turns within 3
// of the centre. The default (1: White's two stones random) keeps openings balanced; with 2,
// Black's random second turn loses some openings outright against any competent White.
Game opening(int size, uint64_t seed, int turns) {
  Rng rng(seed);
  Game g(size);
  const int c = size / 2;
  for (int t = 0; t <= turns; ++t) {
    const int need = g.stones_required();
    Move m;
    for (int tries = 0; tries < 1000; ++tries) {
      Point p[2];
      const int r = t == 0 ? 1 : 3;
      for (int i = 0; i < need; ++i) {
        p[i] = Point(c - r + static_cast<int>(rng.below(2 * r + 1)),
                     c - r + static_cast<int>(rng.below(2 * r + 1)));
      }
      m = need == 1 ? Move(p[0]) : Move(p[0], p[1]);
      if (g.check(m) == Illegal::kNone) break;
    }
    g.play(m);
  }
  return g;
}

}  // namespace

int main(int argc, char** argv) {
  std::string la = "default", lb = "greedy";
  int size = 15, games = 20, verbose = 0, turns = 1;
  uint64_t seed = 1;
  Limits lim;
  lim.time_ms = 200;
  for (int i = 1; i + 1 < argc || (i < argc && !std::strcmp(argv[i], "-v")); ++i) {
    const std::string k = argv[i];
    if (k == "-v") {
      ++verbose;
      continue;
    }
    const char* v = argv[++i];
    if (k == "--a")
      la = v;
    else if (k == "--b")
      lb = v;
    else if (k == "--size")
      size = std::atoi(v);
    else if (k == "--games")
      games = std::atoi(v);
    else if (k == "--time")
      lim.time_ms = std::atof(v);
    else if (k == "--nodes")
      lim.nodes = std::strtoull(v, nullptr, 10);
    else if (k == "--depth")
      lim.depth = std::atoi(v);
    else if (k == "--seed")
      seed = std::strtoull(v, nullptr, 10);
    else if (k == "--turns")
      turns = std::atoi(v);
    else {
      std::fprintf(stderr, "unknown option %s\n", k.c_str());
      return 2;
    }
  }
  EngineOptions oa, ob;
  if (!parse_level(la, &oa.level) || !parse_level(lb, &ob.level)) {
    std::fprintf(stderr, "bad level\n");
    return 2;
  }
  Engine ea(oa), eb(ob);
  double score = 0;
  int wins = 0, losses = 0, draws = 0;
  double max_ms = 0, total_ms = 0;
  int a_turns = 0, overruns = 0;
  Timer all;
  for (int gi = 0; gi < games; ++gi) {
    Game g = opening(size, seed * 1000003 + static_cast<uint64_t>(gi / 2), turns);
    const Color a_colour = gi % 2 == 0 ? kBlack : kWhite;
    std::vector<std::string> a_log;
    while (!g.over()) {
      const bool a_moves = g.to_move() == a_colour;
      Timer t;
      SearchReport r = (a_moves ? ea : eb).think(g, lim);
      const double ms = t.elapsed_ms();
      if (a_moves) {
        max_ms = std::max(max_ms, ms);
        total_ms += ms;
        ++a_turns;
        overruns += ms > lim.time_ms;
      }
      if (g.play(r.move) != Illegal::kNone) {
        std::fprintf(stderr, "illegal move by %s: %s\n", a_moves ? la.c_str() : lb.c_str(),
                     r.summary().c_str());
        std::printf("%s", g.board().to_string().c_str());
        return 1;
      }
      if (a_moves) a_log.push_back(std::to_string(g.turns_played()) + ": " + r.summary());
      if (verbose > 1) std::printf("%s %s\n", a_moves ? "A" : "B", r.summary().c_str());
    }
    const Result res = g.result();
    double s = res == Result::kDraw                                 ? 0.5
               : (res == Result::kBlackWin) == (a_colour == kBlack) ? 1.0
                                                                    : 0.0;
    score += s;
    wins += s == 1.0;
    losses += s == 0.0;
    draws += s == 0.5;
    if (verbose || s == 0.0) {
      std::printf("game %d: A=%s as %s: %s after %d turns\n", gi, la.c_str(), color_name(a_colour),
                  result_name(res), g.turns_played());
      if (s == 0.0) {
        std::printf("%s", g.board().to_string().c_str());
        std::printf("  moves:");
        for (const Move& mv : g.moves()) {
          for (int i = 0; i < mv.count; ++i) std::printf(" %d,%d", mv.stone[i].x, mv.stone[i].y);
          std::printf(" ;");
        }
        std::printf("\n");
        for (size_t k = a_log.size() > 8 ? a_log.size() - 8 : 0; k < a_log.size(); ++k) {
          std::printf("  A turn %s\n", a_log[k].c_str());
        }
      }
      std::fflush(stdout);
    }
  }
  std::printf(
      "%s vs %s, %dx%d, %d games: +%d -%d =%d, score %.1f%% ; A turns %d, mean %.1f ms, max %.1f "
      "ms, over limit %d ; wall %.1f s\n",
      la.c_str(), lb.c_str(), size, size, games, wins, losses, draws, 100.0 * score / games,
      a_turns, a_turns ? total_ms / a_turns : 0.0, max_ms, overruns, all.elapsed_ms() / 1000);
  return 0;
}
