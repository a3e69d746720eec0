#include "serve/serve_http.h"

#include <sys/resource.h>

#include <algorithm>
#include <boost/asio.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>
#include <boost/beast/websocket.hpp>
#include <cctype>
#include <cstdio>
#include <list>

namespace c6 {
namespace judge {

namespace net = boost::asio;
namespace beast = boost::beast;
namespace http = beast::http;
namespace websocket = beast::websocket;
using tcp = net::ip::tcp;

namespace {

constexpr int kWriteMs = 10000;
constexpr size_t kMaxFields = 64;

std::string lower(std::string s) {
  for (char& c : s) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return s;
}

bool is_ipv4_literal(const std::string& s) {
  int dots = 0, digits = 0, value = 0;
  for (char c : s) {
    if (c == '.') {
      if (digits == 0) return false;
      ++dots;
      digits = value = 0;
    } else if (c >= '0' && c <= '9') {
      value = value * 10 + (c - '0');
      if (++digits > 3 || value > 255) return false;
    } else {
      return false;
    }
  }
  return dots == 3 && digits > 0;
}

bool same_secret(const std::string& a, const std::string& b) {
  if (a.size() != b.size() || a.empty()) return false;
  unsigned char d = 0;
  for (size_t i = 0; i < a.size(); ++i) d |= static_cast<unsigned char>(a[i] ^ b[i]);
  return d == 0;
}

const char* status_text(int s) {
  switch (s) {
    case 200:
      return "OK";
    case 400:
      return "Bad Request";
    case 403:
      return "Forbidden";
    case 404:
      return "Not Found";
    case 405:
      return "Method Not Allowed";
    case 408:
      return "Request Timeout";
    case 409:
      return "Conflict";
    case 411:
      return "Length Required";
    case 413:
      return "Payload Too Large";
    case 421:
      return "Misdirected Request";
    case 422:
      return "Unprocessable Entity";
    case 429:
      return "Too Many Requests";
    case 431:
      return "Request Header Fields Too Large";
    case 503:
      return "Service Unavailable";
    default:
      return "Error";
  }
}

using Parser = http::request_parser<http::string_body>;

void limit_parser(Parser* p, const HttpLimits& lim) {
  p->header_limit(static_cast<std::uint32_t>(lim.max_header));
  p->body_limit(lim.max_body);
}

// A Beast parse error as the status to answer with.
int status_of(const beast::error_code& ec, std::string* why) {
  if (ec == http::error::header_limit) return *why = "request header too large", 431;
  if (ec == http::error::body_limit) return *why = "request body too large", 413;
  if (ec == http::error::bad_content_length) return *why = "bad Content-Length", 400;
  if (ec == http::error::bad_line_ending) return *why = "lines must end in CRLF", 400;
  return *why = "malformed request", 400;
}

// After the header: what a body must look like before it is read.
int check_header(const Parser& p, std::string* why) {
  const auto& h = p.get();
  if (h.version() != 11 && h.version() != 10) return *why = "HTTP/1.0 or 1.1 only", 400;
  if (p.chunked() || h.count(http::field::transfer_encoding)) {
    return *why = "chunked bodies are not accepted; send Content-Length", 411;
  }
  if (h.method() == http::verb::post && !p.content_length()) {
    return *why = "a POST needs Content-Length", 411;
  }
  if (h.count(http::field::host) != 1) return *why = "exactly one Host header is needed", 400;
  return 0;
}

// The complete message as our request.
void to_request(const http::request<http::string_body>& m, HttpRequest* req) {
  req->method = std::string(m.method_string());
  const std::string target(m.target());
  const size_t q = target.find('?');
  req->path = target.substr(0, q);
  if (q != std::string::npos) parse_form(target.substr(q + 1), &req->params);
  if (m.method() == http::verb::post) parse_form(m.body(), &req->params);
  req->host = std::string(m[http::field::host]);
  req->origin = std::string(m[http::field::origin]);
  req->token = std::string(m["X-C6-Token"]);
  req->websocket = websocket::is_upgrade(m);
}

}  // namespace

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

std::string json_error(const std::string& msg) {
  return "{\"error\":\"" + json_escape(msg) + "\"}";
}

std::string url_decode(const std::string& s) {
  std::string o;
  auto hex = [](char c) {
    return c <= '9' ? c - '0' : (std::tolower(static_cast<unsigned char>(c)) - 'a' + 10);
  };
  for (size_t i = 0; i < s.size(); ++i) {
    if (s[i] == '+') {
      o += ' ';
    } else if (s[i] == '%' && i + 2 < s.size() && isxdigit(static_cast<unsigned char>(s[i + 1])) &&
               isxdigit(static_cast<unsigned char>(s[i + 2]))) {
      o += static_cast<char>(hex(s[i + 1]) * 16 + hex(s[i + 2]));
      i += 2;
    } else {
      o += s[i];
    }
  }
  return o;
}

void parse_form(const std::string& s, std::map<std::string, std::string>* out) {
  size_t i = 0, fields = 0;
  while (i <= s.size() && fields < kMaxFields) {
    size_t amp = s.find('&', i);
    if (amp == std::string::npos) amp = s.size();
    const std::string kv = s.substr(i, amp - i);
    const size_t eq = kv.find('=');
    if (!kv.empty()) {
      (*out)[url_decode(kv.substr(0, eq))] =
          eq == std::string::npos ? "" : url_decode(kv.substr(eq + 1));
      ++fields;
    }
    i = amp + 1;
  }
}

int guard_request(const HttpPolicy& policy, const HttpRequest& req, std::string* why) {
  const std::string host = lower(req.host);
  const std::string port = ":" + std::to_string(policy.port);
  bool host_ok = false;
  if (host.size() > port.size() &&
      host.compare(host.size() - port.size(), port.size(), port) == 0) {
    const std::string name = host.substr(0, host.size() - port.size());
    host_ok = name == "127.0.0.1" || name == "localhost" || name == "[::1]" || name == policy.bind;
    if (!host_ok && policy.bind == "0.0.0.0") host_ok = is_ipv4_literal(name);
  }
  if (!host_ok) return *why = "this server answers only to its own address (Host)", 421;
  const bool same_origin = lower(req.origin) == "http://" + host;
  if (!req.origin.empty() && !same_origin) return *why = "cross-origin request refused", 403;
  if (req.websocket && !same_origin) return *why = "a WebSocket needs a same-origin Origin", 403;
  if (req.method == "POST" && !same_origin && !same_secret(req.token, policy.token)) {
    return *why = "a POST needs a same-origin Origin or the page's X-C6-Token", 403;
  }
  return 0;
}

int parse_request_bytes(const std::string& bytes, const HttpLimits& limits, HttpRequest* req,
                        std::string* why) {
  Parser p;
  limit_parser(&p, limits);
  p.eager(false);
  beast::error_code ec;
  net::const_buffer buf(bytes.data(), bytes.size());
  while (!p.is_header_done()) {
    const size_t n = p.put(buf, ec);
    if (ec == http::error::need_more && n > 0 && buf.size() > n) {
      buf += n;
      ec = {};
      continue;
    }
    if (ec == http::error::need_more) return *why = "incomplete request", 408;
    if (ec) return status_of(ec, why);
    if (n == 0) return *why = "incomplete request", 408;
    buf += n;
  }
  if (const int st = check_header(p, why)) return st;
  p.eager(true);
  while (!p.is_done()) {
    const size_t n = p.put(buf, ec);
    if (ec == http::error::need_more) return *why = "incomplete request", 408;
    if (ec) return status_of(ec, why);
    buf += n;
    if (n == 0 && !p.is_done()) return *why = "incomplete request", 408;
  }
  to_request(p.get(), req);
  return 0;
}

// ---- the server ----

struct HttpServer::Impl {
  HttpLimits lim;
  HttpPolicy policy;
  std::map<std::string, HttpHandler> routes;
  struct WsRoute {
    HttpHandler open;
    WsFeed feed;
    int poll_ms;
  };
  std::map<std::string, WsRoute> ws_routes;
  std::atomic<int> connections{0}, websockets{0};
  net::io_context ioc{1};
  tcp::acceptor acceptor{ioc};
  net::steady_timer stop_timer{ioc};
  std::unique_ptr<net::thread_pool> pool;
  // Connections still sending their request, oldest first (I/O thread only): the ones dropped
  // when the server is full, so trickling clients cannot lock out a new one.
  std::list<std::weak_ptr<void>> reading;

