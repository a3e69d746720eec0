#include "search/engine.h"

#include <algorithm>
#include <cstdio>
#include <memory>
#include <string>

#include "core/timer.h"
#include "eval/position.h"
#include "search/baseline.h"
#include "search/book.h"
#include "search/book_data.h"
#include "search/book_guard.h"
#include "search/searcher.h"
#include "search/timeman.h"

namespace c6 {

namespace {

// The share of the turn's hard budget the check of a book move may use (under the clock): the
// search that replaces a refuted book move gets what is left of the turn.
constexpr double kBookCheckShare = 0.3;

}  // namespace

const char* level_name(Level l) {
  switch (l) {
    case Level::kRandom:
      return "random";
    case Level::kGreedy:
      return "greedy";
    case Level::kTable:
      return "table";
    case Level::kDefault:
      return "default";
  }
  return "?";
}

bool parse_level(const std::string& s, Level* out) {
  for (Level l : {Level::kRandom, Level::kGreedy, Level::kTable, Level::kDefault}) {
    if (s == level_name(l)) {
      *out = l;
      return true;
    }
  }
  return false;
}

Engine::Engine(const EngineOptions& options) : options_(options), rng_(options.seed) {
  if (options_.level == Level::kDefault) {
    searcher_.reset(new Searcher(options_.hash_mb));
    // The option parser has checked names and ranges; a bad override from another caller is
    // ignored (the knob keeps its default).
    apply_search_params(&searcher_->params(), options_.params);
    if (options_.use_book) {
      book_ = options_.book ? options_.book : std::make_shared<const Book>(embedded_book());
      guard_.reset(new BookGuard());
    }
  }
}

bool Engine::book_move(const Game& game, const Limits& limits, SearchReport* r) {
  BookHit hit;
  if (!book_ || !book_->lookup(game, &hit)) return false;
  if (hit.lost) {
    // The builder proved every candidate lost: the search picks the longest defence.
    r->note = "book: proved lost";
    return false;
  }
  if (game.check(hit.move) != Illegal::kNone) {  // a key collision, or a corrupt table
    r->note = "book " + book_move_text(hit.move) + " illegal";
    return false;
  }
  TimeManager tm;
  tm.start(limits.clock_ms());
  uint64_t nodes = 0;
  if (guard_->refuted(game, hit.move, searcher_->params(), limits, tm, kBookCheckShare, &nodes)) {
    r->note = "book " + book_move_text(hit.move) + " refuted";
    r->nodes = nodes;
    return false;
  }
  r->move = hit.move;
  r->reason = "book";
  r->nodes = nodes;
  return true;
}

void Engine::clear_tables() {
  if (searcher_) searcher_->clear();
}

Engine::~Engine() = default;
Engine::Engine(Engine&&) noexcept = default;
Engine& Engine::operator=(Engine&&) noexcept = default;

static const WeightTable& table_for(Level l) {
  const char* name = l == Level::kTable ? "table" : l == Level::kGreedy ? "greedy" : "default";
  return *find_weights(name);
}

SearchReport Engine::think(const Game& game, const Limits& limits) {
  Timer timer;
  SearchReport r;
  const Color mover = game.to_move();
  const int stones = game.stones_required();
  if (options_.level == Level::kDefault && searcher_) {
    if (book_move(game, limits, &r)) {
      r.ms = timer.elapsed_ms();
      return r;
    }
    // A refuted book move took part of the turn: the search gets the rest.
    Limits rest = limits;
    rest.time_ms = std::max(1.0, limits.clock_ms() - timer.elapsed_ms());
    const std::string note = r.note;
    const uint64_t book_nodes = r.nodes;
    r = searcher_->think(game, rest);
    r.note = note;
    r.nodes += book_nodes;
    r.ms = timer.elapsed_ms();
    return r;
  }
  if (options_.level == Level::kRandom) {
    // Reseeded from the position: a bot restarted every turn would otherwise replay the same
    // random sequence each turn (and pick cells in board order); still reproducible per --seed.
    rng_.reseed(mix64(options_.seed ^ game.board().hash()));
    r.move = random_move(game.board(), stones, rng_);
    r.reason = "random";
  } else {
    Position pos(game, table_for(options_.level));
    const char* reason = "greedy";
    r.move = win_or_block(pos, mover, stones, &reason);
    if (r.move.count == 0) r.move = greedy_move(pos, mover, stones);
    r.reason = reason;
  }
  r.ms = timer.elapsed_ms();
  (void)limits;
  return r;
}

}  // namespace c6
