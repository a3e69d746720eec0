#include "tools/book_build.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <map>
#include <memory>
#include <set>
#include <sstream>
#include <utility>

#include "core/parse_int.h"
#include "eval/position.h"
#include "eval/weights.h"
#include "search/book.h"
#include "search/book_guard.h"
#include "search/engine.h"
#include "search/leaf_eval.h"
#include "search/pairs.h"
#include "search/params.h"
#include "search/timeman.h"
#include "tools/book_file.h"

namespace c6 {

namespace {

const char kBookUsage[] =
    "usage: c6bot book build --openings FILE --out FILE [--size N] [--nodes N] [--replies N]\n"
    "                        [--reply-pool N] [--lookahead N] [--learn FILE] [--hash MB]\n"
    "                        [--param NAME=VALUE]...\n"
    "Searches the opening book's positions offline and writes the book's data file (C++).\n"
    "(`c6bot book merge --help`: the union of several data files.)\n"
    "  --openings FILE  3-stone openings, one a line (samples/openings/balanced-19.txt)\n"
    "  --out FILE       the data file to write (src/search/book_data.cpp)\n"
    "  --size N         board size 6..25 (default 19)\n"
    "  --nodes N        the budget: nodes per position, 1000..1e12 (default 2000000); the\n"
    "                   solvers' budgets are the searcher's shares of it\n"
    "  --replies N      Black's replies per opening whose White position is searched, 1..8\n"
    "                   (default 3)\n"
    "  --reply-pool N   candidates scored to find those replies, 1..40 (default 8), each by a\n"
    "                   search of nodes/8\n"
    "  --lookahead N    two-turn check of every position after the first stone, 0..8 (default\n"
    "                   0: off): the chosen move is checked against the opponent's likely replies\n"
    "                   (its search's choice and the --reply-pool best others); if one leaves the\n"
    "                   mover lost (its search scores a loss or the opponent's solvers refute its\n"
    "                   choice), the search's next N-1 choices (each searched at nodes/4 with\n"
    "                   the moves checked before left out) are checked the same way and the\n"
    "                   best one no reply beats replaces it. Reply searches get nodes/8.\n"
    "  --learn FILE     positions from lost games, one a line (\"name abs|rel x,y ...\n"
    "                   [played x,y x,y] reply x,y x,y\": the stones before the loser's move,\n"
    "                   the move it played, then the opponent's reply; tools/loss-lines.py\n"
    "                   writes them from judge logs); needs --lookahead. Each is searched\n"
    "                   alone, its two-turn check also tries the known replies, and it enters\n"
    "                   the book only if that check replaced the searched move, or if the\n"
    "                   searched move differs from the played one and a reply beats only the\n"
    "                   played one. --openings may then be left out\n"
    "  --hash MB        transposition table, 1..4096 (default 256)\n"
    "  --param NAME=VALUE  a search knob for every search of the build (repeatable; the\n"
    "                   knobs and their ranges: c6bot --param help)\n"
    "Exit codes: 0 written, 1 a file could not be read or written, 2 usage error.\n";

struct BuildOptions {
  std::string openings;
  std::string learn;
  std::string out;
  int size = 19;
  long long nodes = 2000000;
  int replies = 3;
  int pool = 8;
  int lookahead = 0;
  int hash_mb = 256;
  // --param overrides, applied after the deep budgets (so they can lower those too).
  std::vector<std::pair<std::string, double>> params;
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
  // The two-turn check (--lookahead): the move a reply beats that the book's move replaces (the
  // search's own, or with --learn the move played in the lost game when the search chose
  // another that no reply beats), and whether every checked candidate had a reply that left the
  // mover lost.
  Move replaced;
  bool two_turns_lost = false;
  // A position of --learn: its entry is written only if the two-turn check replaced the move.
  bool learned = false;
  double seconds = 0;
};

int book_usage_error(const std::string& msg) {
  std::fprintf(stderr, "c6bot book: %s\n%s", msg.c_str(), kBookUsage);
  return 2;
}

bool parse_build_args(const std::vector<std::string>& all_args, BuildOptions* o,
                      std::string* error) {
  std::vector<std::string> args;
  if (!take_search_param_flags(all_args, &args, &o->params, error)) return false;
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
    } else if (a == "--learn") {
      o->learn = v;
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
    } else if (a == "--lookahead") {
      ok = parse_int(v, 0, 8, &o->lookahead);
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
  if ((o->openings.empty() && o->learn.empty()) || o->out.empty()) {
    *error = "--out and --openings (or --learn) are required";
    return false;
  }
  if (!o->learn.empty() && o->lookahead == 0) {
    *error = "--learn needs --lookahead (the two-turn check is what it feeds)";
    return false;
  }
  return true;
}

// The searcher's solver knobs raised to the node limit: turn_budgets (search/turn_budgets.h) caps
// each at its share of the limit (vcdt limit/4, verify limit/20, VCST limit/8, ...), so the
// shares decide.
// Our root VCST and the opponent's VCST after a pass are turned on too. The per-candidate VCST
// stays off: 40 candidates at limit/8 each would cost five times the budget.
std::vector<std::pair<std::string, double>> deep_params(long long nodes) {
  const double n = std::min(1e9, static_cast<double>(nodes));
  return {{"vcdt_nodes", n}, {"null_vcdt_nodes", n}, {"refute_nodes", n},     {"verify_nodes", n},
          {"vcst_nodes", n}, {"vcst_null_nodes", n}, {"vcst_verify_nodes", n}};
}

// The knobs of every search of the build: the deep budgets, then the --param overrides.
std::vector<std::pair<std::string, double>> build_params(const BuildOptions& o) {
  std::vector<std::pair<std::string, double>> p = deep_params(o.nodes);
  p.insert(p.end(), o.params.begin(), o.params.end());
  return p;
}

std::string stones_text(const Game& g) {
  std::string s;
  for (const Move& m : g.moves()) {
    if (!s.empty()) s += ' ';
    s += book_move_text(m);
  }
  return s.empty() ? "(empty)" : s;
}

// A search score at or below this is a loss: a proved one (<= -kWinBound), the unproved loss
// of a selective search whose every candidate lost (-(kWinBound - 1)), or such a root score
// after the open-three penalty, which stops at -(kWinBound - 2) so as not to look proved.
constexpr int64_t kSearchLoss = -(kWinBound - 2);

// `m`, played in `from`'s frame, in the frame of `to` (the same position under a symmetry): into
// the canonical frame through `from`'s symmetry, then out through the inverse of `to`'s.
Move map_move_between(const Game& from, const Game& to, const Move& m) {
  const Move canonical = apply_symmetry(book_key(from).sym, m, from.size());
  return apply_symmetry(inverse_symmetry(book_key(to).sym), canonical, to.size());
}

class BookBuilder {
 public:
  explicit BookBuilder(const BuildOptions& o) : o_(o), engine_(engine_options(o)) {
    apply_search_params(&params_, build_params(o));
  }

