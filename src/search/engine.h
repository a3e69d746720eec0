// Engine: the bot's brain. Owns its options, tables, random generator and clock; no globals.
//
// think() takes the game so far and returns the move for the side to move, which is always legal
// when a legal move exists (the game is not over and the board has room). With use_book, the
// default level first looks the position up in the opening book and plays the book's move if the
// opponent has no proved threat win after it (BookGuard); otherwise it searches as usual.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "core/rng.h"
#include "core/types.h"
#include "game/game.h"
#include "search/search_report.h"

namespace c6 {

enum class Level { kRandom, kGreedy, kTable, kDefault };

const char* level_name(Level l);
// Returns false for an unknown name.
bool parse_level(const std::string& s, Level* out);

class Book;

struct EngineOptions {
  Level level = Level::kDefault;
  uint64_t seed = 0x5eed;
  int hash_mb = 32;
  // Overrides of the default level's search knobs (SearchParams, see params.h), by name: for
  // tuning matches. Names and values are checked by the option parser (set_search_param).
  std::vector<std::pair<std::string, double>> params;
  // The default level's opening book: off unless asked for (c6bot asks by default; --no-book),
  // so the bench, tuning and in-process matches search every position.
  bool use_book = false;
  // The book to use: null = the embedded one (book_data.h); tests give their own.
  std::shared_ptr<const Book> book;
};

class BookGuard;
class Searcher;

class Engine {
 public:
  explicit Engine(const EngineOptions& options);
  ~Engine();
  Engine(Engine&&) noexcept;
  Engine& operator=(Engine&&) noexcept;
  SearchReport think(const Game& game, const Limits& limits);
  // Empties the search tables, touching all their memory (they start as untouched zero pages):
  // bench calls it before the clock starts so that page faults are not timed as search.
  void clear_tables();
  const EngineOptions& options() const { return options_; }
  // The book's move for this position if it survives the opponent's threat solvers (what think()
  // plays before any search); else false, with r->note saying why no book move is played (empty
  // when the book is off or has no entry). `c6bot analyze` reports it.
  bool book_move(const Game& game, const Limits& limits, SearchReport* r);

 private:
  EngineOptions options_;
  Rng rng_;
  std::unique_ptr<Searcher> searcher_;  // default level only
  // With use_book: the book and the checker of its moves (default level only).
  std::shared_ptr<const Book> book_;
  std::unique_ptr<BookGuard> guard_;
};

}  // namespace c6
