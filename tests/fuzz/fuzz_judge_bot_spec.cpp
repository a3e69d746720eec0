// Fuzz target: c6judge's bot spec strings (parse_bot_spec, "name=..,cmd=..,proto=..,dir=.." or a
// bare command) with the board-size warning, and --sprt values (parse_sprt) on the same text. A
// parsed spec has a command and a name and, where its values can be written back unambiguously,
// re-serialises to a spec that parses to the same fields. A parsed SPRT has elo1 > elo0 and alpha,
// beta in (0, 0.5).
#include <cctype>
#include <cmath>

#include "bots/bot.h"
#include "fuzz_util.h"
#include "match/stats.h"

using namespace c6;
using namespace c6::judge;

namespace {

// A value survives being written back when it holds no ",key=" (which would start a new field),
// no ",word=" with a short word (which the parser refuses as a misspelt key when it is a key but
// for one letter: a superset, kept simple) and is not wrapped in matching quotes (which the parser
// strips).
bool writable(const std::string& v) {
  for (size_t c = v.find(','); c != std::string::npos; c = v.find(',', c + 1)) {
    size_t e = c + 1;
    while (e < v.size() && (std::isalpha(static_cast<unsigned char>(v[e])) || v[e] == '_')) ++e;
    if (e > c + 1 && e - c - 1 <= 7 && e < v.size() && v[e] == '=') return false;
  }
  if (v.size() >= 2 && (v[0] == '"' || v[0] == '\'') && v.back() == v[0]) return false;
  return true;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  fuzz::Input input(data, size);
  const int board = kMinSize + input.byte() % (kMaxSize - kMinSize + 1);
  const std::string text = input.rest();

  BotSpec spec;
  std::string err;
  if (parse_bot_spec(text, &spec, &err)) {
    FUZZ_CHECK(!spec.cmd.empty(), "a spec without a command");
    FUZZ_CHECK(!spec.name.empty(), "a spec without a name");
    Proto p;
    FUZZ_CHECK(parse_proto(proto_name(spec.proto), &p) && p == spec.proto, "protocol name");
    const std::string warning = botzone_size_warning(spec, board);
    FUZZ_CHECK(warning.empty() || board != 15, "a warning on 15x15");
    if (writable(spec.name) && writable(spec.cmd) && writable(spec.dir) &&
        spec.cmd.find_first_not_of(" \t\r\n\f\v") != std::string::npos) {
      const std::string back = "name=" + spec.name + ",cmd=" + spec.cmd +
                               ",proto=" + proto_name(spec.proto) + ",dir=" + spec.dir;
      BotSpec again;
      FUZZ_CHECK(parse_bot_spec(back, &again, &err), "own spec rejected: " + err + ": " + back);
      FUZZ_CHECK(again.name == spec.name && again.cmd == spec.cmd && again.dir == spec.dir &&
                     again.proto == spec.proto,
                 "spec round trip differs: " + back);
    }
  } else {
    // A spec comes from the command line and may hold any byte, so the message (which quotes
    // it) may too: it must only exist.
    FUZZ_CHECK(!err.empty(), "spec rejected without a message");
  }

  SprtParams sprt;
  err.clear();
  if (parse_sprt(text, &sprt, &err)) {
    FUZZ_CHECK(sprt.enabled, "parsed SPRT not enabled");
    FUZZ_CHECK(std::isfinite(sprt.elo0) && std::isfinite(sprt.elo1) && sprt.elo1 > sprt.elo0,
               "elo bounds");
    FUZZ_CHECK(sprt.alpha > 0 && sprt.alpha < 0.5 && sprt.beta > 0 && sprt.beta < 0.5, "errors");
    FUZZ_CHECK(std::isfinite(sprt_lower(sprt)) && std::isfinite(sprt_upper(sprt)), "bounds");
  } else {
    FUZZ_CHECK(!err.empty(), "SPRT rejected without a message");
  }
  return 0;
}
