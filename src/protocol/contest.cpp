#include "protocol/contest.h"

#include <algorithm>
#include <cstdlib>
#include <ostream>
#include <sstream>

#include "protocol/botzone.h"
#include "protocol/exit_codes.h"

namespace c6 {

namespace {

// After this many diagnostics a garbage stream is reported once more, then silently skipped.
const int kMaxWarnings = 20;

std::vector<std::string> split(const std::string& line) {
  std::vector<std::string> tokens;
  std::istringstream ss(line);
  std::string t;
  while (ss >> t) tokens.push_back(t);
  return tokens;
}

}  // namespace

ContestSession::ContestSession(const BotOptions& options, LetterDialect dialect, Engine& engine,
                               std::ostream& out, std::ostream& err)
    : options_(options), engine_(engine), out_(out), err_(err) {
  style_.dialect = dialect;
  style_.order = options.letters;
  size_ = options.size > 0 ? options.size : 19;
  limits_.time_ms = turn_budget_ms(
      options, dialect == LetterDialect::kCloudict ? ProtocolKind::kCloudict : ProtocolKind::kCcgc);
  limits_.depth = options.depth;
  limits_.nodes = options.nodes;
}

void ContestSession::reply(const std::string& line) {
  out_ << line << '\n';
  out_.flush();
}

void ContestSession::warn(const std::string& message) {
  ++warnings_;
  if (warnings_ <= kMaxWarnings) {
    err_ << "c6bot: " << message << '\n';
  } else if (warnings_ == kMaxWarnings + 1) {
    err_ << "c6bot: too many errors; further ones are not reported\n";
  }
}

void ContestSession::start(Color us) {
  game_.reset(new Game(size_));
  us_ = us;
  if (us == kBlack) play_ours();
}

void ContestSession::play_ours() {
  // The judge times us from its write; the engine's clock starts when it starts thinking. What
  // this session spent since the line was read (parsing, the board) is taken off the budget.
  Limits limits = limits_;
  limits.time_ms = std::max(1.0, limits_.time_ms - since_read_.elapsed_ms());
  SearchReport r = choose_move(engine_, *game_, limits, {});
  if (game_->play(r.move) != Illegal::kNone) {
    warn("internal error: no legal move found");
    return;
  }
  reply("move " + coords::format_move_letters(r.move, size_, style_));
  if (options_.no_timing) r.ms = 0;
  err_ << "c6bot: " << r.summary() << '\n';
}

void ContestSession::opponent_move(const std::string& token) {
  if (!game_) {
    ++errors_;
    warn("'move " + token + "' outside a game (no 'new black|white' yet); ignored");
    return;
  }
  if (game_->over()) {
    ++errors_;
    warn("'move " + token + "' after the game ended (" + result_name(game_->result()) +
         "); ignored");
    return;
  }
  if (game_->to_move() == us_) {
    ++errors_;
    warn("'move " + token + "' arrived while it is our turn; ignored");
    return;
  }
  Move m;
  if (!coords::parse_move_letters(token, size_, style_, &m)) {
    ++errors_;
    warn("cannot read move '" + token + "' (expected 2 or 4 letters A.." +
         std::string(1, static_cast<char>('A' + size_ - 1)) + ", '@@' for no stone); ignored");
    return;
  }
  // Unlike Botzone (whose judge is lenient: see replay_botzone), contest managers validate every
  // move and never apply an illegal one, so the strict rule keeps our board in step with theirs:
  // report it, change nothing, and wait for what the platform does next.
  const Illegal why = game_->play(m);
  if (why != Illegal::kNone) {
    ++errors_;
    warn("opponent move '" + token + "' at turn " + std::to_string(game_->turns_played() + 1) +
         " is illegal (" + illegal_name(why) + "); ignored, waiting for the platform");
    return;
  }
  if (game_->over()) {
    err_ << "c6bot: game over: " << result_name(game_->result()) << '\n';
    return;
  }
  play_ours();
}

void ContestSession::setup_move(Color c, const std::string& token) {
  if (!game_) {
    game_.reset(new Game(size_));
    us_ = opponent(c);
  }
  Move m;
  if (!coords::parse_move_letters(token, size_, style_, &m)) {
    ++errors_;
    warn("cannot read move '" + token + "'; ignored");
    return;
  }
  if (game_->to_move() != c) {
    ++errors_;
    warn(std::string("it is ") + color_name(game_->to_move()) + "'s turn; '" + color_name(c) + " " +
         token + "' ignored");
    return;
  }
  const Illegal why = game_->play(m);
  if (why != Illegal::kNone) {
    ++errors_;
    warn("move '" + token + "' is illegal (" + illegal_name(why) + "); ignored");
  }
}

bool ContestSession::handle_line(const std::string& line, int* code) {
  since_read_.reset();
  const std::vector<std::string> t = split(line);
  if (t.empty()) return true;
  const std::string& cmd = t[0];
  const std::string arg = t.size() > 1 ? t[1] : "";
  const bool cloudict = style_.dialect == LetterDialect::kCloudict;
  if (cmd == "name?" || cmd == "name") {
    reply("name " + options_.name);
  } else if (cmd == "new") {
    if (arg == "black") {
      start(kBlack);
    } else if (arg == "white") {
      start(kWhite);
    } else {
      ++errors_;
      warn("'new' needs 'black' or 'white', got '" + arg + "'");
    }
  } else if (cmd == "move") {
    if (arg.empty()) {
      ++errors_;
      warn("'move' without a move");
    } else {
      opponent_move(arg);
    }
  } else if (cmd == "error") {
    err_ << "c6bot: the platform rejected our last move\n";
  } else if (cmd == "end") {
    game_.reset();
  } else if (cmd == "quit" || cmd == "exit") {
    if (!cloudict || cmd == "quit") reply("Quit!");
    *code = kExitOk;
    return false;
  } else if ((cmd == "black" || cmd == "white") && !arg.empty()) {
    setup_move(cmd == "black" ? kBlack : kWhite, arg);
  } else if (cmd == "next") {
    if (!game_) game_.reset(new Game(size_));
    if (game_->over()) {
      warn(std::string("game over: ") + result_name(game_->result()));
    } else {
      us_ = game_->to_move();
      play_ours();
    }
  } else if (cmd == "depth") {
    char* end = nullptr;
    const long d = std::strtol(arg.c_str(), &end, 10);
    if (arg.empty() || *end != '\0' || d < 1 || d > 64) {
      ++errors_;
      warn("'depth' needs 1..64, got '" + arg + "'");
    } else {
      limits_.depth = static_cast<int>(d);
    }
  } else if (cmd == "vcf" || cmd == "unvcf") {
    err_ << "c6bot: '" << cmd << "' accepted; threat search is always on\n";
  } else if (cmd == "print") {
    err_ << (game_ ? game_->board().to_string() : std::string("no game\n"));
  } else if (cmd == "help") {
    err_ << "commands: name[?], new black|white, move XXYY, error, end, quit, exit,\n"
            "          black XXYY, white XXYY, next, depth D, vcf, unvcf, print, help\n";
  } else {
    ++errors_;
    warn("unknown command '" + cmd.substr(0, 40) + "'; ignored");
  }
  return true;
}

int ContestSession::run(InputReader& in) {
  std::string line;
  for (;;) {
    const InputReader::Status st = in.read_line(&line);
    if (st == InputReader::kTooLarge) {
      err_ << "c6bot: input larger than 16 MB\n";
      return kExitTooLarge;
    }
    if (st == InputReader::kEof) break;
    if (line.size() > kMaxContestLine) {
      ++errors_;
      warn("command line of " + std::to_string(line.size()) + " bytes ignored (limit " +
           std::to_string(kMaxContestLine) + ")");
      continue;
    }
    int code = kExitOk;
    if (!handle_line(line, &code)) return code;
  }
  // End of input without quit: a normal end unless nothing but errors arrived.
  if (errors_ > 0) {
    err_ << "c6bot: input ended after " << errors_ << " bad command(s)\n";
    return kExitBadInput;
  }
  return kExitOk;
}

}  // namespace c6
