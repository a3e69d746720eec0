// The server behind `c6judge serve`: a page in the browser to play a bot, replay and watch logs
// (docs/c6judge.md). The page is compiled in (web/index.html, turned into serve_page.inc by CMake).
#include <limits.h>
#include <stdlib.h>
#include <sys/stat.h>

#include <cstdio>
#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

#include "bots/bot.h"
#include "records/gamelog.h"
#include "serve/serve_analyse.h"
#include "serve/serve_files.h"
#include "serve/serve_game.h"
#include "serve/serve_http.h"
#include "serve/server.h"
#include "util/parse_int.h"

namespace c6 {
namespace judge {

namespace {

const char kPage[] =
#include "serve_page.inc"
    ;

constexpr size_t kMaxBody = 16 * 1024;
constexpr int64_t kIdleUs = 10LL * 60 * 1000 * 1000;

// The games in play, bounded by max_games. Each game has its own lock, so a bot thinking in one
// game does not hold up the others.
class GameTable {
 public:
  explicit GameTable(int max_games) : max_(max_games) {}
  // Adds a game; 0 when full of games in use.
  int add(std::shared_ptr<ServeGame> g) {
    std::lock_guard<std::mutex> lock(mu_);
    if (static_cast<int>(games_.size()) >= max_) {
      int victim = 0;
      int64_t oldest = INT64_MAX;
      for (auto& kv : games_) {
        std::unique_lock<std::mutex> gl(kv.second->mutex(), std::try_to_lock);
        if (!gl.owns_lock()) continue;
        const bool droppable = kv.second->over() || now_us() - kv.second->last_used_us() > kIdleUs;
        if (droppable && kv.second->last_used_us() < oldest) {
          oldest = kv.second->last_used_us();
          victim = kv.first;
        }
      }
      if (victim == 0) return 0;
      games_.erase(victim);
    }
    const int id = ++next_;
    games_[id] = std::move(g);
    return id;
  }
  std::shared_ptr<ServeGame> get(int id) {
    std::lock_guard<std::mutex> lock(mu_);
    auto it = games_.find(id);
    return it == games_.end() ? nullptr : it->second;
  }

 private:
  std::mutex mu_;
  std::map<int, std::shared_ptr<ServeGame>> games_;
  int next_ = 0;
  int max_;
};

std::string json_escape(const std::string& s) {
  std::string o;
  for (unsigned char c : s) {
    if (c == '"' || c == '\\') {
      o += '\\';
      o += static_cast<char>(c);
    } else if (c < 0x20) {
      char b[8];
      std::snprintf(b, sizeof b, "\\u%04x", c);
      o += b;
    } else {
      o += static_cast<char>(c);
    }
  }
  return o;
}

void fail(HttpResponse* res, int status, const std::string& msg) {
  res->status = status;
  res->body = json_error(msg);
}

void set(HttpResponse* res, const std::string& body, const char* type) {
  res->body = body;
  res->type = type;
}

// "x,y" or "x,y;x,y" into a move; false if malformed or off board.
bool parse_stones(const std::string& s, int size, Move* out) {
  int v[4] = {-1, -1, -1, -1};
  int n = 0;
  size_t i = 0;
  while (i < s.size() && n < 4) {
    size_t j = i;
    int x = 0;
    while (j < s.size() && s[j] >= '0' && s[j] <= '9' && j - i < 3) x = x * 10 + (s[j++] - '0');
    if (j == i) return false;
    v[n++] = x;
    if (j < s.size() && s[j] != ',' && s[j] != ';') return false;
    i = j + 1;
    if (j == s.size()) break;
  }
  if (i < s.size() || (n != 2 && n != 4)) return false;
  for (int k = 0; k < n; ++k) {
    if (v[k] >= size) return false;
  }
  *out = n == 2 ? Move(Point(v[0], v[1])) : Move(Point(v[0], v[1]), Point(v[2], v[3]));
  return true;
}

int form_int(const HttpRequest& req, const char* key, int lo, int hi, bool* ok) {
  if (!req.has(key)) return *ok = false, 0;
  int v = 0;
  if (!parse_int(req.get(key), lo, hi, &v)) return *ok = false, 0;
  return v;
}

class Server {
 public:
  Server(const ServeConfig& cfg, std::string logs_real, const std::atomic<bool>* stop)
      : cfg_(cfg), logs_real_(std::move(logs_real)), stop_(stop), games_(cfg.max_games) {}

