// c6bot: dispatches the subcommands, everything else is a protocol session (src/protocol/bot.h).
#include <string>
#include <vector>

#include "protocol/bot.h"
#include "tools/analyze.h"
#include "tools/bench.h"
#include "tools/book_build.h"
#include "tools/tune.h"

// Defaults for builds without CMake's compile definitions (the Botzone single-file bundle).
#ifndef C6_VERSION
#define C6_VERSION "0.1.0"
#endif
#ifndef C6_BUILD_INFO
#ifdef _BOTZONE_ONLINE
#define C6_BUILD_INFO "botzone bundle, compiler " __VERSION__
#else
#define C6_BUILD_INFO "unknown build, compiler " __VERSION__
#endif
#endif

// Build options that change behaviour, appended to C6_BUILD_INFO by --version.
#ifdef NDEBUG
#define C6_OPT_ASSERT "assertions off"
#else
#define C6_OPT_ASSERT "assertions on"
#endif
#ifdef C6_CHECK_INCREMENTAL
#define C6_OPT_CHECK ", incremental checks on"
#else
#define C6_OPT_CHECK ""
#endif
#ifdef _BOTZONE_ONLINE
#define C6_OPT_BOTZONE ", _BOTZONE_ONLINE"
#else
#define C6_OPT_BOTZONE ""
#endif

int main(int argc, char** argv) {
  std::vector<std::string> args(argv + 1, argv + argc);
#ifdef _BOTZONE_ONLINE
  // Botzone starts the upload with no arguments. Kept running, it played as well as restarted
  // every turn (200 games at Botzone's limits, README "Botzone upload") and its worst turn was
  // further from the limit, since it pays no process start or replay. Any flag given restores
  // the plain c6bot defaults (restart per turn).
  if (args.empty()) args.push_back("--keep-running");
#endif
  if (!args.empty()) {
    const std::string cmd = args[0];
    const std::vector<std::string> rest(args.begin() + 1, args.end());
    if (cmd == "bench") return c6::bench_main(rest);
    if (cmd == "perft") return c6::perft_main(rest);
    if (cmd == "analyze") return c6::analyze_main(rest);
    if (cmd == "tune") return c6::tune_main(rest);
    if (cmd == "book") return c6::book_main(rest);
  }
  return c6::bot_main(args, C6_VERSION,
                      C6_BUILD_INFO "; " C6_OPT_ASSERT C6_OPT_CHECK C6_OPT_BOTZONE);
}
