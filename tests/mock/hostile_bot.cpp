// hostile_bot: a Botzone JSON bot that attacks the judge itself rather than the game, for the
// judge's "survives any bot" tests (tests/judge/test_hostile.cpp). It plays legal moves (the first
// empty cells in row-major order) except for what --mode makes it do on its turn --turn (0-based
// count of its own turns, restart mode counts from the request):
//   partial       write half a JSON answer without a newline, then wait for stdin to close
//   nul           answer with a line holding NUL bytes and invalid UTF-8
//   stderr-flood  write --bytes of stderr (default 1 GiB), then answer normally
//   close-stdout  close stdout, then wait for stdin to close (still running)
//   twice         answer twice on the same turn (the second answer an occupied cell)
//   early         keep-running: after each answer and marker, an answer to the NEXT request in
//                 the same write (an occupied cell, so taking it would be an illegal move)
//   long-line     write --bytes (default 10 MiB) on one line
//   ignore-term   ignore SIGTERM, then wait for stdin to close
//   escape        start a setsid child and a double-forked grandchild in a new session, both
//                 sleeping forever (waiting on a pipe nobody writes), then answer normally
//   tree-hog      a child process touches --bytes of memory (default 256 MiB) and waits; the
//                 bot itself never answers
//   reserve       reserve 8 GiB of address space like a JVM (PROT_NONE, untouched), then answer;
//                 if the reservation fails print the JVM's message on stdout and exit 1
//   oom-message   allocate and touch --bytes (default 256 MiB); if an allocation fails, print
//                 "java.lang.OutOfMemoryError" on stdout and Python's "MemoryError" on stderr and
//                 exit 1
// --pidfile F appends "pid <pid>" / "child <pid>" lines so tests can check nothing survives.
//
// Waiting is always on an event (stdin closing, a pipe that never gets data), never a sleep.
// Built without sanitizers, like mockbot, so it runs under the judge's limits.
#include <fcntl.h>
#include <signal.h>
#include <sys/mman.h>
#include <sys/types.h>
#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <iostream>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "rapidjson/document.h"

