#include "tools/book_build.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <map>
#include <memory>
#include <sstream>

#include "core/parse_int.h"
#include "eval/position.h"
#include "eval/weights.h"
#include "search/book.h"
#include "search/book_guard.h"
#include "search/engine.h"
#include "search/pairs.h"
#include "search/params.h"
#include "search/timeman.h"

namespace c6 {

namespace {

const char kBookUsage[] =
    "usage: c6bot book build --openings FILE --out FILE [--size N] [--nodes N] [--replies N]\n"
    "                        [--reply-pool N] [--hash MB]\n"
    "Searches the opening book's positions offline and writes the book's data file (C++).\n"
    "  --openings FILE  3-stone openings, one a line (samples/openings/balanced-19.txt)\n"
    "  --out FILE       the data file to write (src/search/book_data.cpp)\n"
    "  --size N         board size 6..25 (default 19)\n"
    "  --nodes N        the budget: nodes per position, 1000..1e12 (default 2000000); the\n"
    "                   solvers' budgets are the searcher's shares of it\n"
    "  --replies N      Black's replies per opening whose White position is searched, 1..8\n"
    "                   (default 3)\n"
    "  --reply-pool N   candidates scored to find those replies, 1..40 (default 8), each by a\n"
    "                   search of nodes/8\n"
    "  --hash MB        transposition table, 1..4096 (default 256)\n"
    "Exit codes: 0 written, 1 a file could not be read or written, 2 usage error.\n";

struct BuildOptions {
  std::string openings;
  std::string out;
  int size = 19;
  long long nodes = 2000000;
  int replies = 3;
  int pool = 8;
  int hash_mb = 256;
};

// One searched position and what the book keeps of it.
struct Searched {
  std::string kind;  // "black" or "white"
  std::string name;  // the opening it came from
  Game game;
  Move move;
  SearchReport report;
  bool lost = false;
  int candidates = 0;  // refuted root candidates tested for a loss proof
  double seconds = 0;
};

int book_usage_error(const std::string& msg) {
  std::fprintf(stderr, "c6bot book: %s\n%s", msg.c_str(), kBookUsage);
  return 2;
}

bool parse_build_args(const std::vector<std::string>& args, BuildOptions* o, std::string* error) {
  for (size_t i = 0; i < args.size(); ++i) {
    const std::string& a = args[i];
    if (i + 1 >= args.size()) {
      *error = "option " + a + " needs a value (or is unknown)";
      return false;
    }
    const std::string& v = args[++i];
    bool ok = true;
    if (a == "--openings") {
      o->openings = v;
    } else if (a == "--out") {
      o->out = v;
    } else if (a == "--size") {
      ok = parse_int(v, kMinSize, kMaxSize, &o->size);
    } else if (a == "--nodes") {
      ok = parse_int(v, 1000LL, 1000000000000LL, &o->nodes);
    } else if (a == "--replies") {
      ok = parse_int(v, 1, 8, &o->replies);
    } else if (a == "--reply-pool") {
      ok = parse_int(v, 1, 40, &o->pool);
    } else if (a == "--hash") {
      ok = parse_int(v, 1, 4096, &o->hash_mb);
    } else {
      *error = "unknown option '" + a + "'";
      return false;
    }
    if (!ok) {
      *error = "bad value '" + v + "' for " + a;
      return false;
    }
  }
  if (o->openings.empty() || o->out.empty()) {
    *error = "--openings and --out are required";
    return false;
  }
  return true;
}

// The searcher's solver knobs raised to the node limit: Searcher::set_budgets caps each at its
// share of the limit (vcdt limit/4, verify limit/20, VCST limit/8, ...), so the shares decide.
// Our root VCST and the opponent's VCST after a pass are turned on too. The per-candidate VCST
// stays off: 40 candidates at limit/8 each would cost five times the budget.
std::vector<std::pair<std::string, double>> deep_params(long long nodes) {
  const double n = std::min(1e9, static_cast<double>(nodes));
  return {{"vcdt_nodes", n}, {"null_vcdt_nodes", n}, {"refute_nodes", n},     {"verify_nodes", n},
          {"vcst_nodes", n}, {"vcst_null_nodes", n}, {"vcst_verify_nodes", n}};
}

std::string stones_text(const Game& g) {
  std::string s;
  for (const Move& m : g.moves()) {
    if (!s.empty()) s += ' ';
    s += book_move_text(m);
  }
  return s.empty() ? "(empty)" : s;
}

bool same_move(const Move& x, const Move& y) {
  if (x.count != y.count) return false;
  if (x.count == 1) return x.stone[0] == y.stone[0];
  return (x.stone[0] == y.stone[0] && x.stone[1] == y.stone[1]) ||
         (x.stone[0] == y.stone[1] && x.stone[1] == y.stone[0]);
}

class BookBuilder {
 public:
  explicit BookBuilder(const BuildOptions& o) : o_(o), engine_(engine_options(o)) {
    std::string ignored;
    for (const auto& kv : deep_params(o.nodes))
      set_search_param(&params_, kv.first, kv.second, &ignored);
  }

