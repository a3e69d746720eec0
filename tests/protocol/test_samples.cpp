// The public Little Golem records in samples/ are legal Connect6 games under our rules layer
// (so they can serve as fixtures elsewhere), and the Botzone samples parse and replay.
#include <catch2/catch.hpp>

#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "core/coords.h"
#include "game/game.h"
#include "protocol/botzone.h"

using namespace c6;

namespace {

std::string slurp(const std::string& path) {
  std::ifstream f(path);
  std::stringstream ss;
  ss << f.rdbuf();
  return ss.str();
}

}  // namespace

TEST_CASE("samples: Little Golem records replay legally on 19x19") {
  const std::string text =
      slurp(std::string(C6_SOURCE_DIR) + "/samples/littlegolem/littlegolem-connect6.sgf");
  std::istringstream lines(text);
  std::string line;
  int games = 0;
  while (std::getline(lines, line)) {
    if (line.empty()) continue;
    Game g(19);
    size_t pos = 0;
    int turns = 0;
    // Nodes look like ;B[j10] or ;W[k11h9].
    while ((pos = line.find(';', pos)) != std::string::npos) {
      ++pos;
      if (pos + 2 >= line.size() || (line[pos] != 'B' && line[pos] != 'W') ||
          line[pos + 1] != '[') {
        continue;
      }
      const size_t end = line.find(']', pos);
      REQUIRE(end != std::string::npos);
      std::vector<Point> pts;
      REQUIRE(coords::parse_sgf_points(line.substr(pos + 2, end - pos - 2), 19, &pts));
      REQUIRE(g.to_move() == (line[pos] == 'B' ? kBlack : kWhite));
      const Move m = pts.size() == 1 ? Move(pts[0]) : Move(pts[0], pts[1]);
      REQUIRE(g.play(m) == Illegal::kNone);
      ++turns;
    }
    CHECK(turns >= 4);
    ++games;
  }
  CHECK(games == 3);
}

TEST_CASE("samples: Botzone JSON samples parse and replay with the side to move inferred") {
  const std::vector<std::pair<std::string, Color>> files = {{"black_turn01.json", kBlack},
                                                            {"white_turn01.json", kWhite},
                                                            {"black_turn03.json", kBlack},
                                                            {"white_turn04.json", kWhite},
                                                            {"black_winning_turn.json", kBlack}};
  for (const auto& f : files) {
    INFO(f.first);
    BotzoneInput in;
    ProtocolError e;
    REQUIRE(parse_botzone_json(slurp(std::string(C6_SOURCE_DIR) + "/samples/botzone/" + f.first),
                               &in, &e));
    CHECK(in.time_limit_ms == 1000);
    Replay r;
    REQUIRE(replay_botzone(in, 15, &r, &e));
    CHECK(r.us == f.second);
    CHECK(r.game.to_move() == f.second);
    CHECK(r.warning.empty());
  }
}
