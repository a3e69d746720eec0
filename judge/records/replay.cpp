#include "records/replay.h"

#include <cctype>
#include <cstdio>
#include <cstdlib>
#include <iostream>
#include <sstream>

#include "bots/answer_parse.h"
#include "core/coords.h"
#include "game/game.h"
#include "rapidjson/document.h"
#include "records/run_header.h"
#include "util/json_in.h"
#include "util/text_file.h"

namespace c6 {
namespace judge {

namespace {

// The text of path ("-": stdin); on failure false with the reader's message (a damaged gzip
// file says so).
bool read_file(const std::string& path, std::string* text, std::string* err) {
  if (path == "-") {
    std::stringstream ss;
    ss << std::cin.rdbuf();
    *text = ss.str();
    if (std::cin.bad()) *err = "cannot read standard input";
    return !std::cin.bad();
  }
  return read_text_file(path, text, err);
}

bool json_move(const rapidjson::Value& v, RecordedTurn* t) {
  int x[4];
  if (v.IsObject()) {
    const char* k[4] = {"x0", "y0", "x1", "y1"};
    for (int i = 0; i < 4; ++i) {
      auto it = v.FindMember(k[i]);
      if (it == v.MemberEnd() || !it->value.IsInt()) return false;
      x[i] = it->value.GetInt();
    }
  } else if (v.IsString()) {  // simple-mode bots answer "x0 y0 x1 y1"
    if (!parse_four_ints(std::string(v.GetString(), v.GetStringLength()), x)) return false;
  } else {
    return false;
  }
  std::string why;
  t->malformed = !coords::from_botzone(x[0], x[1], x[2], x[3], &t->move, &why);
  return true;
}

// An SGF SZ value: a whole number, else -1 (atoi read "4294967311" as 15 and "15x" as 15).
int sgf_size(const std::string& val) {
  if (val.empty() || val.size() > 3 || val.find_first_not_of("0123456789") != std::string::npos) {
    return -1;
  }
  return std::atoi(val.c_str());
}

const char* cname(Color c) { return c == kBlack ? "Black" : "White"; }

}  // namespace

RecordedGame from_logged(const LoggedGame& g) {
  RecordedGame r;
  r.source = "jsonl";
  r.black = g.black.name;
  r.white = g.white.name;
  r.number = g.index + 1;
  r.label = r.black + " vs " + r.white;
  r.size = g.rec.size;
  r.opening_turns = static_cast<int>(g.rec.opening.size());
  for (const Move& m : g.rec.opening) {
    RecordedTurn t;
    t.move = m;
    r.turns.push_back(t);
  }
  for (const TurnRecord& tr : g.rec.turns) {
    RecordedTurn t;
    t.move = tr.move;
    t.malformed = tr.move.count == 0;
    t.ms = tr.ms;
    t.debug = tr.debug;
    r.turns.push_back(t);
  }
  if (g.rec.has_bad_move) {
    RecordedTurn t;
    t.move = g.rec.bad_move;
    t.malformed = g.rec.bad_move_malformed;
    t.ms = g.rec.bad_move_ms;
    r.turns.push_back(t);
    r.final_turn_illegal_claimed = true;
  }
  r.claimed_reason = g.rec.reason;
  r.claimed_verdict = verdict_name(g.rec.verdict);
  r.claimed_winner = g.rec.winner;
  r.has_claimed_winner = true;
  r.claimed_culprit = g.rec.culprit;
  return r;
}

namespace {

// A judge entry of a Botzone log ({"command": ..., "content": {...}}): the first request tells
// which player is Black (its x0 is -1); "finish" gives the scores, hence the claimed winner.
void read_judge_entry(const rapidjson::Value& e, const std::string& command, RecordedGame* g,
                      int* black_player) {
  auto content = e.FindMember("content");
  if (content == e.MemberEnd() || !content->value.IsObject()) return;
  if (command == "request" && *black_player < 0) {
    for (auto& m : content->value.GetObject()) {
      RecordedTurn t;
      // Players are "0" and "1"; atoi of any other key gave a player -6 and swapped names.
      const std::string who(m.name.GetString(), m.name.GetStringLength());
      if ((who == "0" || who == "1") && json_move(m.value, &t) && t.move.count == 0 &&
          !t.malformed) {
        *black_player = who[0] - '0';
      }
    }
  } else if (command == "finish") {
    double s0 = -1, s1 = -1;
    for (auto& m : content->value.GetObject()) {
      if (!m.value.IsNumber()) continue;
      (std::string(m.name.GetString()) == "0" ? s0 : s1) = m.value.GetDouble();
    }
    if (s0 >= 0 && s1 >= 0 && *black_player >= 0) {
      g->has_claimed_winner = true;
      const double sb = *black_player == 0 ? s0 : s1, sw = *black_player == 0 ? s1 : s0;
      g->claimed_winner = sb > sw ? kBlack : sw > sb ? kWhite : kEmpty;
    }
  }
}

// A player entry: {"0": {"response": {...}, "verdict": "OK", "debug": ..., "time": ...}}. A
// verdict other than OK is the claimed one (and its player the culprit); a response is a turn.
void read_player_entry(const rapidjson::Value& e, int black_player, RecordedGame* g) {
  for (auto& m : e.GetObject()) {
    if (!m.value.IsObject()) continue;
    auto verdict = m.value.FindMember("verdict");
    if (verdict != m.value.MemberEnd() && verdict->value.IsString() &&
        std::string(verdict->value.GetString()) != "OK") {
      g->claimed_verdict = verdict->value.GetString();
      g->claimed_culprit = (std::atoi(m.name.GetString()) == black_player) ? kBlack : kWhite;
      continue;
    }
    auto resp = m.value.FindMember("response");
    if (resp == m.value.MemberEnd()) continue;
    RecordedTurn t;
    if (!json_move(resp->value, &t)) {
      t.malformed = true;
      g->claimed_verdict = "bad response";
    }
    auto dbg = m.value.FindMember("debug");
    if (dbg != m.value.MemberEnd() && dbg->value.IsString()) t.debug = dbg->value.GetString();
    // A time we could not write back (51e308 reads as infinity) stays unknown (-1).
    read_finite(m.value, "time", &t.ms);
    g->turns.push_back(t);
  }
}

// The players' names from the match's "players" array (a name, bot or user field, or a string);
// "player N" where there is none.
void read_player_names(const rapidjson::Document& d, int black_player, RecordedGame* g) {
  auto players = d.FindMember("players");
  if (players != d.MemberEnd() && players->value.IsArray() && players->value.Size() == 2) {
    for (int p = 0; p < 2; ++p) {
      const rapidjson::Value& pl = players->value[p];
      std::string name = "player " + std::to_string(p);
      if (pl.IsObject()) {
        for (const char* k : {"name", "bot", "user"}) {
          auto it = pl.FindMember(k);
          if (it != pl.MemberEnd() && it->value.IsString()) {
            name = it->value.GetString();
            break;
          }
        }
      } else if (pl.IsString()) {
        name = pl.GetString();
      }
      (p == black_player ? g->black : g->white) = name;
    }
  }
  if (g->black.empty()) g->black = "player " + std::to_string(black_player);
  if (g->white.empty()) g->white = "player " + std::to_string(1 - black_player);
}

// A Botzone match object already parsed (parse_records parses a file once to tell what it holds).
bool botzone_log_from_doc(const rapidjson::Document& d, RecordedGame* out, std::string* err) {
  if (d.HasParseError() || !d.IsObject() || !d.HasMember("log") || !d["log"].IsArray()) {
    *err = "not a Botzone match object with a \"log\" array";
    return false;
  }
  RecordedGame g;
  g.source = "botzone";
  g.size = 15;
  auto id = d.FindMember("_id");
  g.label = id != d.MemberEnd() && id->value.IsString()
                ? std::string("match ") + id->value.GetString()
                : std::string("Botzone match");
  const rapidjson::Value& log = d["log"];
  int black_player = -1;
  for (rapidjson::SizeType i = 0; i < log.Size(); ++i) {
    const rapidjson::Value& e = log[i];
    if (!e.IsObject()) continue;
    auto cmd = e.FindMember("command");
    if (cmd != e.MemberEnd() && cmd->value.IsString()) {
      read_judge_entry(e, cmd->value.GetString(), &g, &black_player);
    } else {
      read_player_entry(e, black_player, &g);
    }
  }
  if (black_player < 0) {
    *err = "no request with x0 = -1 found: cannot tell who is Black";
    return false;
  }
  read_player_names(d, black_player, &g);
  g.label += " (" + g.black + " vs " + g.white + ")";
  // The last response of a game Botzone ended early may be the illegal one.
  g.final_turn_illegal_claimed = false;
  *out = g;
  return true;
}

}  // namespace

bool parse_botzone_log(const std::string& json, RecordedGame* out, std::string* err) {
  rapidjson::Document d;
  if (!parse_json(json, &d)) {
    *err = "JSON nested deeper than " + std::to_string(kMaxJsonDepth) + " levels";
    return false;
  }
  return botzone_log_from_doc(d, out, err);
}

bool parse_sgf_games(const std::string& text, std::vector<RecordedGame>* out, std::string* err) {
  size_t i = 0;
  int count = 0;
  while ((i = text.find('(', i)) != std::string::npos) {
    ++count;
    RecordedGame g;
    g.source = "sgf";
    g.size = 19;
    std::vector<std::pair<char, std::string>> moves;
    std::string ev;
    ++i;
    int depth = 1;
    std::string key;
    while (i < text.size() && depth > 0) {
      const char c = text[i];
      if (c == '(') {
        ++depth;
        ++i;
      } else if (c == ')') {
        --depth;
        ++i;
      } else if (c == '[') {
        const size_t end = text.find(']', i);
        if (end == std::string::npos) {
          *err = "unterminated property value in game " + std::to_string(count);
          return false;
        }
        const std::string val = text.substr(i + 1, end - i - 1);
        if (key == "B" || key == "W") moves.push_back({key[0], val});
        if (key == "SZ") g.size = sgf_size(val);
        if (key == "PB") g.black = val;
        if (key == "PW") g.white = val;
        if (key == "EV") ev = val;
        i = end + 1;
      } else if (std::isupper(static_cast<unsigned char>(c))) {
        key.clear();
        while (i < text.size() && std::isupper(static_cast<unsigned char>(text[i])))
          key += text[i++];
      } else {
        ++i;
      }
    }
    if (g.size < kMinSize || g.size > kMaxSize) {
      *err = "game " + std::to_string(count) + ": bad SZ";
      return false;
    }
    g.label = (g.black.empty() ? "?" : g.black) + " vs " + (g.white.empty() ? "?" : g.white) +
              (ev.empty() ? "" : " [" + ev + "]");
    for (size_t k = 0; k < moves.size(); ++k) {
      RecordedTurn t;
      std::vector<Point> pts;
      const char expect = k % 2 == 0 ? 'B' : 'W';
      if (moves[k].first != expect) {
        t.malformed = true;  // a colour out of turn: reported as a wrong turn
      } else if (!coords::parse_sgf_points(moves[k].second, g.size, &pts) || pts.size() > 2) {
        t.malformed = true;
      } else {
        t.move = pts.size() == 1 ? Move(pts[0]) : Move(pts[0], pts[1]);
      }
      g.turns.push_back(t);
    }
    out->push_back(g);
  }
  if (count == 0) {
    *err = "no SGF game found";
    return false;
  }
  return true;
}

namespace {

bool load_any(const std::string& path, std::vector<RecordedGame>* out, std::string* err) {
  out->clear();
  std::string text;
  if (!read_file(path, &text, err)) return false;
  return parse_records(text, path, out, err);
}

}  // namespace

bool parse_records(const std::string& text, const std::string& name, std::vector<RecordedGame>* out,
                   std::string* err) {
  out->clear();
  const size_t first = text.find_first_not_of(" \t\r\n");
  if (first == std::string::npos) {
    *err = name + ": empty file";
    return false;
  }
  if (text[first] == '(') return parse_sgf_games(text, out, err);
  // A single (possibly pretty-printed) Botzone match object, or JSON lines.
  {
    RecordedGame g;
    rapidjson::Document d;
    if (!parse_json(text, &d)) {
      *err = "JSON nested deeper than " + std::to_string(kMaxJsonDepth) + " levels";
      return false;
    }
    if (!d.HasParseError() && d.IsObject() && d.HasMember("log")) {
      if (!botzone_log_from_doc(d, &g, err)) return false;
      out->push_back(g);
      return true;
    }
  }
  std::istringstream in(text);
  std::string line;
  int lineno = 0;
  while (std::getline(in, line)) {
    ++lineno;
    if (line.find_first_not_of(" \t\r") == std::string::npos) continue;
    if (is_run_header_line(line)) continue;  // the run header of a c6judge log (run_header.h)
    LoggedGame lg;
    RecordedGame g;
    std::string why;
    if (line.find("\"c6judge\"") != std::string::npos && game_from_json(line, &lg, &why)) {
      out->push_back(from_logged(lg));
    } else if (parse_botzone_log(line, &g, &why)) {
      out->push_back(g);
    } else {
      *err = name + ":" + std::to_string(lineno) + ": " + why;
      return false;
    }
  }
  if (out->empty()) {
    *err = name + ": no games";
    return false;
  }
  return true;
}

bool load_records(const std::string& path, std::vector<RecordedGame>* out, std::string* err) {
  if (!load_any(path, out, err)) return false;
  for (size_t i = 0; i < out->size(); ++i) {
    if ((*out)[i].number <= 0) (*out)[i].number = static_cast<int>(i) + 1;
  }
  return true;
}

namespace {

Validation invalid_at(int turn, const std::string& problem) {
  Validation v;
  v.valid = false;
  v.bad_turn = turn;
  v.problem = problem;
  return v;
}

// Step 1: plays the record's turns on *game. True when the record is settled on the way, *v
// saying how: a problem (a turn after the end, an illegal move the record does not claim, a legal
// one it claims illegal) or an illegal last move that lost the game as the record says.
bool replay_turns(const RecordedGame& g, Game* game, Validation* v) {
  const int n = static_cast<int>(g.turns.size());
  for (int k = 0; k < n; ++k) {
    const RecordedTurn& t = g.turns[k];
    const Color side = game->to_move();
    const std::string turn = "turn " + std::to_string(k + 1);
    if (game->over()) {
      *v = invalid_at(k + 1, turn + " comes after the game ended");
      return true;
    }
    const Illegal why = t.malformed ? Illegal::kWrongCount : game->check(t.move);
    const bool last = k == n - 1;
    if (why != Illegal::kNone) {
      const bool claimed = last && g.final_turn_illegal_claimed &&
                           (g.claimed_reason.empty() || g.claimed_reason == illegal_name(why)) &&
                           (!g.has_claimed_winner || g.claimed_winner == opponent(side));
      // Botzone ends a game at an illegal response; its score must give the game to the other side.
      const bool botzone_end = last && g.source == "botzone" && g.has_claimed_winner &&
                               g.claimed_winner == opponent(side);
      if (claimed || botzone_end) {
        v->summary = std::string(cname(side)) + " lost by an illegal move at " + turn + " (" +
                     illegal_name(why) + ")";
        v->result = side == kBlack ? Result::kWhiteWin : Result::kBlackWin;
        return true;
      }
      *v = invalid_at(k + 1, turn + " (" + cname(side) + "): illegal move: " + illegal_name(why));
      return true;
    }
    if (last && g.final_turn_illegal_claimed) {
      *v =
          invalid_at(k + 1, turn + " is logged as illegal (" + g.claimed_reason + ") but is legal");
      return true;
    }
    game->play(t.move);
  }
  return false;
}

// Step 2: the game ended on the board (a six or a full board): the record's winner and, in our
// own logs, its verdict must say the same.
Validation judge_finished(const RecordedGame& g, const Game& game, int n) {
  Validation v;
  v.result = game.result();
  const std::string turns = std::to_string(n) + " turns";
  const Color w = game.result() == Result::kBlackWin   ? kBlack
                  : game.result() == Result::kWhiteWin ? kWhite
                                                       : kEmpty;
  v.summary = w == kEmpty ? "draw: full board after " + turns
                          : std::string(cname(w)) + " made six; " + turns;
  const bool verdict_ok =
      g.source != "jsonl" || g.claimed_verdict == (w == kEmpty ? "DRAW_FULL" : "WIN_SIX");
  if ((g.has_claimed_winner && g.claimed_winner != w) || !verdict_ok) {
    v.valid = false;
    v.bad_turn = n;
    v.problem = "turn " + std::to_string(n) + ": the record says " +
                std::string(g.claimed_winner == kBlack   ? "Black won"
                            : g.claimed_winner == kWhite ? "White won"
                                                         : "no winner") +
                (g.claimed_verdict.empty() ? "" : " (" + g.claimed_verdict + ")") +
                " but the position says " + v.summary;
  }
  return v;
}

// Step 3: no six on the board. Our logs must name a stop or a fault of the side to move that
// gave the game to the other; other records are summarised as they claim.
Validation judge_unfinished(const RecordedGame& g, const Game& game, int n) {
  Validation v;
  v.result = game.result();
  const std::string turns = std::to_string(n) + " turns";
  const Color to_move = game.to_move();
  if (g.source == "jsonl") {
    const Verdict cv = verdict_from_name(g.claimed_verdict);
    const bool dead = g.claimed_reason == "no_six_left";
    if (cv == Verdict::kAdjudicated && (dead || g.claimed_reason == "turn_cap")) {
      // Both adjudications are draws: a record naming a winner contradicts itself.
      if (g.has_claimed_winner && g.claimed_winner != kEmpty) {
        return invalid_at(n, "turn " + std::to_string(n) + ": the record says " + g.claimed_reason +
                                 " (a draw) but names a winner");
      }
      // --adjudicate-dead's claim is checked: no six can be made on the final board.
      if (dead) {
        if (game.board().six_possible()) {
          return invalid_at(n, "turn " + std::to_string(n) +
                                   ": the record says no six can be made any more (no_six_left), "
                                   "but the board still has room for one");
        }
        v.summary = "drawn (ADJUDICATED): no six can be made any more after " + turns;
        v.result = Result::kDraw;
        return v;
      }
    }
    if (cv == Verdict::kInterrupt || cv == Verdict::kAdjudicated) {
      v.summary = "stopped (" + g.claimed_verdict + ") after " + turns;
      return v;
    }
    if (is_fault(cv) && g.claimed_culprit == to_move && g.claimed_winner == opponent(to_move)) {
      v.summary = std::string(cname(to_move)) + " lost by " + g.claimed_verdict + " at turn " +
                  std::to_string(n + 1) + "; " + turns;
      v.result = to_move == kBlack ? Result::kWhiteWin : Result::kBlackWin;
      return v;
    }
    return invalid_at(n, "turn " + std::to_string(n) + ": the record says " + g.claimed_verdict +
                             " but no six is on the board after " + turns +
                             (is_fault(cv) ? " (or the culprit is not the side to move)" : ""));
  }
  if (!g.claimed_verdict.empty()) {
    v.summary =
        std::string(cname(g.claimed_culprit)) + " failed: " + g.claimed_verdict + "; " + turns;
    return v;
  }
  v.summary = "no six after " + turns + " (resigned, adjudicated or unfinished)";
  if (g.has_claimed_winner && g.claimed_winner != kEmpty) {
    v.summary += std::string("; the record gives the game to ") + cname(g.claimed_winner);
  }
  return v;
}

}  // namespace

Validation validate(const RecordedGame& g) {
  Validation v;
  Game game(g.size);
  if (replay_turns(g, &game, &v)) return v;
  const int n = static_cast<int>(g.turns.size());
  return game.over() ? judge_finished(g, game, n) : judge_unfinished(g, game, n);
}

void write_game_players(JsonWriter* w, const RecordedGame& g) {
  w->Key("label");
  w->String(g.label.c_str());
  w->Key("black");
  w->String(g.black.c_str());
  w->Key("white");
  w->String(g.white.c_str());
  w->Key("size");
  w->Int(g.size);
}

}  // namespace judge
}  // namespace c6
