// A Botzone class through `c6judge contest`, from source as students hand it in
// (tests/judge/class): C++ with jsoncpp, C++ and C in simple I/O, Python in both modes, Java in
// UTF-8 and GBK, a multi-file C++ project, a build failure and a bot that crashes at turn 3. Every
// student's build, protocol, check and verdicts and the standings are asserted. Then the escape
// attempts (tests/judge/escapes) beside one honest student: each is contained and judged, and the
// contest finishes with the right standings. The bots answer in milliseconds; the limits (2 s, 3 s
// for a first turn) are there so that a loaded machine (sanitizer builds, tests in parallel) cannot
// turn a JVM start into a TIMEOUT and change a result.
#include <catch2/catch.hpp>

#include <arpa/inet.h>
#include <dirent.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

#include <cstdio>
#include <fstream>
#include <string>
#include <vector>

#include "rapidjson/document.h"
#include "support.h"

using namespace judge_test;

namespace {

const std::string kTests = std::string(C6_SOURCE_DIR) + "/tests/judge";

struct Folder {
  std::string root, subs, out;
};

Folder make_folder(const std::string& tag) {
  char tmpl[] = "/tmp/c6class-test-XXXXXX";
  REQUIRE(mkdtemp(tmpl) != nullptr);
  Folder f;
  f.root = tmpl;
  f.subs = f.root + "/subs";
  f.out = f.root + "/" + tag;
  REQUIRE(run("mkdir -p " + f.subs).code == 0);
  return f;
}

const rapidjson::Value* row(const rapidjson::Document& d, const std::string& name) {
  for (const auto& r : d["standings"].GetArray()) {
    if (name == r["name"].GetString()) return &r;
  }
  return nullptr;
}

std::string str(const rapidjson::Value& v, const char* key) {
  return v.HasMember(key) && v[key].IsString() ? v[key].GetString() : "";
}

// The student's line of the build step ("  NAME  LANG  built (...); NOTE").
std::string build_line(const std::string& out, const std::string& name) {
  const size_t p = out.find("\n  " + name + " ");
  if (p == std::string::npos) return "";
  return out.substr(p + 1, out.find('\n', p + 1) - p - 1);
}

std::vector<std::string> stderr_files(const std::string& dir, const std::string& name) {
  std::vector<std::string> v;
  if (DIR* d = opendir(dir.c_str())) {
    while (dirent* e = readdir(d)) {
      if (std::string(e->d_name).find(name) != std::string::npos)
        v.push_back(dir + "/" + e->d_name);
    }
    closedir(d);
  }
  return v;
}

// A TCP listener on 127.0.0.1 (any free port) that counts the connections it was offered.
struct Listener {
  int fd = -1;
  int port = 0;
  Listener() {
    fd = socket(AF_INET, SOCK_STREAM | SOCK_NONBLOCK, 0);
    sockaddr_in a{};
    a.sin_family = AF_INET;
    a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    REQUIRE(bind(fd, reinterpret_cast<sockaddr*>(&a), sizeof a) == 0);
    REQUIRE(listen(fd, 64) == 0);
    socklen_t len = sizeof a;
    getsockname(fd, reinterpret_cast<sockaddr*>(&a), &len);
    port = ntohs(a.sin_port);
  }
  int accepted() {
    int n = 0;
    for (int c; (c = accept(fd, nullptr, nullptr)) >= 0; ++n) close(c);
    return n;
  }
  ~Listener() { close(fd); }
};

}  // namespace

