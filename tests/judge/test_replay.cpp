// Validation of recorded games: SGF and Botzone parsing, and consistency of claimed verdicts.
#include <catch2/catch.hpp>

#include <fstream>
#include <sstream>

#include "records/export_html.h"
#include "records/gamelog.h"
#include "records/replay.h"

using namespace c6;
using namespace c6::judge;

namespace {

LoggedGame logged(std::vector<Move> moves, Verdict v, Color winner, Color culprit) {
  LoggedGame g;
  g.black.name = "a";
  g.white.name = "b";
  g.rec.size = 15;
  for (const Move& m : moves) {
    TurnRecord t;
    t.move = m;
    g.rec.turns.push_back(t);
  }
  g.rec.verdict = v;
  g.rec.winner = winner;
  g.rec.culprit = culprit;
  return g;
}

// Black: a row of six on row 0 in four turns; White: stones on row 5.
std::vector<Move> black_six() {
  return {Move(Point(0, 0)),
          Move(Point(0, 5), Point(1, 5)),
          Move(Point(1, 0), Point(2, 0)),
          Move(Point(3, 5), Point(4, 5)),
          Move(Point(3, 0), Point(4, 0)),
          Move(Point(6, 5), Point(7, 5)),
          Move(Point(5, 0), Point(9, 9))};
}

}  // namespace

TEST_CASE("replay: the spec's SGF example") {
  std::vector<RecordedGame> games;
  std::string err;
  REQUIRE(parse_sgf_games("(;FF[4]EV[demo.1]PB[Alpha]PW[Beta];B[j10];W[k11h9];B[j12k9];W[l10m12])",
                          &games, &err));
  REQUIRE(games.size() == 1);
  const RecordedGame& g = games[0];
  CHECK(g.size == 19);
  CHECK(g.black == "Alpha");
  CHECK(g.white == "Beta");
  REQUIRE(g.turns.size() == 4);
  CHECK(g.turns[0].move == Move(Point(9, 9)));
  CHECK(g.turns[1].move == Move(Point(10, 10), Point(7, 8)));
  const Validation v = validate(g);
  CHECK(v.valid);
  CHECK(v.result == Result::kOngoing);
  // A stone repeated on an occupied point is named by turn and reason.
  REQUIRE(parse_sgf_games("(;B[j10];W[j10k11])", &games, &err));
  const Validation bad = validate(games.back());
  CHECK_FALSE(bad.valid);
  CHECK(bad.bad_turn == 2);
  CHECK(bad.problem == "turn 2 (White): illegal move: occupied");
  // Colours out of turn are a wrong turn.
  REQUIRE(parse_sgf_games("(;B[j10];B[k11h9])", &games, &err));
  CHECK(validate(games.back()).problem.find("wrong_count") != std::string::npos);
  CHECK_FALSE(parse_sgf_games("no game here", &games, &err));
}

TEST_CASE("replay: claimed verdicts must match the position") {
  Validation v = validate(from_logged(logged(black_six(), Verdict::kWinSix, kBlack, kEmpty)));
  CHECK(v.valid);
  CHECK(v.result == Result::kBlackWin);
  v = validate(from_logged(logged(black_six(), Verdict::kWinSix, kWhite, kEmpty)));
  CHECK_FALSE(v.valid);
  CHECK(v.problem.find("White won") != std::string::npos);
  // Six turns played, Black to move: a Black timeout is consistent, a White one is not.
  std::vector<Move> six_turns = black_six();
  six_turns.pop_back();
  CHECK(validate(from_logged(logged(six_turns, Verdict::kTimeout, kWhite, kBlack))).valid);
  CHECK_FALSE(validate(from_logged(logged(six_turns, Verdict::kTimeout, kBlack, kWhite))).valid);
  CHECK_FALSE(validate(from_logged(logged(six_turns, Verdict::kWinSix, kBlack, kEmpty))).valid);
  CHECK(validate(from_logged(logged(six_turns, Verdict::kInterrupt, kEmpty, kEmpty))).valid);
  // A logged illegal move must really be illegal, for the logged reason.
  LoggedGame g = logged(six_turns, Verdict::kIllegalMove, kWhite, kBlack);
  g.rec.has_bad_move = true;
  g.rec.bad_move = Move(Point(0, 0), Point(9, 9));
  g.rec.reason = "occupied";
  v = validate(from_logged(g));
  CHECK(v.valid);
  CHECK(v.summary.find("Black lost by an illegal move at turn 7 (occupied)") != std::string::npos);
  g.rec.reason = "duplicate";
  CHECK_FALSE(validate(from_logged(g)).valid);
  g.rec.bad_move = Move(Point(9, 9), Point(10, 10));  // legal after all
  g.rec.reason = "occupied";
  CHECK_FALSE(validate(from_logged(g)).valid);
}

