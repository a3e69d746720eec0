// The compliance run behind `c6judge check`, callable from other commands (contest checks every
// student bot with it before the games).
#pragma once

#include <atomic>
#include <cstdint>
#include <cstdio>

#include "bots/bot_spec.h"

namespace c6 {
namespace judge {

// Runs every check step on *spec (already resolved) and prints the report to out. A Botzone bot
// found to read to end of input gets spec->stdin_close = true (and the report says so). Returns 0
// if every step passed, 1 otherwise; *failed_steps (if not null) gets the number of failed steps.
int run_check(BotSpec* spec, int size, Limits lim, uint64_t seed, FILE* out,
              const std::atomic<bool>* stop, int* failed_steps);

}  // namespace judge
}  // namespace c6
