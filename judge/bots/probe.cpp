#include "bots/probe.h"

#include <vector>

#include "bots/bot.h"

namespace c6 {
namespace judge {

namespace {

// The first turn as Black in one mode: "" when a move was read, else the verdict and its detail.
std::string first_turn(const BotSpec& spec, Proto proto, int size, const Limits& lim,
                       const std::atomic<bool>* stop) {
  BotSpec s = spec;
  s.proto = proto;
  BotSession bot(s, kBlack, size, lim, "", stop);
  const TurnOutcome t = bot.play(std::vector<Move>());
  bot.finish();
  if (t.verdict == Verdict::kNone) return "";
  return std::string(verdict_name(t.verdict)) + ": " + t.detail;
}

}  // namespace

ProtoProbe probe_botzone_proto(const BotSpec& spec, int size, const Limits& lim,
                               const std::atomic<bool>* stop) {
  ProtoProbe p;
  std::string tried;
  // Stdin open first (as Botzone runs a bot); a bot silent in both modes may be reading to end of
  // input, so both modes again with stdin closed after the request.
  std::vector<bool> closes = {spec.stdin_close};
  if (!spec.stdin_close) closes.push_back(true);
  for (const bool close : closes) {
    BotSpec s = spec;
    s.stdin_close = close;
    for (const Proto proto : {Proto::kBotzoneJson, Proto::kBotzoneLine}) {
      const std::string why = first_turn(s, proto, size, lim, stop);
      if (why.empty()) {
        p.found = true;
        p.proto = proto;
        p.stdin_close = close;
        p.detail = std::string("answered in ") + proto_name(proto) +
                   (close && !spec.stdin_close ? " once its stdin was closed" : "");
        return p;
      }
      tried += std::string(tried.empty() ? "" : "; ") + proto_name(proto) +
               (close ? " (stdin closed)" : "") + ": " + why;
    }
  }
  p.detail = "no move in either mode: " + tried;
  return p;
}

}  // namespace judge
}  // namespace c6