  void accept();
};

namespace {

using Impl = HttpServer::Impl;

void apply_headers(http::response<http::string_body>* r, const std::string& type) {
  r->set(http::field::content_type, type);
  r->set(http::field::cache_control, "no-store");
  r->set("X-Content-Type-Options", "nosniff");
  r->set("X-Frame-Options", "DENY");
  r->set("Referrer-Policy", "no-referrer");
  r->set("Content-Security-Policy",
         "default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; "
         "img-src 'self' data:; connect-src 'self'; frame-ancestors 'none'; base-uri 'none'; "
         "form-action 'none'");
}

// Pushes a feed's messages to one WebSocket until either side closes.
class WsSession : public std::enable_shared_from_this<WsSession> {
 public:
  WsSession(Impl& s, tcp::socket sock, HttpRequest req, const Impl::WsRoute& route)
      : s_(s), ws_(std::move(sock)), timer_(s.ioc), req_(std::move(req)), route_(route) {
    ++s_.websockets;
  }
  ~WsSession() { --s_.websockets; }

  void start(http::request<http::string_body> upgrade) {
    ws_.set_option(websocket::stream_base::timeout::suggested(beast::role_type::server));
    ws_.read_message_max(1024);
    auto self = shared_from_this();
    ws_.async_accept(upgrade, [self](beast::error_code ec) {
      if (ec) return;
      self->read();
      self->poll();
    });
  }

