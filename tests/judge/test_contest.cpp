// A class contest in one command (issue 10, section 2): six mock students generated into a temp
// folder (good C++, a build failure, a C crasher, a Python bot that reads to end of input, a snoop
// that tries to read another submission and the results, a bot that leaves a setsid'ed child
// behind), built, checked and played in the best sandbox this machine has. Also the standings
// maths, --bots FILE, replay from stdin and the one game numbering.
#include <catch2/catch.hpp>

#include <dirent.h>
#include <signal.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <set>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

#include "contest/contest.h"
#include "match/scheduler.h"
#include "match/standings.h"
#include "rapidjson/document.h"
#include "records/gamelog.h"
#include "support.h"

using namespace c6;
using namespace c6::judge;
using namespace judge_test;

namespace {

void spit(const std::string& path, const std::string& text) { std::ofstream(path) << text; }

std::vector<std::string> list_dir(const std::string& dir) {
  std::vector<std::string> v;
  if (DIR* d = opendir(dir.c_str())) {
    while (dirent* e = readdir(d)) {
      if (e->d_name[0] != '.') v.push_back(e->d_name);
    }
    closedir(d);
  }
  return v;
}

// Processes whose command line contains marker, or (uid >= 0) that run as uid.
std::vector<std::string> processes_matching(const std::string& marker, int uid_lo, int uid_hi) {
  std::vector<std::string> found;
  for (const std::string& pid : list_dir("/proc")) {
    if (pid.find_first_not_of("0123456789") != std::string::npos) continue;
    std::string cmd = slurp("/proc/" + pid + "/cmdline");
    for (char& c : cmd) c = c == '\0' ? ' ' : c;
    const std::string status = slurp("/proc/" + pid + "/status");
    const size_t u = status.find("\nUid:");
    const int uid = u == std::string::npos ? -1 : std::atoi(status.c_str() + u + 5);
    if ((!marker.empty() && cmd.find(marker) != std::string::npos) ||
        (uid >= uid_lo && uid <= uid_hi)) {
      found.push_back(pid + ": " + cmd);
    }
  }
  return found;
}

// The uid block a contest run reports in its header ("Uid block: LO-HI"), so the leftover checks
// look at this run's uids only (a concurrent contest has its own block). {-2, -2} (no uid at all)
// when the run used none.
std::pair<int, int> uid_block_of(const std::string& out) {
  const size_t p = out.find("\nUid block: ");
  if (p == std::string::npos) return {-2, -2};
  const char* s = out.c_str() + p + 12;
  char* end = nullptr;
  const long lo = std::strtol(s, &end, 10);
  if (*end != '-') return {-2, -2};
  return {static_cast<int>(lo), static_cast<int>(std::strtol(end + 1, nullptr, 10))};
}

// A legal Botzone JSON bot in C++ that a student could have written (one request line; plays the
// first empty cells). before_main is pasted at file scope, in_main at the top of main().
std::string good_cpp(const std::string& before_main, const std::string& in_main) {
  return R"(#include <unistd.h>
#include <cstdio>
#include <cstdlib>
#include <iostream>
#include <string>
#include <vector>
static std::vector<int> values(const std::string& s, const std::string& key) {
  std::vector<int> v;
  for (size_t p = s.find(key); p != std::string::npos; p = s.find(key, p + 1))
    v.push_back(std::atoi(s.c_str() + p + key.size()));
  return v;
}
)" + before_main +
         R"(
int main() {
)" + in_main +
         R"(
  std::string line;
  while (line.find('{') == std::string::npos && std::getline(std::cin, line)) {}
  bool used[15][15] = {};
  std::vector<int> x0 = values(line, "\"x0\":"), y0 = values(line, "\"y0\":"),
                   x1 = values(line, "\"x1\":"), y1 = values(line, "\"y1\":");
  int stones = 0;
  for (size_t i = 0; i < x0.size() && i < y0.size(); ++i) {
    if (x0[i] >= 0) used[x0[i]][y0[i]] = true, ++stones;
    if (i < x1.size() && i < y1.size() && x1[i] >= 0) used[x1[i]][y1[i]] = true, ++stones;
  }
  int need = stones == 0 ? 1 : 2, got = 0, px[2] = {-1, -1}, py[2] = {-1, -1};
  for (int y = 0; y < 15 && got < need; ++y)
    for (int x = 0; x < 15 && got < need; ++x)
      if (!used[x][y]) px[got] = x, py[got] = y, ++got;
  std::printf("{\"response\":{\"x0\":%d,\"y0\":%d,\"x1\":%d,\"y1\":%d}}\n", px[0], py[0], px[1],
              py[1]);
  return 0;
}
)";
}

