// Match statistics: W/D/L, score, Elo with a 95% interval (from games, from pairs, from pairs
// counted by opening), pentanomial pair counts, LOS, SPRT.
//
// Everything is finite for every input: scores are clamped to [kScoreFloor, 1 - kScoreFloor] before
// conversion to Elo (so |Elo| <= 1200), and intervals are Wilson-style (score interval with the
// empirical variance plus a z^2/n term), so a tiny or one-sided sample shows a wide interval rather
// than a zero-width or infinite one.
#pragma once

#include <string>
#include <vector>

namespace c6 {
namespace judge {

constexpr double kScoreFloor = 1e-3;
constexpr double kZ95 = 1.959963984540054;

// Points from one side's view. Pentanomial index = points scored in a colour-swapped pair, in half
// points: 0 = LL, 1 = LD, 2 = DD or WL, 3 = WD, 4 = WW.
struct Tally {
  int wins = 0, draws = 0, losses = 0;
  int penta[5] = {0, 0, 0, 0, 0};
  // Per colour (the first mover's edge matters): games as Black and as White.
  int black_w = 0, black_d = 0, black_l = 0;
  int white_w = 0, white_d = 0, white_l = 0;
  int games() const { return wins + draws + losses; }
  int pairs() const { return penta[0] + penta[1] + penta[2] + penta[3] + penta[4]; }
  double score() const;  // 0.5 when empty
};

// An Elo estimate and its 95% bounds (all finite).
struct Interval {
  double value = 0, lo = 0, hi = 0;
};

// Logistic Elo of a score (clamped), and back.
double elo_from_score(double s);
double score_from_elo(double elo);
// Elo from games (trinomial) and from pairs (pentanomial), each with a 95% interval.
Interval elo_games(const Tally& t);
Interval elo_pairs(const Tally& t);

// The pairs of one opening (every symmetry of it): pairs completed and their points, in half
// points (a pair scores 0..4; its score is half_points / 4).
struct OpeningPairs {
  int pairs = 0;
  int half_points = 0;
};
// Elo from pairs with the pairs of one opening counted as one cluster: a deterministic engine
// plays the same opening (under any symmetry) much the same way every time, so those pairs are
// not independent and elo_pairs' interval is too narrow. Cluster-robust (sandwich) variance of
// the mean pair score, C/(C-1) sum_c (S_c - n_c mean)^2 / N^2 over C openings, and Student's t
// with C - 1 degrees of freedom instead of z. Fewer than two openings with pairs: the widest
// interval (nothing to estimate the spread between openings from).
Interval elo_pairs_by_opening(const std::vector<OpeningPairs>& openings);
// Two-sided 95% quantile of Student's t with df degrees of freedom (df below 1 counts as 1): the
// table up to 6, a Cornish-Fisher series above (within 0.001 of the table).
double student_t95(int df);
// Likelihood of superiority from wins and losses (draws carry no information): 0.5 when W+L = 0.
double los(int wins, int losses);

// SPRT hypotheses (logistic Elo) and error rates; enabled only when --sprt was given.
struct SprtParams {
  bool enabled = false;
  double elo0 = 0, elo1 = 5, alpha = 0.05, beta = 0.05;
};
// The ranges parse_sprt accepts: elo0 < elo1, both in [-kSprtMaxElo, kSprtMaxElo]; alpha and
// beta in (0, kSprtMaxError). Within them the LLR and both bounds are finite (a hypothesis of
// 1e9 Elo is an expected score of exactly 1, and the LLR nan).
constexpr double kSprtMaxElo = 1000;
constexpr double kSprtMaxError = 0.5;
// Parses "elo0=0 elo1=5 alpha=0.05 beta=0.05" (space or comma separated; a key left out keeps its
// default above). False + *err on an unknown or repeated key, a value that is not a finite number
// in its range, or elo1 <= elo0.
bool parse_sprt(const std::string& s, SprtParams* out, std::string* err);
// Generalized SPRT log-likelihood ratio over pentanomial pair results: multinomial MLE under each
// hypothesis' expected pair score, counts regularized by 1e-3 so it is always finite.
double sprt_llr(const Tally& t, double elo0, double elo1);
double sprt_lower(const SprtParams& p);  // log(beta / (1 - alpha)): accept H0 at or below
double sprt_upper(const SprtParams& p);  // log((1 - beta) / alpha): accept H1 at or above
// -1 = H0 accepted, +1 = H1 accepted, 0 = continue.
int sprt_decision(const Tally& t, const SprtParams& p);

// Ratings of several players from pairwise results: Bradley-Terry by minorization-maximization,
// draws as half points, one virtual draw per played pairing so nobody goes to +-infinity; mean 0.
// points[i][j] = points i scored against j (win 1, draw 0.5), games[i][j] = games between them.
std::vector<double> fit_ratings(const std::vector<std::vector<double>>& points,
                                const std::vector<std::vector<int>>& games);

}  // namespace judge
}  // namespace c6
