#include "match/runner.h"

#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <map>
#include <mutex>
#include <thread>

#include "core/rng.h"
#include "match/scheduler.h"
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
    std::snprintf(buf, sizeof buf,
                  "  SPRT elo0=%.1f elo1=%.1f alpha=%.3f beta=%.3f: LLR %.2f [%.2f, %.2f]%s\n",
                  cfg.sprt.elo0, cfg.sprt.elo1, cfg.sprt.alpha, cfg.sprt.beta,
                  sprt_llr(t, cfg.sprt.elo0, cfg.sprt.elo1), sprt_lower(cfg.sprt),
                  sprt_upper(cfg.sprt),
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

namespace {

constexpr int kContinue = -1;

// Bots found and hashed, openings legal on the board, concurrency sane. kContinue or an exit code.
int check_setup(RunConfig* cfg) {
  std::string err;
  if (cfg->bots.size() < 2) {
    std::fprintf(stderr, "c6judge: need at least two bots\n");
    return kExitUsage;
  }
  for (BotSpec& b : cfg->bots) {
    if (!resolve_binary(&b, &err)) {
      std::fprintf(stderr, "c6judge: %s\n", err.c_str());
      return kExitSetup;
    }
    if ((b.proto == Proto::kCcgc) && !cfg->openings.empty()) {
      std::fprintf(stderr,
                   "c6judge: bot '%s' speaks ccgc, which cannot start from an opening; "
                   "use --openings none\n",
                   b.name.c_str());
      return kExitSetup;
    }
  }
  for (const BotSpec& b : cfg->bots) {
    const std::string warning = botzone_size_warning(b, cfg->size);
    if (!warning.empty()) std::fprintf(stderr, "c6judge: warning: %s\n", warning.c_str());
  }
  for (const Opening& o : cfg->openings) {
    std::vector<Move> turns;
    if (!opening_turns(o, cfg->size, 0, &turns, &err)) {
      std::fprintf(stderr, "c6judge: %s\n", err.c_str());
      return kExitSetup;
    }
  }
  const unsigned cores = std::max(1u, std::thread::hardware_concurrency());
  if (cfg->concurrency < 1) cfg->concurrency = 1;
  if (static_cast<unsigned>(cfg->concurrency) > cores) {
    std::fprintf(stderr,
                 "c6judge: warning: concurrency %d is above the %u cores of this machine; bots "
                 "will compete for CPU and time results will suffer\n",
                 cfg->concurrency, cores);
  }
  return kContinue;
}

// With --resume, books the games already in the log and marks them done; without, refuses to
// overwrite a log. kContinue or an exit code.
// A resumed log must be of this shard (its run header, shard.h). A header that describes the run
// otherwise (other bot arguments or binaries, limits) is only warned about, as resume has always
// allowed fixing a bot by name and seed; the new header then describes the log for merge.
// *need_header is set when the log has no header yet (new log, or one from before headers) or one
// that differs (run or --games).
int check_log_header(const RunConfig& cfg, bool* need_header) {
  *need_header = true;
  if (!file_nonempty(cfg.log_path)) return kContinue;
  RunHeader old;
  std::string err;
  if (!read_run_header(cfg.log_path, &old, &err)) return kContinue;
  const RunHeader now = make_run_header(cfg);
  if (old.shard.k != now.shard.k || old.shard.n != now.shard.n) {
    std::fprintf(stderr, "c6judge: %s is the log of shard %d/%d, not of --shard %d/%d\n",
                 cfg.log_path.c_str(), old.shard.k, old.shard.n, now.shard.k, now.shard.n);
    return kExitSetup;
  }
  const std::string diff = first_difference(old.run, now.run);
  if (!diff.empty()) {
    std::fprintf(stderr,
                 "c6judge: warning: %s was started with another '%s'; resuming under the new "
                 "one (games already logged keep theirs)\n",
                 cfg.log_path.c_str(), diff.c_str());
  }
  *need_header = !diff.empty() || old.games != now.games;
  return kContinue;
}

int load_log(const RunConfig& cfg, int pairings, ResultBook* book, std::vector<char>* done,
             FILE* out) {
  if (cfg.log_path.empty()) return kContinue;
  std::string err;
  if (!cfg.resume) {
    if (!file_nonempty(cfg.log_path)) return kContinue;
    std::fprintf(stderr,
                 "c6judge: log %s already exists; pass --resume to continue it or choose "
                 "another --log\n",
                 cfg.log_path.c_str());
    return kExitSetup;
  }
  std::vector<LoggedGame> logged;
  int bad = 0;
  if (file_nonempty(cfg.log_path) && !read_log(cfg.log_path, &logged, &bad, &err)) {
    std::fprintf(stderr, "c6judge: %s\n", err.c_str());
    return kExitSetup;
  }
  if (bad > 0) std::fprintf(stderr, "c6judge: warning: %d unreadable log line(s) ignored\n", bad);
  const int total = static_cast<int>(done->size());
  for (const LoggedGame& g : logged) {
    if (g.index < 0) continue;
    const ScheduledGame s = schedule_game(cfg, pairings, g.index);
    if (g.black.name != cfg.bots[s.black].name || g.white.name != cfg.bots[s.white].name ||
        g.seed != s.seed) {
      std::fprintf(stderr,
                   "c6judge: %s: game %d was played by %s vs %s with another seed or bot list; "
                   "resume needs the same bots (same order) and --seed\n",
                   cfg.log_path.c_str(), g.index + 1, g.black.name.c_str(), g.white.name.c_str());
      return kExitSetup;
    }
    if (g.index < total && (*done)[g.index]) continue;
    if (g.index < total) (*done)[g.index] = 1;
    book->add(g, s.black, s.white);
  }
  if (!cfg.quiet && !logged.empty()) {
    std::fprintf(out, "Resuming: %d finished game(s) in %s\n", book->results().finished,
                 cfg.log_path.c_str());
  }
  return kContinue;
}

// Always printed, even with --quiet: margins are never hidden.
void print_limits(const RunConfig& cfg, const CgroupSupport& cgroups, FILE* out) {
  const Limits& l = cfg.limits;
  if (l.clock_base_ms > 0) {
    std::fprintf(out, "Limits: game clock %.3f s + %.3f s per turn (--tc) + margin %d ms per turn",
                 l.clock_base_ms / 1000.0, l.clock_inc_ms / 1000.0, l.margin_ms);
  } else {
    std::fprintf(out, "Limits: %d ms per turn (first turn %d ms) + margin %d ms", l.turn_ms,
                 l.first_ms, l.margin_ms);
  }
  std::fprintf(out,
               "; stall after a further %d ms; memory %llu MB%s; output %llu bytes per turn; bot "
               "logs capped at %llu bytes per game\n",
               l.grace_ms, static_cast<unsigned long long>(l.memory_mb),
               l.memory_mb == 0 ? " (no limit)"
                                : (" " + describe_memory_mode(l.memory_mode, cgroups)).c_str(),
               static_cast<unsigned long long>(l.output_cap),
               static_cast<unsigned long long>(l.stderr_cap));
  for (const BotSpec& b : cfg.bots) {
    const std::string o = spec_overrides_text(b);
    if (o.empty()) continue;
    const Limits bl = limits_for(l, b);
    std::fprintf(out, "  %s: %s -> %d ms per turn (first %d ms), memory %llu MB\n", b.name.c_str(),
                 o.substr(1).c_str(), bl.turn_ms, bl.first_ms,
                 static_cast<unsigned long long>(bl.memory_mb));
  }
}

void print_summary(const RunConfig& cfg, const RunResults& r, int finished_now, int64_t t_start,
                   FILE* out) {
  print_statistics(cfg, r, out);
  const double el = (now_us() - t_start) / 1e6;
  std::fprintf(out, "Finished %d game(s) this run in %.1f s (%.1f games/min)\n", finished_now, el,
               el > 0 ? finished_now * 60.0 / el : 0.0);
}

}  // namespace

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

namespace {

// The run's log, opened for appending; the run header goes first unless a resumed log has it.
// kContinue or an exit code.
int open_run_log(const RunConfig& cfg, bool need_header, LogWriter* log) {
  if (cfg.log_path.empty()) return kContinue;
  std::string err;
  if (!log->open(cfg.log_path, &err)) {
    std::fprintf(stderr, "c6judge: %s\n", err.c_str());
    return kExitSetup;
  }
  if ((need_header || !cfg.resume) && !log->append(run_header_to_json(make_run_header(cfg)))) {
    std::fprintf(stderr, "c6judge: cannot write to %s\n", cfg.log_path.c_str());
    return kExitSetup;
  }
  return kContinue;
}

// --standings PREFIX: the games' standings as CSV, JSON and Markdown. kContinue or an exit code.
int write_run_standings(const RunConfig& cfg, const RunResults& r, FILE* out) {
  if (cfg.standings_prefix.empty()) return kContinue;
  StandingsInput in;
  for (const BotSpec& b : cfg.bots) in.names.push_back(b.name);
  in.games = r.games;
  in.title = cfg.mode == RunMode::kMatch ? "Match standings" : "Tournament standings";
  std::string err;
  if (!write_standings(cfg.standings_prefix, in, &err)) {
    std::fprintf(stderr, "c6judge: %s\n", err.c_str());
    return kExitSetup;
  }
  std::fprintf(out, "Standings: %s.{csv,json,md}\n", cfg.standings_prefix.c_str());
  return kContinue;
}

}  // namespace

int run_games(const RunConfig& cfg_in, const std::atomic<bool>* stop) {
  RunConfig cfg = cfg_in;
  FILE* out = cfg.json ? stderr : stdout;
  int rc = check_setup(&cfg);
  if (rc != kContinue) return rc;
  const std::vector<std::pair<int, int>> pairings = make_pairings(cfg);
  const int P = static_cast<int>(pairings.size());
  ResultBook book(cfg, pairings);
  std::vector<char> done(games_per_pairing(cfg) * P, 0);
  bool need_header = false;
  if (!cfg.log_path.empty() && cfg.resume) rc = check_log_header(cfg, &need_header);
  if (rc != kContinue) return rc;
  rc = load_log(cfg, P, &book, &done, out);
  if (rc != kContinue) return rc;
  LogWriter log;
  rc = open_run_log(cfg, need_header, &log);
  if (rc != kContinue) return rc;
  if (!cfg.shard.whole() && !cfg.quiet) {
    int mine = 0;
    for (size_t i = 0; i < done.size(); ++i) mine += in_shard(cfg.shard, static_cast<int>(i));
    std::fprintf(out, "Shard %d/%d: %d of the run's %zu games\n", cfg.shard.k, cfg.shard.n, mine,
                 done.size());
  }
  if (cfg.stderr_dir.empty() && !cfg.log_path.empty()) cfg.stderr_dir = cfg.log_path + ".stderr";
  if (!cfg.stderr_dir.empty()) mkdir(cfg.stderr_dir.c_str(), 0755);
  const CgroupSupport cgroups = probe_cgroups();
  if (cfg.limits.memory_mode == MemoryMode::kCgroup && !cgroups.memory) {
    std::fprintf(stderr, "c6judge: --memory-mode cgroup is not available here: %s\n",
                 cgroups.why.c_str());
    return kExitSetup;
  }
  print_limits(cfg, cgroups, out);

  const int64_t t_start = now_us();
  Scheduler sched(cfg, P, std::move(done), &book, &log, out, stop);
  auto worker = [&]() {
    ScheduledGame s;
    GameSetup setup;
    std::string opening_name;
    while (sched.next(&s, &setup, &opening_name)) {
      sched.finish(s, play_scheduled_game(s, setup, opening_name));
      setup = GameSetup();
    }
  };
  std::vector<std::thread> pool;
  for (int i = 0; i < cfg.concurrency; ++i) pool.emplace_back(worker);
  for (std::thread& t : pool) t.join();

  if (!cfg.stderr_dir.empty()) rmdir(cfg.stderr_dir.c_str());  // only if no bot wrote anything
  if (!cfg.quiet || !cfg.json)
    print_summary(cfg, book.results(), sched.finished_now(), t_start, out);
  if (cfg.json) std::printf("%s\n", summary_json(cfg, book.results()).c_str());
  rc = write_run_standings(cfg, book.results(), out);
  if (rc != kContinue) return rc;
  std::fflush(stdout);
  const std::string fatal = sched.fatal();
  if (!fatal.empty()) {
    std::fprintf(stderr,
                 "c6judge: error: %s\nc6judge: stopped; every game finished before this one is in "
                 "the log (continue with --resume once the problem is fixed)\n",
                 fatal.c_str());
    return kExitSetup;
  }
  if (stop && stop->load()) return kExitInterrupted;
  return kExitOk;
}

}  // namespace judge
}  // namespace c6
