// Fuzz target: c6bot's command-line parsers, parse_bot_args (every flag, --param NAME=VALUE) and
// parse_analyze_args, on the same words (the input split at newlines). A successful parse leaves
// every field in its documented range; a failure gives a one-line message.
#include <cmath>

#include "fuzz_util.h"
#include "protocol/options.h"
#include "search/params.h"
#include "tools/analyze.h"

using namespace c6;

namespace {

std::vector<std::string> words_of(const std::string& text) {
  std::vector<std::string> words;
  size_t start = 0;
  for (;;) {
    const size_t nl = text.find('\n', start);
    words.push_back(text.substr(start, nl == std::string::npos ? std::string::npos : nl - start));
    if (nl == std::string::npos) break;
    start = nl + 1;
  }
  return words;
}

void check_bot_options(const BotOptions& o) {
  FUZZ_CHECK(o.size == 0 || (o.size >= kMinSize && o.size <= kMaxSize), "size out of range");
  FUZZ_CHECK(o.time_s == 0 || (std::isfinite(o.time_s) && o.time_s > 0 && o.time_s <= 86400),
             "time out of range");
  FUZZ_CHECK(o.depth >= 0 && o.depth <= 64, "depth out of range");
  FUZZ_CHECK(o.nodes <= 1000000000000ULL, "nodes out of range");
  FUZZ_CHECK(o.engine.hash_mb >= 1 && o.engine.hash_mb <= 4096, "hash out of range");
  FUZZ_CHECK(!o.name.empty() && o.name.size() <= 12 &&
                 o.name.find_first_of(" \t\r\n") == std::string::npos,
             "name out of range");
  for (const auto& kv : o.engine.params) {
    FUZZ_CHECK(search_param_known(kv.first), "unknown --param accepted: " + kv.first);
    FUZZ_CHECK(std::isfinite(kv.second), "non-finite --param accepted");
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::vector<std::string> words = words_of(fuzz::text_of(data, size));

  BotOptions bot;
  std::string error;
  if (parse_bot_args(words, &bot, &error) == ArgStatus::kOk) {
    check_bot_options(bot);
  } else {
    FUZZ_CHECK(!error.empty(), "rejected without a message");
  }

  AnalyzeOptions an;
  error.clear();
  if (parse_analyze_args(words, &an, &error)) {
    FUZZ_CHECK(an.size >= kMinSize && an.size <= kMaxSize, "analyze size out of range");
    FUZZ_CHECK(an.time_s == 0 || (std::isfinite(an.time_s) && an.time_s > 0 && an.time_s <= 86400),
               "analyze time out of range");
    FUZZ_CHECK(an.depth >= 0 && an.depth <= 64, "analyze depth out of range");
    FUZZ_CHECK(an.nodes <= 1000000000000ULL, "analyze nodes out of range");
  } else {
    fuzz::check_message(error);
  }
  return 0;
}
