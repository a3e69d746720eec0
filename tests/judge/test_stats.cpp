// Statistics maths against values worked out by hand (formulas in judge/match/stats.h).
#include <catch2/catch.hpp>

#include <cmath>

#include "match/stats.h"

using namespace c6::judge;
using Catch::Detail::Approx;

TEST_CASE("stats: Elo of a score and back") {
  CHECK(elo_from_score(0.5) == Approx(0.0).margin(1e-9));
  // 0.75 = 3:1 odds -> 400 log10(3).
  CHECK(elo_from_score(0.75) == Approx(190.848).epsilon(1e-5));
  CHECK(elo_from_score(0.25) == Approx(-190.848).epsilon(1e-5));
  CHECK(score_from_elo(190.848) == Approx(0.75).epsilon(1e-5));
  // Clamped, never infinite.
  CHECK(elo_from_score(1.0) == Approx(1199.826).epsilon(1e-5));
  CHECK(elo_from_score(0.0) == Approx(-1199.826).epsilon(1e-5));
}

TEST_CASE("stats: W/D/L 10/5/5") {
  Tally t;
  t.wins = 10;
  t.draws = 5;
  t.losses = 5;
  CHECK(t.score() == Approx(0.625));
  const Interval e = elo_games(t);
  // -400 log10(1/0.625 - 1) = -400 log10(0.6)
  CHECK(e.value == Approx(88.7395).epsilon(1e-5));
  // per-game variance (10*.375^2 + 5*.125^2 + 5*.625^2)/20 = 0.171875; Wilson-style bounds
  CHECK(e.lo == Approx(-47.220).epsilon(1e-4));
  CHECK(e.hi == Approx(217.106).epsilon(1e-4));
  // LOS = 0.5 (1 + erf(5 / sqrt(30)))
  CHECK(los(10, 5) == Approx(0.901647).epsilon(1e-5));
  CHECK(los(5, 10) == Approx(1 - 0.901647).epsilon(1e-5));
}

TEST_CASE("stats: empty and one-sided samples stay finite and wide") {
  Tally none;
  const Interval e0 = elo_games(none);
  CHECK(e0.value == 0.0);
  CHECK(e0.lo == Approx(-1199.826).epsilon(1e-5));
  CHECK(e0.hi == Approx(1199.826).epsilon(1e-5));
  CHECK(los(0, 0) == 0.5);
  Tally sweep;
  sweep.wins = 3;
  const Interval e = elo_games(sweep);
  CHECK(std::isfinite(e.value));
  CHECK(e.lo == Approx(-42.950).epsilon(1e-4));  // 3 wins out of 3 says little
  CHECK(e.hi == Approx(1199.826).epsilon(1e-5));
  const Interval p = elo_pairs(sweep);  // no pairs at all
  CHECK(std::isfinite(p.lo));
  CHECK(std::isfinite(p.hi));
  CHECK(std::isfinite(sprt_llr(none, 0, 5)));
}

TEST_CASE("stats: pentanomial interval and SPRT LLR") {
  Tally t;
  const int penta[5] = {1, 2, 5, 3, 1};
  for (int k = 0; k < 5; ++k) t.penta[k] = penta[k];
  REQUIRE(t.pairs() == 12);
  // mean pair score (0*1 + .25*2 + .5*5 + .75*3 + 1*1)/12 = 0.5208333
  const Interval e = elo_pairs(t);
  CHECK(e.value == Approx(elo_from_score(6.25 / 12)).epsilon(1e-9));
  CHECK(e.lo == Approx(-106.556).epsilon(1e-4));
  CHECK(e.hi == Approx(131.164).epsilon(1e-4));
  // LLR = N sum f_i log(p1_i / p0_i), p_j the MLE pentanomial distribution with mean s(elo_j),
  // counts regularized by 1e-3 (values from an independent script of the same formulas).
  CHECK(sprt_llr(t, 0, 5) == Approx(0.0217934).epsilon(1e-4));
  Tally spread;
  const int sp[5] = {5, 10, 30, 30, 25};
  for (int k = 0; k < 5; ++k) spread.penta[k] = sp[k];
  CHECK(sprt_llr(spread, 0, 10) == Approx(1.99503).epsilon(1e-4));
  // One drawn pair says almost nothing (a normal approximation with the tiny sample variance
  // would claim LLR -4.1 and accept H0 at once).
  Tally one_dd;
  one_dd.penta[2] = 1;
  CHECK(sprt_llr(one_dd, 0, 50) == Approx(-0.148545).epsilon(1e-4));
  CHECK(sprt_decision(one_dd, SprtParams()) == 0);
  Tally all_ww;
  all_ww.penta[4] = 100;
  CHECK(sprt_llr(all_ww, 0, 50) == Approx(13.3589).epsilon(1e-4));
  SprtParams p;
  CHECK(sprt_lower(p) == Approx(-2.944439).epsilon(1e-6));
  CHECK(sprt_upper(p) == Approx(2.944439).epsilon(1e-6));
  p.elo1 = 50;
  CHECK(sprt_decision(all_ww, p) == 1);
  Tally all_ll;
  all_ll.penta[0] = 100;
  CHECK(sprt_decision(all_ll, p) == -1);
  CHECK(sprt_decision(t, p) == 0);
}

