// `c6judge replay LOG --sgf/--html/--svg OUT`: writes the shared-file forms of recorded games.
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "records/replay.h"

namespace c6 {
namespace judge {

// Each (option, path) of exports: --sgf (every game, or game `only`), --html and --svg (game
// `only`, needed when the log holds more than one; at turn `turn`, 0 = the last). Returns the
// exit code: 0, 2 usage, 3 a file that cannot be written.
int write_exports(const std::vector<RecordedGame>& games, int only, int turn,
                  const std::vector<std::pair<std::string, std::string>>& exports);

}  // namespace judge
}  // namespace c6
