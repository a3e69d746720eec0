// Malformed and hostile inputs through the whole protocol layer (run_bot), in process: every case
// asserts the exit code, the stderr diagnosis, and that a legal move is printed when one should be.
#include <catch2/catch.hpp>

#include <rapidjson/document.h>

#include <sstream>
#include <string>
#include <vector>

#include "game/game.h"
#include "protocol/bot.h"
#include "protocol/exit_codes.h"
#include "protocol/options.h"

using namespace c6;

namespace {

struct Run {
  int code;
  std::string out;
  std::string err;
};

Run run(const std::string& input, std::vector<std::string> flags = {}) {
  flags.insert(flags.begin(), {"--level", "greedy", "--no-timing"});
  BotOptions o;
  std::string why;
  REQUIRE(parse_bot_args(flags, &o, &why) == ArgStatus::kOk);
  std::istringstream in(input);
  std::ostringstream out, err;
  Run r;
  r.code = run_bot(o, in, out, err);
  r.out = out.str();
  r.err = err.str();
  return r;
}

// The move in the first JSON answer line of out.
Move json_move(const std::string& out) {
  const std::string line = out.substr(0, out.find('\n'));
  rapidjson::Document d;
  d.Parse(line.c_str());
  REQUIRE(!d.HasParseError());
  const auto& r = d["response"];
  const int v[4] = {r["x0"].GetInt(), r["y0"].GetInt(), r["x1"].GetInt(), r["y1"].GetInt()};
  Move m;
  if (v[0] >= 0) m = Move(Point(v[0], v[1]));
  if (v[2] >= 0) m = Move(Point(v[0], v[1]), Point(v[2], v[3]));
  return m;
}

// Plays the given turns on a fresh 15x15 game (they must be legal) and checks m is legal next.
void require_legal(const Move& m, const std::vector<Move>& history) {
  Game g(15);
  for (const Move& t : history) REQUIRE(g.play(t) == Illegal::kNone);
  INFO("move " << m.stone[0].x << "," << m.stone[0].y << " " << m.stone[1].x << ","
               << m.stone[1].y);
  REQUIRE(g.check(m) == Illegal::kNone);
}

// Checks m is a legal two-stone turn on a 15x15 board holding exactly these stones. Built on the
// Board alone, so a repaired position is checked without the Game code under test.
void require_legal_on(const Move& m, const std::vector<Point>& black,
                      const std::vector<Point>& white) {
  Board b(15);
  for (const Point p : black) b.place(b.index(p), kBlack);
  for (const Point p : white) b.place(b.index(p), kWhite);
  INFO("move " << m.stone[0].x << "," << m.stone[0].y << " " << m.stone[1].x << ","
               << m.stone[1].y);
  REQUIRE(m.count == 2);
  REQUIRE(m.stone[0] != m.stone[1]);
  for (const Point p : m.stone) {
    REQUIRE(b.inside(p));
    REQUIRE(b.empty(b.index(p)));
  }
}

// The moves of every JSON answer line of out, in order.
std::vector<Move> json_moves(const std::string& out) {
  std::vector<Move> moves;
  std::istringstream lines(out);
  std::string line;
  while (std::getline(lines, line)) {
    if (line.compare(0, 12, "{\"response\":") == 0) moves.push_back(json_move(line));
  }
  return moves;
}

// The move on the first line of a line-mode answer.
Move line_move(const std::string& out) {
  std::istringstream in(out);
  int v[4] = {-1, -1, -1, -1};
  in >> v[0] >> v[1] >> v[2] >> v[3];
  REQUIRE(in);
  return v[2] >= 0 ? Move(Point(v[0], v[1]), Point(v[2], v[3])) : Move(Point(v[0], v[1]));
}

bool contains(const std::string& s, const std::string& part) {
  return s.find(part) != std::string::npos;
}

const std::string kBlackT0 = R"({"x0":-1,"y0":-1,"x1":-1,"y1":-1})";

}  // namespace

TEST_CASE("malformed: empty and blank input") {
  for (const char* in : {"", "   \n\n\t  \r\n"}) {
    const Run r = run(in);
    CHECK(r.code == kExitBadInput);
    CHECK(contains(r.err, "c6bot: empty input"));
    CHECK(r.out.empty());
  }
}

