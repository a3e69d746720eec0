#include "match/referee.h"

#include <memory>

#include "game/game.h"

namespace c6 {
namespace judge {

GameRecord play_game(const GameSetup& setup) {
  const int64_t t_start = now_us();
  GameRecord rec;
  rec.size = setup.size;
  rec.opening = setup.opening;
  Game game(setup.size);
  for (const Move& m : setup.opening) game.play(m);

  BotSession black(setup.black, kBlack, setup.size, setup.limits, setup.stderr_black, setup.stop);
  BotSession white(setup.white, kWhite, setup.size, setup.limits, setup.stderr_white, setup.stop);
  black.set_globaldata(setup.globaldata_black);
  white.set_globaldata(setup.globaldata_white);
  int bot_turns = 0;
  if (setup.on_turn) setup.on_turn(rec);
  while (!game.over()) {
    if (setup.max_turns > 0 && bot_turns >= setup.max_turns) {
      rec.verdict = Verdict::kAdjudicated;
      rec.reason = "turn_cap";
      rec.detail = "draw adjudicated after " + std::to_string(bot_turns) + " turns";
      break;
    }
    if (setup.adjudicate_dead && !game.board().six_possible()) {
      rec.verdict = Verdict::kAdjudicated;
      rec.reason = "no_six_left";
      rec.detail = "draw adjudicated after " + std::to_string(bot_turns) +
                   " turns: no six can be made any more";
      break;
    }
    const Color side = game.to_move();
    BotSession& bot = side == kBlack ? black : white;
    const TurnOutcome t = bot.play(game.moves());
    ++bot_turns;
    // Liveness, time, output size and parsing were decided by the session, in that order.
    if (t.verdict != Verdict::kNone) {
      rec.verdict = t.verdict;
      rec.detail = t.detail;
      rec.reason = t.reason.empty() ? "unspecified" : t.reason;
      if (t.verdict == Verdict::kInterrupt || t.verdict == Verdict::kAdjudicated) break;
      rec.culprit = side;
      rec.winner = opponent(side);
      break;
    }
    // Stone count, each stone, distinctness: Game::check validates the whole turn before placing.
    Illegal why = t.malformed_count ? Illegal::kWrongCount : game.play(t.move);
    if (why != Illegal::kNone) {
      rec.verdict = Verdict::kIllegalMove;
      rec.reason = illegal_name(why);
      rec.detail = t.malformed_count ? std::string(illegal_name(why)) + ": " + t.detail
                                     : illegal_detail(game, t.move, why);
      rec.culprit = side;
      rec.winner = opponent(side);
      rec.has_bad_move = true;
      rec.bad_move_malformed = t.malformed_count;
      rec.bad_move = t.move;
      rec.bad_move_ms = t.ms;
      break;
    }
    TurnRecord tr;
    tr.move = t.move;
    tr.ms = t.ms;
    tr.debug = t.debug;
    tr.clock_black_ms = black.clock_ms();
    tr.clock_white_ms = white.clock_ms();
    rec.turns.push_back(tr);
    if (setup.on_turn) setup.on_turn(rec);
  }
  if (game.result() == Result::kBlackWin || game.result() == Result::kWhiteWin) {
    rec.verdict = Verdict::kWinSix;
    rec.winner = game.result() == Result::kBlackWin ? kBlack : kWhite;
    rec.reason = "six";
  } else if (game.result() == Result::kDraw) {
    rec.verdict = Verdict::kDrawFull;
    rec.reason = "full_board";
  }
  black.finish();
  white.finish();
  rec.globaldata_black = black.globaldata();
  rec.globaldata_white = white.globaldata();
  rec.duration_ms = (now_us() - t_start) / 1000.0;
  return rec;
}

}  // namespace judge
}  // namespace c6
