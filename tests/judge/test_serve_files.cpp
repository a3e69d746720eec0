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
  CHECK(safe_log_path(root, "in", &path, &err));  // a symlink that stays inside is fine
  for (const char* bad :
       {"out", "../etc/passwd", "/etc/passwd", "sub", "sub/../a.jsonl", "", "nope", "a\\b"}) {
    INFO(bad);
    CHECK_FALSE(safe_log_path(root, bad, &path, &err));
    CHECK_FALSE(err.empty());
  }
  const std::vector<std::string> names = list_logs(root);
  CHECK(names == std::vector<std::string>({"a.jsonl", "in"}));
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
  CHECK(json_error("a\"b\\c\n") == "{\"error\":\"a\\\"b\\\\c\"}");
}