TEST_CASE("malformed: not JSON, truncated JSON, wrong top-level type") {
  Run r = run("{hello}");
  CHECK(r.code == kExitBadInput);
  CHECK(contains(r.err, "input is not valid JSON"));
  r = run(R"({"requests":[{"x0":-1,"y0":-1,)");
  CHECK(r.code == kExitBadInput);
  CHECK(contains(r.err, "truncated after 30 bytes"));
  r = run("[1,2,3]");
  CHECK(r.code == kExitBadInput);
  CHECK(contains(r.err, "must be a JSON object"));
  CHECK(r.out.empty());
}

TEST_CASE("malformed: JSON nested deeper than 256 levels is refused, not parsed") {
  // 200,000 open brackets (200 KB, far under the 16 MB cap) overflowed the parser's stack.
  Run r = run(R"({"requests":)" + std::string(200000, '['));
  CHECK(r.code == kExitBadInput);
  CHECK(contains(r.err, "input JSON nests deeper than 256 levels"));
  CHECK(r.out.empty());
  // Balanced and in a field the bot ignores: still refused before parsing.
  const std::string deep = std::string(300000, '[') + std::string(300000, ']');
  r = run(R"({"requests":[)" + kBlackT0 + R"(],"responses":[],"data":)" + deep + "}");
  CHECK(r.code == kExitBadInput);
  CHECK(contains(r.err, "nests deeper than 256 levels"));
  // 256 levels are read as any other JSON: the turn is answered.
  const std::string ok = std::string(254, '[') + std::string(254, ']');
  r = run(R"({"requests":[)" + kBlackT0 + R"(],"responses":[],"data":)" + ok + "}");
  CHECK(r.code == kExitOk);
  require_legal(json_move(r.out), {});
  // A later keep-running request.
  const std::string first = R"({"requests":[)" + kBlackT0 +
                            R"(],"responses":[]})"
                            "\n";
  r = run(first + R"({"x0":8,"y0":8,"x1":9,"y1":9,"data":)" + deep + "}\n", {"--keep-running"});
  CHECK(r.code == kExitBadInput);
  CHECK(contains(r.err, "keep-running: request JSON nests deeper than 256 levels"));
}

TEST_CASE("malformed: missing and mistyped fields") {
  struct Case {
    std::string input;
    std::string message;
  };
  const std::vector<Case> cases = {
      {R"({"responses":[]})", "missing \"requests\" array"},
      {R"({"requests":"7 7 -1 -1"})", "\"requests\" must be an array"},
      {R"({"requests":[]})", "\"requests\" is empty"},
      {R"({"requests":[5]})", "requests[0] must be an object"},
      {R"({"requests":[{"x0":7,"y0":7,"x1":-1}]})", "requests[0].y1 missing"},
      {R"({"requests":[{"x0":"7","y0":7,"x1":-1,"y1":-1}]})", "requests[0].x0 must be an integer"},
      {R"({"requests":[{"x0":7.5,"y0":7,"x1":-1,"y1":-1}]})", "requests[0].x0 must be an integer"},
      {R"({"requests":[{"x0":7,"y0":null,"x1":-1,"y1":-1}]})", "requests[0].y0 must be an integer"},
      {R"({"requests":[{"x0":99999999999,"y0":7,"x1":-1,"y1":-1}]})",
       "requests[0].x0 must be an integer"},
      {R"({"requests":[)" + kBlackT0 + R"(],"responses":{}})", "\"responses\" must be an array"},
      {R"({"requests":[)" + kBlackT0 + R"(],"responses":[)" + kBlackT0 + "]}",
       "expected 0 responses for 1 requests, got 1"},
      {R"({"requests":[)" + kBlackT0 + "," + kBlackT0 + "]}",
       "expected 1 responses for 2 requests, got 0"},
      {R"({"requests":[)" + kBlackT0 + R"(],"responses":[],"data":)", "truncated"},
  };
  for (const Case& c : cases) {
    INFO(c.input);
    const Run r = run(c.input);
    CHECK(r.code == kExitBadInput);
    CHECK(contains(r.err, c.message));
    CHECK(r.out.empty());
  }
}

TEST_CASE("malformed: extra fields and odd data are ignored, the bot still answers") {
  const Run r = run(R"({"requests":[{"x0":7,"y0":7,"x1":-1,"y1":-1,"note":"hi"}],)"
                    R"("responses":[],"data":{"a":[1,{"b":"}]"}]},"globaldata":null,)"
                    R"("time_limit":"soon","memory_limit":[],"unknown":true})");
  CHECK(r.code == kExitOk);
  CHECK(r.err.empty());
  require_legal(json_move(r.out), {Move(Point(7, 7))});
}

