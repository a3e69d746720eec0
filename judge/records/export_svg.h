// A picture of a position: an SVG board with the stones of the first `turns` turns of a game, the
// last turn marked. Self-contained (no external references), for README files and reports.
#pragma once

#include <string>

#include "records/replay.h"

namespace c6 {
namespace judge {

// The board after `turns` turns (clamped to the game; malformed turns stop it) as an <svg> element.
std::string position_svg(const RecordedGame& g, int turns);

}  // namespace judge
}  // namespace c6
