// Which Botzone mode a bot speaks, found by asking it. Botzone runs a bot in JSON or in simple I/O
// (line) mode as its author chose, and nothing in a source file says which, so `check` and a
// contest ask: the first turn as Black in Botzone JSON, and if that gives no move, the same turn
// in simple I/O; a bot silent in both is asked again with its stdin closed after the request (it
// reads to end of input). Keep-running is found later, in play (the bot prints the marker).
#pragma once

#include <atomic>
#include <string>

#include "bots/bot_spec.h"

namespace c6 {
namespace judge {

struct ProtoProbe {
  bool found = false;  // one of the two modes gave a well-formed move
  Proto proto = Proto::kBotzoneJson;
  bool stdin_close = false;  // it answered only once its stdin was closed (reads to end of input)
  std::string detail;        // what each try gave, for the report
};

// Runs the probe turns on spec (its proto is ignored; everything else, stdin=close included,
// applies) on a size x size board under lim. Not found: proto stays JSON, detail says why.
ProtoProbe probe_botzone_proto(const BotSpec& spec, int size, const Limits& lim,
                               const std::atomic<bool>* stop);

}  // namespace judge
}  // namespace c6