  // The page and the read-only file views (Replay, Watch).
  void routes(HttpServer& s) {
    s.route("GET", "/", [](const HttpRequest&, HttpResponse* res) {
      set(res, kPage, "text/html; charset=utf-8");
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
      set(res, j + "]}", "application/json");
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
        return fail(res, 403, err);
      }
      const std::string j = records_json(path, &err);
      if (j.empty()) return fail(res, 422, err);
      set(res, j, "application/json");
    });
    game_routes(s);
  }

  // Play: a new game, its state, a move, undo, resign. A request names a game by its id.
  void game_routes(HttpServer& s) {
    s.route("POST", "/api/new", [this](const HttpRequest& req, HttpResponse* res) {
      bool ok = true;
      const int bot = form_int(req, "bot", 0, static_cast<int>(cfg_.bots.size()) - 1, &ok);
      if (!ok) return fail(res, 400, "bad or missing bot (an index into the --bot list)");
      const std::string colour = req.has("color") ? req.get("color") : "";
      if (colour != "black" && colour != "white") return fail(res, 400, "color: black or white");
      auto g =
          std::make_shared<ServeGame>(cfg_.bots[bot], colour == "black" ? kBlack : kWhite,
                                      cfg_.size, limits_for(cfg_.limits, cfg_.bots[bot]), stop_);
      const int id = games_.add(g);
      if (id == 0) return fail(res, 429, "too many games in play; finish or resign one");
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
      if (!parse_stones(stones, cfg_.size, &m)) {
        return fail(res, 400, "stones: \"x,y\" or \"x,y;x,y\" on the board");
      }
      act(req, res, [m](ServeGame& g, std::string* err) { return g.human_move(m, err); });
    });
    s.route("POST", "/api/undo", [this](const HttpRequest& req, HttpResponse* res) {
      act(req, res, [](ServeGame& g, std::string* err) { return g.undo(err); });
    });
    s.route("POST", "/api/analyse", [this](const HttpRequest& req, HttpResponse* res) {
      bool ok = true;
      const int id = form_int(req, "id", 1, INT_MAX, &ok);
      std::shared_ptr<ServeGame> g = ok ? games_.get(id) : nullptr;
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
  template <typename F>
  void act(const HttpRequest& req, HttpResponse* res, F f) {
    bool ok = true;
    const int id = form_int(req, "id", 1, INT_MAX, &ok);
    std::shared_ptr<ServeGame> g = ok ? games_.get(id) : nullptr;
    if (!g) return fail(res, 404, "no such game (it may have been dropped to make room)");
    std::lock_guard<std::mutex> lock(g->mutex());
    std::string err;
    if (!f(*g, &err)) return fail(res, 409, err);
    reply(*g, id, res);
  }

  // The state; a game that just ended is appended to the log once.
  void reply(ServeGame& g, int id, HttpResponse* res) {
    if (g.over()) save(g, id);
    set(res, g.state_json(id), "application/json");
  }

  void save(ServeGame& g, int id) {
    std::lock_guard<std::mutex> lock(log_mu_);
    if (saved_.count(id)) return;
    saved_[id] = true;
    LogWriter w;
    std::string err;
    if (!w.open(logs_real_ + "/serve-games.jsonl", &err) || !w.append(g.log_line())) {
      std::fprintf(stderr, "c6judge: serve: cannot log the game: %s\n", err.c_str());
    }
  }

  const ServeConfig& cfg_;
  std::string logs_real_;
  const std::atomic<bool>* stop_;
  GameTable games_;
  std::mutex log_mu_;
  std::map<int, bool> saved_;
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
  Server app(cfg, buf, stop);
  HttpServer http(kMaxBody, 4 * cfg.max_games + 8);
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