TEST_CASE("replay: Botzone match log") {
  const std::string log =
      R"({"_id":"t","players":[{"bot":"p0"},{"bot":"p1"}],"log":[)"
      R"({"command":"request","content":{"1":{"x0":-1,"y0":-1,"x1":-1,"y1":-1}}},)"
      R"({"1":{"response":{"x0":7,"y0":7,"x1":-1,"y1":-1},"verdict":"OK"}},)"
      R"({"command":"request","content":{"0":{"x0":7,"y0":7,"x1":-1,"y1":-1}}},)"
      R"({"0":{"response":"8 8 6 8","verdict":"OK"}},)"
      R"({"command":"request","content":{"1":{"x0":8,"y0":8,"x1":6,"y1":8}}},)"
      R"({"1":{"verdict":"TLE"}},)"
      R"({"command":"finish","content":{"0":2,"1":0}}]})";
  RecordedGame g;
  std::string err;
  REQUIRE(parse_botzone_log(log, &g, &err));
  CHECK(g.black == "p1");  // player 1 got the all -1 request
  CHECK(g.white == "p0");
  REQUIRE(g.turns.size() == 2);
  CHECK(g.turns[1].move == Move(Point(8, 8), Point(6, 8)));
  CHECK(g.claimed_verdict == "TLE");
  CHECK(g.claimed_culprit == kBlack);
  CHECK(g.claimed_winner == kWhite);
  const Validation v = validate(g);
  CHECK(v.valid);
  CHECK(v.summary.find("Black failed: TLE") != std::string::npos);
  CHECK_FALSE(parse_botzone_log(R"({"log":[]})", &g, &err));
  CHECK_FALSE(parse_botzone_log("[1,2]", &g, &err));
  // A simple-mode response out of int range is malformed, not wrapped ("4294967303" was read as 7).
  REQUIRE(parse_botzone_log(
      R"({"log":[{"command":"request","content":{"0":{"x0":-1,"y0":-1,"x1":-1,"y1":-1}}},)"
      R"({"0":{"response":"4294967303 7 -1 -1","verdict":"OK"}}]})",
      &g, &err));
  REQUIRE(g.turns.size() == 1);
  CHECK(g.turns[0].malformed);
  // Players are "0" and "1": another key never makes a Black player (atoi once gave player 7).
  CHECK_FALSE(parse_botzone_log(
      R"({"log":[{"command":"request","content":{"7":{"x0":-1,"y0":-1,"x1":-1,"y1":-1}}}]})", &g,
      &err));
  // SZ is a whole number: atoi read 4294967311 as 15 and "15x" as 15.
  std::vector<RecordedGame> games;
  CHECK_FALSE(parse_sgf_games("(;SZ[4294967311];B[a1])", &games, &err));
  CHECK_FALSE(parse_sgf_games("(;SZ[15x];B[a1])", &games, &err));
  CHECK(parse_sgf_games("(;SZ[15];B[a1])", &games, &err));
}

TEST_CASE("replay: a logged stone off the board with one negative coordinate stays off the board") {
  // A Cloudict bot on 15x15 named a row past the edge, decoded as (9,-1): the referee judged it
  // off_board and the log wrote [9,-1,8,0]. Read as Botzone's wire reads it (a half pair), the
  // replay found a one-stone turn and called the logged verdict wrong (wrong_count).
  const std::string line =
      R"({"c6judge":2,"game":1,"size":15,"black":{"name":"a"},"white":{"name":"b"},)"
      R"("moves":[{"m":[7,7,-1,-1],"ms":1}],"bad_move":{"m":[9,-1,8,0],"ms":0.8},)"
      R"("result":"1-0","winner":"black","verdict":"ILLEGAL_MOVE","culprit":"white",)"
      R"("reason":"off_board"})";
  LoggedGame lg;
  std::string err;
  REQUIRE(game_from_json(line, &lg, &err));
  REQUIRE(lg.rec.has_bad_move);
  CHECK_FALSE(lg.rec.bad_move_malformed);
  REQUIRE(lg.rec.bad_move.count == 2);
  CHECK(lg.rec.bad_move.stone[0] == Point(9, -1));
  const Validation v = validate(from_logged(lg));
  INFO(v.problem);
  CHECK(v.valid);
  // A second stone without a first is still malformed, and an absent stone is (-1, -1).
  std::string bad = line;
  bad.replace(bad.find("[9,-1,8,0]"), 10, "[-1,-1,8,0]");
  REQUIRE(game_from_json(bad, &lg, &err));
  CHECK(lg.rec.bad_move_malformed);
}

