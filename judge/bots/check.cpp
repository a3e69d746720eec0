// The compliance run of one bot against the protocol it claims to speak (`c6judge check`, and
// contest before its games): the steps, their verdicts and the report.
#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "bots/bot.h"
#include "bots/botzone_bot.h"
#include "bots/check.h"
#include "core/coords.h"
#include "core/rng.h"
#include "core/wire.h"
#include "game/game.h"
#include "process/output_cap.h"
#include "util/lines.h"

namespace c6 {
namespace judge {

namespace {

// One compliance step and its outcome; info_only steps never fail the check.
struct Step {
  std::string name;
  bool pass = false;
  bool info_only = false;
  bool skipped = false;  // not applicable to this bot; detail says why
  Verdict verdict = Verdict::kNone;
  std::string detail;
};

Step skipped(const std::string& name, const std::string& why) {
  Step s;
  s.name = name;
  s.skipped = true;
  s.detail = why;
  return s;
}

// The bot's stderr, one file per step in a private temporary folder, so a step that ends in a
// death can quote the bot's last words (a match keeps them in its stderr folder; check keeps
// nothing). Without a temporary folder the steps run without logs.
class StepLogs {
 public:
  StepLogs() {
    const char* t = std::getenv("TMPDIR");
    std::string templ = std::string(t && *t ? t : "/tmp") + "/c6judge-check-XXXXXX";
    if (mkdtemp(&templ[0]) != nullptr) dir_ = templ;
  }
  ~StepLogs() {
    for (const std::string& f : files_) std::remove(f.c_str());
    if (!dir_.empty()) rmdir(dir_.c_str());
  }
  StepLogs(const StepLogs&) = delete;
  StepLogs& operator=(const StepLogs&) = delete;
  // A fresh log path for the next step ("" without a folder).
  std::string next() {
    if (dir_.empty()) return "";
    files_.push_back(dir_ + "/step" + std::to_string(files_.size() + 1) + ".log");
    return files_.back();
  }

 private:
  std::string dir_;
  std::vector<std::string> files_;
};

// The last few lines the bot wrote on stderr (the judge's notes about its stdout left out), one
// line, or "".
std::string stderr_tail(const std::string& path) {
  if (path.empty()) return "";
  FILE* f = std::fopen(path.c_str(), "rb");
  if (!f) return "";
  const long kTail = 4096;
  std::fseek(f, 0, SEEK_END);
  const long size = std::ftell(f);
  std::fseek(f, size > kTail ? size - kTail : 0, SEEK_SET);
  std::string text(static_cast<size_t>(std::min(size, kTail)), '\0');
  text.resize(std::fread(&text[0], 1, text.size(), f));
  std::fclose(f);
  text += "\n";
  std::vector<std::string> lines = take_lines(&text);
  if (size > kTail && !lines.empty()) lines.erase(lines.begin());  // cut in the middle
  std::vector<std::string> kept;
  for (const std::string& line : lines) {
    const std::string t = trim_space(line);
    if (!t.empty() && t.compare(0, 7, "[stdout") != 0) kept.push_back(t);
  }
  std::string out;
  for (size_t i = kept.size() > 3 ? kept.size() - 3 : 0; i < kept.size(); ++i) {
    out += (out.empty() ? "" : " | ") + printable(kept[i], 200);
  }
  return out;
}

// A failed turn as a step reports it: the verdict and detail a match would record, and for a
// death (CRASH, MEM_LIMIT) the tail of the bot's stderr (what an exit code 126/127 means is in
// the detail already, from ExitInfo::describe). STALL and TIMEOUT come only from a bot that was
// alive and silent (the match's classification, bot.cpp), never from a dead one.
std::string fault_text(const TurnOutcome& t, const std::string& log) {
  const std::string& detail = t.detail;  // a shell's 126/127 in words: ExitInfo::describe
  std::string s = std::string(verdict_name(t.verdict)) + ": " + detail;
  if (t.verdict == Verdict::kCrash || t.verdict == Verdict::kMemLimit) {
    const std::string tail = stderr_tail(log);
    if (!tail.empty()) s += "; stderr: " + tail;
  }
  return s;
}

// A Botzone JSON bot sent the step's own hand-written requests. Everything else is the match's
// (BotzoneBot): start, deadlines, reading up to the keep-running marker, and the verdicts, so a
// dead bot is CRASH here exactly as in a game.
class RawRequestBot : public BotzoneJsonBot {
 public:
  using BotzoneJsonBot::BotzoneJsonBot;
  // The text of the next request (a fresh process's whole input, or a kept process's line).
  void set_request(std::string r) { request_ = std::move(r); }

