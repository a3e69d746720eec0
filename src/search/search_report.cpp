#include "search/search_report.h"

#include <cstdio>

namespace c6 {

std::string SearchReport::summary() const {
  char buf[160];
  std::snprintf(buf, sizeof buf, "%s d=%d n=%llu score=%lld t=%.0fms", reason.c_str(), depth,
                static_cast<unsigned long long>(nodes), static_cast<long long>(score), ms);
  return note.empty() ? std::string(buf) : std::string(buf) + " (" + note + ")";
}

}  // namespace c6