 private:
  void read() {
    auto self = shared_from_this();
    ws_.async_read(in_, [self](beast::error_code ec, size_t) {
      if (ec) {
        self->closed_ = true;
        self->timer_.cancel();
        return;
      }
      self->in_.consume(self->in_.size());
      self->read();
    });
  }
  void poll() {
    if (closed_) return;
    auto self = shared_from_this();
    net::post(*s_.pool, [self]() {
      std::string msg;
      try {
        msg = self->route_.feed(self->req_, &self->state_);
      } catch (const std::exception&) {
        msg = json_error("internal error");
      }
      net::post(self->s_.ioc, [self, msg]() { self->send(msg); });
    });
  }
  void send(const std::string& msg) {
    if (closed_) return;
    if (msg.empty()) return wait();
    out_ = msg;
    auto self = shared_from_this();
    ws_.text(true);
    ws_.async_write(net::buffer(out_), [self](beast::error_code ec, size_t) {
      if (ec) {
        self->closed_ = true;
        return;
      }
      self->wait();
    });
  }
  void wait() {
    auto self = shared_from_this();
    timer_.expires_after(std::chrono::milliseconds(route_.poll_ms));
    timer_.async_wait([self](beast::error_code ec) {
      if (!ec) self->poll();
    });
  }

  Impl& s_;
  websocket::stream<tcp::socket> ws_;
  net::steady_timer timer_;
  HttpRequest req_;
  const Impl::WsRoute& route_;
  beast::flat_buffer in_;
  std::string out_, state_;
  bool closed_ = false;
};

// One HTTP request on one connection (Connection: close): read under a deadline, guard, route,
// answer.
class Session : public std::enable_shared_from_this<Session> {
 public:
  Session(Impl& s, tcp::socket sock) : s_(s), sock_(std::move(sock)), timer_(s.ioc) {
    ++s_.connections;
  }
  ~Session() { --s_.connections; }

  void start() {
    s_.reading.push_back(shared_from_this());
    where_ = std::prev(s_.reading.end());
    listed_ = true;
    auto self = shared_from_this();
    timer_.expires_after(std::chrono::milliseconds(s_.lim.request_ms));
    timer_.async_wait([self](beast::error_code ec) {
      if (ec || !self->listed_) return;
      self->timed_out_ = true;
      beast::error_code ignored;
      self->sock_.cancel(ignored);
    });
    parser_.reset(new Parser);
    limit_parser(parser_.get(), s_.lim);
    http::async_read_header(sock_, buf_, *parser_,
                            [self](beast::error_code ec, size_t) { self->on_header(ec); });
  }

