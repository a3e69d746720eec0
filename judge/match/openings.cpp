#include "match/openings.h"

#include <sys/stat.h>

#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <sstream>

#include "game/game.h"
#include "process/output_cap.h"
#include "util/parse_int.h"

namespace c6 {
namespace judge {

namespace {

// "x,y" with both integers in -kMaxSize..kMaxSize: nothing else is on any board, absolute or
// relative to the centre (sscanf's %d had no range, so a huge offset overflowed when added to the
// centre; found by fuzz_judge_openings).
bool parse_stone(const std::string& tok, Point* out) {
  const size_t comma = tok.find(',');
  if (comma == std::string::npos) return false;
  int v[2];
  const std::string part[2] = {tok.substr(0, comma), tok.substr(comma + 1)};
  for (int k = 0; k < 2; ++k) {
    if (part[k].empty() || part[k].size() > 4) return false;
    if (!parse_int(part[k], -kMaxSize, kMaxSize, &v[k])) return false;
  }
  *out = Point(v[0], v[1]);
  return true;
}

}  // namespace

bool parse_openings(const std::string& text, std::vector<Opening>* out, std::string* err) {
  out->clear();
  std::istringstream in(text);
  std::string line;
  int lineno = 0;
  while (std::getline(in, line)) {
    ++lineno;
    const size_t hash = line.find('#');
    if (hash != std::string::npos) line.resize(hash);
    std::istringstream ls(line);
    std::vector<std::string> tok;
    std::string t;
    while (ls >> t) tok.push_back(t);
    if (tok.empty()) continue;
    Opening o;
    size_t i = 0;
    if (tok[0] != "rel" && tok[0] != "abs") {
      o.name = tok[0];
      i = 1;
    }
    if (i >= tok.size() || (tok[i] != "rel" && tok[i] != "abs")) {
      *err = "line " + std::to_string(lineno) + ": expected 'rel' or 'abs'";
      return false;
    }
    o.relative = tok[i] == "rel";
    for (++i; i < tok.size(); ++i) {
      Point p;
      if (!parse_stone(tok[i], &p)) {
        *err = "line " + std::to_string(lineno) + ": bad stone '" + printable(tok[i], 40) + "'" +
               " (want x,y, each " + std::to_string(-kMaxSize) + ".." + std::to_string(kMaxSize) +
               ")";
        return false;
      }
      o.stones.push_back(p);
    }
    if (o.stones.size() % 2 == 0) {
      *err = "line " + std::to_string(lineno) +
             ": an opening needs 1 + 2k stones (Black one, then pairs)";
      return false;
    }
    if (o.name.empty()) o.name = "line" + std::to_string(lineno);
    o.line = lineno;
    out->push_back(o);
  }
  if (out->empty()) {
    *err = "no openings found";
    return false;
  }
  return true;
}

bool load_openings(const std::string& path, std::vector<Opening>* out, std::string* err) {
  struct stat st;
  if (stat(path.c_str(), &st) == 0 && S_ISDIR(st.st_mode)) {
    *err = path + " is a directory, not an openings file";
    return false;
  }
  std::ifstream f(path);
  if (!f) {
    *err = "cannot read " + path;
    return false;
  }
  std::stringstream ss;
  ss << f.rdbuf();
  if (!parse_openings(ss.str(), out, err)) {
    *err = path + ": " + *err;
    return false;
  }
  for (Opening& o : *out) o.file = path;
  return true;
}

Point transform(Point p, int t, int size) {
  int x = p.x, y = p.y;
  if (t & 1) x = size - 1 - x;
  if (t & 2) y = size - 1 - y;
  if (t & 4) std::swap(x, y);
  return Point(x, y);
}

namespace {

// An opening as messages name it: its name and where it was read.
std::string label(const Opening& o) {
  if (o.line == 0) return o.name;
  return o.name + " (" + (o.file.empty() ? "line " : o.file + ":") + std::to_string(o.line) + ")";
}

}  // namespace

bool opening_turns(const Opening& o, int size, int symmetry, std::vector<Move>* turns,
                   std::string* err) {
  turns->clear();
  Game g(size);
  std::vector<Point> pts;
  for (Point p : o.stones) {
    Point a = o.relative ? Point(p.x + size / 2, p.y + size / 2) : p;
    if (!g.board().inside(a)) {
      *err = "opening " + label(o) + ": stone (" + std::to_string(a.x) + "," + std::to_string(a.y) +
             ") is off a " + std::to_string(size) + "x" + std::to_string(size) + " board";
      return false;
    }
    pts.push_back(transform(a, symmetry, size));
  }
  for (size_t i = 0; i < pts.size();) {
    Move m = i == 0 ? Move(pts[0]) : Move(pts[i], pts[i + 1]);
    i += m.count;
    const Illegal why = g.play(m);
    if (why != Illegal::kNone) {
      *err = "opening " + label(o) + " is illegal: " + illegal_name(why);
      return false;
    }
    turns->push_back(m);
  }
  if (g.over()) {
    *err = "opening " + label(o) + " already ends the game";
    return false;
  }
  return true;
}

}  // namespace judge
}  // namespace c6
