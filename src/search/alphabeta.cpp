#include "search/alphabeta.h"

#include <algorithm>
#include <cstring>
#include <tuple>

#include "eval/weights.h"
#include "search/picker.h"

namespace c6 {

namespace {

constexpr int kInf = kWinScore + 1;

int to_tt(int s, int ply) { return s >= kWinBound ? s + ply : s <= -kWinBound ? s - ply : s; }
int from_tt(int s, int ply) { return s >= kWinBound ? s - ply : s <= -kWinBound ? s + ply : s; }

// A loss that no proof backs (every searched answer lost, but they were a selection of the legal
// ones). Below every static score, above every proved loss, ply-independent.
constexpr int kUnprovedLoss = -(kWinBound - 1);

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
// widths trade one for the other (SearchParams::short_turn_ms, off by default: no gain shown).
// A deterministic search keeps the wide lists: it must not depend on the clock.
std::pair<int, int> reply_widths(const SearchParams& p, bool deterministic, double clock_ms) {
  if (!deterministic && clock_ms < p.short_turn_ms) return {p.short_reply_k1, p.short_reply_k2};
  return {p.reply_k1, p.reply_k2};
}

}  // namespace

Searcher::Searcher(int hash_mb)
    : params_(tuned_params()),
      tt_(hash_mb),
      solver_(17),
      frontier_solver_(16),
      proof_zone_(Board::kMaxCells, 0),
      stack_(kMaxPly) {
  root_moves_.reserve(PairGen::kMaxPairs);  // never grows while searching
}

SearchParams Searcher::tuned_params() {
  // The defaults are the tuned values (arena matches); one place to change them.
  return SearchParams();
}

void Searcher::clear() {
  tt_.clear();
  solver_.clear_tt();
  frontier_solver_.clear_tt();
  vcst_.clear_tt();
  gen_.clear_stamps();
  for (Stack& s : stack_) s.killers[0] = s.killers[1] = Pair();
}

bool Searcher::stop_now() {
  if (ctl_.stopped) return true;
  if (ctl_.node_limit && ctl_.nodes >= ctl_.node_limit) ctl_.stopped = true;
  poll_clock();
  return ctl_.stopped;
}

void Searcher::poll_clock() {
  // Read the clock every 64 counted nodes, leaves included. Polling once per 64 pvs calls was
  // too coarse: a depth-1 node scores its hundreds of children as leaves without a pvs call (a
  // 100 ms turn under ASan ran 74 ms past its deadline in make soak; after this, 27 ms at most).
  if (ctl_.nodes < ctl_.next_poll) return;
  ctl_.next_poll = ctl_.nodes + 64;
  if (tm_.past_fraction(ctl_.stop_share)) ctl_.stopped = true;
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
  set_budgets(limits);
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
    gen_.normal(*pos_, ctl_.mover, 2, 2, stack_[0].moves, PairGen::kMaxPairs);
    r.move = to_move(stack_[0].moves[0]);
    return finish(&r, "fallback");
  }
  // Step 7: candidates the opponent's VCDT refutes go last. Without a proof after a pass there is
  // nothing to refute (our stones cannot help the opponent's threats), unless that search was cut
  // off before it could say.
  if (zone || stack_[0].blocks.needed > 0 || (params_.refute_unknown && facts_.null_unknown))
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

std::vector<Pair> Searcher::last_root_pairs() const {
  std::vector<Pair> out;
  for (const RootMove& m : root_moves_) out.push_back(m.pair);
  return out;
}

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
  tt_.new_search();
  tt_.use_share(table_share(ctl_.deterministic, limits.clock_ms()));
  std::tie(ctl_.reply_k1, ctl_.reply_k2) =
      reply_widths(params_, ctl_.deterministic, limits.clock_ms());
  pos_.reset(new Position(game, *find_weights("default")));
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
  BlockSet& bs = stack_[0].blocks;
  blocking_moves(pos, opponent(mover), &bs);
  if (bs.needed >= 3) {
    // Lost against best play: block as much as possible and hope.
    gen_.normal(pos, mover, 4, 4, stack_[0].moves, PairGen::kMaxPairs);
    r->move = to_move(stack_[0].moves[0]);
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

void Searcher::set_budgets(const Limits& limits) {
  // Fixed node caps (deterministic); only the clock limits the turn: a larger VCDT budget; a node
  // limit for the turn scales them down.
  const SearchParams& p = params_;
  Budgets& b = budgets_;
  b.vcdt =
      ctl_.deterministic ? p.vcdt_nodes : static_cast<uint64_t>(p.vcdt_timed_mult) * p.vcdt_nodes;
  b.null_vcdt = p.null_vcdt_nodes;
  b.refute = p.refute_nodes;
  b.verify = p.verify_nodes;
  if (limits.nodes > 0) {
    b.vcdt = std::min(b.vcdt, limits.nodes / p.vcdt_limit_div + 1);
    b.null_vcdt = std::min(b.null_vcdt, limits.nodes / p.null_limit_div + 1);
    b.refute = std::min(b.refute, limits.nodes / p.refute_limit_div + 50);
    b.verify = std::min(b.verify, limits.nodes / p.verify_limit_div + 50);
  }
  b.zone_probe = b.null_vcdt / p.zone_probe_div + 1;
  b.vcst = p.vcst_nodes;
  b.vcst_refute = p.vcst_refute_nodes;
  b.vcst_null = p.vcst_null_nodes;
  b.vcst_verify = p.vcst_verify_nodes;
  if (limits.nodes > 0) {
    b.vcst = std::min(b.vcst, limits.nodes / p.vcst_limit_div + 1);
    b.vcst_null = std::min(b.vcst_null, limits.nodes / p.vcst_limit_div + 1);
    b.vcst_verify = std::min(b.vcst_verify, limits.nodes / p.vcst_limit_div + 1);
    b.vcst_refute = std::min(b.vcst_refute, limits.nodes / p.vcst_limit_div + 1);
  }
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
  facts_.vcdt_us = true;
  r->move = to_move(Pair{static_cast<int16_t>(v.a), static_cast<int16_t>(v.b), 0});
  r->score = kWinScore - 2 * v.depth;
  r->depth = v.depth;
  r->pv.push_back(r->move);
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
  facts_.vcdt_us = true;
  r->move = to_move(Pair{static_cast<int16_t>(v.a), static_cast<int16_t>(v.b), 0});
  r->score = kWinScore - 2 * v.depth;
  r->depth = v.depth;
  r->pv.push_back(r->move);
  return true;
}

bool Searcher::opponent_vcdt_if_we_pass() {
  if (stack_[0].blocks.needed > 0) return false;  // we must block anyway
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
  const BlockSet& blocks = stack_[0].blocks;
  Pair* out = stack_[0].moves;
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
    if (!excluded(out[i])) root_moves_.push_back(RootMove{out[i], -kInf, -kInf, false, {}});
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
  const BlockSet& blocks = stack_[0].blocks;
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
    std::stable_partition(root_moves_.begin(), root_moves_.end(),
                          [](const RootMove& m) { return !m.refuted; });
  }
}

void Searcher::iterative_deepening(const Limits& limits, SearchReport* r) {
  r->move = to_move(root_moves_[0].pair);
  r->reason = "search";
  const int max_depth = limits.depth > 0 ? limits.depth : kMaxPly - 2;
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
    int alive = 0;
    for (const RootMove& m : root_moves_) alive += !m.refuted;
    if (alive == 0) break;
    // Moves that miss the refutation's zone most likely lose to it too; if that leaves none,
    // the zone (proved for our pair only) is not trusted and they stay.
    if (params_.verify_zone && drop_outside_proof_zone() == alive) restore_dropped();
    // The refuted moves go to the end so root_search starts from a live one.
    if (params_.verify_zone)
      move_refuted_last();
    else
      std::rotate(root_moves_.begin(), root_moves_.begin() + 1, root_moves_.end());
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

void Searcher::restore_dropped() {
  for (RootMove& m : root_moves_) {
    if (m.dropped) m.refuted = m.dropped = false;
  }
}

void Searcher::move_refuted_last() {
  // A stable partition in place (std::stable_partition may allocate): live moves first, each
  // group in its order.
  size_t live = 0;
  for (size_t i = 0; i < root_moves_.size(); ++i) {
    if (root_moves_[i].refuted) continue;
    std::rotate(root_moves_.begin() + live, root_moves_.begin() + i, root_moves_.begin() + i + 1);
    ++live;
  }
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

// ---------------------------------------------------------------------------------------------
// The search proper.

int Searcher::root_search(int depth) {
  Position& pos = *pos_;
  const Color mover = ctl_.mover;
  const Color other = opponent(mover);
  int alpha = -kInf;
  const int beta = kInf;
  RootMove* best = nullptr;
  stack_[0].no_triple = false;  // the root's own triple test is the VCDT search, not the generator
  const bool open3 = depth >= params_.root_open3_depth && open3_bias_applies();
  for (RootMove& m : root_moves_) {
    m.prev_score = m.score;
    m.score = -kInf;
  }
  for (size_t i = 0; i < root_moves_.size(); ++i) {
    RootMove& m = root_moves_[i];
    stack_[0].current = m.pair;
    if (m.refuted && i > 0) continue;
    const int a = m.pair.a, b = m.pair.b;
    pos.make(a, mover);
    pos.make(b, mover);
    ++ctl_.nodes;
    // With the open-three bias, a move beats alpha only if its search score beats alpha + pen.
    const int pen = open3 ? open3_penalty() : 0;
    const int target = (i == 0 || alpha <= -kWinBound || alpha >= kWinBound) ? alpha : alpha + pen;
    int s;
    if (i == 0) {
      s = -pvs(depth - 1, 1, -beta, -alpha, other);
    } else {
      s = -pvs(depth - 1, 1, -target - 1, -target, other);
      if (s > target && !ctl_.stopped) s = -pvs(depth - 1, 1, -beta, -target, other);
    }
    if (s > -kWinBound && s < kWinBound) s = std::max(s - pen, -kWinBound + 2);  // not a proof
    pos.unmake(b);
    pos.unmake(a);
    if (ctl_.stopped) break;
    if (s > alpha) {
      alpha = s;
      if (best) best->score = -kInf;  // only the best keeps a score: see RootMove
      best = &m;
      m.score = s;
      m.pv.update(a, b, stack_[1].pv);
    }
  }
  // A loss is proved only if every candidate was searched: the candidates are a selection unless
  // two threats are to be blocked (every blocking pair is listed), and an interrupted iteration
  // has not searched them all.
  if (best && alpha <= -kWinBound && (ctl_.stopped || threat_count(pos, other) != 2)) {
    alpha = kUnprovedLoss;
    best->score = alpha;
  }
  // Next iteration: the best first, the others in their order.
  sort_root_moves();
  return best ? alpha : -kInf;
}

bool Searcher::open3_bias_applies() const {
  // Early in the game an opponent's open three (three in a row with room on both sides: several
  // live 3-windows on one line) turns into a double threat next turn and then into threat
  // sequences deeper than a 500 ms search sees from the root; deeper searches block both ends.
  const Position& pos = *pos_;
  const int stones = pos.board().stone_count();
  return params_.root_open3 > 0 && stack_[0].blocks.needed == 0 &&
         pos.live(opponent(ctl_.mover), 3) >= params_.root_open3_min &&
         (params_.root_open3_stones == 0 || stones <= params_.root_open3_stones);
}

int Searcher::open3_penalty() const {
  // Called with the root move made: the opponent's live 3-windows it leaves. Capped well below
  // the proved-score range.
  const int left = pos_->live(opponent(ctl_.mover), 3);
  return static_cast<int>(std::min<int64_t>(int64_t{params_.root_open3} * left, kWinBound / 4));
}

void Searcher::sort_root_moves() {
  // Stable insertion sort by score, best first; no allocation (std::stable_sort may allocate).
  for (size_t i = 1; i < root_moves_.size(); ++i) {
    if (root_moves_[i].score <= root_moves_[i - 1].score) continue;
    const RootMove m = root_moves_[i];
    size_t j = i;
    for (; j > 0 && root_moves_[j - 1].score < m.score; --j) root_moves_[j] = root_moves_[j - 1];
    root_moves_[j] = m;
  }
}

int Searcher::pvs(int depth, int ply, int alpha, int beta, Color mover) {
  // Step 1: count the node; stop on the node limit or the clock.
  ++ctl_.nodes;
  Stack* ss = &stack_[ply];
  ss->pv.len = 0;
  if (stop_now()) return 0;
  Position& pos = *pos_;
  const Color other = opponent(mover);

  // Step 2: decided nodes: a threat window of ours makes six now; three or more threats of the
  // opponent cannot all be blocked with two stones.
  if (pos.threat_window_count(mover) > 0) return kWinScore - ply;
  BlockSet& bs = ss->blocks;
  blocking_moves(pos, other, &bs);
  if (bs.needed >= 3) return -(kWinScore - ply - 1);
  const bool forced = bs.needed > 0;

  // Step 3: the horizon. Forced replies extend it, but only a few turns: mutual blocks that each
  // make a new threat can chain for a long time with a branching factor of 5-10.
  if ((!forced && depth <= 0) || depth <= -params_.qdepth || ply >= kMaxPly - 1) {
    return horizon_value(depth, ply, mover, forced);
  }

  // Step 4: transposition table: a cutoff, or at least the stored pair to try first.
  const uint64_t key = pos.board().hash() ^ ctl_.salt;
  Pair tt_pair;
  int tt_value;
  if (probe_tt(key, depth, ply, alpha, beta, &tt_pair, &tt_value)) return tt_value;

  // Step 5: our threat pairs (listed first), or a three-threat pair: a win.
  int nt = 0;
  if (!forced && find_threat_pairs(depth, ply, mover, &nt)) return kWinScore - ply - 2;
  ss->no_triple = !forced;  // a non-forced node gets here only if the mover has no triple

  // Step 6: one turn left: the mover's longer threat-space win, if probed; the leaves below test
  // the opponent's triples through the cache, and its threat-space win if we passed.
  if (depth == 1) {
    if (!forced) {
      if (const int w = frontier_own_win(ply, mover)) return w;
    }
    triples_.open(ply, forced, ply >= 1 ? focus(&focus_them_, ply - 1, other) : nullptr);
    frontier_.ply = forced ? -1 : ply;
    frontier_.built = false;
  }

  // Step 7: search the pairs, staged (TT pair, killers, threat pairs, the rest).
  const int alpha0 = alpha;
  Node node{depth, ply, alpha, beta, mover, forced, -kInf, Pair()};
  PairPicker picker(gen_, pos, mover, bs, ss->moves, nt, tt_pair, ss->killers,
                    {ply == 1 ? ctl_.reply_k1 : params_.k1, ply == 1 ? ctl_.reply_k2 : params_.k2,
                     depth > 0 ? params_.free_k : params_.qfree_k,
                     params_.order_depth > 0 && depth >= params_.order_depth ? &leaf_ : nullptr});
  // Late move reduction (off by default): never for the TT pair, killers or threat pairs.
  const int lmr_from =
      params_.lmr_depth > 0 && !forced && depth >= params_.lmr_depth && ply >= params_.lmr_ply
          ? nt + params_.lmr_after
          : -1;
  Pair p;
  while (!node.cut && picker.next(&p)) {
    const int i = picker.list_index();
    search_pair(&node, p.a, p.b,
                lmr_from >= 0 && i >= lmr_from ? late_reduction(p, i, nt, mover) : 0);
    if (ctl_.stopped) return 0;
  }

  // Step 8: no pair at all: a forced node that cannot block is lost; else the static score.
  if (node.tried == 0) return forced ? -(kWinScore - ply - 1) : evaluate(pos, mover);

  // Step 9: store the result. A loss is proved only if every answer was searched: two threats
  // leave only the blocking pairs (all generated); a free stone or a free turn leaves thousands,
  // of which the generator lists a few, so "they all lose" is no proof and must not become a mate
  // score (it did: c6bot logged false 999988 and -999995 in games it then lost).
  if (node.best <= -kWinBound && !(forced && bs.needed == 2)) node.best = kUnprovedLoss;
  const Bound bound = node.best >= beta    ? Bound::kLower
                      : node.best > alpha0 ? Bound::kExact
                                           : Bound::kUpper;
  tt_.store(key, depth, to_tt(node.best, ply), bound, node.best_move.a, node.best_move.b);
  return node.best;
}

int Searcher::late_reduction(const Pair& p, int index, int threats, Color mover) const {
  // A pair that makes a threat forces the reply: it is not quiet, whatever its rank.
  if (!params_.lmr_threats && threat_count_after(*pos_, mover, p.a, p.b) > 0) return 0;
  return params_.lmr_deep_after > 0 && index >= threats + params_.lmr_deep_after ? 2 : 1;
}

bool Searcher::probe_tt(uint64_t key, int depth, int ply, int alpha, int beta, Pair* tt_pair,
                        int* value) {
  const TTEntry* e = tt_.probe(key);
  if (!e) return false;
  tt_pair->a = e->a;
  tt_pair->b = e->b;
  if (e->depth < depth) return false;
  *value = from_tt(e->score, ply);
  return e->bound == Bound::kExact || (e->bound == Bound::kLower && *value >= beta) ||
         (e->bound == Bound::kUpper && *value <= alpha);
}

bool Searcher::find_threat_pairs(int depth, int ply, Color mover, int* nt) {
  // Three threats win outright (the opponent has none to answer with); double threats force the
  // reply and are often missing from the score-ranked pairs. Listing every double threat is
  // costly, so only near the root (into the node's pair list, where the picker finds them);
  // deeper, only the exact three-threat test. Both run before any child: a triple ends the node.
  Position& pos = *pos_;
  if (depth >= params_.threat_depth) {
    Pair* moves = stack_[ply].moves;
    *nt = solver_.threat_pairs(pos, mover, moves, PairGen::kMaxPairs);
    if (*nt > 0 && moves[0].key >= (int64_t(1) << 50)) return true;
    *nt = std::min(*nt, params_.threat_k);
    return false;
  }
  return pos.live(mover, 3) >= 1 &&
         solver_.has_triple(pos, mover, ply >= 2 ? focus(&focus_us_, ply - 2, mover) : nullptr);
}

int Searcher::horizon_value(int depth, int ply, Color mover, bool forced) {
  // At the horizon, a pair making three threats is a win the static score cannot see.
  Position& pos = *pos_;
  if (!forced && depth == 0 && params_.leaf_triples && pos.live(mover, 3) >= 1 &&
      pos.live(mover, 3) + pos.live(mover, 2) >= 3 &&
      solver_.has_triple(pos, mover, ply >= 2 ? focus(&focus_us_, ply - 2, mover) : nullptr)) {
    return kWinScore - ply - 2;
  }
  return evaluate(pos, mover);
}

void Searcher::search_pair(Node* node, int a, int b, int reduce) {
  // reduce: a late quiet pair is first searched one turn shallower with a null window, and
  // searched again at full depth only if it beats alpha there (late move reduction).
  Position& pos = *pos_;
  const int depth = node->depth, ply = node->ply;
  const Color mover = node->mover, other = opponent(mover);
  Stack* ss = &stack_[ply];
  ss->current.a = static_cast<int16_t>(a);
  ss->current.b = static_cast<int16_t>(b);
  int s;
  if (depth <= 1 && leaf_value(a, b, mover, depth - 1, ply + 1, &s)) {
    s = -s;
    stack_[ply + 1].pv.len = 0;  // a leaf has no continuation (the slot may hold an older line)
    poll_clock();                // a stop discards this leaf's value (below)
  } else {
    const int alpha = node->alpha, beta = node->beta;
    pos.make(a, mover);
    pos.make(b, mover);
    if (node->tried == 0) {
      s = -pvs(depth - 1, ply + 1, -beta, -alpha, other);
    } else {
      s = alpha + 1;
      if (reduce > 0) s = -pvs(depth - 1 - reduce, ply + 1, -alpha - 1, -alpha, other);
      if (s > alpha && !ctl_.stopped) s = -pvs(depth - 1, ply + 1, -alpha - 1, -alpha, other);
      if (s > alpha && s < beta && !ctl_.stopped)
        s = -pvs(depth - 1, ply + 1, -beta, -alpha, other);
    }
    pos.unmake(b);
    pos.unmake(a);
  }
  ++node->tried;
  if (ctl_.stopped || s <= node->best) return;
  node->best = s;
  node->best_move.a = static_cast<int16_t>(a);
  node->best_move.b = static_cast<int16_t>(b);
  if (s <= node->alpha) return;
  node->alpha = s;
  ss->pv.update(a, b, stack_[ply + 1].pv);
  if (s < node->beta) return;
  if (!node->forced && !same_pair(ss->killers[0], a, b)) {
    ss->killers[1] = ss->killers[0];
    ss->killers[0] = node->best_move;
  }
  node->cut = true;
}

bool Searcher::leaf_value(int a, int b, Color mover, int depth, int ply, int* value) {
  // The child (other to move, at `depth` <= 0) mirrors the first steps of pvs(), computed from
  // the window counts without placing the stones. The other side has no threat window here
  // (a forced parent only plays blocks), so the child rarely wins at once, but it is checked.
  Position& pos = *pos_;
  const Color other = opponent(mover);
  for (int i = 0; i < pos.threat_window_count(other); ++i) {
    const int w = pos.threat_window(other, i);
    if (!window_has(pos, w, a) && !window_has(pos, w, b)) {
      *value = kWinScore - ply;  // a window our stones left open: the child finishes six
      ++ctl_.nodes;
      return true;
    }
  }
  int lv[2][7];
  const int t = threat_count_after_live(pos, mover, a, b, lv);
  const bool forced = t > 0;
  if (t >= 3) {
    *value = -(kWinScore - ply - 1);
  } else if (!forced && depth == 0 && frontier_opponent_wins(a, b, mover, ply)) {
    *value = -kUnprovedLoss;  // the opponent's threat sequence stands: not a proof (see below)
  } else if ((!forced && depth <= 0) || depth <= -params_.qdepth || ply >= kMaxPly - 1) {
    const int o = other - 1;
    bool triple = false;
    if (!forced && depth == 0 && params_.leaf_triples && lv[o][3] >= 1 &&
        lv[o][3] + lv[o][2] >= 3) {
      triple = triples_.opponent_triple_after(pos, solver_, a, b, mover, ply);
    }
    if (triple) {
      *value = kWinScore - ply - 2;
    } else {
      // The shapes after the pair are read from the lines through a and b without placing it.
      *value = leaf_.child_score(pos, mover, a, b, lv);
    }
  } else {
    return false;
  }
  ++ctl_.nodes;
  return true;
}

int Searcher::frontier_own_win(int ply, Color mover) {
  // A threat-space win of the mover found here is a proof (Solver), so it scores as a mate.
  const uint64_t budget = params_.frontier_own_nodes;
  if (budget == 0) return 0;
  const Solver::Result v =
      frontier_solver_.solve(*pos_, mover, params_.frontier_depth, budget, &tm_, 1.0);
  ctl_.nodes += v.nodes;
  return v.win ? kWinScore - ply - 2 * v.depth : 0;
}

bool Searcher::frontier_opponent_wins(int a, int b, Color mover, int ply) {
  // At a leaf below the open frontier node (ply - 1), the mover played {a, b} and made no threat.
  // If the opponent wins by double threats after a pass there, a pair touching none of the cells
  // of that proof leaves it standing. Not a proof: a stone outside the zone could still turn one
  // of the mover's forced blocks into a threat of its own, so such leaves get kUnprovedLoss.
  if (params_.frontier_null_nodes == 0 || frontier_.ply != ply - 1) return false;
  if (!frontier_.built) {
    frontier_.built = true;
    frontier_solver_.set_collect_zone(true);
    const Solver::Result v = frontier_solver_.solve(*pos_, opponent(mover), params_.frontier_depth,
                                                    params_.frontier_null_nodes, &tm_, 1.0);
    frontier_solver_.set_collect_zone(false);
    ctl_.nodes += v.nodes;
    frontier_.win = v.win;
  }
  if (!frontier_.win) return false;
  const std::vector<uint8_t>& z = frontier_solver_.zone();
  return !z[a] && !z[b];
}

}  // namespace c6