TEST_CASE("contest: a Botzone class in five languages, from source, judged right", "[class]") {
  const Folder f = make_folder("results");
  REQUIRE(run("cp -r " + kTests + "/class/. " + f.subs + "/ && rm " + f.subs + "/README.md").code ==
          0);
  const Run r = run(kJudge + " contest " + f.subs + " --out " + f.out +
                    " --time 2000 --first 3000 --concurrency 2 --quiet");
  INFO(r.out);
  REQUIRE(r.code == 0);
  if (r.out.find("Sandbox: bwrap") == std::string::npos) {
    WARN("bubblewrap cannot create namespaces here: the class ran in a weaker sandbox");
  }

  // Builds: every language in Botzone's environment; the protocol found by asking each bot.
  const std::vector<std::pair<std::string, std::string>> speaks = {
      {"cpp_json", "botzone-json"},  {"cpp_multi", "botzone-json"}, {"py_json", "botzone-json"},
      {"cpp_line", "botzone-line"},  {"c_line", "botzone-line"},    {"py_line", "botzone-line"},
      {"java_line", "botzone-line"}, {"java_gbk", "botzone-line"},  {"crash3", "botzone-line"}};
  for (const auto& s : speaks) {
    const std::string line = build_line(r.out, s.first);
    INFO(s.first << ": " << line);
    CHECK(line.find(" built (") != std::string::npos);
    CHECK(line.find("speaks " + s.second + " (found by asking it)") != std::string::npos);
  }
  // The two readers to end of input are found and played with stdin=close.
  for (const char* s : {"cpp_multi", "py_line"}) {
    CHECK(build_line(r.out, s).find("played with stdin=close") != std::string::npos);
  }
  CHECK(build_line(r.out, "broken").find("COMPILE_ERROR") != std::string::npos);

  rapidjson::Document d;
  d.Parse(slurp(f.out + "/standings.json").c_str());
  REQUIRE(d.IsObject());
  REQUIRE(d["standings"].Size() == 10);
  // The eight working bots each win as Black against each other (1-1), beat crash3 2-0: 9 points
  // of 16 games, one shared first place, and check passes for every one of them.
  for (const char* s : {"c_line", "cpp_json", "cpp_line", "cpp_multi", "java_gbk", "java_line",
                        "py_json", "py_line"}) {
    const rapidjson::Value* x = row(d, s);
    REQUIRE(x);
    INFO(s);
    CHECK(str(*x, "status") == "OK");
    CHECK((*x)["rank"].GetInt() == 1);
    CHECK((*x)["games"].GetInt() == 16);
    CHECK((*x)["wins"].GetInt() == 9);
    CHECK((*x)["losses"].GetInt() == 7);
    CHECK(str(*x, "note").find("check PASS") != std::string::npos);
    CHECK((*x)["vs"]["crash3"]["wins"].GetInt() == 2);
    CHECK((*x)["vs"]["crash3"]["faults"].ObjectEmpty());
  }
  // crash3 dies from its second turn: every game lost by CRASH, ninth.
  const rapidjson::Value* crash3 = row(d, "crash3");
  REQUIRE(crash3);
  CHECK((*crash3)["rank"].GetInt() == 9);
  CHECK((*crash3)["games"].GetInt() == 16);
  CHECK((*crash3)["losses"].GetInt() == 16);
  CHECK((*crash3)["vs"]["c_line"]["faults"]["CRASH"].GetInt() == 2);
  CHECK(str(*crash3, "note").find("check FAIL") != std::string::npos);
  // The build failure ranks last and played nothing; its note quotes the compiler.
  const rapidjson::Value* broken = row(d, "broken");
  REQUIRE(broken);
  CHECK(str(*broken, "status") == "COMPILE_ERROR");
  CHECK((*broken)["rank"].GetInt() == 10);
  CHECK((*broken)["games"].GetInt() == 0);
  CHECK(str(*broken, "note").find("error") != std::string::npos);
  // The GBK student's Chinese reached its stderr intact (the judge compiled it as GBK).
  bool chinese = false;
  for (const std::string& p : stderr_files(f.out + "/stderr", "java_gbk")) {
    chinese = chinese || slurp(p).find("\xe8\x90\xbd\xe5\xad\x90") != std::string::npos;  // 落子
  }
  CHECK(chinese);
  run("rm -rf " + f.root);
}

