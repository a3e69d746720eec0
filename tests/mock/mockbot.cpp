// mockbot: a test bot for the judge's end-to-end tests. By default a correct random player that
// speaks Botzone JSON (restart per turn, or keep-running with --keep), Botzone line mode and the
// CCGC text protocol (detected from the first input character, like c6bot). With --mode it
// misbehaves on its own turn number --turn (0-based): crash, hang, sleep past the limit, print
// garbage or JSON nested 200,000 deep (deepjson), play an illegal or duplicate stone, exhaust
// memory, fork a lingering child, flood stdout. Three modes die at start, before reading anything
// (a student bot that cannot even run): segv-at-start, exit-at-start (--code N, default 1), and
// exec-at-start --exec PATH, a launcher such as a run.sh that execs its real bot: if PATH cannot
// be executed it exits as a shell does (126 not executable, 127 not found). Each says why on
// stderr first.
// --pidfile F appends "pid <pid>" (and "child <pid>") lines so tests can check nothing survives.
//
// Deliberately self-contained (no c6core): it is built without sanitizers so it can run under the
// judge's RLIMIT_AS, and it must not share the judge's rules code it is testing.
#include <errno.h>
#include <signal.h>
#include <sys/mman.h>
#include <sys/types.h>
#include <unistd.h>

#include <cctype>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <iostream>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "rapidjson/document.h"

