// analyze's input formats: Botzone JSON, Little Golem SGF and ./X/O diagrams give the same game
// state, and bad input is rejected with a reason instead of guessed; its --param overrides; the
// per-step times of a search that it prints; a depth or node limit alone is not cut by the clock.
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "core/coords.h"
#include "search/book.h"
#include "search/book_data.h"
#include "search/engine.h"
#include "search/searcher.h"
#include "tools/analyze.h"
#include "tools/bench.h"

using namespace c6;

TEST_CASE("analyze: Botzone JSON replays requests and responses in turn order") {
  Game g;
  std::string why;
  // We are Black (first request all -1): our (7,7), their (8,8)+(6,8), now our turn.
  REQUIRE(parse_position(
      R"({"requests":[{"x0":-1,"y0":-1,"x1":-1,"y1":-1},{"x0":8,"y0":8,"x1":6,"y1":8}],)"
      R"("responses":[{"x0":7,"y0":7,"x1":-1,"y1":-1}]})",
      15, &g, &why));
  CHECK(g.turns_played() == 2);
  CHECK(g.to_move() == kBlack);
  CHECK(g.board().at(Point(7, 7)) == kBlack);
  CHECK(g.board().at(Point(8, 8)) == kWhite);
  CHECK(g.board().at(Point(6, 8)) == kWhite);
  CHECK_FALSE(parse_position(R"({"requests":[{"x0":1}]})", 15, &g, &why));
  CHECK_FALSE(why.empty());
}

TEST_CASE("analyze: Little Golem SGF is 19x19 and follows j10 = column 9, row 9") {
  Game g;
  std::string why;
  REQUIRE(parse_position("(;FF[4]EV[x];B[j10];W[j9l11];B[k9l8])", 15, &g, &why));
  CHECK(g.size() == 19);
  CHECK(g.turns_played() == 3);
  CHECK(g.to_move() == kWhite);
  CHECK(g.board().at(Point(9, 9)) == kBlack);
  CHECK(g.board().at(Point(9, 8)) == kWhite);
  CHECK(g.board().at(Point(11, 10)) == kWhite);
  CHECK_FALSE(parse_position("(;B[j10];W[j10k10])", 19, &g, &why));  // occupied
  // SZ is a whole number (atoi read 4294967311 as 15).
  CHECK_FALSE(parse_position("(;SZ[4294967311];B[a1])", 19, &g, &why));
  REQUIRE(parse_position("(;SZ[15];B[a1])", 19, &g, &why));
  CHECK(g.size() == 15);
}

TEST_CASE("analyze: a diagram gives size, stones and the side to move") {
  Game g;
  std::string why;
  const std::string diagram =
      "    A B C D E F G\n"
      "  1 . . . . . . .\n"
      "  2 . . . . . . .\n"
      "  3 . . X O . . .\n"
      "  4 . . . X . . .\n"
      "  5 . . . . O . .\n"
      "  6 . . . X . . .\n"
      "  7 . . . . . . .\n";
  REQUIRE(parse_position(diagram, 15, &g, &why));
  CHECK(g.size() == 7);
  CHECK(g.board().stone_count() == 5);
  CHECK(g.to_move() == kWhite);  // Black 3 (1 + 2), White 2
  CHECK(g.board().at(Point(3, 2)) == kWhite);
  CHECK(g.board().at(Point(2, 2)) == kBlack);
  // Two black stones and none white cannot arise (Black's first turn is one stone).
  CHECK_FALSE(parse_position("......\n......\n..XX..\n......\n......\n......\n", 15, &g, &why));
}

TEST_CASE("analyze: --param overrides are kept in order and checked like c6bot's") {
  AnalyzeOptions o;
  std::string error;
  REQUIRE(parse_analyze_args(
      {"--param", "k1=12", "--depth", "3", "--param", "share_refute=0.25", "pos.json"}, &o,
      &error));
  REQUIRE(o.params.size() == 2);
  CHECK(o.params[0].first == "k1");
  CHECK(o.params[0].second == 12);
  CHECK(o.params[1].first == "share_refute");
  CHECK(o.params[1].second == 0.25);
  CHECK(o.depth == 3);
  CHECK(o.file == "pos.json");
  CHECK_FALSE(parse_analyze_args({"--param", "k1=41"}, &o, &error));
  CHECK(error.find("k1=41 is out of range") != std::string::npos);
  CHECK_FALSE(parse_analyze_args({"--param", "soft=0.8"}, &o, &error));  // soft > share_search
  CHECK(error.find("contradict") != std::string::npos);
  CHECK_FALSE(parse_analyze_args({"--param"}, &o, &error));
}

