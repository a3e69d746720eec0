#include "protocol/botzone.h"

#include <rapidjson/document.h>
#include <rapidjson/error/en.h>
#include <rapidjson/stringbuffer.h>
#include <rapidjson/writer.h>

#include <algorithm>
#include <cerrno>
#include <cmath>
#include <cstdlib>
#include <ostream>

#include "core/coords.h"
#include "core/json_depth.h"
#include "core/wire.h"
#include "protocol/exit_codes.h"

namespace c6 {

namespace {

// Botzone keeps at most 1 KB of debug text per turn.
const size_t kMaxDebug = 1000;

bool fail(ProtocolError* err, int code, const std::string& message) {
  err->code = code;
  err->message = message;
  return false;
}

std::string point_text(Point p) {
  return "(" + std::to_string(p.x) + "," + std::to_string(p.y) + ")";
}

std::string raw_text(const RawTurn& t) {
  return std::to_string(t[0]) + " " + std::to_string(t[1]) + " " + std::to_string(t[2]) + " " +
         std::to_string(t[3]);
}

bool parse_turn_object(const rapidjson::Value& v, const std::string& where, RawTurn* out,
                       ProtocolError* err) {
  if (!v.IsObject()) {
    return fail(err, kExitBadInput, where + " must be an object {\"x0\",\"y0\",\"x1\",\"y1\"}");
  }
  for (int i = 0; i < 4; ++i) {
    const auto it = v.FindMember(wire::kMoveKeys[i]);
    if (it == v.MemberEnd())
      return fail(err, kExitBadInput, where + "." + wire::kMoveKeys[i] + " missing");
    if (!it->value.IsInt()) {
      return fail(err, kExitBadInput, where + "." + wire::kMoveKeys[i] + " must be an integer");
    }
    (*out)[i] = it->value.GetInt();
  }
  return true;
}

bool parse_turn_array(const rapidjson::Value& doc, const char* key, bool required,
                      std::vector<RawTurn>* out, ProtocolError* err) {
  out->clear();
  const auto it = doc.FindMember(key);
  if (it == doc.MemberEnd()) {
    return required ? fail(err, kExitBadInput, std::string("missing \"") + key + "\" array") : true;
  }
  if (!it->value.IsArray()) {
    return fail(err, kExitBadInput, std::string("\"") + key + "\" must be an array");
  }
  const auto& arr = it->value;
  out->reserve(arr.Size());
  for (rapidjson::SizeType i = 0; i < arr.Size(); ++i) {
    RawTurn t;
    if (!parse_turn_object(arr[i], std::string(key) + "[" + std::to_string(i) + "]", &t, err)) {
      return false;
    }
    out->push_back(t);
  }
  return true;
}

// Botzone's time_limit has no documented unit: values above 50 are taken as milliseconds (the
// emulator sends 1000), smaller ones as seconds. Non-numeric, non-positive or over-a-day values
// are ignored.
double time_limit_ms(const rapidjson::Value& doc) {
  const auto it = doc.FindMember(wire::kTimeLimit);
  if (it == doc.MemberEnd()) return 0;
  double v = 0;
  if (it->value.IsNumber()) {
    v = it->value.GetDouble();
  } else if (it->value.IsString() && it->value.GetStringLength() > 0) {
    char* end = nullptr;
    v = std::strtod(it->value.GetString(), &end);
    if (*end != '\0') return 0;
  }
  if (!std::isfinite(v) || v <= 0) return 0;
  const double ms = v > 50 ? v : v * 1000;
  // More than a day per turn is garbage, not a budget to plan on (c6bot --time has the same cap).
  return ms > 86400e3 ? 0 : ms;
}

bool parse_int_field(const char*& p, int* out) {
  while (*p == ' ' || *p == '\t') ++p;
  if (*p == '\0') return false;
  char* end = nullptr;
  errno = 0;
  const long v = std::strtol(p, &end, 10);
  if (end == p || errno != 0 || v < -1000000 || v > 1000000) return false;
  if (*end != '\0' && *end != ' ' && *end != '\t') return false;
  *out = static_cast<int>(v);
  p = end;
  return true;
}

bool parse_turn_line(const std::string& line, RawTurn* out) {
  const char* p = line.c_str();
  for (int i = 0; i < 4; ++i) {
    if (!parse_int_field(p, &(*out)[i])) return false;
  }
  while (*p == ' ' || *p == '\t') ++p;
  return *p == '\0';
}

// Plays an illegal opponent turn the way a lenient arena does (Game::play_repaired on the raw
// stones) and returns the warning: `what` (where and why) plus what was placed.
std::string botzone_repair_turn(Game* game, const RawTurn& r, const std::string& what) {
  Move placed;
  game->play_repaired(coords::botzone_stones(r[0], r[1], r[2], r[3]), &placed);
  std::string s = what + "; placed ";
  if (placed.count == 0) {
    s += "none of its stones";
  } else {
    s += std::to_string(placed.count) + " of its stones";
    for (int i = 0; i < placed.count; ++i) s += " " + point_text(placed.stone[i]);
  }
  if (game->over()) return s + ", which ends the game (" + result_name(game->result()) + ")";
  return s + ", answering anyway";
}

}  // namespace

int max_turns(int size) { return 1 + (size * size - 1) / 2; }

bool parse_botzone_json(const std::string& text, BotzoneInput* out, ProtocolError* err) {
  *out = BotzoneInput();
  if (!json_depth_within(text.data(), text.size())) {
    return fail(err, kExitBadInput,
                "input JSON nests deeper than " + std::to_string(kMaxJsonDepth) + " levels");
  }
  rapidjson::Document doc;
  doc.Parse(text.c_str(), text.size());
  if (doc.HasParseError()) {
    return fail(err, kExitBadInput,
                std::string("input is not valid JSON: ") +
                    rapidjson::GetParseError_En(doc.GetParseError()) + " at byte " +
                    std::to_string(doc.GetErrorOffset()));
  }
  if (!doc.IsObject()) return fail(err, kExitBadInput, "Botzone input must be a JSON object");
  if (!parse_turn_array(doc, wire::kRequests, true, &out->requests, err)) return false;
  if (out->requests.empty()) return fail(err, kExitBadInput, "\"requests\" is empty");
  if (!parse_turn_array(doc, wire::kResponses, false, &out->responses, err)) return false;
  if (out->responses.size() + 1 != out->requests.size()) {
    return fail(err, kExitBadInput,
                "expected " + std::to_string(out->requests.size() - 1) + " responses for " +
                    std::to_string(out->requests.size()) + " requests, got " +
                    std::to_string(out->responses.size()));
  }
  out->time_limit_ms = time_limit_ms(doc);
  return true;
}

bool parse_botzone_lines(InputReader& in, int max_turn_count, BotzoneInput* out,
                         ProtocolError* err) {
  *out = BotzoneInput();
  std::string line;
  InputReader::Status st = in.read_line(&line);
  if (st == InputReader::kTooLarge) return fail(err, kExitTooLarge, "input larger than 16 MB");
  RawTurn dummy;
  const char* p = line.c_str();
  int n = 0;
  if (!parse_int_field(p, &n) || *p != '\0') {
    if (parse_turn_line(line, &dummy)) {
      return fail(
          err, kExitBadInput,
          "line mode: first line must be the turn number n, got a move line '" + line + "'");
    }
    return fail(err, kExitBadInput,
                "line mode: first line must be the turn number, got '" + line.substr(0, 40) + "'");
  }
  // Our n-th turn follows 2n-1 earlier turns; more than the board can hold is rejected before
  // reading, so a huge n cannot make us wait for lines that will never come.
  if (n < 1 || 2 * static_cast<long>(n) - 2 > max_turn_count) {
    return fail(err, kExitBadInput,
                "line mode: turn number " + std::to_string(n) + " out of range 1.." +
                    std::to_string(max_turn_count / 2 + 1) + " for this board");
  }
  for (int i = 0; i < 2 * n - 1; ++i) {
    st = in.read_line(&line);
    if (st == InputReader::kTooLarge) return fail(err, kExitTooLarge, "input larger than 16 MB");
    const std::string which = (i % 2 == 0 ? "request " : "response ") + std::to_string(i / 2 + 1);
    if (st == InputReader::kEof) {
      return fail(err, kExitBadInput,
                  "line mode: input ended before " + which + " (expected " +
                      std::to_string(2 * n - 1) + " move lines)");
    }
    RawTurn t;
    if (!parse_turn_line(line, &t)) {
      return fail(err, kExitBadInput,
                  "line mode: " + which + " must be four integers 'x0 y0 x1 y1', got '" +
                      line.substr(0, 40) + "'");
    }
    (i % 2 == 0 ? out->requests : out->responses).push_back(t);
  }
  return true;
}

bool parse_keep_running_request(const std::string& text, bool json, RawTurn* out,
                                ProtocolError* err) {
  if (!json) {
    if (!parse_turn_line(text, out)) {
      return fail(err, kExitBadInput,
                  "keep-running: expected 'x0 y0 x1 y1', got '" + text.substr(0, 40) + "'");
    }
    return true;
  }
  if (!json_depth_within(text.data(), text.size())) {
    return fail(err, kExitBadInput,
                "keep-running: request JSON nests deeper than " + std::to_string(kMaxJsonDepth) +
                    " levels");
  }
  rapidjson::Document doc;
  doc.Parse(text.c_str(), text.size());
  if (doc.HasParseError()) {
    return fail(err, kExitBadInput,
                std::string("keep-running: request is not valid JSON: ") +
                    rapidjson::GetParseError_En(doc.GetParseError()) + " at byte " +
                    std::to_string(doc.GetErrorOffset()));
  }
  if (!doc.IsObject()) return fail(err, kExitBadInput, "keep-running: request must be an object");
  const auto it = doc.FindMember(wire::kRequests);
  if (it == doc.MemberEnd()) return parse_turn_object(doc, "keep-running request", out, err);
  if (it->value.IsObject()) return parse_turn_object(it->value, wire::kRequests, out, err);
  if (it->value.IsArray() && it->value.Size() > 0) {
    const rapidjson::SizeType last = it->value.Size() - 1;
    return parse_turn_object(it->value[last], "requests[" + std::to_string(last) + "]", out, err);
  }
  return fail(err, kExitBadInput,
              "keep-running: \"requests\" must be an object or non-empty array");
}

namespace {

// One turn of the history in play order, with where it came from (for messages).
struct HistoryTurn {
  const RawTurn* raw;
  std::string source;
};

// The history's turns in play order: requests[0] only when we are White (Black's first request
// carries no move; stray values there are reported in *warning and ignored), then each response
// followed by the next request.
std::vector<HistoryTurn> history_turns(const BotzoneInput& in, Color us, std::string* warning) {
  std::vector<HistoryTurn> turns;
  const RawTurn& first = in.requests[0];
  if (us == kWhite) {
    turns.push_back({&first, "requests[0]"});
  } else if (first[1] >= 0 || first[2] >= 0 || first[3] >= 0) {
    *warning = "requests[0] for Black should be all -1, got " + raw_text(first) + "; ignored";
  }
  for (size_t i = 0; i < in.responses.size(); ++i) {
    turns.push_back({&in.responses[i], "responses[" + std::to_string(i) + "]"});
    turns.push_back({&in.requests[i + 1], "requests[" + std::to_string(i + 1) + "]"});
  }
  return turns;
}

void append_warning(std::string* warning, const std::string& more) {
  if (!warning->empty()) *warning += "; ";
  *warning += more;
}

// The on-board stones of the dropped turns (turns[from..], cut at a broken turn of our own): the
// answer avoids them too, since the arena may still show them.
void avoid_cells_from(const std::vector<HistoryTurn>& turns, size_t from, const Board& board,
                      std::vector<Point>* avoid) {
  for (size_t u = from; u < turns.size(); ++u) {
    const RawTurn& d = *turns[u].raw;
    for (int s = 0; s < 2; ++s) {
      const Point p(d[2 * s], d[2 * s + 1]);
      if (board.inside(p)) avoid->push_back(p);
    }
  }
}

}  // namespace

bool replay_botzone(const BotzoneInput& in, int size, Replay* out, ProtocolError* err) {
  out->game = Game(size);
  out->warning.clear();
  out->avoid.clear();
  out->us = in.requests[0][0] < 0 ? kBlack : kWhite;
  const std::vector<HistoryTurn> turns = history_turns(in, out->us, &out->warning);
  if (static_cast<int>(turns.size()) > max_turns(size)) {
    return fail(err, kExitBadInput,
                "history longer than the board can hold: " + std::to_string(turns.size()) +
                    " turns, a " + std::to_string(size) + "x" + std::to_string(size) +
                    " board holds at most " + std::to_string(max_turns(size)));
  }

  Game& game = out->game;
  for (size_t t = 0; t < turns.size(); ++t) {
    const RawTurn& r = *turns[t].raw;
    const Color mover = game.to_move();
    const std::string where = "history turn " + std::to_string(game.turns_played() + 1) + " (" +
                              color_name(mover) + ", " + turns[t].source + "): ";
    if (game.over()) {
      // Also covers our own turns: any turn after a decided game means a broken history.
      std::string msg = where + illegal_detail(game, Move(), Illegal::kGameOver) +
                        "; a turn was played after the game ended";
      if (!out->warning.empty()) msg = out->warning + "; " + msg;
      return fail(err, kExitIllegalHistory, msg);
    }
    Move m;
    std::string why;
    if (!coords::from_botzone(r[0], r[1], r[2], r[3], &m, &why)) {
      why = "malformed stones " + raw_text(r) + ": " + why;
    } else {
      const Illegal illegal = game.check(m);
      if (illegal == Illegal::kNone) {
        game.play(m);
        continue;
      }
      why = illegal_detail(game, m, illegal);
    }
    if (mover != out->us) {
      // The arena accepted this turn (Botzone's is lenient), so the game goes on from what it
      // most likely placed; the position stays legal for us to answer.
      append_warning(&out->warning, botzone_repair_turn(&game, r, where + why));
      continue;
    }
    avoid_cells_from(turns, t, game.board(), &out->avoid);
    append_warning(&out->warning, where + why + "; answering the position before it, " +
                                      std::to_string(turns.size() - t - 1) +
                                      " later turn(s) ignored");
    break;
  }
  if (game.over()) {
    std::string msg = "game already over after turn " + std::to_string(game.turns_played()) + ": " +
                      result_name(game.result());
    if (!out->warning.empty()) msg = out->warning + "; " + msg;
    return fail(err, kExitNoMove, msg);
  }
  return true;
}

std::string format_json_answer(const Move& m, const std::string& debug) {
  int xy[4];
  coords::to_botzone(m, xy);
  rapidjson::StringBuffer sb;
  rapidjson::Writer<rapidjson::StringBuffer> w(sb);
  w.StartObject();
  w.Key(wire::kResponse);
  w.StartObject();
  for (int i = 0; i < 4; ++i) {
    w.Key(wire::kMoveKeys[i]);
    w.Int(xy[i]);
  }
  w.EndObject();
  if (!debug.empty()) {
    w.Key(wire::kDebug);
    const std::string d = debug.substr(0, kMaxDebug);
    w.String(d.c_str(), static_cast<rapidjson::SizeType>(d.size()));
  }
  w.EndObject();
  return std::string(sb.GetString(), sb.GetSize());
}

std::string format_line_answer(const Move& m, const std::string& debug) {
  int xy[4];
  coords::to_botzone(m, xy);
  std::string d = debug.substr(0, kMaxDebug);
  std::replace(d.begin(), d.end(), '\n', ' ');
  return std::to_string(xy[0]) + " " + std::to_string(xy[1]) + " " + std::to_string(xy[2]) + " " +
         std::to_string(xy[3]) + "\n" + d + "\n\n\n";
}

SearchReport choose_move(Engine& engine, const Game& game, const Limits& limits,
                         const std::vector<Point>& avoid) {
  SearchReport r = engine.think(game, limits);
  auto blocked = [&](Point p) { return std::find(avoid.begin(), avoid.end(), p) != avoid.end(); };
  bool ok = game.check(r.move) == Illegal::kNone;
  for (int i = 0; ok && i < r.move.count; ++i) ok = !blocked(r.move.stone[i]);
  if (ok) return r;
  // Fallback: the empty, unblocked points nearest the centre. Reached only for repaired histories
  // (or an engine bug), so a simple legal move beats no move.
  const Board& b = game.board();
  const int c = game.size() / 2;
  std::vector<Point> free_points;
  for (int idx : b.cells()) {
    const Point p = b.point(idx);
    if (b.empty(idx) && !blocked(p)) free_points.push_back(p);
  }
  std::stable_sort(free_points.begin(), free_points.end(), [c](Point a, Point b2) {
    return std::max(std::abs(a.x - c), std::abs(a.y - c)) <
           std::max(std::abs(b2.x - c), std::abs(b2.y - c));
  });
  const int need = game.stones_required();
  if (static_cast<int>(free_points.size()) >= need) {
    r.move = need == 1 ? Move(free_points[0]) : Move(free_points[0], free_points[1]);
    r.reason = "fallback";
  }
  return r;
}

namespace {

// Thinks, plays our move on the game and prints it in the session's format. A repair warning also
// goes into debug, so it shows in Botzone's match log.
int answer(const BotOptions& options, Engine& engine, Game* game, const Limits& limits,
           const std::vector<Point>& avoid, const std::string& warning, bool json,
           std::ostream& out, std::ostream& err) {
  SearchReport r = choose_move(engine, *game, limits, avoid);
  if (game->play(r.move) != Illegal::kNone) {
    err << "c6bot: internal error: no legal move found\n";
    return kExitInternal;
  }
  if (options.no_timing) r.ms = 0;
  const std::string debug = warning.empty() ? r.summary() : r.summary() + "; warning: " + warning;
  if (json) {
    out << format_json_answer(r.move, debug) << '\n';
  } else {
    out << format_line_answer(r.move, debug);
  }
  out.flush();
  return kExitOk;
}

// Step 1: the first request, a JSON object or Botzone's line format, into *input; *json says
// which, so that the answers use the same format.
bool read_first_request(InputReader& in, int size, BotzoneInput* input, bool* json,
                        ProtocolError* e) {
  const int first = in.peek_nonblank();
  if (in.over_budget()) return fail(e, kExitTooLarge, "input larger than 16 MB");
  if (first < 0) return fail(e, kExitBadInput, "empty input: expected a Botzone request");
  *json = first == '{' || first == '[';
  if (!*json && first != '-' && !(first >= '0' && first <= '9')) {
    return fail(e, kExitBadInput,
                std::string("expected Botzone input ('{' or a turn number), got '") +
                    static_cast<char>(first) + "'");
  }
  if (!*json) return parse_botzone_lines(in, max_turns(size), input, e);
  std::string text;
  const InputReader::Status st = in.read_json(&text);
  if (st == InputReader::kTooLarge) return fail(e, kExitTooLarge, "input larger than 16 MB");
  const bool ok = parse_botzone_json(text, input, e);
  if (st != InputReader::kEof) return ok;
  // Unbalanced braces: a syntax error inside the text is the better diagnosis when there is one;
  // an error only at the very end means the input was cut short.
  if (ok || e->message.find("at byte " + std::to_string(text.size())) != std::string::npos) {
    return fail(e, kExitBadInput,
                "input ended inside the JSON object (truncated after " +
                    std::to_string(text.size()) + " bytes)");
  }
  return false;
}

// Step 3a: the next keep-running request (the opponent's last turn) into *req, skipping the line
// format's end-of-input markers. False when there is none: *code is kExitOk when the platform
// closed our input (the session is over), else the error's exit code (message on err).
bool read_next_request(InputReader& in, RawTurn* req, int* code, std::ostream& err) {
  for (;;) {
    const int c = in.peek_nonblank();
    if (in.over_budget()) {
      err << "c6bot: input larger than 16 MB\n";
      *code = kExitTooLarge;
      return false;
    }
    if (c < 0) {
      *code = kExitOk;
      return false;
    }
    std::string text;
    const bool req_json = c == '{';
    const InputReader::Status st = req_json ? in.read_json(&text) : in.read_line(&text);
    if (st == InputReader::kTooLarge) {
      err << "c6bot: input larger than 16 MB\n";
      *code = kExitTooLarge;
      return false;
    }
    if (st == InputReader::kEof && req_json) {
      err << "c6bot: keep-running: input ended inside a JSON request\n";
      *code = kExitBadInput;
      return false;
    }
    if (!req_json && text == wire::kControllerInputEnd) continue;
    ProtocolError e;
    if (!parse_keep_running_request(text, req_json, req, &e)) {
      err << "c6bot: " << e.message << '\n';
      *code = e.code;
      return false;
    }
    return true;
  }
}

// Step 3b: plays the request's turn on *game, repairing it (warning set, also on err) when it is
// not a legal turn. Returns kExitOk when we have a move to make, kExitNoMove when the game is over.
int apply_request(const RawTurn& req, Game* game, std::string* warning, std::ostream& err) {
  Move m;
  std::string why;
  const int turn = game->turns_played() + 1;
  const std::string where = "keep-running turn " + std::to_string(turn) + " (" +
                            color_name(game->to_move()) + ", request " + raw_text(req) + "): ";
  if (game->over()) {
    err << "c6bot: " << where << illegal_detail(*game, m, Illegal::kGameOver) << '\n';
    return kExitNoMove;
  }
  if (!coords::from_botzone(req[0], req[1], req[2], req[3], &m, &why)) {
    why = "malformed stones: " + why;
  } else {
    const Illegal illegal = game->check(m);
    if (illegal != Illegal::kNone) why = illegal_detail(*game, m, illegal);
  }
  warning->clear();
  if (why.empty()) {
    game->play(m);
  } else {
    *warning = botzone_repair_turn(game, req, where + why);
  }
  if (game->over()) {
    err << "c6bot: " << (warning->empty() ? "" : *warning + "; ") << "game over after turn " << turn
        << ": " << result_name(game->result()) << '\n';
    return kExitNoMove;
  }
  if (!warning->empty()) err << "c6bot: warning: " << *warning << '\n';
  return kExitOk;
}

// The turn's limits: --time, else the request's time_limit, else Botzone's 1000 ms
// (turn_budget_ms).
Limits first_limits(const BotOptions& options, const BotzoneInput& input) {
  Limits limits;
  limits.time_ms = turn_budget_ms(options, ProtocolKind::kBotzone, input.time_limit_ms);
  limits.depth = options.depth;
  limits.nodes = options.nodes;
  return limits;
}

}  // namespace

int run_botzone(const BotOptions& options, Engine& engine, InputReader& in, std::ostream& out,
                std::ostream& err) {
  // Step 1: read the first request and replay its history.
  const int size = options.size > 0 ? options.size : 15;
  BotzoneInput input;
  Replay replay;
  ProtocolError e;
  bool json = false;
  if (!read_first_request(in, size, &input, &json, &e) ||
      !replay_botzone(input, size, &replay, &e)) {
    err << "c6bot: " << e.message << '\n';
    return e.code;
  }
  if (!replay.warning.empty()) err << "c6bot: warning: " << replay.warning << '\n';

  // Step 2: answer it.
  Limits limits = first_limits(options, input);
  Game& game = replay.game;
  int code = answer(options, engine, &game, limits, replay.avoid, replay.warning, json, out, err);
  if (code != kExitOk || !options.keep_running) return code;
  // Later keep-running requests carry no limit (Botzone's sub_time_limit is not sent), and a first
  // turn may be longer than the rest (a 2000 ms first turn is claimed): never plan a later turn
  // on more than the 1000 ms default unless --time says so.
  if (options.time_s <= 0) limits.time_ms = std::min(limits.time_ms, kAssumedTurnLimitMs);

  // Step 3: keep running: the marker, then one request and one answer per turn.
  for (;;) {
    out << wire::kKeepRunningMarker << '\n';
    out.flush();
    RawTurn req;
    if (!read_next_request(in, &req, &code, err)) return code;
    std::string warning;
    code = apply_request(req, &game, &warning, err);
    if (code != kExitOk) return code;
    code = answer(options, engine, &game, limits, {}, warning, json, out, err);
    if (code != kExitOk) return code;
  }
}

}  // namespace c6