  // Searches `game` with the full budget; White positions also get the loss test.
  Searched search(const std::string& kind, const std::string& name, const Game& game) {
    const auto t0 = std::chrono::steady_clock::now();
    Searched s;
    s.kind = kind;
    s.name = name;
    s.game = game;
    s.report = think(game, static_cast<uint64_t>(o_.nodes));
    s.move = s.report.move;
    if (game.to_move() == kWhite) s.lost = proved_lost(game, s.move, &s.candidates);
    s.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    std::fprintf(stderr, "book: %-5s %-4s %-40s -> %-12s %-8s d=%d n=%llu score=%lld%s %.1fs\n",
                 kind.c_str(), name.c_str(), stones_text(game).c_str(),
                 book_move_text(s.move).c_str(), s.report.reason.c_str(), s.report.depth,
                 static_cast<unsigned long long>(s.report.nodes),
                 static_cast<long long>(s.report.score), s.lost ? " PROVED LOST" : "", s.seconds);
    return s;
  }

  // Black's likely replies in `game` (Black to move), `best` first: the root generator's best
  // candidates, each scored by a search of the position after it (White's score, lowest first).
  std::vector<Move> replies(const Game& game, const Move& best) {
    std::vector<Move> out{best};
    if (o_.replies <= 1) return out;
    Position pos(game, *find_weights("default"));
    std::unique_ptr<PairGen> gen(new PairGen());
    std::vector<Pair> pairs(PairGen::kMaxPairs);
    const SearchParams d;
    int n = gen->normal(pos, kBlack, d.root_k1, d.root_k2, pairs.data(), PairGen::kMaxPairs);
    PairGen::sort(pairs.data(), n);
    struct Scored {
      Move move;
      int64_t score;
      int order;
    };
    std::vector<Scored> scored;
    const Board& b = game.board();
    for (int i = 0; i < n && static_cast<int>(scored.size()) < o_.pool; ++i) {
      if (pairs[i].b < 0) continue;
      const Move m(b.point(pairs[i].a), b.point(pairs[i].b));
      if (same_move(m, best)) continue;
      Game child = game;
      if (child.play(m) != Illegal::kNone || child.over()) continue;
      const SearchReport r = think(child, static_cast<uint64_t>(o_.nodes / 8));
      std::fprintf(stderr, "book:   reply %-12s White's score %lld\n", book_move_text(m).c_str(),
                   static_cast<long long>(r.score));
      scored.push_back({m, r.score, i});
      ++reply_searches_;
    }
    std::stable_sort(scored.begin(), scored.end(),
                     [](const Scored& x, const Scored& y) { return x.score < y.score; });
    for (const Scored& s : scored) {
      if (static_cast<int>(out.size()) >= o_.replies) break;
      out.push_back(s.move);
    }
    return out;
  }

  int reply_searches() const { return reply_searches_; }

 private:
  static EngineOptions engine_options(const BuildOptions& o) {
    EngineOptions e;
    e.level = Level::kDefault;
    e.hash_mb = o.hash_mb;
    e.params = deep_params(o.nodes);
    e.use_book = false;  // the book is what we are building
    return e;
  }

  SearchReport think(const Game& game, uint64_t nodes) {
    engine_.clear_tables();  // each position on its own: the book does not depend on the order
    Limits l;
    l.nodes = nodes;
    l.time_ms = 1e12;  // the clock only as a safety net: node limits decide
    return engine_.think(game, l);
  }

