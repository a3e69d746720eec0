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

bool parse_int_flags(const std::vector<std::string>& args, std::initializer_list<IntFlag> flags,
                     const char* usage, std::string* error) {
  for (size_t i = 0; i < args.size(); i += 2) {
    const std::string value = i + 1 < args.size() ? args[i + 1] : "";
    bool ok = false;
    for (const IntFlag& f : flags) {
      if (args[i] == f.name) ok = parse_int(value, f.lo, f.hi, f.out);
    }
    if (!ok) {
      *error = "bad argument '" + args[i] + " " + value + "' (usage: " + usage;
      for (const IntFlag& f : flags) {
        *error += std::string(" [") + f.name + " " + std::to_string(f.lo) + ".." +
                  std::to_string(f.hi) + "]";
      }
      *error += ")";
      return false;
    }
  }
  return true;
}

}  // namespace c6
