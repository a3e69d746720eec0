// Fuzz target: the position parsers of `c6bot analyze` (parse_position: Botzone JSON, Little Golem
// SGF, ./X/O diagram). The first byte picks the board size given for JSON. A parsed game is legal
// turn by turn and re-serialises, as SGF and as Botzone JSON, to text that parses to the same
// turns; its diagram parses to the same board. A rejection gives a message.
#include "core/coords.h"
#include "fuzz_util.h"
#include "tools/analyze.h"

using namespace c6;

namespace {

std::string as_sgf(const Game& g) {
  std::string s = "(;FF[4]SZ[" + std::to_string(g.size()) + "]";
  for (size_t i = 0; i < g.moves().size(); ++i) {
    const Move& m = g.moves()[i];
    s += i % 2 == 0 ? ";B[" : ";W[";
    for (int k = 0; k < m.count; ++k) s += coords::format_sgf_point(m.stone[k]);
    s += "]";
  }
  return s + ")";
}

std::string as_json(const Game& g) {
  auto obj = [](const Move& m) {
    int v[4];
    coords::to_botzone(m, v);
    return "{\"x0\":" + std::to_string(v[0]) + ",\"y0\":" + std::to_string(v[1]) +
           ",\"x1\":" + std::to_string(v[2]) + ",\"y1\":" + std::to_string(v[3]) + "}";
  };
  std::string req, res;
  for (size_t i = 0; i < g.moves().size(); ++i) {
    std::string& list = i % 2 == 0 ? req : res;
    list += (list.empty() ? "" : ",") + obj(g.moves()[i]);
  }
  return "{\"requests\":[" + req + "],\"responses\":[" + res + "]}";
}

void check_same_turns(const Game& a, const Game& b, const char* what) {
  FUZZ_CHECK(a.size() == b.size(), std::string(what) + ": size differs");
  FUZZ_CHECK(a.moves() == b.moves(), std::string(what) + ": turns differ");
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  fuzz::Input input(data, size);
  const int board = kMinSize + input.byte() % (kMaxSize - kMinSize + 1);
  const std::string text = input.rest();
  Game g(board);
  std::string why;
  if (!parse_position(text, board, &g, &why)) {
    fuzz::check_message(why);
    return 0;
  }
  fuzz::check_game_legal(g);

  Game back;
  FUZZ_CHECK(parse_position(as_sgf(g), board, &back, &why), "own SGF rejected: " + why);
  check_same_turns(g, back, "SGF round trip");
  if (!g.moves().empty()) {  // an empty requests list is no position
    FUZZ_CHECK(parse_position(as_json(g), g.size(), &back, &why), "own JSON rejected: " + why);
    check_same_turns(g, back, "JSON round trip");
  }
  if (!g.over()) {
    // A diagram has no move order; with no six on the board any order is legal.
    FUZZ_CHECK(parse_position(g.board().to_string(), board, &back, &why),
               "own diagram rejected: " + why);
    FUZZ_CHECK(back.size() == g.size() && back.board().hash() == g.board().hash(),
               "diagram round trip changed the board");
    FUZZ_CHECK(back.to_move() == g.to_move(), "diagram round trip changed the side to move");
  }
  return 0;
}
