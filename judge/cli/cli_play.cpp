// `c6judge play`: a human plays a bot in the terminal, on the text board of `replay --board`
// (columns A.., rows 1.. from the top), through the same ServeGame as the browser page, so the bot
// plays under the match's limits and verdicts and the game is logged in the judge's format.
#include <poll.h>
#include <unistd.h>

#include <cctype>
#include <cstdio>
#include <iostream>
#include <string>
#include <vector>

#include "cli/cli.h"
#include "core/coords.h"
#include "records/gamelog.h"
#include "serve/serve_game.h"
#include "util/parse_int.h"

namespace c6 {
namespace judge {

namespace {

const char kPlayHelp[] =
    R"(usage: c6judge play --bot SPEC [--size N] [--black|--white] [--time MS] [--log FILE]

A game against one bot on a text board. Type a turn as points, column letter + row number as on
the board (rows count from the top): "H8" for Black's first stone, "H8 J9" (or "H8J9") for two.
  undo   take back your last turn (and the bot's answer)
  hint   ask the bot which turn it would play for you (c6bot gives its engine's choice)
  quit   resign and leave (end of input does the same)

  --bot SPEC   the bot, as for match (name=,cmd=,proto=,dir=, per-bot time=/first=/memory=)
  --size N     board size, 6..25 (default 15; Botzone bots are told nothing and assume 15)
  --black      you play Black (default), --white: the bot opens
  --time MS    the bot's limit per turn, 10..600000 (default 1000; its first turn twice that)
  --log FILE   the game log the finished game is appended to (default c6judge-play.jsonl)
)";

// Reads a line from stdin, giving up when the operator stops the judge. False at end of input.
bool read_line(std::string* line, const std::atomic<bool>* stop) {
  while (!stop->load()) {
    struct pollfd p = {0, POLLIN, 0};
    if (poll(&p, 1, 100) <= 0) continue;
    return static_cast<bool>(std::getline(std::cin, *line));
  }
  return false;
}

// "H8", "H8 J9", "h8j9", "H8,J9" into a move. False + *err if not that shape or off the board.
bool parse_points(const std::string& text, int size, Move* out, std::string* err) {
  std::vector<Point> pts;
  size_t i = 0;
  while (i < text.size()) {
    const char c = static_cast<char>(std::toupper(static_cast<unsigned char>(text[i])));
    if (c == ' ' || c == ',' || c == '\t' || c == '\r') {
      ++i;
      continue;
    }
    if (c < 'A' || c > 'Z') return *err = std::string("unexpected '") + text[i] + "'", false;
    size_t j = i + 1;
    int row = 0;
    while (j < text.size() && std::isdigit(static_cast<unsigned char>(text[j])) && j - i < 4) {
      row = row * 10 + (text[j++] - '0');
    }
    if (j == i + 1) return *err = std::string("a row number must follow '") + c + "'", false;
    const Point p(c - 'A', row - 1);
    if (p.x >= size || p.y < 0 || p.y >= size) {
      return *err = text.substr(i, j - i) + " is off the " + std::to_string(size) + "x" +
                    std::to_string(size) + " board",
             false;
    }
    pts.push_back(p);
    i = j;
  }
  if (pts.empty() || pts.size() > 2) return *err = "give one or two points", false;
  *out = pts.size() == 1 ? Move(pts[0]) : Move(pts[0], pts[1]);
  return true;
}

std::string move_text(const Move& m) {
  std::string s;
  for (int i = 0; i < m.count; ++i) s += (i ? " " : "") + coords::human(m.stone[i]);
  return s;
}

void show(const ServeGame& g) {
  const Game& game = g.game();
  std::vector<Point> marks;
  if (!game.moves().empty()) {
    const Move& last = game.moves().back();
    marks.assign(last.stone, last.stone + last.count);
    std::printf("%s played %s\n", game.moves().size() % 2 == 1 ? "Black" : "White",
                move_text(last).c_str());
  }
  std::printf("%s", game.board().to_string(marks).c_str());
}

struct PlayArgs {
  BotSpec spec;
  int size = 15;
  Color human = kBlack;
  Limits limits;
  std::string log = "c6judge-play.jsonl";
};

bool parse_play_args(const std::vector<std::string>& args, PlayArgs* pa, int* rc) {
  // Every way out below but --help and a bot that cannot be found is a usage error, running out
  // of arguments without a --bot included.
  *rc = kExitUsage;
  bool have_bot = false;
  for (size_t i = 0; i < args.size(); ++i) {
    const std::string& a = args[i];
    const bool takes_value = a == "--bot" || a == "--size" || a == "--time" || a == "--log";
    if (takes_value && i + 1 >= args.size()) {
      std::fprintf(stderr, "c6judge: play: %s needs a value\n", a.c_str());
      return false;
    }
    auto num = [&](long lo, long hi, int* out) {
      long n = 0;
      if (!parse_int_option(a, args[++i], lo, hi, &n)) return false;
      *out = static_cast<int>(n);
      return true;
    };
    if (a == "--help" || a == "-h") {
      std::printf("%s", kPlayHelp);
      *rc = kExitOk;
      return false;
    } else if (a == "--bot") {
      std::string err;
      // As in match: a malformed spec is a usage error, a bot that cannot be run a setup error.
      const bool parsed = parse_bot_spec(args[++i], &pa->spec, &err);
      if (!parsed || !resolve_binary(&pa->spec, &err)) {
        std::fprintf(stderr, "c6judge: play: --bot: %s\n", err.c_str());
        *rc = parsed ? kExitSetup : kExitUsage;
        return false;
      }
      have_bot = true;
    } else if (a == "--size") {
      if (!num(kMinSize, kMaxSize, &pa->size)) return false;
    } else if (a == "--time") {
      if (!num(10, 600000, &pa->limits.turn_ms)) return false;
    } else if (a == "--black" || a == "--white") {
      pa->human = a == "--black" ? kBlack : kWhite;
    } else if (a == "--log") {
      pa->log = args[++i];
    } else {
      std::fprintf(stderr, "c6judge: play: unknown argument '%s' (see --help)\n", a.c_str());
      return false;
    }
  }
  if (!have_bot) {
    std::fprintf(stderr, "c6judge: play needs --bot SPEC (see --help)\n");
    return false;
  }
  pa->limits.first_ms = 2 * pa->limits.turn_ms;
  *rc = kExitOk;
  return true;
}

}  // namespace

int play_main(const std::vector<std::string>& args, const std::atomic<bool>* stop) {
  PlayArgs pa;
  int rc = 0;
  if (!parse_play_args(args, &pa, &rc)) return rc;
  const std::string warn = botzone_size_warning(pa.spec, pa.size);
  if (!warn.empty()) std::fprintf(stderr, "c6judge: %s\n", warn.c_str());
  const Limits limits = limits_for(pa.limits, pa.spec);
  ServeGame g(pa.spec, pa.human, pa.size, limits, stop);
  std::printf("You play %s against %s. Commands: undo, hint, quit.\n", color_name(pa.human),
              pa.spec.name.c_str());
  g.bot_turn_if_due();
  while (!g.over()) {
    show(g);
    const int need = g.game().stones_required();
    std::printf("%s, your turn (%d stone%s), undo, hint or quit> ",
                pa.human == kBlack ? "Black" : "White", need, need > 1 ? "s" : "");
    std::fflush(stdout);
    std::string line, err;
    if (!read_line(&line, stop)) {
      std::printf("\n");
      g.resign();
      break;
    }
    while (!line.empty() && std::isspace(static_cast<unsigned char>(line.back()))) line.pop_back();
    while (!line.empty() && std::isspace(static_cast<unsigned char>(line[0]))) line.erase(0, 1);
    if (line == "quit" || line == "resign") {
      g.resign();
    } else if (line == "undo") {
      if (!g.undo(&err)) std::printf("cannot undo: %s\n", err.c_str());
    } else if (line == "hint") {
      // The bot itself, asked for our side: c6bot answers with its engine's choice.
      BotSession helper(pa.spec, pa.human, pa.size, limits, "", stop);
      const TurnOutcome t = helper.play(g.game().moves());
      if (t.verdict != Verdict::kNone) {
        std::printf("no hint: %s\n", t.detail.c_str());
      } else {
        std::printf("hint from %s: %s\n", pa.spec.name.c_str(), move_text(t.move).c_str());
      }
    } else if (line.empty()) {
      std::printf("type your stones (e.g. H8 J9), undo, hint or quit\n");
    } else {
      Move m;
      if (!parse_points(line, pa.size, &m, &err) || !g.human_move(m, &err)) {
        std::printf("not played: %s\n", err.c_str());
      }
    }
  }
  show(g);
  std::printf("Game over: %s\n", g.result_text().c_str());
  LogWriter w;
  std::string err;
  if (!w.open(pa.log, &err) || !w.append(g.log_line())) {
    std::fprintf(stderr, "c6judge: play: cannot log the game to %s: %s\n", pa.log.c_str(),
                 err.c_str());
    return 3;
  }
  std::printf("The game is logged in %s\n", pa.log.c_str());
  return 0;
}

}  // namespace judge
}  // namespace c6
