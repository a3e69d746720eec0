#include "match/results.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <map>

#include "records/json_out.h"

namespace c6 {
namespace judge {

namespace {

// The completed pairs of pairing p per opening (empty when the run had no openings book).
std::vector<OpeningPairs> opening_pairs(const RunResults& r, size_t p) {
  std::vector<OpeningPairs> out;
  if (p >= r.openings.size()) return out;
  for (const auto& kv : r.openings[p]) out.push_back(kv.second);
  return out;
}

std::string elo_text(const Interval& i) {
  char buf[96];
  std::snprintf(buf, sizeof buf, "%.1f [%.1f, %.1f]", i.value, i.lo, i.hi);
  return buf;
}

}  // namespace

ResultBook::ResultBook(const RunConfig& cfg, std::vector<std::pair<int, int>> pairings) {
  res_.pairings = std::move(pairings);
  res_.tallies.resize(res_.pairings.size());
  res_.openings.resize(res_.pairings.size());
  res_.verdicts.assign(cfg.bots.size(), std::vector<int>(kVerdictCount, 0));
}

void ResultBook::add(const LoggedGame& g, int black_bot, int white_bot) {
  const GameRecord& r = g.rec;
  if (r.verdict == Verdict::kInterrupt || r.verdict == Verdict::kNone) return;
  if (g.pairing < 0 || g.pairing >= static_cast<int>(res_.pairings.size())) return;
  ++res_.finished;
  res_.games.push_back({black_bot, white_bot, r.winner, r.verdict, r.culprit});
  const int v = static_cast<int>(r.verdict);
  if (is_fault(r.verdict)) {
    ++res_.verdicts[r.culprit == kBlack ? black_bot : white_bot][v];
  } else if (r.verdict == Verdict::kWinSix) {
    ++res_.verdicts[r.winner == kBlack ? black_bot : white_bot][v];
  } else {
    ++res_.verdicts[black_bot][v];
    ++res_.verdicts[white_bot][v];
  }
  Tally& t = res_.tallies[g.pairing];
  const int first = res_.pairings[g.pairing].first;
  const bool first_black = black_bot == first;
  // Half points scored by the pairing's first bot.
  int half = 1;
  if (r.winner != kEmpty) half = (r.winner == kBlack) == first_black ? 2 : 0;
  if (half == 2) ++t.wins;
  if (half == 1) ++t.draws;
  if (half == 0) ++t.losses;
  if (first_black) {
    (half == 2 ? t.black_w : half == 1 ? t.black_d : t.black_l)++;
  } else {
    (half == 2 ? t.white_w : half == 1 ? t.white_d : t.white_l)++;
  }
  if (pair_points_.size() < res_.pairings.size()) pair_points_.resize(res_.pairings.size());
  std::vector<int>& rounds = pair_points_[g.pairing];
  if (static_cast<int>(rounds.size()) <= g.round) rounds.resize(g.round + 1, -1);
  if (rounds[g.round] < 0) {
    rounds[g.round] = half;
  } else {
    const int pair_half_points = rounds[g.round] + half;
    ++t.penta[pair_half_points];
    OpeningPairs& o = res_.openings[g.pairing][r.opening_name];
    ++o.pairs;
    o.half_points += pair_half_points;
    rounds[g.round] = -2;  // pair complete
  }
}

namespace {

// One pairing's lines: score, colours, Elo intervals (games, pairs, by opening), LOS and
// pentanomial, and the SPRT when the run is one.
std::string pairing_block(const RunConfig& cfg, const RunResults& r, size_t p) {
  std::string s;
  const Tally& t = r.tallies[p];
  const std::string& a = cfg.bots[r.pairings[p].first].name;
  const std::string& b = cfg.bots[r.pairings[p].second].name;
  char buf[512];
  std::snprintf(buf, sizeof buf, "Score of %s vs %s: %d - %d - %d  [%.3f] %d games\n", a.c_str(),
                b.c_str(), t.wins, t.losses, t.draws, t.score(), t.games());
  s += buf;
  std::snprintf(
      buf, sizeof buf, "  %s as black: %d - %d - %d   %s as white: %d - %d - %d   (W - L - D)\n",
      a.c_str(), t.black_w, t.black_l, t.black_d, a.c_str(), t.white_w, t.white_l, t.white_d);
  s += buf;
  s += "  Elo (games): " + elo_text(elo_games(t)) + "   Elo (pairs): " + elo_text(elo_pairs(t)) +
       "   95% intervals\n";
  const std::vector<OpeningPairs> ops = opening_pairs(r, p);
  if (ops.size() >= 2) {
    // Deterministic bots replay an opening the same way under every symmetry: the honest
    // interval counts each opening once (see elo_pairs_by_opening).
    std::snprintf(buf, sizeof buf, "  Elo (pairs by opening, %zu openings): %s   95%%, t(%zu)\n",
                  ops.size(), elo_text(elo_pairs_by_opening(ops)).c_str(), ops.size() - 1);
    s += buf;
  }
  std::snprintf(
      buf, sizeof buf, "  LOS: %.1f %%   Pentanomial [LL LD DD/WL WD WW]: [%d %d %d %d %d]\n",
      100 * los(t.wins, t.losses), t.penta[0], t.penta[1], t.penta[2], t.penta[3], t.penta[4]);
  s += buf;
  if (cfg.sprt.enabled && cfg.mode == RunMode::kMatch) {
    std::snprintf(
        buf, sizeof buf, "  SPRT elo0=%.1f elo1=%.1f alpha=%g beta=%g: LLR %.2f [%.2f, %.2f]%s\n",
        cfg.sprt.elo0, cfg.sprt.elo1, cfg.sprt.alpha, cfg.sprt.beta,
        sprt_llr(t, cfg.sprt.elo0, cfg.sprt.elo1), sprt_lower(cfg.sprt), sprt_upper(cfg.sprt),
        r.sprt_decision > 0   ? " H1 accepted"
        : r.sprt_decision < 0 ? " H0 accepted"
                              : "");
    s += buf;
  }
  return s;
}

// A tournament's cross table, ranked by a Bradley-Terry fit over all its games.
std::string cross_table(const RunConfig& cfg, const RunResults& r) {
  std::string s;
  const size_t n = cfg.bots.size();
  std::vector<std::vector<double>> pts(n, std::vector<double>(n, 0));
  std::vector<std::vector<int>> games(n, std::vector<int>(n, 0));
  for (size_t p = 0; p < r.pairings.size(); ++p) {
    const Tally& t = r.tallies[p];
    const int i = r.pairings[p].first, j = r.pairings[p].second;
    pts[i][j] += t.wins + 0.5 * t.draws;
    pts[j][i] += t.losses + 0.5 * t.draws;
    games[i][j] += t.games();
    games[j][i] += t.games();
  }
  const std::vector<double> elo = fit_ratings(pts, games);
  std::vector<size_t> order(n);
  for (size_t i = 0; i < n; ++i) order[i] = i;
  std::sort(order.begin(), order.end(), [&](size_t a, size_t b) { return elo[a] > elo[b]; });
  size_t w = 4;
  for (const BotSpec& b : cfg.bots) w = std::max(w, b.name.size());
  char buf[256];
  std::snprintf(buf, sizeof buf, "Rank %-*s %7s %7s %6s  ", static_cast<int>(w), "Name", "Elo",
                "Points", "Games");
  s += buf;
  for (size_t k = 0; k < n; ++k) {
    std::snprintf(buf, sizeof buf, " %7.7s", cfg.bots[order[k]].name.c_str());
    s += buf;
  }
  s += "\n";
  for (size_t k = 0; k < n; ++k) {
    const size_t i = order[k];
    double p = 0;
    int g = 0;
    for (size_t j = 0; j < n; ++j) {
      p += pts[i][j];
      g += games[i][j];
    }
    std::snprintf(buf, sizeof buf, "%4zu %-*s %7.1f %7.1f %6d  ", k + 1, static_cast<int>(w),
                  cfg.bots[i].name.c_str(), elo[i], p, g);
    s += buf;
    for (size_t kk = 0; kk < n; ++kk) {
      const size_t j = order[kk];
      char cell[32];
      if (i == j || games[i][j] == 0) {
        std::snprintf(cell, sizeof cell, "%s", i == j ? "---" : ".");
      } else {
        std::snprintf(cell, sizeof cell, "%.1f/%d", pts[i][j], games[i][j]);
      }
      std::snprintf(buf, sizeof buf, " %7s", cell);
      s += buf;
    }
    s += "\n";
  }
  s += "(Elo: Bradley-Terry fit over all games, mean 0; cells: points/games of the row bot)\n";
  return s;
}

}  // namespace

std::string rating_block(const RunConfig& cfg, const RunResults& r) {
  std::string s;
  for (size_t p = 0; p < r.pairings.size(); ++p) {
    if (r.tallies[p].games() == 0 && r.pairings.size() > 1) continue;
    s += pairing_block(cfg, r, p);
  }
  if (cfg.mode != RunMode::kMatch) s += cross_table(cfg, r);
  return s;
}

namespace {

// One bot's object: name, hash and its non-OK verdict counts.
void write_bot_json(JsonWriter* w, const RunConfig& cfg, const RunResults& r, size_t b) {
  w->StartObject();
  w->Key("name");
  w->String(cfg.bots[b].name.c_str());
  w->Key("sha256");
  w->String(cfg.bots[b].sha256.c_str());
  w->Key("verdicts");
  w->StartObject();
  for (int v = 1; v < kVerdictCount; ++v) {
    if (r.verdicts[b][v] == 0) continue;
    w->Key(verdict_name(static_cast<Verdict>(v)));
    w->Int(r.verdicts[b][v]);
  }
  w->EndObject();
  w->EndObject();
}

// One pairing's object: its results and the statistics rating_block prints.
void write_pairing_json(JsonWriter* w, const RunConfig& cfg, const RunResults& r, size_t p) {
  const Tally& t = r.tallies[p];
  auto num = [&](double x) { write_finite(w, x); };
  w->StartObject();
  w->Key("a");
  w->String(cfg.bots[r.pairings[p].first].name.c_str());
  w->Key("b");
  w->String(cfg.bots[r.pairings[p].second].name.c_str());
  w->Key("wins");
  w->Int(t.wins);
  w->Key("draws");
  w->Int(t.draws);
  w->Key("losses");
  w->Int(t.losses);
  w->Key("score");
  num(t.score());
  const Interval eg = elo_games(t), ep = elo_pairs(t);
  w->Key("elo");
  num(eg.value);
  w->Key("elo_lo");
  num(eg.lo);
  w->Key("elo_hi");
  num(eg.hi);
  w->Key("elo_pairs_lo");
  num(ep.lo);
  w->Key("elo_pairs_hi");
  num(ep.hi);
  const std::vector<OpeningPairs> ops = opening_pairs(r, p);
  if (ops.size() >= 2) {
    const Interval eo = elo_pairs_by_opening(ops);
    w->Key("openings");
    w->Int(static_cast<int>(ops.size()));
    w->Key("elo_openings_lo");
    num(eo.lo);
    w->Key("elo_openings_hi");
    num(eo.hi);
  }
  w->Key("los");
  num(los(t.wins, t.losses));
  w->Key("penta");
  w->StartArray();
  for (int k = 0; k < 5; ++k) w->Int(t.penta[k]);
  w->EndArray();
  w->Key("as_black");
  w->StartArray();
  for (int x : {t.black_w, t.black_d, t.black_l}) w->Int(x);
  w->EndArray();
  w->Key("as_white");
  w->StartArray();
  for (int x : {t.white_w, t.white_d, t.white_l}) w->Int(x);
  w->EndArray();
  if (cfg.sprt.enabled && cfg.mode == RunMode::kMatch) {
    w->Key("sprt_llr");
    num(sprt_llr(t, cfg.sprt.elo0, cfg.sprt.elo1));
    w->Key("sprt");
    w->String(r.sprt_decision > 0 ? "H1" : r.sprt_decision < 0 ? "H0" : "continue");
  }
  w->EndObject();
}

}  // namespace

std::string summary_json(const RunConfig& cfg, const RunResults& r) {
  rapidjson::StringBuffer sb;
  JsonWriter w(sb);
  w.StartObject();
  w.Key("games");
  w.Int(r.finished);
  w.Key("limits");
  write_limits(&w, cfg.limits, LimitsFields::kPerTurn);
  w.Key("bots");
  w.StartArray();
  for (size_t b = 0; b < cfg.bots.size(); ++b) write_bot_json(&w, cfg, r, b);
  w.EndArray();
  w.Key("pairings");
  w.StartArray();
  for (size_t p = 0; p < r.pairings.size(); ++p) write_pairing_json(&w, cfg, r, p);
  w.EndArray();
  w.EndObject();
  return sb.GetString();
}

void print_statistics(const RunConfig& cfg, const RunResults& r, FILE* out) {
  std::fprintf(out, "%s", rating_block(cfg, r).c_str());
  std::string vs;
  for (size_t b = 0; b < cfg.bots.size(); ++b) {
    std::string line;
    for (int v = 1; v < kVerdictCount; ++v) {
      if (r.verdicts[b][v] == 0) continue;
      line += std::string(" ") + verdict_name(static_cast<Verdict>(v)) + "=" +
              std::to_string(r.verdicts[b][v]);
    }
    vs += "  " + cfg.bots[b].name + ":" + (line.empty() ? " -" : line) + "\n";
  }
  std::fprintf(out, "Verdicts (WIN_SIX counted for the winner, faults for the culprit):\n%s",
               vs.c_str());
}

}  // namespace judge
}  // namespace c6