TEST_CASE("malformed: -1 in the wrong place") {
  // Stray values in Black's empty first request cannot change the position: warn and answer.
  const Run r = run(R"({"requests":[{"x0":-1,"y0":-1,"x1":3,"y1":3}],"responses":[]})");
  CHECK(r.code == kExitOk);
  CHECK(contains(r.err, "warning: requests[0] for Black should be all -1, got -1 -1 3 3; ignored"));
  require_legal(json_move(r.out), {});
}

TEST_CASE("malformed: an illegal opponent turn is applied leniently and answered") {
  // Botzone's judge accepts some illegal turns (its sample judge takes a duplicated point), so
  // the bot follows the arena: it places the turn's stones that fit and answers the result.
  const std::string head = R"({"requests":[)" + kBlackT0 + ",";
  const std::string tail = R"(],"responses":[{"x0":7,"y0":7,"x1":-1,"y1":-1}]})";
  struct Case {
    std::string request;
    std::string warning;
    std::vector<Point> white;  // what the repair placed
  };
  const std::string at = "history turn 2 (white, requests[1]): ";
  const std::vector<Case> cases = {
      {R"({"x0":5,"y0":5,"x1":5,"y1":5})",
       "duplicate: both stones on (5,5); placed 1 of its stones (5,5)",
       {Point(5, 5)}},
      {R"({"x0":7,"y0":7,"x1":6,"y1":8})",
       "occupied: (7,7) already holds a black stone; placed 1 of its stones (6,8)",
       {Point(6, 8)}},
      {R"({"x0":7,"y0":7,"x1":20,"y1":1})",
       "occupied: (7,7) already holds a black stone; placed none of its stones",
       {}},
      {R"({"x0":15,"y0":3,"x1":6,"y1":8})",
       "off_board: (15,3) is off the board; placed 1 of its stones (6,8)",
       {Point(6, 8)}},
      {R"({"x0":3,"y0":-1,"x1":4,"y1":4})",
       "malformed stones 3 -1 4 4: half pair: a stone with one negative coordinate; "
       "placed 1 of its stones (4,4)",
       {Point(4, 4)}},
      {R"({"x0":-1,"y0":-1,"x1":4,"y1":4})",
       "malformed stones -1 -1 4 4: second stone given without a first stone; "
       "placed 1 of its stones (4,4)",
       {Point(4, 4)}},
      {R"({"x0":-7,"y0":-2,"x1":6,"y1":8})",
       "malformed stones -7 -2 6 8: second stone given without a first stone; "
       "placed 1 of its stones (6,8)",
       {Point(6, 8)}},
      {R"({"x0":6,"y0":8,"x1":-1,"y1":-1})",
       "wrong_count: 1 stone(s), this turn needs 2; placed 1 of its stones (6,8)",
       {Point(6, 8)}},
      // An all -1 request after the first turn is a pass, which Connect6 does not have.
      {kBlackT0, "wrong_count: 0 stone(s), this turn needs 2; placed none of its stones", {}},
  };
  for (const Case& c : cases) {
    INFO(c.request);
    const Run r = run(head + c.request + tail);
    const std::string warning = at + c.warning + ", answering anyway";
    CHECK(r.code == kExitOk);
    CHECK(r.err == "c6bot: warning: " + warning + "\n");
    CHECK(contains(r.out, "; warning: " + warning + "\"}"));
    require_legal_on(json_move(r.out), {Point(7, 7)}, c.white);
  }
}

TEST_CASE("malformed: White's view of a two-stone first turn places its first legal stone") {
  Run r = run(R"({"requests":[{"x0":7,"y0":7,"x1":8,"y1":8}],"responses":[]})");
  CHECK(r.code == kExitOk);
  CHECK(r.err ==
        "c6bot: warning: history turn 1 (black, requests[0]): wrong_count: 2 stone(s), this turn "
        "needs 1; placed 1 of its stones (7,7), answering anyway\n");
  require_legal_on(json_move(r.out), {Point(7, 7)}, {});
  // The first stone is off the board: the second one is Black's stone.
  r = run(R"({"requests":[{"x0":20,"y0":7,"x1":8,"y1":8}],"responses":[]})");
  CHECK(r.code == kExitOk);
  CHECK(contains(r.err, "needs 1; placed 1 of its stones (8,8), answering anyway"));
  require_legal_on(json_move(r.out), {Point(8, 8)}, {});
}