TEST_CASE("contest: escape attempts are contained and judged", "[escapes]") {
  const Folder f = make_folder("results");
  Listener listener;
  const std::string marker = "7" + std::to_string(getpid());
  REQUIRE(run("cp -r " + kTests + "/class/c_line " + f.subs + "/").code == 0);
  for (const char* s : {"esc_read", "esc_kill", "esc_fork", "esc_disk", "esc_net", "esc_sleep"}) {
    const std::string dir = f.subs + "/" + s;
    REQUIRE(run("cp -r " + kTests + "/escapes/" + s + " " + dir + " && cp " + kTests +
                "/escapes/common/play.h " + dir + "/")
                .code == 0);
    std::ofstream(dir + "/targets.h") << "#define TARGET_SOURCE \"" << f.subs << "/c_line/bot.c\"\n"
                                      << "#define TARGET_RESULTS \"" << f.out << "/games.jsonl\"\n"
                                      << "#define TARGET_PORT " << listener.port << "\n"
                                      << "#define TARGET_MARKER \"" << marker << "\"\n"
                                      << "#define TARGET_FILL \"fill-" << marker << ".bin\"\n";
  }
  const Run r = run(kJudge + " contest " + f.subs + " --out " + f.out +
                    " --time 2000 --first 3000 --concurrency 2 --no-check --quiet");
  INFO(r.out);
  REQUIRE(r.code == 0);
  const bool bwrap = r.out.find("Sandbox: bwrap") != std::string::npos;
  if (!bwrap) WARN("bubblewrap cannot create namespaces here: network and /root not isolated");

  rapidjson::Document d;
  d.Parse(slurp(f.out + "/standings.json").c_str());
  REQUIRE(d.IsObject());
  REQUIRE(d["standings"].Size() == 7);
  // Every student played its six pairs: the judge outlived kill(-1), the fork bomb, the disk
  // filler and the leftover sleeper, and judged every game.
  for (const char* s : {"c_line", "esc_read", "esc_kill", "esc_fork", "esc_net", "esc_sleep"}) {
    const rapidjson::Value* x = row(d, s);
    REQUIRE(x);
    INFO(s);
    CHECK((*x)["games"].GetInt() == 12);
    CHECK((*x)["wins"].GetInt() + (*x)["losses"].GetInt() == 12);
  }
  // The disk filler is stopped by the file-size limit (CRASH, SIGXFSZ) or by a full private
  // tmpfs; either way its games are judged and nothing it wrote is left on this machine.
  const rapidjson::Value* disk = row(d, "esc_disk");
  REQUIRE(disk);
  CHECK((*disk)["games"].GetInt() == 12);
  CHECK(run("find /tmp -xdev -maxdepth 4 -name 'fill-" + marker + ".bin' 2>/dev/null; true")
            .out.empty());

  std::string seen;
  for (const char* s : {"esc_read", "esc_kill", "esc_fork", "esc_disk", "esc_net", "esc_sleep"}) {
    for (const std::string& p : stderr_files(f.out + "/stderr", s)) seen += slurp(p);
  }
  // Reading: another student's source and binary, the results and /root are out of reach.
  CHECK(seen.find("ESCAPE read") != std::string::npos);
  CHECK(seen.find("OPENED") == std::string::npos);
  CHECK(seen.find("ESCAPE kill(-1)") != std::string::npos);
  CHECK(seen.find("ESCAPE forked") != std::string::npos);
  CHECK(seen.find("ESCAPE net") != std::string::npos);
  CHECK(seen.find("ESCAPE sleeper left") != std::string::npos);
  // The network: no connection reached the listener (bwrap has no network at all).
  if (bwrap) {
    CHECK(seen.find("CONNECTED") == std::string::npos);
    CHECK(listener.accepted() == 0);
  }
  // Nothing a student started outlives the contest: no sleeper, no fork-bomb child (both sleep
  // under this run's marker; the bracket keeps pgrep from matching the shell that runs it).
  CHECK(run("pgrep -f '[s]leep " + marker + "'").out.empty());
  run("rm -rf " + f.root);
}

TEST_CASE("contest: Python students and a cmd bot under --sandbox uid, with a root-only PATH shim",
          "[class]") {
  if (geteuid() != 0) {
    WARN("not root: the uid sandbox cannot be tested");
    return;
  }
  const Folder f = make_folder("results");
  // The judge's PATH starts with a folder only root may enter, holding a python3 (as pyenv's
  // shims are): a sandbox uid that used the judge's PATH could not run it (exit 126).
  const std::string shims = f.root + "/shims";
  REQUIRE(run("mkdir -m 700 " + shims +
              " && printf '#!/bin/sh\\nexec /usr/bin/python3 \"$@\"\\n' > " + shims +
              "/python3 && chmod 700 " + shims + "/python3")
              .code == 0);
  REQUIRE(run("cp -r " + kTests + "/class/py_json " + kTests + "/class/py_line " + f.subs +
              "/ && mkdir " + f.subs + "/cmd_py && cp " + kTests + "/class/py_json/bot.py " +
              f.subs + "/cmd_py/ && echo 'python3 bot.py' > " + f.subs + "/cmd_py/cmd")
              .code == 0);
  const Run r =
      run("PATH=" + shims + ":$PATH " + kJudge + " contest " + f.subs + " --out " + f.out +
          " --sandbox uid --time 2000 --first 3000 --concurrency 2 --no-check --quiet");
  INFO(r.out);
  REQUIRE(r.code == 0);
  CHECK(r.out.find("Sandbox: uid") != std::string::npos);
  // Both Python students pass the syntax check (each writes its byte code in its own folder,
  // never in the machine's /tmp), and the cmd bot's python3 is the one the sandbox can run.
  CHECK(build_line(r.out, "py_json").find(" built (") != std::string::npos);
  CHECK(build_line(r.out, "py_line").find(" built (") != std::string::npos);
  CHECK(build_line(r.out, "cmd_py").find(" ready (") != std::string::npos);
  rapidjson::Document d;
  d.Parse(slurp(f.out + "/standings.json").c_str());
  REQUIRE(d.IsObject());
  REQUIRE(d["standings"].Size() == 3);
  for (const char* s : {"py_json", "py_line", "cmd_py"}) {
    const rapidjson::Value* x = row(d, s);
    REQUIRE(x);
    INFO(s);
    CHECK(str(*x, "status") == "OK");
    CHECK((*x)["games"].GetInt() == 4);
    CHECK((*x)["wins"].GetInt() == 2);  // each wins its games as White
  }
  run("rm -rf " + f.root);
}
