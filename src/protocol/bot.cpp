#include "protocol/bot.h"

#include <exception>
#include <iostream>

#include "protocol/botzone.h"
#include "protocol/contest.h"
#include "protocol/exit_codes.h"
#include "protocol/input.h"
#include "search/params.h"

namespace c6 {

int run_bot(const BotOptions& options, std::istream& in, std::ostream& out, std::ostream& err) {
  try {
    Engine engine(options.engine);
    InputReader reader(in);
    ProtocolKind kind = options.protocol;
    if (kind == ProtocolKind::kAuto) {
      const int c = reader.peek_nonblank();
      if (reader.over_budget()) {
        err << "c6bot: input larger than 16 MB\n";
        return kExitTooLarge;
      }
      if (c < 0) {
        err << "c6bot: empty input: expected a Botzone request or a contest command\n";
        return kExitBadInput;
      }
      const bool letter = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
      if (c == '{' || c == '[' || c == '-' || (c >= '0' && c <= '9')) {
        kind = ProtocolKind::kBotzone;
      } else if (letter) {
        kind = ProtocolKind::kCcgc;
      } else {
        err << "c6bot: cannot detect the protocol: input starts with byte " << c
            << " (expected '{', a digit, '-' or a letter)\n";
        return kExitBadInput;
      }
    }
    if (kind == ProtocolKind::kBotzone) return run_botzone(options, engine, reader, out, err);
    ContestSession session(
        options, kind == ProtocolKind::kCloudict ? LetterDialect::kCloudict : LetterDialect::kCcgc,
        engine, out, err);
    return session.run(reader);
  } catch (const std::bad_alloc&) {
    err << "c6bot: out of memory\n";
    return kExitInternal;
  } catch (const std::exception& e) {
    err << "c6bot: internal error: " << e.what() << '\n';
    return kExitInternal;
  }
}

int bot_main(const std::vector<std::string>& args, const char* version, const char* build_info) {
  BotOptions options;
  std::string error;
  if (parse_bot_args(args, &options, &error) != ArgStatus::kOk) {
    std::cerr << "c6bot: " << error << '\n';
    return kExitUsage;
  }
  if (options.help) {
    std::cout << bot_help_text();
    return kExitOk;
  }
  if (options.param_help) {
    std::cout << search_param_table();
    return kExitOk;
  }
  if (options.version) {
    std::cout << "c6bot " << version << "\nbuild: " << build_info << '\n';
    return kExitOk;
  }
  std::ios::sync_with_stdio(false);
  return run_bot(options, std::cin, std::cout, std::cerr);
}

}  // namespace c6
