#include "util/parse_int.h"

#include <cctype>
#include <cerrno>
#include <cinttypes>
#include <cstdio>
#include <cstdlib>

namespace c6 {
namespace judge {

bool parse_int_option(const std::string& option, const std::string& value, long lo, long hi,
                      long* out) {
  if (parse_int(value, lo, hi, out)) return true;
  std::fprintf(stderr, "c6judge: %s: '%s' is not an integer in [%ld, %ld]\n", option.c_str(),
               value.c_str(), lo, hi);
  return false;
}

bool parse_u64_option(const std::string& option, const std::string& value, uint64_t* out) {
  size_t i = 0;
  while (i < value.size() && std::isspace(static_cast<unsigned char>(value[i]))) ++i;
  if (i < value.size() && value[i] == '+') ++i;
  // A digit must come first: strtoull would accept a '-' (negating) or a second sign.
  bool ok = i < value.size() && std::isdigit(static_cast<unsigned char>(value[i]));
  if (ok) {
    char* end = nullptr;
    errno = 0;
    const unsigned long long v = std::strtoull(value.c_str() + i, &end, 10);
    ok = errno == 0 && *end == '\0';
    if (ok) *out = static_cast<uint64_t>(v);
  }
  if (!ok) {
    std::fprintf(stderr, "c6judge: %s: '%s' is not an integer in [0, %" PRIu64 "]\n",
                 option.c_str(), value.c_str(), UINT64_MAX);
  }
  return ok;
}

}  // namespace judge
}  // namespace c6
