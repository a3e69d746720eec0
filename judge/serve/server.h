// `c6judge serve`: the page's server (routes, games in play, logs) on the HTTP layer of
// serve_http.h. The command line that fills ServeConfig is cli/cli_serve.cpp.
#pragma once

#include <atomic>
#include <string>
#include <vector>

#include "bots/bot_spec.h"

namespace c6 {
namespace judge {

// What the server offers and where. Invariant (checked by the command line): 15 or 19 for size,
// 1..64 games, 1..4096 MB of log, resolved bot specs.
struct ServeConfig {
  std::string bind = "127.0.0.1";
  int port = 8066;
  std::vector<BotSpec> bots;
  std::string logs = ".";
  int size = 15;
  int max_games = 8;
  int max_log_mb = 64;      // serve-games.jsonl stops growing here (1..4096)
  std::string contest_log;  // --contest: the log in `logs` the page opens first ("" = Play)
  Limits limits;
};

// Checks --logs, binds, prints the address and serves until *stop: 0, or 2/3 with a message on
// stderr for a setup error (a bad --logs, an address it cannot bind).
int run_server(const ServeConfig& cfg, const std::atomic<bool>* stop);

}  // namespace judge
}  // namespace c6
