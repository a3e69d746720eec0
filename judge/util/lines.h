// Lines of a bot's output: what every protocol reads its answers from.
#pragma once

#include <string>
#include <vector>

namespace c6 {
namespace judge {

// Splits off complete lines from the front of buf (keeping an unterminated tail; '\r' dropped).
std::vector<std::string> take_lines(std::string* buf);
// s without leading and trailing white space.
std::string trim_space(const std::string& s);

}  // namespace judge
}  // namespace c6
