#include "search/engine.h"

#include <cstdio>

#include "core/timer.h"
#include "eval/position.h"
#include "search/alphabeta.h"
#include "search/baseline.h"

namespace c6 {

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
    std::string ignored;
    for (const auto& kv : options_.params) {
      set_search_param(&searcher_->params(), kv.first, kv.second, &ignored);
    }
  }
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
    r = searcher_->think(game, limits);
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
