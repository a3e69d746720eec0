#include "tools/texel.h"

#include <algorithm>
#include <cmath>

#include "core/rng.h"

namespace c6 {

namespace {

const char* const kNames[kTexelFeatures] = {"m1",      "m2",      "m3",      "m4",      "m5",
                                            "o1",      "o2",      "o3",      "o4",      "o5",
                                            "mx",      "ox",      "m_dead2", "m_live2", "m_dead3",
                                            "m_live3", "m_dead4", "m_live4", "o_dead2", "o_live2",
                                            "o_dead3", "o_live3", "o_dead4", "o_live4", "window"};

double sigmoid(double z) { return 1.0 / (1.0 + std::exp(-z)); }

// p clamped away from 0 and 1 so one confident miss cannot make the loss infinite.
double clamp_p(double p) { return std::min(1.0 - 1e-12, std::max(1e-12, p)); }

// Solves a x = b in place (n <= kTexelFeatures) by Gaussian elimination with partial pivoting.
// False if a is singular.
bool solve(int n, double a[kTexelFeatures][kTexelFeatures], double b[kTexelFeatures]) {
  for (int c = 0; c < n; ++c) {
    int piv = c;
    for (int r = c + 1; r < n; ++r)
      if (std::fabs(a[r][c]) > std::fabs(a[piv][c])) piv = r;
    if (std::fabs(a[piv][c]) < 1e-300) return false;
    std::swap(a[c], a[piv]);
    std::swap(b[c], b[piv]);
    for (int r = c + 1; r < n; ++r) {
      const double f = a[r][c] / a[c][c];
      for (int j = c; j < n; ++j) a[r][j] -= f * a[c][j];
      b[r] -= f * b[c];
    }
  }
  for (int c = n - 1; c >= 0; --c) {
    for (int j = c + 1; j < n; ++j) b[c] -= a[c][j] * b[j];
    b[c] /= a[c][c];
  }
  return true;
}

// The fit's objective: mean log-loss plus the ridge term on the free weights (in K*w units).
double objective(const std::vector<TexelSample>& s, const TexelModel& m, const TexelModel& start,
                 double k, double l2) {
  double v = texel_loss(s, m, k).log_loss;
  for (int i = 0; i < kTexelFeatures; ++i) {
    if (m.free[i]) v += l2 * (k * (m.w[i] - start.w[i])) * (k * (m.w[i] - start.w[i]));
  }
  return v;
}

}  // namespace

const char* texel_feature_name(int i) { return i >= 0 && i < kTexelFeatures ? kNames[i] : "?"; }

int double_threat_cells(const Position& pos, Color c) {
  const Board& b = pos.board();
  const WindowTable& wt = pos.windows();
  int cells = 0;
  for (int idx : b.cells()) {
    if (!b.empty(idx)) continue;
    unsigned dirs = 0;
    for (int j = 0; j < wt.through_count(idx); ++j) {
      const int w = wt.through(idx)[j];
      if (pos.count(w, c) == 3 && pos.count(w, opponent(c)) == 0) dirs |= 1u << wt.window(w).dir;
    }
    if (dirs & (dirs - 1)) ++cells;  // two or more directions
  }
  return cells;
}

TexelFeatures texel_features(const Position& pos, Color mover) {
  TexelFeatures x;
  const Color other = opponent(mover);
  for (int k = 1; k <= 5; ++k) {
    x.f[k - 1] = pos.live(mover, k);
    x.f[4 + k] = pos.live(other, k);
  }
  x.f[kTexelMoverDouble] = double_threat_cells(pos, mover);
  x.f[kTexelOtherDouble] = double_threat_cells(pos, other);
  for (int k = 0; k < kShapeClasses; ++k) {
    x.f[kTexelMoverShape + k] = pos.shape(mover, k);
    x.f[kTexelOtherShape + k] = pos.shape(other, k);
  }
  return x;
}

double texel_eval(const TexelModel& m, const TexelFeatures& x) {
  double v = 0;
  for (int i = 0; i < kTexelFeatures; ++i) v += m.w[i] * x.f[i];
  return v;
}

TexelLoss texel_loss(const std::vector<TexelSample>& s, const TexelModel& m, double k) {
  TexelLoss l;
  if (s.empty()) return l;
  for (const TexelSample& t : s) {
    const double p = clamp_p(sigmoid(k * texel_eval(m, t.x)));
    l.log_loss -= t.result * std::log(p) + (1 - t.result) * std::log(1 - p);
    l.mse += (t.result - p) * (t.result - p);
  }
  l.log_loss /= static_cast<double>(s.size());
  l.mse /= static_cast<double>(s.size());
  return l;
}

double texel_fit_scale(const std::vector<TexelSample>& s, const TexelModel& m) {
  if (s.empty()) return 1;
  // Golden-section search on log10 K in [-6, 0]: the loss is unimodal in K along this ray.
  double lo = -6, hi = 0;
  const double g = (std::sqrt(5.0) - 1) / 2;
  auto f = [&](double e) { return texel_loss(s, m, std::pow(10.0, e)).log_loss; };
  double a = hi - g * (hi - lo), b = lo + g * (hi - lo);
  double fa = f(a), fb = f(b);
  for (int it = 0; it < 60; ++it) {
    if (fa < fb) {
      hi = b;
      b = a;
      fb = fa;
      a = hi - g * (hi - lo);
      fa = f(a);
    } else {
      lo = a;
      a = b;
      fa = fb;
      b = lo + g * (hi - lo);
      fb = f(b);
    }
  }
  return std::pow(10.0, (lo + hi) / 2);
}

int texel_fit_weights(const std::vector<TexelSample>& s, TexelModel* m, double k, double l2,
                      int max_steps) {
  if (s.empty() || k <= 0) return 0;
  int idx[kTexelFeatures], n = 0;
  for (int i = 0; i < kTexelFeatures; ++i)
    if (m->free[i]) idx[n++] = i;
  if (n == 0) return 0;
  const TexelModel start = *m;
  const double inv = 1.0 / static_cast<double>(s.size());
  int steps = 0;
  for (; steps < max_steps; ++steps) {
    // Gradient and Hessian of the objective in u = K*w over the free weights.
    double g[kTexelFeatures] = {}, h[kTexelFeatures][kTexelFeatures] = {};
    for (const TexelSample& t : s) {
      const double p = sigmoid(k * texel_eval(*m, t.x));
      const double r = (p - t.result) * inv, c = p * (1 - p) * inv;
      for (int a = 0; a < n; ++a) {
        g[a] += r * t.x.f[idx[a]];
        for (int b = 0; b <= a; ++b) h[a][b] += c * t.x.f[idx[a]] * t.x.f[idx[b]];
      }
    }
    for (int a = 0; a < n; ++a) {
      g[a] += 2 * l2 * k * (m->w[idx[a]] - start.w[idx[a]]);
      h[a][a] += 2 * l2;
      for (int b = 0; b < a; ++b) h[b][a] = h[a][b];
    }
    if (!solve(n, h, g)) break;
    // Damped step: halve until the objective does not rise.
    const double before = objective(s, *m, start, k, l2);
    TexelModel next = *m;
    double step = 1, after = before;
    for (int tries = 0; tries < 30; ++tries, step /= 2) {
      next = *m;
      for (int a = 0; a < n; ++a) next.w[idx[a]] -= step * g[a] / k;
      after = objective(s, next, start, k, l2);
      if (after <= before) break;
    }
    if (after > before) break;
    *m = next;
    if (before - after < 1e-12) {
      ++steps;
      break;
    }
  }
  return steps;
}

void texel_split(const std::vector<TexelSample>& all, uint64_t seed, double holdout,
                 std::vector<TexelSample>* train, std::vector<TexelSample>* held) {
  train->clear();
  held->clear();
  for (const TexelSample& t : all) {
    const uint64_t h = mix64(seed ^ (static_cast<uint64_t>(t.game) * 0x9e3779b97f4a7c15ULL));
    const double u = static_cast<double>(h >> 11) / 9007199254740992.0;  // [0, 1)
    (u < holdout ? held : train)->push_back(t);
  }
}

}  // namespace c6
