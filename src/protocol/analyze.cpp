#include "protocol/analyze.h"

#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <sstream>

#include "core/coords.h"
#include "eval/position.h"
#include "eval/weights.h"
#include "rapidjson/document.h"
#include "search/alphabeta.h"
#include "search/threats.h"

namespace c6 {

namespace {

bool parse_json(const std::string& text, int size, Game* out, std::string* why) {
  rapidjson::Document d;
  d.Parse(text.c_str());
  if (d.HasParseError() || !d.IsObject()) return *why = "not a JSON object", false;
  auto list = [&](const char* name) -> const rapidjson::Value* {
    auto it = d.FindMember(name);
    return it != d.MemberEnd() && it->value.IsArray() ? &it->value : nullptr;
  };
  const rapidjson::Value* req = list("requests");
  const rapidjson::Value* res = list("responses");
  if (!req) return *why = "no \"requests\" array", false;
  auto move_of = [&](const rapidjson::Value& v, Move* m) {
    int c[4];
    const char* keys[4] = {"x0", "y0", "x1", "y1"};
    for (int k = 0; k < 4; ++k) {
      auto it = v.FindMember(keys[k]);
      if (it == v.MemberEnd() || !it->value.IsInt()) return *why = "bad move object", false;
      c[k] = it->value.GetInt();
    }
    return coords::from_botzone(c[0], c[1], c[2], c[3], m, why);
  };
  Game g(size);
  for (rapidjson::SizeType i = 0; i < req->Size(); ++i) {
    Move m;
    if (!(*req)[i].IsObject() || !move_of((*req)[i], &m)) return false;
    if (m.count > 0 && g.play(m) != Illegal::kNone) return *why = "illegal request move", false;
    if (res && i < res->Size()) {
      if (!(*res)[i].IsObject() || !move_of((*res)[i], &m)) return false;
      if (g.play(m) != Illegal::kNone) return *why = "illegal response move", false;
    }
  }
  *out = g;
  return true;
}

bool parse_sgf(const std::string& text, int size, Game* out, std::string* why) {
  // Little Golem plays connect6 on 19x19 and omits SZ; --size only matters with an SZ-less file
  // from elsewhere, so SZ wins, then 19.
  const size_t sz = text.find("SZ[");
  size = sz != std::string::npos ? std::atoi(text.c_str() + sz + 3) : 19;
  if (size < kMinSize || size > kMaxSize) return *why = "bad board size", false;
  Game g(size);
  const size_t end = text.find(')');
  for (size_t i = 0; i + 2 < text.size() && i < end; ++i) {
    if (text[i] != ';' || (text[i + 1] != 'B' && text[i + 1] != 'W') || text[i + 2] != '[') {
      continue;
    }
    const size_t close = text.find(']', i);
    if (close == std::string::npos) return *why = "unterminated SGF node", false;
    std::vector<Point> pts;
    if (!coords::parse_sgf_points(text.substr(i + 3, close - i - 3), size, &pts)) {
      return *why = "bad SGF point", false;
    }
    const Move m = pts.size() == 1 ? Move(pts[0]) : pts.size() == 2 ? Move(pts[0], pts[1]) : Move();
    if (g.play(m) != Illegal::kNone) return *why = "illegal SGF move", false;
  }
  *out = g;
  return true;
}

bool parse_diagram(const std::string& text, Game* out, std::string* why) {
  std::vector<std::string> rows;
  std::istringstream in(text);
  std::string line;
  while (std::getline(in, line)) {
    std::string cells;
    bool row = true;
    for (char ch : line) {
      if (ch == '.' || ch == 'X' || ch == 'O' || ch == 'x' || ch == 'o') {
        cells += static_cast<char>(ch == 'x' ? 'X' : ch == 'o' ? 'O' : ch);
      } else if (!(ch == ' ' || ch == '\t' || ch == '\r' || (ch >= '0' && ch <= '9'))) {
        row = false;  // a header of column letters, or prose
      }
    }
    if (row && !cells.empty()) rows.push_back(cells);
  }
  const int n = static_cast<int>(rows.size());
  if (n < kMinSize || n > kMaxSize) return *why = "diagram needs 6..25 rows of ./X/O", false;
  std::vector<Point> black, white;
  for (int y = 0; y < n; ++y) {
    if (static_cast<int>(rows[y].size()) != n) return *why = "diagram is not square", false;
    for (int x = 0; x < n; ++x) {
      if (rows[y][x] == 'X') black.push_back(Point(x, y));
      if (rows[y][x] == 'O') white.push_back(Point(x, y));
    }
  }
  // Replay as a legal turn order: Black 1, then 2 each.
  const size_t b = black.size(), w = white.size();
  const bool ok = b == 0 ? w == 0 : (b % 2 == 1 && (w == b - 1 || w == b + 1));
  if (!ok) return *why = "stone counts cannot arise in Connect6 (Black 1, then 2 per turn)", false;
  Game g(n);
  size_t bi = 0, wi = 0;
  while (bi < b || wi < w) {
    Move m;
    if (g.to_move() == kBlack) {
      m = bi == 0 ? Move(black[0]) : Move(black[bi], black[bi + 1]);
      bi += m.count;
    } else {
      m = Move(white[wi], white[wi + 1]);
      wi += 2;
    }
    if (g.play(m) != Illegal::kNone) return *why = "position already decided (six on board)", false;
  }
  *out = g;
  return true;
}

std::string label(const Move& m) {
  std::string s;
  for (int i = 0; i < m.count; ++i) {
    if (i) s += ' ';
    s += coords::human(m.stone[i]);
  }
  return s.empty() ? "-" : s;
}

}  // namespace

bool parse_position(const std::string& text, int size, Game* out, std::string* why) {
  const size_t p = text.find_first_not_of(" \t\r\n");
  if (p == std::string::npos) return *why = "empty input", false;
  if (text[p] == '{') return parse_json(text, size, out, why);
  if (text[p] == '(') return parse_sgf(text, size, out, why);
  return parse_diagram(text, out, why);
}

int analyze_main(const std::vector<std::string>& args) {
  bool scores = false;
  int size = 15;
  Limits lim;
  std::string file;
  for (size_t i = 0; i < args.size(); ++i) {
    const std::string& a = args[i];
    const bool has = i + 1 < args.size();
    if (a == "--scores")
      scores = true;
    else if (a == "--time" && has)
      lim.time_ms = 1000 * std::atof(args[++i].c_str());
    else if (a == "--depth" && has)
      lim.depth = std::atoi(args[++i].c_str());
    else if (a == "--nodes" && has)
      lim.nodes = std::strtoull(args[++i].c_str(), nullptr, 10);
    else if (a == "--size" && has)
      size = std::atoi(args[++i].c_str());
    else if (a == "--help" || a == "-h") {
      std::printf(
          "usage: c6bot analyze [--scores] [--time S] [--depth D] [--nodes N] [--size N] [FILE]\n"
          "Reads a Botzone JSON request, a Little Golem SGF game or a ./X/O diagram (FILE or "
          "stdin)\nand prints threats, VCDT, best move, score and principal variation.\n");
      return 0;
    } else if (a.size() > 1 && a[0] == '-') {
      std::fprintf(stderr, "c6bot analyze: unknown option '%s' (see --help)\n", a.c_str());
      return 2;
    } else {
      file = a;
    }
  }
  if (size < kMinSize || size > kMaxSize) {
    std::fprintf(stderr, "c6bot analyze: --size must be %d..%d\n", kMinSize, kMaxSize);
    return 2;
  }
  std::stringstream text;
  if (file.empty() || file == "-") {
    text << std::cin.rdbuf();
  } else {
    std::ifstream f(file);
    if (!f) {
      std::fprintf(stderr, "c6bot analyze: cannot read '%s'\n", file.c_str());
      return 2;
    }
    text << f.rdbuf();
  }
  Game g(size);
  std::string why;
  if (!parse_position(text.str(), size, &g, &why)) {
    std::fprintf(stderr, "c6bot analyze: %s\n", why.c_str());
    return 2;
  }
  const Color me = g.to_move(), them = opponent(me);
  Position pos(g, *find_weights("default"));
  std::printf("%s",
              g.board()
                  .to_string(g.moves().empty() ? std::vector<Point>{}
                                               : std::vector<Point>{g.moves().back().stone[0],
                                                                    g.moves().back().stone[1]})
                  .c_str());
  std::printf("turn %d, %s to move (%d stone%s)%s\n", g.turns_played() + 1, color_name(me),
              g.stones_required(), g.stones_required() == 1 ? "" : "s",
              g.over() ? ", game over" : "");
  std::printf("threats: %s %d, %s %d (3 = three or more)\n", color_name(me), threat_count(pos, me),
              color_name(them), threat_count(pos, them));
  if (scores) {
    const Board& b = pos.board();
    std::printf("cell scores for %s (default table; '*' = stone):\n", color_name(me));
    for (int y = 0; y < b.size(); ++y) {
      for (int x = 0; x < b.size(); ++x) {
        const int idx = b.index(Point(x, y));
        if (b.empty(idx))
          std::printf("%8lld", static_cast<long long>(pos.score(me, idx)));
        else
          std::printf("%8s", b.at(idx) == kBlack ? "X" : "O");
      }
      std::printf("\n");
    }
  }
  if (g.over()) return 0;
  Searcher s(32);
  const SearchReport r = s.think(g, lim);
  int bz[4];
  coords::to_botzone(r.move, bz);
  // The solver runs only when no cheaper answer exists (win now, unique block, lost).
  const bool ran = r.reason == "search" || r.reason == "vcdt";
  const bool ran_them = r.reason == "search";
  std::printf("vcdt: %s %s; %s %s\n", color_name(me),
              !ran               ? "not searched"
              : s.last_vcdt_us() ? "found"
                                 : "not found",
              color_name(them),
              !ran_them            ? "not searched"
              : s.last_vcdt_them() ? "found if we passed"
                                   : "not found if we passed");
  std::printf("best: %s (botzone %d %d %d %d) reason %s score %lld depth %d nodes %llu %.0f ms\n",
              label(r.move).c_str(), bz[0], bz[1], bz[2], bz[3], r.reason.c_str(),
              static_cast<long long>(r.score), r.depth, static_cast<unsigned long long>(r.nodes),
              r.ms);
  std::printf("pv:");
  for (const Move& m : r.pv) std::printf(" [%s]", label(m).c_str());
  std::printf("\n");
  return 0;
}

}  // namespace c6
