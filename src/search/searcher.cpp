#include "search/searcher.h"

#include <algorithm>
#include <cstring>
#include <tuple>

#include "eval/weights.h"

namespace c6 {

namespace {

// The share of the transposition table a turn uses. A fresh table's pages each cost a fault on
// first touch, and keys spread a turn's stores over every page: 32 MB took 20-30 ms of system
// time in a 250 ms turn of a bot restarted every turn (30-50 ms in a 1 s turn). A turn shorter
// than kFullTableMs stores fewer results, so it uses a share in proportion. A deterministic
// search (depth or node limit) uses all of it: it must not depend on the clock.
constexpr double kFullTableMs = 1000;
double table_share(bool deterministic, double clock_ms) {
  return deterministic ? 1.0 : std::min(1.0, clock_ms / kFullTableMs);
}

// The widths of the opponent's replies to the root candidates (ply 1). The wide lists find the
// refutations ranked low by the cell scores; in a short turn they cost depth, so the short-turn
// widths trade one for the other (SearchParams::short_turn_ms, off by default: see there).
// A deterministic search keeps the wide lists: it must not depend on the clock.
std::pair<int, int> reply_widths(const SearchParams& p, bool deterministic, double clock_ms) {
  if (!deterministic && clock_ms < p.short_turn_ms) return {p.short_reply_k1, p.short_reply_k2};
  return {p.reply_k1, p.reply_k2};
}

}  // namespace

Searcher::Searcher(int hash_mb)
    : params_(tuned_params()),
      solver_(17),
      proof_zone_(Board::kMaxCells, 0),
      root_pairs_(PairGen::kMaxPairs),
      tree_(hash_mb, params_, leaf_, gen_, solver_, tm_, ctl_) {}

SearchParams Searcher::tuned_params() {
  // The defaults are the tuned values (arena matches); one place to change them.
  return SearchParams();
}

void Searcher::clear() {
  tree_.clear();
  solver_.clear_tt();
  vcst_.clear_tt();
  gen_.clear_stamps();
}

Move Searcher::to_move(const Pair& p) const {
  const Board& b = pos_->board();
  if (p.b < 0) return Move(b.point(p.a));
  return Move(b.point(p.a), b.point(p.b));
}

void Searcher::report_pv(const PvLine& pv, SearchReport* r) const {
  r->pv.clear();
  for (int j = 0; j < pv.len; ++j) r->pv.push_back(to_move(pv.cell[j]));
}

SearchReport& Searcher::finish(SearchReport* r, const char* reason) {
  r->reason = reason;
  r->nodes = ctl_.nodes;
  r->ms = tm_.elapsed_ms();
  ctl_.exclude = nullptr;  // it points into the caller's Limits, which this turn ends with
  return *r;
}

// ---------------------------------------------------------------------------------------------
// think(): one turn.

SearchReport Searcher::think(const Game& game, const Limits& limits) {
  SearchReport r;
  // Step 1: start the turn: clock, position, candidate region.
  start_turn(game, limits);
  // Each step's time goes to r.phases (lap: the time since the previous lap).
  double lap_start = tm_.elapsed_ms();
  const auto lap = [&](double* phase) {
    const double now = tm_.elapsed_ms();
    *phase = now - lap_start;
    lap_start = now;
  };
  // Step 2: answers that need no search (no move, the opening stone, a win now, a lost position,
  // a unique block).
  if (const char* reason = answer_without_search(game, &r)) return finish(&r, reason);
  // Step 3: the solver budgets of this turn.
  budgets_ = turn_budgets(params_, limits, ctl_.deterministic);
  // Step 4: our forced win by threats.
  const char* win = our_vcdt(&r) ? "vcdt" : our_vcst(&r) ? "vcst" : nullptr;
  lap(&r.phases.threats);
  if (win) return finish(&r, win);
  // Step 5: the opponent's threats if we passed: their relevance zone must be answered.
  const bool zone = opponent_vcdt_if_we_pass();
  // Step 6: the root candidates.
  generate_root_moves(zone);
  lap(&r.phases.pass);
  if (root_moves_.empty()) {
    gen_.normal(*pos_, ctl_.mover, 2, 2, root_pairs_.data(), PairGen::kMaxPairs);
    r.move = to_move(root_pairs_.data()[0]);
    return finish(&r, "fallback");
  }
  // Step 7: candidates the opponent's VCDT refutes go last. Without a proof after a pass there is
  // nothing to refute (our stones cannot help the opponent's threats), unless that search was cut
  // off before it could say.
  if (zone || root_blocks_.needed > 0 || (params_.refute_unknown && facts_.null_unknown))
    refute_root_moves(zone);
  lap(&r.phases.refute);
  // Step 8: iterative deepening.
  iterative_deepening(limits, &r);
  lap(&r.phases.search);
  // Step 9: verify the choice against the opponent's VCDT with a larger budget; if refuted, verify
  // the next root move in its place (verify_next), or search again without it.
  const char* reason = verify_choice(&r);
  lap(&r.phases.verify);
  // Step 10: time left over after a verified choice goes to more search (share_extend); a move
  // it finds and verifies replaces the choice (reason "extend").
  if (!std::strcmp(reason, "search") && extend_search(&r)) reason = "extend";
  lap(&r.phases.extend);
  return finish(&r, reason);
}

std::vector<Pair> Searcher::last_root_pairs() const { return root_moves_.pairs(); }

void Searcher::start_turn(const Game& game, const Limits& limits) {
  tm_.start(limits.clock_ms(), params_.soft);
  solver_.set_free_k(params_.vcdt_free_k);
  ctl_.nodes = 0;
  ctl_.next_poll = 0;
  ctl_.stopped = false;
  ctl_.stop_share = params_.share_search;
  ctl_.iteration = 0;
  ctl_.node_limit = limits.nodes;
  ctl_.deterministic = limits.depth > 0 || limits.nodes > 0;
  ctl_.mover = game.to_move();
  ctl_.exclude = &limits.exclude;
  facts_ = Facts();
  zone_is_vcst_ = false;
  root_moves_.clear();
  std::tie(ctl_.reply_k1, ctl_.reply_k2) =
      reply_widths(params_, ctl_.deterministic, limits.clock_ms());
  pos_.reset(new Position(game, *find_weights("default")));
  tree_.new_turn(pos_.get(), table_share(ctl_.deterministic, limits.clock_ms()));
  ctl_.salt = mix64(0x7a11 + pos_->size());
  leaf_.set_root(ctl_.mover, pos_->size());
  // With contempt a score depends on the root's colour: keep White's entries apart from Black's.
  if (leaf_.contempt_on() && ctl_.mover == kWhite) ctl_.salt = mix64(ctl_.salt);
  // Candidate region: empty cells within 3 of a stone (the whole board while it is empty).
  gen_.set_region(PairGen::near_stones(pos_->board()));
}

const char* Searcher::answer_without_search(const Game& game, SearchReport* r) {
  Position& pos = *pos_;
  const Board& board = pos.board();
  const Color mover = ctl_.mover;
  if (game.over() || board.cell_count() - board.stone_count() < game.stones_required()) {
    return "none";
  }
  if (game.stones_required() == 1) {
    r->move = opening_stone();
    return "opening";
  }
  int cells[2];
  if (win_now(pos, mover, 2, cells)) {
    if (cells[1] < 0) {
      int16_t t[1];
      int64_t s[1];
      PairGen::top_cells(pos, mover, 1, t, s, cells[0]);
      cells[1] = t[0];
    }
    r->move = Move(board.point(cells[0]), board.point(cells[1]));
    r->score = kWinScore;
    r->pv.push_back(r->move);
    return "win";
  }
  BlockSet& bs = root_blocks_;
  blocking_moves(pos, opponent(mover), &bs);
  if (bs.needed >= 3) {
    // Lost against best play: block as much as possible and hope.
    gen_.normal(pos, mover, 4, 4, root_pairs_.data(), PairGen::kMaxPairs);
    r->move = to_move(root_pairs_.data()[0]);
    r->score = -kWinScore;
    return "lost";
  }
  if (bs.needed > 0 && bs.count == 1 && bs.b[0] >= 0) {
    r->move = to_move(Pair{bs.a[0], bs.b[0], 0});
    r->pv.push_back(r->move);
    return "forced";
  }
  return nullptr;
}

Move Searcher::opening_stone() const {
  // The centre (or the nearest empty cell to it).
  const Board& board = pos_->board();
  const int c = (board.size() - 1) / 2;
  int best = -1;
  for (int idx : board.cells()) {
    if (!board.empty(idx)) continue;
    const Point p = board.point(idx);
    const int d = std::abs(p.x - c) + std::abs(p.y - c);
    const Point q = best < 0 ? Point() : board.point(best);
    if (best < 0 || d < std::abs(q.x - c) + std::abs(q.y - c)) best = idx;
  }
  return Move(board.point(best));
}

VcstSolver::Limits Searcher::vcst_limits(uint64_t nodes, double share) const {
  return vcst_limits_from(params_, nodes, &tm_, ctl_.deterministic ? 1.0 : share);
}

// Step 4b: a win by threat sequences with single threats (a proof: see vcst.h).
bool Searcher::our_vcst(SearchReport* r) {
  if (budgets_.vcst == 0) return false;
  const VcstSolver::Result v =
      vcst_.solve(*pos_, ctl_.mover, vcst_limits(budgets_.vcst, params_.share_vcst));
  ctl_.nodes += v.nodes;
  if (!v.win || v.a < 0 || v.b < 0) return false;
  report_our_win(v.a, v.b, v.depth, r);
  return true;
}

bool Searcher::opponent_vcst(Position& pos, uint64_t nodes, double share) {
  if (nodes == 0) return false;
  const VcstSolver::Result v = vcst_.solve(pos, opponent(ctl_.mover), vcst_limits(nodes, share));
  ctl_.nodes += v.nodes;
  return v.win;
}

bool Searcher::our_vcdt(SearchReport* r) {
  const Solver::Result v = solver_.solve(*pos_, ctl_.mover, params_.vcdt_depth, budgets_.vcdt, &tm_,
                                         ctl_.deterministic ? 1.0 : params_.share_vcdt);
  ctl_.nodes += v.nodes;
  if (!v.win) return false;
  report_our_win(v.a, v.b, v.depth, r);
  return true;
}

void Searcher::report_our_win(int a, int b, int depth, SearchReport* r) {
  // A threat solver's proof: its first pair, scored as a win in `depth` attacker turns.
  facts_.vcdt_us = true;
  r->move = to_move(Pair{static_cast<int16_t>(a), static_cast<int16_t>(b), 0});
  r->score = kWinScore - 2 * depth;
  r->depth = depth;
  r->pv.push_back(r->move);
}

bool Searcher::opponent_vcdt_if_we_pass() {
  if (root_blocks_.needed > 0) return false;  // we must block anyway
  solver_.set_collect_zone(true);
  const Solver::Result v =
      solver_.solve(*pos_, opponent(ctl_.mover), params_.vcdt_depth, budgets_.null_vcdt, &tm_,
                    ctl_.deterministic ? 1.0 : params_.share_null);
  solver_.set_collect_zone(false);
  ctl_.nodes += v.nodes;
  facts_.vcdt_them = v.win;
  facts_.null_unknown = v.aborted;
  zone_is_vcst_ = false;
  if (v.win || budgets_.vcst_null == 0) return v.win;
  // No double-threat win: a single-threat one? Its zone is proved for the two stones we add.
  VcstSolver::Limits lim = vcst_limits(budgets_.vcst_null, params_.share_null);
  lim.defender_extra = 2;
  const VcstSolver::Result w = vcst_.solve(*pos_, opponent(ctl_.mover), lim);
  ctl_.nodes += w.nodes;
  if (!w.win) return false;
  vcst_zone_ = vcst_.zone();  // same size: no allocation after the first turn
  zone_is_vcst_ = true;
  return true;
}

void Searcher::generate_root_moves(bool zone) {
  Position& pos = *pos_;
  const Color mover = ctl_.mover;
  const BlockSet& blocks = root_blocks_;
  Pair* out = root_pairs_.data();
  int n = 0;
  if (blocks.needed > 0) {
    n = gen_.forced(pos, mover, blocks, params_.root_k1, out, PairGen::kMaxPairs);
    add_block_zone_pairs(out, &n);
  } else {
    n = gen_.normal(pos, mover, params_.root_k1, params_.root_k2, out, PairGen::kMaxPairs);
    // Our own double-threat moves are always candidates (they force the reply).
    Pair threats[Solver::kMaxMoves];
    const int nt = solver_.threat_pairs(pos, mover, threats, Solver::kMaxMoves);
    gen_.begin();
    for (int i = 0; i < n; ++i) gen_.mark(out[i].a, out[i].b);
    for (int i = 0; i < nt && i < params_.root_threats; ++i) {
      gen_.add(out, &n, PairGen::kMaxPairs, threats[i].a, threats[i].b,
               pos.score(mover, threats[i].a) + pos.score(mover, threats[i].b));
    }
    if (zone) add_zone_pairs(out, &n);
    if (params_.root_shape_pairs > 0) add_shape_pairs(out, &n, zone);
  }
  PairGen::sort(out, n);
  root_moves_.clear();
  for (int i = 0; i < n; ++i) {
    if (!excluded(out[i])) root_moves_.add(out[i]);
  }
}

bool Searcher::excluded(const Pair& p) const {
  if (!ctl_.exclude || ctl_.exclude->empty()) return false;  // in play: no list
  const Move m = to_move(p);
  return std::any_of(ctl_.exclude->begin(), ctl_.exclude->end(),
                     [&](const Move& x) { return same_stones(x, m); });
}

void Searcher::add_block_zone_pairs(Pair* out, int* n) {
  // A single block leaves a free stone: if the opponent would still win by threats after the
  // block alone, the free stone must touch that proof's zone, so its cells are candidates too.
  Position& pos = *pos_;
  const Color mover = ctl_.mover;
  const BlockSet& blocks = root_blocks_;
  for (int i = 0; i < blocks.count; ++i) {
    if (blocks.b[i] >= 0) continue;
    const int s = blocks.a[i];
    pos.make(s, mover);
    solver_.set_collect_zone(true);
    const Solver::Result v =
        solver_.solve(pos, opponent(mover), params_.vcdt_depth, budgets_.zone_probe, &tm_,
                      ctl_.deterministic ? 1.0 : params_.share_null);
    solver_.set_collect_zone(false);
    ctl_.nodes += v.nodes;
    if (v.win) {
      int16_t top[PairGen::kMaxTop];
      int64_t ts[PairGen::kMaxTop];
      const int nz =
          PairGen::top_cells_in(pos, mover, params_.block_zone_k, top, ts, solver_.zone());
      for (int j = 0; j < nz; ++j) {
        gen_.add(out, n, PairGen::kMaxPairs, s, top[j], pos.score(mover, s) + ts[j]);
      }
    }
    pos.unmake(s);
  }
}

void Searcher::add_zone_pairs(Pair* out, int* n) {
  // The opponent wins by threats if we pass: candidates must touch the cells the proof uses.
  Position& pos = *pos_;
  const Color mover = ctl_.mover;
  int16_t top[PairGen::kMaxTop], sec[PairGen::kMaxTop];
  int64_t ts[PairGen::kMaxTop], ss[PairGen::kMaxTop];
  const int nz = PairGen::top_cells_in(pos, mover, PairGen::kMaxTop, top, ts, root_zone());
  const int first = std::min(nz, params_.zone_first);
  for (int i = 0; i < first; ++i) {
    pos.make(top[i], mover);
    const int ns = PairGen::top_cells(pos, mover, params_.zone_second, sec, ss);
    pos.unmake(top[i]);
    for (int j = 0; j < ns; ++j)
      gen_.add(out, n, PairGen::kMaxPairs, top[i], sec[j], ts[i] + ss[j]);
    for (int j = i + 1; j < first; ++j) {
      gen_.add(out, n, PairGen::kMaxPairs, top[i], top[j], ts[i] + ts[j]);
    }
  }
}

void Searcher::add_shape_pairs(Pair* out, int* n, bool zone) {
  // The generator pairs each first stone with the cells that score best after it, one stone at a
  // time; a pair whose two stones together change the shapes (both ends of a three, two lines
  // crossing) can fall outside those lists. Every pair of the pool is scored as a leaf, and the
  // best ones not yet listed join, keyed like the others by their cell scores.
  Position& pos = *pos_;
  const Color mover = ctl_.mover;
  int16_t cells[PairGen::kMaxTop];
  int64_t cs[PairGen::kMaxTop];
  const int pool = std::min(params_.root_shape_pool, PairGen::kMaxTop);
  const int nc = zone ? PairGen::top_cells_in(pos, mover, pool, cells, cs, root_zone())
                      : gen_.top(pos, mover, pool, cells, cs);
  constexpr int kMaxShapePairs = 64;
  const int want = std::min(params_.root_shape_pairs, kMaxShapePairs);
  Pair best[kMaxShapePairs];
  int value[kMaxShapePairs];
  int nb = 0;
  for (int i = 0; i < nc; ++i) {
    for (int j = i + 1; j < nc; ++j) {
      if (gen_.has(cells[i], cells[j])) continue;
      const int v = leaf_.value_after(pos, mover, cells[i], cells[j]);
      if (nb == want && v <= value[nb - 1]) continue;
      // Insertion into the short sorted list; ties keep the earlier pair (pool order).
      int k = nb < want ? nb++ : nb - 1;
      for (; k > 0 && value[k - 1] < v; --k) {
        value[k] = value[k - 1];
        best[k] = best[k - 1];
      }
      value[k] = v;
      best[k].a = cells[i];
      best[k].b = cells[j];
      best[k].key = cs[i] + cs[j];
    }
  }
  for (int k = 0; k < nb; ++k)
    gen_.add(out, n, PairGen::kMaxPairs, best[k].a, best[k].b, best[k].key);
}

void Searcher::refute_root_moves(bool zone) {
  Position& pos = *pos_;
  const Color mover = ctl_.mover;
  const int count = static_cast<int>(root_moves_.size());
  int kept = 0, checked = 0;
  for (int i = 0; i < count; ++i) {
    if (!ctl_.deterministic && tm_.past_fraction(params_.share_refute)) {
      kept += count - i;  // unchecked candidates stay in
      break;
    }
    RootMove& m = root_moves_[i];
    // Relevance zone: a move that neither touches the cells the opponent's threat proof uses
    // nor makes a threat of ours leaves that proof intact, so it loses without a search.
    if (zone && misses_zone(m.pair, root_zone())) {
      m.refuted = true;
      continue;
    }
    if (++checked > params_.refute_max) {
      ++kept;
      continue;
    }
    pos.make(m.pair.a, mover);
    pos.make(m.pair.b, mover);
    const Solver::Result v =
        solver_.solve(pos, opponent(mover), params_.vcdt_depth, budgets_.refute, &tm_,
                      ctl_.deterministic ? 1.0 : params_.share_refute);
    ctl_.nodes += v.nodes;
    // Not refuted by double threats: the opponent's single-threat sequences, where budget allows.
    m.refuted = v.win || opponent_vcst(pos, budgets_.vcst_refute, params_.share_refute);
    pos.unmake(m.pair.b);
    pos.unmake(m.pair.a);
    kept += !m.refuted;
  }
  if (kept == 0) {
    for (RootMove& m : root_moves_) m.refuted = false;  // all lose: search them all
  } else {
    root_moves_.move_refuted_last();
  }
}

void Searcher::iterative_deepening(const Limits& limits, SearchReport* r) {
  r->move = to_move(root_moves_[0].pair);
  r->reason = "search";
  const int max_depth = limits.depth > 0 ? limits.depth : AlphaBeta::kMaxPly - 2;
  for (int d = 1; d <= max_depth; ++d) {
    ctl_.iteration = d;
    const int s = root_search(d);
    if (s > -kInf) {  // a best move was found (even if the iteration was stopped)
      r->move = to_move(root_moves_[0].pair);
      r->score = s;
      r->depth = d;
      report_pv(root_moves_[0].pv, r);
    }
    if (ctl_.stopped) break;
    if (s >= kWinBound || s <= -kWinBound) break;
    if (!ctl_.deterministic && tm_.past_soft()) break;
    if (root_moves_.size() == 1) break;
  }
}

const char* Searcher::verify_choice(SearchReport* r) {
  // The per-candidate checks are cheap and may miss a longer proof: verify the chosen move against
  // the opponent's VCDT with a larger budget; if it is refuted, exclude it and search again at the
  // last completed depth less research_drop (with a little extra node budget so node-limited runs
  // can do it too), or with verify_next take the next root move unsearched; then verify again.
  const char* reason = "search";
  for (int tries = 0; tries < params_.verify_max && r->depth > 0; ++tries) {
    if (r->score <= -kWinBound || r->score >= kWinBound) break;
    if (!ctl_.deterministic && tm_.past_fraction(params_.share_verify_start)) break;
    if (!refuted_after(root_moves_[0].pair, params_.share_verify)) break;
    root_moves_[0].refuted = true;
    const int alive = root_moves_.count_live();
    if (alive == 0) break;
    // Moves that miss the refutation's zone most likely lose to it too; if that leaves none,
    // the zone (proved for our pair only) is not trusted and they stay.
    if (params_.verify_zone && drop_outside_proof_zone() == alive) root_moves_.restore_dropped();
    // The refuted moves go to the end so root_search starts from a live one.
    if (params_.verify_zone)
      root_moves_.move_refuted_last();
    else
      root_moves_.rotate_first_last();
    if (params_.verify_next) {  // the next move in the last iteration's order, unsearched
      r->move = to_move(root_moves_[0].pair);
      r->score = 0;
      r->pv.clear();
      reason = "next";
      continue;
    }
    if (ctl_.node_limit)
      ctl_.node_limit = ctl_.nodes + ctl_.node_limit / params_.research_limit_div;
    ctl_.stopped = false;
    // A shallower re-search that stops early leaves time to verify what it chooses; by default
    // it runs at the last depth and may use what is left of the turn.
    ctl_.stop_share = params_.share_research;
    const int sc = root_search(std::max(1, r->depth - params_.research_drop));
    r->move = to_move(root_moves_[0].pair);
    r->score = sc > -kInf ? sc : 0;
    r->pv.clear();
    if (sc > -kInf) report_pv(root_moves_[0].pv, r);
    reason = "re-search";
  }
  return reason;
}

bool Searcher::refuted_after(const Pair& p, double share, bool* cut_off) {
  // The opponent's proved win after our pair p: VCDT, then VCST where budget allows. *cut_off
  // (if given) says whether the VCDT search hit its node or time cap without a proof.
  Position& pos = *pos_;
  const Color mover = ctl_.mover;
  pos.make(p.a, mover);
  pos.make(p.b, mover);
  const bool zone = params_.verify_zone;
  solver_.set_collect_zone(zone);
  const Solver::Result v = solver_.solve(pos, opponent(mover), params_.vcdt_depth, budgets_.verify,
                                         &tm_, ctl_.deterministic ? 1.0 : share);
  solver_.set_collect_zone(false);
  ctl_.nodes += v.nodes;
  if (cut_off) *cut_off = !v.win && v.aborted;
  // The VCST's zone is collected without defender_extra (that would make the proof far costlier:
  // every cell an extra stone might use is a free stone to try), so it only guides
  // (drop_outside_proof_zone). Same size: no allocation after the first copy.
  const bool refuted = v.win || opponent_vcst(pos, budgets_.vcst_verify, share);
  if (refuted && zone) proof_zone_ = v.win ? solver_.zone() : vcst_.zone();
  pos.unmake(p.b);
  pos.unmake(p.a);
  return refuted;
}

int Searcher::drop_outside_proof_zone() {
  // The proof that refuted our choice holds with our pair taken back (a stone less never helps the
  // defender). A pair put in its place that misses the proof's zone and makes no threat of ours
  // leaves the attacker's moves and threat windows alone: such root moves very likely lose the
  // same way (not a proof: the zone was collected for our pair, not for two more defender
  // stones, which could make a defender threat later on the line). Returns how many it dropped.
  int dropped = 0;
  for (RootMove& m : root_moves_) {
    m.dropped = false;
    if (m.refuted || !misses_zone(m.pair, proof_zone_)) continue;
    m.refuted = m.dropped = true;
    ++dropped;
  }
  return dropped;
}

bool Searcher::misses_zone(const Pair& p, const std::vector<uint8_t>& z) const {
  // Neither stone on a cell the proof uses, and no threat of ours that the attacker must answer.
  return !z[p.a] && !z[p.b] && threat_count_after(*pos_, ctl_.mover, p.a, p.b) == 0;
}

bool Searcher::extend_search(SearchReport* r) {
  // The last iteration was stopped at share_search to leave room for verification; when that
  // took little, search that iteration again (the TT holds its work; or the next one if it
  // ended) until share_extend. The verified move is searched first, so another move comes out
  // best only by beating it at the new depth; it replaces the verified one once verified itself.
  // Only under the clock: a depth or node limit keeps the search deterministic.
  if (params_.share_extend <= 0 || ctl_.deterministic || r->depth <= 0) return false;
  if (root_moves_.size() < 2) return false;  // nothing to choose between
  if (r->score <= -kWinBound || r->score >= kWinBound) return false;
  if (tm_.past_fraction(params_.share_extend)) return false;
  const Pair chosen = root_moves_[0].pair;
  const int depth = ctl_.stopped ? ctl_.iteration : ctl_.iteration + 1;
  ctl_.stopped = false;
  ctl_.stop_share = params_.share_extend;
  const int s = root_search(depth);
  const Pair now = root_moves_[0].pair;
  if (s <= -kInf || same_pair(chosen, now.a, now.b)) return false;
  // Kept only if verified to the end: the first choice was verified with more time.
  bool cut_off = false;
  if (refuted_after(now, params_.share_verify, &cut_off) || cut_off) return false;
  r->move = to_move(now);
  r->score = s;
  r->depth = depth;
  report_pv(root_moves_[0].pv, r);
  return true;
}

}  // namespace c6
