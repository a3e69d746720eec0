// The server behind `c6judge serve`: a page in the browser to play a bot, replay and watch logs
// (docs/c6judge.md). The page is compiled in (web/index.html, turned into serve_page.inc by CMake).
#include <limits.h>
#include <stdlib.h>
#include <sys/random.h>
#include <sys/stat.h>

#include <cstdio>
#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

#include "bots/bot.h"
#include "rapidjson/document.h"
#include "records/gamelog.h"
#include "serve/serve_analyse.h"
#include "serve/serve_files.h"
#include "serve/serve_game.h"
#include "serve/serve_http.h"
#include "serve/server.h"
#include "util/json_in.h"
#include "util/parse_int.h"

namespace c6 {
namespace judge {

namespace {

const char kPage[] =
#include "serve_page.inc"
    ;

constexpr size_t kMaxBody = 16 * 1024;
constexpr int64_t kIdleUs = 10LL * 60 * 1000 * 1000;

// 128 random bits as 32 hex digits (game ids, the page's token): unguessable, so another page
// cannot name a game it did not start.
std::string random_hex() {
  unsigned char b[16];
  size_t got = 0;
  while (got < sizeof b) {
    const ssize_t n = getrandom(b + got, sizeof b - got, 0);
    if (n > 0) got += static_cast<size_t>(n);
  }
  static const char kHex[] = "0123456789abcdef";
  std::string s;
  for (unsigned char c : b) {
    s += kHex[c >> 4];
    s += kHex[c & 15];
  }
  return s;
}

constexpr int kGamesPerClient = 2;

// The games in play, bounded by max_games in all and kGamesPerClient per client (the page's
// client id, else the peer address). Each game has its own lock, so a bot thinking in one game
// does not hold up the others.
class GameTable {
 public:
  explicit GameTable(int max_games) : max_(max_games) {}
  // Adds a game for `client`, first dropping `replaces` (the page's previous game) and the
  // client's oldest games beyond its share; "" when full of games in use.
  std::string add(std::shared_ptr<ServeGame> g, const std::string& client,
                  const std::string& replaces) {
    std::lock_guard<std::mutex> lock(mu_);
    auto it = games_.find(replaces);
    if (it != games_.end() && it->second.client == client) games_.erase(it);
    for (;;) {
      int mine = 0;
      auto oldest = games_.end();
      for (auto i = games_.begin(); i != games_.end(); ++i) {
        if (i->second.client != client) continue;
        ++mine;
        if (oldest == games_.end() || i->second.serial < oldest->second.serial) oldest = i;
      }
      if (mine < kGamesPerClient) break;
      games_.erase(oldest);
    }
    if (static_cast<int>(games_.size()) >= max_) {
      auto victim = games_.end();
      int64_t oldest = INT64_MAX;
      for (auto i = games_.begin(); i != games_.end(); ++i) {
        std::unique_lock<std::mutex> gl(i->second.game->mutex(), std::try_to_lock);
        if (!gl.owns_lock()) continue;
        const ServeGame& sg = *i->second.game;
        const bool droppable = sg.over() || now_us() - sg.last_used_us() > kIdleUs;
        if (droppable && sg.last_used_us() < oldest) {
          oldest = sg.last_used_us();
          victim = i;
        }
      }
      if (victim == games_.end()) return "";
      games_.erase(victim);
    }
    const std::string id = random_hex();
    games_[id] = Entry{std::move(g), client, ++serial_};
    return id;
  }
  std::shared_ptr<ServeGame> get(const std::string& id) {
    std::lock_guard<std::mutex> lock(mu_);
    auto it = games_.find(id);
    return it == games_.end() ? nullptr : it->second.game;
  }

