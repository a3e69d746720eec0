#include "serve/serve_http.h"

#include <arpa/inet.h>
#include <netinet/in.h>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

#include <chrono>
#include <cstdio>
#include <cstring>
#include <thread>

#include "process/process.h"

namespace c6 {
namespace judge {

namespace {

constexpr size_t kMaxHeader = 8 * 1024;
constexpr int kIoTimeoutMs = 10000;

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
    case 409:
      return "Conflict";
    case 411:
      return "Length Required";
    case 413:
      return "Payload Too Large";
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

void send_all(int fd, const std::string& data) {
  size_t off = 0;
  const int64_t deadline = now_us() + kIoTimeoutMs * 1000LL;
  while (off < data.size() && now_us() < deadline) {
    struct pollfd p = {fd, POLLOUT, 0};
    if (poll(&p, 1, 200) <= 0) continue;
    const ssize_t n = ::send(fd, data.data() + off, data.size() - off, MSG_NOSIGNAL);
    if (n <= 0) return;
    off += static_cast<size_t>(n);
  }
}

void send_response(int fd, const HttpResponse& r) {
  std::string head = "HTTP/1.1 " + std::to_string(r.status) + " " + status_text(r.status) +
                     "\r\nContent-Type: " + r.type +
                     "\r\nContent-Length: " + std::to_string(r.body.size()) +
                     "\r\nCache-Control: no-store\r\nX-Content-Type-Options: nosniff"
                     "\r\nConnection: close\r\n\r\n";
  send_all(fd, head + r.body);
}

// Reads into *buf until it holds `want` bytes or the deadline; false on EOF/timeout.
bool read_more(int fd, std::string* buf, int64_t deadline) {
  while (now_us() < deadline) {
    struct pollfd p = {fd, POLLIN, 0};
    if (poll(&p, 1, 200) <= 0) continue;
    char tmp[4096];
    const ssize_t n = ::recv(fd, tmp, sizeof tmp, 0);
    if (n <= 0) return false;
    buf->append(tmp, static_cast<size_t>(n));
    return true;
  }
  return false;
}

std::string lower(std::string s) {
  for (char& c : s) c = static_cast<char>(c >= 'A' && c <= 'Z' ? c + 32 : c);
  return s;
}

}  // namespace

std::string json_error(const std::string& msg) {
  std::string o = "{\"error\":\"";
  for (unsigned char c : msg) {
    if (c == '"' || c == '\\') {
      o += '\\';
      o += static_cast<char>(c);
    } else if (c >= 0x20) {
      o += static_cast<char>(c);
    }
  }
  return o + "\"}";
}

std::string url_decode(const std::string& s) {
  std::string o;
  for (size_t i = 0; i < s.size(); ++i) {
    if (s[i] == '+') {
      o += ' ';
    } else if (s[i] == '%' && i + 2 < s.size() && isxdigit(static_cast<unsigned char>(s[i + 1])) &&
               isxdigit(static_cast<unsigned char>(s[i + 2]))) {
      o += static_cast<char>(std::stoi(s.substr(i + 1, 2), nullptr, 16));
      i += 2;
    } else {
      o += s[i];
    }
  }
  return o;
}

void parse_form(const std::string& s, std::map<std::string, std::string>* out) {
  size_t i = 0;
  while (i <= s.size()) {
    size_t amp = s.find('&', i);
    if (amp == std::string::npos) amp = s.size();
    const std::string kv = s.substr(i, amp - i);
    const size_t eq = kv.find('=');
    if (!kv.empty()) {
      (*out)[url_decode(kv.substr(0, eq))] =
          eq == std::string::npos ? "" : url_decode(kv.substr(eq + 1));
    }
    i = amp + 1;
  }
}

namespace {

// Parses the request line and the headers this server uses. False + a 4xx in *res.
bool parse_head(const std::string& head, HttpRequest* req, long long* length, HttpResponse* res) {
  const size_t sp1 = head.find(' '), sp2 = head.find(' ', sp1 + 1);
  const size_t eol = head.find("\r\n");
  if (sp1 == std::string::npos || sp2 == std::string::npos ||
      (eol != std::string::npos && sp2 > eol)) {
    res->status = 400;
    res->body = json_error("malformed request line");
    return false;
  }
  req->method = head.substr(0, sp1);
  const std::string target = head.substr(sp1 + 1, sp2 - sp1 - 1);
  const size_t q = target.find('?');
  req->path = target.substr(0, q);
  if (q != std::string::npos) parse_form(target.substr(q + 1), &req->params);
  *length = 0;
  size_t pos = eol == std::string::npos ? head.size() : eol + 2;
  while (pos < head.size()) {
    size_t e = head.find("\r\n", pos);
    if (e == std::string::npos) e = head.size();
    const std::string line = head.substr(pos, e - pos);
    const size_t colon = line.find(':');
    if (colon != std::string::npos) {
      const std::string k = lower(line.substr(0, colon));
      std::string v = line.substr(colon + 1);
      while (!v.empty() && v[0] == ' ') v.erase(0, 1);
      if (k == "content-length") *length = std::atoll(v.c_str());
      if (k == "transfer-encoding") {
        res->status = 411;
        res->body = json_error("chunked bodies are not accepted; send Content-Length");
        return false;
      }
    }
    pos = e + 2;
  }
  return true;
}

}  // namespace

HttpServer::~HttpServer() {
  if (listen_fd_ >= 0) ::close(listen_fd_);
}

int HttpServer::bind(const std::string& addr, int port, std::string* err) {
  struct sockaddr_in sa;
  std::memset(&sa, 0, sizeof sa);
  sa.sin_family = AF_INET;
  sa.sin_port = htons(static_cast<uint16_t>(port));
  if (inet_pton(AF_INET, addr.c_str(), &sa.sin_addr) != 1) {
    return *err = "--bind wants an IPv4 address such as 127.0.0.1", -1;
  }
  listen_fd_ = ::socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
  if (listen_fd_ < 0) return *err = std::strerror(errno), -1;
  const int one = 1;
  setsockopt(listen_fd_, SOL_SOCKET, SO_REUSEADDR, &one, sizeof one);
  if (::bind(listen_fd_, reinterpret_cast<struct sockaddr*>(&sa), sizeof sa) != 0 ||
      ::listen(listen_fd_, 64) != 0) {
    return *err = std::strerror(errno), -1;
  }
  socklen_t len = sizeof sa;
  getsockname(listen_fd_, reinterpret_cast<struct sockaddr*>(&sa), &len);
  return ntohs(sa.sin_port);
}

void HttpServer::run(const std::atomic<bool>* stop) {
  while (!stop->load()) {
    struct pollfd p = {listen_fd_, POLLIN, 0};
    if (poll(&p, 1, 100) <= 0) continue;
    const int fd = ::accept4(listen_fd_, nullptr, nullptr, SOCK_CLOEXEC);
    if (fd < 0) continue;
    if (active_.load() >= max_conn_) {
      HttpResponse r;
      r.status = 503;
      r.body = json_error("too many connections");
      send_response(fd, r);
      ::close(fd);
      continue;
    }
    ++active_;
    std::thread([this, fd]() {
      handle(fd);
      ::close(fd);
      --active_;
    }).detach();
  }
  // A bot may still be thinking in a handler: wait for them (their bots see the stop flag too).
  while (active_.load() > 0) std::this_thread::sleep_for(std::chrono::milliseconds(50));
}

void HttpServer::handle(int fd) {
  HttpResponse res;
  std::string buf;
  const int64_t deadline = now_us() + kIoTimeoutMs * 1000LL;
  size_t end;
  while ((end = buf.find("\r\n\r\n")) == std::string::npos) {
    if (buf.size() > kMaxHeader) {
      res.status = 431;
      res.body = json_error("request header larger than 8 KB");
      return send_response(fd, res);
    }
    if (!read_more(fd, &buf, deadline)) return;
  }
  if (end > kMaxHeader) {
    res.status = 431;
    res.body = json_error("request header larger than 8 KB");
    return send_response(fd, res);
  }
  HttpRequest req;
  const std::string head = buf.substr(0, end);
  std::string body = buf.substr(end + 4);
  long long length = 0;
  if (!parse_head(head, &req, &length, &res)) return send_response(fd, res);
  if (length < 0 || static_cast<unsigned long long>(length) > max_body_) {
    res.status = 413;
    res.body = json_error("request body larger than " + std::to_string(max_body_) + " bytes");
    return send_response(fd, res);
  }
  while (body.size() < static_cast<size_t>(length)) {
    if (!read_more(fd, &body, deadline)) return;
  }
  body.resize(static_cast<size_t>(length));
  if (req.method == "POST") parse_form(body, &req.params);
  auto it = routes_.find(req.method + " " + req.path);
  if (it == routes_.end()) {
    bool other = false;
    for (const auto& kv : routes_) other |= kv.first.substr(kv.first.find(' ') + 1) == req.path;
    res.status = other ? 405 : 404;
    res.body = json_error(other ? "wrong method for " + req.path : "no such page: " + req.path);
    return send_response(fd, res);
  }
  try {
    it->second(req, &res);
  } catch (const std::exception& e) {
    res.status = 500;
    res.body = json_error(std::string("internal error: ") + e.what());
  }
  send_response(fd, res);
}

}  // namespace judge
}  // namespace c6