  // True if the opponent's solvers refute `chosen` and every root candidate of the generator.
  bool proved_lost(const Game& game, const Move& chosen, int* tested) {
    Limits l;
    l.nodes = static_cast<uint64_t>(o_.nodes);
    TimeManager tm;
    tm.start(1e12);
    if (!guard_.refuted(game, chosen, params_, l, tm, 1.0)) return false;
    *tested = 1;
    Position pos(game, *find_weights("default"));
    std::unique_ptr<PairGen> gen(new PairGen());
    std::vector<Pair> pairs(PairGen::kMaxPairs);
    const Color mover = game.to_move();
    const int n =
        gen->normal(pos, mover, params_.root_k1, params_.root_k2, pairs.data(), PairGen::kMaxPairs);
    // Each candidate at a quarter of the budget (VCDT limit/80, VCST limit/32).
    l.nodes = static_cast<uint64_t>(o_.nodes / 4);
    const Board& b = game.board();
    for (int i = 0; i < n; ++i) {
      if (pairs[i].b < 0) continue;
      const Move m(b.point(pairs[i].a), b.point(pairs[i].b));
      if (same_move(m, chosen)) continue;
      ++*tested;
      if (!guard_.refuted(game, m, params_, l, tm, 1.0)) return false;
    }
    return true;
  }