 private:
  struct Entry {
    std::shared_ptr<ServeGame> game;
    std::string client;
    long long serial;
  };
  std::mutex mu_;
  std::map<std::string, Entry> games_;
  long long serial_ = 0;
  int max_;
};

// The client a request speaks for: the page's own random id, else the peer address.
std::string client_of(const HttpRequest& req) {
  std::string c = req.get("client");
  if (c.empty() || c.size() > 64) c = "ip:" + req.remote;
  return c;
}

void fail(HttpResponse* res, int status, const std::string& msg) {
  res->status = status;
  res->body = json_error(msg);
}

void set(HttpResponse* res, const std::string& body, const char* type) {
  res->body = body;
  res->type = type;
}

int form_int(const HttpRequest& req, const char* key, int lo, int hi, bool* ok) {
  if (!req.has(key)) return *ok = false, 0;
  int v = 0;
  if (!parse_int(req.get(key), lo, hi, &v)) return *ok = false, 0;
  return v;
}

class Server {
 public:
  Server(const ServeConfig& cfg, std::string logs_real, const std::string& token,
         const std::atomic<bool>* stop)
      : cfg_(cfg), logs_real_(std::move(logs_real)), stop_(stop), games_(cfg.max_games) {
    page_ = kPage;
    const size_t at = page_.find("__C6_TOKEN__");
    if (at != std::string::npos) page_.replace(at, 12, token);
  }

  // The page and the read-only file views (Replay, Watch).
  void routes(HttpServer& s) {
    s.route("GET", "/", [this](const HttpRequest&, HttpResponse* res) {
      set(res, page_, "text/html; charset=utf-8");
    });
    s.route("GET", "/api/config", [this](const HttpRequest&, HttpResponse* res) {
      std::string j = "{\"size\":" + std::to_string(cfg_.size) + ",\"bots\":[";
      for (size_t i = 0; i < cfg_.bots.size(); ++i) {
        j += (i ? ",\"" : "\"") + json_escape(cfg_.bots[i].name) + "\"";
      }
      j += "],\"analyse\":[";
      for (size_t i = 0; i < cfg_.bots.size(); ++i) {
        j += std::string(i ? "," : "") + (can_analyse(cfg_.bots[i]) ? "true" : "false");
      }
      j += "],\"contest\":\"" + json_escape(cfg_.contest_log) + "\"";
      set(res, j + "}", "application/json");
    });
    s.route("GET", "/api/logs", [this](const HttpRequest&, HttpResponse* res) {
      std::string j = "{\"logs\":[";
      const std::vector<std::string> names = list_logs(logs_real_);
      for (size_t i = 0; i < names.size(); ++i) {
        struct stat st;
        const std::string p = logs_real_ + "/" + names[i];
        const long long sz = stat(p.c_str(), &st) == 0 ? static_cast<long long>(st.st_size) : 0;
        const long long mt = stat(p.c_str(), &st) == 0 ? static_cast<long long>(st.st_mtime) : 0;
        j += std::string(i ? "," : "") + "{\"name\":\"" + json_escape(names[i]) +
             "\",\"bytes\":" + std::to_string(sz) + ",\"mtime\":" + std::to_string(mt) + "}";
      }
      set(res, j + "]}", "application/json");
    });
    s.route("GET", "/api/replay", [this](const HttpRequest& req, HttpResponse* res) {
      std::string path, err;
      if (!req.has("file")) return fail(res, 400, "missing ?file=");
      if (!safe_log_path(logs_real_, req.get("file"), &path, &err)) {
        return fail(res, 404, err);
      }
      struct stat st;
      if (stat(path.c_str(), &st) == 0 && st.st_size == 0)
        return set(res, "{\"games\":[]}", "application/json");
      const std::string j = records_json(path, &err);
      if (j.empty()) return fail(res, 422, hide_path(err, path, req.get("file")));
      set(res, j, "application/json");
    });
    // Watch: the log pushed again whenever it changes (size or modification time), polled every
    // 250 ms, so a new turn reaches the page within a second.
    s.websocket(
        "/ws/watch",
        [this](const HttpRequest& req, HttpResponse* res) {
          std::string path, err;
          if (!safe_log_path(logs_real_, req.get("file"), &path, &err)) fail(res, 404, err);
        },
        [this](const HttpRequest& req, std::string* state) { return watch_feed(req, state); }, 250);
    game_routes(s);
  }

