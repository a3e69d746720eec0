#include "eval/eval_bench.h"

#include <cstdio>

namespace c6 {

int eval_bench_main(const std::vector<std::string>& args) {
  std::fprintf(stderr, "c6bot bench eval: not implemented yet\n");
  return 2;
}

}  // namespace c6