const char kEofPython[] = R"(import json, sys
data = json.loads(sys.stdin.read())
used = set()
for lst in (data.get("requests", []), data.get("responses", [])):
    for m in lst:
        for a, b in (("x0", "y0"), ("x1", "y1")):
            if m.get(a, -1) >= 0:
                used.add((m[a], m[b]))
need = 1 if not used else 2
pick = [(x, y) for y in range(14, -1, -1) for x in range(14, -1, -1) if (x, y) not in used][:need]
while len(pick) < 2:
    pick.append((-1, -1))
print(json.dumps({"response": {"x0": pick[0][0], "y0": pick[0][1],
                               "x1": pick[1][0], "y1": pick[1][1]}}))
)";

struct Contest {
  std::string root, subs, out, marker;
};

// The six students of the issue in ROOT/subs.
Contest make_students(const std::string& tag) {
  Contest c;
  char tmpl[] = "/tmp/c6contest-test-XXXXXX";
  REQUIRE(mkdtemp(tmpl) != nullptr);
  c.root = tmpl;
  c.subs = c.root + "/subs";
  c.out = c.root + "/" + tag;
  c.marker = "9" + std::to_string(getpid());
  mkdir(c.subs.c_str(), 0700);
  for (const char* s : {"good", "broken", "crasher", "eofpy", "snoop", "forker"}) {
    mkdir((c.subs + "/" + s).c_str(), 0700);
  }
  spit(c.subs + "/good/main.cpp", good_cpp("", ""));
  spit(c.subs + "/broken/main.cpp", "int main() { this is not C++; }\n");
  spit(c.subs + "/crasher/crash.c",
       "#include <stdio.h>\nint main(void) { volatile int *p = 0; *p = 1; return 0; }\n");
  spit(c.subs + "/eofpy/bot.py", kEofPython);
  spit(c.subs + "/snoop/snoop.cpp",
       good_cpp("", "  for (const char* p : {\"" + c.subs + "/good/main.cpp\", \"" + c.out +
                        "/games.jsonl\", \"" + c.out +
                        "/standings.json\"}) {\n"
                        "    FILE* f = std::fopen(p, \"r\");\n"
                        "    std::fprintf(stderr, \"SNOOP %s: %s\\n\", p, f ? \"OPENED\" : "
                        "\"blocked\");\n"
                        "    if (f) std::fclose(f);\n  }"));
  spit(c.subs + "/forker/forker.cpp",
       good_cpp("",
                "  if (fork() == 0) {\n    setsid();\n    if (fork() == 0) execl(\"/bin/sleep\", "
                "\"sleep\", \"" +
                    c.marker +
                    "\", (char*)0);\n    _exit(0);\n  }\n"
                    "  std::fprintf(stderr, \"FORKED\\n\");"));
  return c;
}

const rapidjson::Value* row(const rapidjson::Document& d, const std::string& name) {
  for (const auto& r : d["standings"].GetArray()) {
    if (name == r["name"].GetString()) return &r;
  }
  return nullptr;
}

}  // namespace