  // Searches `game` with the full budget; White positions and learned ones (with `known` replies
  // and the `played` moves of lost games) also get the loss test, and with --lookahead every
  // position with two stones to play gets the two-turn check, which also tries the `known`
  // replies against every candidate.
  Searched search(const std::string& kind, const std::string& name, const Game& game,
                  const std::vector<Move>& known = {}, const std::vector<Move>& played = {}) {
    const auto t0 = std::chrono::steady_clock::now();
    Searched s;
    s.kind = kind;
    s.name = name;
    s.game = game;
    s.report = think(game, static_cast<uint64_t>(o_.nodes));
    s.move = s.report.move;
    // A proved result needs no check: a win stays a win, and a proved loss has no better move.
    if (o_.lookahead > 0 && s.move.count == 2 && std::llabs(s.report.score) < kWinBound)
      check_two_turns(&s, known, played);
    if (game.to_move() == kWhite || !known.empty())
      s.lost = proved_lost(game, s.move, &s.candidates);
    s.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    std::fprintf(
        stderr, "book: %-5s %-4s %-40s -> %-12s %-8s d=%d n=%llu score=%lld%s%s %.1fs\n",
        kind.c_str(), name.c_str(), stones_text(game).c_str(), book_move_text(s.move).c_str(),
        s.report.reason.c_str(), s.report.depth, static_cast<unsigned long long>(s.report.nodes),
        static_cast<long long>(s.report.score), s.lost ? " PROVED LOST" : "",
        s.replaced.count ? (" (two turns: replaces " + book_move_text(s.replaced) + ")").c_str()
                         : "",
        s.seconds);
    return s;
  }

