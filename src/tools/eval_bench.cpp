#include "tools/eval_bench.h"

#include <algorithm>
#include <cstdio>

#include "core/parse_int.h"
#include "core/rng.h"
#include "core/timer.h"
#include "eval/position.h"

namespace c6 {

namespace {

// Bounds of bench eval's options: enough for any measurement, small enough to finish.
constexpr int kMaxPositions = 10000;
constexpr int kMaxTurns = 1000000;

struct EvalBenchResult {
  double incremental_ns;  // per two-stone turn
  double rescan_ns;       // per two-stone turn
};

// Random middlegame positions: `stones` stones of alternating colours at random cells.
Position random_position(int size, int stones, Rng& rng) {
  Position pos(size, *find_weights("default"));
  Color c = kBlack;
  for (int i = 0; i < stones; ++i) {
    int idx;
    do {
      idx = pos.board().index(Point(static_cast<int>(rng.below(static_cast<uint32_t>(size))),
                                    static_cast<int>(rng.below(static_cast<uint32_t>(size)))));
    } while (!pos.board().empty(idx));
    pos.make(idx, c);
    if (i % 2 == 0) c = opponent(c);
  }
  return pos;
}

// Times one two-stone turn both ways over the same random turns: incrementally (make both stones;
// unmake is timed too and halved out, since a search pays it as well) and by a full rescan of the
// board after placing the stones.
EvalBenchResult bench_size(int size, int positions, int turns, uint64_t seed) {
  Rng rng(seed);
  double inc_ns = 0, full_ns = 0;
  int64_t sink = 0;
  long total_turns = 0;
  for (int p = 0; p < positions; ++p) {
    Position pos = random_position(size, size * size / 4, rng);
    std::vector<int> empties;
    for (int idx : pos.board().cells()) {
      if (pos.board().empty(idx)) empties.push_back(idx);
    }
    std::vector<std::pair<int, int>> pairs;
    for (int t = 0; t < turns; ++t) {
      const int a = empties[rng.below(static_cast<uint32_t>(empties.size()))];
      int b;
      do b = empties[rng.below(static_cast<uint32_t>(empties.size()))];
      while (b == a);
      pairs.emplace_back(a, b);
    }
    Timer t1;
    for (const auto& pr : pairs) {
      pos.make(pr.first, kBlack);
      pos.make(pr.second, kBlack);
      sink += pos.score(kWhite, pr.first);
      pos.unmake(pr.second);
      pos.unmake(pr.first);
    }
    // make + unmake of a turn, halved: the cost of applying one turn.
    inc_ns += t1.elapsed_us() * 1000.0 / 2;
    Board board = pos.board();
    Timer t2;
    for (const auto& pr : pairs) {
      Board b = board;
      b.place(pr.first, kBlack);
      b.place(pr.second, kBlack);
      pos.load(b);
      sink += pos.score(kWhite, pr.first);
    }
    full_ns += t2.elapsed_us() * 1000.0;
    pos.load(board);
    total_turns += turns;
  }
  if (sink == 42) std::fprintf(stderr, " ");  // keeps the work observable
  return {inc_ns / total_turns, full_ns / total_turns};
}

}  // namespace

int eval_bench_main(const std::vector<std::string>& args) {
  int positions = 20, turns = 2000;
  std::string error;
  if (!parse_int_flags(
          args, {{"--positions", 1, kMaxPositions, &positions}, {"--turns", 1, kMaxTurns, &turns}},
          "bench eval", &error)) {
    std::fprintf(stderr, "c6bot bench eval: %s\n", error.c_str());
    return 2;
  }
  const int kRepeats = 5;
  std::printf(
      "eval bench: %d random positions (board 1/4 full) x %d random two-stone turns, median of "
      "%d runs\n",
      positions, turns, kRepeats);
  std::printf("%-6s %16s %16s %8s\n", "board", "incremental/turn", "full rescan/turn", "ratio");
  for (int size : {15, 19}) {
    std::vector<double> inc, full, ratio;
    for (int r = 0; r < kRepeats; ++r) {
      const EvalBenchResult res = bench_size(size, positions, turns, 1234 + size + 100 * r);
      inc.push_back(res.incremental_ns);
      full.push_back(res.rescan_ns);
      ratio.push_back(res.rescan_ns / res.incremental_ns);
    }
    for (auto* v : {&inc, &full, &ratio}) std::sort(v->begin(), v->end());
    std::printf("%2dx%-3d %13.0f ns %13.0f ns %7.1fx\n", size, size, inc[kRepeats / 2],
                full[kRepeats / 2], ratio[kRepeats / 2]);
  }
  return 0;
}

}  // namespace c6
