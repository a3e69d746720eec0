#include "tools/blunders.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <sstream>

#include "core/coords.h"
#include "core/timer.h"
#include "rapidjson/stringbuffer.h"
#include "rapidjson/writer.h"

namespace c6 {

namespace {

struct BlunderOptions {
  std::vector<std::string> logs;
  std::string side;  // empty: the loser of each game
  LossBudget budget;
  std::string suite, report;
  bool quiet = false;
};

const char kBlundersUsage[] =
    "usage: c6bot analyze --blunders LOG.jsonl [LOG.jsonl...] [--side NAME] [--solve-ms N]\n"
    "         [--solve-nodes N] [--vcst-nodes N] [--alternatives N] [--unrefuted N]\n"
    "         [--suite OUT.jsonl] [--report OUT.md] [-q]\n"
    "For each game of the c6judge logs that NAME lost (default: the loser of every decided game),\n"
    "walks the loser's turns backwards with the threat-space solver and reports the first turn\n"
    "after which the winner had a proved forced win, the pair played there, and the alternatives\n"
    "the solver cannot refute. --solve-ms / --solve-nodes cap each solver call (default 1000 ms,\n"
    "no node cap; a node cap with --solve-ms 0 is deterministic); --vcst-nodes N lets the\n"
    "single-threat solver prove losses too, N nodes per call (default 0: double threats only);\n"
    "--alternatives caps the pairs tested at the decisive turn (default 60), --unrefuted stops\n"
    "after that many unrefuted ones (default 5). --suite writes the decisive positions as JSONL,\n"
    "--report a markdown report.\n";

// Parses a number option into [lo, hi]; false with a message otherwise.
bool number_arg(const std::string& flag, const std::string& text, double lo, double hi,
                double* out) {
  char* end = nullptr;
  const double v = std::strtod(text.c_str(), &end);
  if (text.empty() || *end != '\0' || !(v >= lo && v <= hi)) {
    std::fprintf(stderr, "c6bot analyze: %s must be a number in %.0f..%.0f (got '%s')\n",
                 flag.c_str(), lo, hi, text.c_str());
    return false;
  }
  *out = v;
  return true;
}

// 0 = parsed, else the exit code (1 = --help printed, mapped to 0 by the caller).
int parse_blunder_args(const std::vector<std::string>& args, BlunderOptions* o) {
  for (size_t i = 0; i < args.size(); ++i) {
    const std::string& a = args[i];
    const bool has = i + 1 < args.size();
    double v = 0;
    if (a == "--blunders") continue;
    if (a == "--help" || a == "-h") {
      std::printf("%s", kBlundersUsage);
      return 1;
    }
    if (a == "-q") {
      o->quiet = true;
    } else if ((a == "--side" || a == "--suite" || a == "--report") && has) {
      (a == "--side" ? o->side : a == "--suite" ? o->suite : o->report) = args[++i];
    } else if (a == "--solve-ms" && has) {
      if (!number_arg(a, args[++i], 0, 600000, &v)) return 2;
      o->budget.solve_ms = v;
    } else if (a == "--solve-nodes" && has) {
      if (!number_arg(a, args[++i], 0, 1e10, &v)) return 2;
      o->budget.solve_nodes = static_cast<uint64_t>(v);
    } else if (a == "--vcst-nodes" && has) {
      if (!number_arg(a, args[++i], 0, 1e10, &v)) return 2;
      o->budget.vcst_nodes = static_cast<uint64_t>(v);
    } else if (a == "--alternatives" && has) {
      if (!number_arg(a, args[++i], 0, PairGen::kMaxPairs, &v)) return 2;
      o->budget.max_candidates = static_cast<int>(v);
    } else if (a == "--unrefuted" && has) {
      if (!number_arg(a, args[++i], 1, 100, &v)) return 2;
      o->budget.max_unrefuted = static_cast<int>(v);
    } else if (a.size() > 1 && a[0] == '-') {
      std::fprintf(stderr, "c6bot analyze: unknown or incomplete option '%s' (see --help)\n",
                   a.c_str());
      return 2;
    } else {
      o->logs.push_back(a);
    }
  }
  if (o->logs.empty()) {
    std::fprintf(stderr, "c6bot analyze: --blunders needs at least one log file\n");
    return 2;
  }
  if (o->budget.solve_ms <= 0 && o->budget.solve_nodes == 0) {
    std::fprintf(stderr, "c6bot analyze: --solve-ms 0 needs a --solve-nodes cap\n");
    return 2;
  }
  return 0;
}

std::string move_label(const Move& m) {
  std::string s;
  for (int i = 0; i < m.count; ++i) {
    if (i) s += ' ';
    s += coords::human(m.stone[i]);
  }
  return s.empty() ? "-" : s;
}

void write_move(rapidjson::Writer<rapidjson::StringBuffer>* w, const Move& m) {
  int bz[4];
  coords::to_botzone(m, bz);
  w->StartArray();
  for (int k = 0; k < 4; ++k) w->Int(bz[k]);
  w->EndArray();
}

// The "score=N" of a debug line, or "" when it has none.
std::string logged_score(const std::string& debug) {
  const size_t p = debug.find("score=");
  if (p == std::string::npos) return "";
  const size_t e = debug.find(' ', p);
  return debug.substr(p + 6, e == std::string::npos ? std::string::npos : e - p - 6);
}

// The loser's logged scores on its turns up to `turn` (at most `count`, oldest first).
std::string score_trail(const JudgeLogGame& g, int turn, int count) {
  std::vector<std::string> s;
  for (int t = turn; t >= 0 && static_cast<int>(s.size()) < count; t -= 2) {
    const std::string v = logged_score(g.debug[t]);
    s.insert(s.begin(), v.empty() ? "?" : v);
  }
  std::string out;
  for (const std::string& v : s) out += (out.empty() ? "" : ", ") + v;
  return out;
}

std::string base_name(const std::string& path) {
  const size_t p = path.find_last_of('/');
  return p == std::string::npos ? path : path.substr(p + 1);
}

struct Row {
  std::string source;
  JudgeLogGame game;
  std::string side;
  Color loser = kEmpty;
  LossFinding f;
  double ms = 0;
};

std::string game_line(const Row& r) {
  std::ostringstream o;
  o << r.source << " game " << r.game.game << " (" << r.game.size << "x" << r.game.size << ", "
    << r.side << " as " << color_name(r.loser) << "): ";
  if (!r.f.decided) {
    o << "no proved loss found";
    return o.str();
  }
  o << "lost after turn " << r.f.turn + 1 << " (" << move_label(r.f.played) << ", logged score "
    << score_trail(r.game, r.f.turn, 3) << "), winner's proof " << r.f.proof_turns
    << " turns; alternatives " << r.f.checked << " checked, " << r.f.refuted << " refuted";
  if (!r.f.unrefuted.empty()) {
    o << ", not refuted:";
    for (const Move& m : r.f.unrefuted) o << " [" << move_label(m) << "]";
  }
  if (r.f.lost_before) o << " (all refuted: lost earlier)";
  return o.str();
}

// Per board size and loser colour: games, decided, with an unrefuted alternative, all refuted,
// and the median decisive turn.
std::string breakdown(const std::vector<Row>& rows) {
  std::ostringstream o;
  o << "| board | loser's colour | games | with an unrefuted alternative | every alternative "
       "refuted | no proved loss | median decisive turn |\n|---|---|---|---|---|---|---|\n";
  for (int size = kMinSize; size <= kMaxSize; ++size) {
    for (const Color c : {kBlack, kWhite}) {
      int games = 0, saveable = 0, before = 0, none = 0;
      std::vector<int> turns;
      for (const Row& r : rows) {
        if (r.game.size != size || r.loser != c) continue;
        ++games;
        if (!r.f.decided) {
          ++none;
          continue;
        }
        saveable += !r.f.unrefuted.empty();
        before += r.f.lost_before;
        turns.push_back(r.f.turn + 1);
      }
      if (games == 0) continue;
      std::sort(turns.begin(), turns.end());
      o << "| " << size << "x" << size << " | " << color_name(c) << " | " << games << " | "
        << saveable << " | " << before << " | " << none << " | "
        << (turns.empty() ? std::string("-") : std::to_string(turns[turns.size() / 2])) << " |\n";
    }
  }
  o << "\n";
  return o.str();
}

void write_report(const std::string& path, const BlunderOptions& o, const std::vector<Row>& rows,
                  int skipped, double seconds) {
  std::ofstream out(path);
  int decided = 0, saveable = 0, before = 0;
  for (const Row& r : rows) {
    decided += r.f.decided;
    saveable += r.f.decided && !r.f.unrefuted.empty();
    before += r.f.decided && r.f.lost_before;
  }
  out << "# Loss analysis\n\n"
      << "Written by `c6bot analyze --blunders` (src/tools/loss_analysis.h): for each lost game, "
         "the first turn after which the winner had a forced win the threat-space solver could "
         "prove, the pair the loser played there, and the alternatives the solver could not "
         "refute. \"Refuted\" is a proof; \"not refuted\" only means no proof within the "
         "budget.\n\n"
      << "Logs:";
  for (const std::string& l : o.logs) out << " `" << base_name(l) << "`";
  out << "; solver budget per call: "
      << (o.budget.solve_ms > 0 ? std::to_string(static_cast<int>(o.budget.solve_ms)) + " ms"
                                : std::string("no time cap"))
      << (o.budget.solve_nodes ? ", " + std::to_string(o.budget.solve_nodes) + " nodes" : "")
      << (o.budget.vcst_nodes
              ? "; single-threat proofs too, " + std::to_string(o.budget.vcst_nodes) + " nodes"
              : std::string())
      << "; at most " << o.budget.max_candidates << " alternatives, stopping after "
      << o.budget.max_unrefuted << " unrefuted.\n\n"
      << "## Summary\n\n"
      << "| games analysed | skipped (not lost by the side) | decisive positions found | with an "
         "unrefuted alternative | every alternative refuted | no proved loss | time |\n"
      << "|---|---|---|---|---|---|---|\n"
      << "| " << rows.size() << " | " << skipped << " | " << decided << " | " << saveable << " | "
      << before << " | " << rows.size() - decided << " | " << static_cast<int>(seconds + 0.5)
      << " s |\n\n"
      << breakdown(rows) << "## Games\n\n"
      << "Turns are numbered from 1 (Black's first stone); scores are the loser's logged scores on "
         "its last three turns up to the decisive one.\n\n"
      << "| log | game | board | loser | decisive turn | played | logged scores | proof "
         "(turns) | checked | refuted | not refuted (first 3) |\n"
      << "|---|---|---|---|---|---|---|---|---|---|---|\n";
  for (const Row& r : rows) {
    out << "| " << r.source << " | " << r.game.game << " | " << r.game.size << " | " << r.side
        << " (" << color_name(r.loser) << ") | ";
    if (!r.f.decided) {
      out << "none proved | | " << score_trail(r.game, static_cast<int>(r.game.turns.size()) - 1, 3)
          << " | | | | |\n";
      continue;
    }
    out << r.f.turn + 1 << " | " << move_label(r.f.played) << " | "
        << score_trail(r.game, r.f.turn, 3) << " | " << r.f.proof_turns << " | " << r.f.checked
        << " | " << r.f.refuted << " | ";
    for (size_t i = 0; i < r.f.unrefuted.size() && i < 3; ++i) {
      out << (i ? ", " : "") << move_label(r.f.unrefuted[i]);
    }
    out << " |\n";
  }
}

}  // namespace

std::string loss_suite_line(const JudgeLogGame& g, const std::string& source,
                            const std::string& side, const LossFinding& f) {
  rapidjson::StringBuffer sb;
  rapidjson::Writer<rapidjson::StringBuffer> w(sb);
  const Color mover = f.turn % 2 == 0 ? kBlack : kWhite;
  w.StartObject();
  w.Key("source");
  w.String(source.c_str());
  w.Key("game");
  w.Int(g.game);
  w.Key("size");
  w.Int(g.size);
  w.Key("side");
  w.String(side.c_str());
  w.Key("to_move");
  w.String(color_name(mover));
  w.Key("turn");
  w.Int(f.turn + 1);
  w.Key("turns");
  w.StartArray();
  for (int i = 0; i < f.turn; ++i) write_move(&w, g.turns[i]);
  w.EndArray();
  w.Key("played");
  write_move(&w, f.played);
  // The winner's answer in the game (the first move of its proof when the solver alone did not
  // find one, see LossAnalyzer::reply_proves); all -1 if the game ended.
  w.Key("reply");
  write_move(&w, f.turn + 1 < static_cast<int>(g.turns.size()) ? g.turns[f.turn + 1] : Move());
  w.Key("logged_score");
  w.String(logged_score(g.debug[f.turn]).c_str());
  w.Key("proof_turns");
  w.Int(f.proof_turns);
  w.Key("forced");
  w.Bool(f.forced);
  w.Key("checked");
  w.Int(f.checked);
  w.Key("refuted");
  w.Int(f.refuted);
  w.Key("unrefuted");
  w.StartArray();
  for (const Move& m : f.unrefuted) write_move(&w, m);
  w.EndArray();
  w.Key("unrefuted_exist");
  w.Bool(!f.unrefuted.empty());
  w.EndObject();
  return sb.GetString();
}

int blunders_main(const std::vector<std::string>& args) {
  BlunderOptions o;
  const int rc = parse_blunder_args(args, &o);
  if (rc != 0) return rc == 1 ? 0 : rc;
  std::ofstream suite;
  if (!o.suite.empty()) {
    suite.open(o.suite);
    if (!suite) {
      std::fprintf(stderr, "c6bot analyze: cannot write '%s'\n", o.suite.c_str());
      return 2;
    }
  }
  Timer timer;
  LossAnalyzer analyzer(o.budget);
  std::vector<Row> rows;
  int skipped = 0, bad = 0;
  for (const std::string& path : o.logs) {
    std::ifstream in(path);
    if (!in) {
      std::fprintf(stderr, "c6bot analyze: cannot read '%s'\n", path.c_str());
      return 2;
    }
    std::string line, why;
    int line_no = 0;
    while (std::getline(in, line)) {
      ++line_no;
      if (line.find_first_not_of(" \t\r") == std::string::npos) continue;
      if (line.compare(0, 15, "{\"c6judge_run\":") == 0) continue;  // the run header, no game
      Row r;
      r.source = base_name(path);
      if (!parse_judge_log_line(line, &r.game, &why)) {
        std::fprintf(stderr, "c6bot analyze: %s line %d skipped: %s\n", path.c_str(), line_no,
                     why.c_str());
        ++bad;
        continue;
      }
      r.loser = opponent(r.game.winner);
      r.side = r.loser == kBlack ? r.game.black : r.game.white;
      if (r.game.winner == kEmpty || (!o.side.empty() && r.side != o.side)) {
        ++skipped;
        continue;
      }
      Timer t;
      r.f = analyzer.analyze(r.game.turns, r.game.size, r.loser);
      r.ms = t.elapsed_ms();
      if (!o.quiet) std::printf("%s\n", game_line(r).c_str());
      std::fflush(stdout);
      if (suite.is_open() && r.f.decided) {
        suite << loss_suite_line(r.game, r.source, r.side, r.f) << "\n";
      }
      rows.push_back(r);
    }
  }
  const double seconds = timer.elapsed_ms() / 1000;
  int decided = 0, saveable = 0, before = 0, calls = 0;
  for (const Row& r : rows) {
    decided += r.f.decided;
    saveable += r.f.decided && !r.f.unrefuted.empty();
    before += r.f.decided && r.f.lost_before;
    calls += r.f.solver_calls;
  }
  std::printf(
      "games %d analysed, %d skipped, %d unreadable; decisive positions %d (played pair refuted in "
      "all), with an unrefuted alternative %d, every alternative refuted %d, no proved loss %d; "
      "%d solver calls, %.1f s\n",
      static_cast<int>(rows.size()), skipped, bad, decided, saveable, before,
      static_cast<int>(rows.size()) - decided, calls, seconds);
  if (!o.report.empty()) {
    write_report(o.report, o, rows, skipped, seconds);
    if (!std::ifstream(o.report)) {
      std::fprintf(stderr, "c6bot analyze: cannot write '%s'\n", o.report.c_str());
      return 2;
    }
  }
  return 0;
}

}  // namespace c6