  // Black's likely replies in `game` (Black to move), `best` first: the root generator's best
  // candidates, each scored by a search of the position after it (White's score, lowest first).
  std::vector<Move> replies(const Game& game, const Move& best) {
    std::vector<Move> out{best};
    if (o_.replies <= 1) return out;
    std::vector<Outcome> scored = outcomes(game, best, false);
    std::stable_sort(scored.begin(), scored.end(),
                     [](const Outcome& x, const Outcome& y) { return x.score < y.score; });
    for (const Outcome& s : scored) {
      if (static_cast<int>(out.size()) >= o_.replies) break;
      out.push_back(s.reply);
    }
    return out;
  }

  int reply_searches() const { return reply_searches_; }

  // A position the build found lost for its side to move (proved lost, a proved loss in its
  // search, or every candidate beaten by the two-turn check): a reply that leads there beats the
  // move it answers.
  void add_lost(const Game& game) { lost_.insert(book_key(game).key); }

 private:
  // One reply of the opponent and what it leaves the other side (the side that moved before it):
  // the score of a search of the position after the reply, and with the guard on, lost when that
  // score is a loss or the opponent's solvers refute the search's choice there.
  struct Outcome {
    Move reply;
    int64_t score = 0;
    bool lost = false;
  };

  static EngineOptions engine_options(const BuildOptions& o) {
    EngineOptions e;
    e.level = Level::kDefault;
    e.hash_mb = o.hash_mb;
    e.params = build_params(o);
    e.use_book = false;  // the book is what we are building
    return e;
  }

  // The root generator's best candidates for the side to move in `game`, best first, `skip`
  // left out, at most `limit`, two stones each.
  std::vector<Move> generator_moves(const Game& game, const Move& skip, int limit) const {
    std::vector<Move> out;
    Position pos(game, *find_weights("default"));
    std::unique_ptr<PairGen> gen(new PairGen());
    std::vector<Pair> pairs(PairGen::kMaxPairs);
    const SearchParams d;
    const int n =
        gen->normal(pos, game.to_move(), d.root_k1, d.root_k2, pairs.data(), PairGen::kMaxPairs);
    PairGen::sort(pairs.data(), n);
    const Board& b = game.board();
    for (int i = 0; i < n && static_cast<int>(out.size()) < limit; ++i) {
      if (pairs[i].b < 0) continue;
      const Move m(b.point(pairs[i].a), b.point(pairs[i].b));
      if (!same_stones(m, skip)) out.push_back(m);
    }
    return out;
  }

  // The opponent to move in `game`: what each of its --reply-pool best generator candidates
  // other than `skip` leaves the other side (searches at nodes/8), in generator order.
  std::vector<Outcome> outcomes(const Game& game, const Move& skip, bool guard) {
    std::vector<Outcome> out;
    for (const Move& m : generator_moves(game, skip, o_.pool)) {
      Game child = game;
      if (child.play(m) != Illegal::kNone || child.over()) continue;
      out.push_back(outcome(child, m, guard));
    }
    return out;
  }

  // A known reply (--learn) is searched with the full budget. Any reply leaves the mover lost if
  // the position after it is one the build found lost (see add_lost).
  Outcome outcome(const Game& after, const Move& reply, bool guard, bool known = false) {
    Outcome r;
    r.reply = reply;
    if (guard && lost_.count(book_key(after).key)) {
      r.score = -kWinScore;
      r.lost = true;
      std::fprintf(stderr, "book:   reply %-12s leaves a position found lost\n",
                   book_move_text(reply).c_str());
      return r;
    }
    const SearchReport rep = think(after, static_cast<uint64_t>(known ? o_.nodes : o_.nodes / 8));
    ++reply_searches_;
    // "next": the answer's first choice was refuted and the next one played unsearched, with a
    // score of 0 that says nothing. It ranks below every searched score, above a loss.
    r.score = rep.reason == "next" ? kSearchLoss + 1 : rep.score;
    // A proved win for the side that answers the reply needs no guard; anything else is lost when
    // its search says so or its choice is refuted.
    r.lost = guard && rep.score < kWinBound &&
             (rep.score <= kSearchLoss ||
              (rep.move.count > 0 && refuted(after, rep.move, o_.nodes / 8)));
    std::fprintf(stderr, "book:   reply %-12s score after it %lld%s\n",
                 book_move_text(reply).c_str(), static_cast<long long>(r.score),
                 r.lost ? " (lost)" : "");
    return r;
  }

