#include "eval/position.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>

namespace c6 {

Position::Position(int size, const WeightTable& weights)
    : board_(size), windows_(board_), weights_(&weights), shapes_(board_) {
  for (int b = 0; b <= 6; ++b) {
    for (int w = 0; w <= 6; ++w) {
      Contribution& c = contrib_[b][w];
      c.black = 0;
      c.white = 0;
      if (w == 0) {  // live for black: black attacks it, white may block it
        c.black += weights.own[b];
        c.white += weights.opp[b];
      }
      if (b == 0) {  // live for white
        c.white += weights.own[w];
        c.black += weights.opp[w];
      }
    }
  }
  const int nw = windows_.size();
  counts_.assign(nw, {0, 0});
  score_.assign(Board::kMaxCells, CellScore{{0, 0}});
  for (int c = 0; c < 2; ++c) {
    threat_list_[c].assign(nw, -1);
    threat_pos_[c].assign(nw, -1);
  }
  recompute_from_board();
}

Position::Position(const Game& game, const WeightTable& weights) : Position(game.size(), weights) {
  load(game.board());
}

void Position::set_threat(int c, int w, bool on) {
  const bool was = threat_pos_[c][w] >= 0;
  if (was == on) return;
  if (on) {
    threat_pos_[c][w] = static_cast<int16_t>(threat_len_[c]);
    threat_list_[c][threat_len_[c]++] = static_cast<int16_t>(w);
  } else {
    const int pos = threat_pos_[c][w];
    const int last = threat_list_[c][--threat_len_[c]];
    threat_list_[c][pos] = static_cast<int16_t>(last);
    threat_pos_[c][last] = static_cast<int16_t>(pos);
    threat_pos_[c][w] = -1;
  }
}

void Position::update_window(int w, int ob, int ow, int nb, int nw) {
  const Contribution& o = contrib_[ob][ow];
  const Contribution& n = contrib_[nb][nw];
  const int64_t db = n.black - o.black;
  const int64_t dw = n.white - o.white;
  if (db != 0 || dw != 0) {
    const Window& win = windows_.window(w);
    for (int k = 0; k < 6; ++k) {
      CellScore& cs = score_[win.cell[k]];
      cs.v[0] += db;
      cs.v[1] += dw;
    }
  }
  update_counts(w, ob, ow, nb, nw);
}

void Position::update_counts(int w, int ob, int ow, int nb, int nw) {
  if (ow == 0) --live_[0][ob];
  if (ob == 0) --live_[1][ow];
  if (nw == 0) ++live_[0][nb];
  if (nb == 0) ++live_[1][nw];
  // Threat membership can only change when a count is at 4 or more before or after.
  if ((ob | ow | nb | nw) >= 4) {
    set_threat(0, w, nw == 0 && (nb == 4 || nb == 5));
    set_threat(1, w, nb == 0 && (nw == 4 || nw == 5));
  }
}

// One stone on or off: every window through idx changes its count of the stone's colour by delta;
// kScores also moves the cell scores (the light variant used at search leaves skips them).
template <bool kScores>
void Position::change_stone(int idx, int side, int delta) {
  const int16_t* ws = windows_.through(idx);
  const int n = windows_.through_count(idx);
  for (int i = 0; i < n; ++i) {
    const int w = ws[i];
    const int ob = counts_[w][0], ow = counts_[w][1];
    counts_[w][side] = static_cast<uint8_t>(counts_[w][side] + delta);
    if (kScores) {
      update_window(w, ob, ow, counts_[w][0], counts_[w][1]);
    } else {
      update_counts(w, ob, ow, counts_[w][0], counts_[w][1]);
    }
  }
}

void Position::make_light(int idx, Color c) {
  board_.place(idx, c);
  change_stone<false>(idx, c - 1, +1);
}

void Position::unmake_light(int idx) {
  const int side = board_.at(idx) - 1;
  board_.remove(idx);
  change_stone<false>(idx, side, -1);
}

void Position::make(int idx, Color c) {
  board_.place(idx, c);
  change_stone<true>(idx, c - 1, +1);
  shapes_.place(idx, c - 1);
#ifdef C6_CHECK_INCREMENTAL
  check_invariant();
#endif
}

void Position::unmake(int idx) {
  const int side = board_.at(idx) - 1;
  board_.remove(idx);
  change_stone<true>(idx, side, -1);
  shapes_.remove(idx, side);
#ifdef C6_CHECK_INCREMENTAL
  check_invariant();
#endif
}

void Position::recompute_from_board() {
  std::fill(score_.begin(), score_.end(), CellScore{{0, 0}});
  for (int c = 0; c < 2; ++c) {
    std::fill(threat_pos_[c].begin(), threat_pos_[c].end(), -1);
    threat_len_[c] = 0;
    for (int k = 0; k <= 6; ++k) live_[c][k] = 0;
  }
  for (int w = 0; w < windows_.size(); ++w) {
    const Window& win = windows_.window(w);
    int b = 0, wh = 0;
    for (int k = 0; k < 6; ++k) {
      const Color s = board_.at(win.cell[k]);
      b += s == kBlack;
      wh += s == kWhite;
    }
    counts_[w] = {static_cast<uint8_t>(b), static_cast<uint8_t>(wh)};
    const Contribution& c = contrib_[b][wh];
    for (int k = 0; k < 6; ++k) {
      score_[win.cell[k]].v[0] += c.black;
      score_[win.cell[k]].v[1] += c.white;
    }
    if (wh == 0) ++live_[0][b];
    if (b == 0) ++live_[1][wh];
    set_threat(0, w, wh == 0 && (b == 4 || b == 5));
    set_threat(1, w, b == 0 && (wh == 4 || wh == 5));
  }
  shapes_.recompute(board_);
}

void Position::load(const Board& board) {
  board_ = board;
  recompute_from_board();
}

bool Position::consistent(std::string* why) const {
  Position fresh(board_.size(), *weights_);
  fresh.load(board_);
  return same_state(fresh, why);
}

bool Position::same_state(const Position& fresh, std::string* why) const {
  auto fail = [&](const std::string& s) {
    if (why) *why = s;
    return false;
  };
  if (fresh.board_.hash() != board_.hash()) return fail("hash differs");
  if (fresh.board_.stone_count() != board_.stone_count()) return fail("stone count differs");
  for (int w = 0; w < windows_.size(); ++w) {
    if (fresh.counts_[w] != counts_[w]) return fail("window " + std::to_string(w) + " counts");
  }
  for (int c = 0; c < 2; ++c) {
    for (int idx : board_.cells()) {
      if (fresh.score_[idx].v[c] != score_[idx].v[c]) {
        return fail("cell " + std::to_string(idx) + " score for colour " + std::to_string(c + 1));
      }
    }
    for (int k = 0; k <= 6; ++k) {
      if (fresh.live_[c][k] != live_[c][k]) return fail("live count");
    }
    if (fresh.threat_len_[c] != threat_len_[c]) return fail("threat window count");
    for (int w = 0; w < windows_.size(); ++w) {
      if ((fresh.threat_pos_[c][w] >= 0) != (threat_pos_[c][w] >= 0)) return fail("threat set");
    }
  }
  return shapes_.same(fresh.shapes_, why);
}

void Position::check_invariant() const {
  std::string why;
  if (!consistent(&why)) {
    std::fprintf(stderr, "c6: incremental evaluation diverged from recompute: %s\n", why.c_str());
    std::abort();
  }
}

}  // namespace c6