TEST_CASE("analyze: a depth or node limit without --time does not stop at the default second") {
  const auto limits_of = [](const std::vector<std::string>& args) {
    AnalyzeOptions o;
    std::string error;
    REQUIRE(parse_analyze_args(args, &o, &error));
    return analyze_limits(o);
  };
  const Limits depth = limits_of({"--depth", "2"});
  CHECK(depth.depth == 2);
  CHECK(depth.time_ms == 0);                        // no clock given
  CHECK(depth.clock_ms() == Limits::kSafetyNetMs);  // no depth-limited analysis gets near it
  const Limits nodes = limits_of({"--nodes", "5000"});
  CHECK(nodes.nodes == 5000);
  CHECK(nodes.clock_ms() == Limits::kSafetyNetMs);
  // --time is kept beside a depth limit; with no limit at all the engine's default applies.
  CHECK(limits_of({"--depth", "2", "--time", "0.3"}).time_ms == 300);
  CHECK(limits_of({}).clock_ms() == Limits().clock_ms());
}

TEST_CASE("analyze: the book line says what c6bot's book does in the position") {
  AnalyzeOptions o;
  std::string error;
  REQUIRE(parse_analyze_args({"--depth", "2"}, &o, &error));
  const Limits lim = analyze_limits(o);
  // A position of the embedded book (o17, White's second turn: 9.9 9.11-8.8 8.10-7.11, entry
  // 10.8-6.12); c6bot plays the entry without searching.
  Game book_pos(19);
  REQUIRE(book_pos.play(Move(Point(9, 9))) == Illegal::kNone);
  REQUIRE(book_pos.play(Move(Point(9, 11), Point(8, 8))) == Illegal::kNone);
  REQUIRE(book_pos.play(Move(Point(8, 10), Point(7, 11))) == Illegal::kNone);
  BookHit hit;
  REQUIRE(embedded_book().lookup(book_pos, &hit));
  EngineOptions eo;
  eo.use_book = true;
  Engine engine(eo);
  const SearchReport played = engine.think(book_pos, lim);
  REQUIRE(played.reason == "book");
  REQUIRE(same_stones(played.move, hit.move));
  // The move in human coordinates, as on the "best:" line, then what c6bot does with it.
  std::string move;
  for (int i = 0; i < hit.move.count; ++i)
    move += (i ? " " : "") + coords::human(hit.move.stone[i]);
  CHECK(book_line(book_pos, lim, o.params) == move + ", played (c6bot does not search)");
  // No entry: the empty board (c6bot's first stone is a fixed opening move) and any 15x15 one.
  CHECK(book_line(Game(19), lim, o.params) == "none");
  Game p15(15);
  REQUIRE(p15.play(Move(Point(7, 7))) == Illegal::kNone);
  CHECK(book_line(p15, lim, o.params) == "none");
}

TEST_CASE("analyze: a search reports the time of each step, and only of the steps it ran") {
  const Game middle = bench_position("15-middle");
  const Game tactical = bench_position("15-tactical");
  REQUIRE(middle.board().stone_count() > 15);
  Limits lim;
  lim.depth = 3;
  Searcher s(4);
  const SearchReport r = s.think(middle, lim);
  REQUIRE(r.depth == 3);
  const SearchReport::Phases& t = r.phases;
  CHECK(t.search > 0);
  for (double ms : {t.threats, t.pass, t.refute, t.search, t.verify, t.extend}) CHECK(ms >= 0);
  // The steps follow the start of the turn, so together they fit in the turn's time.
  CHECK(t.threats + t.pass + t.refute + t.search + t.verify + t.extend <= r.ms + 1e-6);
  // Our threat-space win ends the turn before any later step.
  const SearchReport w = s.think(tactical, lim);
  REQUIRE(w.reason == "vcdt");
  CHECK(w.phases.threats > 0);
  CHECK(w.phases.pass == 0);
  CHECK(w.phases.search == 0);
  CHECK(w.phases.verify == 0);
}