namespace {

const char kMarker[] = ">>>BOTZONE_REQUEST_KEEP_RUNNING<<<";

// Command line of the hostile bot.
struct Options {
  std::string mode;
  int turn = 0;
  int size = 15;
  long long bytes = -1;
  bool keep = false;
  std::string pidfile;
};

void note_pid(const Options& o, const char* what, pid_t pid) {
  if (o.pidfile.empty()) return;
  FILE* f = std::fopen(o.pidfile.c_str(), "a");
  if (!f) return;
  std::fprintf(f, "%s %d\n", what, static_cast<int>(pid));
  std::fclose(f);
}

// Writes all of s to fd (raw write: no stdio buffering between the pieces of one answer).
void put(int fd, const std::string& s) {
  size_t done = 0;
  while (done < s.size()) {
    const ssize_t n = write(fd, s.data() + done, s.size() - done);
    if (n <= 0) std::exit(0);  // the judge is gone
    done += static_cast<size_t>(n);
  }
}

// Blocks until the judge closes our stdin (or kills us), then exits.
[[noreturn]] void wait_for_stdin_eof() {
  char c;
  while (read(0, &c, 1) > 0) {
  }
  std::exit(0);
}

// Blocks forever on a pipe whose write end we hold ourselves, so no data ever arrives.
[[noreturn]] void wait_forever() {
  int p[2];
  if (pipe(p) != 0) std::abort();
  char c;
  for (;;) (void)!read(p[0], &c, 1);
}

// The board as the bot knows it, and whose turn of ours this is.
struct State {
  std::set<std::pair<int, int>> occupied;
  int my_turns = 0;
  std::pair<int, int> last_own{-1, -1};
};

void place(State* st, const rapidjson::Value& m) {
  const char* k[4] = {"x0", "y0", "x1", "y1"};
  int v[4];
  for (int i = 0; i < 4; ++i) v[i] = m.HasMember(k[i]) && m[k[i]].IsInt() ? m[k[i]].GetInt() : -1;
  if (v[0] >= 0) st->occupied.insert({v[0], v[1]});
  if (v[2] >= 0) st->occupied.insert({v[2], v[3]});
}

// First empty cells in row-major order: legal, deterministic, and they make a line quickly.
std::string answer(State* st, const Options& o, int count, int occupied_x = -1,
                   int occupied_y = -1) {
  int v[4] = {-1, -1, -1, -1};
  int k = 0;
  for (int y = 0; y < o.size && k < count; ++y) {
    for (int x = 0; x < o.size && k < count; ++x) {
      if (st->occupied.count({x, y})) continue;
      v[2 * k] = x;
      v[2 * k + 1] = y;
      ++k;
    }
  }
  if (occupied_x >= 0) v[0] = occupied_x, v[1] = occupied_y;
  if (occupied_x < 0) {
    for (int i = 0; i < k; ++i) st->occupied.insert({v[2 * i], v[2 * i + 1]});
    st->last_own = {v[0], v[1]};
  }
  char buf[160];
  std::snprintf(buf, sizeof buf, "{\"response\":{\"x0\":%d,\"y0\":%d,\"x1\":%d,\"y1\":%d}}\n", v[0],
                v[1], v[2], v[3]);
  return buf;
}

// Misbehaviour before (or instead of) a normal answer. Returns the text to write as the answer
// ("" = a normal answer).
std::string misbehave(const Options& o, State* st, int count) {
  const std::string& m = o.mode;
  if (m == "partial") {
    put(1, "{\"response\":{\"x0\":");
    wait_for_stdin_eof();
  }
  if (m == "nul") {
    static const char kBad[] = "{\"response\"\0:{\"x0\":\xff\xfe\x80,\"y0\"}}\n";
    return std::string(kBad, sizeof kBad - 1);
  }
  if (m == "stderr-flood") {
    const long long total = o.bytes >= 0 ? o.bytes : (1LL << 30);
    const std::string chunk(1 << 16, 'e');
    for (long long done = 0; done < total; done += static_cast<long long>(chunk.size())) {
      put(2, chunk);
    }
  }
  if (m == "close-stdout") {
    close(1);
    wait_for_stdin_eof();
  }
  if (m == "twice") {
    const std::string first = answer(st, o, count);
    return first + answer(st, o, count, st->last_own.first, st->last_own.second);
  }
  if (m == "long-line") {
    const long long total = o.bytes >= 0 ? o.bytes : (10LL << 20);
    const std::string chunk(1 << 16, 'L');
    for (long long done = 0; done < total; done += static_cast<long long>(chunk.size())) {
      put(1, chunk);
    }
    put(1, "\n");
    wait_for_stdin_eof();
  }
  if (m == "ignore-term") {
    signal(SIGTERM, SIG_IGN);
    wait_for_stdin_eof();
  }
  if (m == "escape") {
    const pid_t a = fork();
    if (a == 0) {  // a child in its own session
      setsid();
      close(0), close(1);
      wait_forever();
    }
    note_pid(o, "child", a);
    int ready[2];
    if (pipe(ready) != 0) std::abort();
    const pid_t b = fork();
    if (b == 0) {  // double fork: the intermediate starts a session and leaves its child
      setsid();
      const pid_t c = fork();
      if (c == 0) {
        close(0), close(1);
        note_pid(o, "grandchild", getpid());
        (void)!write(ready[1], "r", 1);
        wait_forever();
      }
      _exit(0);
    }
    note_pid(o, "child", b);
    char r;
    (void)!read(ready[0], &r, 1);  // the grandchild exists (and is noted) before we answer
  }
  if (m == "tree-hog") {
    const long long total = o.bytes >= 0 ? o.bytes : (256LL << 20);
    const pid_t c = fork();
    if (c == 0) {
      close(1);
      // Touched through a volatile pointer: a plain memset of memory never read is optimised away.
      volatile char* p = static_cast<char*>(std::malloc(static_cast<size_t>(total)));
      for (long long i = 0; p && i < total; i += 4096) p[i] = 1;
      wait_forever();
    }
    note_pid(o, "child", c);
    wait_for_stdin_eof();
  }
  if (m == "reserve") {
    void* p =
        mmap(nullptr, 8ULL << 30, PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
    if (p == MAP_FAILED) {
      put(1, "Error: Could not reserve enough space for code cache (245760K)\n");
      put(1, "Error: Could not create the Java Virtual Machine.\n");
      std::exit(1);
    }
  }
  if (m == "oom-message") {
    const long long total = o.bytes >= 0 ? o.bytes : (256LL << 20);
    const long long step = 8LL << 20;
    for (long long done = 0; done < total; done += step) {
      char* p = static_cast<char*>(std::malloc(static_cast<size_t>(step)));
      if (!p) {
        put(1, "Exception in thread \"main\" java.lang.OutOfMemoryError: Java heap space\n");
        put(2, "MemoryError\n");
        std::exit(1);
      }
      volatile char* v = p;
      for (long long i = 0; i < step; i += 4096) v[i] = 1;
    }
  }
  return "";
}

// One turn: the text this turn writes (answer, maybe marker and a premature answer).
std::string turn_text(const Options& o, State* st, int count) {
  std::string text;
  if (st->my_turns == o.turn || (o.turn < 0)) text = misbehave(o, st, count);
  if (text.empty()) text = answer(st, o, count);
  if (o.keep) {
    text += std::string(kMarker) + "\n";
    if (o.mode == "early") {
      // The next answer before the next request: our own last stone, so taking it is illegal.
      State copy = *st;
      text += answer(&copy, o, 2, st->last_own.first, st->last_own.second);
    }
  }
  ++st->my_turns;
  return text;
}

int run(const Options& o) {
  std::string line;
  if (!std::getline(std::cin, line)) return 0;
  rapidjson::Document d;
  d.Parse(line.c_str());
  if (d.HasParseError() || !d.IsObject() || !d.HasMember("requests")) return 5;
  State st;
  const auto& req = d["requests"];
  const auto& resp = d["responses"];
  for (rapidjson::SizeType i = 0; i < req.Size(); ++i) place(&st, req[i]);
  for (rapidjson::SizeType i = 0; i < resp.Size(); ++i) place(&st, resp[i]);
  st.my_turns = static_cast<int>(resp.Size());
  const bool first_of_black = req.Size() == 1 && resp.Size() == 0 && req[0]["x0"].GetInt() < 0;
  put(1, turn_text(o, &st, first_of_black ? 1 : 2));
  if (!o.keep) return 0;
  while (std::getline(std::cin, line)) {
    rapidjson::Document m;
    m.Parse(line.c_str());
    if (m.HasParseError() || !m.IsObject()) continue;
    place(&st, m);
    put(1, turn_text(o, &st, 2));
  }
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  Options o;
  for (int i = 1; i < argc; ++i) {
    const std::string a = argv[i];
    auto next = [&]() -> std::string {
      if (i + 1 >= argc) {
        std::fprintf(stderr, "hostile_bot: %s needs a value\n", a.c_str());
        std::exit(2);
      }
      return argv[++i];
    };
    if (a == "--mode") {
      o.mode = next();
    } else if (a == "--turn") {
      o.turn = std::atoi(next().c_str());
    } else if (a == "--size") {
      o.size = std::atoi(next().c_str());
    } else if (a == "--bytes") {
      o.bytes = std::atoll(next().c_str());
    } else if (a == "--keep") {
      o.keep = true;
    } else if (a == "--pidfile") {
      o.pidfile = next();
    } else {
      std::fprintf(stderr, "hostile_bot: unknown option %s\n", a.c_str());
      return 2;
    }
  }
  signal(SIGPIPE, SIG_DFL);
  note_pid(o, "pid", getpid());
  return run(o);
}
