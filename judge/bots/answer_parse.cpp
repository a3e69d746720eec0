#include "bots/answer_parse.h"

#include <cctype>
#include <cerrno>
#include <climits>
#include <cstdio>
#include <cstdlib>

#include "core/wire.h"
#include "rapidjson/document.h"
#include "rapidjson/stringbuffer.h"
#include "rapidjson/writer.h"
#include "util/json_in.h"

namespace c6 {
namespace judge {

namespace {

std::string clip(const std::string& s, size_t n) { return s.size() <= n ? s : s.substr(0, n); }

bool is_space(char c) {
  return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\f' || c == '\v';
}

bool get_int(const rapidjson::Value& obj, const char* key, int* out) {
  auto it = obj.FindMember(key);
  if (it == obj.MemberEnd() || !it->value.IsInt()) return false;
  *out = it->value.GetInt();
  return true;
}

std::string json_string_or_dump(const rapidjson::Value& v) {
  if (v.IsString()) return std::string(v.GetString(), v.GetStringLength());
  rapidjson::StringBuffer sb;
  rapidjson::Writer<rapidjson::StringBuffer> w(sb);
  v.Accept(w);
  return sb.GetString();
}

// Fills out->move from four Botzone integers; a half pair is a wrong stone count, not bad output.
void set_botzone_move(int x0, int y0, int x1, int y1, TurnOutcome* out) {
  std::string why;
  Move m;
  if (coords::from_botzone(x0, y0, x1, y1, &m, &why)) {
    out->move = m;
  } else {
    out->malformed_count = true;
    out->detail = why;
  }
}

}  // namespace

bool parse_botzone_json_answer(const std::string& line, TurnOutcome* out, std::string* data,
                               std::string* globaldata, std::string* why) {
  rapidjson::Document d;
  if (!parse_json(line, &d)) {
    *why = "not a JSON object we read (nested deeper than " + std::to_string(kMaxJsonDepth) +
           " levels): " + clip(line, 80);
    return false;
  }
  if (d.HasParseError() || !d.IsObject()) {
    *why = "not a JSON object: " + clip(line, 80);
    return false;
  }
  auto r = d.FindMember(wire::kResponse);
  if (r == d.MemberEnd() || !r->value.IsObject()) {
    *why = std::string("missing \"") + wire::kResponse + "\" object";
    return false;
  }
  int v[4];
  for (int i = 0; i < 4; ++i) {
    if (!get_int(r->value, wire::kMoveKeys[i], &v[i])) {
      *why = std::string("response field \"") + wire::kMoveKeys[i] + "\" missing or not an integer";
      return false;
    }
  }
  set_botzone_move(v[0], v[1], v[2], v[3], out);
  auto dbg = d.FindMember(wire::kDebug);
  if (dbg != d.MemberEnd()) out->debug = clip(json_string_or_dump(dbg->value), 1024);
  auto dt = d.FindMember(wire::kData);
  if (data && dt != d.MemberEnd()) *data = json_string_or_dump(dt->value);
  auto gd = d.FindMember(wire::kGlobalData);
  if (globaldata && gd != d.MemberEnd()) *globaldata = json_string_or_dump(gd->value);
  return true;
}

bool parse_four_ints(const std::string& s, int v[4]) {
  const char* p = s.c_str();
  const char* const end_of_text = p + s.size();
  for (int i = 0; i < 4; ++i) {
    while (is_space(*p)) ++p;
    // A word must start with a sign or a digit and be whole: strtol alone would skip more blanks.
    if (!(*p == '-' || *p == '+' || (*p >= '0' && *p <= '9'))) return false;
    char* end = nullptr;
    errno = 0;
    const long n = std::strtol(p, &end, 10);
    if (end == p || errno != 0 || n < INT_MIN || n > INT_MAX) return false;
    if (*end != '\0' && !is_space(*end)) return false;
    v[i] = static_cast<int>(n);
    p = end;
  }
  while (is_space(*p)) ++p;
  return p == end_of_text;  // nothing after the fourth number (an embedded NUL counts as junk)
}

bool parse_botzone_line_answer(const std::string& line, TurnOutcome* out, std::string* why) {
  int v[4];
  if (!parse_four_ints(line, v)) {
    *why = "move line is not four integers: " + clip(line, 80);
    return false;
  }
  set_botzone_move(v[0], v[1], v[2], v[3], out);
  return true;
}

TextLine parse_text_move(const std::string& line, LetterDialect dialect, int size, Move* move,
                         std::string* name) {
  size_t end = line.size();
  while (end > 0 && (line[end - 1] == ' ' || line[end - 1] == '\r' || line[end - 1] == '\t')) {
    --end;
  }
  const std::string t = line.substr(0, end);
  const std::string name_prefix = std::string(wire::kNameReply) + " ";
  if (t.compare(0, name_prefix.size(), name_prefix) == 0) {
    if (name) *name = t.substr(name_prefix.size());
    return TextLine::kName;
  }
  const std::string move_prefix = std::string(wire::kMove) + " ";
  if (t.compare(0, move_prefix.size(), move_prefix) != 0) return TextLine::kChatter;
  const std::string token = t.substr(move_prefix.size());
  if (token.size() != 2 && token.size() != 4) return TextLine::kChatter;
  for (size_t i = 0; i < token.size(); ++i) {
    const bool no_stone =
        dialect == LetterDialect::kCcgc && i >= 2 && token.compare(2, 2, wire::kCcgcNoStone) == 0;
    if (!no_stone && !std::isalpha(static_cast<unsigned char>(token[i]))) return TextLine::kChatter;
  }
  // The protocols are 19x19 ones: letters up to 'S' (or the board's last letter if larger).
  const int alphabet = size > 19 ? size : 19;
  const LetterStyle style{dialect, LetterOrder::kColumnRow};
  Move m;
  if (!coords::parse_move_letters_in(token, size, alphabet, style, &m)) return TextLine::kChatter;
  *move = m;
  return TextLine::kMove;
}

}  // namespace judge
}  // namespace c6
