#include "match/standings.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <fstream>
#include <limits>

#include "rapidjson/stringbuffer.h"
#include "rapidjson/writer.h"
#include "records/json_out.h"

namespace c6 {
namespace judge {

namespace {

std::string fmt(const char* f, double x) {
  char buf[64];
  std::snprintf(buf, sizeof buf, f, x);
  return buf;
}

std::string status_of(const StandingsInput& in, int b) {
  return b < static_cast<int>(in.status.size()) ? in.status[b] : "";
}

std::string note_of(const StandingsInput& in, int b) {
  return b < static_cast<int>(in.notes.size()) ? in.notes[b] : "";
}

// Fault verdicts of a cell as "CRASH x2 TIMEOUT x1" ("" if none).
std::string faults_text(const PairCell& c) {
  std::string s;
  for (int v = 1; v < kVerdictCount; ++v) {
    if (c.faults[v] == 0) continue;
    if (!s.empty()) s += ' ';
    s += std::string(verdict_name(static_cast<Verdict>(v))) + " x" + std::to_string(c.faults[v]);
  }
  return s;
}

std::string cell_text(const PairCell& c) {
  std::string s =
      std::to_string(c.wins) + "-" + std::to_string(c.losses) + "-" + std::to_string(c.draws);
  const std::string f = faults_text(c);
  return f.empty() ? s : s + " (" + f + ")";
}

// The cell against another bot in CSV and Markdown: its W-L-D, or "." if they played no game
// (the JSON leaves such an opponent out of "vs").
std::string cell_mark(const PairCell& c) {
  return c.wins + c.losses + c.draws == 0 ? std::string(".") : cell_text(c);
}

// Points scored by each bot of group against the others of group.
std::vector<double> head_to_head(const std::vector<std::vector<PairCell>>& cells,
                                 const std::vector<int>& group) {
  std::vector<double> h(group.size(), 0);
  for (size_t a = 0; a < group.size(); ++a) {
    for (int b : group) {
      if (b != group[a]) h[a] += cells[group[a]][b].points;
    }
  }
  return h;
}

void fill_cells(const StandingsInput& in, std::vector<std::vector<PairCell>>* cells,
                std::vector<StandingRow>* rows) {
  for (const GameOutcome& g : in.games) {
    const int n = static_cast<int>(in.names.size());
    if (g.black < 0 || g.white < 0 || g.black >= n || g.white >= n) continue;
    for (int side = 0; side < 2; ++side) {
      const int me = side == 0 ? g.black : g.white, opp = side == 0 ? g.white : g.black;
      const Color my = side == 0 ? kBlack : kWhite;
      PairCell& c = (*cells)[me][opp];
      StandingRow& r = (*rows)[me];
      ++r.games;
      if (g.winner == kEmpty) {
        ++c.draws, ++r.draws, c.points += 0.5, r.points += 0.5;
      } else if (g.winner == my) {
        ++c.wins, ++r.wins, c.points += 1, r.points += 1;
      } else {
        ++c.losses, ++r.losses;
      }
      ++c.verdicts[static_cast<int>(g.verdict)];
      if (is_fault(g.verdict) && g.culprit == my) ++c.faults[static_cast<int>(g.verdict)];
    }
  }
}

void fill_elo(const std::vector<std::vector<PairCell>>& cells, std::vector<StandingRow>* rows) {
  const size_t n = rows->size();
  std::vector<std::vector<double>> pts(n, std::vector<double>(n, 0));
  std::vector<std::vector<int>> games(n, std::vector<int>(n, 0));
  for (size_t i = 0; i < n; ++i) {
    for (size_t j = 0; j < n; ++j) {
      pts[i][j] = cells[i][j].points;
      games[i][j] = cells[i][j].wins + cells[i][j].losses + cells[i][j].draws;
    }
  }
  const std::vector<double> bt = fit_ratings(pts, games);
  for (size_t i = 0; i < n; ++i) {
    StandingRow& r = (*rows)[i];
    Tally t;
    t.wins = r.wins, t.losses = r.losses, t.draws = r.draws;
    const Interval field = elo_games(t);
    r.elo.value = bt[i];
    const bool sweep = t.games() > 0 && t.wins == t.games();
    const bool whitewash = t.games() > 0 && t.losses == t.games();
    if (!sweep && !whitewash) {
      // The score's interval against the field, moved onto the fit's scale.
      r.elo.lo = bt[i] + (field.lo - field.value);
      r.elo.hi = bt[i] + (field.hi - field.value);
      continue;
    }
    // All won (or all lost): the score's Elo is infinite (field.value is only the clamp), so the
    // shift above is meaningless. One-sided instead: the finite bound is the opponents' rating
    // (mean over its games) plus the Elo of the score's Wilson bound, never past the estimate;
    // the other bound is infinite.
    double opp = 0;
    for (size_t j = 0; j < n; ++j) opp += games[i][j] * bt[j];
    opp /= t.games();
    const double inf = std::numeric_limits<double>::infinity();
    r.elo.lo = sweep ? std::min(bt[i], opp + field.lo) : -inf;
    r.elo.hi = sweep ? inf : std::max(bt[i], opp + field.hi);
  }
}

// An interval bound as text: the number, or "+inf" / "-inf" for a one-sided interval's open end.
std::string bound_text(const char* f, double x) {
  if (std::isinf(x)) return x > 0 ? "+inf" : "-inf";
  return fmt(f, x);
}

// One bot's games against one other as a JSON object: results, points, and the verdicts and
// faults that ended them, by name (kinds that never happened left out).
void write_pair_cell(JsonWriter* w, const PairCell& c) {
  w->StartObject();
  w->Key("wins");
  w->Int(c.wins);
  w->Key("losses");
  w->Int(c.losses);
  w->Key("draws");
  w->Int(c.draws);
  w->Key("points");
  write_finite(w, c.points);
  for (int pass = 0; pass < 2; ++pass) {
    w->Key(pass == 0 ? "verdicts" : "faults");
    w->StartObject();
    for (int v = 1; v < kVerdictCount; ++v) {
      const int k = pass == 0 ? c.verdicts[v] : c.faults[v];
      if (k == 0) continue;
      w->Key(verdict_name(static_cast<Verdict>(v)));
      w->Int(k);
    }
    w->EndObject();
  }
  w->EndObject();
}

}  // namespace

Standings compute_standings(const StandingsInput& in) {
  const int n = static_cast<int>(in.names.size());
  Standings s;
  s.cells.assign(n, std::vector<PairCell>(n));
  std::vector<StandingRow> rows(n);
  for (int i = 0; i < n; ++i) {
    rows[i].bot = i;
    rows[i].status = status_of(in, i);
    rows[i].note = note_of(in, i);
  }
  fill_cells(in, &s.cells, &rows);
  fill_elo(s.cells, &rows);
  for (int i = 0; i < n; ++i) {
    for (int j = 0; j < n; ++j) rows[i].sonneborn_berger += s.cells[i][j].points * rows[j].points;
  }
  // Head to head within each group of bots level on points (and both in or out of play).
  auto out_of_play = [&](int b) { return !rows[b].status.empty(); };
  for (int i = 0; i < n; ++i) {
    std::vector<int> group;
    for (int j = 0; j < n; ++j) {
      if (rows[j].points == rows[i].points && out_of_play(j) == out_of_play(i)) group.push_back(j);
    }
    const std::vector<double> h = head_to_head(s.cells, group);
    for (size_t k = 0; k < group.size(); ++k) {
      if (group[k] == i) rows[i].head_to_head = h[k];
    }
  }
  auto key_less = [&](const StandingRow& a, const StandingRow& b) {  // a ranks before b
    if (out_of_play(a.bot) != out_of_play(b.bot)) return !out_of_play(a.bot);
    if (a.points != b.points) return a.points > b.points;
    if (a.head_to_head != b.head_to_head) return a.head_to_head > b.head_to_head;
    return a.sonneborn_berger > b.sonneborn_berger;
  };
  std::vector<StandingRow> order = rows;
  std::stable_sort(order.begin(), order.end(), key_less);
  for (size_t k = 0; k < order.size(); ++k) {
    const bool tied = k > 0 && !key_less(order[k - 1], order[k]);
    order[k].rank = tied ? order[k - 1].rank : static_cast<int>(k) + 1;
  }
  s.rows = order;
  return s;
}

std::string standings_csv(const StandingsInput& in, const Standings& s) {
  std::string out =
      "rank,name,status,points,games,wins,losses,draws,elo,elo_lo,elo_hi,head_to_head,"
      "sonneborn_berger";
  for (const std::string& name : in.names) out += ",vs " + name;
  out += ",note\n";
  auto q = [](const std::string& t) {
    std::string r = "\"";
    for (char c : t) r += c == '"' ? std::string("\"\"") : std::string(1, c);
    return r + "\"";
  };
  for (const StandingRow& r : s.rows) {
    out += std::to_string(r.rank) + "," + q(in.names[r.bot]) + "," + q(r.status) + "," +
           fmt("%g", r.points) + "," + std::to_string(r.games) + "," + std::to_string(r.wins) +
           "," + std::to_string(r.losses) + "," + std::to_string(r.draws) + "," +
           fmt("%.1f", r.elo.value) + "," + bound_text("%.1f", r.elo.lo) + "," +
           bound_text("%.1f", r.elo.hi) + "," + fmt("%g", r.head_to_head) + "," +
           fmt("%g", r.sonneborn_berger);
    for (size_t j = 0; j < in.names.size(); ++j) {
      out += ",";
      if (static_cast<int>(j) != r.bot) out += q(cell_mark(s.cells[r.bot][j]));
    }
    out += "," + q(r.note) + "\n";
  }
  return out;
}

std::string standings_json(const StandingsInput& in, const Standings& s) {
  rapidjson::StringBuffer sb;
  JsonWriter w(sb);
  auto num = [&](double x) { write_finite(&w, x); };
  auto bound = [&](double x) {
    if (std::isinf(x)) {
      w.Null();
    } else {
      num(x);
    }
  };
  w.StartObject();
  w.Key("games");
  w.Int(static_cast<int>(in.games.size()));
  w.Key("ranking");
  w.String("points, then head to head among bots level on points, then Sonneborn-Berger");
  w.Key("standings");
  w.StartArray();
  for (const StandingRow& r : s.rows) {
    w.StartObject();
    w.Key("rank");
    w.Int(r.rank);
    w.Key("name");
    w.String(in.names[r.bot].c_str());
    w.Key("status");
    w.String(r.status.empty() ? "OK" : r.status.c_str());
    w.Key("points");
    num(r.points);
    w.Key("games");
    w.Int(r.games);
    w.Key("wins");
    w.Int(r.wins);
    w.Key("losses");
    w.Int(r.losses);
    w.Key("draws");
    w.Int(r.draws);
    w.Key("elo");
    num(r.elo.value);
    // The open end of a one-sided interval (all won or all lost) is null: JSON has no infinity.
    w.Key("elo_lo");
    bound(r.elo.lo);
    w.Key("elo_hi");
    bound(r.elo.hi);
    w.Key("head_to_head");
    num(r.head_to_head);
    w.Key("sonneborn_berger");
    num(r.sonneborn_berger);
    w.Key("note");
    w.String(r.note.c_str());
    w.Key("vs");
    w.StartObject();
    for (size_t j = 0; j < in.names.size(); ++j) {
      const PairCell& c = s.cells[r.bot][j];
      if (static_cast<int>(j) == r.bot || c.wins + c.losses + c.draws == 0) continue;
      w.Key(in.names[j].c_str());
      write_pair_cell(&w, c);
    }
    w.EndObject();
    w.EndObject();
  }
  w.EndArray();
  w.EndObject();
  return std::string(sb.GetString()) + "\n";
}

std::string standings_md(const StandingsInput& in, const Standings& s) {
  std::string out = "# " + (in.title.empty() ? std::string("Standings") : in.title) + "\n\n";
  out += "| Rank | Name | Points | Games | W | L | D | Elo [95%] | H2H | SB | Note |\n";
  out += "|---:|---|---:|---:|---:|---:|---:|---|---:|---:|---|\n";
  for (const StandingRow& r : s.rows) {
    const std::string note =
        r.status.empty() ? r.note : r.status + (r.note.empty() ? "" : ": ") + r.note;
    out += "| " + std::to_string(r.rank) + " | " + in.names[r.bot] + " | " + fmt("%g", r.points) +
           " | " + std::to_string(r.games) + " | " + std::to_string(r.wins) + " | " +
           std::to_string(r.losses) + " | " + std::to_string(r.draws) + " | " +
           fmt("%.0f", r.elo.value) + " [" + bound_text("%.0f", r.elo.lo) + ", " +
           bound_text("%.0f", r.elo.hi) + "] | " + fmt("%g", r.head_to_head) + " | " +
           fmt("%g", r.sonneborn_berger) + " | " + note + " |\n";
  }
  out +=
      "\nRanking: points (win 1, draw 1/2), then head to head (H2H: points among the bots level "
      "on points), then Sonneborn-Berger (SB); equal on all three = shared rank. Elo: "
      "Bradley-Terry fit, mean 0, interval from the bot's score against the field.";
  bool one_sided = false;
  for (const StandingRow& r : s.rows)
    one_sided = one_sided || std::isinf(r.elo.lo) || std::isinf(r.elo.hi);
  if (one_sided) {
    out +=
        " All games won (or all lost): one-sided interval, from the mean rating of the bot's "
        "opponents plus the Elo of its score's 95% Wilson bound, to +inf (-inf).";
  }
  out += "\n\n";
  out +=
      "## Results and verdicts (row bot's W-L-D against the column bot; its faults in "
      "brackets)\n\n|  |";
  for (const StandingRow& r : s.rows) out += " " + in.names[r.bot] + " |";
  out += "\n|---|";
  for (size_t k = 0; k < s.rows.size(); ++k) out += "---|";
  out += "\n";
  for (const StandingRow& r : s.rows) {
    out += "| " + in.names[r.bot] + " |";
    for (const StandingRow& c : s.rows) {
      const PairCell& cell = s.cells[r.bot][c.bot];
      out += " " + (c.bot == r.bot ? std::string("-") : cell_mark(cell)) + " |";
    }
    out += "\n";
  }
  return out;
}

bool write_standings(const std::string& prefix, const StandingsInput& in, std::string* err) {
  const Standings s = compute_standings(in);
  const std::pair<const char*, std::string> files[] = {{".csv", standings_csv(in, s)},
                                                       {".json", standings_json(in, s)},
                                                       {".md", standings_md(in, s)}};
  for (const auto& f : files) {
    const std::string path = prefix + f.first;
    std::ofstream o(path, std::ios::trunc);
    o << f.second;
    o.close();
    if (!o) {
      *err = "cannot write " + path;
      return false;
    }
  }
  return true;
}

}  // namespace judge
}  // namespace c6