TEST_CASE("contest: six students built, checked, played in the sandbox", "[contest]") {
  const Contest c = make_students("results");
  const Run r = run(kJudge + " contest " + c.subs + " --out " + c.out +
                    " --time 2000 --grace 500 --concurrency 2 --quiet");
  INFO(r.out);
  REQUIRE(r.code == 0);
  const bool bwrap = r.out.find("Sandbox: bwrap") != std::string::npos;
  const bool uid = r.out.find("Sandbox: uid") != std::string::npos;
  if (!bwrap) WARN("bubblewrap cannot create namespaces here: the contest ran without it");

  rapidjson::Document d;
  d.Parse(slurp(c.out + "/standings.json").c_str());
  REQUIRE(d.IsObject());
  REQUIRE(d["standings"].Size() == 6);
  // The build failure ranks last, alone (nobody else is out of play), and played nothing.
  const rapidjson::Value* broken = row(d, "broken");
  REQUIRE(broken);
  CHECK(std::string((*broken)["status"].GetString()) == "COMPILE_ERROR");
  CHECK((*broken)["rank"].GetInt() == 6);
  CHECK((*broken)["games"].GetInt() == 0);
  CHECK(std::string((*broken)["note"].GetString()).find("error") != std::string::npos);
  // Everyone else played a colour-swapped pair against each of the four others.
  for (const char* s : {"good", "crasher", "eofpy", "snoop", "forker"}) {
    const rapidjson::Value* x = row(d, s);
    REQUIRE(x);
    CHECK((*x)["games"].GetInt() == 8);
    CHECK(std::string((*x)["status"].GetString()) == "OK");
  }
  const rapidjson::Value* good = row(d, "good");
  CHECK(std::string((*good)["note"].GetString()) ==
        "speaks botzone-json (found by asking it); check PASS");
  CHECK((*good)["vs"]["crasher"]["wins"].GetInt() == 2);
  // The crasher loses every game it plays to a working bot, by CRASH.
  const rapidjson::Value* crasher = row(d, "crasher");
  CHECK((*crasher)["vs"]["good"]["faults"]["CRASH"].GetInt() == 2);
  CHECK((*crasher)["rank"].GetInt() >= 4);
  // The reader to end of input: check found it, the games ran with stdin=close (no STALL).
  const rapidjson::Value* eofpy = row(d, "eofpy");
  CHECK(std::string((*eofpy)["note"].GetString()).find("stdin=close") != std::string::npos);
  CHECK(r.out.find("played with stdin=close") != std::string::npos);
  for (const auto& vs : (*eofpy)["vs"].GetObject()) {
    CHECK_FALSE(vs.value["faults"].HasMember("STALL"));
  }
  CHECK((*eofpy)["vs"]["crasher"]["wins"].GetInt() == 2);
  // Ranks: ties share one; the list is sorted.
  int last = 0;
  for (const auto& x : d["standings"].GetArray()) {
    CHECK(x["rank"].GetInt() >= last);
    last = x["rank"].GetInt();
  }
  CHECK(file_nonempty(c.out + "/standings.csv"));
  CHECK(slurp(c.out + "/standings.md").find("| broken |") != std::string::npos);

  // One numbering: the log's game numbers are 1..20, and every stderr file gNNNNN names one.
  std::vector<LoggedGame> games;
  int bad = 0;
  std::string err;
  REQUIRE(read_log(c.out + "/games.jsonl", &games, &bad, &err));
  REQUIRE(games.size() == 20);
  std::set<int> numbers;
  for (const std::string& line : {slurp(c.out + "/games.jsonl")}) {
    std::istringstream in(line);
    std::string l;
    while (std::getline(in, l)) {
      rapidjson::Document g;
      g.Parse(l.c_str());
      REQUIRE(g.IsObject());
      if (g.HasMember("c6judge_run")) continue;  // the run header that opens the log
      REQUIRE((g.HasMember("game") && g["game"].IsInt()));
      numbers.insert(g["game"].GetInt());
    }
  }
  CHECK(*numbers.begin() == 1);
  CHECK(*numbers.rbegin() == 20);
  CHECK(numbers.size() == 20);
  int snoop_logs = 0, forked = 0;
  for (const std::string& f : list_dir(c.out + "/stderr")) {
    const int n = std::atoi(f.c_str() + 1);
    CHECK(numbers.count(n) == 1);
    const std::string text = slurp(c.out + "/stderr/" + f);
    if (f.find("snoop") != std::string::npos) {
      ++snoop_logs;
      CHECK(text.find("SNOOP") != std::string::npos);
      // The sandbox hides the other submissions and the results (not with --sandbox none).
      if (bwrap || uid) CHECK(text.find("OPENED") == std::string::npos);
    }
    if (f.find("forker") != std::string::npos && text.find("FORKED") != std::string::npos) {
      ++forked;
    }
  }
  CHECK(snoop_logs > 0);
  CHECK(forked > 0);
  // No process a bot started outlives the contest: not the setsid'ed sleeper, nothing running as
  // one of this run's sandbox uids.
  const std::pair<int, int> block = uid_block_of(r.out);
  if (geteuid() == 0 && (bwrap || uid)) CHECK(block.first >= kUidBase);
  const std::vector<std::string> left =
      processes_matching("sleep " + c.marker, block.first, block.second);
  INFO("left: " << (left.empty() ? "" : left[0]));
  if (bwrap || uid) {
    CHECK(left.empty());
  } else {
    // --sandbox none: a setsid'ed child escapes the group kill until the process layer tracks
    // descendants; do not leak it.
    WARN("no sandbox: " << left.size() << " escaped process(es) killed by the test");
    for (const std::string& p : left) kill(std::atoi(p.c_str()), SIGKILL);
  }
  // The temporary build stage is gone; a replay from stdin reads the log with the same numbers.
  const Run rp = run("cat " + c.out + "/games.jsonl | " + kJudge + " replay - --game 7 --quiet");
  CHECK(rp.code == 0);
  CHECK(rp.out.find("1 game(s) checked, 1 valid") != std::string::npos);
  run("rm -rf " + c.root);
}

