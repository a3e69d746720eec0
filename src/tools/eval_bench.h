// `c6bot bench eval`: time per turn of the incremental window update vs a full board rescan.
#pragma once

#include <string>
#include <vector>

namespace c6 {

int eval_bench_main(const std::vector<std::string>& args);

}  // namespace c6
