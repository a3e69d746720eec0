#include <catch2/catch.hpp>
#include <string>

#include "core/json_depth.h"

using c6::json_depth_within;
using c6::kMaxJsonDepth;

namespace {

bool within(const std::string& s, int max_depth = kMaxJsonDepth) {
  return json_depth_within(s.data(), s.size(), max_depth);
}

}  // namespace

TEST_CASE("json depth: nesting up to the limit passes, one level more does not", "[json]") {
  for (const char open : {'[', '{'}) {
    INFO("bracket " << open);
    const std::string at_limit(kMaxJsonDepth, open);
    CHECK(within(at_limit));
    CHECK_FALSE(within(at_limit + open));
  }
  CHECK(within("{\"a\":[1,{\"b\":[2]}]}", 4));
  CHECK_FALSE(within("{\"a\":[1,{\"b\":[2]}]}", 3));
  // Closed levels do not add up: a long flat list of shallow values stays shallow.
  std::string flat = "[";
  for (int i = 0; i < 10000; ++i) flat += "[1],";
  flat += "[1]]";
  CHECK(within(flat, 2));
  CHECK_FALSE(within(flat, 1));
}

TEST_CASE("json depth: brackets inside strings do not count, escapes included", "[json]") {
  CHECK(within("{\"k\":\"[[[[[[[[\"}", 1));
  CHECK(within("[\"\\\"[[[[\"]", 1));  // an escaped quote does not end the string
  CHECK(within("[\"\\\\\",[1]]", 2));  // an escaped backslash does: [1] is a second level
  CHECK_FALSE(within("[\"\\\\\",[1]]", 1));
  // The real inputs that overflowed the stack: 200,000 open brackets after a key.
  CHECK_FALSE(within("{\"response\":" + std::string(200000, '[')));
  CHECK(within(""));
  CHECK(within("]]]}}"));  // unbalanced text is the parser's business, not a depth
}
