// Subcommand entry points of c6judge (each parses its own arguments and returns an exit code).
#pragma once

#include <atomic>
#include <string>
#include <vector>

#include "match/runner.h"

namespace c6 {
namespace judge {

int match_main(const std::vector<std::string>& args, bool tournament,
               const std::atomic<bool>* stop);
int replay_main(const std::vector<std::string>& args, const std::atomic<bool>* stop);
int contest_main(const std::vector<std::string>& args, const std::atomic<bool>* stop);
int check_main(const std::vector<std::string>& args, const std::atomic<bool>* stop);
int merge_main(const std::vector<std::string>& args);
int pool_main(const std::vector<std::string>& args);

// Ranges of the options several commands share (match, tournament, contest, check, replay), so a
// value one of them accepts is accepted by all.
constexpr long kMaxLimitMs = 3600000;    // --time, --first (from 1), --margin, --grace (from 0)
constexpr long kMaxMemoryMb = 1L << 20;  // --memory (from 0 = none)

// Options shared by match, tournament and contest (cli_match.cpp). Fills *run; arguments it does
// not know go to *rest in order (nullptr: they are a usage error). Returns -1 to go on, else an
// exit code (--help printed, or an error already reported).
struct RunOptionsExtra {
  std::string openings_path;
  bool first_set = false;
};
int parse_run_options(const std::vector<std::string>& args, bool tournament, RunConfig* run,
                      RunOptionsExtra* extra, std::vector<std::string>* rest);
// Bot specs from a file, one per line ('#' comment lines and blank lines skipped); an error names
// the file and line.
bool read_bots_file(const std::string& path, std::vector<BotSpec>* bots, std::string* err);
int play_main(const std::vector<std::string>& args, const std::atomic<bool>* stop);
int serve_main(const std::vector<std::string>& args, const std::atomic<bool>* stop);

}  // namespace judge
}  // namespace c6
