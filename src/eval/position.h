// Position: a Board plus the incremental window state the engine evaluates from.
//
// Owns: the board; per window, its black and white stone counts; per cell and colour, the sum of
// the weight-table contributions of the windows through the cell (the greedy "cell score"); per
// colour, the number of live windows holding k stones; per colour, the set of threat windows
// (live, holding 4 or 5 of that colour's stones); per colour, the line shapes (LineShapes:
// twos, threes and fours by class).
// Invariant: all of it equals what recompute_from_board() would compute from the stones alone.
// make()/unmake() touch only the (at most 24) windows through the stone and their cells, so a
// two-stone turn re-scores at most 48 windows. Builds with C6_CHECK_INCREMENTAL verify the
// invariant after every make/unmake.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "eval/line_shapes.h"
#include "eval/weights.h"
#include "eval/windows.h"
#include "game/board.h"
#include "game/game.h"

namespace c6 {

class Position {
 public:
  Position(int size, const WeightTable& weights);
  // The position after all turns of a game.
  Position(const Game& game, const WeightTable& weights);

  const Board& board() const { return board_; }
  const WindowTable& windows() const { return windows_; }
  const WeightTable& weights() const { return *weights_; }
  int size() const { return board_.size(); }

  // Places one stone of colour c on empty cell idx / removes the stone at idx.
  void make(int idx, Color c);
  void unmake(int idx);
  // The same without the cell scores and the line shapes: counts, live counts and threat sets
  // only (about a third of the work). For probing a search leaf: between make_light and the
  // matching unmake_light, score() and shapes() are stale and consistent() fails; nothing may
  // read them or call make() there.
  void make_light(int idx, Color c);
  void unmake_light(int idx);
  // make() or make_light() as `light` says, and the matching undo: for a caller that knows
  // whether anything below it reads score() or shapes() (a solver's last level does not).
  void make_as(int idx, Color c, bool light) { light ? make_light(idx, c) : make(idx, c); }
  void unmake_as(int idx, bool light) { light ? unmake_light(idx) : unmake(idx); }

  // Cell score of idx for the side about to place a stone there (attack + defence).
  int64_t score(Color mover, int idx) const { return score_[idx].v[mover - 1]; }
  int count(int window, Color c) const { return counts_[window][c - 1]; }
  // Every window's counts as bytes, two per window (black, white), in window order: for scans of
  // all windows that test many at once.
  const uint8_t* count_bytes() const { return reinterpret_cast<const uint8_t*>(counts_.data()); }
  // What one window holding `black` and `white` stones adds to the score of each of its cells for
  // colour c (the weight table read through liveness).
  int64_t contribution(int black, int white, Color c) const {
    return c == kBlack ? contrib_[black][white].black : contrib_[black][white].white;
  }
  // Live windows of colour c holding exactly k of its stones (k = 0..6). k = 6 means c has won.
  int live(Color c, int k) const { return live_[c - 1][k]; }
  bool has_six(Color c) const { return live_[c - 1][6] > 0; }
  // Line shapes of c of class cls (ShapeClass), and the structure (for counts after a pair).
  int shape(Color c, int cls) const { return shapes_.count(c - 1, cls); }
  const LineShapes& shapes() const { return shapes_; }

  // Threat windows of c: live for c with 4 or 5 of c's stones (c can finish them in one turn).
  int threat_window_count(Color c) const { return static_cast<int>(threat_len_[c - 1]); }
  int threat_window(Color c, int i) const { return threat_list_[c - 1][i]; }

  // Full recompute from the stones; returns false and describes the first mismatch otherwise.
  bool consistent(std::string* why = nullptr) const;
  // True if every incremental structure equals other's (same size and weights assumed).
  bool same_state(const Position& other, std::string* why = nullptr) const;
  // Takes the stones of `board` (same size) and recomputes everything from them.
  void load(const Board& board);
  // Rebuilds every incremental structure from the board (the "full rescan", also used by bench).
  void recompute_from_board();

 private:
  struct Contribution {
    int64_t black;
    int64_t white;
  };
  void update_window(int w, int old_b, int old_w, int new_b, int new_w);
  void update_counts(int w, int old_b, int old_w, int new_b, int new_w);
  template <bool kScores>
  void change_stone(int idx, int side, int delta);
  void set_threat(int c, int w, bool on);
  void check_invariant() const;

  Board board_;
  WindowTable windows_;
  const WeightTable* weights_;
  Contribution contrib_[7][7];
  std::vector<std::array<uint8_t, 2>> counts_;  // no padding: count_bytes() reads them as bytes
  static_assert(sizeof(std::array<uint8_t, 2>) == 2, "count_bytes() needs two bytes per window");
  // Both colours' scores of a cell side by side: a window update touches both (one 16-byte add).
  struct CellScore {
    int64_t v[2];
  };
  std::vector<CellScore> score_;
  int live_[2][7];
  std::vector<int16_t> threat_list_[2];
  std::vector<int16_t> threat_pos_[2];
  int threat_len_[2];
  LineShapes shapes_;
};

}  // namespace c6