TEST_CASE("malformed: several repaired turns are each reported") {
  // Two illegal opponent turns, then an illegal response of ours: all three in one warning.
  const Run r =
      run(R"({"requests":[)" + kBlackT0 +
          R"(,{"x0":5,"y0":5,"x1":5,"y1":5},{"x0":8,"y0":8,"x1":10,"y1":10},)"
          R"({"x0":1,"y0":1,"x1":2,"y1":2}],"responses":[{"x0":7,"y0":7,"x1":-1,"y1":-1},)"
          R"({"x0":8,"y0":8,"x1":9,"y1":9},{"x0":10,"y0":10,"x1":11,"y1":11}]})");
  CHECK(r.code == kExitOk);
  CHECK(r.err ==
        "c6bot: warning: history turn 2 (white, requests[1]): duplicate: both stones on (5,5); "
        "placed 1 of its stones (5,5), answering anyway; history turn 4 (white, requests[2]): "
        "occupied: (8,8) already holds a black stone; placed 1 of its stones (10,10), answering "
        "anyway; history turn 5 (black, responses[2]): occupied: (10,10) already holds a white "
        "stone; answering the position before it, 1 later turn(s) ignored\n");
  const Move m = json_move(r.out);
  require_legal_on(m, {Point(7, 7), Point(8, 8), Point(9, 9)}, {Point(5, 5), Point(10, 10)});
  for (const Point p : {Point(11, 11), Point(1, 1), Point(2, 2)}) {
    CHECK(m.stone[0] != p);
    CHECK(m.stone[1] != p);
  }
}

TEST_CASE("malformed: a repaired turn that makes six decides the game") {
  // White has (0,0)..(4,0); its duplicated (5,0) completes six: nothing left to play (exit 6).
  const std::string history = R"({"requests":[)" + kBlackT0 +
                              R"(,{"x0":0,"y0":0,"x1":1,"y1":0},{"x0":2,"y0":0,"x1":3,"y1":0},)"
                              R"({"x0":4,"y0":0,"x1":10,"y1":10},{"x0":5,"y0":0,"x1":5,"y1":0})";
  const std::string responses =
      R"(],"responses":[{"x0":7,"y0":7,"x1":-1,"y1":-1},{"x0":7,"y0":8,"x1":7,"y1":9},)"
      R"({"x0":7,"y0":10,"x1":12,"y1":12},{"x0":12,"y0":13,"x1":13,"y1":13})";
  const std::string repaired =
      "history turn 8 (white, requests[4]): duplicate: both stones on (5,0); placed 1 of its "
      "stones (5,0), which ends the game (white wins)";
  Run r = run(history + responses + "]}");
  CHECK(r.code == kExitNoMove);
  CHECK(r.err == "c6bot: " + repaired + "; game already over after turn 8: white wins\n");
  CHECK(r.out.empty());
  // A turn after that decided game is an impossible history (exit 4), both problems reported.
  r = run(history + R"(,{"x0":1,"y0":1,"x1":2,"y1":2})" + responses +
          R"(,{"x0":9,"y0":9,"x1":9,"y1":10}]})");
  CHECK(r.code == kExitIllegalHistory);
  CHECK(r.err == "c6bot: " + repaired +
                     "; history turn 9 (black, responses[4]): game_over: the game was already "
                     "decided (white wins); a turn was played after the game ended\n");
  CHECK(r.out.empty());
}

TEST_CASE("malformed: an illegal turn of ours is repaired and still answered") {
  // Our responses[1] puts a stone on White's (8,8); we answer the position before it, and the
  // answer avoids every stone of the dropped turns (here White's 10,10 and 11,11).
  const Run r =
      run(R"({"requests":[)" + kBlackT0 +
          R"(,{"x0":8,"y0":8,"x1":6,"y1":8},{"x0":10,"y0":10,"x1":11,"y1":11}],)"
          R"("responses":[{"x0":7,"y0":7,"x1":-1,"y1":-1},{"x0":8,"y0":8,"x1":9,"y1":9}]})");
  CHECK(r.code == kExitOk);
  CHECK(contains(r.err,
                 "warning: history turn 3 (black, responses[1]): occupied: (8,8) already "
                 "holds a white stone; answering the position before it, 1 later turn(s) "
                 "ignored"));
  CHECK(contains(r.out, "; warning: history turn 3 (black, responses[1]): occupied"));
  const Move m = json_move(r.out);
  require_legal(m, {Move(Point(7, 7)), Move(Point(8, 8), Point(6, 8))});
  for (const Point p : {Point(10, 10), Point(11, 11)}) {
    CHECK(m.stone[0] != p);
    CHECK(m.stone[1] != p);
  }
}

