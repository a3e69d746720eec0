#include "tools/bench.h"

#include <cstdio>
#include <cstring>

#include "core/coords.h"
#include "core/parse_int.h"
#include "core/rng.h"
#include "core/timer.h"
#include "eval/weights.h"
#include "search/engine.h"
#include "search/params.h"
#include "tools/eval_bench.h"

namespace c6 {

namespace {

// Option bounds. Depth: the bot's --depth range. Hash: the bot's --hash range. Perft: the
// endgame boards hold at most 15 empty cells, so 8 turns empty them.
constexpr int kMaxBenchDepth = 64;
constexpr int kMaxHashMb = 4096;
constexpr int kMaxPerftDepth = 8;

// Stones in play order (x, y): Black's single first stone, then two per turn.
Game game_from(int size, std::initializer_list<int> xy) {
  Game g(size);
  std::vector<Point> pts;
  for (auto it = xy.begin(); it != xy.end(); it += 2) pts.push_back(Point(it[0], it[1]));
  size_t i = 0;
  while (i < pts.size()) {
    const Move m = i == 0 ? Move(pts[0]) : Move(pts[i], pts[i + 1]);
    i += m.count;
    if (g.play(m) != Illegal::kNone) break;
  }
  return g;
}

// A small board filled by a seeded random game that avoids six, leaving `empties` cells.
Game filled(int size, uint64_t seed, int empties) {
  Game g(size);
  Rng rng(seed);
  while (g.size() * g.size() - g.board().stone_count() > empties) {
    Move m;
    bool ok = false;
    for (int tries = 0; tries < 500 && !ok; ++tries) {
      const Point a(static_cast<int>(rng.below(size)), static_cast<int>(rng.below(size)));
      const Point b(static_cast<int>(rng.below(size)), static_cast<int>(rng.below(size)));
      m = g.stones_required() == 1 ? Move(a) : Move(a, b);
      if (g.check(m) != Illegal::kNone) continue;
      g.play(m);
      ok = !g.over();
      if (!ok) g.undo();
    }
    if (!ok) break;
  }
  return g;
}

}  // namespace

std::vector<BenchPosition> bench_positions() {
  return {
      {"15-opening", game_from(15, {4, 6, 8, 8, 4, 4, 7, 7, 9, 4, 9, 7, 7, 9})},
      // From self-play (balanced openings, 30k nodes per turn), turn 19.
      {"15-middle", game_from(15, {7, 7, 5, 6, 8, 6, 5, 5, 6, 6, 8, 7, 8, 8, 6, 5, 8, 9, 6,
                                   4, 7, 5, 5, 3, 9, 7, 4, 4, 5, 4, 3, 4, 6, 9, 6, 8, 7, 9})},
      {"15-defence", game_from(15, {9,  9,  7,  10, 7, 8,  8, 8, 7,  6,  7, 9,  7, 11, 7, 12,
                                    7,  7,  10, 10, 9, 10, 6, 6, 5,  5,  4, 4,  8, 10, 5, 10,
                                    11, 10, 8,  9,  6, 7,  4, 5, 10, 11, 6, 11, 9, 8})},
      {"15-tactical", game_from(15, {10, 10, 4,  8, 9,  9, 7, 4, 4,  4, 10, 9, 11, 9, 8,  9, 6,  4,
                                     12, 9,  13, 9, 14, 9, 5, 4, 2,  4, 8,  4, 7,  5, 5,  3, 11, 7,
                                     9,  5,  10, 6, 8,  6, 3, 1, 9,  7, 9,  6, 7,  6, 5,  6, 11, 6,
                                     7,  7,  7,  3, 7,  2, 7, 8, 11, 8, 6,  3, 8,  5, 10, 8})},
      {"19-opening", game_from(19, {8, 7, 12, 7, 6, 8, 12, 11, 7, 8, 6, 9, 6, 7})},
      // Middlegames from 19x19 self-play (balanced openings, 30k nodes per turn), turn 23.
      {"19-middle-a", game_from(19, {9,  9,  7,  9,  8,  9,  7,  7,  8,  8,  6,  6, 11, 11, 9,  8,
                                     10, 8,  7,  8,  9,  10, 8,  10, 7,  11, 11, 7, 5,  13, 10, 9,
                                     10, 11, 10, 10, 11, 10, 11, 9,  12, 10, 9,  7, 13, 8})},
      {"19-middle-b",
       game_from(19, {9, 9, 7, 8, 8, 8, 10, 8, 8, 10, 6,  8, 7, 11, 9, 7, 11, 7, 13, 5, 4, 8, 5,
                      8, 5, 9, 7, 9, 7, 10, 7, 6, 7,  12, 4, 6, 5,  7, 3, 5,  6, 7,  4, 7, 4, 9})},
      {"19-middle-c",
       game_from(19, {9, 9, 7, 7, 8, 8, 10, 8, 8, 10, 8, 6, 11, 7, 6,  8, 7, 9, 8,  9, 9, 11, 6,
                      6, 5, 7, 3, 5, 7, 5,  6, 7, 6,  9, 6, 4,  6, 10, 7, 6, 7, 11, 5, 3, 6,  12})},
      {"19-middle-d",
       game_from(19, {11, 6, 7, 7, 8, 7, 9, 12, 7, 6, 6,  7, 9, 7, 4,  7, 10, 7, 8,
                      6,  8, 8, 8, 9, 9, 8, 13, 4, 7, 10, 9, 9, 9, 13, 9, 10, 6, 10})},
      {"19-tactical",
       game_from(
           19, {10, 8, 12, 9, 9,  7, 6,  6, 9,  12, 10, 7,  11, 8, 9, 6,  7, 6, 11, 7, 12, 7,  7, 7,
                13, 7, 11, 6, 11, 9, 11, 4, 11, 10, 10, 9,  8,  9, 9, 9,  8, 8, 4,  4, 10, 10, 5, 6,
                8,  6, 4,  6, 10, 6, 9,  8, 9,  10, 9,  11, 12, 8, 8, 12, 7, 8, 5,  8, 13, 9})},
  };
}

Game bench_position(const std::string& name) {
  for (const BenchPosition& bp : bench_positions()) {
    if (name == bp.name) return bp.game;
  }
  return Game(15);
}

std::vector<BenchPosition> perft_positions() {
  return {
      {"15-empty", Game(15)},
      {"19-opening", game_from(19, {8, 7, 12, 7, 6, 8, 12, 11, 7, 8, 6, 9, 6, 7})},
      // Seeds picked so that some turns make six (the counts then fall below the formula).
      {"7-endgame-a", filled(7, 14, 13)},
      {"7-endgame-b", filled(7, 3, 15)},
      {"8-endgame", filled(8, 5, 13)},
  };
}

uint64_t perft(Position& pos, Color mover, int stones, int depth) {
  if (depth <= 0) return 1;
  const Board& b = pos.board();
  const std::vector<int>& cells = b.cells();
  const uint64_t e = static_cast<uint64_t>(b.cell_count() - b.stone_count());
  if (e < static_cast<uint64_t>(stones)) return 0;
  if (depth == 1) return stones == 1 ? e : e * (e - 1) / 2;  // every turn is a leaf
  uint64_t total = 0;
  const Color next = opponent(mover);
  for (size_t i = 0; i < cells.size(); ++i) {
    const int a = cells[i];
    if (!b.empty(a)) continue;
    pos.make(a, mover);
    if (stones == 1) {
      total += pos.has_six(mover) ? 1 : perft(pos, next, 2, depth - 1);
    } else {
      for (size_t j = i + 1; j < cells.size(); ++j) {
        const int c = cells[j];
        if (!b.empty(c)) continue;
        pos.make(c, mover);
        total += pos.has_six(mover) ? 1 : perft(pos, next, 2, depth - 1);
        pos.unmake(c);
      }
    }
    pos.unmake(a);
  }
  return total;
}

int perft_main(const std::vector<std::string>& args) {
  int max_depth = 3;
  std::string error;
  if (!parse_int_flags(args, {{"--depth", 1, kMaxPerftDepth, &max_depth}}, "perft", &error)) {
    std::fprintf(stderr, "c6bot perft: %s\n", error.c_str());
    return 2;
  }
  Timer timer;
  for (const BenchPosition& bp : perft_positions()) {
    Position pos(bp.game, *find_weights("default"));
    const int empties = bp.game.board().cell_count() - bp.game.board().stone_count();
    // Deep counts from open boards are astronomically large: depth 3 only on the endgames.
    const int limit = empties > 40 ? std::min(max_depth, 2) : max_depth;
    for (int d = 1; d <= limit; ++d) {
      Timer t;
      const uint64_t n = perft(pos, bp.game.to_move(), bp.game.stones_required(), d);
      std::printf("perft %-12s empties %3d depth %d: %llu (%.0f ms)\n", bp.name, empties, d,
                  static_cast<unsigned long long>(n), t.elapsed_ms());
    }
  }
  std::printf("perft total %.0f ms\n", timer.elapsed_ms());
  return 0;
}

int bench_main(const std::vector<std::string>& args) {
  if (!args.empty() && args[0] == "eval") {
    return eval_bench_main(std::vector<std::string>(args.begin() + 1, args.end()));
  }
  int depth = 5;
  int hash_mb = 32;
  std::string error;
  std::vector<std::string> rest;
  std::vector<std::pair<std::string, double>> overrides;
  if (!take_search_param_flags(args, &rest, &overrides, &error) ||
      !parse_int_flags(
          rest, {{"--depth", 1, kMaxBenchDepth, &depth}, {"--hash", 1, kMaxHashMb, &hash_mb}},
          "bench [eval] [--param NAME=VALUE]...", &error)) {
    std::fprintf(stderr, "c6bot bench: %s\n", error.c_str());
    return 2;
  }
  uint64_t total_nodes = 0, sig = 0;
  double total_ms = 0, ms19 = 0;
  uint64_t nodes19 = 0;
  for (const BenchPosition& bp : bench_positions()) {
    EngineOptions o;
    o.hash_mb = hash_mb;
    o.params = overrides;
    Engine engine(o);       // fresh tables: every run counts the same nodes
    engine.clear_tables();  // allocation and first touch are not search time
    Limits lim;
    lim.depth = depth;  // no time_ms: the depth alone decides
    Timer t;
    const SearchReport r = engine.think(bp.game, lim);
    const double ms = t.elapsed_ms();
    int bz[4];
    coords::to_botzone(r.move, bz);
    std::printf("bench %-12s depth %d: %-7s move %d,%d %d,%d score %lld nodes %llu %.0f ms\n",
                bp.name, r.depth, r.reason.c_str(), bz[0], bz[1], bz[2], bz[3],
                static_cast<long long>(r.score), static_cast<unsigned long long>(r.nodes), ms);
    total_nodes += r.nodes;
    total_ms += ms;
    if (std::strncmp(bp.name, "19-middle", 9) == 0) {
      ms19 += ms;
      nodes19 += r.nodes;
    }
    sig = mix64(sig ^ r.nodes);
    for (int k = 0; k < 4; ++k) sig = mix64(sig ^ static_cast<uint64_t>(bz[k] + 7));
  }
  std::printf("nodes %llu\nnps %.0f\nnps19mid %.0f\nsignature %016llx\n",
              static_cast<unsigned long long>(total_nodes),
              total_ms > 0 ? total_nodes * 1000.0 / total_ms : 0.0,
              ms19 > 0 ? nodes19 * 1000.0 / ms19 : 0.0, static_cast<unsigned long long>(sig));
  return 0;
}

}  // namespace c6