  BuildOptions o_;
  Engine engine_;
  SearchParams params_;
  BookGuard guard_;
  int reply_searches_ = 0;
};

std::string entry_line(const Searched& s) {
  const BookEntry e = make_book_entry(s.game, s.move, s.lost);
  char buf[160];
  std::snprintf(buf, sizeof buf, "    {0x%016llxULL, %u, %u, %u, %u, %u},",
                static_cast<unsigned long long>(e.key), e.ax, e.ay, e.bx, e.by, e.flags);
  std::string line = buf;
  line += "  // " + s.kind + " " + s.name + ": " + stones_text(s.game) + " -> " +
          book_move_text(s.move) + (s.lost ? " (proved lost)" : "") + "\n";
  return line;
}

bool write_data(const BuildOptions& o, const std::string& command, const std::vector<Searched>& all,
                std::string* error) {
  std::map<uint64_t, std::string> lines;  // sorted by key; the first position of a key wins
  for (const Searched& s : all) {
    if (s.move.count == 0) continue;
    const uint64_t key = book_key(s.game).key;
    if (!lines.count(key)) lines[key] = entry_line(s);
  }
  std::ostringstream f;
  // clang-format would wrap the long lines and realign the comments that name each position.
  f << "// clang-format off\n"
    << "// Written by `c6bot book build` (tools/build-book.sh); do not edit by hand.\n"
    << "// " << command << "\n"
    << "// " << lines.size() << " positions on " << o.size << "x" << o.size << ", " << o.nodes
    << " nodes each. Moves are in each position's canonical frame (search/book.h).\n"
    << "#include \"search/book_data.h\"\n\nnamespace c6 {\n\nnamespace {\n\n"
    << "// key, first stone (x, y), second stone (x, y; 255 = none), flags (1 = proved lost).\n"
    << "const BookEntry kEntries[] = {\n";
  for (const auto& kv : lines) f << kv.second;
  if (lines.empty()) f << "    {0, 255, 255, 255, 255, 0},  // placeholder: no zero-size array\n";
  f << "};\n\n}  // namespace\n\n"
    << "const BookEntry* embedded_book_entries(size_t* count) {\n"
    << "  *count = " << (lines.empty() ? "0" : "sizeof kEntries / sizeof kEntries[0]") << ";\n"
    << "  return kEntries;\n}\n\n"
    << "Book embedded_book() {\n  size_t n = 0;\n"
    << "  const BookEntry* e = embedded_book_entries(&n);\n"
    << "  return Book(std::vector<BookEntry>(e, e + n));\n}\n\n}  // namespace c6\n"
    << "// clang-format on\n";
  std::ofstream out(o.out);
  out << f.str();
  out.close();
  if (!out) {
    *error = "cannot write " + o.out;
    return false;
  }
  return true;
}

int build_book(const BuildOptions& o, const std::string& command) {
  std::ifstream in(o.openings);
  if (!in) {
    std::fprintf(stderr, "c6bot book: cannot read %s\n", o.openings.c_str());
    return 1;
  }
  std::vector<std::pair<std::string, Game>> openings;
  std::map<uint64_t, std::string> seen;  // canonical key -> the opening first seen with it
  std::string line;
  int line_no = 0;
  while (std::getline(in, line)) {
    ++line_no;
    const size_t first = line.find_first_not_of(" \t\r");
    if (first == std::string::npos || line[first] == '#') continue;
    std::string name, why;
    Game g(o.size);
    if (!parse_book_opening(line, o.size, &name, &g, &why)) {
      std::fprintf(stderr, "c6bot book: %s:%d: %s\n", o.openings.c_str(), line_no, why.c_str());
      return 1;
    }
    const uint64_t key = book_key(g).key;
    if (seen.count(key)) {
      std::fprintf(stderr, "book: %s is %s under symmetry: skipped\n", name.c_str(),
                   seen[key].c_str());
      continue;
    }
    seen[key] = name;
    openings.emplace_back(name, g);
  }
  const auto t0 = std::chrono::steady_clock::now();
  BookBuilder builder(o);
  std::vector<Searched> all;
  // The empty board, and White's answer to the stone c6 plays there.
  Game empty(o.size);
  all.push_back(builder.search("black", "-", empty));
  Game first = empty;
  if (all.back().move.count == 1 && first.play(all.back().move) == Illegal::kNone)
    all.push_back(builder.search("white", "-", first));
  std::map<uint64_t, bool> white_seen;
  for (const auto& op : openings) {
    all.push_back(builder.search("black", op.first, op.second));
    const Move best = all.back().move;
    if (best.count != 2) continue;
    for (const Move& reply : builder.replies(op.second, best)) {
      Game g = op.second;
      if (g.play(reply) != Illegal::kNone || g.over()) continue;
      const uint64_t key = book_key(g).key;
      if (white_seen.count(key)) continue;
      white_seen[key] = true;
      all.push_back(builder.search("white", op.first, g));
    }
  }
  const double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  std::string error;
  if (!write_data(o, command, all, &error)) {
    std::fprintf(stderr, "c6bot book: %s\n", error.c_str());
    return 1;
  }
  int black = 0, white = 0, lost = 0;
  for (const Searched& s : all) (s.kind == "black" ? black : white)++;
  std::printf(
      "book: %zu positions searched (%d Black to move, %d White to move) at %lld nodes "
      "each, %d replies scored at %lld nodes, in %.0f s; written to %s\n",
      all.size(), black, white, o.nodes, builder.reply_searches(), o.nodes / 8, seconds,
      o.out.c_str());
  for (const Searched& s : all) lost += s.lost;
  std::printf("book: %d White positions proved lost (every root candidate refuted)%s\n", lost,
              lost ? ":" : "");
  for (const Searched& s : all) {
    if (!s.lost) continue;
    std::printf("  %s %s (%d candidates refuted); c6 plays %s (%s, score %lld)\n", s.name.c_str(),
                stones_text(s.game).c_str(), s.candidates, book_move_text(s.move).c_str(),
                s.report.reason.c_str(), static_cast<long long>(s.report.score));
  }
  return 0;
}

}  // namespace

bool parse_book_opening(const std::string& line, int size, std::string* name, Game* out,
                        std::string* why) {
  std::istringstream in(line);
  std::string mode, tok;
  if (!(in >> *name >> mode) || (mode != "rel" && mode != "abs")) {
    *why = "expected: name rel|abs x,y ...";
    return false;
  }
  std::vector<Point> pts;
  while (in >> tok) {
    int x = 0, y = 0;
    char comma = 0;
    std::istringstream t(tok);
    if (!(t >> x >> comma >> y) || comma != ',' || !t.eof()) {
      *why = "bad point '" + tok + "'";
      return false;
    }
    if (mode == "rel") {
      x += size / 2;
      y += size / 2;
    }
    pts.push_back(Point(x, y));
  }
  if (pts.empty() || pts.size() % 2 == 0) {
    *why = "an opening holds 1 + 2k stones";
    return false;
  }
  Game g(size);
  for (size_t i = 0; i < pts.size(); i += i == 0 ? 1 : 2) {
    const Move m = i == 0 ? Move(pts[0]) : Move(pts[i], pts[i + 1]);
    if (g.play(m) != Illegal::kNone || g.over()) {
      *why = "illegal or decided opening";
      return false;
    }
  }
  *out = g;
  return true;
}

int book_main(const std::vector<std::string>& args) {
  if (args.empty() || args[0] == "--help" || args[0] == "-h") {
    std::fputs(kBookUsage, args.empty() ? stderr : stdout);
    return args.empty() ? 2 : 0;
  }
  if (args[0] != "build") return book_usage_error("unknown subcommand '" + args[0] + "'");
  BuildOptions o;
  std::string error;
  const std::vector<std::string> rest(args.begin() + 1, args.end());
  if (!parse_build_args(rest, &o, &error)) return book_usage_error(error);
  std::string command = "c6bot book build";
  for (const std::string& a : rest) command += " " + a;
  return build_book(o, command);
}

}  // namespace c6