TEST_CASE("malformed: decided games and impossible histories") {
  // White already made six (row 0): nothing to play.
  Run r = run(R"({"requests":[)" + kBlackT0 +
              R"(,{"x0":0,"y0":0,"x1":1,"y1":0},{"x0":2,"y0":0,"x1":3,"y1":0},)"
              R"({"x0":4,"y0":0,"x1":5,"y1":0}],"responses":[{"x0":7,"y0":7,"x1":-1,"y1":-1},)"
              R"({"x0":7,"y0":8,"x1":7,"y1":9},{"x0":7,"y0":10,"x1":7,"y1":11}]})");
  CHECK(r.code == kExitNoMove);
  CHECK(contains(r.err, "game already over after turn 6: white wins"));
  CHECK(r.out.empty());
  // A turn after the six.
  r = run(R"({"requests":[)" + kBlackT0 +
          R"(,{"x0":0,"y0":0,"x1":1,"y1":0},{"x0":2,"y0":0,"x1":3,"y1":0},)"
          R"({"x0":4,"y0":0,"x1":5,"y1":0},{"x0":9,"y0":9,"x1":9,"y1":10}],)"
          R"("responses":[{"x0":7,"y0":7,"x1":-1,"y1":-1},{"x0":7,"y0":8,"x1":7,"y1":9},)"
          R"({"x0":7,"y0":10,"x1":7,"y1":11},{"x0":12,"y0":12,"x1":13,"y1":13}]})");
  CHECK(r.code == kExitIllegalHistory);
  CHECK(contains(r.err, "a turn was played after the game ended"));
  // More turns than a 15x15 board can hold (113), rejected before any replay.
  std::string big = R"({"requests":[)" + kBlackT0;
  std::string resp;
  for (int i = 0; i < 60; ++i) {
    big += R"(,{"x0":1,"y0":1,"x1":2,"y1":2})";
    resp += std::string(i ? "," : "") + R"({"x0":3,"y0":3,"x1":4,"y1":4})";
  }
  r = run(big + R"(],"responses":[)" + resp + "]}");
  CHECK(r.code == kExitBadInput);
  CHECK(contains(
      r.err, "history longer than the board can hold: 120 turns, a 15x15 board holds at most 113"));
}

TEST_CASE("malformed: 10 MB of garbage and oversized input") {
  std::string garbage = "{";
  uint64_t s = 12345;
  garbage.reserve(10u << 20);
  while (garbage.size() < (10u << 20)) {
    s = s * 6364136223846793005ULL + 1442695040888963407ULL;
    garbage.push_back(static_cast<char>(32 + (s >> 33) % 95));
  }
  Run r = run(garbage);
  CHECK(r.code == kExitBadInput);
  CHECK(contains(r.err, "JSON"));
  CHECK(r.err.size() < 300);
  CHECK(r.out.empty());
  // Over the 16 MB cap: refused with its own code, whatever the bytes are.
  r = run(std::string(17u << 20, '{'));
  CHECK(r.code == kExitTooLarge);
  CHECK(contains(r.err, "input larger than 16 MB"));
  r = run("name?\n" + std::string(17u << 20, 'x'));
  CHECK(r.code == kExitTooLarge);
  CHECK(r.out == "name C6\n");
  // Binary noise.
  r = run(std::string("\x01\x02\xff\xfe", 4));
  CHECK(r.code == kExitBadInput);
  CHECK(contains(r.err, "cannot detect the protocol: input starts with byte 1"));
}

