// The HTTP and WebSocket layer of `c6judge serve`, on Boost.Beast (header-only, so it goes into the
// static judge binary). Asynchronous I/O on one thread: a slow or idle client costs a socket and a
// timer, never a thread; the routes' handlers (a bot thinking, an analysis) run on a worker pool.
// Every request passes the guard below before any route sees it (docs/serve.md, threat model).
#pragma once

#include <atomic>
#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <string>
#include <vector>

namespace c6 {
namespace judge {

struct HttpRequest {
  std::string method, path;
  std::map<std::string, std::string> params;  // query string and url-encoded form body
  std::string host, origin, token, remote;    // Host, Origin, X-C6-Token headers; peer address
  bool websocket = false;                     // an upgrade request
  bool has(const std::string& k) const { return params.count(k) > 0; }
  std::string get(const std::string& k) const {
    auto it = params.find(k);
    return it == params.end() ? "" : it->second;
  }
};

struct HttpResponse {
  int status = 200;
  std::string type = "application/json";
  std::string body;
};

// Who may drive the server. Invariant: port > 0 once bound; token is 32 hex digits.
struct HttpPolicy {
  std::string bind = "127.0.0.1";
  int port = 0;
  std::string token;  // the per-server secret the page carries (X-C6-Token)
};

// The guard: 0 if the request may go on, else the status to refuse it with (and *why).
//  - 421 unless Host is 127.0.0.1, localhost, [::1] or the bound address, with our port (a page on
//    another name, e.g. a DNS-rebinding one, reads nothing); with --bind 0.0.0.0, any IPv4 literal.
//  - 403 for a POST or a WebSocket whose Origin is present and not http://<Host>, or a POST with
//    neither a same-origin Origin nor the right token.
int guard_request(const HttpPolicy& policy, const HttpRequest& req, std::string* why);

// Decodes %XX and '+' of a url-encoded component.
std::string url_decode(const std::string& s);
// Splits "a=1&b=2" into *out (at most 64 fields; later ones are dropped).
void parse_form(const std::string& s, std::map<std::string, std::string>* out);
// A JSON error body {"error": msg}.
std::string json_error(const std::string& msg);
// A JSON string's contents: quotes, backslashes and control characters escaped.
std::string json_escape(const std::string& s);

// Sizes and times; every one bounded (the constructor clamps).
struct HttpLimits {
  size_t max_header = 8 * 1024;  // 431 beyond
  size_t max_body = 16 * 1024;   // 413 beyond
  int request_ms = 10000;        // a whole request must arrive within this (408 otherwise)
  int max_connections = 1024;    // open sockets; beyond, the oldest one still sending its request
                                 // is dropped for the new one
  int max_websockets = 64;       // 503 beyond
  int workers = 8;               // threads running handlers
};

// Parses one complete request from raw bytes, as the server does (the same Beast parser, limits
// and checks). 0 + *req, or the 4xx status with *why. For tests and the fuzz target.
int parse_request_bytes(const std::string& bytes, const HttpLimits& limits, HttpRequest* req,
                        std::string* why);

using HttpHandler = std::function<void(const HttpRequest&, HttpResponse*)>;
// A WebSocket feed: called every poll_ms on a worker; returns a message to push, or "" when
// nothing changed. *state is the feed's own memory between calls (starts empty).
using WsFeed = std::function<std::string(const HttpRequest&, std::string* state)>;

// Owns the listening socket, the I/O thread's connections and the workers. Invariant: run()
// returns only when every connection and handler has finished.
class HttpServer {
 public:
  explicit HttpServer(const HttpLimits& limits);
  ~HttpServer();
  void route(const std::string& method, const std::string& path, HttpHandler h);
  // A WebSocket at `path`; `open` may refuse it (status != 0 in the response) before the upgrade.
  void websocket(const std::string& path, HttpHandler open, WsFeed feed, int poll_ms);
  // Binds addr:port (port 0 = any free port). Returns the port, or -1 + *err. Sets the policy's
  // port so the guard knows it.
  int bind(const std::string& addr, int port, std::string* err);
  HttpPolicy& policy();
  // Serves until *stop.
  void run(const std::atomic<bool>* stop);

  struct Impl;

 private:
  std::unique_ptr<Impl> impl_;
};

}  // namespace judge
}  // namespace c6
