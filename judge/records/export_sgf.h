// Games as files people share: SGF in the Little Golem Connect6 style (one node per turn, both
// stones of a turn in one value: ";W[j9l11]"), read back by parse_sgf_games to the same moves.
#pragma once

#include <string>

#include "records/replay.h"

namespace c6 {
namespace judge {

// One game as an SGF tree. Turns from the first malformed one on cannot be written and are left
// out (a comment C[] says so); ']' and '\' in names are replaced, since the readers do not
// unescape.
std::string game_to_sgf(const RecordedGame& g);

}  // namespace judge
}  // namespace c6
