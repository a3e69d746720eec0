#include "records/export_svg.h"

#include <set>
#include <utility>

#include "core/coords.h"

namespace c6 {
namespace judge {

std::string position_svg(const RecordedGame& g, int turns) {
  const int n = g.size, cell = 30, m = 34, w = 2 * m + cell * (n - 1);
  const std::string ws = std::to_string(w);
  std::string s = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" + ws + "\" height=\"" + ws +
                  "\" viewBox=\"0 0 " + ws + " " + ws + "\" font-family=\"sans-serif\">\n";
  s += "<rect width=\"" + ws + "\" height=\"" + ws + "\" fill=\"#dcb35c\"/>\n";
  const std::string far = std::to_string(m + cell * (n - 1));
  for (int i = 0; i < n; ++i) {
    const std::string p = std::to_string(m + i * cell);
    s += "<line x1=\"" + std::to_string(m) + "\" y1=\"" + p + "\" x2=\"" + far + "\" y2=\"" + p +
         "\" stroke=\"#333\"/><line x1=\"" + p + "\" y1=\"" + std::to_string(m) + "\" x2=\"" + p +
         "\" y2=\"" + far + "\" stroke=\"#333\"/>\n";
    s += "<text x=\"" + p + "\" y=\"16\" text-anchor=\"middle\" font-size=\"12\">" +
         coords::column_label(i) + "</text><text x=\"14\" y=\"" + std::to_string(m + i * cell + 4) +
         "\" text-anchor=\"middle\" font-size=\"12\">" + std::to_string(i + 1) + "</text>\n";
  }
  int shown = 0;
  for (int k = 0; k < static_cast<int>(g.turns.size()) && k < turns; ++k) {
    if (g.turns[k].malformed) break;
    shown = k + 1;
  }
  for (int k = 0; k < shown; ++k) {
    const Move& mv = g.turns[k].move;
    for (int i = 0; i < mv.count; ++i) {
      const Point p = mv.stone[i];
      if (p.x < 0 || p.y < 0 || p.x >= n || p.y >= n) continue;
      const std::string cx = std::to_string(m + p.x * cell), cy = std::to_string(m + p.y * cell);
      s += "<circle cx=\"" + cx + "\" cy=\"" + cy + "\" r=\"13\" fill=\"" +
           (k % 2 == 0 ? "#111" : "#fafafa") + "\" stroke=\"#222\"/>\n";
      if (k + 1 == shown) {
        s += "<circle cx=\"" + cx + "\" cy=\"" + cy + "\" r=\"4\" fill=\"#e0201c\"/>\n";
      }
    }
  }
  return s + "</svg>\n";
}

}  // namespace judge
}  // namespace c6
