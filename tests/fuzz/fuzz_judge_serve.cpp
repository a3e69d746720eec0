// Fuzz target: what `c6judge serve` does with a request before a route acts on it, the part that
// is ours on top of Beast's parser: the request bytes through the same parser and limits as the
// server (parse_request_bytes), the guard (Host, Origin, token), the url-encoded form, the
// page's stones, and the JSON strings the answers quote it in. A refusal is a 4xx with a reason;
// the guard admits a POST only with a same-origin Origin or the token; a parsed stone is on the
// board; an escaped string reads back through RapidJSON to the same bytes.
#include "fuzz_util.h"
#include "rapidjson/document.h"
#include "serve/serve_game.h"
#include "serve/serve_http.h"

using namespace c6;
using namespace c6::judge;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  fuzz::Input input(data, size);
  const uint8_t opts = input.byte();
  const std::string text = input.rest();

  HttpLimits lim;
  lim.max_header = 1024 + (opts & 3) * 1024;
  lim.max_body = 1024;
  HttpRequest req;
  std::string why;
  const int st = parse_request_bytes(text, lim, &req, &why);
  if (st != 0) {
    FUZZ_CHECK(st >= 400 && st < 500, "a refusal outside 4xx: " + std::to_string(st));
    FUZZ_CHECK(!why.empty(), "refused without a reason");
  } else {
    FUZZ_CHECK(req.params.size() <= 128, "too many fields kept");
    HttpPolicy p;
    p.port = 8066;
    p.bind = (opts & 4) ? "0.0.0.0" : "127.0.0.1";
    p.token = std::string(32, 'a');
    const int g = guard_request(p, req, &why);
    FUZZ_CHECK(g == 0 || g == 403 || g == 421, "guard status " + std::to_string(g));
    if (g == 0 && req.method == "POST") {
      FUZZ_CHECK(req.token == p.token || !req.origin.empty(), "a POST admitted on nothing");
    }
    if (g == 0) FUZZ_CHECK(req.host.size() > 5, "admitted without a Host");
  }

  std::map<std::string, std::string> form;
  parse_form(text, &form);
  FUZZ_CHECK(form.size() <= 64, "form fields unbounded");

  Move m;
  const int board = (opts & 8) ? 19 : 15;
  if (parse_stones(text, board, &m)) {
    FUZZ_CHECK(m.count == 1 || m.count == 2, "stone count");
    for (int i = 0; i < m.count; ++i) {
      FUZZ_CHECK(
          m.stone[i].x >= 0 && m.stone[i].x < board && m.stone[i].y >= 0 && m.stone[i].y < board,
          "a stone off the board");
    }
  }

  const std::string quoted = "\"" + json_escape(text) + "\"";
  rapidjson::Document d;
  d.Parse(quoted.c_str(), quoted.size());
  FUZZ_CHECK(!d.HasParseError() && d.IsString(), "escaped string does not parse: " + quoted);
  FUZZ_CHECK(std::string(d.GetString(), d.GetStringLength()) == text, "escape round trip");
  rapidjson::Document e;
  const std::string err = json_error(text);
  e.Parse(err.c_str(), err.size());
  FUZZ_CHECK(!e.HasParseError() && e.IsObject() && e.HasMember("error"), "json_error");
  return 0;
}
