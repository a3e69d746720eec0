// Statistics maths against values worked out by hand (formulas in judge/match/stats.h).
#include <catch2/catch.hpp>

#include <cmath>
#include <string>

#include "match/standings.h"
#include "match/stats.h"
#include "rapidjson/document.h"

using namespace c6;
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

namespace {

// Two bots, a (index 0) and b: a wins `a_wins` games and loses `b_wins`, colours alternating.
StandingsInput two_bots(int a_wins, int b_wins) {
  StandingsInput in;
  in.names = {"a", "b"};
  for (int k = 0; k < a_wins + b_wins; ++k) {
    const bool a_black = k % 2 == 0;
    const bool a_won = k < a_wins;
    in.games.push_back({a_black ? 0 : 1, a_black ? 1 : 0, a_won == a_black ? kBlack : kWhite,
                        Verdict::kWinSix, kEmpty});
  }
  return in;
}

const StandingRow& row_of(const Standings& s, int bot) {
  for (const StandingRow& r : s.rows) {
    if (r.bot == bot) return r;
  }
  return s.rows.front();
}

}  // namespace

TEST_CASE("standings: 8-0 and 0-8 get one-sided Elo intervals, not [-824, 248]") {
  // Fit: 8.5 of 9 with the virtual draw, gap 400 log10(17) = 492.18, so a = +246.09, b = -246.09.
  // a's score 8/8: Wilson lower bound n / (n + z^2) = 8 / 11.8415 = 0.675592, Elo 127.44 against
  // the field (match prints the same bound for the pairing). The field is b alone (-246.09), so
  // a's interval is [-246.09 + 127.44, +inf) = [-118.65, +inf); b's mirrors it. The old shift
  // from the clamped score Elo (1199.8) gave a [-826.3, 246.1], whose top was the estimate.
  const StandingsInput in = two_bots(8, 0);
  const Standings s = compute_standings(in);
  REQUIRE(s.rows.size() == 2);
  const StandingRow& a = row_of(s, 0);
  const StandingRow& b = row_of(s, 1);
  CHECK(a.rank == 1);
  CHECK(b.rank == 2);
  CHECK(a.elo.value == Approx(246.0898).epsilon(1e-5));
  CHECK(a.elo.lo == Approx(-118.6523).epsilon(1e-5));
  CHECK(std::isinf(a.elo.hi));
  CHECK(a.elo.hi > 0);
  CHECK(b.elo.value == Approx(-246.0898).epsilon(1e-5));
  CHECK(std::isinf(b.elo.lo));
  CHECK(b.elo.lo < 0);
  CHECK(b.elo.hi == Approx(118.6523).epsilon(1e-5));
  // The same in every file: Markdown and CSV name the open end, JSON has null there.
  const std::string md = standings_md(in, s);
  CHECK(md.find("| 1 | a | 8 | 8 | 8 | 0 | 0 | 246 [-119, +inf] |") != std::string::npos);
  CHECK(md.find("| 2 | b | 0 | 8 | 0 | 8 | 0 | -246 [-inf, 119] |") != std::string::npos);
  CHECK(md.find("one-sided interval") != std::string::npos);
  const std::string csv = standings_csv(in, s);
  CHECK(csv.find("\"a\",\"\",8,8,8,0,0,246.1,-118.7,+inf,") != std::string::npos);
  CHECK(csv.find("\"b\",\"\",0,8,0,8,0,-246.1,-inf,118.7,") != std::string::npos);
  rapidjson::Document d;
  d.Parse(standings_json(in, s).c_str());
  REQUIRE(d.IsObject());
  const rapidjson::Value& ja = d["standings"][0];
  const rapidjson::Value& jb = d["standings"][1];
  REQUIRE(std::string(ja["name"].GetString()) == "a");
  CHECK(ja["elo_lo"].GetDouble() == Approx(-118.6523).epsilon(1e-5));
  CHECK(ja["elo_hi"].IsNull());
  CHECK(jb["elo_lo"].IsNull());
  CHECK(jb["elo_hi"].GetDouble() == Approx(118.6523).epsilon(1e-5));
}

TEST_CASE("standings: a 6-2 score keeps its two-sided interval, shifted onto the fit") {
  // Fit: 6.5 of 9, gap 400 log10(6.5/2.5) = 165.99, a = +82.99. a's score 0.75 (Elo 190.85),
  // per-game variance (6 * .25^2 + 2 * .75^2) / 8 = 0.1875, Wilson bounds 0.409222 and 0.928570
  // (Elo -63.75 and 445.44); moved by 82.99 - 190.85: [-171.60, 337.59]. b mirrors it.
  const StandingsInput in = two_bots(6, 2);
  const Standings s = compute_standings(in);
  const StandingRow& a = row_of(s, 0);
  const StandingRow& b = row_of(s, 1);
  CHECK(a.elo.value == Approx(82.9947).epsilon(1e-5));
  CHECK(a.elo.lo == Approx(-171.6016).epsilon(1e-5));
  CHECK(a.elo.hi == Approx(337.5909).epsilon(1e-5));
  CHECK(b.elo.lo == Approx(-337.5909).epsilon(1e-5));
  CHECK(b.elo.hi == Approx(171.6016).epsilon(1e-5));
  const std::string md = standings_md(in, s);
  CHECK(md.find("| 1 | a | 6 | 8 | 6 | 2 | 0 | 83 [-172, 338] |") != std::string::npos);
  CHECK(md.find("one-sided") == std::string::npos);
  CHECK(standings_csv(in, s).find(",83.0,-171.6,337.6,") != std::string::npos);
}

TEST_CASE("standings: a pairing with no games is '.' in CSV as in Markdown, absent in JSON") {
  // c did not compile: it played nobody. a and b split two games.
  StandingsInput in;
  in.names = {"a", "b", "c"};
  in.status = {"", "", "COMPILE_ERROR"};
  in.games.push_back({0, 1, kBlack, Verdict::kWinSix, kEmpty});
  in.games.push_back({1, 0, kBlack, Verdict::kWinSix, kEmpty});
  const Standings s = compute_standings(in);
  const std::string csv = standings_csv(in, s);
  CHECK(csv.find("0-0-0") == std::string::npos);
  // a's row: its cells against a (itself: empty), b, c, then the note; c's row: "." against a
  // and b.
  CHECK(csv.find(",,\"1-1-0\",\".\",\"\"\n") != std::string::npos);
  CHECK(csv.find(",\".\",\".\",,\"\"\n") != std::string::npos);
  const std::string md = standings_md(in, s);
  CHECK(md.find("| a | - | 1-1-0 | . |") != std::string::npos);
  CHECK(md.find("| c | . | . | - |") != std::string::npos);
  rapidjson::Document d;
  d.Parse(standings_json(in, s).c_str());
  REQUIRE(d.IsObject());
  for (const auto& r : d["standings"].GetArray()) {
    const std::string name = r["name"].GetString();
    CHECK_FALSE(r["vs"].HasMember("c"));
    if (name == "c") CHECK(r["vs"].ObjectEmpty());
    if (name == "a") CHECK(r["vs"]["b"]["wins"].GetInt() == 1);
  }
}
