// A small HTTP/1.1 server for `c6judge serve`. Debian's libcpp-httplib-dev ships httplib.h split
// into declarations plus a shared library only (linked to OpenSSL, zlib and brotli), which cannot
// go into the static judge binary, so the judge carries this one instead: GET and POST with
// url-encoded forms, one request per connection, every size and count bounded.
#pragma once

#include <atomic>
#include <functional>
#include <map>
#include <string>

namespace c6 {
namespace judge {

struct HttpRequest {
  std::string method, path;
  std::map<std::string, std::string> params;  // query string and url-encoded form body
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

using HttpHandler = std::function<void(const HttpRequest&, HttpResponse*)>;

// Owns the listening socket and the connection threads. Invariant: at most max_connections
// requests are handled at once (more get 503); run() returns only when every one has finished.
class HttpServer {
 public:
  HttpServer(size_t max_body, int max_connections)
      : max_body_(max_body), max_conn_(max_connections) {}
  ~HttpServer();
  void route(const std::string& method, const std::string& path, HttpHandler h) {
    routes_[method + " " + path] = std::move(h);
  }
  // Binds addr:port (port 0 = any free port). Returns the port, or -1 + *err.
  int bind(const std::string& addr, int port, std::string* err);
  // Serves until *stop.
  void run(const std::atomic<bool>* stop);

 private:
  void handle(int fd);

  size_t max_body_;
  int max_conn_;
  int listen_fd_ = -1;
  std::atomic<int> active_{0};
  std::map<std::string, HttpHandler> routes_;
};

// Decodes %XX and '+' of a url-encoded component.
std::string url_decode(const std::string& s);
// Splits "a=1&b=2" into *out.
void parse_form(const std::string& s, std::map<std::string, std::string>* out);
// A JSON error body {"error": msg}.
std::string json_error(const std::string& msg);

}  // namespace judge
}  // namespace c6
