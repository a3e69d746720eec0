// `c6judge serve` file confinement and form decoding (README "c6judge serve", security).
#include <limits.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <unistd.h>

#include <catch2/catch.hpp>
#include <cstdio>
#include <string>

#include "serve/serve_files.h"
#include "serve/serve_http.h"

using namespace c6::judge;

TEST_CASE("serve: only regular files inside --logs are reachable", "[serve]") {
  char tmpl[] = "/tmp/c6serveXXXXXX";
  REQUIRE(mkdtemp(tmpl) != nullptr);
  char real[PATH_MAX];
  REQUIRE(realpath(tmpl, real) != nullptr);
  const std::string root = real;
  REQUIRE(mkdir((root + "/sub").c_str(), 0700) == 0);
  FILE* f = std::fopen((root + "/a.jsonl").c_str(), "w");
  REQUIRE(f != nullptr);
  std::fclose(f);
  REQUIRE(symlink("/etc/passwd", (root + "/out").c_str()) == 0);
  REQUIRE(symlink((root + "/a.jsonl").c_str(), (root + "/in").c_str()) == 0);

  std::string path, err;
  CHECK(safe_log_path(root, "a.jsonl", &path, &err));
  CHECK(path == root + "/a.jsonl");
  std::string first_err;
  // Symbolic links (even to a file inside), folders, hidden files: all refused, with one message.
  f = std::fopen((root + "/.hidden").c_str(), "w");
  REQUIRE(f != nullptr);
  std::fclose(f);
  for (const char* bad : {"in", "out", "../etc/passwd", "/etc/passwd", "sub", "sub/../a.jsonl", "",
                          "nope", "a\\b", ".hidden", "."}) {
    INFO(bad);
    CHECK_FALSE(safe_log_path(root, bad, &path, &err));
    CHECK_FALSE(err.empty());
    CHECK(err.find(root) == std::string::npos);
    if (first_err.empty()) first_err = err;
    CHECK(err == first_err);
  }
  const std::vector<std::string> names = list_logs(root);
  CHECK(names == std::vector<std::string>({"a.jsonl"}));
  unlink((root + "/.hidden").c_str());
  unlink((root + "/out").c_str());
  unlink((root + "/in").c_str());
  unlink((root + "/a.jsonl").c_str());
  rmdir((root + "/sub").c_str());
  rmdir(root.c_str());
}

TEST_CASE("serve: url-encoded forms", "[serve]") {
  std::map<std::string, std::string> m;
  parse_form("id=3&stones=7%2C7%3B8%2C8&x=a+b&empty=&flag", &m);
  CHECK(m["id"] == "3");
  CHECK(m["stones"] == "7,7;8,8");
  CHECK(m["x"] == "a b");
  CHECK(m.count("empty") == 1);
  CHECK(m.count("flag") == 1);
  CHECK(url_decode("%zz%4") == "%zz%4");  // malformed escapes are kept, not a crash
  CHECK(url_decode("%41%2f") == "A/");
  CHECK(json_error("a\"b\\c\n") == "{\"error\":\"a\\\"b\\\\c\\u000a\"}");
}

TEST_CASE("serve: requests parsed with Beast's parser and our limits", "[serve]") {
  HttpLimits lim;
  HttpRequest req;
  std::string why;
  CHECK(parse_request_bytes("POST /api/move?x=1 HTTP/1.1\r\nHost: 127.0.0.1:8\r\nOrigin: o\r\n"
                            "X-C6-Token: t\r\nContent-Length: 10\r\n\r\nid=2&y=%41",
                            lim, &req, &why) == 0);
  CHECK(req.method == "POST");
  CHECK(req.path == "/api/move");
  CHECK(req.get("x") == "1");
  CHECK(req.get("id") == "2");
  CHECK(req.get("y") == "A");
  CHECK(req.host == "127.0.0.1:8");
  CHECK(req.origin == "o");
  CHECK(req.token == "t");
  const std::string h = "Host: a:1\r\n";
  CHECK(parse_request_bytes("GET / HTTP/1.1\n" + h + "\n", lim, &req, &why) == 400);
  CHECK(parse_request_bytes("POST / HTTP/1.1\r\n" + h + "Content-Length: abc\r\n\r\n", lim, &req,
                            &why) == 400);
  CHECK(parse_request_bytes("POST / HTTP/1.1\r\n" + h + "\r\n", lim, &req, &why) == 411);
  CHECK(parse_request_bytes("GET / HTTP/1.1\r\n" + h + "X: " + std::string(9000, 'a') + "\r\n\r\n",
                            lim, &req, &why) == 431);
  CHECK(parse_request_bytes("POST / HTTP/1.1\r\n" + h + "Content-Length: 20000\r\n\r\n", lim, &req,
                            &why) == 413);
  CHECK(parse_request_bytes("GET / HTTP/1.1\r\n" + h, lim, &req, &why) == 408);
}

TEST_CASE("serve: the guard lets only the local page drive the server", "[serve]") {
  HttpPolicy p;
  p.port = 8066;
  p.token = std::string(32, 'a');
  HttpRequest r;
  std::string why;
  r.method = "GET";
  r.host = "127.0.0.1:8066";
  CHECK(guard_request(p, r, &why) == 0);
  r.host = "LocalHost:8066";
  CHECK(guard_request(p, r, &why) == 0);
  for (const char* bad :
       {"evil.example:8066", "127.0.0.1:80", "127.0.0.1", "", "127.0.0.1:8066x", "10.0.0.1:8066"}) {
    INFO(bad);
    r.host = bad;
    CHECK(guard_request(p, r, &why) == 421);
  }
  r.host = "127.0.0.1:8066";
  r.method = "POST";
  CHECK(guard_request(p, r, &why) == 403);  // no Origin, no token
  r.token = std::string(32, 'b');
  CHECK(guard_request(p, r, &why) == 403);
  r.token = p.token;
  CHECK(guard_request(p, r, &why) == 0);
  r.origin = "http://evil.example";
  CHECK(guard_request(p, r, &why) == 403);  // a foreign Origin even with the token
  r.token.clear();
  r.origin = "http://127.0.0.1:8066";
  CHECK(guard_request(p, r, &why) == 0);
  r.origin = "null";
  CHECK(guard_request(p, r, &why) == 403);
  r.method = "GET";
  r.websocket = true;
  r.origin.clear();
  CHECK(guard_request(p, r, &why) == 403);  // a WebSocket must name its origin
  r.origin = "http://127.0.0.1:8066";
  CHECK(guard_request(p, r, &why) == 0);
  p.bind = "0.0.0.0";
  r.websocket = false;
  r.origin.clear();
  r.host = "192.168.1.5:8066";
  CHECK(guard_request(p, r, &why) == 0);  // --bind 0.0.0.0: any address literal, never a name
  r.host = "rebind.example:8066";
  CHECK(guard_request(p, r, &why) == 421);
}
