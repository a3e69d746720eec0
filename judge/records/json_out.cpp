#include "records/json_out.h"

#include <cmath>

namespace c6 {
namespace judge {

void write_finite(JsonWriter* w, double x) { w->Double(std::isfinite(x) ? x : 0.0); }

void write_limits(JsonWriter* w, const Limits& l, LimitsFields fields) {
  w->StartObject();
  w->Key("turn_ms");
  w->Int(l.turn_ms);
  w->Key("first_ms");
  w->Int(l.first_ms);
  w->Key("margin_ms");
  w->Int(l.margin_ms);
  w->Key("grace_ms");
  w->Int(l.grace_ms);
  w->Key("memory_mb");
  w->Uint64(l.memory_mb);
  if (fields == LimitsFields::kAll) {
    w->Key("output_cap");
    w->Uint64(l.output_cap);
    w->Key("clock_base_ms");
    w->Int64(l.clock_base_ms);
    w->Key("clock_inc_ms");
    w->Int64(l.clock_inc_ms);
  }
  w->EndObject();
}

void write_stones(JsonWriter* w, const Move& m) {
  for (int i = 0; i < m.count; ++i) {
    w->Int(m.stone[i].x);
    w->Int(m.stone[i].y);
  }
}

}  // namespace judge
}  // namespace c6
