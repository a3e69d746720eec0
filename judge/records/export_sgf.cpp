#include "records/export_sgf.h"

#include "core/coords.h"
#include "game/game.h"

namespace c6 {
namespace judge {

namespace {

std::string clean(const std::string& s) {
  std::string o;
  for (char c : s) o += c == ']' ? ')' : c == '\\' ? '/' : c;
  return o;
}

}  // namespace

std::string game_to_sgf(const RecordedGame& g) {
  const Validation v = validate(g);
  std::string s = "(;FF[4]SZ[" + std::to_string(g.size) + "]";
  // An SGF record's label is "Black vs White [event]": the event alone goes back into EV.
  std::string ev = g.label;
  const size_t open = ev.find(" [");
  if (g.source == "sgf" && open != std::string::npos && ev.back() == ']') {
    ev = ev.substr(open + 2, ev.size() - open - 3);
  }
  if (!ev.empty()) s += "EV[" + clean(ev) + "]";
  s += "PB[" + clean(g.black) + "]PW[" + clean(g.white) + "]";
  if (v.result == Result::kBlackWin) s += "RE[B+]";
  if (v.result == Result::kWhiteWin) s += "RE[W+]";
  if (v.result == Result::kDraw) s += "RE[0]";
  s += "SO[c6judge]";
  if (!v.summary.empty()) s += "GC[" + clean(v.summary) + "]";
  // Only turns the rules accept are written (a viewer could not show the others); a game lost by
  // a malformed or illegal last turn keeps its result in RE and says why in a comment.
  Game game(g.size);
  for (size_t k = 0; k < g.turns.size(); ++k) {
    const RecordedTurn& t = g.turns[k];
    const Illegal why = t.malformed ? Illegal::kWrongCount : game.check(t.move);
    if (t.move.count == 0 || why != Illegal::kNone || game.over()) {
      s += "C[turn " + std::to_string(k + 1) + " of the record is not a legal move (" +
           (t.malformed ? "malformed" : illegal_name(why)) + "); not written]";
      break;
    }
    game.play(t.move);
    s += k % 2 == 0 ? ";B[" : ";W[";
    for (int i = 0; i < t.move.count; ++i) s += coords::format_sgf_point(t.move.stone[i]);
    s += "]";
  }
  return s + ")\n";
}

}  // namespace judge
}  // namespace c6
