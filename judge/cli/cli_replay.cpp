// `c6judge replay`: validate recorded games, show them, re-send one turn to a bot.
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "bots/bot.h"
#include "cli/cli.h"
#include "core/coords.h"
#include "game/game.h"
#include "records/export_files.h"
#include "records/replay.h"
#include "util/parse_int.h"

namespace c6 {
namespace judge {

namespace {

const char kReplayHelp[] =
    R"(usage: c6judge replay FILE|- [--game N] [--board] [--bot SPEC --turn K [limits]] [--quiet]

Validates every turn of every game in FILE with the judge's referee and recomputes the result.
Formats (detected): the c6judge game log (JSON lines), Botzone match logs (JSON objects with a
"log" array, one per line or a single object), Little Golem SGF (one game per parenthesis).
FILE '-' reads standard input.

  --game N       only game N. Games are numbered from 1: in our log by the run's game number
                 (the log's "game" field, the number match/tournament/contest print and use in
                 stderr file names gNNNNN-...), in other formats by position in the file
  --board        print the board after every turn (last stones in lower case)
  --bot SPEC     re-send turn K's input (the history before turn K, as the judge sends it in the
  --turn K       bot's protocol) to a bot and show its answer and whether it is legal; turn 1 is
                 Black's first stone. SPEC as for match (name=,cmd=,proto=,dir=).
  --time MS --margin MS --grace MS --memory MB   limits for --bot (defaults 1000/50/1000/256;
                 ranges as for match: time 1..3600000, margin and grace 0..3600000, memory
                 0..1048576 with 0 = none)
  --quiet        print only invalid games and the final count
  --sgf OUT      write the games (or game N) as Little Golem-style SGF
  --html OUT     write game N as one self-contained HTML page (board, steps, move list)
  --svg OUT      write a picture of game N after turn K (--turn K; default the last turn)
--turn K needs --bot, --svg or --html (which opens at turn K); a K past the game's last turn (for
--bot: past the turn after it) is a usage error, and so are the limits without --bot.

Exit codes: 0 every game valid (with --bot: the bot answered legally in time), 1 an invalid game
(the message names the game, the turn and the reason) or a bad --bot answer, 2 usage error,
3 unreadable file or bot not found.
)";

std::string move_text(const RecordedTurn& t) {
  if (t.malformed) return "(malformed)";
  std::string s;
  for (int i = 0; i < t.move.count; ++i) {
    if (i) s += " ";
    s += coords::human(t.move.stone[i]);
  }
  return s.empty() ? "(no stone)" : s;
}

// The command line of `c6judge replay`.
struct ReplayArgs {
  std::string path;
  std::string bot_text;  // --bot SPEC, "" without
  int only = 0;          // --game N, 0 = every game
  int turn_k = 0;        // --turn K, 0 = not given
  bool board = false;
  bool quiet = false;
  Limits limits;            // for --bot
  bool bot_limits = false;  // a limit was given: they only apply to --bot, so --bot is required
  std::vector<std::pair<std::string, std::string>> exports;  // (--sgf|--html|--svg, OUT)
};

// Whether an export of ra draws one turn of a game (--svg, --html), so that --turn K applies.
bool exports_turn(const ReplayArgs& ra) {
  for (const auto& e : ra.exports) {
    if (e.first != "--sgf") return true;
  }
  return false;
}

// Game and turn numbers: far above any record, a bound only so the value fits.
constexpr long kMaxNumber = 100000000;

// Returns -1 to go on, else the exit code (--help printed, or a usage error reported).
int parse_replay_args(const std::vector<std::string>& args, ReplayArgs* ra) {
  for (size_t i = 0; i < args.size(); ++i) {
    const std::string& a = args[i];
    const bool takes_value = a == "--game" || a == "--turn" || a == "--sgf" || a == "--html" ||
                             a == "--svg" || a == "--bot" || a == "--time" || a == "--margin" ||
                             a == "--grace" || a == "--memory";
    if (takes_value && i + 1 >= args.size()) {
      std::fprintf(stderr, "c6judge: %s needs a value\n", a.c_str());
      return kExitUsage;
    }
    // The limits take match's ranges, and every number the message that states its range.
    long v = 0;
    auto num = [&](long lo, long hi) { return parse_int_option(a, args[++i], lo, hi, &v); };
    if (a == "--help" || a == "-h") {
      std::printf("%s", kReplayHelp);
      return kExitOk;
    } else if (a == "--game") {
      if (!num(1, kMaxNumber)) return kExitUsage;
      ra->only = static_cast<int>(v);
    } else if (a == "--turn") {
      if (!num(1, kMaxNumber)) return kExitUsage;
      ra->turn_k = static_cast<int>(v);
    } else if (a == "--board") {
      ra->board = true;
    } else if (a == "--quiet" || a == "-q") {
      ra->quiet = true;
    } else if (a == "--sgf" || a == "--html" || a == "--svg") {
      ra->exports.push_back({a, args[++i]});
    } else if (a == "--png") {
      return std::fprintf(stderr, "c6judge: --png is not built in; use --svg\n"), kExitUsage;
    } else if (a == "--bot") {
      ra->bot_text = args[++i];
    } else if (a == "--time") {
      ra->bot_limits = true;
      if (!num(1, kMaxLimitMs)) return kExitUsage;
      ra->limits.turn_ms = static_cast<int>(v);
    } else if (a == "--margin") {
      ra->bot_limits = true;
      if (!num(0, kMaxLimitMs)) return kExitUsage;
      ra->limits.margin_ms = static_cast<int>(v);
    } else if (a == "--grace") {
      ra->bot_limits = true;
      if (!num(0, kMaxLimitMs)) return kExitUsage;
      ra->limits.grace_ms = static_cast<int>(v);
    } else if (a == "--memory") {
      ra->bot_limits = true;
      if (!num(0, kMaxMemoryMb)) return kExitUsage;
      ra->limits.memory_mb = static_cast<uint64_t>(v);
    } else if (!a.empty() && (a[0] != '-' || a == "-") && ra->path.empty()) {
      ra->path = a;
    } else {
      std::fprintf(stderr, "c6judge: replay: unknown argument '%s' (see --help)\n", a.c_str());
      return kExitUsage;
    }
  }
  if (ra->path.empty()) {
    std::fprintf(stderr, "c6judge: replay needs a FILE (see --help)\n");
    return kExitUsage;
  }
  if (!ra->bot_text.empty() && ra->turn_k == 0) {
    std::fprintf(stderr, "c6judge: --bot needs --turn K\n");
    return kExitUsage;
  }
  if (ra->bot_limits && ra->bot_text.empty()) {
    std::fprintf(stderr,
                 "c6judge: --time, --margin, --grace and --memory are limits for --bot SPEC\n");
    return kExitUsage;
  }
  if (ra->turn_k > 0 && ra->bot_text.empty() && !exports_turn(*ra)) {
    std::fprintf(stderr, "c6judge: --turn K needs --bot SPEC, --svg OUT or --html OUT\n");
    return kExitUsage;
  }
  return -1;
}

// The index of game number `only` in games (0 when only is 0: every game). False, with a message,
// if no game has that number.
bool find_game(const std::vector<RecordedGame>& games, int only, size_t* pick) {
  *pick = 0;
  if (only <= 0) return true;
  while (*pick < games.size() && games[*pick].number != only) ++*pick;
  if (*pick < games.size()) return true;
  std::fprintf(stderr, "c6judge: --game %d: no game with that number (the file has %zu)\n", only,
               games.size());
  return false;
}

// Plays the record's turns before turn_k on *game. False, with a message, if one of them is
// illegal or ends the game.
bool reach_turn(const RecordedGame& g, int turn_k, Game* game) {
  for (int k = 0; k + 1 < turn_k; ++k) {
    if (g.turns[k].malformed || game->play(g.turns[k].move) != Illegal::kNone || game->over()) {
      std::fprintf(stderr,
                   "c6judge: turn %d of the record is illegal or ends the game; cannot "
                   "reach turn %d\n",
                   k + 1, turn_k);
      return false;
    }
  }
  return true;
}

// Prints what was sent to the bot at turn_k of g (reached in game), its answer, the recorded move
// and whether the answer is legal. Returns the exit code: 0 for a legal answer in time, else 1.
int report_answer(const RecordedGame& g, int turn_k, const BotSpec& spec, const Game& game,
                  const TurnOutcome& t) {
  const Color side = game.to_move();
  std::printf("Turn %d (%s) of game %d: %s, sent to %s [%s]:\n%s", turn_k,
              side == kBlack ? "Black" : "White", g.number, g.label.c_str(), spec.name.c_str(),
              proto_name(spec.proto), t.input.c_str());
  std::printf("Answer after %.1f ms:\n%s", t.ms,
              t.output.empty() ? "(nothing)\n" : t.output.c_str());
  if (turn_k <= static_cast<int>(g.turns.size())) {
    std::printf("Recorded move: %s\n", move_text(g.turns[turn_k - 1]).c_str());
  }
  if (t.verdict != Verdict::kNone) {
    std::printf("Verdict: %s: %s\n", verdict_name(t.verdict), t.detail.c_str());
    return 1;
  }
  const Illegal why = t.malformed_count ? Illegal::kWrongCount : game.check(t.move);
  RecordedTurn rt;
  rt.move = t.move;
  rt.malformed = t.malformed_count;
  std::printf(
      "Bot's move: %s: %s\n", move_text(rt).c_str(),
      why == Illegal::kNone ? "legal" : (std::string("ILLEGAL_MOVE ") + illegal_name(why)).c_str());
  return why == Illegal::kNone ? 0 : 1;
}

// --bot SPEC --turn K: re-sends turn K's input of game g to the bot and reports its answer.
int resend_turn(const RecordedGame& g, const ReplayArgs& ra, const std::atomic<bool>* stop) {
  if (ra.turn_k > static_cast<int>(g.turns.size()) + 1) {
    std::fprintf(stderr, "c6judge: --turn %d: the game has %zu turns\n", ra.turn_k, g.turns.size());
    return 2;
  }
  BotSpec spec;
  std::string err;
  if (!parse_bot_spec(ra.bot_text, &spec, &err) || !resolve_binary(&spec, &err)) {
    std::fprintf(stderr, "c6judge: --bot: %s\n", err.c_str());
    return 3;
  }
  Game game(g.size);
  if (!reach_turn(g, ra.turn_k, &game)) return 1;
  Limits limits = ra.limits;
  limits.first_ms = limits.turn_ms;
  BotSession s(spec, game.to_move(), g.size, limits, "", stop);
  const TurnOutcome t = s.play(game.moves());
  s.finish();
  return report_answer(g, ra.turn_k, spec, game, t);
}

// --board: every turn of g with its time and debug text, and the board after it, up to the first
// illegal turn or the end of the game.
void print_turns_and_boards(const RecordedGame& g) {
  Game game(g.size);
  std::printf("=== game %d: %s (%dx%d, %s) ===\n", g.number, g.label.c_str(), g.size, g.size,
              g.source.c_str());
  for (size_t k = 0; k < g.turns.size(); ++k) {
    const RecordedTurn& t = g.turns[k];
    const Color side = game.to_move();
    std::printf("Turn %zu %s%s: %s", k + 1, side == kBlack ? "Black" : "White",
                static_cast<int>(k) < g.opening_turns ? " (opening)" : "", move_text(t).c_str());
    if (t.ms >= 0) std::printf("  %.1f ms", t.ms);
    if (!t.debug.empty()) std::printf("  debug: %s", t.debug.c_str());
    std::printf("\n");
    if (t.malformed || game.play(t.move) != Illegal::kNone) {
      std::printf("  (not played: illegal)\n");
      break;
    }
    std::vector<Point> marks(t.move.stone, t.move.stone + t.move.count);
    std::printf("%s", game.board().to_string(marks).c_str());
    if (game.over()) break;
  }
}

// Validates every game (or only games[pick]) and prints the verdicts and the count. Returns 0 if
// every game checked is valid, else 1.
int check_games(const std::vector<RecordedGame>& games, const ReplayArgs& ra, size_t pick) {
  int invalid = 0, shown = 0;
  for (size_t gi = 0; gi < games.size(); ++gi) {
    if (ra.only > 0 && gi != pick) continue;
    ++shown;
    const RecordedGame& g = games[gi];
    const Validation v = validate(g);
    if (ra.board) print_turns_and_boards(g);
    if (!v.valid) {
      ++invalid;
      std::printf("game %d: %s: INVALID: %s\n", g.number, g.label.c_str(), v.problem.c_str());
    } else if (!ra.quiet) {
      std::printf("game %d: %s: valid: %s\n", g.number, g.label.c_str(), v.summary.c_str());
    }
  }
  std::printf("%d game(s) checked, %d valid, %d invalid\n", shown, shown - invalid, invalid);
  return invalid > 0 ? 1 : 0;
}

// --sgf/--html/--svg: writes the files for every game, or game --game N. Returns the exit code.
int export_games(const std::vector<RecordedGame>& games, const ReplayArgs& ra, size_t pick) {
  // write_exports counts --game N by position in the file; a log's game numbers are in finishing
  // order (--concurrency, --resume), so it is given the game find_game picked by its number.
  std::vector<RecordedGame> one;
  if (ra.only > 0) one.push_back(games[pick]);
  const std::vector<RecordedGame>& from = ra.only > 0 ? one : games;
  // A turn past the end is refused as --bot refuses it, rather than drawing the last position
  // under the name of a turn that was never played. (With several games and no --game N,
  // write_exports says to pick one.)
  if (ra.turn_k > 0 && exports_turn(ra) && from.size() == 1 &&
      ra.turn_k > static_cast<int>(from[0].turns.size())) {
    std::fprintf(stderr, "c6judge: --turn %d: the game has %zu turns\n", ra.turn_k,
                 from[0].turns.size());
    return kExitUsage;
  }
  return write_exports(from, ra.only > 0 ? 1 : 0, ra.turn_k, ra.exports);
}

}  // namespace

int replay_main(const std::vector<std::string>& args, const std::atomic<bool>* stop) {
  ReplayArgs ra;
  const int rc = parse_replay_args(args, &ra);
  if (rc >= 0) return rc;
  std::vector<RecordedGame> games;
  std::string err;
  if (!load_records(ra.path, &games, &err)) {
    std::fprintf(stderr, "c6judge: %s\n", err.c_str());
    return 3;
  }
  size_t pick = 0;  // index of game --game N
  if (!find_game(games, ra.only, &pick)) return 2;
  if (!ra.exports.empty()) return export_games(games, ra, pick);
  if (!ra.bot_text.empty()) return resend_turn(games[pick], ra, stop);
  return check_games(games, ra, pick);
}

}  // namespace judge
}  // namespace c6
