#include "records/export_files.h"

#include <cstdio>

#include "records/export_html.h"
#include "records/export_sgf.h"
#include "records/export_svg.h"

namespace c6 {
namespace judge {

namespace {

bool write_file(const std::string& path, const std::string& text) {
  FILE* f = std::fopen(path.c_str(), "wb");
  if (!f) return false;
  const bool ok = std::fwrite(text.data(), 1, text.size(), f) == text.size();
  return std::fclose(f) == 0 && ok;
}

}  // namespace

int write_exports(const std::vector<RecordedGame>& games, int only, int turn,
                  const std::vector<std::pair<std::string, std::string>>& exports) {
  for (const auto& e : exports) {
    std::string text;
    if (e.first == "--sgf") {
      for (size_t i = 0; i < games.size(); ++i) {
        if (only == 0 || static_cast<int>(i) + 1 == only) text += game_to_sgf(games[i]);
      }
    } else {
      if (only == 0 && games.size() > 1) {
        std::fprintf(stderr, "c6judge: %s: the log holds %zu games; choose one with --game N\n",
                     e.first.c_str(), games.size());
        return 2;
      }
      const RecordedGame& g = games[only > 0 ? only - 1 : 0];
      text = e.first == "--html"
                 ? game_to_html(g, turn > 0 ? turn : -1)
                 : position_svg(g, turn > 0 ? turn : static_cast<int>(g.turns.size()));
    }
    if (!write_file(e.second, text)) {
      std::fprintf(stderr, "c6judge: cannot write %s\n", e.second.c_str());
      return 3;
    }
    std::printf("wrote %s\n", e.second.c_str());
  }
  return 0;
}

}  // namespace judge
}  // namespace c6
