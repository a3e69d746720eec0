// make_protocol_bot (declared in bot.h beside the interface it returns): the one place that knows
// every protocol class, so that bot.h stays below the classes that derive from it.
#include "bots/bot.h"
#include "bots/botzone_bot.h"
#include "bots/text_protocol_bot.h"

namespace c6 {
namespace judge {

std::unique_ptr<ProtocolBot> make_protocol_bot(const BotSpec& spec, Color color, int size,
                                               const Limits& limits, std::string stderr_path,
                                               const std::atomic<bool>* stop) {
  switch (spec.proto) {
    case Proto::kBotzoneJson:
      return std::unique_ptr<ProtocolBot>(
          new BotzoneJsonBot(spec, color, size, limits, std::move(stderr_path), stop));
    case Proto::kBotzoneLine:
      return std::unique_ptr<ProtocolBot>(
          new BotzoneLineBot(spec, color, size, limits, std::move(stderr_path), stop));
    case Proto::kCcgc:
    case Proto::kCloudict:
      break;
  }
  return std::unique_ptr<ProtocolBot>(
      new TextProtocolBot(spec, color, size, limits, std::move(stderr_path), stop));
}

}  // namespace judge
}  // namespace c6
