#include "eval/weights.h"

namespace c6 {

namespace {

// The classic Connect6 greedy bot's double-criteria tables (docs/baselines.md):
// aggressive for our own windows, defensive for the opponent's.
constexpr WeightTable kGreedy = {
    "greedy",
    "classic double-criteria tuple bot: aggressive own / defensive opponent tables",
    {0, 10, 380, 1050, 50000, 1000000, 1000000},
    {0, 5, 15, 100, 4500, 4000000, 4000000}};

// The 19x19 six-in-a-row tuple-score program. An empty window is worth 7 to every cell; it is
// counted once (own[0]) so it is not added for both colours.
constexpr WeightTable kTable = {"table",
                                "six-in-a-row tuple-score bot: offensive by design",
                                {7, 35, 800, 15000, 800000, 200000000, 200000000},
                                {0, 15, 400, 1800, 100000, 100000000, 100000000}};

// Our engine's candidate-ordering table. Attack and defence are close to symmetric because the
// search, not the table, decides tactics; a window with 2-3 stones is what threat play grows from.
constexpr WeightTable kDefault = {"default",
                                  "c6 engine move-ordering table",
                                  {1, 16, 320, 2400, 40000, 200000, 200000},
                                  {0, 12, 260, 2000, 32000, 160000, 160000}};

const WeightTable* const kAll[] = {&kGreedy, &kTable, &kDefault};

}  // namespace

const WeightTable* find_weights(const std::string& name) {
  for (const WeightTable* t : kAll) {
    if (name == t->name) return t;
  }
  return nullptr;
}

std::vector<const WeightTable*> all_weights() {
  return std::vector<const WeightTable*>(std::begin(kAll), std::end(kAll));
}

}  // namespace c6
