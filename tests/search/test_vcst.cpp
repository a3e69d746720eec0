// VcstSolver (single-threat continuations): every claimed win is checked by an exhaustive
// referee. The solver only proposes the attacker's moves; the referee (referee.h: its own window
// scan, threat counts and six test) enumerates EVERY defender answer, including each free stone
// after a single-cell block on every empty cell, and asks for a win again after each. Small
// boards keep that enumeration affordable. (Checked by mutation: a solver that tries no free
// stone after the passed proof makes this test fail.)
#include <catch2/catch.hpp>

#include "eval/weights.h"
#include "referee.h"
#include "search/solver.h"
#include "search/vcst.h"

using namespace c6;

namespace {

class VcstReferee {
 public:
  explicit VcstReferee(const VcstSolver::Limits& lim, long max_calls)
      : solver_(14), lim_(lim), max_calls_(max_calls) {}

  // The side to move in g wins by force within `turns` attacker turns. exhausted() tells a
  // failure from a check that ran out of calls.
  bool mover_wins(const Game& g, int turns) {
    Position pos(g, *find_weights("default"));
    calls_ = 0;
    return attacker_wins(pos, g.to_move(), turns);
  }
  bool exhausted() const { return calls_ > max_calls_; }
  long calls() const { return calls_; }

 private:
  bool attacker_wins(Position& pos, Color att, int turns) {
    const Board& b = pos.board();
    if (!ref::threat_empties(b, att).empty()) return true;
    if (turns <= 0 || ++calls_ > max_calls_) return false;
    solver_.clear_tt();
    VcstSolver::Limits lim = lim_;
    lim.max_depth = turns;
    const VcstSolver::Result r = solver_.solve(pos, att, lim);
    if (!r.win || r.a < 0 || r.b < 0 || r.a == r.b) return false;
    if (!b.empty(r.a) || !b.empty(r.b)) return false;
    pos.make(r.a, att);
    pos.make(r.b, att);
    const bool won = ref::has_six(pos.board(), att) || defender_lost(pos, opponent(att), turns - 1);
    pos.unmake(r.b);
    pos.unmake(r.a);
    return won;
  }

  // Every pair of empty cells the defender may play: a pair that misses a threat window lets the
  // attacker make six, so only hitting pairs are searched (all of them).
  bool defender_lost(Position& pos, Color def, int turns) {
    const Color att = opponent(def);
    const Board& b = pos.board();
    if (!ref::threat_empties(b, def).empty()) return false;  // the defender makes six
    const int need = ref::threat_count(b, att);
    if (need >= 3) return true;
    if (need == 0) return false;  // a quiet attacker move: not a threat sequence
    const std::vector<ref::Cells> ws = ref::threat_empties(b, att);
    std::vector<Point> empties;
    for (int y = 0; y < b.size(); ++y) {
      for (int x = 0; x < b.size(); ++x) {
        if (b.at(Point(x, y)) == kEmpty) empties.push_back(Point(x, y));
      }
    }
    for (size_t i = 0; i < empties.size(); ++i) {
      for (size_t j = i + 1; j < empties.size(); ++j) {
        if (!ref::hits_all(ws, {empties[i], empties[j]})) continue;
        const int x = b.index(empties[i]), y = b.index(empties[j]);
        pos.make(x, def);
        pos.make(y, def);
        const bool lost = attacker_wins(pos, att, turns);
        pos.unmake(y);
        pos.unmake(x);
        if (!lost) return false;
      }
    }
    return true;
  }

  VcstSolver solver_;
  VcstSolver::Limits lim_;
  long max_calls_;
  long calls_ = 0;
};

}  // namespace