  // What Watch shows of a log: its finished games and, while a run writes it, the games in
  // progress (the run's live file, match/live.h). Pushed again whenever either file changes.
  std::string watch_feed(const HttpRequest& req, std::string* state) {
    std::string path, err;
    const std::string name = req.get("file");
    if (!safe_log_path(logs_real_, name, &path, &err)) {
      return *state == "gone" ? "" : (*state = "gone", json_error(err));
    }
    const std::string live_path = logs_real_ + "/." + name + ".live";
    struct stat st, lst;
    if (stat(path.c_str(), &st) != 0) return "";
    const bool has_live = lstat(live_path.c_str(), &lst) == 0 && S_ISREG(lst.st_mode) &&
                          lst.st_size < 4 * 1024 * 1024;
    auto stamp = [](const struct stat& x) {
      return std::to_string(x.st_size) + ":" + std::to_string(x.st_mtim.tv_sec) + "." +
             std::to_string(x.st_mtim.tv_nsec);
    };
    const std::string key = stamp(st) + "/" + (has_live ? stamp(lst) : "-");
    if (key == *state) return "";
    *state = key;
    // An empty log is a run whose first game is still being played: no games yet, no error.
    std::string j = st.st_size == 0 ? "{\"games\":[]}" : records_json(path, &err);
    if (j.empty()) return json_error(hide_path(err, path, name));
    std::string live = "null";
    if (has_live) {
      std::string text;
      if (FILE* f = std::fopen(live_path.c_str(), "r")) {
        char buf[65536];
        size_t n;
        while ((n = std::fread(buf, 1, sizeof buf, f)) > 0 && text.size() < 4 * 1024 * 1024) {
          text.append(buf, n);
        }
        std::fclose(f);
      }
      rapidjson::Document d;
      if (parse_json(text, &d) && !d.HasParseError() && d.IsObject() && d.HasMember("c6judge_live"))
        live = text;
    }
    j.pop_back();  // the closing brace of {"games":[...]}
    return j + ",\"live\":" + live + "}";
  }

  // Play: a new game, its state, a move, undo, resign. A request names a game by its id.
  void game_routes(HttpServer& s) {
    s.route("POST", "/api/new", [this](const HttpRequest& req, HttpResponse* res) {
      bool ok = true;
      const int bot = form_int(req, "bot", 0, static_cast<int>(cfg_.bots.size()) - 1, &ok);
      if (!ok) return fail(res, 400, "bad or missing bot (an index into the --bot list)");
      const std::string colour = req.has("color") ? req.get("color") : "";
      if (colour != "black" && colour != "white") return fail(res, 400, "color: black or white");
      int size = cfg_.size;
      if (req.has("size")) {
        size = form_int(req, "size", 15, 19, &ok);
        if (!ok || (size != 15 && size != 19)) return fail(res, 400, "size: 15 or 19");
      }
      auto g = std::make_shared<ServeGame>(cfg_.bots[bot], colour == "black" ? kBlack : kWhite,
                                           size, limits_for(cfg_.limits, cfg_.bots[bot]), stop_);
      const std::string id = games_.add(g, client_of(req), req.get("replaces"));
      if (id.empty()) return fail(res, 429, "too many games in play; finish or resign one");
      std::lock_guard<std::mutex> lock(g->mutex());
      g->bot_turn_if_due();
      reply(*g, id, res);
    });
    s.route("GET", "/api/state", [this](const HttpRequest& req, HttpResponse* res) {
      act(req, res, [](ServeGame&, std::string*) { return true; });
    });
    s.route("POST", "/api/move", [this](const HttpRequest& req, HttpResponse* res) {
      const std::string stones = req.has("stones") ? req.get("stones") : "";
      Move m;
      // Checked against the game's own board by the game; here only against the largest one.
      if (!parse_stones(stones, 19, &m)) {
        return fail(res, 400, "stones: \"x,y\" or \"x,y;x,y\" on the board");
      }
      act(req, res, [m](ServeGame& g, std::string* err) { return g.human_move(m, err); });
    });
    s.route("POST", "/api/undo", [this](const HttpRequest& req, HttpResponse* res) {
      act(req, res, [](ServeGame& g, std::string* err) { return g.undo(err); });
    });
    s.route("POST", "/api/analyse", [this](const HttpRequest& req, HttpResponse* res) {
      std::shared_ptr<ServeGame> g = games_.get(req.get("id"));
      if (!g) return fail(res, 404, "no such game");
      std::lock_guard<std::mutex> lock(g->mutex());
      std::string text, err;
      if (!analyse_position(g->bot_spec(), g->game(), &text, &err, stop_)) {
        return fail(res, 409, err);
      }
      set(res, "{\"analysis\":\"" + json_escape(text) + "\"}", "application/json");
    });
    s.route("POST", "/api/resign", [this](const HttpRequest& req, HttpResponse* res) {
      act(req, res, [](ServeGame& g, std::string*) {
        g.resign();
        return true;
      });
    });
  }

