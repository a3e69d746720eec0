#include "parse_int.h"

#include <cstdio>
#include <cstdlib>

namespace c6 {
namespace judge {

bool parse_int(const std::string& s, long lo, long hi, long* out) {
  char* end = nullptr;
  const long v = std::strtol(s.c_str(), &end, 10);
  if (s.empty() || *end != '\0' || v < lo || v > hi) return false;
  *out = v;
  return true;
}

bool parse_int(const std::string& s, int lo, int hi, int* out) {
  long v = 0;
  if (!parse_int(s, static_cast<long>(lo), static_cast<long>(hi), &v)) return false;
  *out = static_cast<int>(v);
  return true;
}

bool parse_int_option(const std::string& option, const std::string& value, long lo, long hi,
                      long* out) {
  if (parse_int(value, lo, hi, out)) return true;
  std::fprintf(stderr, "c6judge: %s: '%s' is not an integer in [%ld, %ld]\n", option.c_str(),
               value.c_str(), lo, hi);
  return false;
}

}  // namespace judge
}  // namespace c6
