// Checks shared by the Botzone input targets: serialising a parsed input back to text, and the
// invariants of replay_botzone's result.
#pragma once

#include <string>

#include "fuzz_util.h"
#include "protocol/botzone.h"
#include "protocol/exit_codes.h"

namespace c6 {
namespace fuzz {

inline std::string turn_json(const RawTurn& t) {
  return "{\"x0\":" + std::to_string(t[0]) + ",\"y0\":" + std::to_string(t[1]) +
         ",\"x1\":" + std::to_string(t[2]) + ",\"y1\":" + std::to_string(t[3]) + "}";
}

inline std::string turn_line(const RawTurn& t) {
  return std::to_string(t[0]) + " " + std::to_string(t[1]) + " " + std::to_string(t[2]) + " " +
         std::to_string(t[3]);
}

inline std::string input_json(const BotzoneInput& in) {
  std::string s = "{\"requests\":[";
  for (size_t i = 0; i < in.requests.size(); ++i) s += (i ? "," : "") + turn_json(in.requests[i]);
  s += "],\"responses\":[";
  for (size_t i = 0; i < in.responses.size(); ++i) {
    s += (i ? "," : "") + turn_json(in.responses[i]);
  }
  return s + "]}";
}

inline std::string input_lines(const BotzoneInput& in) {
  std::string s = std::to_string(in.responses.size() + 1) + "\n";
  for (size_t i = 0; i < in.requests.size(); ++i) {
    s += turn_line(in.requests[i]) + "\n";
    if (i < in.responses.size()) s += turn_line(in.responses[i]) + "\n";
  }
  return s;
}

inline void check_protocol_error(const ProtocolError& e, bool replay) {
  check_message(e.message);
  const bool known = e.code == kExitBadInput || e.code == kExitTooLarge ||
                     (replay && (e.code == kExitIllegalHistory || e.code == kExitNoMove));
  FUZZ_CHECK(known, "unexpected exit code " + std::to_string(e.code));
}

// Replays a parsed input on a size x size board and checks what comes out: a position the rules
// layer accepts, not decided, with our side to move; or an error with a message and a code.
inline void check_replay(const BotzoneInput& in, int size) {
  Replay r;
  ProtocolError e;
  if (!replay_botzone(in, size, &r, &e)) {
    check_protocol_error(e, true);
    return;
  }
  const Game& g = r.game;
  FUZZ_CHECK(g.size() == size, "replayed board has the wrong size");
  FUZZ_CHECK(!g.over(), "replay succeeded on a decided game");
  FUZZ_CHECK(g.to_move() == r.us, "replay ends with the opponent to move");
  FUZZ_CHECK((in.requests[0][0] < 0) == (r.us == kBlack), "colour not taken from requests[0]");
  for (Point p : r.avoid) FUZZ_CHECK(g.board().inside(p), "avoid point off the board");
  // Repaired turns may hold fewer stones, so rebuild with play_repaired: every stone recorded
  // must be one a lenient arena could place (on the board, empty, distinct, within the count).
  Game again(size);
  for (const Move& m : g.moves()) {
    Move placed;
    again.play_repaired(m, &placed);
    FUZZ_CHECK(placed == m, "a replayed turn holds a stone that cannot be placed");
  }
  FUZZ_CHECK(again.board().hash() == g.board().hash(), "rebuilt board differs");
  if (r.warning.empty()) {
    // No repair: the history was legal as sent, turn for turn.
    check_game_legal(g);
    const size_t turns = 2 * in.responses.size() + (r.us == kWhite ? 1 : 0);
    FUZZ_CHECK(g.moves().size() == turns, "a legal history lost turns");
  } else {
    FUZZ_CHECK(r.warning.find('\n') == std::string::npos, "warning spans lines");
  }
}

}  // namespace fuzz
}  // namespace c6
