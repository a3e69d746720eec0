#include "tools/analyze.h"

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <memory>
#include <sstream>

#include "core/coords.h"
#include "core/json_depth.h"
#include "core/wire.h"
#include "eval/position.h"
#include "eval/weights.h"
#include "protocol/options.h"
#include "rapidjson/document.h"
#include "search/book.h"
#include "search/book_data.h"
#include "search/engine.h"
#include "search/params.h"
#include "search/searcher.h"
#include "search/threats.h"
#include "tools/blunders.h"

namespace c6 {

namespace {

bool parse_json(const std::string& text, int size, Game* out, std::string* why) {
  if (!json_depth_within(text.data(), text.size())) return *why = "JSON nests too deep", false;
  rapidjson::Document d;
  d.Parse(text.c_str());
  if (d.HasParseError() || !d.IsObject()) return *why = "not a JSON object", false;
  auto list = [&](const char* name) -> const rapidjson::Value* {
    auto it = d.FindMember(name);
    return it != d.MemberEnd() && it->value.IsArray() ? &it->value : nullptr;
  };
  const rapidjson::Value* req = list(wire::kRequests);
  const rapidjson::Value* res = list(wire::kResponses);
  if (!req) return *why = "no \"requests\" array", false;
  auto move_of = [&](const rapidjson::Value& v, Move* m) {
    int c[4];
    for (int k = 0; k < 4; ++k) {
      auto it = v.FindMember(wire::kMoveKeys[k]);
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
  size = 19;
  if (sz != std::string::npos) {
    // A whole number up to ']' (atoi read "SZ[4294967311]" as 15 and "SZ[15x]" as 15).
    const size_t close = text.find(']', sz);
    const std::string val = text.substr(sz + 3, close == std::string::npos ? 0 : close - sz - 3);
    const bool digits =
        !val.empty() && val.size() <= 3 && val.find_first_not_of("0123456789") == std::string::npos;
    size = digits ? std::atoi(val.c_str()) : 0;
  }
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

bool parse_analyze_args(const std::vector<std::string>& args, AnalyzeOptions* out,
                        std::string* error) {
  AnalyzeOptions o;
  std::vector<std::string> rest;
  if (!take_search_param_flags(args, &rest, &o.params, error)) return false;
  for (size_t i = 0; i < rest.size(); ++i) {
    const std::string& a = rest[i];
    if (a == "--scores") {
      o.scores = true;
      continue;
    }
    if (a == "--help" || a == "-h") {
      o.help = true;
      continue;
    }
    const bool valued = a == "--time" || a == "--depth" || a == "--nodes" || a == "--size";
    if (!valued) {
      if (a.size() > 1 && a[0] == '-') {
        *error = "unknown option '" + a + "' (see --help)";
        return false;
      }
      o.file = a;
      continue;
    }
    if (i + 1 >= rest.size()) {
      *error = "option " + a + " needs a value";
      return false;
    }
    const std::string& v = rest[++i];
    const std::string bad = "bad value '" + v + "' for " + a;
    long long n = 0;
    if (a == "--time") {
      char* end = nullptr;
      const double t = v.empty() ? 0 : std::strtod(v.c_str(), &end);
      // Up to a day per turn, as for c6bot's own --time.
      if (v.empty() || *end != '\0' || !std::isfinite(t) || t <= 0 || t > 86400) {
        *error = bad + " (seconds, > 0, at most 86400)";
        return false;
      }
      o.time_s = t;
    } else if (a == "--depth") {
      if (!parse_int(v, 1, 64, &n)) {
        *error = bad + " (1..64)";
        return false;
      }
      o.depth = static_cast<int>(n);
    } else if (a == "--nodes") {
      if (!parse_int(v, 1, 1000000000000LL, &n)) {
        *error = bad + " (1..1e12)";
        return false;
      }
      o.nodes = static_cast<uint64_t>(n);
    } else {
      if (!parse_int(v, kMinSize, kMaxSize, &n)) {
        *error = bad + " (" + std::to_string(kMinSize) + ".." + std::to_string(kMaxSize) + ")";
        return false;
      }
      o.size = static_cast<int>(n);
    }
  }
  *out = o;
  return true;
}

namespace {

// The position's text: FILE, or stdin when there is none or it is "-". False if unreadable.
bool read_input(const std::string& file, std::string* text) {
  std::stringstream ss;
  if (file.empty() || file == "-") {
    ss << std::cin.rdbuf();
  } else {
    std::ifstream f(file);
    if (!f) return false;
    ss << f.rdbuf();
  }
  *text = ss.str();
  return true;
}

// The board (last turn's stones marked), whose turn it is and each side's threats; with --scores
// the side to move's cell scores.
void print_position(const Game& g, const Position& pos, bool scores) {
  const Color me = g.to_move(), them = opponent(me);
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
  if (!scores) return;
  const Board& b = pos.board();
  std::printf("cell scores for %s (default table; X/O = black/white stone):\n", color_name(me));
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

// The default level's answer (with the --param overrides): which VCDT searches ran and found
// what, the move, score and PV, and where the time went.
void print_search(const Game& g, const Limits& lim,
                  const std::vector<std::pair<std::string, double>>& params) {
  const Color me = g.to_move(), them = opponent(me);
  Searcher s(32);
  apply_search_params(&s.params(), params);  // checked when parsed
  const SearchReport r = s.think(g, lim);
  int bz[4];
  coords::to_botzone(r.move, bz);
  // The solver runs only when no cheaper answer exists (win now, unique block, lost); the
  // opponent's pass-VCDT only when ours found nothing, that is whenever the alpha-beta ran.
  const bool ran_them =
      r.reason == "search" || r.reason == "next" || r.reason == "re-search" || r.reason == "extend";
  const bool ran = ran_them || r.reason == "vcdt";
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
  const SearchReport::Phases& t = r.phases;
  std::printf(
      "time: our threats %.1f ms, opponent's after a pass %.1f, refutation checks %.1f, "
      "alpha-beta %.1f, verification %.1f, extension %.1f\n",
      t.threats, t.pass, t.refute, t.search, t.verify, t.extend);
}

}  // namespace

std::string book_line(const Game& g, const Limits& lim,
                      const std::vector<std::pair<std::string, double>>& params) {
  const auto book = std::make_shared<const Book>(embedded_book());
  BookHit hit;
  if (!book->lookup(g, &hit)) return "none";
  if (hit.lost) return "proved lost: the search picks the longest defence";
  // The engine's own check of a book move (on the same book), so that this line says what c6bot
  // does.
  EngineOptions eo;
  eo.use_book = true;
  eo.book = book;
  eo.params = params;
  eo.hash_mb = 1;  // only the book's threat check runs
  Engine engine(eo);
  SearchReport r;
  if (engine.book_move(g, lim, &r)) return label(hit.move) + ", played (c6bot does not search)";
  const bool legal = g.check(hit.move) == Illegal::kNone;  // else a key collision or bad data
  return label(hit.move) + (legal ? ", refuted by the opponent's threats" : ", illegal here") +
         ": the search decides";
}

Limits analyze_limits(const AnalyzeOptions& opt) {
  Limits lim;
  // A depth or node limit without --time decides alone (Limits::clock_ms), as in bench: the answer
  // must not depend on how fast the machine is (a sanitizer build is several times slower).
  if (opt.time_s > 0) lim.time_ms = 1000 * opt.time_s;
  lim.depth = opt.depth;
  lim.nodes = opt.nodes;
  return lim;
}

int analyze_main(const std::vector<std::string>& args) {
  for (const std::string& a : args) {
    if (a == "--blunders") return blunders_main(args);
  }
  AnalyzeOptions opt;
  std::string error;
  if (!parse_analyze_args(args, &opt, &error)) {
    std::fprintf(stderr, "c6bot analyze: %s\n", error.c_str());
    return 2;
  }
  if (opt.help) {
    std::printf(
        "usage: c6bot analyze [--scores] [--time S] [--depth D] [--nodes N] [--size N]\n"
        "                     [--param NAME=VALUE]... [FILE]\n"
        "Reads a Botzone JSON request, a Little Golem SGF game or a ./X/O diagram (FILE or "
        "stdin)\nand prints threats, what the opening book plays, VCDT, the search's best move, "
        "score,\nprincipal variation and the time of each search step (--param: a search knob, "
        "as for c6bot).\n"
        "       c6bot analyze --blunders LOG.jsonl... [--side NAME] [--solve-ms N] ...: where each "
        "lost game\nwas lost (see docs/c6bot.md).\n");
    return 0;
  }
  std::string text;
  if (!read_input(opt.file, &text)) {
    std::fprintf(stderr, "c6bot analyze: cannot read '%s'\n", opt.file.c_str());
    return 2;
  }
  Game g(opt.size);
  std::string why;
  if (!parse_position(text, opt.size, &g, &why)) {
    std::fprintf(stderr, "c6bot analyze: %s\n", why.c_str());
    return 2;
  }
  print_position(g, Position(g, *find_weights("default")), opt.scores);
  if (g.over()) return 0;
  const Limits lim = analyze_limits(opt);
  std::printf("book: %s\n", book_line(g, lim, opt.params).c_str());
  print_search(g, lim, opt.params);
  return 0;
}

}  // namespace c6
