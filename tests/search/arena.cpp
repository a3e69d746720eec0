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

// Reads a number in [lo, hi] from the whole of text. False on anything else.
bool parse_number(const char* text, double lo, double hi, double* out) {
  char* end = nullptr;
  const double v = std::strtod(text, &end);
  if (end == text || *end != '\0' || !(v >= lo && v <= hi)) return false;
  *out = v;
  return true;
}

const char kUsage[] =
    "usage: c6arena [--a LEVEL] [--b LEVEL] [--size N] [--games N] [--time MS] [--nodes N]\n"
    "               [--depth D] [--seed N] [--turns N] [-v [-v]] [--help]\n"
    "In-process games of level A against level B, colours swapped on each random opening;\n"
    "prints A's score and turn times, and the board and A's last turns of every lost game.\n"
    "  --a LEVEL, --b LEVEL  random, greedy, table or default (default: default vs greedy)\n"
    "  --size N    board size 6..25 (default 15)\n"
    "  --games N   1..1000000 games; games 2k and 2k+1 share an opening (default 20)\n"
    "  --time MS   milliseconds per turn, 1..600000 (default 200)\n"
    "  --nodes N   node limit per turn, 1..1e12 (deterministic; default none)\n"
    "  --depth D   depth limit per turn, 1..64 (deterministic; default none)\n"
    "  --seed N    opening seed, 0..1e15 (default 1)\n"
    "  --turns N   random turns after Black's first stone, 0..10 (default 1)\n"
    "  -v          print every game's result; -v -v every turn\n"
    "Exit codes: 0 done, 1 an engine played an illegal move, 2 usage error.\n";

}  // namespace

int main(int argc, char** argv) {
  std::string la = "default", lb = "greedy";
  int size = 15, games = 20, verbose = 0, turns = 1;
  uint64_t seed = 1;
  Limits lim;
  lim.time_ms = 200;
  for (int i = 1; i < argc; ++i) {
    const std::string k = argv[i];
    if (k == "--help" || k == "-h") {
      std::printf("%s", kUsage);
      return 0;
    }
    if (k == "-v") {
      ++verbose;
      continue;
    }
    struct Numeric {
      const char* flag;
      double lo, hi;
    };
    static const Numeric kNumeric[] = {{"--size", kMinSize, kMaxSize},
                                       {"--games", 1, 1e6},
                                       {"--time", 1, 6e5},
                                       {"--nodes", 1, 1e12},
                                       {"--depth", 1, 64},
                                       {"--seed", 0, 1e15},
                                       {"--turns", 0, 10}};
    const Numeric* num = nullptr;
    for (const Numeric& n : kNumeric) {
      if (k == n.flag) num = &n;
    }
    if (!num && k != "--a" && k != "--b") {
      std::fprintf(stderr, "c6arena: unknown option '%s' (see --help)\n", k.c_str());
      return 2;
    }
    if (i + 1 >= argc) {
      std::fprintf(stderr, "c6arena: %s needs a value (see --help)\n", k.c_str());
      return 2;
    }
    const char* v = argv[++i];
    double x = 0;
    if (num && (!parse_number(v, num->lo, num->hi, &x) || (k != "--time" && x != std::floor(x)))) {
      std::fprintf(stderr, "c6arena: %s must be %s in %.0f..%.0f, got '%s'\n", k.c_str(),
                   k == "--time" ? "a number" : "an integer", num->lo, num->hi, v);
      return 2;
    }
    if (k == "--a")
      la = v;
    else if (k == "--b")
      lb = v;
    else if (k == "--size")
      size = static_cast<int>(x);
    else if (k == "--games")
      games = static_cast<int>(x);
    else if (k == "--time")
      lim.time_ms = x;
    else if (k == "--nodes")
      lim.nodes = static_cast<uint64_t>(x);
    else if (k == "--depth")
      lim.depth = static_cast<int>(x);
    else if (k == "--seed")
      seed = static_cast<uint64_t>(x);
    else
      turns = static_cast<int>(x);
  }
  EngineOptions oa, ob;
  if (!parse_level(la, &oa.level) || !parse_level(lb, &ob.level)) {
    std::fprintf(stderr, "c6arena: unknown level '%s' (random, greedy, table, default)\n",
                 parse_level(la, &oa.level) ? lb.c_str() : la.c_str());
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
