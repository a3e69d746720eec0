#include "tools/tune.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <sstream>

#include "core/rng.h"
#include "eval/position.h"
#include "eval/weights.h"
#include "game/random_opening.h"
#include "search/engine.h"
#include "search/leaf_eval.h"
#include "search/params.h"
#include "search/searcher.h"
#include "tools/judge_log.h"

namespace c6 {

namespace {

const char kUsage[] =
    "usage: c6bot tune gen --size N --games N --out FILE [--nodes N] [--seed N] [--first N]\n"
    "       c6bot tune fit FILE... [--holdout F] [--seed N] [--terms T] [--l2 F]\n"
    "                              [--turns A-B] [--small]   (T: base, double, shape or all)\n"
    "       c6bot tune import LOG.jsonl... --out FILE\n"
    "gen: self-play games of the default level at a node limit per turn from random openings\n"
    "     (Black's stone within 1 of the centre, then 1 or 2 random turns within 3), one line per\n"
    "     game: size, result, the quiet positions, the moves.\n"
    "  --size N    board size 6..25            --games N  1..100000 games\n"
    "  --nodes N   nodes per turn, 1..1e9 (default 3000)\n"
    "  --seed N    0..1e15 (default 1)          --first N  number of the first game (default 0)\n"
    "  --out FILE  where the games go (appended to)\n"
    "fit: Texel tuning of the leaf weights on the quiet positions of the files: K first, then the\n"
    "     weights (Newton's method on the log-loss), on a train split by game; prints the loss on\n"
    "     train and held-out before and after, and the weights for search/params.h.\n"
    "  --holdout F share of the games held out, 0.05..0.5 (default 0.2)\n"
    "  --seed N    split seed, 0..1e15 (default 1)\n"
    "  --terms T   base: the search's window counts only (default); double: also the cells where\n"
    "              live 3-windows cross (measured, not used by the search); shape: the line\n"
    "              shapes by class (SearchParams::shape_mover/shape_other) on top of the search's\n"
    "              window score, held (early tables included); all: windows and shapes together\n"
    "  --l2 F      ridge penalty per weight, 0..1 (default 1e-6)\n"
    "  --turns A-B fit the weights on the positions after A..B turns only (0..1000; K is still\n"
    "              fitted on all positions, so the weights stay in the search's units): the\n"
    "              early-game weights, SearchParams::early_*, are --turns 1-8\n"
    "  --small     start from, compare with and print the small-board weights (windows and\n"
    "              shapes: SearchParams::small_*, boards of at most small_size)\n"
    "import: c6judge logs (JSON lines) to dataset lines: every finished game, the result from the\n"
    "     log's winner (none: a draw), as quiet every position after the opening with no threat\n"
    "     window of either side.\n"
    "  --out FILE  where the games go (appended to)\n"
    "Exit codes: 0 done, 1 a file could not be read or holds a bad line, 2 usage error.\n";

int usage_error(const std::string& msg) {
  std::fprintf(stderr, "c6bot tune: %s\n%s", msg.c_str(), kUsage);
  return 2;
}

bool parse_number(const std::string& text, double lo, double hi, double* out) {
  char* end = nullptr;
  const double v = std::strtod(text.c_str(), &end);
  if (text.empty() || *end != '\0' || !(v >= lo && v <= hi)) return false;
  *out = v;
  return true;
}

// A random opening with 1 or 2 random turns after Black's first stone.
Game random_opening(int size, Rng* rng) {
  const int turns = 1 + static_cast<int>(rng->below(2));
  return random_opening(size, rng, turns);
}

bool quiet_position(const Game& g) {
  const Position pos(g, *find_weights("default"));
  return pos.threat_window_count(kBlack) == 0 && pos.threat_window_count(kWhite) == 0;
}

// One self-play game. False if an engine produced an illegal move (a bug, reported).
bool play_game(int size, uint64_t seed, uint64_t nodes, TuneGame* out) {
  Rng rng(seed);
  out->game = random_opening(size, &rng);
  out->quiet.clear();
  EngineOptions eo;
  eo.hash_mb = 4;
  Engine engines[2] = {Engine(eo), Engine(eo)};
  Limits lim;
  lim.nodes = nodes;  // the only limit (no time_ms)
  Game& g = out->game;
  while (!g.over()) {
    const bool quiet = quiet_position(g);
    const SearchReport r = engines[g.to_move() - 1].think(g, lim);
    if (quiet && r.reason == "search" && std::llabs(r.score) < kWinBound)
      out->quiet.push_back(g.turns_played());
    if (g.play(r.move) != Illegal::kNone) return false;
  }
  out->result = g.result();
  return true;
}

struct GenOptions {
  int size = 0, games = 0, first = 0;
  uint64_t nodes = 3000, seed = 1;
  std::string out;
};

int gen_main(const std::vector<std::string>& args) {
  GenOptions o;
  for (size_t i = 0; i < args.size(); ++i) {
    const std::string& a = args[i];
    if (i + 1 >= args.size()) return usage_error("missing value after " + a);
    const std::string& v = args[++i];
    double x = 0;
    if (a == "--out") {
      o.out = v;
    } else if (a == "--size" && parse_number(v, 6, 25, &x)) {
      o.size = static_cast<int>(x);
    } else if (a == "--games" && parse_number(v, 1, 100000, &x)) {
      o.games = static_cast<int>(x);
    } else if (a == "--first" && parse_number(v, 0, 1e9, &x)) {
      o.first = static_cast<int>(x);
    } else if (a == "--nodes" && parse_number(v, 1, 1e9, &x)) {
      o.nodes = static_cast<uint64_t>(x);
    } else if (a == "--seed" && parse_number(v, 0, 1e15, &x)) {
      o.seed = static_cast<uint64_t>(x);
    } else {
      return usage_error("bad option or value: " + a + " " + v);
    }
  }
  if (o.size == 0 || o.games == 0 || o.out.empty())
    return usage_error("gen needs --size, --games and --out");
  std::ofstream out(o.out, std::ios::app);
  if (!out) return std::fprintf(stderr, "c6bot tune: cannot write %s\n", o.out.c_str()), 1;
  int results[4] = {};
  for (int i = 0; i < o.games; ++i) {
    const int n = o.first + i;
    TuneGame tg;
    if (!play_game(o.size, mix64(o.seed * 1000003 + static_cast<uint64_t>(n)), o.nodes, &tg)) {
      std::fprintf(stderr, "c6bot tune: game %d: the engine played an illegal move\n", n);
      return 1;
    }
    out << format_tune_game(tg) << '\n' << std::flush;
    ++results[static_cast<int>(tg.result)];
    if ((i + 1) % 20 == 0 || i + 1 == o.games) {
      std::fprintf(stderr, "%d/%d games: black %d, white %d, draws %d\n", i + 1, o.games,
                   results[1], results[2], results[3]);
    }
  }
  return 0;
}

struct FitOptions {
  std::vector<std::string> files;
  double holdout = 0.2, l2 = 1e-6;
  uint64_t seed = 1;
  std::string terms = "base";
  int first_turn = 0, last_turn = 1000;  // --turns: the positions the weights are fitted on
  bool small = false;                    // --small: the small-board weights
};

bool read_samples(const FitOptions& o, std::vector<TexelSample>* all, int* games) {
  *games = 0;
  for (const std::string& f : o.files) {
    std::ifstream in(f);
    if (!in) return std::fprintf(stderr, "c6bot tune: cannot read %s\n", f.c_str()), false;
    std::string line, why;
    for (int ln = 1; std::getline(in, line); ++ln) {
      if (line.empty() || line[0] == '#') continue;
      TuneGame tg;
      if (!parse_tune_game(line, &tg, &why)) {
        std::fprintf(stderr, "c6bot tune: %s:%d: %s\n", f.c_str(), ln, why.c_str());
        return false;
      }
      for (const TexelSample& s : tune_samples(tg, (*games)++)) all->push_back(s);
    }
  }
  return true;
}

// "A-B" with 0 <= A <= B <= 1000.
bool parse_turns(const std::string& v, int* a, int* b) {
  const size_t dash = v.find('-');
  double x = 0, y = 0;
  if (dash == std::string::npos || !parse_number(v.substr(0, dash), 0, 1000, &x) ||
      !parse_number(v.substr(dash + 1), x, 1000, &y))
    return false;
  *a = static_cast<int>(x);
  *b = static_cast<int>(y);
  return true;
}

// Keeps the samples of --turns; false if none is left.
bool keep_turns(const FitOptions& o, std::vector<TexelSample>* v) {
  v->erase(std::remove_if(
               v->begin(), v->end(),
               [&](const TexelSample& s) { return s.turn < o.first_turn || s.turn > o.last_turn; }),
           v->end());
  return !v->empty();
}

// The search's leaf weights as a model: mover's windows and shapes positive, the opponent's
// negative. Without `shapes` the shape weights stay 0 (the window score alone). With `held`, the
// windows enter as the search's window score (weight 1, early tables included), not per count.
// With `small`, the small-board tables (windows k = 1..3 and shapes) in place of the others.
TexelModel model_of(const SearchParams& p, bool shapes, bool held = false, bool small = false) {
  TexelModel m;
  for (int k = 1; k <= 5 && !held; ++k) {
    m.w[k - 1] = small && k <= 3 ? p.small_mover_w[k] : p.mover_w[k];
    m.w[4 + k] = -(small && k <= 3 ? p.small_other_w[k] : p.other_w[k]);
  }
  if (held) m.w[kTexelWindowScore] = 1;
  const int* mover = small ? p.small_shape_mover : p.shape_mover;
  const int* other = small ? p.small_shape_other : p.shape_other;
  for (int k = 0; k < kShapeClasses && shapes; ++k) {
    m.w[kTexelMoverShape + k] = mover[k];
    m.w[kTexelOtherShape + k] = -other[k];
  }
  return m;
}

void print_loss(const char* what, const std::vector<TexelSample>& tr,
                const std::vector<TexelSample>& ho, const TexelModel& m, double k) {
  const TexelLoss a = texel_loss(tr, m, k), b = texel_loss(ho, m, k);
  std::printf("%-22s train log-loss %.5f mse %.5f | held-out log-loss %.5f mse %.5f\n", what,
              a.log_loss, a.mse, b.log_loss, b.mse);
}

void print_weights(const TexelModel& m, bool held, bool small) {
  std::printf("weights:");
  for (int i = 0; i < kTexelFeatures; ++i)
    std::printf(" %s=%g", texel_feature_name(i), m.w[i] + 0.0);
  std::printf("\nfor search/params.h:\n");
  const char* prefix = small ? "small_" : "";
  if (!held) {
    // The small-board window tables hold k = 1..3; 4 and 5 are the whole-game table's (0 here).
    const int last = small ? 3 : 5;
    std::printf("  int %smover_w[6] = {0", prefix);
    for (int k = 1; k <= 5; ++k) std::printf(", %g", k <= last ? m.w[k - 1] + 0.0 : 0.0);
    std::printf("};\n  int %sother_w[6] = {0", prefix);
    for (int k = 1; k <= 5; ++k)  // + 0.0, 0.0 - x: no "-0"
      std::printf(", %g", k <= last ? 0.0 - m.w[4 + k] : 0.0);
    std::printf("};\n");
  }
  std::printf("  int %sshape_mover[6] = {", prefix);
  for (int k = 0; k < kShapeClasses; ++k)
    std::printf("%s%g", k ? ", " : "", m.w[kTexelMoverShape + k] + 0.0);
  std::printf("};\n  int %sshape_other[6] = {", prefix);
  for (int k = 0; k < kShapeClasses; ++k)
    std::printf("%s%g", k ? ", " : "", 0.0 - m.w[kTexelOtherShape + k]);
  std::printf("};\n");
}

int fit_main(const std::vector<std::string>& args) {
  FitOptions o;
  for (size_t i = 0; i < args.size(); ++i) {
    const std::string& a = args[i];
    if (a.compare(0, 2, "--") != 0) {
      o.files.push_back(a);
      continue;
    }
    if (a == "--small") {
      o.small = true;
      continue;
    }
    if (i + 1 >= args.size()) return usage_error("missing value after " + a);
    const std::string& v = args[++i];
    double x = 0;
    if (a == "--holdout" && parse_number(v, 0.05, 0.5, &x)) {
      o.holdout = x;
    } else if (a == "--l2" && parse_number(v, 0, 1, &x)) {
      o.l2 = x;
    } else if (a == "--seed" && parse_number(v, 0, 1e15, &x)) {
      o.seed = static_cast<uint64_t>(x);
    } else if (a == "--terms" && (v == "base" || v == "double" || v == "shape" || v == "all")) {
      o.terms = v;
    } else if (a == "--turns" && parse_turns(v, &o.first_turn, &o.last_turn)) {
    } else {
      return usage_error("bad option or value: " + a + " " + v);
    }
  }
  if (o.files.empty()) return usage_error("fit needs at least one dataset file");
  std::vector<TexelSample> all, tr, ho;
  int games = 0;
  if (!read_samples(o, &all, &games)) return 1;
  texel_split(all, o.seed, o.holdout, &tr, &ho);
  std::printf("dataset: %d games, %zu quiet positions (train %zu, held-out %zu)\n", games,
              all.size(), tr.size(), ho.size());
  if (tr.empty() || ho.empty()) return std::fprintf(stderr, "c6bot tune: too few positions\n"), 1;
  // shape: the shape weights on top of the search's window score, held; all: windows and shapes
  // fitted together (per-count window weights, the whole-game table).
  const bool shapes = o.terms == "shape" || o.terms == "all", held = o.terms == "shape";
  TexelModel m = model_of(SearchParams(), shapes, held, o.small);
  // Free: the features the positions show (a quiet position has no 4- or 5-windows), of the
  // chosen term set.
  for (int i = 0; i < kTexelFeatures; ++i) {
    const bool dbl = i == kTexelMoverDouble || i == kTexelOtherDouble;
    if (dbl && o.terms != "double") continue;
    if (i >= kTexelMoverShape && !shapes) continue;
    if (i < kTexelMoverDouble && held) continue;
    if (i == kTexelWindowScore) continue;
    for (const TexelSample& s : tr) m.free[i] = m.free[i] || s.x.f[i] != 0;
  }
  // K from the window score alone (with shapes, too: so the fit starts from the same K whatever
  // the shape defaults, and re-running it from its own result stays there).
  const double k = texel_fit_scale(tr, shapes ? model_of(SearchParams(), false, held) : m);
  std::printf("K = %.6g (fitted on train with the current window weights)\n", k);
  if (!keep_turns(o, &tr) || !keep_turns(o, &ho)) {
    return std::fprintf(stderr, "c6bot tune: too few positions in --turns\n"), 1;
  }
  std::printf("turns %d-%d: train %zu, held-out %zu\n", o.first_turn, o.last_turn, tr.size(),
              ho.size());
  print_loss("current weights:", tr, ho, m, k);
  if (shapes) {
    print_loss("windows only (default):", tr, ho, model_of(SearchParams(), false, held), k);
  }
  const int steps = texel_fit_weights(tr, &m, k, o.l2, 50);
  print_loss("fitted weights:", tr, ho, m, k);
  for (int i = 0; i < kTexelFeatures; ++i) m.w[i] = std::round(m.w[i]);
  print_loss("fitted, rounded:", tr, ho, m, k);
  std::printf("Newton steps: %d\n", steps);
  print_weights(m, held, o.small);
  return 0;
}

// Appends the finished games of c6judge logs as dataset lines (see kUsage).
int import_main(const std::vector<std::string>& args) {
  std::vector<std::string> logs;
  std::string out_path;
  for (size_t i = 0; i < args.size(); ++i) {
    if (args[i] == "--out" && i + 1 < args.size()) {
      out_path = args[++i];
    } else if (args[i].compare(0, 2, "--") == 0) {
      return usage_error("bad option: " + args[i]);
    } else {
      logs.push_back(args[i]);
    }
  }
  if (logs.empty() || out_path.empty()) return usage_error("import needs logs and --out");
  std::ofstream out(out_path, std::ios::app);
  if (!out) return std::fprintf(stderr, "c6bot tune: cannot write %s\n", out_path.c_str()), 1;
  const WeightTable& w = *find_weights("default");
  int games = 0, skipped = 0;
  size_t positions = 0;
  for (const std::string& f : logs) {
    std::ifstream in(f);
    if (!in) return std::fprintf(stderr, "c6bot tune: cannot read %s\n", f.c_str()), 1;
    std::string line, why;
    while (std::getline(in, line)) {
      JudgeLogGame jg;
      // Header and summary lines are not games; a game line that does not parse is skipped.
      if (line.find("\"c6judge\":") == std::string::npos) continue;
      if (!parse_judge_log_line(line, &jg, &why)) {
        ++skipped;
        continue;
      }
      TuneGame tg;
      tg.game = Game(jg.size);
      tg.result = jg.winner == kBlack   ? Result::kBlackWin
                  : jg.winner == kWhite ? Result::kWhiteWin
                                        : Result::kDraw;
      Position pos(jg.size, w);
      for (size_t t = 0; t < jg.turns.size(); ++t) {
        if (static_cast<int>(t) >= jg.opening_turns && pos.threat_window_count(kBlack) == 0 &&
            pos.threat_window_count(kWhite) == 0)
          tg.quiet.push_back(static_cast<int>(t));
        const Move& m = jg.turns[t];
        const Color c = tg.game.to_move();
        tg.game.play(m);  // legal: parse_judge_log_line replayed the turns
        for (int s = 0; s < m.count; ++s) pos.make(pos.board().index(m.stone[s]), c);
      }
      // A game that ended on the board but whose log names no winner is not a draw: skip it.
      if (tg.game.over() && tg.game.result() != tg.result) {
        ++skipped;
        continue;
      }
      out << format_tune_game(tg) << '\n';
      ++games;
      positions += tg.quiet.size();
    }
  }
  std::fprintf(stderr, "imported %d games, %zu quiet positions (%d lines skipped)\n", games,
               positions, skipped);
  return 0;
}

// The search's leaf score from the windows alone: the default weights of the position's board
// (the small-board windows on a small board), line shapes off.
double search_window_score(const Position& pos, Color mover) {
  SearchParams p;
  for (int k = 0; k < kShapeClasses; ++k) {
    p.shape_mover[k] = p.shape_other[k] = p.small_shape_mover[k] = p.small_shape_other[k] = 0;
  }
  return LeafEval(p).evaluate(pos, mover);
}

bool parse_point(const std::string& s, Point* p) {
  const size_t dot = s.find('.');
  if (dot == std::string::npos) return false;
  double x = 0, y = 0;
  if (!parse_number(s.substr(0, dot), 0, 24, &x) || !parse_number(s.substr(dot + 1), 0, 24, &y))
    return false;
  *p = Point(static_cast<int>(x), static_cast<int>(y));
  return true;
}

}  // namespace

std::string format_tune_game(const TuneGame& g) {
  std::ostringstream s;
  s << g.game.size() << ' '
    << (g.result == Result::kBlackWin   ? 'B'
        : g.result == Result::kWhiteWin ? 'W'
                                        : 'D')
    << ' ';
  for (size_t i = 0; i < g.quiet.size(); ++i) s << (i ? "," : "") << g.quiet[i];
  if (g.quiet.empty()) s << '-';
  for (const Move& m : g.game.moves()) {
    s << ' ' << m.stone[0].x << '.' << m.stone[0].y;
    if (m.count == 2) s << '-' << m.stone[1].x << '.' << m.stone[1].y;
  }
  return s.str();
}

bool parse_tune_game(const std::string& line, TuneGame* out, std::string* why) {
  std::istringstream in(line);
  std::string size_s, res, quiet, tok;
  double size = 0;
  if (!(in >> size_s >> res >> quiet)) return *why = "fewer than three fields", false;
  if (!parse_number(size_s, 6, 25, &size)) return *why = "size not in 6..25", false;
  if (res != "B" && res != "W" && res != "D") return *why = "result not B, W or D", false;
  out->result = res == "B" ? Result::kBlackWin : res == "W" ? Result::kWhiteWin : Result::kDraw;
  out->game = Game(static_cast<int>(size));
  out->quiet.clear();
  if (quiet != "-") {
    std::istringstream q(quiet);
    std::string t;
    while (std::getline(q, t, ',')) {
      double v = 0;
      if (!parse_number(t, 0, 1000, &v)) return *why = "bad quiet turn '" + t + "'", false;
      out->quiet.push_back(static_cast<int>(v));
    }
  }
  while (in >> tok) {
    const size_t dash = tok.find('-');
    Point a, b;
    if (!parse_point(tok.substr(0, dash), &a) ||
        (dash != std::string::npos && !parse_point(tok.substr(dash + 1), &b)))
      return *why = "bad move '" + tok + "'", false;
    const Move m = dash == std::string::npos ? Move(a) : Move(a, b);
    if (out->game.play(m) != Illegal::kNone) return *why = "illegal move '" + tok + "'", false;
  }
  for (int t : out->quiet) {
    if (t >= out->game.turns_played()) return *why = "quiet turn past the game's end", false;
  }
  if (out->game.over() && out->game.result() != out->result)
    return *why = "result differs from the moves", false;
  return true;
}

std::vector<TexelSample> tune_samples(const TuneGame& g, int id) {
  std::vector<TexelSample> out;
  Game replay(g.game.size());
  const WeightTable& w = *find_weights("default");
  size_t next = 0;
  for (int t = 0; t < g.game.turns_played() && next < g.quiet.size(); ++t) {
    if (g.quiet[next] == t) {
      ++next;
      const Position pos(replay, w);
      TexelSample s;
      s.x = texel_features(pos, replay.to_move());
      s.game = id;
      s.turn = t;
      s.x.f[kTexelWindowScore] = search_window_score(pos, replay.to_move());
      const Result mine = replay.to_move() == kBlack ? Result::kBlackWin : Result::kWhiteWin;
      s.result = g.result == Result::kDraw ? 0.5 : g.result == mine ? 1.0 : 0.0;
      out.push_back(s);
    }
    replay.play(g.game.moves()[t]);
  }
  return out;
}

int tune_main(const std::vector<std::string>& args) {
  if (args.empty() || args[0] == "--help" || args[0] == "-h") {
    std::fputs(kUsage, args.empty() ? stderr : stdout);
    return args.empty() ? 2 : 0;
  }
  const std::vector<std::string> rest(args.begin() + 1, args.end());
  if (args[0] == "gen") return gen_main(rest);
  if (args[0] == "fit") return fit_main(rest);
  if (args[0] == "import") return import_main(rest);
  return usage_error("unknown tune command '" + args[0] + "'");
}

}  // namespace c6