  // Dropped to make room (or a write that timed out): closed without an answer.
  void drop() {
    unlist();
    beast::error_code ignored;
    sock_.close(ignored);
  }

 private:
  void unlist() {
    if (!listed_) return;
    listed_ = false;
    s_.reading.erase(where_);
    timer_.cancel();
  }

  void on_header(beast::error_code ec) {
    if (ec) return on_error(ec);
    std::string why;
    if (const int st = check_header(*parser_, &why)) return answer_error(st, why);
    if (parser_->is_done()) return on_body({});
    auto self = shared_from_this();
    http::async_read(sock_, buf_, *parser_,
                     [self](beast::error_code e, size_t) { self->on_body(e); });
  }

  void on_error(beast::error_code ec) {
    std::string why;
    if (timed_out_) return answer_error(408, "the request did not arrive in time");
    if (ec == http::error::end_of_stream || ec == net::error::eof ||
        ec == net::error::operation_aborted || ec == net::error::connection_reset ||
        ec == net::error::bad_descriptor) {
      unlist();
      return;
    }
    const int st = status_of(ec, &why);
    answer_error(st, why);
  }

  void on_body(beast::error_code ec) {
    if (ec) return on_error(ec);
    unlist();
    HttpRequest req;
    to_request(parser_->get(), &req);
    beast::error_code e;
    const auto peer = sock_.remote_endpoint(e);
    if (!e) req.remote = peer.address().to_string();
    std::string why;
    if (const int st = guard_request(s_.policy, req, &why)) return answer_error(st, why);
    if (req.websocket) return upgrade(std::move(req));
    auto it = s_.routes.find(req.method + " " + req.path);
    if (it == s_.routes.end()) {
      bool other = false;
      for (const auto& kv : s_.routes) other |= kv.first.substr(kv.first.find(' ') + 1) == req.path;
      return answer_error(other ? 405 : 404, other ? "wrong method" : "no such page");
    }
    auto self = shared_from_this();
    const HttpHandler* h = &it->second;
    net::post(*s_.pool, [self, h, req]() {
      auto res = std::make_shared<HttpResponse>();
      try {
        (*h)(req, res.get());
      } catch (const std::exception&) {
        res->status = 500;
        res->type = "application/json";
        res->body = json_error("internal error");
      }
      net::post(self->s_.ioc, [self, res]() { self->answer(*res); });
    });
  }

  void upgrade(HttpRequest req) {
    auto it = s_.ws_routes.find(req.path);
    if (it == s_.ws_routes.end()) return answer_error(404, "no such WebSocket");
    if (s_.websockets.load() >= s_.lim.max_websockets) {
      return answer_error(503, "too many watchers");
    }
    HttpResponse res;
    res.status = 0;
    it->second.open(req, &res);
    if (res.status != 0) return answer(res);
    auto ws = std::make_shared<WsSession>(s_, std::move(sock_), std::move(req), it->second);
    ws->start(parser_->release());
  }

  void answer_error(int status, const std::string& why) {
    unlist();
    HttpResponse r;
    r.status = status;
    r.body = json_error(why);
    answer(r);
  }

  void answer(const HttpResponse& r) {
    auto msg = std::make_shared<http::response<http::string_body>>();
    msg->version(11);
    msg->result(static_cast<unsigned>(r.status));
    msg->reason(status_text(r.status));
    apply_headers(msg.get(), r.type);
    msg->keep_alive(false);
    msg->body() = r.body;
    msg->prepare_payload();
    auto self = shared_from_this();
    timer_.expires_after(std::chrono::milliseconds(kWriteMs));
    timer_.async_wait([self](beast::error_code ec) {
      if (!ec) self->drop();
    });
    http::async_write(sock_, *msg, [self, msg](beast::error_code, size_t) {
      beast::error_code ignored;
      self->timer_.cancel();
      self->sock_.shutdown(tcp::socket::shutdown_send, ignored);
      self->sock_.close(ignored);
    });
  }

