#include "search/bench.h"

#include <cstdio>

#include "eval/eval_bench.h"

namespace c6 {

int bench_main(const std::vector<std::string>& args) {
  if (!args.empty() && args[0] == "eval") {
    return eval_bench_main(std::vector<std::string>(args.begin() + 1, args.end()));
  }
  std::fprintf(stderr, "c6bot bench: search bench not implemented yet\n");
  return 2;
}

int perft_main(const std::vector<std::string>& args) {
  std::fprintf(stderr, "c6bot perft: not implemented yet\n");
  return 2;
}

}  // namespace c6
