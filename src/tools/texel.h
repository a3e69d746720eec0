// Texel tuning of the leaf evaluation: the features of a position, a logistic model of the game
// result, and a deterministic fit (`c6bot tune fit`, tools/tune.h, drives it).
//
// The model: P(side to move wins) = sigmoid(K * sum_i w[i] * f[i]). The first ten features are
// exactly what the search's leaf score (SearchParams::mover_w / other_w) counts: the live windows
// holding k = 1..5 stones of the side to move, then of the opponent (their weights come out
// negative). Two more are candidates the search does not use yet, measured here: per side, the
// empty cells through which live 3-windows of that side run in two or more directions (one stone
// there makes two threats at once). Then the line shapes (eval/line_shapes.h) by class, dead two
// to live four, of the side to move and of the opponent (SearchParams::shape_mover / shape_other).
// K is fitted first with the weights held; then the weights with K held, so they stay in the
// search's units.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "eval/position.h"

namespace c6 {

constexpr int kTexelMoverDouble = 10;  // index of the mover's double-threat cells
constexpr int kTexelOtherDouble = 11;
constexpr int kTexelMoverShape = 12;  // the mover's shapes, kShapeClasses of them, weakest first
constexpr int kTexelOtherShape = kTexelMoverShape + kShapeClasses;
// The search's whole window score of the position (SearchParams' mover_w/other_w, or the early or
// small-board tables where the search uses them): filled in by the tuner (texel_features() leaves
// it 0), so that shape weights can be fitted on top of today's window score with its weight held
// at 1.
constexpr int kTexelWindowScore = kTexelOtherShape + kShapeClasses;
constexpr int kTexelFeatures = kTexelWindowScore + 1;

// "m1".."m5", "o1".."o5", "mx", "ox", "m_dead2".."m_live4", "o_dead2".."o_live4", "window".
const char* texel_feature_name(int i);

struct TexelFeatures {
  double f[kTexelFeatures] = {};
};

// Features of pos for `mover`, the side to move (a full scan: for the tuner, not the search).
TexelFeatures texel_features(const Position& pos, Color mover);
// Empty cells where live 3-windows of c (no opponent stone) cross in two or more directions.
int double_threat_cells(const Position& pos, Color c);

// One labelled position: result is the side to move's final score (1, 0.5 or 0); game numbers
// the game it comes from (the held-out split is by game).
struct TexelSample {
  TexelFeatures x;
  double result = 0.5;
  int game = 0;
  int turn = 0;  // turns played before the position (stones = 2 x turn - 1)
};

// Weights, and which of them the fit may change (the others stay fixed, e.g. the weights of
// features the dataset never shows).
struct TexelModel {
  double w[kTexelFeatures] = {};
  bool free[kTexelFeatures] = {};
};

double texel_eval(const TexelModel& m, const TexelFeatures& x);

struct TexelLoss {
  double log_loss = 0;  // mean -[y log p + (1-y) log(1-p)]
  double mse = 0;       // mean (y - p)^2
};
TexelLoss texel_loss(const std::vector<TexelSample>& s, const TexelModel& m, double k);

// The K in (0, 1] that minimises the log-loss with the weights held (golden-section search on
// log K). Empty s: returns 1.
double texel_fit_scale(const std::vector<TexelSample>& s, const TexelModel& m);

// Newton's method on the free weights with K held (the log-loss is convex in them), with a small
// ridge penalty `l2` per free weight that keeps features the data barely shows near their start.
// Deterministic. Returns the number of Newton steps taken.
int texel_fit_weights(const std::vector<TexelSample>& s, TexelModel* m, double k, double l2,
                      int max_steps);

// Splits samples by game: a game goes to held-out if a hash of (seed, game) falls below
// `holdout` (0..1), so the split is deterministic and positions of one game never straddle it.
void texel_split(const std::vector<TexelSample>& all, uint64_t seed, double holdout,
                 std::vector<TexelSample>* train, std::vector<TexelSample>* held);

}  // namespace c6