 protected:
  std::string full_request(const std::vector<Move>&) const override { return request_; }
  std::string bare_request(const Move&) const override { return request_; }

 private:
  std::string request_;
};

// Plays a random legal move for the side to move.
Move random_move(const Game& g, Rng* rng) {
  std::vector<Point> empty;
  for (int idx : g.board().cells()) {
    if (g.board().empty(idx)) empty.push_back(g.board().point(idx));
  }
  const Point a = empty[rng->below(static_cast<uint32_t>(empty.size()))];
  if (g.stones_required() == 1 || empty.size() < 2) return Move(a);
  Point b = a;
  while (b == a) b = empty[rng->below(static_cast<uint32_t>(empty.size()))];
  return Move(a, b);
}

// One turn in a fresh session; checks legality against the game.
Step one_turn(const std::string& name, const BotSpec& spec, const Game& g, const Limits& lim,
              const std::string& log, std::vector<double>* lat, const std::atomic<bool>* stop) {
  Step s;
  s.name = name;
  BotSession bot(spec, g.to_move(), g.size(), lim, log, stop);
  const TurnOutcome t = bot.play(g.moves());
  bot.finish();
  s.verdict = t.verdict;
  if (t.verdict != Verdict::kNone) {
    s.detail = fault_text(t, log);
    return s;
  }
  lat->push_back(t.ms);
  const Illegal why = t.malformed_count ? Illegal::kWrongCount : g.check(t.move);
  if (why != Illegal::kNone) {
    s.detail =
        "ILLEGAL_MOVE " + (t.malformed_count ? std::string(illegal_name(why)) + ": " + t.detail
                                             : illegal_detail(g, t.move, why));
    return s;
  }
  s.pass = true;
  char buf[64];
  std::snprintf(buf, sizeof buf, "%.1f ms", t.ms);
  s.detail = buf;
  return s;
}

// Sends a hand-written Botzone JSON input to a fresh process; the expected position is g.
Step raw_json(const std::string& name, const BotSpec& spec, const std::string& input, const Game& g,
              const Limits& lim, const std::string& log, std::vector<double>* lat,
              const std::atomic<bool>* stop) {
  Step s;
  s.name = name;
  RawRequestBot bot(spec, g.to_move(), g.size(), lim, log, stop);
  bot.set_request(input);
  const TurnOutcome t = bot.play(g.moves());
  bot.finish();
  s.verdict = t.verdict;
  if (t.verdict != Verdict::kNone) {
    s.detail = fault_text(t, log);
    return s;
  }
  const Illegal il = t.malformed_count ? Illegal::kWrongCount : g.check(t.move);
  if (il != Illegal::kNone) {
    s.detail = std::string("ILLEGAL_MOVE ") + illegal_name(il);
    return s;
  }
  lat->push_back(t.ms);
  s.pass = true;
  char buf[64];
  std::snprintf(buf, sizeof buf, "%.1f ms", t.ms);
  s.detail = buf;
  return s;
}

std::string move_json(const Move& m);

// The limits as a request carries them in play, so a bot that reads time_limit (c6bot does) plans
// for the same time here as in a match.
std::string limits_json(const Limits& lim) {
  return ",\"time_limit\":" + std::to_string(lim.turn_ms) +
         ",\"memory_limit\":" + std::to_string(lim.memory_mb);
}

// Keep-running: the tolerated shapes of later requests (docs/protocols.md section 5), one per turn.
Step keep_variants(const BotSpec& spec, int size, const Limits& lim, Rng* rng,
                   const std::string& log, std::vector<double>* lat,
                   const std::atomic<bool>* stop) {
  Step s;
  s.name = "keep-running request variants";
  RawRequestBot bot(spec, kWhite, size, lim, log, stop);
  Game g(size);
  g.play(Move(Point(size / 2, size / 2)));
  const char* names[] = {
      "full history",         "bare object",      "{\"requests\":[..., last]}",
      "{\"requests\":{...}}", "blank line first", "followed by >>>BOTZONE_CONTROLLER_INPUT_END<<<"};
  for (int k = 0; k < 6; ++k) {
    std::string input;
    if (k == 0) {
      input = "{\"requests\":[" + move_json(g.moves()[0]) + "],\"responses\":[]" +
              limits_json(lim) + "}\n";
    } else {
      const Move before = g.moves().front();  // any earlier request: the bot must take the last
      g.play(random_move(g, rng));
      const std::string last = move_json(g.moves().back());
      if (k == 1) input = last + "\n";
      if (k == 2) input = "{\"requests\":[" + move_json(before) + "," + last + "]}\n";
      if (k == 3) input = "{\"requests\":" + last + "}\n";
      if (k == 4) input = "\n" + last + "\n";
      if (k == 5) input = last + "\n>>>BOTZONE_CONTROLLER_INPUT_END<<<\n";
    }
    if (g.over()) break;
    bot.set_request(input);
    const int kept_before = bot.keep_turns();
    const TurnOutcome t = bot.play(g.moves());
    const bool marker = bot.keep_turns() > kept_before;
    if (t.verdict != Verdict::kNone) {
      s.verdict = t.verdict;
      s.detail = std::string(names[k]) + ": " + fault_text(t, log);
      bot.finish();
      return s;
    }
    if (!marker) {
      bot.finish();
      if (k == 0) {
        s.skipped = true;
        s.detail = "skipped: the bot does not keep running (no marker after its first answer)";
      } else {
        s.detail = std::string(names[k]) + ": no marker after the answer";
      }
      return s;
    }
    const Illegal il = t.malformed_count ? Illegal::kWrongCount : g.play(t.move);
    if (il != Illegal::kNone) {
      s.detail = std::string(names[k]) + ": ILLEGAL_MOVE " + illegal_name(il);
      bot.finish();
      return s;
    }
    lat->push_back(t.ms);
    if (g.over()) break;
  }
  bot.finish();
  s.pass = true;
  s.detail = "bare object, {\"requests\":[...]}, {\"requests\":{...}}, blank line, INPUT_END line";
  return s;
}

std::string move_json(const Move& m) {
  int v[4];
  coords::to_botzone(m, v);
  return "{\"x0\":" + std::to_string(v[0]) + ",\"y0\":" + std::to_string(v[1]) +
         ",\"x1\":" + std::to_string(v[2]) + ",\"y1\":" + std::to_string(v[3]) + "}";
}

// Botzone JSON for the side to move of g, with the given decoration of the object.
std::string history_json(const Game& g, const std::string& extra, bool requests_last) {
  const Color me = g.to_move();
  std::string req = "[", resp = "[";
  if (me == kBlack) req += move_json(Move());
  for (size_t t = 0; t < g.moves().size(); ++t) {
    const bool mine = (t % 2 == 0 ? kBlack : kWhite) == me;
    std::string& dst = mine ? resp : req;
    if (dst.size() > 1) dst += ",";
    dst += move_json(g.moves()[t]);
  }
  req += "]";
  resp += "]";
  if (requests_last) return "{\"responses\":" + resp + extra + ",\"requests\":" + req + "}\n";
  return "{\"requests\":" + req + ",\"responses\":" + resp + extra + "}\n";
}

// A legal game that leaves 6 empty points, Black to move, with no six anywhere: the colouring
// (x + 2y) mod 4 < 2 has runs of at most two along rows, columns and both diagonals.
bool nearly_full(int size, Game* out) {
  std::vector<Point> blacks, whites;
  for (int y = 0; y < size; ++y) {
    for (int x = 0; x < size; ++x) ((x + 2 * y) % 4 < 2 ? blacks : whites).push_back(Point(x, y));
  }
  // With E = 6 empties and b Black turns played (Black to move): 2b - 1 + 2b = N*N - 6.
  const int stones = size * size - 6;
  if ((stones + 1) % 4 != 0) return false;
  const int b = (stones + 1) / 4;
  const size_t nb = 2 * b - 1, nw = 2 * b;
  if (blacks.size() < nb || whites.size() < nw) return false;
  blacks.resize(nb);
  whites.resize(nw);
  Game g(size);
  g.play(Move(blacks[0]));
  size_t bi = 1, wi = 0;
  while (wi < whites.size()) {
    if (g.play(Move(whites[wi], whites[wi + 1])) != Illegal::kNone) return false;
    wi += 2;
    if (bi < blacks.size()) {
      if (g.play(Move(blacks[bi], blacks[bi + 1])) != Illegal::kNone) return false;
      bi += 2;
    }
  }
  if (g.over() || g.to_move() != kBlack) return false;
  *out = g;
  return true;
}

// A Botzone bot that stalled on step 1: if it answers once its stdin is closed, step 1 says so
// and names the key, and the remaining steps run with stdin=close.
void diagnose_eof_reader(BotSpec* spec, const Game& empty, const Limits& lim,
                         const std::string& log, std::vector<double>* lat,
                         const std::atomic<bool>* stop, Step* step) {
  if (step->verdict != Verdict::kStall || !is_botzone(spec->proto) || spec->stdin_close) return;
  BotSpec closing = *spec;
  closing.stdin_close = true;
  const Step retry = one_turn("", closing, empty, lim, log, lat, stop);
  if (!retry.pass) return;
  step->detail = "no answer while stdin is open, an answer (" + retry.detail +
                 ") once it is closed: the bot reads to end of input; add stdin=close to its "
                 "spec ('cmd=" +
                 spec->cmd + ",stdin=close'); the other steps run with stdin=close";
  spec->stdin_close = true;
}

// A whole game against the judge's random mover in one session; *asked_keep is set if the bot
// printed the keep-running marker.
Step whole_game(const BotSpec& spec, Color me, int size, const Limits& lim, uint64_t seed,
                const std::string& log, std::vector<double>* lat, const std::atomic<bool>* stop,
                bool* asked_keep) {
  Step s;
  s.name = std::string("whole game as ") + (me == kBlack ? "Black" : "White");
  BotSession bot(spec, me, size, lim, log, stop);
  Game g(size);
  Rng r(seed + (me == kBlack ? 11 : 22));
  s.pass = true;
  int bot_turns = 0;
  while (!g.over()) {
    if (g.to_move() != me) {
      g.play(random_move(g, &r));
      continue;
    }
    const TurnOutcome t = bot.play(g.moves());
    if (t.verdict != Verdict::kNone) {
      s.pass = false;
      s.verdict = t.verdict;
      s.detail = "turn " + std::to_string(g.turns_played() + 1) + ": " + fault_text(t, log);
      break;
    }
    lat->push_back(t.ms);
    const Illegal why = t.malformed_count ? Illegal::kWrongCount : g.check(t.move);
    if (why != Illegal::kNone) {
      s.pass = false;
      s.detail = "turn " + std::to_string(g.turns_played() + 1) + ": ILLEGAL_MOVE " +
                 (t.malformed_count ? std::string(illegal_name(why)) + ": " + t.detail
                                    : illegal_detail(g, t.move, why));
      break;
    }
    g.play(t.move);
    ++bot_turns;
  }
  bot.finish();
  *asked_keep = *asked_keep || bot.keep_turns() > 0;
  if (s.pass) {
    s.detail = std::string(result_name(g.result())) + " after " + std::to_string(g.turns_played()) +
               " turns; " + std::to_string(bot.spawns()) + " process(es) for " +
               std::to_string(bot_turns) + " turns" +
               (bot.keep_turns() > 0 ? " (keep-running)" : "");
  }
  return s;
}

// Informational: Black has four in a row with both ends open and must complete six.
Step immediate_win(const BotSpec& spec, int size, const Limits& lim, const std::string& log,
                   const std::atomic<bool>* stop) {
  const int c = size / 2;
  Game g(size);
  g.play(Move(Point(c, c)));
  g.play(Move(Point(c - 3, c + 3), Point(c - 3, c + 4)));
  g.play(Move(Point(c + 1, c), Point(c + 2, c)));
  g.play(Move(Point(c + 3, c + 4), Point(c + 4, c + 4)));
  g.play(Move(Point(c - 1, c), Point(c + 3, c + 3)));  // B: 4 in a row on row c
  g.play(Move(Point(c - 4, c - 4), Point(c + 4, c - 4)));
  Step s;
  s.name = "takes an immediate win (informational)";
  s.info_only = true;
  BotSession bot(spec, g.to_move(), size, lim, log, stop);
  const TurnOutcome t = bot.play(g.moves());
  bot.finish();
  s.verdict = t.verdict;
  if (t.verdict == Verdict::kNone && !t.malformed_count && g.play(t.move) == Illegal::kNone) {
    s.pass = g.result() == Result::kBlackWin;
    s.detail = s.pass ? "made six" : "missed the win";
  } else {
    s.detail = t.verdict != Verdict::kNone ? fault_text(t, log) : "illegal answer";
  }
  return s;
}

// Prints the steps and the latency to out; the exit code (and the number of failed steps).
int report(const std::vector<Step>& steps, std::vector<double> lat, FILE* out, int* failed_steps) {
  int failed = 0;
  for (const Step& s : steps) {
    std::fprintf(out, "%s  %s: %s\n",
                 s.pass        ? "PASS"
                 : s.skipped   ? "SKIP"
                 : s.info_only ? "info"
                               : "FAIL",
                 s.name.c_str(), s.detail.c_str());
    if (!s.pass && !s.info_only && !s.skipped) ++failed;
  }
  if (!lat.empty()) {
    std::sort(lat.begin(), lat.end());
    std::fprintf(out, "Latency over %zu turns: min %.1f ms, median %.1f ms, max %.1f ms\n",
                 lat.size(), lat.front(), lat[lat.size() / 2], lat.back());
  }
  std::fprintf(out, "%s: %d of %zu steps failed\n", failed ? "FAIL" : "PASS", failed, steps.size());
  if (failed_steps) *failed_steps = failed;
  return failed ? 1 : 0;
}

}  // namespace

int run_check(BotSpec* spec_in, int size, Limits lim, uint64_t seed, FILE* out,
              const std::atomic<bool>* stop, int* failed_steps) {
  BotSpec& spec = *spec_in;  // diagnose_eof_reader may set stdin_close: the caller sees it
  lim.first_ms = lim.turn_ms;
  lim.grace_ms = std::min(lim.grace_ms, 1000);
  lim = limits_for(lim, spec);  // time=, first=, memory= of the spec, as in play
  // CCGC has no way to set up a position; Cloudict has black/white/next (as match uses for
  // openings), so it gets the mid-game and nearly-full-board steps too.
  const bool setup_ok = spec.proto != Proto::kCcgc;
  const char* const kNoSetup = "skipped: the ccgc protocol cannot set up a position";
  const bool json = spec.proto == Proto::kBotzoneJson;
  std::fprintf(out, "Checking %s (%s, %s%s) on %dx%d: limit %d ms + margin %d ms, memory %llu MB\n",
               spec.name.c_str(), spec.cmd.c_str(), proto_name(spec.proto),
               spec_overrides_text(spec).c_str(), size, size, lim.turn_ms, lim.margin_ms,
               static_cast<unsigned long long>(lim.memory_mb));
  std::vector<Step> steps;
  std::vector<double> lat;
  StepLogs logs;
  Rng rng(seed);
  const int c = size / 2;

  Game empty(size);
  steps.push_back(
      one_turn("first move as Black (one stone)", spec, empty, lim, logs.next(), &lat, stop));
  diagnose_eof_reader(&spec, empty, lim, logs.next(), &lat, stop, &steps.back());
  Game w1(size);
  w1.play(Move(Point(c, c)));
  steps.push_back(one_turn("first move as White", spec, w1, lim, logs.next(), &lat, stop));
  Game mid(size);
  while (mid.turns_played() < 15) {
    mid.play(random_move(mid, &rng));
    if (mid.over()) mid = Game(size);
  }
  const std::string mid_name = "mid-game request (15 turns)";
  steps.push_back(setup_ok ? one_turn(mid_name, spec, mid, lim, logs.next(), &lat, stop)
                           : skipped(mid_name, kNoSetup));
  if (json) {
    const std::string limits = limits_json(lim);
    steps.push_back(raw_json("request without data/globaldata", spec,
                             history_json(mid, limits, false), mid, lim, logs.next(), &lat, stop));
    steps.push_back(raw_json("numeric time_limit and memory_limit", spec,
                             history_json(mid, limits, false), mid, lim, logs.next(), &lat, stop));
    steps.push_back(raw_json("leading blank line", spec, "\n" + history_json(w1, limits, false), w1,
                             lim, logs.next(), &lat, stop));
    std::string spaced = history_json(w1, ",\"data\":\"\"" + limits, true);
    spaced.insert(1, "  ");
    steps.push_back(raw_json("keys in another order, extra spaces", spec, spaced, w1, lim,
                             logs.next(), &lat, stop));
  }
  Game full(size);
  const std::string full_name = "nearly full board (6 empty points)";
  if (!nearly_full(size, &full)) {
    steps.push_back(skipped(full_name, "skipped: no such position on this board size"));
  } else {
    steps.push_back(setup_ok ? one_turn(full_name, spec, full, lim, logs.next(), &lat, stop)
                             : skipped(full_name, kNoSetup));
  }
  bool asked_keep = false;
  for (Color me : {kBlack, kWhite}) {
    steps.push_back(whole_game(spec, me, size, lim, seed, logs.next(), &lat, stop, &asked_keep));
  }
  const std::string keep_name = "keep-running request variants";
  if (json && spec.stdin_close) {
    steps.push_back(skipped(keep_name, "skipped: stdin=close, so the bot cannot keep running"));
  } else if (json && !asked_keep) {
    steps.push_back(skipped(keep_name, std::string("skipped: the bot never printed ") +
                                           wire::kKeepRunningMarker +
                                           " in its whole games (it restarts every turn)"));
  } else if (json) {
    steps.push_back(keep_variants(spec, size, lim, &rng, logs.next(), &lat, stop));
  }
  if (setup_ok && size >= 10) steps.push_back(immediate_win(spec, size, lim, logs.next(), stop));
  return report(steps, lat, out, failed_steps);
}

}  // namespace judge
}  // namespace c6
