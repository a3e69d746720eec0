// chatty_engine: a mock of a real contest engine as the judge meets it (modelled on the public
// Cloudict engine's behaviour, protocols.md section 8): it prints its help text at start-up
// (indented lines, one of them "move XXXX   - tell the engine ..."), answers "name" with
// "name <text>", prints progress chatter on stdout before each move, plays Black's first move as a
// single stone ("move JJ"; CCGC dialect "move JJ@@") and later moves as "move XXYY". Understands
// name/name?, new black|white, move, black/white XX (placement), next, depth, help, exit/quit/end.
// Options: --dialect cloudict|ccgc (default cloudict), --size N (default 19), --sleep MS before
// every move, --pidfile F (appends "pid <pid>").
#include <unistd.h>

#include <cctype>
#include <cstdio>
#include <cstdlib>
#include <iostream>
#include <set>
#include <string>
#include <utility>
#include <vector>

namespace {

// The engine's whole state: dialect, board size and the occupied points.
struct Engine {
  bool cloudict = true;
  int size = 19;
  int sleep_ms = 0;
  std::set<std::pair<int, int>> stones;  // (x = column, y = row from the top)
  unsigned seed = 12345;
};

void help() {
  static const char* const kHelp[] = {
      "Connect6 engine (mock of a contest engine), commands:",
      "            name        - print the name of the engine,",
      "            new black   - start a game, the engine plays black,",
      "            new white   - start a game, the engine plays white,",
      "            move XXXX   - tell the engine that the opponent take the move XXXX,",
      "                          and the engine will think and print its own move,",
      "            black XXXX  - place black stones without searching,",
      "            white XXXX  - place white stones without searching,",
      "            next        - the engine searches for the side to move,",
      "            depth d     - set the search depth,",
      "            vcf         - enable the threat search,",
      "            unvcf       - disable the threat search,",
      "            print       - print the board,",
      "            help        - print this text,",
      "            exit        - quit the engine.",
  };
  for (const char* line : kHelp) std::printf("%s\n", line);
  std::fflush(stdout);
}

std::string letters(const Engine& e, int x, int y) {
  std::string s;
  s += static_cast<char>('A' + x);
  s += static_cast<char>('A' + (e.cloudict ? e.size - 1 - y : y));
  return s;
}

void place(Engine* e, const std::string& tok) {
  for (size_t i = 0; i + 1 < tok.size(); i += 2) {
    if (tok[i] == '@') continue;
    const int a = std::toupper(tok[i]) - 'A', b = std::toupper(tok[i + 1]) - 'A';
    e->stones.insert({a, e->cloudict ? e->size - 1 - b : b});
  }
}

void play(Engine* e, int count) {
  if (e->sleep_ms > 0) usleep(static_cast<useconds_t>(e->sleep_ms) * 1000);
  std::vector<std::pair<int, int>> empty;
  for (int y = 0; y < e->size; ++y) {
    for (int x = 0; x < e->size; ++x) {
      if (!e->stones.count({x, y})) empty.push_back({x, y});
    }
  }
  std::string mv;
  if (e->stones.empty()) {
    mv = letters(*e, e->size / 2, e->size / 2);
    e->stones.insert({e->size / 2, e->size / 2});
  } else {
    for (int i = 0; i < count && !empty.empty(); ++i) {
      e->seed = e->seed * 1103515245u + 12345u;
      const size_t k = (e->seed >> 8) % empty.size();
      mv += letters(*e, empty[k].first, empty[k].second);
      e->stones.insert(empty[k]);
      empty.erase(empty.begin() + static_cast<long>(k));
    }
  }
  if (mv.size() == 2 && !e->cloudict) mv += "@@";
  // Progress chatter that looks like a move but is not one.
  std::printf("  move %s considered, %zu stones on the board\n", mv.c_str(), e->stones.size());
  std::printf("searching: depth 4, move count 12\n");
  std::printf("move %s\n", mv.c_str());
  std::fflush(stdout);
}

}  // namespace

int main(int argc, char** argv) {
  Engine e;
  for (int i = 1; i + 1 < argc; i += 2) {
    const std::string a = argv[i], v = argv[i + 1];
    if (a == "--dialect") e.cloudict = v != "ccgc";
    if (a == "--size") e.size = std::atoi(v.c_str());
    if (a == "--sleep") e.sleep_ms = std::atoi(v.c_str());
    if (a == "--pidfile") {
      if (FILE* f = std::fopen(v.c_str(), "a")) {
        std::fprintf(f, "pid %d\n", static_cast<int>(getpid()));
        std::fclose(f);
      }
    }
  }
  help();
  std::string tok;
  bool began = false;
  while (std::cin >> tok) {
    if (tok == "name" || tok == "name?") {
      std::printf("name Cloudict.Connect6\n");
    } else if (tok == "new") {
      std::cin >> tok;
      e.stones.clear();
      began = true;
      if (tok == "black") play(&e, 1);
    } else if (tok == "move") {
      std::cin >> tok;
      place(&e, tok);
      if (began) play(&e, 2);
    } else if (tok == "black" || tok == "white") {
      std::cin >> tok;
      place(&e, tok);
    } else if (tok == "next") {
      began = true;
      play(&e, e.stones.empty() ? 1 : 2);
    } else if (tok == "depth") {
      std::cin >> tok;
      std::printf("depth set to %s\n", tok.c_str());
    } else if (tok == "help") {
      help();
    } else if (tok == "exit" || tok == "quit") {
      if (tok == "quit") std::printf("Quit!\n");
      return 0;
    } else if (tok == "end") {
      began = false;
    } else {
      std::printf("unknown command: %s\n", tok.c_str());
    }
    std::fflush(stdout);
  }
  return 0;
}
