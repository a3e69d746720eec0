// c6judge: plays, replays and checks Connect6 bots. Subcommands: match, tournament, replay, check,
// contest, merge, pool, play, serve.
#include <signal.h>

#include <atomic>
#include <cstdio>
#include <cstring>
#include <string>
#include <thread>
#include <vector>

#include "cli/cli.h"

namespace {

const char kHelp[] =
    R"(usage: c6judge <command> [options]      (c6judge <command> --help for details)

Commands:
  match       two bots, N games in colour-swapped pairs, statistics, optional SPRT
  tournament  round robin or gauntlet over several bots, crosstable and Elo table
  replay      validate logged games (our JSONL log, Botzone match logs, Little Golem SGF),
              print boards, re-send one turn to a bot
  check       compliance run of one bot against the protocol, with latency per turn
  contest     a class contest: build, check and play a folder of student submissions (sandboxed)
  merge       join the logs of a run played in shards (--shard K/N) into the run's statistics
  pool        the statistics of several runs of one match taken together (other seeds, reruns)
  play        a human against a bot on a text board in the terminal
  serve       a page in the browser: play a bot, replay and watch logs

Exit codes: 0 success, 1 invalid log (replay) or failed check, 2 usage error, 3 setup or I/O error,
4 interrupted.
)";

}  // namespace

int main(int argc, char** argv) {
  std::vector<std::string> args(argv + 1, argv + argc);
  if (args.empty() || args[0] == "--help" || args[0] == "-h" || args[0] == "help") {
    std::printf("%s", kHelp);
    return args.empty() ? 2 : 0;
  }
  const std::string cmd = args[0];
  args.erase(args.begin());

  // SIGINT/SIGTERM are taken by a watcher thread (blocked everywhere else, unblocked again in each
  // bot before exec) and turned into a stop flag that every waiting loop polls.
  sigset_t set;
  sigemptyset(&set);
  sigaddset(&set, SIGINT);
  sigaddset(&set, SIGTERM);
  pthread_sigmask(SIG_BLOCK, &set, nullptr);
  std::atomic<bool> stop(false), done(false);
  std::thread watcher([&]() {
    struct timespec ts = {0, 100 * 1000 * 1000};
    while (!done.load()) {
      const int s = sigtimedwait(&set, nullptr, &ts);
      if (s == SIGINT || s == SIGTERM) {
        if (stop.load()) continue;
        std::fprintf(stderr, "\nc6judge: %s: stopping, killing bots (finished games are kept)\n",
                     s == SIGINT ? "SIGINT" : "SIGTERM");
        stop.store(true);
      }
    }
  });

  int rc = 2;
  if (cmd == "match") {
    rc = c6::judge::match_main(args, false, &stop);
  } else if (cmd == "tournament") {
    rc = c6::judge::match_main(args, true, &stop);
  } else if (cmd == "replay") {
    rc = c6::judge::replay_main(args, &stop);
  } else if (cmd == "contest") {
    rc = c6::judge::contest_main(args, &stop);
  } else if (cmd == "check") {
    rc = c6::judge::check_main(args, &stop);
  } else if (cmd == "merge") {
    rc = c6::judge::merge_main(args);
  } else if (cmd == "pool") {
    rc = c6::judge::pool_main(args);
  } else if (cmd == "play") {
    rc = c6::judge::play_main(args, &stop);
  } else if (cmd == "serve") {
    rc = c6::judge::serve_main(args, &stop);
  } else {
    std::fprintf(stderr, "c6judge: unknown command '%s'\n%s", cmd.c_str(), kHelp);
  }
  done.store(true);
  watcher.join();
  return rc;
}
