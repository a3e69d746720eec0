// `c6judge serve`: the command line of the page's server (the server itself: serve/server.h).
#include <dirent.h>
#include <sys/stat.h>

#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "cli/cli.h"
#include "serve/server.h"
#include "util/parse_int.h"

namespace c6 {
namespace judge {

namespace {

const char kServeHelp[] =
    R"(usage: c6judge serve [--bind ADDR] [--port P] [--bot SPEC]... [--logs DIR] [--size 15|19]
                     [--time MS] [--first MS] [--max-games N] [--max-log-mb N]
                     [--contest RESULTS]

Serves a page to play the --bot bots (Play), replay any log in --logs (Replay) and watch a match,
tournament or contest whose log is in --logs live, move by move (Watch). Open http://ADDR:P/.

  --bind ADDR     address to listen on (default 127.0.0.1; anything else exposes the bots)
  --port P        port, 1..65535 (default 8066; 0 = any free port, printed on stdout)
  --bot SPEC      a bot to offer, as for match (repeatable; the only way a bot command is given)
  --logs DIR      directory of logs to list, and where played games are appended
                  (serve-games.jsonl); default: the current directory
  --size N        the page's first choice of board for Play, 15 or 19 (default 15)
  --time MS       the bot's limit per turn (default 1000), --first MS its first turn (2 x time)
  --max-games N   games open at a time, 1..64 (default 8); the least recently used finished or
                  idle (10 min) game is dropped to make room, otherwise a new game is refused;
                  one page (or one address) keeps at most 2 games open
  --max-log-mb N  serve-games.jsonl is not appended to beyond N MB, 1..4096 (default 64)
  --contest DIR   a contest's results directory (c6judge contest --out): serves it as --logs and
                  opens on its games (games.jsonl, or the latest Swiss round-N.jsonl), live while
                  the contest plays, with the standings so far and every game one click away

Only the local user drives it: requests must name the bound address or localhost with this port
(Host, else 421), and a request that changes anything must come from this page (Origin, else 403).
See docs/serve.md for what --bind 0.0.0.0 means.
)";

// The log of a contest's results directory the page opens: games.jsonl (a round robin), else the
// latest round-N.jsonl (Swiss). "" if there is none.
std::string contest_log(const std::string& dir) {
  struct stat st;
  if (stat((dir + "/games.jsonl").c_str(), &st) == 0 && S_ISREG(st.st_mode)) return "games.jsonl";
  std::string best;
  long best_round = -1;
  if (DIR* d = opendir(dir.c_str())) {
    while (struct dirent* e = readdir(d)) {
      const std::string n = e->d_name;
      if (n.size() < 13 || n.compare(0, 6, "round-") != 0 ||
          n.compare(n.size() - 6, 6, ".jsonl") != 0) {
        continue;
      }
      const std::string digits = n.substr(6, n.size() - 12);
      if (digits.empty() || digits.size() > 6 ||
          digits.find_first_not_of("0123456789") != std::string::npos) {
        continue;
      }
      const long r = std::strtol(digits.c_str(), nullptr, 10);
      if (r > best_round) best_round = r, best = n;
    }
    closedir(d);
  }
  return best;
}

bool parse_serve_args(const std::vector<std::string>& args, ServeConfig* cfg, int* rc) {
  bool first_given = false;
  std::string contest;
  for (size_t i = 0; i < args.size(); ++i) {
    const std::string& a = args[i];
    const bool has = i + 1 < args.size();
    auto num = [&](int lo, int hi, int* out) { return has && parse_int(args[++i], lo, hi, out); };
    auto bad = [&](const char* what) {
      std::fprintf(stderr, "c6judge: serve: bad %s (see --help)\n", what);
      *rc = 2;
      return false;
    };
    if (a == "--help" || a == "-h") {
      std::printf("%s", kServeHelp);
      *rc = 0;
      return false;
    } else if (a == "--bind" && has) {
      cfg->bind = args[++i];
    } else if (a == "--port") {
      if (!num(0, 65535, &cfg->port)) return bad("--port (0..65535)");
    } else if (a == "--size") {
      if (!num(15, 19, &cfg->size) || (cfg->size != 15 && cfg->size != 19)) {
        return bad("--size (15 or 19)");
      }
    } else if (a == "--time") {
      if (!num(10, 600000, &cfg->limits.turn_ms)) return bad("--time (10..600000)");
    } else if (a == "--first") {
      if (!num(10, 600000, &cfg->limits.first_ms)) return bad("--first (10..600000)");
      first_given = true;
    } else if (a == "--max-games") {
      if (!num(1, 64, &cfg->max_games)) return bad("--max-games (1..64)");
    } else if (a == "--max-log-mb") {
      if (!num(1, 4096, &cfg->max_log_mb)) return bad("--max-log-mb (1..4096)");
    } else if (a == "--logs" && has) {
      cfg->logs = args[++i];
    } else if (a == "--contest" && has) {
      contest = args[++i];
    } else if (a == "--bot" && has) {
      BotSpec spec;
      std::string err;
      if (!parse_bot_spec(args[++i], &spec, &err) || !resolve_binary(&spec, &err)) {
        std::fprintf(stderr, "c6judge: serve: --bot: %s\n", err.c_str());
        *rc = 3;
        return false;
      }
      cfg->bots.push_back(spec);
    } else {
      std::fprintf(stderr, "c6judge: serve: unknown argument '%s' (see --help)\n", a.c_str());
      *rc = 2;
      return false;
    }
  }
  if (!first_given) cfg->limits.first_ms = 2 * cfg->limits.turn_ms;
  if (!contest.empty()) {
    cfg->logs = contest;
    cfg->contest_log = contest_log(contest);
    if (cfg->contest_log.empty()) {
      std::fprintf(stderr, "c6judge: serve: --contest %s: no games.jsonl or round-N.jsonl there\n",
                   contest.c_str());
      *rc = 3;
      return false;
    }
  }
  return true;
}

}  // namespace

int serve_main(const std::vector<std::string>& args, const std::atomic<bool>* stop) {
  ServeConfig cfg;
  int rc = 0;
  if (!parse_serve_args(args, &cfg, &rc)) return rc;
  return run_server(cfg, stop);
}

}  // namespace judge
}  // namespace c6
