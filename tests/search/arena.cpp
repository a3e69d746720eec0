// c6arena: in-process matches between engine levels, for strength iteration before the judge.
// Plays `--games` games (pairs of one opening with colours swapped) of --a vs --b at a fixed
// time, node or depth limit per turn and prints the score of --a with game counts.
//
//   c6arena --a default --b greedy --size 15 --games 200 --time 200
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <utility>
#include <vector>

#include "core/rng.h"
#include "core/timer.h"
#include "game/game.h"
#include "game/random_opening.h"
#include "search/engine.h"

using namespace c6;

namespace {

// The opening of game pair `seed` (game/random_opening.h).
Game opening(int size, uint64_t seed, int turns) {
  Rng rng(seed);
  return random_opening(size, &rng, turns);
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
    "  --time MS   milliseconds per turn, 1..600000 (default 200; none with --nodes or --depth)\n"
    "  --nodes N   node limit per turn, 1..1e12 (deterministic without --time; default none)\n"
    "  --depth D   depth limit per turn, 1..64 (deterministic without --time; default none)\n"
    "  --seed N    opening seed, 0..1e15 (default 1)\n"
    "  --turns N   random turns after Black's first stone, 0..10 (default 1)\n"
    "  -v          print every game's result; -v -v every turn\n"
    "Exit codes: 0 done, 1 an engine played an illegal move, 2 usage error.\n";

// The command line.
struct ArenaArgs {
  std::string la = "default", lb = "greedy";
  int size = 15, games = 20, verbose = 0, turns = 1;
  uint64_t seed = 1;
  Limits lim;  // no --time: 200 ms, unless a depth or node limit alone decides (parse_args)
};

// Returns -1 to go on, else the exit code (--help printed, or a usage error reported).
int parse_args(int argc, char** argv, ArenaArgs* o) {
  for (int i = 1; i < argc; ++i) {
    const std::string k = argv[i];
    if (k == "--help" || k == "-h") {
      std::printf("%s", kUsage);
      return 0;
    }
    if (k == "-v") {
      ++o->verbose;
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
      o->la = v;
    else if (k == "--b")
      o->lb = v;
    else if (k == "--size")
      o->size = static_cast<int>(x);
    else if (k == "--games")
      o->games = static_cast<int>(x);
    else if (k == "--time")
      o->lim.time_ms = x;
    else if (k == "--nodes")
      o->lim.nodes = static_cast<uint64_t>(x);
    else if (k == "--depth")
      o->lim.depth = static_cast<int>(x);
    else if (k == "--seed")
      o->seed = static_cast<uint64_t>(x);
    else
      o->turns = static_cast<int>(x);
  }
  // A depth or node limit without --time decides alone (deterministic); with no limit, 200 ms.
  if (o->lim.time_ms <= 0 && o->lim.depth == 0 && o->lim.nodes == 0) o->lim.time_ms = 200;
  return -1;
}

// A's results and turn times over the games played so far.
struct Tally {
  double score = 0;
  int wins = 0, losses = 0, draws = 0;
  double max_ms = 0, total_ms = 0;
  int a_turns = 0, overruns = 0;
};

// One finished game: the final position and A's turn summaries, oldest first.
struct PlayedGame {
  Game g;
  std::vector<std::string> a_log;
  bool illegal = false;  // an engine played an illegal move (already reported)
  explicit PlayedGame(Game start) : g(std::move(start)) {}
};

// Plays game gi from its opening to the end, A with a_colour, adding A's turn times to *t.
PlayedGame play_game(const ArenaArgs& o, int gi, Color a_colour, Engine& ea, Engine& eb, Tally* t) {
  PlayedGame pg(opening(o.size, o.seed * 1000003 + static_cast<uint64_t>(gi / 2), o.turns));
  Game& g = pg.g;
  while (!g.over()) {
    const bool a_moves = g.to_move() == a_colour;
    Timer timer;
    SearchReport r = (a_moves ? ea : eb).think(g, o.lim);
    const double ms = timer.elapsed_ms();
    if (a_moves) {
      t->max_ms = std::max(t->max_ms, ms);
      t->total_ms += ms;
      ++t->a_turns;
      t->overruns += o.lim.time_ms > 0 && ms > o.lim.time_ms;
    }
    if (g.play(r.move) != Illegal::kNone) {
      std::fprintf(stderr, "illegal move by %s: %s\n", a_moves ? o.la.c_str() : o.lb.c_str(),
                   r.summary().c_str());
      std::printf("%s", g.board().to_string().c_str());
      pg.illegal = true;
      return pg;
    }
    if (a_moves) pg.a_log.push_back(std::to_string(g.turns_played()) + ": " + r.summary());
    if (o.verbose > 1) std::printf("%s %s\n", a_moves ? "A" : "B", r.summary().c_str());
  }
  return pg;
}

// A lost game: the board, every move, and A's last 8 turns.
void print_lost_game(const PlayedGame& pg) {
  std::printf("%s", pg.g.board().to_string().c_str());
  std::printf("  moves:");
  for (const Move& mv : pg.g.moves()) {
    for (int i = 0; i < mv.count; ++i) std::printf(" %d,%d", mv.stone[i].x, mv.stone[i].y);
    std::printf(" ;");
  }
  std::printf("\n");
  const std::vector<std::string>& a_log = pg.a_log;
  for (size_t k = a_log.size() > 8 ? a_log.size() - 8 : 0; k < a_log.size(); ++k) {
    std::printf("  A turn %s\n", a_log[k].c_str());
  }
}

// Scores a finished game for A into *t and prints it when lost (or -v).
void record_result(const ArenaArgs& o, int gi, Color a_colour, const PlayedGame& pg, Tally* t) {
  const Result res = pg.g.result();
  double s = res == Result::kDraw                                 ? 0.5
             : (res == Result::kBlackWin) == (a_colour == kBlack) ? 1.0
                                                                  : 0.0;
  t->score += s;
  t->wins += s == 1.0;
  t->losses += s == 0.0;
  t->draws += s == 0.5;
  if (o.verbose || s == 0.0) {
    std::printf("game %d: A=%s as %s: %s after %d turns\n", gi, o.la.c_str(), color_name(a_colour),
                result_name(res), pg.g.turns_played());
    if (s == 0.0) print_lost_game(pg);
    std::fflush(stdout);
  }
}

}  // namespace

int main(int argc, char** argv) {
  ArenaArgs o;
  const int rc = parse_args(argc, argv, &o);
  if (rc >= 0) return rc;
  EngineOptions oa, ob;
  if (!parse_level(o.la, &oa.level) || !parse_level(o.lb, &ob.level)) {
    std::fprintf(stderr, "c6arena: unknown level '%s' (random, greedy, table, default)\n",
                 parse_level(o.la, &oa.level) ? o.lb.c_str() : o.la.c_str());
    return 2;
  }
  Engine ea(oa), eb(ob);
  Tally t;
  Timer all;
  for (int gi = 0; gi < o.games; ++gi) {
    const Color a_colour = gi % 2 == 0 ? kBlack : kWhite;
    const PlayedGame pg = play_game(o, gi, a_colour, ea, eb, &t);
    if (pg.illegal) return 1;
    record_result(o, gi, a_colour, pg, &t);
  }
  std::printf(
      "%s vs %s, %dx%d, %d games: +%d -%d =%d, score %.1f%% ; A turns %d, mean %.1f ms, max %.1f "
      "ms, over limit %d ; wall %.1f s\n",
      o.la.c_str(), o.lb.c_str(), o.size, o.size, o.games, t.wins, t.losses, t.draws,
      100.0 * t.score / o.games, t.a_turns, t.a_turns ? t.total_ms / t.a_turns : 0.0, t.max_ms,
      t.overruns, all.elapsed_ms() / 1000);
  return 0;
}
