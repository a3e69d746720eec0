#include "records/export_html.h"

#include "records/json_out.h"

namespace c6 {
namespace judge {

namespace {

const char kHead[] = R"(<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>c6 game</title>
<style>
body { font-family: sans-serif; background: #f4f1ea; color: #222; margin: 12px; }
main { display: flex; gap: 18px; flex-wrap: wrap; }
#moves { font-family: monospace; font-size: 13px; max-height: 420px; overflow-y: auto; background: #fff; border: 1px solid #ccc; padding: 4px; min-width: 200px; }
#moves div { cursor: pointer; } #moves div.cur { background: #ffe9a8; }
#verdict { font-weight: bold; color: #8a1c1c; }
</style></head><body>
<h3 id="title"></h3>
<main><div id="board"></div><div>
<p><button id="first">|&lt;</button> <button id="prev">&lt;</button> <button id="next">&gt;</button> <button id="last">&gt;|</button> <span id="info"></span></p>
<p id="verdict"></p><div id="moves"></div></div></main>
<script>
"use strict";
const G = )";

const char kTail[] = R"JS(;
const L = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
let cur = G.start;
const $ = (id) => document.getElementById(id);
const esc = (s) => String(s).replace(/[&<>"]/g, (c) => "&#" + c.charCodeAt(0) + ";");
function show() {
  const n = G.size, cell = 30, m = 34, w = 2 * m + cell * (n - 1);
  let s = '<svg width="' + w + '" height="' + w + '" viewBox="0 0 ' + w + ' ' + w + '"><rect width="' + w + '" height="' + w + '" fill="#dcb35c"/>';
  for (let i = 0; i < n; i++) {
    const p = m + i * cell, f = m + cell * (n - 1);
    s += '<line x1="' + m + '" y1="' + p + '" x2="' + f + '" y2="' + p + '" stroke="#333"/><line x1="' + p + '" y1="' + m + '" x2="' + p + '" y2="' + f + '" stroke="#333"/>';
    s += '<text x="' + p + '" y="16" text-anchor="middle" font-size="12">' + L[i] + '</text><text x="14" y="' + (p + 4) + '" text-anchor="middle" font-size="12">' + (i + 1) + '</text>';
  }
  for (let k = 0; k < cur; k++) {
    const t = G.turns[k];
    for (let j = 0; j + 1 < t.length; j += 2) {
      const cx = m + t[j] * cell, cy = m + t[j + 1] * cell;
      s += '<circle cx="' + cx + '" cy="' + cy + '" r="13" fill="' + (k % 2 ? "#fafafa" : "#111") + '" stroke="#222"/>';
      if (k + 1 === cur) s += '<circle cx="' + cx + '" cy="' + cy + '" r="4" fill="#e0201c"/>';
    }
  }
  $("board").innerHTML = s + "</svg>";
  $("info").textContent = "turn " + cur + " / " + G.turns.length;
  $("verdict").textContent = cur === G.turns.length ? G.verdict : "";
  const box = $("moves"); box.innerHTML = "";
  G.turns.forEach((t, i) => {
    const d = document.createElement("div");
    let txt = (i + 1) + ". " + (i % 2 ? "W " : "B ");
    for (let j = 0; j + 1 < t.length; j += 2) txt += L[t[j]] + (t[j + 1] + 1) + " ";
    d.textContent = txt + (G.ms[i] >= 0 ? "  " + G.ms[i].toFixed(0) + " ms" : "");
    if (i + 1 === cur) d.className = "cur";
    d.onclick = () => { cur = i + 1; show(); };
    box.appendChild(d);
  });
}
const go = (k) => () => { cur = Math.max(0, Math.min(G.turns.length, k())); show(); };
$("first").onclick = go(() => 0); $("prev").onclick = go(() => cur - 1);
$("next").onclick = go(() => cur + 1); $("last").onclick = go(() => G.turns.length);
$("title").textContent = G.label + "  (Black: " + G.black + ", White: " + G.white + ")";
show();
</script></body></html>
)JS";

}  // namespace

std::string game_to_html(const RecordedGame& g, int turn) {
  // Only well-formed turns are drawn: the page stops where the record stops making sense.
  int n = 0;
  while (n < static_cast<int>(g.turns.size()) && !g.turns[n].malformed) ++n;
  const Validation v = validate(g);
  rapidjson::StringBuffer sb;
  JsonWriter w(sb);
  w.StartObject();
  write_game_players(&w, g);
  w.Key("verdict");
  const std::string verdict = (g.claimed_verdict.empty() ? "" : g.claimed_verdict + ": ") +
                              (v.valid ? v.summary : "INVALID: " + v.problem);
  w.String(verdict.c_str());
  w.Key("start");
  w.Int(turn < 0 || turn > n ? n : turn);
  w.Key("turns");
  w.StartArray();
  for (int k = 0; k < n; ++k) {
    w.StartArray();
    write_stones(&w, g.turns[k].move);
    w.EndArray();
  }
  w.EndArray();
  w.Key("ms");
  w.StartArray();
  for (int k = 0; k < n; ++k) w.Double(g.turns[k].ms);
  w.EndArray();
  w.EndObject();
  // Every '/' escaped: no "</script>" can end the script early and no URL can appear in the page.
  std::string data;
  for (const char c : std::string(sb.GetString())) {
    if (c == '/') {
      data += "\\/";
    } else if (c == '<') {
      data += "\\u003c";
    } else {
      data += c;
    }
  }
  return std::string(kHead) + data + kTail;
}

}  // namespace judge
}  // namespace c6
