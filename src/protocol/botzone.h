// Botzone protocols: full-history JSON, simple (line) mode, and keep-running mode.
//
// Parsing is separated from replay so each step reports its own errors: parse_* turns text into
// raw numbers (BotzoneInput) and fails only on syntax, types and shape; replay_botzone() rebuilds
// the Game with the rules layer and applies the illegal-history policy (see replay_botzone).
#pragma once

#include <array>
#include <iosfwd>
#include <string>
#include <vector>

#include "core/types.h"
#include "game/game.h"
#include "protocol/input.h"
#include "protocol/options.h"
#include "search/engine.h"

namespace c6 {

// x0, y0, x1, y1 exactly as the platform sent them.
using RawTurn = std::array<int, 4>;

struct BotzoneInput {
  std::vector<RawTurn> requests;
  std::vector<RawTurn> responses;
  double time_limit_ms = 0;  // 0 = absent or not numeric
};

// A failure that ends the turn: the exit code and the one-line message (without "c6bot: ").
struct ProtocolError {
  int code = 0;
  std::string message;
};

// Full-history JSON object (one Botzone input).
bool parse_botzone_json(const std::string& text, BotzoneInput* out, ProtocolError* err);
// Simple mode: the turn count line, then 2n-1 lines of "x0 y0 x1 y1". Reads exactly those lines
// (optional data/globaldata lines are left unread). max_turns bounds n before anything is read.
bool parse_botzone_lines(InputReader& in, int max_turns, BotzoneInput* out, ProtocolError* err);
// One later keep-running request: a bare object, {"requests":[...]} (last element) or
// {"requests":{...}}; or a "x0 y0 x1 y1" line when json is false.
bool parse_keep_running_request(const std::string& text, bool json, RawTurn* out,
                                ProtocolError* err);

// The rebuilt game and what the bot must know to answer it.
struct Replay {
  Game game;
  Color us = kBlack;
  // Non-empty when the input was repaired: one text per repaired turn, joined with "; ".
  std::string warning;
  // Stones of turns dropped by the repair: the answer must avoid them too.
  std::vector<Point> avoid;
};

// Rebuilds the game from the history. Colour: requests[0].x0 < 0 means we are Black.
// Illegal-history policy (a bot that answers keeps a game the lenient Botzone judge still plays):
// the history is replayed turn by turn with the rules layer. An illegal opponent turn (occupied,
// off board, duplicate, wrong count, half pair, pass, two stones on Black's first turn) is applied
// as a lenient arena would (Game::play_repaired: its stones that are on the board, empty and
// distinct, at most the turn's count) and the replay goes on, with a warning. An illegal turn of
// our own stops the replay: we are to move in the position before it, so we answer that (warning;
// the move also avoids every stone of the dropped turns). Warnings are joined with "; ". A game
// decided by the history, repaired or not (six or full board), gives exit code 6; a turn after it
// gives exit code 4. A history longer than the board can hold gives exit code 3.
bool replay_botzone(const BotzoneInput& in, int size, Replay* out, ProtocolError* err);

// Longest possible game on a size x size board, in turns (1 + 2 per turn fills it exactly).
int max_turns(int size);

std::string format_json_answer(const Move& m, const std::string& debug);
// Four lines: move, debug, data (empty), globaldata (empty).
std::string format_line_answer(const Move& m, const std::string& debug);

// Runs one Botzone session on `in`: the first full input, then (with --keep-running) every later
// request. Returns the exit code; errors are written as one line on `err`.
int run_botzone(const BotOptions& options, Engine& engine, InputReader& in, std::ostream& out,
                std::ostream& err);

// Picks the engine's move for the side to move, replaced by a legal fallback if it would land on a
// point in `avoid`. Shared by every protocol; precondition: the game is not over.
SearchReport choose_move(Engine& engine, const Game& game, const Limits& limits,
                         const std::vector<Point>& avoid);

}  // namespace c6
