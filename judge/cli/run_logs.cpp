#include "cli/run_logs.h"

#include <sys/stat.h>

#include "util/text_file.h"

namespace c6 {
namespace judge {

bool read_run_log(const std::string& path, RunLog* out, std::string* err) {
  out->path = path;
  struct stat st;
  const bool known = stat(path.c_str(), &st) == 0;
  if (known && S_ISDIR(st.st_mode)) {
    *err = path + " is a directory, not a log";
    return false;
  }
  if (known && S_ISREG(st.st_mode) && st.st_size == 0) {
    *err = path + " is empty";
    return false;
  }
  // One read (and one decompression) for the header and the games.
  std::string text;
  if (!read_text_file(path, &text, err) || !run_header_from_text(text, path, &out->header, err)) {
    return false;
  }
  games_from_text(text, &out->games, &out->lines, &out->bad);
  return true;
}

RunConfig config_from_header(const RunHeader& h) {
  RunConfig cfg;
  cfg.mode = h.mode == "match"      ? RunMode::kMatch
             : h.mode == "gauntlet" ? RunMode::kGauntlet
                                    : RunMode::kRoundRobin;
  cfg.bots = h.bots;
  cfg.games = h.games;
  cfg.size = h.size;
  cfg.seed = h.seed;
  cfg.openings.resize(h.openings);  // only their number shapes the schedule
  cfg.limits = h.limits;
  cfg.sprt.enabled = h.sprt;
  cfg.sprt.elo0 = h.elo0;
  cfg.sprt.elo1 = h.elo1;
  cfg.sprt.alpha = h.alpha;
  cfg.sprt.beta = h.beta;
  return cfg;
}

namespace {

// "N game(s) of T missing: 1 2 ..." for the unplaced games, or "".
std::string missing_games(const std::vector<std::pair<int, int>>& order) {
  std::string missing;
  int n = 0;
  for (size_t i = 0; i < order.size(); ++i) {
    if (order[i].first >= 0) continue;
    if (++n <= 10) missing += " " + std::to_string(i + 1);
  }
  if (n == 0) return "";
  return std::to_string(n) + " game(s) of " + std::to_string(order.size()) + " missing:" + missing +
         (n > 10 ? " ..." : "") + " (resume the shard that has them with --resume)";
}

}  // namespace

std::string place_games(const RunConfig& cfg, const std::vector<RunLog>& logs, bool need_all,
                        std::vector<std::pair<int, int>>* order, int* repeats) {
  const int P = static_cast<int>(make_pairings(cfg).size());
  const int total = games_per_pairing(cfg) * P;
  order->assign(total, {-1, -1});
  *repeats = 0;
  for (size_t li = 0; li < logs.size(); ++li) {
    const RunLog& l = logs[li];
    for (size_t gi = 0; gi < l.games.size(); ++gi) {
      const LoggedGame& g = l.games[gi];
      const std::string where = l.path + ": game " + std::to_string(g.index + 1);
      if (g.index < 0 || g.index >= total) return where + " is outside the run's schedule";
      if (!in_shard(l.header.shard, g.index)) return where + " does not belong to its shard";
      const ScheduledGame s = schedule_game(cfg, P, g.index);
      const BotSpec& b = cfg.bots[s.black];
      const BotSpec& w = cfg.bots[s.white];
      if (g.black.name != b.name || g.white.name != w.name || g.seed != s.seed ||
          g.black.sha256 != b.sha256 || g.white.sha256 != w.sha256) {
        return where + " was played by " + g.black.name + " vs " + g.white.name +
               " (or other binaries or seed); the schedule says " + b.name + " vs " + w.name;
      }
      std::pair<int, int>& slot = (*order)[g.index];
      if (slot.first == static_cast<int>(li)) {
        ++*repeats;  // twice in one log: the first is kept, as --resume does
        continue;
      }
      if (slot.first >= 0) return where + " is also in " + logs[slot.first].path + " (doubled)";
      slot = {static_cast<int>(li), static_cast<int>(gi)};
    }
  }
  if (!need_all || cfg.sprt.enabled) return "";  // an SPRT run stops early: its rest never due
  return missing_games(*order);
}

RunResults book_games(const RunConfig& cfg, const std::vector<RunLog>& logs,
                      const std::vector<std::pair<int, int>>& order) {
  const std::vector<std::pair<int, int>> pairings = make_pairings(cfg);
  ResultBook book(cfg, pairings);
  for (const std::pair<int, int>& o : order) {
    if (o.first < 0) continue;
    const LoggedGame& g = logs[o.first].games[o.second];
    const ScheduledGame s = schedule_game(cfg, static_cast<int>(pairings.size()), g.index);
    book.add(g, s.black, s.white);
  }
  RunResults r = book.results();
  if (cfg.sprt.enabled && cfg.mode == RunMode::kMatch) {
    r.sprt_llr = sprt_llr(r.tallies[0], cfg.sprt.elo0, cfg.sprt.elo1);
    r.sprt_decision = sprt_decision(r.tallies[0], cfg.sprt);
  }
  return r;
}

}  // namespace judge
}  // namespace c6