TEST_CASE("vcst: over self-play positions on small boards, every claimed win is a proof") {
  // The same games in every build (about 6 s under ASan): with the 3 games the sanitized build
  // used to play, only 18 claims were found, under the coverage floor below.
  const int games = 10;
  int claims = 0, vcst_only = 0, unchecked = 0;
  // {board size, single-threat turns allowed}: two nested free stones are enumerated only on the
  // small board (each costs a factor of the empty cells).
  const int configs[3][2] = {{10, 1}, {10, 2}, {15, 1}};
  for (const auto& cfg : configs) {
    const int size = cfg[0], singles = cfg[1];
    const int turns = 3;
    VcstSolver::Limits lim;
    lim.max_depth = turns;
    lim.node_cap = 30000;
    lim.max_singles = singles;
    lim.single_width = 12;
    VcstSolver vcst(14);
    Solver vcdt(14);
    VcstReferee referee(lim, 60000);
    {
      const std::vector<Game> ps = ref::self_play_positions(size, 4242, games, 0.3);
      for (size_t i = 0; i < ps.size(); ++i) {
        const Game& g = ps[i];
        Position pos(g, *find_weights("default"));
        if (pos.threat_window_count(g.to_move()) > 0) continue;  // six now: nothing to prove
        const VcstSolver::Result r = vcst.solve(pos, g.to_move(), lim);
        if (!r.win) continue;
        ++claims;
        vcst_only += !vcdt.solve(pos, g.to_move(), turns, 200000).win;
        const bool ok = referee.mover_wins(g, turns);
        if (!ok && referee.exhausted()) {
          ++unchecked;  // too large to enumerate here: neither passed nor failed
          continue;
        }
        INFO("singles " << singles << " size " << size << " position " << i << " turn "
                        << g.turns_played() << " depth " << r.depth << " calls "
                        << referee.calls());
        CHECK(ok);
      }
    }
  }
  INFO("claims " << claims << " vcst-only " << vcst_only << " unchecked " << unchecked);
  // Coverage floor: these games give 57 claims; a solver that stopped finding wins fails here.
  CHECK(claims >= 40);
  CHECK(vcst_only >= 1);
  CHECK(unchecked * 10 <= claims);
  WARN("vcst claims checked: " << claims << " (beyond VCDT: " << vcst_only
                               << ", too large to enumerate: " << unchecked << ")");
}

TEST_CASE("vcst: a root zone proved for two extra stones: every pair outside it still loses") {
  // The engine's root check: the opponent's VCST if we passed, with defender_extra = 2. Any pair
  // we play outside that zone must leave the opponent's win intact; the referee checks pairs
  // drawn outside the zone (stones on any cell, threats of ours included).
#ifdef C6_SANITIZED
  const int games = 3;
#else
  const int games = 10;
#endif
  VcstSolver::Limits lim;
  lim.max_depth = 3;
  lim.node_cap = 30000;
  lim.max_singles = 1;
  lim.single_width = 12;
  VcstSolver vcst(14);
  // The referee's proposer gets a wider and larger search: after the extra stones, the proof's
  // build-up stones may rank lower (they change cell scores) though they still win.
  VcstSolver::Limits rlim = lim;
  rlim.single_width = 256;
  rlim.node_cap = 300000;
  VcstReferee referee(rlim, 60000);
  Rng rng(77);
  int zones = 0, pairs = 0, unchecked = 0;
  for (int size : {10, 15}) {
    for (const Game& g : ref::self_play_positions(size, 4343, games, 0.3)) {
      Position pos(g, *find_weights("default"));
      const Color us = g.to_move(), them = opponent(us);
      if (pos.threat_window_count(us) > 0 || pos.threat_window_count(them) > 0) continue;
      VcstSolver::Limits z = lim;
      z.defender_extra = 2;
      if (!vcst.solve(pos, them, z).win) continue;
      ++zones;
      std::vector<int> outside;
      const Board& b = pos.board();
      for (int y = 0; y < size; ++y) {
        for (int x = 0; x < size; ++x) {
          const int c = b.index(Point(x, y));
          if (b.empty(c) && !vcst.zone()[c]) outside.push_back(c);
        }
      }
      for (int k = 0; k < 3 && outside.size() >= 2; ++k) {
        const int i = static_cast<int>(rng.below(outside.size()));
        int j = static_cast<int>(rng.below(outside.size() - 1));
        j += j >= i;
        Game after = g;
        if (after.play(Move(b.point(outside[i]), b.point(outside[j]))) != Illegal::kNone) continue;
        if (after.over()) continue;  // cannot happen: we had no threat window
        const bool ok = referee.mover_wins(after, lim.max_depth);
        if (!ok && referee.exhausted()) {
          ++unchecked;
          continue;
        }
        ++pairs;
        INFO("size " << size << " turn " << g.turns_played() << " pair " << outside[i] << " "
                     << outside[j]);
        CHECK(ok);
      }
    }
  }
  INFO("zones " << zones << " pairs " << pairs << " unchecked " << unchecked);
  CHECK(zones >= 10);
  CHECK(pairs >= 20);
  CHECK(unchecked * 10 <= pairs);
}