TEST_CASE("stats: parse_sprt") {
  SprtParams p;
  std::string err;
  REQUIRE(parse_sprt("elo0=0 elo1=10 alpha=0.1 beta=0.2", &p, &err));
  CHECK(p.enabled);
  CHECK(p.elo1 == 10);
  CHECK(p.alpha == Approx(0.1));
  CHECK(p.beta == Approx(0.2));
  CHECK_FALSE(parse_sprt("elo0=5 elo1=5", &p, &err));
  CHECK_FALSE(parse_sprt("alpha=0.7", &p, &err));
  CHECK_FALSE(parse_sprt("gamma=1", &p, &err));
  CHECK_FALSE(parse_sprt("elo0=x", &p, &err));
}

TEST_CASE("stats: Bradley-Terry fit with a virtual draw") {
  // A scored 3 of 4 against B; with one virtual draw 3.5 of 5, so P(A) = 0.7 and the gap is
  // 400 log10(0.7/0.3) = 147.19, split around a mean of 0.
  std::vector<std::vector<double>> pts = {{0, 3}, {1, 0}};
  std::vector<std::vector<int>> games = {{0, 4}, {4, 0}};
  const std::vector<double> r = fit_ratings(pts, games);
  CHECK(r[0] == Approx(73.595).epsilon(1e-4));
  CHECK(r[1] == Approx(-73.595).epsilon(1e-4));
  // A 4-0 shutout stays finite: 4.5 of 5 with the virtual draw, gap 400 log10(9) = 381.7.
  pts = {{0, 4}, {0, 0}};
  const std::vector<double> s = fit_ratings(pts, games);
  CHECK(std::isfinite(s[0]));
  CHECK(s[0] == Approx(190.849).epsilon(1e-4));
}

TEST_CASE("stats: Student's t quantile") {
  CHECK(student_t95(1) == Approx(12.706205).epsilon(1e-6));
  CHECK(student_t95(0) == student_t95(1));
  CHECK(student_t95(3) == Approx(3.182446).epsilon(1e-6));
  // Series values against the table (R: qt(0.975, df)).
  CHECK(student_t95(7) == Approx(2.364624).margin(1e-3));
  CHECK(student_t95(23) == Approx(2.068658).margin(1e-4));
  CHECK(student_t95(100) == Approx(1.983972).margin(1e-4));
  CHECK(student_t95(100000) == Approx(kZ95).margin(1e-4));
}

TEST_CASE("stats: pairs clustered by opening") {
  // Three openings, two pairs each: WW WW, DD DD, LL LL. Mean 0.5; per opening the points are
  // 2, 1, 0 against 1 expected, so the spread is 2 and the variance of the mean
  // 3/2 * 2 / 36; t with 2 degrees of freedom. Values from an independent script of the formulas.
  const std::vector<OpeningPairs> three = {{2, 8}, {2, 4}, {2, 0}};
  const Interval c = elo_pairs_by_opening(three);
  CHECK(c.value == Approx(0.0).margin(1e-9));
  CHECK(c.lo == Approx(-724.493).epsilon(1e-4));
  CHECK(c.hi == Approx(724.493).epsilon(1e-4));
  // The same six pairs taken as independent: far narrower (the point of clustering).
  Tally t;
  t.penta[4] = 2;
  t.penta[2] = 2;
  t.penta[0] = 2;
  const Interval p = elo_pairs(t);
  CHECK(p.lo == Approx(-218.698).epsilon(1e-4));
  CHECK(c.lo < p.lo);
  CHECK(c.hi > p.hi);
  // Uneven openings: 12 pairs, 7 points.
  const std::vector<OpeningPairs> four = {{3, 9}, {3, 6}, {2, 5}, {4, 8}};
  const Interval u = elo_pairs_by_opening(four);
  CHECK(u.value == Approx(elo_from_score(7.0 / 12)).epsilon(1e-9));
  CHECK(u.lo == Approx(-154.093).epsilon(1e-4));
  CHECK(u.hi == Approx(239.374).epsilon(1e-4));
  // Openings without pairs do not count; one opening says nothing about the spread between them.
  const Interval one = elo_pairs_by_opening({{5, 15}, {0, 0}});
  CHECK(one.value == Approx(elo_from_score(0.75)).epsilon(1e-9));
  CHECK(one.lo == Approx(elo_from_score(0)).epsilon(1e-9));
  CHECK(one.hi == Approx(elo_from_score(1)).epsilon(1e-9));
  const Interval none = elo_pairs_by_opening({});
  CHECK(none.value == Approx(0.0).margin(1e-9));
  CHECK(std::isfinite(none.lo));
}
