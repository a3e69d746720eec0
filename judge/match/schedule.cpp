#include "match/schedule.h"

#include <algorithm>
#include <utility>

#include "core/rng.h"

namespace c6 {
namespace judge {

std::vector<std::pair<int, int>> make_pairings(const RunConfig& cfg) {
  std::vector<std::pair<int, int>> p;
  const int n = static_cast<int>(cfg.bots.size());
  if (cfg.mode == RunMode::kPairs) {
    p = cfg.pairs;
  } else if (cfg.mode == RunMode::kMatch) {
    p.push_back({0, 1});
  } else if (cfg.mode == RunMode::kGauntlet) {
    for (int j = 1; j < n; ++j) p.push_back({0, j});
  } else {
    for (int i = 0; i < n; ++i) {
      for (int j = i + 1; j < n; ++j) p.push_back({i, j});
    }
  }
  return p;
}

ScheduledGame schedule_game(const RunConfig& cfg, int pairings, int index) {
  const std::vector<std::pair<int, int>> pp = make_pairings(cfg);
  ScheduledGame s;
  s.index = index;
  s.round = index / (2 * pairings);
  const int within = index % (2 * pairings);
  s.pairing = within / 2;
  const bool swapped = within % 2 == 1;
  s.black = swapped ? pp[s.pairing].second : pp[s.pairing].first;
  s.white = swapped ? pp[s.pairing].first : pp[s.pairing].second;
  s.seed = mix64(cfg.seed * 0x9e3779b97f4a7c15ULL + static_cast<uint64_t>(index));
  if (!cfg.openings.empty()) {
    // A seeded shuffle of the opening list, walked round by round: every pairing plays the same
    // opening in the same round, and the order depends on the seed only.
    const int n = static_cast<int>(cfg.openings.size());
    std::vector<int> perm(n);
    for (int i = 0; i < n; ++i) perm[i] = i;
    Rng rng(mix64(cfg.seed ^ 0x6f70656e696e6773ULL));
    for (int i = n - 1; i > 0; --i) std::swap(perm[i], perm[rng.below(i + 1)]);
    s.opening = perm[s.round % n];
  }
  if (cfg.random_symmetry) {
    Rng rng(mix64(cfg.seed ^ (0x73796d6dULL + static_cast<uint64_t>(s.round) * 0x100000001ULL)));
    s.symmetry = static_cast<int>(rng.below(8));
  }
  return s;
}

int games_per_pairing(const RunConfig& cfg) { return std::max(2, cfg.games + (cfg.games & 1)); }

}  // namespace judge
}  // namespace c6
