#include <catch2/catch.hpp>
#include <cmath>
#include <set>

#include "core/rng.h"
#include "tools/texel.h"
#include "tools/tune.h"

using namespace c6;

namespace {

// Known weights (in engine units) and scale for synthetic data: six window-count features.
constexpr double kTrueK = 0.02;
const int kFree[6] = {0, 1, 2, 5, 6, 7};
const double kTrueW[6] = {3, 12, 50, -2, -10, -40};

TexelModel true_model() {
  TexelModel m;
  for (int j = 0; j < 6; ++j) m.w[kFree[j]] = kTrueW[j];
  return m;
}

// n samples from `games` games: random counts, labels drawn from the true model's probability.
std::vector<TexelSample> synthetic(int n, int games, uint64_t seed) {
  Rng rng(seed);
  const TexelModel truth = true_model();
  std::vector<TexelSample> out;
  for (int i = 0; i < n; ++i) {
    TexelSample s;
    s.x.f[0] = rng.below(40);
    s.x.f[1] = rng.below(15);
    s.x.f[2] = rng.below(5);
    s.x.f[5] = rng.below(40);
    s.x.f[6] = rng.below(15);
    s.x.f[7] = rng.below(5);
    const double p = 1 / (1 + std::exp(-kTrueK * texel_eval(truth, s.x)));
    s.result = (rng.next() >> 11) * (1.0 / 9007199254740992.0) < p ? 1.0 : 0.0;
    s.game = i % games;
    out.push_back(s);
  }
  return out;
}

}  // namespace

TEST_CASE("texel: the fit recovers known weights from synthetic results") {
  const std::vector<TexelSample> s = synthetic(40000, 4000, 7);
  TexelModel m;  // all weights 0
  for (int f : kFree) m.free[f] = true;
  const int steps = texel_fit_weights(s, &m, kTrueK, 0, 50);
  CHECK(steps > 0);
  for (int j = 0; j < 6; ++j) {
    INFO("feature " << texel_feature_name(kFree[j]) << " fitted " << m.w[kFree[j]]);
    CHECK(std::fabs(m.w[kFree[j]] - kTrueW[j]) <= 0.15 * std::fabs(kTrueW[j]) + 0.5);
  }
  // Fixed weights stay where they were.
  CHECK(m.w[3] == 0);
  CHECK(m.w[kTexelMoverDouble] == 0);
}

TEST_CASE("texel: K is recovered with the true weights held") {
  const std::vector<TexelSample> s = synthetic(20000, 2000, 11);
  const double k = texel_fit_scale(s, true_model());
  CHECK(k == Approx(kTrueK).epsilon(0.15));
}

TEST_CASE("texel: fitting on train lowers the held-out loss; the split is by game") {
  const std::vector<TexelSample> all = synthetic(30000, 3000, 5);
  std::vector<TexelSample> tr, ho;
  texel_split(all, 1, 0.2, &tr, &ho);
  std::set<int> tr_games, ho_games;
  for (const TexelSample& t : tr) tr_games.insert(t.game);
  for (const TexelSample& t : ho) ho_games.insert(t.game);
  for (int g : ho_games) CHECK(tr_games.count(g) == 0);
  CHECK(ho.size() > 0.15 * all.size());
  CHECK(ho.size() < 0.25 * all.size());
  // The same seed gives the same split.
  std::vector<TexelSample> tr2, ho2;
  texel_split(all, 1, 0.2, &tr2, &ho2);
  CHECK(ho2.size() == ho.size());

  TexelModel m;  // wrong start: every count worth the same
  for (int j = 0; j < 6; ++j) {
    m.w[kFree[j]] = j < 3 ? 10 : -10;
    m.free[kFree[j]] = true;
  }
  const double before = texel_loss(ho, m, kTrueK).log_loss;
  texel_fit_weights(tr, &m, kTrueK, 1e-6, 50);
  const double after = texel_loss(ho, m, kTrueK).log_loss;
  const double best = texel_loss(ho, true_model(), kTrueK).log_loss;
  CHECK(after < before - 0.01);
  CHECK(after < best + 0.005);  // as good as the truth, up to sampling noise
}

TEST_CASE("texel: double-threat cells are empty cells where live 3-windows cross") {
  Position pos(15, *find_weights("default"));
  const Board& b = pos.board();
  // Black three on row 7 (x = 4..6) and three on column 7 (y = 4..6): they cross at (7,7) only.
  for (int x = 4; x <= 6; ++x) pos.make(b.index(Point(x, 7)), kBlack);
  CHECK(double_threat_cells(pos, kBlack) == 0);  // one direction is not enough
  for (int y = 4; y <= 6; ++y) pos.make(b.index(Point(7, y)), kBlack);
  CHECK(double_threat_cells(pos, kBlack) == 1);
  CHECK(double_threat_cells(pos, kWhite) == 0);
  const TexelFeatures f = texel_features(pos, kWhite);
  CHECK(f.f[kTexelMoverDouble] == 0);
  CHECK(f.f[kTexelOtherDouble] == 1);
  CHECK(f.f[7] == pos.live(kBlack, 3));  // o3: the opponent's live 3-windows
  // A white stone on the crossing leaves no such cell.
  pos.make(b.index(Point(7, 7)), kWhite);
  CHECK(double_threat_cells(pos, kBlack) == 0);
}

TEST_CASE("tune dataset: a line round-trips and labels are the mover's score") {
  TuneGame g;
  std::string why;
  REQUIRE(parse_tune_game("15 W 1,2 7.7 6.6-8.8 5.5-9.9", &g, &why));
  CHECK(g.game.turns_played() == 3);
  CHECK(format_tune_game(g) == "15 W 1,2 7.7 6.6-8.8 5.5-9.9");
  const std::vector<TexelSample> s = tune_samples(g, 3);
  REQUIRE(s.size() == 2);
  CHECK(s[0].result == 1.0);  // turn 1: White to move, White won
  CHECK(s[1].result == 0.0);  // turn 2: Black to move
  CHECK(s[0].game == 3);
  CHECK_FALSE(parse_tune_game("15 X - 7.7", &g, &why));
  CHECK_FALSE(parse_tune_game("15 B 5 7.7", &g, &why));          // quiet turn past the end
  CHECK_FALSE(parse_tune_game("15 B - 7.7 7.7-8.8", &g, &why));  // illegal
  CHECK_FALSE(parse_tune_game("15 B - 7.x", &g, &why));
  CHECK_FALSE(parse_tune_game("3 B -", &g, &why));
  CHECK(!why.empty());
}