TEST_CASE("malformed: Botzone line mode") {
  struct Case {
    std::string input;
    std::string message;
  };
  const std::vector<Case> cases = {
      {"-5\n", "turn number -5 out of range 1..57"},
      {"1000000\n", "turn number 1000000 out of range"},
      {"3\n-1 -1 -1 -1\n7 7 -1 -1\n", "input ended before request 2 (expected 5 move lines)"},
      {"2\n-1 -1 -1 -1\n7 7 -1\n8 8 6 8\n",
       "response 1 must be four integers 'x0 y0 x1 y1', got '7 7 -1'"},
      {"2\n-1 -1 -1 -1\n7 7 -1 -1\n8 8 six 8\n", "request 2 must be four integers"},
      {"-1 -1 -1 -1\n", "first line must be the turn number n, got a move line"},
      {"2x\n", "first line must be the turn number"},
  };
  for (const Case& c : cases) {
    INFO(c.input);
    const Run r = run(c.input);
    CHECK(r.code == kExitBadInput);
    CHECK(contains(r.err, c.message));
    CHECK(r.out.empty());
  }
  // An illegal opponent turn in line mode is repaired and answered like in JSON mode; the warning
  // is also in the debug line.
  const Run r = run("2\n-1 -1 -1 -1\n7 7 -1 -1\n7 7 6 8\n");
  const std::string warning =
      "history turn 2 (white, requests[1]): occupied: (7,7) already holds a black stone; placed 1 "
      "of its stones (6,8), answering anyway";
  CHECK(r.code == kExitOk);
  CHECK(r.err == "c6bot: warning: " + warning + "\n");
  std::istringstream lines(r.out);
  std::string move_line, debug_line;
  std::getline(lines, move_line);
  std::getline(lines, debug_line);
  CHECK(debug_line == "greedy d=0 n=0 score=0 t=0ms; warning: " + warning);
  require_legal_on(line_move(r.out), {Point(7, 7)}, {Point(6, 8)});
}

TEST_CASE("malformed: keep-running later turns") {
  const std::string first = R"({"requests":[)" + kBlackT0 +
                            R"(],"responses":[]})"
                            "\n";
  Run r = run(first + "hello\n", {"--keep-running"});
  CHECK(r.code == kExitBadInput);
  CHECK(contains(r.err, "keep-running: expected 'x0 y0 x1 y1', got 'hello'"));
  CHECK(contains(r.out, ">>>BOTZONE_REQUEST_KEEP_RUNNING<<<\n"));
  require_legal(json_move(r.out), {});
  r = run(first + R"({"x0":8,"y0":8,)", {"--keep-running"});
  CHECK(r.code == kExitBadInput);
  CHECK(contains(r.err, "input ended inside a JSON request"));
  r = run(first + R"({"requests":[]})"
                  "\n",
          {"--keep-running"});
  CHECK(r.code == kExitBadInput);
  CHECK(contains(r.err, "\"requests\" must be an object or non-empty array"));
  // Illegal later requests are repaired and answered: a duplicate, then a stone on our own stone.
  r = run(first + R"({"x0":8,"y0":8,"x1":8,"y1":8})"
                  "\n",
          {"--keep-running"});
  CHECK(r.code == kExitOk);
  const std::string dup =
      "keep-running turn 2 (white, request 8 8 8 8): duplicate: both stones on (8,8); placed 1 of "
      "its stones (8,8), answering anyway";
  CHECK(r.err == "c6bot: warning: " + dup + "\n");
  CHECK(contains(r.out, "; warning: " + dup + "\"}"));
  std::vector<Move> ours = json_moves(r.out);
  REQUIRE(ours.size() == 2);
  REQUIRE(ours[0].count == 1);
  require_legal_on(ours[1], {ours[0].stone[0]}, {Point(8, 8)});
  const Point own = ours[1].stone[0];
  const std::string request = std::to_string(own.x) + " " + std::to_string(own.y) + " 0 0";
  r = run(first +
              R"({"x0":8,"y0":8,"x1":8,"y1":8})"
              "\n" +
              request + "\n",
          {"--keep-running"});
  CHECK(r.code == kExitOk);
  CHECK(contains(r.err, "c6bot: warning: keep-running turn 4 (white, request " + request +
                            "): occupied: (" + std::to_string(own.x) + "," + std::to_string(own.y) +
                            ") already holds a black stone; placed 1 of its stones (0,0), "
                            "answering anyway\n"));
  ours = json_moves(r.out);
  REQUIRE(ours.size() == 3);
  require_legal_on(ours[2], {ours[0].stone[0], ours[1].stone[0], ours[1].stone[1]},
                   {Point(8, 8), Point(0, 0)});
  // A repaired later request that makes six ends the session with exit code 6. White has two
  // fives (rows 0 and 14, each needing (5,y)); our random answer cannot block both with one turn
  // except by chance, so the request completes whichever is still open.
  const std::string fives =
      R"({"requests":[)" + kBlackT0 +
      R"(,{"x0":0,"y0":0,"x1":1,"y1":0},{"x0":2,"y0":0,"x1":3,"y1":0},)"
      R"({"x0":4,"y0":0,"x1":0,"y1":14},{"x0":1,"y0":14,"x1":2,"y1":14},)"
      R"({"x0":3,"y0":14,"x1":4,"y1":14}],)"
      R"("responses":[{"x0":7,"y0":7,"x1":-1,"y1":-1},{"x0":7,"y0":8,"x1":9,"y1":9},)"
      R"({"x0":10,"y0":10,"x1":11,"y1":11},{"x0":12,"y0":3,"x1":12,"y1":5},)"
      R"({"x0":3,"y0":7,"x1":3,"y1":9}]})"
      "\n";
  const std::vector<std::string> level = {"--keep-running", "--level", "random", "--seed", "1"};
  r = run(fives, level);
  REQUIRE(r.code == kExitOk);
  ours = json_moves(r.out);
  REQUIRE(ours.size() == 1);
  int open_row = -1;
  for (const int y : {0, 14}) {
    if (ours[0].stone[0] != Point(5, y) && ours[0].stone[1] != Point(5, y)) open_row = y;
  }
  REQUIRE(open_row >= 0);
  const std::string six = "5 " + std::to_string(open_row) + " 5 " + std::to_string(open_row);
  r = run(fives + six + "\n", level);
  CHECK(r.code == kExitNoMove);
  CHECK(r.err == "c6bot: keep-running turn 12 (white, request " + six +
                     "): duplicate: both stones on (5," + std::to_string(open_row) +
                     "); placed 1 of its stones (5," + std::to_string(open_row) +
                     "), which ends the game (white wins); game over after turn 12: white wins\n");
  CHECK(json_moves(r.out).size() == 1);
  // The end of input after the marker is the normal end of a keep-running session.
  r = run(first, {"--keep-running"});
  CHECK(r.code == kExitOk);
  CHECK(r.err.empty());
}

