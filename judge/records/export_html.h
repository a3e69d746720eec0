// One game as one self-contained HTML file: the board as inline SVG drawn by an inline script,
// step controls, a move list and the verdict. Nothing is fetched and no URL appears in it, so it
// opens from disk anywhere.
#pragma once

#include <string>

#include "records/replay.h"

namespace c6 {
namespace judge {

// The page for game g, opened at turn `turn` (clamped; -1 = the last).
std::string game_to_html(const RecordedGame& g, int turn);

}  // namespace judge
}  // namespace c6
