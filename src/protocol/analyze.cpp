#include "protocol/analyze.h"

#include <cstdio>

namespace c6 {

int analyze_main(const std::vector<std::string>& args) {
  std::fprintf(stderr, "c6bot analyze: not implemented yet\n");
  return 2;
}

}  // namespace c6
