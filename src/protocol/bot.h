// The c6bot process behind main(): flags, protocol detection, one Engine for the whole session.
#pragma once

#include <iosfwd>
#include <string>
#include <vector>

#include "protocol/options.h"

namespace c6 {

// Runs the protocol chosen by options (auto-detected from the first non-blank byte) on in/out.
// Returns the process exit code (see exit_codes.h). Never throws.
int run_bot(const BotOptions& options, std::istream& in, std::ostream& out, std::ostream& err);

// Everything main() does after dispatching subcommands: parse the flags, print help/version, run.
// version/build_info come from main.cpp, which holds the build's compile definitions.
int bot_main(const std::vector<std::string>& args, const char* version, const char* build_info);

}  // namespace c6
