#include "core/parse_int.h"

#include <cerrno>
#include <cstdlib>

namespace c6 {

bool parse_int(const std::string& s, long long lo, long long hi, long long* out) {
  if (s.empty()) return false;
  char* end = nullptr;
  errno = 0;
  const long long v = std::strtoll(s.c_str(), &end, 10);
  if (errno != 0 || *end != '\0' || v < lo || v > hi) return false;
  *out = v;
  return true;
}

bool parse_int(const std::string& s, long lo, long hi, long* out) {
  long long v = 0;
  if (!parse_int(s, static_cast<long long>(lo), static_cast<long long>(hi), &v)) return false;
  *out = static_cast<long>(v);
  return true;
}

bool parse_int(const std::string& s, int lo, int hi, int* out) {
  long long v = 0;
  if (!parse_int(s, static_cast<long long>(lo), static_cast<long long>(hi), &v)) return false;
  *out = static_cast<int>(v);
  return true;
}

}  // namespace c6