TEST_CASE("contest: --sandbox uid hides other submissions from a bot running as another uid",
          "[contest]") {
  if (geteuid() != 0) {
    WARN("not root: --sandbox uid is unavailable, skipped");
    return;
  }
  Contest c = make_students("uid");
  run("rm -rf " + c.subs + "/broken " + c.subs + "/crasher " + c.subs + "/eofpy");
  const Run r = run(kJudge + " contest " + c.subs + " --out " + c.out +
                    " --sandbox uid --no-check --time 2000 --grace 300 --quiet");
  INFO(r.out);
  REQUIRE(r.code == 0);
  CHECK(r.out.find("Sandbox: uid") != std::string::npos);
  int logs = 0;
  for (const std::string& f : list_dir(c.out + "/stderr")) {
    if (f.find("snoop") == std::string::npos) continue;
    ++logs;
    const std::string text = slurp(c.out + "/stderr/" + f);
    CHECK(text.find("SNOOP") != std::string::npos);
    CHECK(text.find("OPENED") == std::string::npos);
  }
  CHECK(logs > 0);
  // The forker's setsid'ed child escapes the process-group kill; the contest kills its uid.
  const std::pair<int, int> block = uid_block_of(r.out);
  REQUIRE(block.first >= kUidBase);
  CHECK(processes_matching("sleep " + c.marker, block.first, block.second).empty());
  run("rm -rf " + c.root);
}

TEST_CASE("contest: usage errors are clear", "[cli]") {
  CHECK(run(kJudge + " contest").code == 2);
  CHECK(run(kJudge + " contest /nonexistent-c6 --out /tmp/x-c6").code == 3);
  const Run r = run(kJudge + " contest /tmp --out /tmp/c6x --sandbox jail");
  CHECK(r.code == 2);
  CHECK(r.out.find("--sandbox") != std::string::npos);
  CHECK(run(kJudge + " contest --help").out.find("Sonneborn-Berger") != std::string::npos);
  {
    // --out inside the submissions is refused, and the refused folder is not left behind (the
    // next run counted it as a student); a folder that was already there stays.
    const std::string dir = "/tmp/c6judge-inside-" + std::to_string(getpid());
    run("mkdir -p " + dir + "/subs/kept");
    const Run in = run(kJudge + " contest " + dir + "/subs --out " + dir + "/subs/res");
    CHECK(in.code == 2);
    CHECK(in.out.find("--out must not be inside the submissions folder") != std::string::npos);
    CHECK(run("test -e " + dir + "/subs/res").code != 0);
    CHECK(run(kJudge + " contest " + dir + "/subs --out " + dir + "/subs/kept").code == 2);
    CHECK(run("test -d " + dir + "/subs/kept").code == 0);
    run("rm -rf " + dir);
  }
  if (geteuid() == 0) {
    // A sandboxed run's uid block holds 99 bots: a larger class is refused before any build.
    const std::string dir = "/tmp/c6judge-big-" + std::to_string(getpid());
    run("mkdir -p " + dir + "/subs && cd " + dir + "/subs && for i in $(seq 100); do mkdir s$i; " +
        "echo true > s$i/cmd; done");
    const Run big =
        run(kJudge + " contest " + dir + "/subs --out " + dir + "/out --sandbox uid --no-check");
    CHECK(big.code == 3);
    CHECK(big.out.find("100 students, but a sandboxed run has 99 uids") != std::string::npos);
    run("rm -rf " + dir);
  }
}