  // The mover's worst outcome over the opponent's likely replies to `m`: the opponent's own
  // search choice first (its search at nodes/8), then the --reply-pool best other candidates,
  // then the `known` replies (--learn) that are still legal after `m`.
  // A move the opponent's solvers refute at once is lost without replies.
  Outcome worst_reply(const Game& game, const Move& m, const std::vector<Move>& known) {
    Outcome worst;
    worst.reply = m;
    if (refuted(game, m, o_.nodes / 8)) {
      worst.score = -kWinScore;
      worst.lost = true;
      return worst;
    }
    Game after = game;
    if (after.play(m) != Illegal::kNone || after.over()) {  // m ends the game: no reply
      worst.score = after.result() == Result::kDraw ? 0 : kWinScore;
      return worst;
    }
    const SearchReport first = think(after, static_cast<uint64_t>(o_.nodes / 8));
    std::vector<Outcome> all;
    if (first.move.count > 0) {
      Game g = after;
      if (g.play(first.move) == Illegal::kNone && !g.over())
        all.push_back(outcome(g, first.move, true));
      else
        all.push_back({first.move, -kWinScore, true});  // its reply wins at once
    }
    for (const Outcome& o : outcomes(after, first.move, true)) all.push_back(o);
    for (const Move& k : known) {
      Game g = after;
      const bool tried = std::any_of(all.begin(), all.end(),
                                     [&](const Outcome& o) { return same_stones(o.reply, k); });
      if (tried || g.play(k) != Illegal::kNone) continue;  // k takes a cell m took
      if (g.over()) {
        all.push_back({k, -kWinScore, true});  // the known reply wins at once
        continue;
      }
      all.push_back(outcome(g, k, true, true));
    }
    worst.score = kWinScore;
    for (const Outcome& o : all) {
      if (o.lost > worst.lost || (o.lost == worst.lost && o.score < worst.score)) worst = o;
    }
    return worst;
  }

  // --lookahead: keeps the searched move unless one of the opponent's likely replies leaves the
  // mover lost; then up to lookahead-1 other moves are checked the same way, each the choice of
  // a search (nodes/4) with the moves checked before left out of its root candidates, and the
  // one whose worst reply scores highest among those no reply beats replaces it. If every
  // candidate is beaten the searched move stays.
  void check_two_turns(Searched* s, const std::vector<Move>& known,
                       const std::vector<Move>& played) {
    const Outcome mine = worst_reply(s->game, s->move, known);
    log_two_turns(s->move, mine);
    if (!mine.lost) {
      check_played(s, known, played);
      return;
    }
    Move best;
    int64_t best_score = 0;
    Limits l;
    l.nodes = static_cast<uint64_t>(o_.nodes / 4);  // the only limit (no time_ms)
    l.exclude.push_back(s->move);
    for (int i = 1; i < o_.lookahead; ++i) {
      engine_.clear_tables();
      const SearchReport alt = engine_.think(s->game, l);
      const Move m = alt.move;
      // No candidate left, or only losing ones: the search falls back or proves the loss.
      if (m.count != 2 || alt.reason == "fallback" || alt.score <= -kWinBound) break;
      l.exclude.push_back(m);
      const Outcome o = worst_reply(s->game, m, known);
      log_two_turns(m, o);
      if (!o.lost && (best.count == 0 || o.score > best_score)) {
        best = m;
        best_score = o.score;
      }
    }
    if (best.count == 0) {
      s->two_turns_lost = true;
      return;
    }
    s->replaced = s->move;
    s->move = best;
  }

  // --learn, where the searched move survives the check: a search at a turn's budget may still
  // play the game's move, so if a reply beats a `played` move that differs from the searched
  // one, the searched move goes into the book in its place.
  void check_played(Searched* s, const std::vector<Move>& known, const std::vector<Move>& played) {
    for (const Move& p : played) {
      if (same_stones(p, s->move)) continue;
      const Outcome o = worst_reply(s->game, p, known);
      log_two_turns(p, o, "the played ");
      if (o.lost) {
        s->replaced = p;
        return;
      }
    }
  }

  static void log_two_turns(const Move& m, const Outcome& o, const char* what = "") {
    std::fprintf(stderr, "book:   two turns: %s%s worst reply %s score %lld%s\n", what,
                 book_move_text(m).c_str(), book_move_text(o.reply).c_str(),
                 static_cast<long long>(o.score), o.lost ? " (lost)" : "");
  }