  Impl& s_;
  tcp::socket sock_;
  net::steady_timer timer_;
  beast::flat_buffer buf_;
  std::unique_ptr<Parser> parser_;
  std::list<std::weak_ptr<void>>::iterator where_;
  bool listed_ = false;
  bool timed_out_ = false;
};

}  // namespace

void HttpServer::Impl::accept() {
  acceptor.async_accept([this](beast::error_code ec, tcp::socket sock) {
    if (ec) {
      if (ec == net::error::operation_aborted || !acceptor.is_open()) return;
      // Out of file descriptors (or another transient failure): try again shortly rather than
      // spinning on the same error.
      auto retry = std::make_shared<net::steady_timer>(ioc, std::chrono::milliseconds(100));
      retry->async_wait([this, retry](beast::error_code) { accept(); });
      return;
    }
    if (connections.load() >= lim.max_connections) {
      // Make room: drop the connection that has been sending its request the longest.
      while (!reading.empty()) {
        auto victim = std::static_pointer_cast<Session>(reading.front().lock());
        if (victim) {
          victim->drop();  // takes itself off the list
          break;
        }
        reading.pop_front();
      }
    }
    std::make_shared<Session>(*this, std::move(sock))->start();
    accept();
  });
}

HttpServer::HttpServer(const HttpLimits& limits) : impl_(new Impl) {
  HttpLimits l = limits;
  l.max_header = std::min<size_t>(std::max<size_t>(l.max_header, 1024), 64 * 1024);
  l.max_body = std::min<size_t>(std::max<size_t>(l.max_body, 1024), 1024 * 1024);
  l.request_ms = std::min(std::max(l.request_ms, 100), 60000);
  l.max_connections = std::min(std::max(l.max_connections, 8), 4096);
  // Leave descriptors for the bots' pipes and the log files.
  struct rlimit fds;
  if (getrlimit(RLIMIT_NOFILE, &fds) == 0 && fds.rlim_cur != RLIM_INFINITY) {
    const long room = static_cast<long>(fds.rlim_cur) - 128;
    l.max_connections = static_cast<int>(std::max(8L, std::min<long>(l.max_connections, room)));
  }
  l.max_websockets = std::min(std::max(l.max_websockets, 1), 256);
  l.workers = std::min(std::max(l.workers, 1), 128);
  impl_->lim = l;
}

HttpServer::~HttpServer() = default;

void HttpServer::route(const std::string& method, const std::string& path, HttpHandler h) {
  impl_->routes[method + " " + path] = std::move(h);
}

void HttpServer::websocket(const std::string& path, HttpHandler open, WsFeed feed, int poll_ms) {
  impl_->ws_routes[path] =
      Impl::WsRoute{std::move(open), std::move(feed), std::min(std::max(poll_ms, 50), 10000)};
}

HttpPolicy& HttpServer::policy() { return impl_->policy; }

int HttpServer::bind(const std::string& addr, int port, std::string* err) {
  beast::error_code ec;
  const auto ip = net::ip::make_address_v4(addr, ec);
  if (ec) return *err = "--bind wants an IPv4 address such as 127.0.0.1", -1;
  tcp::endpoint ep(ip, static_cast<unsigned short>(port));
  auto& a = impl_->acceptor;
  a.open(ep.protocol(), ec);
  if (!ec) a.set_option(net::socket_base::reuse_address(true), ec);
  if (!ec) a.bind(ep, ec);
  if (!ec) a.listen(128, ec);
  if (ec) return *err = ec.message(), -1;
  const int bound = a.local_endpoint(ec).port();
  impl_->policy.bind = addr;
  impl_->policy.port = bound;
  return bound;
}

void HttpServer::run(const std::atomic<bool>* stop) {
  Impl& s = *impl_;
  s.pool.reset(new net::thread_pool(static_cast<size_t>(s.lim.workers)));
  s.accept();
  std::function<void()> check_stop = [&]() {
    s.stop_timer.expires_after(std::chrono::milliseconds(100));
    s.stop_timer.async_wait([&](beast::error_code ec) {
      if (ec) return;
      if (stop->load()) {
        beast::error_code ignored;
        s.acceptor.close(ignored);
        s.ioc.stop();
        return;
      }
      check_stop();
    });
  };
  check_stop();
  s.ioc.run();
  // A bot may still be thinking in a handler: wait for it (its bot sees the stop flag too).
  s.pool->join();
}

}  // namespace judge
}  // namespace c6
