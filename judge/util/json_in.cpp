#include "util/json_in.h"

#include <cmath>

namespace c6 {
namespace judge {

bool parse_json(const std::string& text, rapidjson::Document* d) {
  if (!json_depth_within(text.data(), text.size())) return false;
  d->Parse(text.c_str(), text.size());
  return true;
}

bool read_finite(const rapidjson::Value& o, const char* key, double* out) {
  if (!o.IsObject()) return false;
  auto it = o.FindMember(key);
  if (it == o.MemberEnd() || !it->value.IsNumber()) return false;
  const double v = it->value.GetDouble();
  if (!std::isfinite(v)) return false;
  *out = v;
  return true;
}

std::string read_string(const rapidjson::Value& o, const char* key) {
  if (!o.IsObject()) return std::string();
  auto it = o.FindMember(key);
  if (it == o.MemberEnd() || !it->value.IsString()) return std::string();
  return std::string(it->value.GetString(), it->value.GetStringLength());
}

}  // namespace judge
}  // namespace c6
