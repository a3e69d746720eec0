#include "util/parse_int.h"

#include <cstdio>

namespace c6 {
namespace judge {

bool parse_int_option(const std::string& option, const std::string& value, long lo, long hi,
                      long* out) {
  if (parse_int(value, lo, hi, out)) return true;
  std::fprintf(stderr, "c6judge: %s: '%s' is not an integer in [%ld, %ld]\n", option.c_str(),
               value.c_str(), lo, hi);
  return false;
}

}  // namespace judge
}  // namespace c6
