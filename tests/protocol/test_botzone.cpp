// Botzone parsers and formats: time_limit units, keep-running request forms, answer formats,
// and the bounded input reader.
#include <catch2/catch.hpp>

#include <sstream>

#include "protocol/botzone.h"
#include "protocol/exit_codes.h"
#include "protocol/input.h"

using namespace c6;

TEST_CASE("botzone: time_limit is read as ms above 50, else seconds; non-numeric ignored") {
  const std::string head = R"({"requests":[{"x0":-1,"y0":-1,"x1":-1,"y1":-1}],"responses":[],)";
  const std::vector<std::pair<std::string, double>> cases = {
      {R"("time_limit":1000)", 1000},
      {R"("time_limit":2)", 2000},
      {R"("time_limit":0.5)", 500},
      {R"("time_limit":"1500")", 1500},
      {R"("time_limit":"")", 0},
      {R"("time_limit":-3)", 0},
      {R"("time_limit":"1s")", 0},
      {R"("time_limit":null)", 0},
      // Over a day per turn is ignored, not planned on (fuzz_botzone_json asserts it).
      {R"("time_limit":1e300)", 0},
      {R"("time_limit":86400000)", 86400000},
  };
  for (const auto& c : cases) {
    INFO(c.first);
    BotzoneInput in;
    ProtocolError e;
    REQUIRE(parse_botzone_json(head + c.first + "}", &in, &e));
    CHECK(in.time_limit_ms == c.second);
  }
}

TEST_CASE("botzone: keep-running request forms") {
  RawTurn t;
  ProtocolError e;
  const RawTurn want = {8, 8, 6, 8};
  for (const char* s :
       {R"({"x0":8,"y0":8,"x1":6,"y1":8})",
        R"({"requests":[{"x0":1,"y0":1,"x1":2,"y1":2},{"x0":8,"y0":8,"x1":6,"y1":8}]})",
        R"({"requests":{"x0":8,"y0":8,"x1":6,"y1":8}})"}) {
    INFO(s);
    REQUIRE(parse_keep_running_request(s, true, &t, &e));
    CHECK(t == want);
  }
  REQUIRE(parse_keep_running_request(" 8 8\t6 8 ", false, &t, &e));
  CHECK(t == want);
  CHECK_FALSE(parse_keep_running_request("8 8 6 8 9", false, &t, &e));
  CHECK_FALSE(parse_keep_running_request(R"({"x0":8})", true, &t, &e));
  CHECK(e.code == kExitBadInput);
}

TEST_CASE("botzone: answer formats") {
  CHECK(format_json_answer(Move(Point(7, 7)), "a \"q\"\n") ==
        R"({"response":{"x0":7,"y0":7,"x1":-1,"y1":-1},"debug":"a \"q\"\n"})");
  CHECK(format_json_answer(Move(Point(1, 2), Point(3, 4)), "") ==
        R"({"response":{"x0":1,"y0":2,"x1":3,"y1":4}})");
  // Debug is capped at 1000 bytes (Botzone keeps 1 KB).
  const std::string long_debug(5000, 'd');
  CHECK(format_json_answer(Move(Point(1, 2)), long_debug).size() < 1100);
  CHECK(format_line_answer(Move(Point(1, 2), Point(3, 4)), "x\ny") == "1 2 3 4\nx y\n\n\n");
}

TEST_CASE("botzone: max_turns is the turn count that fills the board") {
  CHECK(max_turns(15) == 113);
  CHECK(max_turns(19) == 181);
  CHECK(max_turns(6) == 18);
}

TEST_CASE("input reader: JSON values end at their closing brace, strings honoured") {
  std::istringstream s(R"(  {"a":"}{\"","b":[1,{"c":2}]}   {"next":1}
x y)");
  InputReader r(s);
  std::string t;
  REQUIRE(r.read_json(&t) == InputReader::kOk);
  CHECK(t == R"({"a":"}{\"","b":[1,{"c":2}]})");
  REQUIRE(r.read_json(&t) == InputReader::kOk);
  CHECK(t == R"({"next":1})");
  REQUIRE(r.read_line(&t) == InputReader::kOk);
  CHECK(t.empty());  // the rest of the JSON line
  REQUIRE(r.read_line(&t) == InputReader::kOk);
  CHECK(t == "x y");
  CHECK(r.read_line(&t) == InputReader::kEof);
}

TEST_CASE("input reader: the byte budget is exact") {
  std::istringstream ok("1234567890");
  InputReader a(ok, 10);
  std::string t;
  CHECK(a.read_line(&t) == InputReader::kOk);
  CHECK(t == "1234567890");
  std::istringstream over("12345678901");
  InputReader b(over, 10);
  CHECK(b.read_line(&t) == InputReader::kTooLarge);
  CHECK(b.over_budget());
  std::istringstream crlf("a b\r\n");
  InputReader c(crlf);
  CHECK(c.read_line(&t) == InputReader::kOk);
  CHECK(t == "a b");
}

TEST_CASE("input reader: a UTF-8 byte order mark at the start is skipped") {
  std::istringstream s("\xEF\xBB\xBF  {\"a\":1}");
  InputReader r(s);
  CHECK(r.peek_nonblank() == '{');
  std::string t;
  REQUIRE(r.read_json(&t) == InputReader::kOk);
  CHECK(t == "{\"a\":1}");
}
