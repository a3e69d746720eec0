#include "util/lines.h"

#include <cctype>

namespace c6 {
namespace judge {

std::string trim_space(const std::string& s) {
  size_t a = 0, b = s.size();
  while (a < b && std::isspace(static_cast<unsigned char>(s[a]))) ++a;
  while (b > a && std::isspace(static_cast<unsigned char>(s[b - 1]))) --b;
  return s.substr(a, b - a);
}

std::vector<std::string> take_lines(std::string* buf) {
  std::vector<std::string> lines;
  size_t start = 0, nl;
  while ((nl = buf->find('\n', start)) != std::string::npos) {
    std::string line = buf->substr(start, nl - start);
    if (!line.empty() && line.back() == '\r') line.pop_back();
    lines.push_back(line);
    start = nl + 1;
  }
  buf->erase(0, start);
  return lines;
}

}  // namespace judge
}  // namespace c6