  bool refuted(const Game& game, const Move& m, long long nodes) {
    Limits l;
    l.nodes = static_cast<uint64_t>(nodes);
    TimeManager tm;
    tm.start(l.clock_ms());  // the node limit decides
    return guard_.refuted(game, m, params_, l, tm, 1.0);
  }

  SearchReport think(const Game& game, uint64_t nodes) {
    engine_.clear_tables();  // each position on its own: the book does not depend on the order
    Limits l;
    l.nodes = nodes;  // the only limit (no time_ms)
    return engine_.think(game, l);
  }

  // True if the opponent's solvers refute `chosen` and every root candidate of the generator.
  bool proved_lost(const Game& game, const Move& chosen, int* tested) {
    if (!refuted(game, chosen, o_.nodes)) return false;
    *tested = 1;
    // Each candidate at a quarter of the budget (VCDT limit/80, VCST limit/32). The verdict does
    // not depend on the order they are tried in.
    for (const Move& m : generator_moves(game, chosen, PairGen::kMaxPairs)) {
      ++*tested;
      if (!refuted(game, m, o_.nodes / 4)) return false;
    }
    return true;
  }

  BuildOptions o_;
  Engine engine_;
  SearchParams params_;
  BookGuard guard_;
  std::set<uint64_t> lost_;  // canonical keys of the positions add_lost was given
  int reply_searches_ = 0;
};

std::string entry_line(const Searched& s) {
  return book_file_entry(
      make_book_entry(s.game, s.move, s.lost),
      s.kind + " " + s.name + ": " + stones_text(s.game) + " -> " + book_move_text(s.move) +
          (s.lost ? " (proved lost)" : "") +
          (s.replaced.count ? " (two turns: not " + book_move_text(s.replaced) + ")" : "") +
          (s.two_turns_lost ? " (two turns: every candidate beaten)" : ""));
}

bool write_data(const BuildOptions& o, const std::string& command, const std::vector<Searched>& all,
                std::string* error) {
  // Sorted by key; the first position of a key wins, except that a learned position whose move
  // the two-turn check replaced overrides (it knows a reply the other search did not try).
  BookFileEntries lines;
  for (const Searched& s : all) {
    if (s.move.count == 0 || (s.learned && s.replaced.count == 0)) continue;
    const uint64_t key = book_key(s.game).key;
    if (!lines.count(key) || s.learned) lines[key] = entry_line(s);
  }
  const std::vector<std::string> header = {
      "Written by `c6bot book build` (tools/build-book.sh); do not edit by hand.", command,
      std::to_string(lines.size()) + " positions on " + std::to_string(o.size) + "x" +
          std::to_string(o.size) + ", " + std::to_string(o.nodes) +
          " nodes each. Moves are in each position's canonical frame (search/book.h)."};
  return write_book_file(o.out, header, lines, error);
}

// One position of an --openings or --learn file.
struct BookLine {
  std::string name;
  Game game;
  std::vector<Move> known;   // --learn: the opponent's replies that beat the loser's move
  std::vector<Move> played;  // --learn: the loser's moves in the lost games (where given)
};

void add_unique(std::vector<Move>* moves, const Move& m) {
  if (!std::any_of(moves->begin(), moves->end(), [&](const Move& k) { return same_stones(k, m); }))
    moves->push_back(m);
}

// The positions of FILE, deduplicated under the board's symmetries: an opening seen before is
// skipped; a learned position seen before gives the first one its reply too. False (after a
// message) if the file cannot be read or a line is bad.
bool read_book_lines(const std::string& file, int size, bool learned, std::vector<BookLine>* out) {
  std::ifstream in(file);
  if (!in) {
    std::fprintf(stderr, "c6bot book: cannot read %s\n", file.c_str());
    return false;
  }
  std::map<uint64_t, size_t> seen;  // canonical key -> index in *out
  std::string line;
  int line_no = 0;
  while (std::getline(in, line)) {
    ++line_no;
    const size_t first = line.find_first_not_of(" \t\r");
    if (first == std::string::npos || line[first] == '#') continue;
    BookLine b{"", Game(size), {}, {}};
    Move reply, played;
    std::string why;
    const bool ok = learned
                        ? parse_learned_line(line, size, &b.name, &b.game, &played, &reply, &why)
                        : parse_book_opening(line, size, &b.name, &b.game, &why);
    if (!ok) {
      std::fprintf(stderr, "c6bot book: %s:%d: %s\n", file.c_str(), line_no, why.c_str());
      return false;
    }
    const uint64_t key = book_key(b.game).key;
    auto it = seen.find(key);
    if (it == seen.end()) {
      seen[key] = out->size();
      if (learned) b.known.push_back(reply);
      if (played.count) b.played.push_back(played);
      out->push_back(b);
      continue;
    }
    BookLine& prev = (*out)[it->second];
    if (!learned) {
      std::fprintf(stderr, "book: %s is %s under symmetry: skipped\n", b.name.c_str(),
                   prev.name.c_str());
      continue;
    }
    // The same position in another frame: its reply and played move, mapped into the first
    // one's frame.
    add_unique(&prev.known, map_move_between(b.game, prev.game, reply));
    if (played.count) add_unique(&prev.played, map_move_between(b.game, prev.game, played));
  }
  return true;
}

// The openings' positions: the empty board and White's answer to c6's stone there, then each
// opening with Black to move and White to move after each of its likely replies.
void search_openings(BookBuilder& builder, int size, const std::vector<BookLine>& openings,
                     std::vector<Searched>* all) {
  if (openings.empty()) return;
  Game empty(size);
  all->push_back(builder.search("black", "-", empty));
  Game first = empty;
  if (all->back().move.count == 1 && first.play(all->back().move) == Illegal::kNone)
    all->push_back(builder.search("white", "-", first));
  std::map<uint64_t, bool> white_seen;
  for (const BookLine& op : openings) {
    all->push_back(builder.search("black", op.name, op.game));
    const Move best = all->back().move;
    if (best.count != 2) continue;
    for (const Move& reply : builder.replies(op.game, best)) {
      Game g = op.game;
      if (g.play(reply) != Illegal::kNone || g.over()) continue;
      const uint64_t key = book_key(g).key;
      if (white_seen.count(key)) continue;
      white_seen[key] = true;
      all->push_back(builder.search("white", op.name, g));
    }
  }
}

// The positions of lost games, later positions first: a position found lost tells the check of
// the turns before it that the known reply leading there wins.
void search_learned(BookBuilder& builder, std::vector<BookLine> learned,
                    std::vector<Searched>* all) {
  std::stable_sort(learned.begin(), learned.end(), [](const BookLine& x, const BookLine& y) {
    return x.game.moves().size() > y.game.moves().size();
  });
  for (const BookLine& line : learned) {
    const bool black = line.game.to_move() == kBlack;
    all->push_back(
        builder.search(black ? "black" : "white", line.name, line.game, line.known, line.played));
    all->back().learned = true;
    const Searched& s = all->back();
    if (s.lost || s.two_turns_lost || s.report.score <= -kWinBound) builder.add_lost(line.game);
  }
}

// What the build did: positions, the two-turn check's replacements and beaten positions, and
// the positions proved lost with what c6 plays there.
void print_build_summary(const BuildOptions& o, const BookBuilder& builder,
                         const std::vector<Searched>& all, double seconds) {
  int black = 0, white = 0, lost = 0;
  for (const Searched& s : all) (s.kind == "black" ? black : white)++;
  std::printf(
      "book: %zu positions searched (%d Black to move, %d White to move) at %lld nodes "
      "each, %d replies scored at %lld nodes, in %.0f s; written to %s\n",
      all.size(), black, white, o.nodes, builder.reply_searches(), o.nodes / 8, seconds,
      o.out.c_str());
  for (const Searched& s : all) lost += s.lost;
  std::printf("book: %d positions proved lost (every root candidate refuted)%s\n", lost,
              lost ? ":" : "");
  int replaced = 0, beaten = 0;
  for (const Searched& s : all) {
    replaced += s.replaced.count > 0;
    beaten += s.two_turns_lost;
  }
  if (o.lookahead > 0) {
    std::printf(
        "book: two-turn check: %d moves replaced, %d positions where every candidate "
        "was beaten by a reply%s\n",
        replaced, beaten, replaced + beaten ? ":" : "");
    for (const Searched& s : all) {
      if (s.replaced.count)
        std::printf("  %s %s: %s instead of %s\n", s.name.c_str(), stones_text(s.game).c_str(),
                    book_move_text(s.move).c_str(), book_move_text(s.replaced).c_str());
      if (s.two_turns_lost)
        std::printf("  %s %s: every candidate beaten; c6 plays %s\n", s.name.c_str(),
                    stones_text(s.game).c_str(), book_move_text(s.move).c_str());
    }
  }
  for (const Searched& s : all) {
    if (!s.lost) continue;
    std::printf("  %s %s (%d candidates refuted); c6 plays %s (%s, score %lld)\n", s.name.c_str(),
                stones_text(s.game).c_str(), s.candidates, book_move_text(s.move).c_str(),
                s.report.reason.c_str(), static_cast<long long>(s.report.score));
  }
}

int build_book(const BuildOptions& o, const std::string& command) {
  std::vector<BookLine> openings, learned;
  if (!o.openings.empty() && !read_book_lines(o.openings, o.size, false, &openings)) return 1;
  if (!o.learn.empty() && !read_book_lines(o.learn, o.size, true, &learned)) return 1;
  const auto t0 = std::chrono::steady_clock::now();
  BookBuilder builder(o);
  std::vector<Searched> all;
  search_openings(builder, o.size, openings, &all);
  search_learned(builder, std::move(learned), &all);
  const double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  std::string error;
  if (!write_data(o, command, all, &error)) {
    std::fprintf(stderr, "c6bot book: %s\n", error.c_str());
    return 1;
  }
  print_build_summary(o, builder, all, seconds);
  return 0;
}

}  // namespace

namespace {

// The rest of `in` as "x,y" points; `rel` ones are offsets from the centre. False on a bad one.
bool read_points(std::istream& in, bool rel, int size, std::vector<Point>* pts, std::string* why) {
  std::string tok;
  while (in >> tok) {
    int x = 0, y = 0;
    char comma = 0;
    std::istringstream t(tok);
    if (!(t >> x >> comma >> y) || comma != ',' || !t.eof()) {
      *why = "bad point '" + tok + "'";
      return false;
    }
    pts->push_back(rel ? Point(x + size / 2, y + size / 2) : Point(x, y));
  }
  return true;
}

}  // namespace

bool parse_book_opening(const std::string& line, int size, std::string* name, Game* out,
                        std::string* why) {
  std::istringstream in(line);
  std::string mode;
  if (!(in >> *name >> mode) || (mode != "rel" && mode != "abs")) {
    *why = "expected: name rel|abs x,y ...";
    return false;
  }
  std::vector<Point> pts;
  if (!read_points(in, mode == "rel", size, &pts, why)) return false;
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

namespace {

// The two stones of `text` ("x,y x,y", of the position's kind). False with a reason otherwise.
bool read_move(const std::string& text, bool rel, int size, const char* what, Move* out,
               std::string* why) {
  std::istringstream in(text);
  std::vector<Point> pts;
  if (!read_points(in, rel, size, &pts, why)) return false;
  if (pts.size() != 2) {
    *why = std::string("a ") + what + " holds 2 stones";
    return false;
  }
  *out = Move(pts[0], pts[1]);
  return true;
}

}  // namespace

bool parse_learned_line(const std::string& line, int size, std::string* name, Game* out,
                        Move* played, Move* reply, std::string* why) {
  const size_t at = line.find(" reply ");
  if (at == std::string::npos) {
    *why = "expected: name rel|abs x,y ... [played x,y x,y] reply x,y x,y";
    return false;
  }
  const size_t played_at = line.substr(0, at).find(" played ");
  const std::string head = line.substr(0, std::min(at, played_at));
  if (!parse_book_opening(head, size, name, out, why)) return false;
  // The moves' points are of the position's kind (rel or abs).
  std::istringstream mode_of(head);
  std::string mode;
  mode_of >> mode >> mode;
  const bool rel = mode == "rel";
  *played = Move();
  if (played_at != std::string::npos && !read_move(line.substr(played_at + 8, at - played_at - 8),
                                                   rel, size, "played move", played, why))
    return false;
  if (!read_move(line.substr(at + 7), rel, size, "reply", reply, why)) return false;
  Game after = *out;
  if (out->over() || (played->count && after.play(*played) != Illegal::kNone)) {
    *why = "the played move is not a legal move of the position";
    return false;
  }
  after = *out;
  if (after.play(*reply) != Illegal::kNone) {
    *why = "the reply is not a legal move of the position";
    return false;
  }
  return true;
}

int book_main(const std::vector<std::string>& args) {
  if (args.empty() || args[0] == "--help" || args[0] == "-h") {
    std::fputs(kBookUsage, args.empty() ? stderr : stdout);
    return args.empty() ? 2 : 0;
  }
  if (args[0] == "merge") return book_merge_main({args.begin() + 1, args.end()});
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
