// SHA-256 known answers, opening files and symmetries, and the game log round trip.
#include <sys/stat.h>
#include <unistd.h>

#include <catch2/catch.hpp>
#include <cstdio>
#include <cstdlib>
#include <fstream>

#include "match/openings.h"
#include "process/process.h"
#include "records/gamelog.h"
#include "util/sha256.h"

using namespace c6;
using namespace c6::judge;

TEST_CASE("sha256: FIPS 180-4 test vectors") {
  CHECK(sha256_hex("") == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
  CHECK(sha256_hex("abc") == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  CHECK(sha256_hex("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq") ==
        "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1");
  Sha256 h;  // one million 'a' fed in odd-sized pieces
  const std::string chunk(997, 'a');
  size_t left = 1000000;
  while (left > 0) {
    const size_t n = std::min(left, chunk.size());
    h.update(chunk.data(), n);
    left -= n;
  }
  CHECK(h.hex_digest() == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0");
  CHECK(sha256_file("/nonexistent/file").empty());
}

TEST_CASE("openings: parse, place, transform") {
  std::vector<Opening> ops;
  std::string err;
  REQUIRE(parse_openings("# c\nfirst rel 0,0 1,0 0,1\nabs 7,7 8,8 6,8  # tail\n", &ops, &err));
  REQUIRE(ops.size() == 2);
  CHECK(ops[0].name == "first");
  CHECK(ops[0].relative);
  CHECK(ops[1].name == "line3");
  std::vector<Move> turns;
  REQUIRE(opening_turns(ops[0], 15, 0, &turns, &err));
  REQUIRE(turns.size() == 2);
  CHECK(turns[0] == Move(Point(7, 7)));
  CHECK(turns[1] == Move(Point(8, 7), Point(7, 8)));
  REQUIRE(opening_turns(ops[0], 19, 0, &turns, &err));
  CHECK(turns[0] == Move(Point(9, 9)));
  // Symmetry 1 mirrors x, 2 mirrors y, 4 swaps axes.
  CHECK(transform(Point(1, 2), 1, 15) == Point(13, 2));
  CHECK(transform(Point(1, 2), 2, 15) == Point(1, 12));
  CHECK(transform(Point(1, 2), 4, 15) == Point(2, 1));
  CHECK(transform(Point(1, 2), 7, 15) == Point(12, 13));
  REQUIRE(opening_turns(ops[1], 15, 3, &turns, &err));
  CHECK(turns[1] == Move(Point(6, 6), Point(8, 6)));
  // Errors name the problem.
  CHECK_FALSE(parse_openings("rel 0,0 1,1\n", &ops, &err));  // even count
  CHECK(err.find("line 1") != std::string::npos);
  CHECK_FALSE(parse_openings("x rel 0,0 1;1 2,2\n", &ops, &err));
  CHECK_FALSE(parse_openings("# nothing\n", &ops, &err));
  REQUIRE(parse_openings("rel 0,0 0,0 1,1\nabs 14,14 15,15 0,0\n", &ops, &err));
  CHECK_FALSE(opening_turns(ops[0], 15, 0, &turns, &err));
  CHECK(err.find("occupied") != std::string::npos);
  CHECK_FALSE(opening_turns(ops[1], 15, 0, &turns, &err));
  CHECK(err.find("off") != std::string::npos);
  CHECK(err.find("(line 2)") != std::string::npos);
  // From a file, the message names the file and line; a directory and a huge or binary token
  // are named as such, not echoed whole.
  const std::string dir = "/tmp/c6-openings-" + std::to_string(getpid());
  REQUIRE(std::system(("mkdir -p " + dir).c_str()) == 0);
  {
    std::ofstream(dir + "/ill.txt") << "# two\no1 rel 0,0 0,0 1,1\n";
    std::ofstream(dir + "/long.txt") << "rel 0,0 " << std::string(100000, 'x') << "\x01\n";
  }
  REQUIRE(load_openings(dir + "/ill.txt", &ops, &err));
  CHECK_FALSE(opening_turns(ops[0], 15, 0, &turns, &err));
  CHECK(err == "opening o1 (" + dir + "/ill.txt:2) is illegal: occupied");
  CHECK_FALSE(load_openings(dir, &ops, &err));
  CHECK(err == dir + " is a directory, not an openings file");
  CHECK_FALSE(load_openings(dir + "/long.txt", &ops, &err));
  CHECK(err.size() < 200);
  CHECK(err.find("bad stone '" + std::string(40, 'x') + "...'") != std::string::npos);
  std::system(("rm -rf " + dir).c_str());
}

TEST_CASE("openings: shipped sets load and are legal on their board") {
  for (const char* f : {"balanced-15.txt", "balanced-19.txt", "level5-15.txt"}) {
    std::vector<Opening> ops;
    std::string err;
    REQUIRE(load_openings(std::string(C6_SOURCE_DIR) + "/samples/openings/" + f, &ops, &err));
    CHECK(ops.size() >= 20);
    const int size = std::string(f).find("19") != std::string::npos ? 19 : 15;
    for (const Opening& o : ops) {
      for (int t = 0; t < 8; ++t) {
        std::vector<Move> turns;
        CHECK(opening_turns(o, size, t, &turns, &err));
      }
    }
  }
}

TEST_CASE("gamelog: a game survives the JSON round trip") {
  LoggedGame g;
  g.index = 7;
  g.pairing = 1;
  g.round = 3;
  g.seed = 0xfedcba9876543210ULL;  // needs all 64 bits
  g.black.name = "a \"quoted\" bot";
  g.black.cmd = "./x --level greedy";
  g.black.sha256 = std::string(64, 'f');
  g.white.name = "b";
  g.white.proto = Proto::kBotzoneLine;
  g.rec.size = 15;
  g.rec.opening = {Move(Point(7, 7)), Move(Point(8, 8), Point(6, 8))};
  g.rec.opening_name = "o1";
  g.rec.symmetry = 5;
  TurnRecord t;
  t.move = Move(Point(1, 2), Point(3, 4));
  t.ms = 12.345;
  t.debug = "line1\nline2";
  g.rec.turns.push_back(t);
  g.rec.verdict = Verdict::kIllegalMove;
  g.rec.winner = kBlack;
  g.rec.culprit = kWhite;
  g.rec.reason = "occupied";
  g.rec.has_bad_move = true;
  g.rec.bad_move = Move(Point(7, 7), Point(0, 0));
  const std::string line = game_to_json(g);
  CHECK(line.find('\n') == std::string::npos);
  LoggedGame r;
  std::string err;
  REQUIRE(game_from_json(line, &r, &err));
  CHECK(r.index == 7);
  CHECK(r.pairing == 1);
  CHECK(r.round == 3);
  CHECK(r.seed == g.seed);
  CHECK(r.black.name == g.black.name);
  CHECK(r.black.sha256 == g.black.sha256);
  CHECK(r.white.proto == Proto::kBotzoneLine);
  CHECK(r.rec.opening == g.rec.opening);
  CHECK(r.rec.symmetry == 5);
  REQUIRE(r.rec.turns.size() == 1);
  CHECK(r.rec.turns[0].move == t.move);
  CHECK(r.rec.turns[0].ms == Approx(12.3));
  CHECK(r.rec.turns[0].debug == t.debug);
  CHECK(r.rec.verdict == Verdict::kIllegalMove);
  CHECK(r.rec.winner == kBlack);
  CHECK(r.rec.culprit == kWhite);
  CHECK(r.rec.reason == "occupied");
  CHECK(r.rec.has_bad_move);
  CHECK(r.rec.bad_move == g.rec.bad_move);
  CHECK(result_string(r.rec) == "1-0");
  CHECK_FALSE(game_from_json("{\"x\":1}", &r, &err));
  CHECK_FALSE(game_from_json("not json", &r, &err));
}

TEST_CASE("bot spec parsing") {
  BotSpec b;
  std::string err;
  REQUIRE(parse_bot_spec("name=a,cmd=./x --level greedy,proto=botzone-line,dir=/tmp", &b, &err));
  CHECK(b.name == "a");
  CHECK(b.cmd == "./x --level greedy");
  CHECK(b.proto == Proto::kBotzoneLine);
  CHECK(b.dir == "/tmp");
  REQUIRE(parse_bot_spec("cmd=\"./y --weights a,b\",name=w", &b, &err));
  CHECK(b.cmd == "./y --weights a,b");
  CHECK(b.name == "w");
  REQUIRE(parse_bot_spec("/usr/bin/c6bot --level random", &b, &err));
  CHECK(b.cmd == "/usr/bin/c6bot --level random");
  CHECK(b.name == "c6bot");
  CHECK_FALSE(parse_bot_spec("name=a,proto=xml,cmd=x", &b, &err));
  CHECK_FALSE(parse_bot_spec("name=a", &b, &err));
  CHECK_FALSE(parse_bot_spec("name=a,colour=red", &b, &err));
  // A key given twice is refused, not the last one silently kept.
  CHECK_FALSE(parse_bot_spec("cmd=./x,cmd=/bin/true", &b, &err));
  CHECK(err == "'cmd=' is given twice");
  CHECK_FALSE(parse_bot_spec("name=a,name=b,cmd=./x", &b, &err));
  // A misspelt key after a comma used to become part of the command ("./x --level greedy,tme=500"):
  // refused with the key it looks like, whatever its case; a quoted value keeps its text.
  CHECK_FALSE(parse_bot_spec("name=a,cmd=./x --level greedy,tme=500", &b, &err));
  CHECK(err.find("'tme=' is not a bot key (did you mean 'time='?)") != std::string::npos);
  CHECK_FALSE(parse_bot_spec("cmd=./x,Proto=ccgc", &b, &err));
  CHECK(err.find("did you mean 'proto='") != std::string::npos);
  CHECK_FALSE(parse_bot_spec("cmd=./x,mmeory=64", &b, &err));  // two letters swapped
  CHECK(err.find("did you mean 'memory='") != std::string::npos);
  REQUIRE(parse_bot_spec("cmd='./x --level greedy,tme=500',name=q", &b, &err));
  CHECK(b.cmd == "./x --level greedy,tme=500");
  REQUIRE(parse_bot_spec("cmd=./x --weights a,b=1", &b, &err));  // not like any key
  CHECK(b.cmd == "./x --weights a,b=1");
}

TEST_CASE("bot specs: an executable that cannot be used says why") {
  BotSpec b;
  std::string err;
  auto why = [&](const std::string& spec) {
    REQUIRE(parse_bot_spec(spec, &b, &err));
    CHECK_FALSE(resolve_binary(&b, &err));
    return err;
  };
  CHECK(why("name=a,cmd=/nonexistent-c6/x") == "bot 'a': executable '/nonexistent-c6/x' not found");
  CHECK(why("name=a,cmd=/tmp") == "bot 'a': executable '/tmp' is a directory");
  const std::string plain = "/tmp/c6-plain-" + std::to_string(getpid());
  std::ofstream(plain) << "not a program\n";
  REQUIRE(chmod(plain.c_str(), 0644) == 0);
  CHECK(why("name=a,cmd=" + plain).find("'" + plain + "' is not executable") != std::string::npos);
  CHECK(why("name=a,cmd=/bin/true,dir=" + plain) ==
        "bot 'a': working directory '" + plain + "' is not a directory");
  std::remove(plain.c_str());
  CHECK(why("name=a,cmd=/bin/true,dir=/nonexistent-c6") ==
        "bot 'a': working directory '/nonexistent-c6' does not exist");
  const std::string huge = why("name=a,cmd=/nonexistent-c6/" + std::string(100000, 'y'));
  CHECK(huge.size() < 150);
}

TEST_CASE("Botzone bots off 15x15 are warned unless their cmd passes --size") {
  BotSpec b;
  std::string err;
  REQUIRE(parse_bot_spec("name=z,cmd=./c6bot --level greedy", &b, &err));
  CHECK(botzone_size_warning(b, 15).empty());
  const std::string w = botzone_size_warning(b, 19);
  CHECK(w.find("bot 'z'") != std::string::npos);
  CHECK(w.find("--size 19") != std::string::npos);
  b.cmd = "./c6bot --size 19 --level greedy";
  CHECK(botzone_size_warning(b, 19).empty());
  CHECK_FALSE(botzone_size_warning(b, 9).empty());  // told the wrong size
  b.proto = Proto::kBotzoneLine;
  CHECK_FALSE(botzone_size_warning(b, 9).empty());
  b.proto = Proto::kCcgc;
  CHECK(botzone_size_warning(b, 9).empty());  // the contest protocols are not Botzone's
}

TEST_CASE("answer parsing: Botzone JSON and line mode") {
  TurnOutcome t;
  std::string data, gdata, why;
  REQUIRE(parse_botzone_json_answer(
      R"({"response":{"x0":7,"y0":7,"x1":-1,"y1":-1},"debug":"d","data":"x","globaldata":"g"})", &t,
      &data, &gdata, &why));
  CHECK(t.move == Move(Point(7, 7)));
  CHECK(t.debug == "d");
  CHECK(data == "x");
  CHECK(gdata == "g");
  t = TurnOutcome();
  REQUIRE(parse_botzone_json_answer(R"({"response":{"x0":1,"y0":2,"x1":-1,"y1":4}})", &t, &data,
                                    &gdata, &why));
  CHECK(t.malformed_count);  // half pair = wrong_count, not bad output
  CHECK_FALSE(parse_botzone_json_answer("hello", &t, &data, &gdata, &why));
  CHECK_FALSE(parse_botzone_json_answer(R"({"resp":{}})", &t, &data, &gdata, &why));
  CHECK_FALSE(parse_botzone_json_answer(R"({"response":{"x0":"7","y0":7,"x1":1,"y1":1}})", &t,
                                        &data, &gdata, &why));
  CHECK_FALSE(parse_botzone_json_answer(R"({"response":{"x0":7.5,"y0":7,"x1":1,"y1":1}})", &t,
                                        &data, &gdata, &why));
  t = TurnOutcome();
  REQUIRE(parse_botzone_line_move("3 4 5 6", &t, &why));
  CHECK(t.move == Move(Point(3, 4), Point(5, 6)));
  CHECK_FALSE(parse_botzone_line_move("3 4 5", &t, &why));
  CHECK_FALSE(parse_botzone_line_move("3 4 5 6 7", &t, &why));
  // Out of int range is bad output, not a wrapped number ("4294967303" once read as 7).
  CHECK_FALSE(parse_botzone_line_move("4294967303 7 8 8", &t, &why));
  CHECK_FALSE(parse_botzone_line_move("3 4 5 6x", &t, &why));
}

TEST_CASE("plain commands are exec'd directly, shell syntax goes through /bin/sh") {
  std::vector<std::string> w;
  REQUIRE(split_plain_command("  ./c6bot --level  greedy ", &w));
  CHECK(w == std::vector<std::string>{"./c6bot", "--level", "greedy"});
  CHECK_FALSE(split_plain_command("./bot 2>/dev/null", &w));
  CHECK_FALSE(split_plain_command("./bot --name 'a b'", &w));
  CHECK_FALSE(split_plain_command("FOO=1 ./bot", &w));
  CHECK_FALSE(split_plain_command("./a | ./b", &w));
  CHECK_FALSE(split_plain_command("   ", &w));
  CHECK(find_in_path("sh").find("/sh") != std::string::npos);
  CHECK(find_in_path("no-such-program-c6") == "no-such-program-c6");
}