TEST_CASE("standings: ties share a rank, head to head then Sonneborn-Berger break them") {
  // a, b, c each 2 points from a cycle (a>b, b>c, c>a, each 2 games split 2-0): all level on
  // points, head to head and SB, so all share rank 1; d loses everything; e is out of play.
  StandingsInput in;
  in.names = {"a", "b", "c", "d", "e"};
  in.status = {"", "", "", "", "COMPILE_ERROR"};
  auto game = [&](int w, int l) { in.games.push_back({w, l, kBlack, Verdict::kWinSix, kEmpty}); };
  game(0, 1), game(1, 2), game(2, 0);
  for (int x : {0, 1, 2}) game(x, 3);
  Standings s = compute_standings(in);
  REQUIRE(s.rows.size() == 5);
  CHECK(s.rows[0].rank == 1);
  CHECK(s.rows[1].rank == 1);
  CHECK(s.rows[2].rank == 1);
  CHECK(s.rows[3].bot == 3);
  CHECK(s.rows[3].rank == 4);
  CHECK(s.rows[4].bot == 4);
  CHECK(s.rows[4].rank == 5);
  CHECK(s.rows[0].points == 2);
  // Head to head: a and b level on points, a beat b: a ranks first although SB would tie.
  StandingsInput h;
  h.names = {"a", "b", "c"};
  h.games.push_back({0, 1, kBlack, Verdict::kWinSix, kEmpty});  // a beats b
  h.games.push_back({2, 0, kBlack, Verdict::kWinSix, kEmpty});  // c beats a
  h.games.push_back({1, 2, kBlack, Verdict::kWinSix, kEmpty});  // b beats c
  h.games.push_back({1, 2, kBlack, Verdict::kWinSix, kEmpty});  // b beats c again
  h.games.push_back({2, 1, kWhite, Verdict::kCrash, kBlack});   // c crashes vs b
  s = compute_standings(h);
  // b: 3 points; a and c: 1 each, and c beat a head to head, so c ranks above a.
  CHECK(h.names[s.rows[0].bot] == "b");
  CHECK(h.names[s.rows[1].bot] == "c");
  CHECK(h.names[s.rows[2].bot] == "a");
  CHECK(s.rows[1].rank == 2);
  CHECK(s.rows[2].rank == 3);
  CHECK(s.rows[1].head_to_head == 1);
  CHECK(s.cells[2][1].faults[static_cast<int>(Verdict::kCrash)] == 1);
  const std::string csv = standings_csv(h, s);
  CHECK(csv.find("CRASH x1") != std::string::npos);
  CHECK(standings_json(h, s).find("\"sonneborn_berger\"") != std::string::npos);
}

TEST_CASE("tournament --bots FILE and --standings; errors name the line", "[cli]") {
  const std::string dir = "/tmp/c6judge-bots-" + std::to_string(getpid());
  mkdir(dir.c_str(), 0700);
  spit(dir + "/bots.txt", "# class of three\n\nname=a,cmd=" + kMock +
                              " --mode random\n  name=b,cmd=" + kMock +
                              " --mode random\nname=c,cmd=" + kMock + " --mode random\n");
  spit(dir + "/bad.txt", "name=a,cmd=" + kMock + "\n# ok\nname=b,cmd=x,proto=carrier-pigeon\n");
  Run r = run(kJudge + " tournament --bots " + dir + "/bad.txt");
  CHECK(r.code == 2);
  CHECK(r.out.find("bad.txt:3:") != std::string::npos);
  r = run(kJudge + " tournament --bots " + dir + "/bots.txt --games 2 --time 2000 --quiet --log " +
          dir + "/t.jsonl --standings " + dir + "/st");
  INFO(r.out);
  CHECK(r.code == 0);
  rapidjson::Document d;
  d.Parse(slurp(dir + "/st.json").c_str());
  REQUIRE(d.IsObject());
  CHECK(d["games"].GetInt() == 6);
  CHECK(d["standings"].Size() == 3);
  CHECK(file_nonempty(dir + "/st.csv"));
  CHECK(file_nonempty(dir + "/st.md"));
  run("rm -rf " + dir);
}

TEST_CASE("contest: Swiss pairings by points, no rematch while avoidable, one bye per bot") {
  // Five bots: 2 has the most points, then 0, then 1 and 3 level, 4 last.
  std::vector<double> points = {2, 1, 3, 1, 0};
  std::vector<std::vector<bool>> met(5, std::vector<bool>(5, false));
  met[2][0] = met[0][2] = true;  // the top two have met: 2 plays 1 (next in order) instead
  std::vector<bool> had_bye(5, false);
  int bye = -1;
  std::vector<std::pair<int, int>> p = swiss_pairings(points, met, &had_bye, &bye);
  CHECK(bye == 4);  // the lowest-ranked bot without a bye
  REQUIRE(p.size() == 2);
  CHECK(p[0] == std::make_pair(2, 1));
  CHECK(p[1] == std::make_pair(0, 3));
  // Next round the bye goes to the lowest-ranked bot that has not had one yet.
  p = swiss_pairings(points, met, &had_bye, &bye);
  CHECK(bye == 3);
  // Everyone has met everyone: pairs are still made (rematches), nobody is left out twice.
  for (auto& row : met) row.assign(5, true);
  p = swiss_pairings(points, met, &had_bye, &bye);
  CHECK(p.size() == 2);
  CHECK(bye >= 0);
}
