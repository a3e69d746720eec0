// Subcommand entry points of c6judge (each parses its own arguments and returns an exit code).
#pragma once

#include <atomic>
#include <string>
#include <vector>

namespace c6 {
namespace judge {

int match_main(const std::vector<std::string>& args, bool tournament,
               const std::atomic<bool>* stop);
int replay_main(const std::vector<std::string>& args, const std::atomic<bool>* stop);
int check_main(const std::vector<std::string>& args, const std::atomic<bool>* stop);
int play_main(const std::vector<std::string>& args, const std::atomic<bool>* stop);
int serve_main(const std::vector<std::string>& args, const std::atomic<bool>* stop);

}  // namespace judge
}  // namespace c6