namespace {

// Command-line behaviour of the mock: which misbehaviour, on which of its own turns.
struct Options {
  std::string mode = "random";
  int turn = 1;
  int size = 15;
  int sleep_ms = 0;
  bool keep = false;
  std::string pidfile;
  unsigned seed = 1;
  int code = 1;      // exit-at-start
  std::string exec;  // exec-at-start
};

// One point, Botzone convention (x = column, y = row).
struct Stone {
  int x, y;
};

// The mock's whole game state: occupied points and how many turns it has answered.
struct State {
  std::set<std::pair<int, int>> occupied;
  int my_turns = 0;
  void place(int x, int y) {
    if (x >= 0 && y >= 0) occupied.insert({x, y});
  }
};

void note_pid(const Options& o, const char* what, pid_t pid) {
  if (o.pidfile.empty()) return;
  FILE* f = std::fopen(o.pidfile.c_str(), "a");
  if (!f) return;
  std::fprintf(f, "%s %d\n", what, static_cast<int>(pid));
  std::fclose(f);
}

unsigned next_rand(unsigned* s) {
  *s = *s * 1103515245u + 12345u;
  return (*s >> 8) & 0xffffff;
}

// Two (or one) random empty points.
std::vector<Stone> random_move(const State& st, const Options& o, int count) {
  std::vector<Stone> empty;
  for (int y = 0; y < o.size; ++y) {
    for (int x = 0; x < o.size; ++x) {
      if (!st.occupied.count({x, y})) empty.push_back({x, y});
    }
  }
  // Seeded by the position, so different openings and symmetries give different games.
  unsigned s = o.seed * 7919u;
  for (const auto& p : st.occupied) s = s * 31u + static_cast<unsigned>(p.first * 64 + p.second);
  std::vector<Stone> out;
  for (int i = 0; i < count && !empty.empty(); ++i) {
    const size_t k = next_rand(&s) % empty.size();
    out.push_back(empty[k]);
    empty.erase(empty.begin() + static_cast<long>(k));
  }
  return out;
}

// Misbehaviour that happens instead of answering. Returns true if it already printed something.
bool misbehave(const Options& o, const State& st) {
  if (o.turn >= 0 && st.my_turns != o.turn) return false;  // --turn -1: every turn
  const std::string& m = o.mode;
  if (m == "crash") std::exit(3);
  if (m == "segv") raise(SIGSEGV);
  if (m == "hang") {
    for (;;) pause();
  }
  if (m == "slow") usleep(static_cast<useconds_t>(o.sleep_ms) * 1000);
  if (m == "mem") {
    // Huge pages where the kernel gives them, one byte touched per page: the RSS grows to the
    // cap with a few dozen page faults instead of 30,000 (on a loaded 2-core machine 4 KB faults
    // over 128 MB took over 10 s of wall time). new[] failing is the bad_alloc of a real bot.
    std::vector<char*> blocks;
    const size_t kBlock = 16 << 20;
    for (;;) {
      void* a = mmap(nullptr, kBlock, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
      if (a == MAP_FAILED) {
        char* p = new char[kBlock];  // throws std::bad_alloc at the cap
        blocks.push_back(p);
        continue;
      }
      madvise(a, kBlock, MADV_HUGEPAGE);
      char* p = static_cast<char*>(a);
      for (size_t i = 0; i < kBlock; i += 4096) p[i] = 1;
      blocks.push_back(p);
    }
  }
  if (m == "fork") {
    const pid_t c = fork();
    if (c == 0) {
      // The child lingers with stdout closed so only the process group kill can end it.
      close(1);
      for (;;) pause();
    }
    note_pid(o, "child", c);
  }
  if (m == "flood") {
    std::string chunk(65536, 'x');
    for (;;) {
      if (std::fwrite(chunk.data(), 1, chunk.size(), stdout) != chunk.size()) std::exit(0);
    }
  }
  if (m == "garbage") {
    std::printf("hello, I am not JSON\n");
    std::fflush(stdout);
    return true;
  }
  if (m == "deepjson") {
    // Nested deeper than any parser's recursion survives (it overflowed the judge's stack).
    std::printf("{\"response\":%s\n", std::string(200000, '[').c_str());
    std::fflush(stdout);
    return true;
  }
  if (m == "badfield") {
    std::printf("{\"response\":{\"x0\":\"seven\",\"y0\":7,\"x1\":-1,\"y1\":-1}}\n");
    std::fflush(stdout);
    return true;
  }
  return false;
}

// The stones to play this turn, possibly wrong on purpose.
std::vector<Stone> choose(const Options& o, const State& st, int count) {
  std::vector<Stone> mv = random_move(st, o, count);
  if (o.turn >= 0 && st.my_turns != o.turn) return mv;
  const std::string& m = o.mode;
  if (m == "illegal" && !st.occupied.empty())
    mv[0] = {st.occupied.begin()->first, st.occupied.begin()->second};
  if (m == "offboard") mv[0] = {o.size, 0};
  if (m == "dup" && mv.size() == 2) mv[1] = mv[0];
  if (m == "wrongcount") mv.resize(count == 2 ? 1 : 2, Stone{0, 0});
  return mv;
}

// gdata is the Botzone globaldata received this turn; the mock answers it with one more 'g', so
// its length counts the mock's restart-mode turns across games.
void print_json(const Options& o, const State& st, int count, const std::string& gdata = "") {
  if (misbehave(o, st)) return;
  std::vector<Stone> mv = choose(o, st, count);
  int v[4] = {-1, -1, -1, -1};
  for (size_t i = 0; i < mv.size() && i < 2; ++i) {
    v[2 * i] = mv[i].x;
    v[2 * i + 1] = mv[i].y;
  }
  if (o.mode == "halfpair" && st.my_turns == o.turn) v[2] = -1, v[3] = 4;
  std::printf(
      "{\"response\":{\"x0\":%d,\"y0\":%d,\"x1\":%d,\"y1\":%d},\"debug\":\"mock turn %d gd=%zu\","
      "\"globaldata\":\"%sg\"}\n",
      v[0], v[1], v[2], v[3], st.my_turns, gdata.size(), gdata.c_str());
}

bool read_move(const rapidjson::Value& m, int v[4]) {
  const char* k[4] = {"x0", "y0", "x1", "y1"};
  if (!m.IsObject()) return false;
  for (int i = 0; i < 4; ++i) {
    if (!m.HasMember(k[i]) || !m[k[i]].IsInt()) return false;
    v[i] = m[k[i]].GetInt();
  }
  return true;
}

void apply(State* st, const int v[4], bool own) {
  st->place(v[0], v[1]);
  st->place(v[2], v[3]);
  (void)own;
}

void marker(const Options& o) {
  if (o.keep) std::printf("\n>>>BOTZONE_REQUEST_KEEP_RUNNING<<<\n");
  std::fflush(stdout);
}

int run_json(const Options& o, const std::string& first) {
  State st;
  rapidjson::Document d;
  d.Parse(first.c_str());
  if (d.HasParseError() || !d.IsObject()) return 5;
  const auto& req = d["requests"];
  const auto& resp = d["responses"];
  bool black = false;
  for (rapidjson::SizeType i = 0; i < req.Size(); ++i) {
    int v[4];
    if (!read_move(req[i], v)) return 5;
    if (i == 0 && v[0] < 0) black = true;
    apply(&st, v, false);
  }
  for (rapidjson::SizeType i = 0; i < resp.Size(); ++i) {
    int v[4];
    if (!read_move(resp[i], v)) return 5;
    apply(&st, v, true);
  }
  st.my_turns = static_cast<int>(resp.Size());
  std::string gdata;
  if (d.HasMember("globaldata") && d["globaldata"].IsString()) gdata = d["globaldata"].GetString();
  print_json(o, st, black && resp.Size() == 0 ? 1 : 2, gdata);
  if (!o.keep) return 0;
  // Our own move must be on the board before the next request arrives.
  {
    std::vector<Stone> mine = choose(o, st, black && resp.Size() == 0 ? 1 : 2);
    for (const Stone& s : mine) st.place(s.x, s.y);
  }
  marker(o);
  std::string line;
  while (std::getline(std::cin, line)) {
    if (line.find_first_not_of(" \r\t") == std::string::npos) continue;
    if (line.find(">>>BOTZONE") != std::string::npos) continue;
    rapidjson::Document r;
    r.Parse(line.c_str());
    if (r.HasParseError() || !r.IsObject()) return 5;
    // Tolerated shapes: a bare move, {"requests":[..., move]}, {"requests":move}.
    const rapidjson::Value* req = &r;
    if (r.HasMember("requests")) {
      const rapidjson::Value& q = r["requests"];
      req = q.IsArray() && q.Size() > 0 ? &q[q.Size() - 1] : &q;
    }
    int v[4];
    if (!read_move(*req, v)) return 5;
    apply(&st, v, false);
    ++st.my_turns;
    print_json(o, st, 2);
    for (const Stone& s : choose(o, st, 2)) st.place(s.x, s.y);
    marker(o);
  }
  return 0;
}

int run_line(const Options& o, std::istream& in) {
  State st;
  int n = 0;
  in >> n;
  bool black = false;
  for (int i = 0; i < 2 * n - 1; ++i) {
    int v[4];
    in >> v[0] >> v[1] >> v[2] >> v[3];
    if (i == 0 && v[0] < 0) black = true;
    apply(&st, v, i % 2 == 1);
  }
  st.my_turns = n - 1;
  auto answer = [&](int count) {
    if (misbehave(o, st)) return;
    std::vector<Stone> mv = choose(o, st, count);
    if (mv.size() == 1) mv.push_back({-1, -1});
    std::printf("%d %d %d %d\nmock line\n\n\n", mv[0].x, mv[0].y, mv[1].x, mv[1].y);
    for (const Stone& s : mv) st.place(s.x, s.y);
  };
  answer(black && n == 1 ? 1 : 2);
  if (!o.keep) return 0;
  marker(o);
  int v[4];
  while (in >> v[0] >> v[1] >> v[2] >> v[3]) {
    apply(&st, v, false);
    ++st.my_turns;
    answer(2);
    marker(o);
  }
  return 0;
}

// Contest letters: CCGC = column letter, row letter from the top; Cloudict = column letter, row
// letter from the bottom.
std::string letters(const Options& o, bool cloudict, int x, int y) {
  std::string s;
  s += static_cast<char>('A' + x);
  s += static_cast<char>('A' + (cloudict ? o.size - 1 - y : y));
  return s;
}

void place_letters(const Options& o, bool cloudict, const std::string& tok, State* st) {
  for (size_t i = 0; i + 1 < tok.size(); i += 2) {
    if (tok[i] == '@') continue;
    const int a = std::toupper(tok[i]) - 'A', b = std::toupper(tok[i + 1]) - 'A';
    st->place(a, cloudict ? o.size - 1 - b : b);
  }
}

int run_text(const Options& o, std::istream& in) {
  State st;
  std::string tok;
  bool began = false, cloudict = false;
  int turns_on_board = 0;  // turns placed so far (decides one stone or two)
  auto play = [&](int count) {
    if (misbehave(o, st)) {
      std::fflush(stdout);
      return;
    }
    std::vector<Stone> mv = choose(o, st, count);
    std::string s = "move " + letters(o, cloudict, mv[0].x, mv[0].y);
    if (mv.size() > 1) {
      s += letters(o, cloudict, mv[1].x, mv[1].y);
    } else if (!cloudict) {
      s += "@@";
    }
    std::printf("%s\n", s.c_str());
    std::fflush(stdout);
    for (const Stone& x : mv) st.place(x.x, x.y);
    ++st.my_turns;
    ++turns_on_board;
  };
  while (in >> tok) {
    if (tok == "name?" || tok == "name") {
      cloudict = tok == "name";
      std::printf("name mock\n");
      std::fflush(stdout);
    } else if (tok == "new") {
      in >> tok;
      began = true;
      if (tok == "black") play(1);
    } else if (tok == "black" || tok == "white") {  // Cloudict: place stones
      in >> tok;
      place_letters(o, cloudict, tok, &st);
      ++turns_on_board;
    } else if (tok == "next") {
      began = true;
      play(turns_on_board == 0 ? 1 : 2);
    } else if (tok == "move") {
      in >> tok;
      place_letters(o, cloudict, tok, &st);
      ++turns_on_board;
      if (began) play(2);
    } else if (tok == "quit" || tok == "exit") {
      if (tok == "quit") std::printf("Quit!\n");
      return 0;
    }
  }
  return 0;
}

// The modes that end the process before it reads its input.
void die_at_start(const Options& o) {
  if (o.mode == "segv-at-start") {
    std::fprintf(stderr, "mockbot: segv-at-start: crashing before reading any input\n");
    std::fflush(stderr);
    raise(SIGSEGV);
  }
  if (o.mode == "exit-at-start") {
    std::fprintf(stderr, "mockbot: exit-at-start: giving up with code %d\n", o.code);
    std::exit(o.code);
  }
  if (o.mode == "exec-at-start") {
    char* const argv[] = {const_cast<char*>(o.exec.c_str()), nullptr};
    execv(o.exec.c_str(), argv);
    const int e = errno;
    std::fprintf(stderr, "mockbot: exec-at-start: %s: %s\n", o.exec.c_str(), std::strerror(e));
    std::exit(e == ENOENT ? 127 : 126);
  }
}

}  // namespace

int main(int argc, char** argv) {
  Options o;
  for (int i = 1; i < argc; ++i) {
    const std::string a = argv[i];
    auto next = [&]() { return i + 1 < argc ? std::string(argv[++i]) : std::string(); };
    if (a == "--mode")
      o.mode = next();
    else if (a == "--turn")
      o.turn = std::atoi(next().c_str());
    else if (a == "--size")
      o.size = std::atoi(next().c_str());
    else if (a == "--sleep")
      o.sleep_ms = std::atoi(next().c_str());
    else if (a == "--keep")
      o.keep = true;
    else if (a == "--pidfile")
      o.pidfile = next();
    else if (a == "--seed")
      o.seed = static_cast<unsigned>(std::atoi(next().c_str()));
    else if (a == "--code")
      o.code = std::atoi(next().c_str());
    else if (a == "--exec")
      o.exec = next();
  }
  note_pid(o, "pid", getpid());
  die_at_start(o);
  int c;
  while ((c = std::cin.peek()) != EOF && std::isspace(c)) std::cin.get();
  if (c == EOF) return 4;
  if (c == '{') {
    std::string line;
    std::getline(std::cin, line);
    return run_json(o, line);
  }
  if (std::isdigit(c) || c == '-') return run_line(o, std::cin);
  return run_text(o, std::cin);
}
