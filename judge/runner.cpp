#include "runner.h"

#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <map>
#include <mutex>
#include <thread>

#include "core/rng.h"
#include "rapidjson/stringbuffer.h"
#include "rapidjson/writer.h"

namespace c6 {
namespace judge {

namespace {

int games_per_pairing(const RunConfig& cfg) { return std::max(2, cfg.games + (cfg.games & 1)); }

std::string elo_text(const Interval& i) {
  char buf[96];
  std::snprintf(buf, sizeof buf, "%.1f [%.1f, %.1f]", i.value, i.lo, i.hi);
  return buf;
}

bool file_nonempty(const std::string& p) {
  struct stat st;
  return stat(p.c_str(), &st) == 0 && st.st_size > 0;
}

std::string safe_name(const std::string& s) {
  std::string r;
  for (char c : s) r += std::isalnum(static_cast<unsigned char>(c)) || c == '-' ? c : '_';
  return r;
}

}  // namespace

std::vector<std::pair<int, int>> make_pairings(const RunConfig& cfg) {
  std::vector<std::pair<int, int>> p;
  const int n = static_cast<int>(cfg.bots.size());
  if (cfg.mode == RunMode::kMatch) {
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
  res_.verdicts.assign(cfg.bots.size(), std::vector<int>(kVerdictCount, 0));
}

void ResultBook::add(const LoggedGame& g, int black_bot, int white_bot) {
  const GameRecord& r = g.rec;
  if (r.verdict == Verdict::kInterrupt || r.verdict == Verdict::kNone) return;
  if (g.pairing < 0 || g.pairing >= static_cast<int>(res_.pairings.size())) return;
  ++res_.finished;
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
    ++t.penta[rounds[g.round] + half];
    rounds[g.round] = -2;  // pair complete
  }
}

std::string rating_block(const RunConfig& cfg, const RunResults& r) {
  std::string s;
  for (size_t p = 0; p < r.pairings.size(); ++p) {
    const Tally& t = r.tallies[p];
    if (t.games() == 0 && r.pairings.size() > 1) continue;
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
  }
  if (cfg.mode != RunMode::kMatch) {
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
  }
  return s;
}

std::string summary_json(const RunConfig& cfg, const RunResults& r) {
  rapidjson::StringBuffer sb;
  rapidjson::Writer<rapidjson::StringBuffer> w(sb);
  auto num = [&](double x) { w.Double(std::isfinite(x) ? x : 0.0); };
  w.StartObject();
  w.Key("games");
  w.Int(r.finished);
  w.Key("limits");
  w.StartObject();
  w.Key("turn_ms");
  w.Int(cfg.limits.turn_ms);
  w.Key("first_ms");
  w.Int(cfg.limits.first_ms);
  w.Key("margin_ms");
  w.Int(cfg.limits.margin_ms);
  w.Key("grace_ms");
  w.Int(cfg.limits.grace_ms);
  w.Key("memory_mb");
  w.Uint64(cfg.limits.memory_mb);
  w.EndObject();
  w.Key("bots");
  w.StartArray();
  for (size_t b = 0; b < cfg.bots.size(); ++b) {
    w.StartObject();
    w.Key("name");
    w.String(cfg.bots[b].name.c_str());
    w.Key("sha256");
    w.String(cfg.bots[b].sha256.c_str());
    w.Key("verdicts");
    w.StartObject();
    for (int v = 1; v < kVerdictCount; ++v) {
      if (r.verdicts[b][v] == 0) continue;
      w.Key(verdict_name(static_cast<Verdict>(v)));
      w.Int(r.verdicts[b][v]);
    }
    w.EndObject();
    w.EndObject();
  }
  w.EndArray();
  w.Key("pairings");
  w.StartArray();
  for (size_t p = 0; p < r.pairings.size(); ++p) {
    const Tally& t = r.tallies[p];
    w.StartObject();
    w.Key("a");
    w.String(cfg.bots[r.pairings[p].first].name.c_str());
    w.Key("b");
    w.String(cfg.bots[r.pairings[p].second].name.c_str());
    w.Key("wins");
    w.Int(t.wins);
    w.Key("draws");
    w.Int(t.draws);
    w.Key("losses");
    w.Int(t.losses);
    w.Key("score");
    num(t.score());
    const Interval eg = elo_games(t), ep = elo_pairs(t);
    w.Key("elo");
    num(eg.value);
    w.Key("elo_lo");
    num(eg.lo);
    w.Key("elo_hi");
    num(eg.hi);
    w.Key("elo_pairs_lo");
    num(ep.lo);
    w.Key("elo_pairs_hi");
    num(ep.hi);
    w.Key("los");
    num(los(t.wins, t.losses));
    w.Key("penta");
    w.StartArray();
    for (int k = 0; k < 5; ++k) w.Int(t.penta[k]);
    w.EndArray();
    w.Key("as_black");
    w.StartArray();
    for (int x : {t.black_w, t.black_d, t.black_l}) w.Int(x);
    w.EndArray();
    w.Key("as_white");
    w.StartArray();
    for (int x : {t.white_w, t.white_d, t.white_l}) w.Int(x);
    w.EndArray();
    if (cfg.sprt.enabled && cfg.mode == RunMode::kMatch) {
      w.Key("sprt_llr");
      num(sprt_llr(t, cfg.sprt.elo0, cfg.sprt.elo1));
      w.Key("sprt");
      w.String(r.sprt_decision > 0 ? "H1" : r.sprt_decision < 0 ? "H0" : "continue");
    }
    w.EndObject();
  }
  w.EndArray();
  w.EndObject();
  return sb.GetString();
}

int run_games(const RunConfig& cfg_in, const std::atomic<bool>* stop) {
  RunConfig cfg = cfg_in;
  FILE* out = cfg.json ? stderr : stdout;
  std::string err;
  if (cfg.bots.size() < 2) {
    std::fprintf(stderr, "c6judge: need at least two bots\n");
    return kExitUsage;
  }
  for (BotSpec& b : cfg.bots) {
    if (!resolve_binary(&b, &err)) {
      std::fprintf(stderr, "c6judge: %s\n", err.c_str());
      return kExitSetup;
    }
    if ((b.proto == Proto::kCcgc) && !cfg.openings.empty()) {
      std::fprintf(stderr,
                   "c6judge: bot '%s' speaks ccgc, which cannot start from an opening; "
                   "use --openings none\n",
                   b.name.c_str());
      return kExitSetup;
    }
  }
  for (const BotSpec& b : cfg.bots) {
    const std::string warning = botzone_size_warning(b, cfg.size);
    if (!warning.empty()) std::fprintf(stderr, "c6judge: warning: %s\n", warning.c_str());
  }
  for (const Opening& o : cfg.openings) {
    std::vector<Move> turns;
    if (!opening_turns(o, cfg.size, 0, &turns, &err)) {
      std::fprintf(stderr, "c6judge: %s\n", err.c_str());
      return kExitSetup;
    }
  }
  const unsigned cores = std::max(1u, std::thread::hardware_concurrency());
  if (cfg.concurrency < 1) cfg.concurrency = 1;
  if (static_cast<unsigned>(cfg.concurrency) > cores) {
    std::fprintf(stderr,
                 "c6judge: warning: concurrency %d is above the %u cores of this machine; bots "
                 "will compete for CPU and time results will suffer\n",
                 cfg.concurrency, cores);
  }
  const std::vector<std::pair<int, int>> pairings = make_pairings(cfg);
  const int P = static_cast<int>(pairings.size());
  const int total = games_per_pairing(cfg) * P;

  ResultBook book(cfg, pairings);
  std::vector<char> done(total, 0);
  if (!cfg.log_path.empty()) {
    if (cfg.resume) {
      std::vector<LoggedGame> logged;
      int bad = 0;
      if (file_nonempty(cfg.log_path) && !read_log(cfg.log_path, &logged, &bad, &err)) {
        std::fprintf(stderr, "c6judge: %s\n", err.c_str());
        return kExitSetup;
      }
      if (bad > 0)
        std::fprintf(stderr, "c6judge: warning: %d unreadable log line(s) ignored\n", bad);
      for (const LoggedGame& g : logged) {
        if (g.index < 0) continue;
        const ScheduledGame s = schedule_game(cfg, P, g.index);
        if (g.black.name != cfg.bots[s.black].name || g.white.name != cfg.bots[s.white].name ||
            g.seed != s.seed) {
          std::fprintf(stderr,
                       "c6judge: %s: game %d was played by %s vs %s with another seed or bot list; "
                       "resume needs the same bots (same order) and --seed\n",
                       cfg.log_path.c_str(), g.index, g.black.name.c_str(), g.white.name.c_str());
          return kExitSetup;
        }
        if (g.index < total && done[g.index]) continue;
        if (g.index < total) done[g.index] = 1;
        book.add(g, s.black, s.white);
      }
      if (!cfg.quiet && !logged.empty()) {
        std::fprintf(out, "Resuming: %d finished game(s) in %s\n", book.results().finished,
                     cfg.log_path.c_str());
      }
    } else if (file_nonempty(cfg.log_path)) {
      std::fprintf(stderr,
                   "c6judge: log %s already exists; pass --resume to continue it or choose "
                   "another --log\n",
                   cfg.log_path.c_str());
      return kExitSetup;
    }
  }
  LogWriter log;
  if (!cfg.log_path.empty() && !log.open(cfg.log_path, &err)) {
    std::fprintf(stderr, "c6judge: %s\n", err.c_str());
    return kExitSetup;
  }
  if (cfg.stderr_dir.empty() && !cfg.log_path.empty()) cfg.stderr_dir = cfg.log_path + ".stderr";
  if (!cfg.stderr_dir.empty()) mkdir(cfg.stderr_dir.c_str(), 0755);

  {  // always printed, even with --quiet: margins are never hidden
    std::fprintf(out,
                 "Limits: %d ms per turn (first turn %d ms) + margin %d ms; stall after a further "
                 "%d ms; memory %llu MB%s; output %llu bytes per turn\n",
                 cfg.limits.turn_ms, cfg.limits.first_ms, cfg.limits.margin_ms, cfg.limits.grace_ms,
                 static_cast<unsigned long long>(cfg.limits.memory_mb),
                 cfg.limits.memory_mb == 0 ? " (no limit)" : "",
                 static_cast<unsigned long long>(cfg.limits.output_cap));
  }

  std::mutex mu;
  // Botzone globaldata per bot, carried from game to game (with concurrency, the game that
  // finishes last writes it, as on the platform).
  std::vector<std::string> globaldata(cfg.bots.size());
  int next = 0;
  bool halt = false;
  int started_now = 0, finished_now = 0;
  const int64_t t_start = now_us();
  if (cfg.sprt.enabled && cfg.mode == RunMode::kMatch) {
    book.results().sprt_decision = sprt_decision(book.results().tallies[0], cfg.sprt);
    halt = book.results().sprt_decision != 0;
  }
  int remaining = 0;
  for (int i = 0; i < total; ++i) remaining += done[i] ? 0 : 1;

  auto worker = [&]() {
    for (;;) {
      ScheduledGame s;
      GameSetup setup;
      std::string oname;
      {
        std::lock_guard<std::mutex> lock(mu);
        while (next < total && done[next]) ++next;
        if (halt || next >= total || (stop && stop->load())) return;
        s = schedule_game(cfg, P, next++);
        ++started_now;
        setup.globaldata_black = globaldata[s.black];
        setup.globaldata_white = globaldata[s.white];
        setup.size = cfg.size;
        if (s.opening >= 0) {
          opening_turns(cfg.openings[s.opening], cfg.size, s.symmetry, &setup.opening, &err);
          oname = cfg.openings[s.opening].name;
        }
        if (!cfg.quiet) {
          std::fprintf(out, "Started game %d of %d (%s vs %s)%s%s\n", s.index + 1, total,
                       cfg.bots[s.black].name.c_str(), cfg.bots[s.white].name.c_str(),
                       oname.empty() ? "" : " opening ",
                       oname.empty() ? "" : (oname + " sym " + std::to_string(s.symmetry)).c_str());
          std::fflush(out);
        }
      }
      setup.black = cfg.bots[s.black];
      setup.white = cfg.bots[s.white];
      setup.limits = cfg.limits;
      setup.stop = stop;
      setup.max_turns = cfg.max_turns;
      char path[64];
      if (!cfg.stderr_dir.empty()) {
        std::snprintf(path, sizeof path, "/g%05d-black-", s.index + 1);
        setup.stderr_black = cfg.stderr_dir + path + safe_name(setup.black.name) + ".log";
        std::snprintf(path, sizeof path, "/g%05d-white-", s.index + 1);
        setup.stderr_white = cfg.stderr_dir + path + safe_name(setup.white.name) + ".log";
      }
      LoggedGame g;
      g.rec = play_game(setup);
      g.rec.opening_name = oname;
      g.rec.symmetry = s.symmetry;
      g.index = s.index;
      g.pairing = s.pairing;
      g.round = s.round;
      g.seed = s.seed;
      g.black = setup.black;
      g.white = setup.white;
      g.finished_at = utc_now_iso();
      for (const std::string& p : {setup.stderr_black, setup.stderr_white}) {
        if (!p.empty() && !file_nonempty(p)) unlink(p.c_str());
      }
      std::lock_guard<std::mutex> lock(mu);
      globaldata[s.black] = g.rec.globaldata_black;
      globaldata[s.white] = g.rec.globaldata_white;
      if (g.rec.verdict == Verdict::kInterrupt) {
        if (!cfg.quiet) {
          std::fprintf(out, "Interrupted game %d (%s vs %s): not recorded\n", s.index + 1,
                       g.black.name.c_str(), g.white.name.c_str());
        }
        continue;
      }
      if (!cfg.log_path.empty() && !log.append(game_to_json(g))) {
        std::fprintf(stderr, "c6judge: warning: cannot write to %s\n", cfg.log_path.c_str());
      }
      book.add(g, s.black, s.white);
      ++finished_now;
      if (!cfg.quiet) {
        std::string why = verdict_name(g.rec.verdict);
        if (!g.rec.detail.empty() && g.rec.detail != g.rec.reason) {
          why += ": " + g.rec.detail;
        } else if (!g.rec.reason.empty()) {
          why += ": " + g.rec.reason;
        }
        if (g.rec.culprit != kEmpty) {
          why += std::string(" by ") + (g.rec.culprit == kBlack ? g.black.name : g.white.name);
        }
        std::fprintf(out, "Finished game %d (%s vs %s): %s {%s} %zu turns\n", s.index + 1,
                     g.black.name.c_str(), g.white.name.c_str(), result_string(g.rec).c_str(),
                     why.c_str(),
                     g.rec.opening.size() + g.rec.turns.size() + (g.rec.has_bad_move ? 1 : 0));
      }
      if (cfg.sprt.enabled && cfg.mode == RunMode::kMatch) {
        RunResults& r = book.results();
        r.sprt_llr = sprt_llr(r.tallies[0], cfg.sprt.elo0, cfg.sprt.elo1);
        r.sprt_decision = sprt_decision(r.tallies[0], cfg.sprt);
        if (r.sprt_decision != 0 && !halt) {
          halt = true;
          if (!cfg.quiet) {
            std::fprintf(out, "SPRT: %s accepted (LLR %.2f); finishing games in progress\n",
                         r.sprt_decision > 0 ? "H1" : "H0", r.sprt_llr);
          }
        }
      }
      if (!cfg.quiet && cfg.report_every > 0 && finished_now % cfg.report_every == 0 &&
          finished_now < remaining) {
        const double el = (now_us() - t_start) / 1e6;
        const double eta = el / finished_now * (remaining - finished_now);
        std::fprintf(out, "%s", rating_block(cfg, book.results()).c_str());
        std::fprintf(out, "  %d of %d games done, %.0f s elapsed, ETA %.0f s\n",
                     book.results().finished, total, el, eta);
      }
      std::fflush(out);
    }
  };
  std::vector<std::thread> pool;
  for (int i = 0; i < cfg.concurrency; ++i) pool.emplace_back(worker);
  for (std::thread& t : pool) t.join();

  if (!cfg.stderr_dir.empty()) rmdir(cfg.stderr_dir.c_str());  // only if no bot wrote anything
  const RunResults& r = book.results();
  if (!cfg.quiet || !cfg.json) {
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
    const double el = (now_us() - t_start) / 1e6;
    std::fprintf(out, "Finished %d game(s) this run in %.1f s (%.1f games/min)\n", finished_now, el,
                 el > 0 ? finished_now * 60.0 / el : 0.0);
  }
  if (cfg.json) std::printf("%s\n", summary_json(cfg, r).c_str());
  std::fflush(stdout);
  if (stop && stop->load()) return kExitInterrupted;
  return kExitOk;
}

}  // namespace judge
}  // namespace c6
