// `c6judge check SPEC`: the command line of the compliance run (the run itself: bots/check.h).
#include <cstdint>
#include <cstdio>
#include <string>
#include <vector>

#include "bots/check.h"
#include "bots/probe.h"
#include "cli/cli.h"
#include "util/parse_int.h"

namespace c6 {
namespace judge {

namespace {

const char kCheckHelp[] =
    R"(usage: c6judge check SPEC [--size N] [--time MS] [--margin MS] [--memory MB] [--seed N]

Compliance run of one bot (SPEC as for match: a command, or name=,cmd=,proto=,dir=, and the per-bot
keys time=,first=,memory=,stdin=close,depth=):
  1. first move as Black (exactly one stone). A Botzone bot that answers only once its stdin is
     closed (it reads to end of input) fails here with the fix: add stdin=close to its spec
  2. first move as White, after Black's centre stone
  3. a mid-game request (15 turns of history; SKIP for ccgc, which cannot set up a position)
  4. odd but valid requests (Botzone JSON only): no data/globaldata fields, numeric time_limit,
     leading blank line, extra spaces, {"requests":...} keys in another order
  5. a nearly full board (6 empty points, no six anywhere): the bot must find the empty points
     (SKIP for ccgc)
  6. whole games as Black and as White against the judge's own random mover, in the bot's
     protocol (keep-running is used if the bot prints the marker)
  7. keep-running (Botzone JSON bots that printed the marker in step 6; else SKIP): later requests
     as a bare object, {"requests":[..., last]}, {"requests":{...}}, after a blank line, and
     followed by >>>BOTZONE_CONTROLLER_INPUT_END<<<
  and, informational only: 8. takes an immediate win when it has one
Every request carries time_limit/memory_limit as in play. Each step passes when the answer is in
time, well formed and legal; SKIP steps do not apply to the bot (the reason is printed). Latency
per turn is reported.

  --size N      board size, 6..25 (default 15)
  --time MS     per-turn limit, 1..3600000 (default 1000)
  --margin MS   tolerance before TIMEOUT, 0..3600000 (default 50)
  --memory MB   resident memory of the bot's process tree, 0..1048576 (default 256; 0 = none)
  --seed N      seeds the judge's random mover, 0..18446744073709551615 (default 1)

Exit codes: 0 all steps passed, 1 a step failed, 2 usage error, 3 bot not found.
)";

// The command line of check; parse_check_args returns -1 to go on, else an exit code.
struct CheckArgs {
  std::string spec_text;
  int size = 15;
  uint64_t seed = 1;
  Limits lim;
};

int parse_check_args(const std::vector<std::string>& args, CheckArgs* ca) {
  for (size_t i = 0; i < args.size(); ++i) {
    const std::string& a = args[i];
    const bool takes_value =
        a == "--size" || a == "--time" || a == "--margin" || a == "--memory" || a == "--seed";
    if (takes_value && i + 1 >= args.size()) {
      std::fprintf(stderr, "c6judge: %s needs a value\n", a.c_str());
      return kExitUsage;
    }
    // The ranges are match's, and so is the message that states them.
    long v = 0;
    auto num = [&](long lo, long hi) { return parse_int_option(a, args[++i], lo, hi, &v); };
    if (a == "--help" || a == "-h") {
      std::printf("%s", kCheckHelp);
      return kExitOk;
    } else if (a == "--size") {
      if (!num(kMinSize, kMaxSize)) return kExitUsage;
      ca->size = static_cast<int>(v);
    } else if (a == "--time") {
      if (!num(1, kMaxLimitMs)) return kExitUsage;
      ca->lim.turn_ms = static_cast<int>(v);
    } else if (a == "--margin") {
      if (!num(0, kMaxLimitMs)) return kExitUsage;
      ca->lim.margin_ms = static_cast<int>(v);
    } else if (a == "--memory") {
      if (!num(0, kMaxMemoryMb)) return kExitUsage;
      ca->lim.memory_mb = static_cast<uint64_t>(v);
    } else if (a == "--seed") {
      if (!parse_u64_option(a, args[++i], &ca->seed)) return kExitUsage;
    } else if (ca->spec_text.empty() && (a.empty() || a[0] != '-')) {
      ca->spec_text = a;
    } else {
      std::fprintf(stderr, "c6judge: check: unknown argument '%s' (see --help)\n", a.c_str());
      return kExitUsage;
    }
  }
  return -1;
}

}  // namespace

int check_main(const std::vector<std::string>& args, const std::atomic<bool>* stop) {
  CheckArgs ca;
  const int rc = parse_check_args(args, &ca);
  if (rc >= 0) return rc;
  const int size = ca.size;
  const uint64_t seed = ca.seed;
  Limits lim = ca.lim;
  const std::string& spec_text = ca.spec_text;
  if (spec_text.empty()) {
    std::fprintf(stderr, "c6judge: check needs a bot (see --help)\n");
    return 2;
  }
  BotSpec spec;
  std::string err;
  if (!parse_bot_spec(spec_text, &spec, &err)) {
    std::fprintf(stderr, "c6judge: %s\n", err.c_str());
    return 2;
  }
  if (!resolve_binary(&spec, &err)) {
    std::fprintf(stderr, "c6judge: %s\n", err.c_str());
    return 3;
  }
  if (is_botzone(spec.proto) && spec_text.find("proto=") == std::string::npos) {
    // Botzone bots come in two modes and nothing in the spec says which: ask the bot, and check
    // it in the mode it answers in. Only the mode is taken: a reader to end of input still fails
    // step 1, which names the stdin=close fix, as match would stall on the same spec.
    Limits probe = lim;
    probe.first_ms = lim.turn_ms;
    const ProtoProbe found = probe_botzone_proto(spec, size, limits_for(probe, spec), stop);
    if (found.found && found.proto != spec.proto) {
      spec.proto = found.proto;
      std::printf(
          "The bot %s: checking it as proto=%s; give proto=%s in its spec for match, tournament "
          "and serve\n",
          found.detail.c_str(), proto_name(spec.proto), proto_name(spec.proto));
    }
  }
  return run_check(&spec, size, lim, seed, stdout, stop, nullptr);
}

}  // namespace judge
}  // namespace c6