TEST_CASE("malformed: contest protocol keeps going and reports every bad command") {
  // Unknown commands, unreadable and illegal moves, a move outside a game: each is reported and
  // ignored, the good commands around them are still answered.
  const Run r =
      run("move JJKK\nfoo bar\nname?\nnew white\nmove ZZ@@\nmove JJ@@\nmove JJKK\n"
          "new purple\nmove\nquit\n");
  CHECK(r.code == kExitOk);
  CHECK(contains(r.err, "'move JJKK' outside a game"));
  CHECK(contains(r.err, "unknown command 'foo'"));
  CHECK(contains(r.err, "cannot read move 'ZZ@@'"));
  CHECK(contains(r.err, "opponent move 'JJKK' at turn 3 is illegal (occupied)"));
  CHECK(contains(r.err, "'new' needs 'black' or 'white', got 'purple'"));
  CHECK(contains(r.err, "'move' without a move"));
  // name, one answer to JJ@@, Quit!
  std::istringstream lines(r.out);
  std::string l1, l2, l3, extra;
  std::getline(lines, l1);
  std::getline(lines, l2);
  std::getline(lines, l3);
  CHECK(l1 == "name C6");
  CHECK(l2.compare(0, 5, "move ") == 0);
  CHECK(l2.size() == 9);
  CHECK(l3 == "Quit!");
  CHECK(!std::getline(lines, extra));
}

TEST_CASE("malformed: contest garbage is bounded and ends with exit code 3") {
  std::string garbage;
  for (int i = 0; i < 200000; ++i) garbage += "zzz" + std::to_string(i) + " qq\n";
  garbage += std::string(100000, 'k') + "\n";
  const Run r = run(garbage);
  CHECK(r.code == kExitBadInput);
  CHECK(r.out.empty());
  CHECK(contains(r.err, "too many errors; further ones are not reported"));
  CHECK(contains(r.err, "input ended after 200001 bad command(s)"));
  CHECK(r.err.size() < 4000);
}

