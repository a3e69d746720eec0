// `c6bot bench` and `c6bot perft`: fixed-position benchmarks and move-generation counts.
#pragma once

#include <string>
#include <vector>

namespace c6 {

// args are the words after "bench" / "perft". Return the process exit code.
int bench_main(const std::vector<std::string>& args);
int perft_main(const std::vector<std::string>& args);

}  // namespace c6