 private:
  // A reader's message names the file by its real path: the page gets the name it asked for.
  static std::string hide_path(std::string msg, const std::string& path, const std::string& name) {
    for (size_t at; (at = msg.find(path)) != std::string::npos;) msg.replace(at, path.size(), name);
    return msg;
  }

  template <typename F>
  void act(const HttpRequest& req, HttpResponse* res, F f) {
    const std::string id = req.get("id");
    std::shared_ptr<ServeGame> g = games_.get(id);
    if (!g) return fail(res, 404, "no such game (it may have been dropped to make room)");
    std::lock_guard<std::mutex> lock(g->mutex());
    std::string err;
    if (!f(*g, &err)) return fail(res, 409, err);
    reply(*g, id, res);
  }

  // The state; a game that just ended is appended to the log once.
  void reply(ServeGame& g, const std::string& id, HttpResponse* res) {
    if (g.over()) save(g, id);
    set(res, g.state_json(id), "application/json");
  }

  void save(ServeGame& g, const std::string& id) {
    std::lock_guard<std::mutex> lock(log_mu_);
    if (saved_.count(id)) return;
    saved_[id] = true;
    if (saved_.size() > 4096) saved_.clear();  // ids are random: a repeat is not a concern
    const std::string path = logs_real_ + "/serve-games.jsonl";
    const std::string line = g.log_line();
    struct stat st;
    const long long have = stat(path.c_str(), &st) == 0 ? static_cast<long long>(st.st_size) : 0;
    if (have + static_cast<long long>(line.size()) > cfg_.max_log_mb * 1024LL * 1024) {
      if (!log_full_) {
        std::fprintf(stderr,
                     "c6judge: serve: serve-games.jsonl reached --max-log-mb %d; "
                     "games are no longer logged\n",
                     cfg_.max_log_mb);
      }
      log_full_ = true;
      return;
    }
    LogWriter w;
    std::string err;
    if (!w.open(path, &err) || !w.append(line)) {
      std::fprintf(stderr, "c6judge: serve: cannot log the game: %s\n", err.c_str());
    }
  }

  const ServeConfig& cfg_;
  std::string page_;
  std::string logs_real_;
  const std::atomic<bool>* stop_;
  GameTable games_;
  std::mutex log_mu_;
  std::map<std::string, bool> saved_;
  bool log_full_ = false;
};

}  // namespace

int run_server(const ServeConfig& cfg, const std::atomic<bool>* stop) {
  char buf[PATH_MAX];
  struct stat st;
  if (!realpath(cfg.logs.c_str(), buf) || stat(buf, &st) != 0 || !S_ISDIR(st.st_mode)) {
    std::fprintf(stderr, "c6judge: serve: --logs %s: not a directory\n", cfg.logs.c_str());
    return 3;
  }
  if (std::string(buf) == "/") {
    std::fprintf(stderr, "c6judge: serve: --logs must not be the root directory\n");
    return 2;
  }
  HttpLimits lim;
  lim.max_body = kMaxBody;
  lim.workers = cfg.max_games + 4;
  HttpServer http(lim);
  http.policy().token = random_hex();
  Server app(cfg, buf, http.policy().token, stop);
  app.routes(http);
  std::string err;
  const int port = http.bind(cfg.bind, cfg.port, &err);
  if (port < 0) {
    std::fprintf(stderr, "c6judge: serve: cannot listen on %s:%d: %s\n", cfg.bind.c_str(), cfg.port,
                 err.c_str());
    return 3;
  }
  std::printf("c6judge serve: http://%s:%d/  (%zu bot(s), logs in %s)\n", cfg.bind.c_str(), port,
              cfg.bots.size(), buf);
  std::fflush(stdout);
  http.run(stop);
  return 0;
}

}  // namespace judge
}  // namespace c6
