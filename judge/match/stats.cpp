#include "match/stats.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <sstream>

namespace c6 {
namespace judge {

namespace {

// Wilson-style interval for a mean of n samples in [0, 1] with empirical variance var; z is the
// two-sided 95% quantile used (normal, or Student's t for a few clusters).
Interval wilson(double mean, double var, double n, double z = kZ95) {
  Interval r;
  r.value = elo_from_score(mean);
  if (n <= 0) {
    r.lo = elo_from_score(0);
    r.hi = elo_from_score(1);
    return r;
  }
  const double z2 = z * z;
  const double denom = 1 + z2 / n;
  const double centre = (mean + z2 / (2 * n)) / denom;
  const double half = z / denom * std::sqrt(std::max(0.0, var) / n + z2 / (4 * n * n));
  r.lo = elo_from_score(centre - half);
  r.hi = elo_from_score(centre + half);
  return r;
}

}  // namespace

double Tally::score() const {
  const int n = games();
  return n == 0 ? 0.5 : (wins + 0.5 * draws) / n;
}

double elo_from_score(double s) {
  s = std::min(std::max(s, kScoreFloor), 1 - kScoreFloor);
  return -400.0 * std::log10(1.0 / s - 1.0) + 0.0;  // + 0.0 turns -0.0 into 0.0 for printing
}

double score_from_elo(double elo) { return 1.0 / (1.0 + std::pow(10.0, -elo / 400.0)); }

Interval elo_games(const Tally& t) {
  const double n = t.games();
  const double s = t.score();
  double var = 0;
  if (n > 0) {
    var = (t.wins * (1 - s) * (1 - s) + t.draws * (0.5 - s) * (0.5 - s) + t.losses * s * s) / n;
  }
  return wilson(s, var, n);
}

Interval elo_pairs(const Tally& t) {
  const double n = t.pairs();
  double mean = 0.5, var = 0;
  if (n > 0) {
    mean = 0;
    for (int k = 0; k < 5; ++k) mean += t.penta[k] * (k / 4.0);
    mean /= n;
    for (int k = 0; k < 5; ++k) var += t.penta[k] * (k / 4.0 - mean) * (k / 4.0 - mean);
    var /= n;
  }
  return wilson(mean, var, n);
}

double student_t95(int df) {
  // Table values where the series below is off by more than 0.001.
  static const double kSmall[] = {12.706205, 4.302653, 3.182446, 2.776445, 2.570582, 2.446912};
  if (df <= 6) return kSmall[std::max(df, 1) - 1];
  // Cornish-Fisher expansion of t in terms of the normal quantile (Abramowitz & Stegun 26.7.5).
  const double z = kZ95, z3 = z * z * z, z5 = z3 * z * z, z7 = z5 * z * z, v = df;
  return z + (z3 + z) / (4 * v) + (5 * z5 + 16 * z3 + 3 * z) / (96 * v * v) +
         (3 * z7 + 19 * z5 + 17 * z3 - 15 * z) / (384 * v * v * v);
}

Interval elo_pairs_by_opening(const std::vector<OpeningPairs>& openings) {
  int clusters = 0;
  double n = 0, points = 0;
  for (const OpeningPairs& o : openings) {
    if (o.pairs <= 0) continue;
    ++clusters;
    n += o.pairs;
    points += o.half_points / 4.0;
  }
  if (clusters < 2) {
    Interval r;
    r.value = elo_from_score(n > 0 ? points / n : 0.5);
    r.lo = elo_from_score(0);
    r.hi = elo_from_score(1);
    return r;
  }
  const double mean = points / n;
  double spread = 0;  // sum over openings of (S_c - n_c mean)^2
  for (const OpeningPairs& o : openings) {
    if (o.pairs <= 0) continue;
    const double d = o.half_points / 4.0 - o.pairs * mean;
    spread += d * d;
  }
  // Variance of the mean is C/(C-1) spread / N^2; wilson() takes a per-sample variance (var/n).
  const double var = clusters / (clusters - 1.0) * spread / n;
  return wilson(mean, var, n, student_t95(clusters - 1));
}

double los(int wins, int losses) {
  if (wins + losses == 0) return 0.5;
  return 0.5 * (1 + std::erf((wins - losses) / std::sqrt(2.0 * (wins + losses))));
}

bool parse_sprt(const std::string& s, SprtParams* out, std::string* err) {
  std::string text = s;
  std::replace(text.begin(), text.end(), ',', ' ');
  std::istringstream in(text);
  std::string tok;
  SprtParams p;
  p.enabled = true;
  const char* const kKeys[] = {"elo0", "elo1", "alpha", "beta"};
  double* const fields[] = {&p.elo0, &p.elo1, &p.alpha, &p.beta};
  bool seen[4] = {false, false, false, false};
  while (in >> tok) {
    const size_t eq = tok.find('=');
    if (eq == std::string::npos) {
      *err = "sprt: expected key=value, got '" + tok + "'";
      return false;
    }
    const std::string key = tok.substr(0, eq);
    int k = 0;
    while (k < 4 && key != kKeys[k]) ++k;
    if (k == 4) {
      *err = "sprt: unknown key '" + key + "' (elo0, elo1, alpha, beta)";
      return false;
    }
    if (seen[k]) {
      *err = "sprt: " + key + " given twice";
      return false;
    }
    seen[k] = true;
    // Decimal notation only: strtod would also take hex ("0x10"), "inf" and "nan".
    const std::string value = tok.substr(eq + 1);
    char* end = nullptr;
    const double v = std::strtod(value.c_str(), &end);
    const bool number = !value.empty() &&
                        value.find_first_not_of("0123456789+-.eE") == std::string::npos &&
                        *end == '\0' && std::isfinite(v);
    // The ranges keep each hypothesis an expected score strictly inside (0, 1) and both bounds
    // finite, so the LLR and its bounds are never nan or inf.
    const bool in_range =
        k < 2 ? v >= -kSprtMaxElo && v <= kSprtMaxElo : v > 0 && v < kSprtMaxError;
    if (!(number && in_range)) {
      char range[64];
      if (k < 2) {
        std::snprintf(range, sizeof range, "[%g, %g]", -kSprtMaxElo, kSprtMaxElo);
      } else {
        std::snprintf(range, sizeof range, "(0, %g)", kSprtMaxError);
      }
      *err = "sprt: " + key + ": '" + value + "' is not a number in " + range;
      return false;
    }
    *fields[k] = v;
  }
  if (!(p.elo1 > p.elo0)) {
    // Name both values: one of them may be a default the user never typed.
    char msg[128];
    std::snprintf(msg, sizeof msg, "sprt: elo1 (%g) must be greater than elo0 (%g)", p.elo1,
                  p.elo0);
    *err = msg;
    return false;
  }
  *out = p;
  return true;
}

namespace {

// Maximum-likelihood distribution over the five pair outcomes (values 0, 1/4, .., 1) closest to the
// observed frequencies f subject to mean == s: p_i = f_i / (1 + lambda (a_i - s)), with lambda the
// root of sum f_i (a_i - s) / (1 + lambda (a_i - s)) = 0 (decreasing in lambda; bisection).
void constrained_mle(const double f[5], double s, double p[5]) {
  double d[5], lo, hi;
  for (int i = 0; i < 5; ++i) d[i] = i / 4.0 - s;
  lo = -1.0 / d[4];  // keeps every 1 + lambda d_i > 0
  hi = -1.0 / d[0];
  for (int iter = 0; iter < 200; ++iter) {
    const double mid = 0.5 * (lo + hi);
    double v = 0;
    for (int i = 0; i < 5; ++i) v += f[i] * d[i] / (1 + mid * d[i]);
    (v > 0 ? lo : hi) = mid;
  }
  const double lambda = 0.5 * (lo + hi);
  for (int i = 0; i < 5; ++i) p[i] = f[i] / (1 + lambda * d[i]);
}

}  // namespace

double sprt_llr(const Tally& t, double elo0, double elo1) {
  // Generalized SPRT on pentanomial pair scores (as fishtest does): the log-likelihood ratio of
  // the MLE distributions constrained to the two hypotheses' expected pair scores. Unlike the
  // normal approximation it does not explode when the sample variance is tiny (one drawn pair).
  const double pairs = t.pairs();
  if (pairs == 0) return 0;
  double f[5], n = 0;
  for (int k = 0; k < 5; ++k) n += t.penta[k] + 1e-3;
  for (int k = 0; k < 5; ++k) f[k] = (t.penta[k] + 1e-3) / n;
  double p0[5], p1[5];
  constrained_mle(f, score_from_elo(elo0), p0);
  constrained_mle(f, score_from_elo(elo1), p1);
  double llr = 0;
  for (int k = 0; k < 5; ++k) llr += f[k] * std::log(p1[k] / p0[k]);
  return pairs * llr;
}

double sprt_lower(const SprtParams& p) { return std::log(p.beta / (1 - p.alpha)); }
double sprt_upper(const SprtParams& p) { return std::log((1 - p.beta) / p.alpha); }

int sprt_decision(const Tally& t, const SprtParams& p) {
  const double llr = sprt_llr(t, p.elo0, p.elo1);
  if (llr >= sprt_upper(p)) return 1;
  if (llr <= sprt_lower(p)) return -1;
  return 0;
}

std::vector<double> fit_ratings(const std::vector<std::vector<double>>& points,
                                const std::vector<std::vector<int>>& games) {
  const size_t n = points.size();
  std::vector<double> gamma(n, 1.0), elo(n, 0.0);
  for (int iter = 0; iter < 500; ++iter) {
    std::vector<double> next(n, 1.0);
    for (size_t i = 0; i < n; ++i) {
      double won = 0, denom = 0;
      for (size_t j = 0; j < n; ++j) {
        if (i == j || games[i][j] == 0) continue;
        won += points[i][j] + 0.5;  // plus one virtual draw
        denom += (games[i][j] + 1) / (gamma[i] + gamma[j]);
      }
      next[i] = denom > 0 ? won / denom : 1.0;
    }
    // Normalize the geometric mean to 1 (mean Elo 0).
    double logsum = 0;
    for (double g : next) logsum += std::log(g);
    const double scale = std::exp(-logsum / n);
    for (double& g : next) g *= scale;
    gamma = next;
  }
  for (size_t i = 0; i < n; ++i) elo[i] = 400.0 * std::log10(gamma[i]);
  return elo;
}

}  // namespace judge
}  // namespace c6
