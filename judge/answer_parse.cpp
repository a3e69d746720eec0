#include "answer_parse.h"

#include <cerrno>
#include <climits>
#include <cstdlib>

#include "core/coords.h"
#include "rapidjson/document.h"
#include "rapidjson/stringbuffer.h"
#include "rapidjson/writer.h"

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

bool parse_botzone_json_answer(const std::string& line, TurnOutcome* out, std::string* data,
                               std::string* globaldata, std::string* why) {
  rapidjson::Document d;
  d.Parse(line.c_str(), line.size());
  if (d.HasParseError() || !d.IsObject()) {
    *why = "not a JSON object: " + clip(line, 80);
    return false;
  }
  auto r = d.FindMember("response");
  if (r == d.MemberEnd() || !r->value.IsObject()) {
    *why = "missing \"response\" object";
    return false;
  }
  int v[4];
  const char* keys[4] = {"x0", "y0", "x1", "y1"};
  for (int i = 0; i < 4; ++i) {
    if (!get_int(r->value, keys[i], &v[i])) {
      *why = std::string("response field \"") + keys[i] + "\" missing or not an integer";
      return false;
    }
  }
  set_botzone_move(v[0], v[1], v[2], v[3], out);
  auto dbg = d.FindMember("debug");
  if (dbg != d.MemberEnd()) out->debug = clip(json_string_or_dump(dbg->value), 1024);
  auto dt = d.FindMember("data");
  if (data && dt != d.MemberEnd()) *data = json_string_or_dump(dt->value);
  auto gd = d.FindMember("globaldata");
  if (globaldata && gd != d.MemberEnd()) *globaldata = json_string_or_dump(gd->value);
  return true;
}

bool parse_botzone_line_move(const std::string& line, TurnOutcome* out, std::string* why) {
  int v[4];
  if (!parse_four_ints(line, v)) {
    *why = "move line is not four integers: " + clip(line, 80);
    return false;
  }
  set_botzone_move(v[0], v[1], v[2], v[3], out);
  return true;
}

bool parse_text_move(const std::string& move_line, Proto proto, int size, Move* out,
                     std::string* why) {
  const LetterStyle style{
      proto == Proto::kCloudict ? LetterDialect::kCloudict : LetterDialect::kCcgc,
      LetterOrder::kColumnRow};
  std::string token = move_line.compare(0, 5, "move ") == 0 ? move_line.substr(5) : move_line;
  const size_t a = token.find_first_not_of(" \t\r\n\f\v");
  const size_t b = token.find_last_not_of(" \t\r\n\f\v");
  token = a == std::string::npos ? std::string() : token.substr(a, b - a + 1);
  Move m;
  if (!coords::parse_move_letters(token, size, style, &m) &&
      (proto != Proto::kCcgc || !coords::parse_move_letters(token, kMaxSize + 1, style, &m))) {
    *why = "unreadable move line: " + move_line.substr(0, 80);
    return false;
  }
  *out = m;
  return true;
}

}  // namespace judge
}  // namespace c6
