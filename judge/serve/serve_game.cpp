#include "serve/serve_game.h"

#include "rapidjson/stringbuffer.h"
#include "rapidjson/writer.h"

namespace c6 {
namespace judge {

bool parse_stones(const std::string& s, int size, Move* out) {
  int v[4] = {-1, -1, -1, -1};
  int n = 0;
  size_t i = 0;
  while (i < s.size() && n < 4) {
    size_t j = i;
    int x = 0;
    while (j < s.size() && s[j] >= '0' && s[j] <= '9' && j - i < 3) x = x * 10 + (s[j++] - '0');
    if (j == i) return false;
    v[n++] = x;
    if (j < s.size() && s[j] != ',' && s[j] != ';') return false;
    i = j + 1;
    if (j == s.size()) break;
  }
  if (i < s.size() || (n != 2 && n != 4)) return false;
  for (int k = 0; k < n; ++k) {
    if (v[k] >= size) return false;
  }
  *out = n == 2 ? Move(Point(v[0], v[1])) : Move(Point(v[0], v[1]), Point(v[2], v[3]));
  return true;
}

ServeGame::ServeGame(const BotSpec& bot, Color human, int size, const Limits& limits,
                     const std::atomic<bool>* stop)
    : bot_spec_(bot), human_(human), limits_(limits), stop_(stop), game_(size) {
  started_us_ = last_used_us_ = now_us();
}

ServeGame::~ServeGame() {
  if (bot_) bot_->finish();
}

void ServeGame::end_game(Verdict v, Color winner, const std::string& reason,
                         const std::string& detail) {
  over_ = true;
  verdict_ = v;
  winner_ = winner;
  reason_ = reason;
  detail_ = detail;
  if (bot_) {
    bot_->finish();
    bot_.reset();
  }
}

void ServeGame::finish_if_six() {
  if (game_.result() == Result::kBlackWin || game_.result() == Result::kWhiteWin) {
    const Color w = game_.result() == Result::kBlackWin ? kBlack : kWhite;
    end_game(Verdict::kWinSix, w, "six",
             std::string(w == human_ ? "you" : bot_spec_.name.c_str()) + " made six in a row");
  } else if (game_.result() == Result::kDraw) {
    end_game(Verdict::kDrawFull, kEmpty, "full_board", "the board is full");
  }
}

void ServeGame::bot_turn_if_due() {
  last_used_us_ = now_us();
  if (over_ || game_.to_move() == human_) return;
  const Color side = opponent(human_);
  // The bot process is started lazily (and again after an undo): every protocol class sends the
  // history it needs, so a fresh process sees the position the page shows.
  if (!bot_) bot_.reset(new BotSession(bot_spec_, side, game_.size(), limits_, "", stop_));
  const TurnOutcome t = bot_->play(game_.moves());
  last_bot_ms_ = t.ms;
  last_used_us_ = now_us();
  if (t.verdict != Verdict::kNone) {
    culprit_ = side;
    end_game(t.verdict, t.verdict == Verdict::kInterrupt ? kEmpty : human_,
             t.reason.empty() ? "unspecified" : t.reason, t.detail);
    if (t.verdict == Verdict::kInterrupt) culprit_ = kEmpty;
    return;
  }
  const Illegal why = t.malformed_count ? Illegal::kWrongCount : game_.check(t.move);
  if (why != Illegal::kNone) {
    culprit_ = side;
    end_game(Verdict::kIllegalMove, human_, illegal_name(why),
             t.malformed_count ? std::string(illegal_name(why)) + ": " + t.detail
                               : illegal_detail(game_, t.move, why));
    return;
  }
  game_.play(t.move);
  TurnRecord tr;
  tr.move = t.move;
  tr.ms = t.ms;
  tr.debug = t.debug;
  turns_.push_back(tr);
  finish_if_six();
}

bool ServeGame::human_move(const Move& m, std::string* err) {
  last_used_us_ = now_us();
  if (over_) return *err = "the game is over", false;
  if (game_.to_move() != human_) return *err = "it is not your turn", false;
  const Illegal why = game_.check(m);
  if (why != Illegal::kNone) return *err = illegal_detail(game_, m, why), false;
  game_.play(m);
  TurnRecord tr;
  tr.move = m;
  turns_.push_back(tr);
  finish_if_six();
  bot_turn_if_due();
  return true;
}

bool ServeGame::undo(std::string* err) {
  last_used_us_ = now_us();
  if (over_) return *err = "the game is over", false;
  // Back to the human's move before their last one: the bot's answers after it go too.
  const int n = game_.turns_played();
  int idx = n - 1;
  while (idx >= 0 && (idx % 2 == 0 ? kBlack : kWhite) != human_) --idx;
  if (idx < 0) return *err = "nothing of yours to take back", false;
  const int back = n - idx;
  for (int i = 0; i < back; ++i) {
    game_.undo();
    turns_.pop_back();
  }
  if (bot_) {  // the bot's process saw turns that are gone: a fresh one is started next turn
    bot_->finish();
    bot_.reset();
  }
  return true;
}

void ServeGame::resign() {
  last_used_us_ = now_us();
  if (over_) return;
  end_game(Verdict::kAdjudicated, opponent(human_), "resign", "you resigned");
}

std::vector<Point> ServeGame::six_cells() const {
  std::vector<Point> out;
  if (verdict_ != Verdict::kWinSix || turns_.empty()) return out;
  const Board& b = game_.board();
  const Move& last = turns_.back().move;
  static const int kDx[4] = {1, 0, 1, -1}, kDy[4] = {0, 1, 1, 1};
  for (int s = 0; s < last.count; ++s) {
    const Point p = last.stone[s];
    const Color c = b.at(p);
    for (int d = 0; d < 4; ++d) {
      std::vector<Point> run(1, p);
      for (int sign = -1; sign <= 1; sign += 2) {
        Point q(p.x + sign * kDx[d], p.y + sign * kDy[d]);
        while (b.inside(q) && b.at(q) == c) {
          run.push_back(q);
          q = Point(q.x + sign * kDx[d], q.y + sign * kDy[d]);
        }
      }
      if (run.size() >= 6) out.insert(out.end(), run.begin(), run.end());
    }
  }
  return out;
}

std::string ServeGame::state_json(const std::string& id) const {
  rapidjson::StringBuffer sb;
  rapidjson::Writer<rapidjson::StringBuffer> w(sb);
  w.StartObject();
  w.Key("id");
  w.String(id.c_str());
  w.Key("size");
  w.Int(game_.size());
  w.Key("human");
  w.String(color_name(human_));
  w.Key("bot");
  w.String(bot_spec_.name.c_str());
  w.Key("turns");
  w.StartArray();
  for (const TurnRecord& t : turns_) {
    w.StartArray();
    for (int i = 0; i < t.move.count; ++i) {
      w.Int(t.move.stone[i].x);
      w.Int(t.move.stone[i].y);
    }
    w.EndArray();
  }
  w.EndArray();
  w.Key("to_move");
  w.String(color_name(game_.to_move()));
  w.Key("stones_required");
  w.Int(game_.stones_required());
  w.Key("over");
  w.Bool(over_);
  w.Key("verdict");
  w.String(verdict_name(verdict_));
  w.Key("winner");
  w.String(winner_ == kEmpty ? "" : color_name(winner_));
  w.Key("reason");
  w.String(reason_.c_str());
  w.Key("detail");
  w.String(detail_.c_str());
  w.Key("bot_ms");
  w.Double(last_bot_ms_);
  w.Key("six");
  w.StartArray();
  for (Point p : six_cells()) {
    w.StartArray();
    w.Int(p.x);
    w.Int(p.y);
    w.EndArray();
  }
  w.EndArray();
  w.EndObject();
  return sb.GetString();
}

std::string ServeGame::result_text() const {
  if (!over_) return "";
  const std::string who = winner_ == kEmpty   ? "no winner"
                          : winner_ == human_ ? "you win"
                                              : bot_spec_.name + " wins";
  return who + ": " + verdict_name(verdict_) + " (" + reason_ + ")" +
         (detail_.empty() ? "" : ": " + detail_);
}

std::string ServeGame::log_line() const {
  LoggedGame g;
  g.index = 0;
  BotSpec human;
  human.name = "human";
  human.cmd = "(human)";
  g.black = human_ == kBlack ? human : bot_spec_;
  g.white = human_ == kBlack ? bot_spec_ : human;
  g.finished_at = utc_now_iso();
  g.rec.size = game_.size();
  g.rec.turns = turns_;
  g.rec.verdict = verdict_;
  g.rec.winner = winner_;
  g.rec.culprit = culprit_;
  g.rec.reason = reason_;
  g.rec.detail = detail_;
  g.rec.duration_ms = (now_us() - started_us_) / 1000.0;
  return game_to_json(g);
}

}  // namespace judge
}  // namespace c6
