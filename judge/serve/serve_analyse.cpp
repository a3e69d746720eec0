#include "serve/serve_analyse.h"

#include "core/coords.h"
#include "process/process.h"

namespace c6 {
namespace judge {

namespace {

std::string shell_quote(const std::string& s) {
  std::string o = "'";
  for (char c : s) o += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return o + "'";
}

}  // namespace

bool can_analyse(const BotSpec& spec) {
  const size_t slash = spec.binary.rfind('/');
  return spec.binary.substr(slash == std::string::npos ? 0 : slash + 1) == "c6bot";
}

bool analyse_position(const BotSpec& spec, const Game& game, std::string* text, std::string* err,
                      const std::atomic<bool>* stop) {
  if (!can_analyse(spec)) return *err = spec.name + " is not c6bot: no analysis", false;
  // The position as a Little Golem SGF game, one of the inputs `c6bot analyze` reads.
  std::string sgf = "(;FF[4]SZ[" + std::to_string(game.size()) + "]";
  for (size_t k = 0; k < game.moves().size(); ++k) {
    const Move& m = game.moves()[k];
    sgf += k % 2 == 0 ? ";B[" : ";W[";
    for (int i = 0; i < m.count; ++i) sgf += coords::format_sgf_point(m.stone[i]);
    sgf += "]";
  }
  sgf += ")\n";
  SpawnOptions opt;
  opt.command =
      shell_quote(spec.binary) + " analyze --time 0.5 --size " + std::to_string(game.size());
  opt.workdir = spec.dir;
  opt.memory_bytes = 1024ULL << 20;
  ChildProcess p;
  if (!p.spawn(opt, err)) return false;
  p.write_all(sgf);
  p.close_stdin();
  const int64_t deadline = now_us() + 10 * 1000 * 1000;
  while (!p.eof()) {
    const ChildProcess::ReadStatus st = p.read_some(deadline, stop);
    if (st == ChildProcess::ReadStatus::kDeadline || st == ChildProcess::ReadStatus::kStopped) {
      p.kill_group();
      return *err = "c6bot analyze took too long", false;
    }
  }
  p.kill_group();
  text->clear();
  const std::string& out = p.buffer();
  size_t pos = 0;
  while (pos < out.size()) {
    size_t e = out.find('\n', pos);
    if (e == std::string::npos) e = out.size();
    const std::string line = out.substr(pos, e - pos);
    if (line.compare(0, 5, "best:") == 0 || line.compare(0, 3, "pv:") == 0 ||
        line.compare(0, 5, "vcdt:") == 0) {
      *text += line + "\n";
    }
    pos = e + 1;
  }
  if (text->empty()) return *err = "c6bot analyze printed no best move", false;
  return true;
}

}  // namespace judge
}  // namespace c6