TEST_CASE("replay: a turn time out of double range is unknown, not infinity") {
  // Found by fuzz_judge_botzone_log: RapidJSON reads 51e308 as infinity, and every writer of the
  // game (the HTML page's script data, a re-written log) then wrote "time": with no value.
  RecordedGame g;
  std::string err;
  REQUIRE(parse_botzone_log(
      R"({"log":[{"command":"request","content":{"0":{"x0":-1,"y0":-1,"x1":-1,"y1":-1}}},)"
      R"({"0":{"response":{"x0":7,"y0":7,"x1":-1,"y1":-1},"time":51e308,"verdict":"OK"}},)"
      R"({"command":"request","content":{"1":{"x0":7,"y0":7,"x1":-1,"y1":-1}}},)"
      R"({"1":{"response":{"x0":8,"y0":8,"x1":6,"y1":8},"time":-51e308,"verdict":"OK"}}]})",
      &g, &err));
  REQUIRE(g.turns.size() == 2);
  CHECK(g.turns[0].ms == -1);
  CHECK(g.turns[1].ms == -1);
  const std::string html = game_to_html(g, -1);
  CHECK(html.find("\"ms\":[-1.0,-1.0]") != std::string::npos);
  // The same in our own log: "ms": 51e308 reads as absent (0), like a missing key.
  LoggedGame lg;
  REQUIRE(
      game_from_json(R"({"c6judge":1,"game":1,"size":15,"black":{"name":"a"},"white":{"name":"b"},)"
                     R"("moves":[{"m":[7,7,-1,-1],"ms":51e308},{"m":[8,8,6,8],"ms":12.5}],)"
                     R"("result":"1-0","verdict":"WIN_SIX"})",
                     &lg, &err));
  REQUIRE(lg.rec.turns.size() == 2);
  CHECK(lg.rec.turns[0].ms == 0);
  CHECK(lg.rec.turns[1].ms == 12.5);
}

TEST_CASE("replay: mutated records never crash the readers") {
  // Byte flips, truncations and insertions of the shipped fixtures: every reader must return
  // (true or false) without crashing; under ASan this also checks for memory errors.
  const char* files[] = {"/samples/logs/botzone-match.jsonl", "/samples/logs/c6judge-match.jsonl",
                         "/samples/logs/littlegolem-connect6.sgf"};
  uint64_t state = 12345;
  auto next = [&]() {
    state = state * 6364136223846793005ULL + 1442695040888963407ULL;
    return static_cast<size_t>(state >> 33);
  };
  const char junk[] = "{}[]\",:0123456789-()ab;BW\n ";
  int parsed = 0, rejected = 0;
  for (const char* f : files) {
    std::ifstream in(std::string(C6_SOURCE_DIR) + f);
    REQUIRE(in);
    std::stringstream ss;
    ss << in.rdbuf();
    const std::string base = ss.str();
    for (int i = 0; i < 300; ++i) {
      std::string s = base;
      const int edits = 1 + static_cast<int>(next() % 4);
      for (int e = 0; e < edits && !s.empty(); ++e) {
        const size_t pos = next() % s.size();
        switch (next() % 3) {
          case 0:
            s[pos] = junk[next() % (sizeof junk - 1)];
            break;
          case 1:
            s.resize(pos);
            break;
          default:
            s.insert(pos, 1, junk[next() % (sizeof junk - 1)]);
            break;
        }
      }
      std::vector<RecordedGame> games;
      std::string err;
      bool ok = false;
      if (!s.empty() && s[0] == '(') {
        ok = parse_sgf_games(s, &games, &err);
      } else {
        std::istringstream lines(s);
        std::string line;
        while (std::getline(lines, line)) {
          RecordedGame g;
          LoggedGame lg;
          if (parse_botzone_log(line, &g, &err)) games.push_back(g), ok = true;
          if (game_from_json(line, &lg, &err)) games.push_back(from_logged(lg)), ok = true;
        }
      }
      for (const RecordedGame& g : games) validate(g);
      (ok ? parsed : rejected)++;
    }
  }
  CHECK(parsed + rejected == 900);
  CHECK(parsed > 0);
  CHECK(rejected > 0);
}