TEST_CASE("malformed: command line") {
  BotOptions o;
  std::string why;
  const std::vector<std::pair<std::vector<std::string>, std::string>> cases = {
      {{"--frobnicate"}, "unknown option '--frobnicate'"},
      {{"--size", "5"}, "bad value '5' for --size (6..25)"},
      {{"--size=26"}, "bad value '26' for --size"},
      {{"--time", "-1"}, "bad value '-1' for --time"},
      {{"--time", "nan"}, "bad value 'nan' for --time"},
      {{"--level", "grandmaster"}, "bad value 'grandmaster' for --level"},
      {{"--protocol", "gtp"}, "bad value 'gtp' for --protocol"},
      {{"--letters", "zz"}, "bad value 'zz' for --letters"},
      {{"--depth"}, "option --depth needs a value"},
      {{"--name", "a very long team name"}, "bad value"},
      {{"--param", "k1"}, "bad value 'k1' for --param (NAME=VALUE)"},
      {{"--param", "k1=ten"}, "bad value 'k1=ten' for --param"},
      {{"--param", "k1=inf"}, "bad value 'k1=inf' for --param"},
      {{"--param", "speed=11"}, "unknown search parameter 'speed'"},
      {{"--param", "k1=-5"}, "search parameter k1=-5 is out of range (k1: integer in [1, 40])"},
      {{"--param=soft=2"}, "search parameter soft=2 is out of range"},
      {{"--param", "k2=1.5"}, "search parameter k2=1.5 is not an integer"},
  };
  for (const auto& c : cases) {
    INFO(c.second);
    CHECK(parse_bot_args(c.first, &o, &why) == ArgStatus::kError);
    CHECK(contains(why, c.second));
  }
  REQUIRE(parse_bot_args({"--protocol=cloudict", "--time", "2.5", "--size", "19", "--letters", "yx",
                          "--keep-running", "--name", "Six"},
                         &o, &why) == ArgStatus::kOk);
  CHECK(o.protocol == ProtocolKind::kCloudict);
  CHECK(o.time_s == 2.5);
  CHECK(o.size == 19);
  CHECK(o.letters == LetterOrder::kRowColumn);
  CHECK(o.keep_running);
  CHECK(o.name == "Six");
  REQUIRE(parse_bot_args({"--param", "k1=12", "--param=soft=0.7"}, &o, &why) == ArgStatus::kOk);
  REQUIRE(o.engine.params.size() == 2);
  CHECK(o.engine.params[0] == std::make_pair(std::string("k1"), 12.0));
  CHECK(o.engine.params[1] == std::make_pair(std::string("soft"), 0.7));
  REQUIRE(parse_bot_args({"--param", "help"}, &o, &why) == ArgStatus::kOk);
  CHECK(o.param_help);
}

TEST_CASE("malformed: random mutations never crash and answer legally when they answer") {
  // Byte-level mutations of real inputs of every protocol: the exit code is always one of the
  // documented ones, and exit 0 on a Botzone JSON input always comes with a well-formed answer.
  const std::vector<std::string> seeds = {
      R"({"requests":[{"x0":-1,"y0":-1,"x1":-1,"y1":-1},{"x0":8,"y0":8,"x1":6,"y1":8}],)"
      R"("responses":[{"x0":7,"y0":7,"x1":-1,"y1":-1}],"data":"","time_limit":1000})",
      "2\n-1 -1 -1 -1\n7 7 -1 -1\n8 8 6 8\n",
      "name?\nnew white\nmove JJ@@\nmove LJHL\nend\nquit\n",
  };
  uint64_t s = 99;
  auto next = [&s](uint64_t n) {
    s = s * 6364136223846793005ULL + 1442695040888963407ULL;
    return (s >> 33) % n;
  };
  const std::string alphabet = "{}[]\":,-0123456789 \nxyJ@";
  int answered = 0;
  for (int iter = 0; iter < 600; ++iter) {
    std::string in = seeds[iter % seeds.size()];
    const int edits = 1 + static_cast<int>(next(4));
    for (int e = 0; e < edits && !in.empty(); ++e) {
      const size_t at = next(in.size());
      const char c = alphabet[next(alphabet.size())];
      switch (next(3)) {
        case 0:
          in[at] = c;
          break;
        case 1:
          in.erase(at, 1);
          break;
        default:
          in.insert(at, 1, c);
          break;
      }
    }
    INFO(in);
    const Run r =
        run(in, iter % 2 ? std::vector<std::string>{"--keep-running"} : std::vector<std::string>{});
    CHECK((r.code == kExitOk || r.code == kExitBadInput || r.code == kExitIllegalHistory ||
           r.code == kExitNoMove));
    if (r.code != kExitOk) CHECK(contains(r.err, "c6bot: "));
    if (r.code == kExitOk && !in.empty() && in[0] == '{') {
      CHECK(r.out.compare(0, 13, "{\"response\":{") == 0);
      ++answered;
    }
  }
  CHECK(answered > 0);
}
