// `c6bot book build`: the opening book, searched offline far deeper than a turn allows, written
// as the data file that c6bot and the Botzone bundle compile in (src/search/book_data.cpp).
//
//   c6bot book build --openings samples/openings/balanced-19.txt --nodes 4000000
//                    --out src/search/book_data.cpp   (one line; tools/build-book.sh runs it)
//
// Positions, on one board size: the empty board (Black's first stone) and the board after that
// stone (White to move); each opening of the file (3 stones, deduplicated under the board's
// symmetries) with Black to move; and for each of those, the positions after Black's likely
// replies with White to move. Black's replies are the book move and the next best of the root
// generator's candidates, each scored by a shorter search of the position after it. Every
// position is searched with a node limit (the one budget flag) and the solver budgets raised to
// what that limit allows; a White position whose chosen move the opponent's threat solvers refute
// is tested further: if every candidate of the root generator is refuted too, it is recorded as
// proved lost. With --lookahead N, a searched move (not a proved result) is also checked two turns
// deep: if one of the opponent's likely replies leaves the mover lost (its answer scores a loss or
// is refuted by the opponent's solvers), the search's next N-1 choices (each searched with the
// moves checked before left out of its root) are checked the same way, and the best one that no
// reply beats replaces it. With --learn FILE, positions from lost games (tools/loss-lines.py)
// are searched alone, the opponent's reply in the game joining the likely replies, later turns
// first so that a position found lost beats the reply leading to it; one enters the book only if
// the check replaced its move. Deterministic given the flags (node limits only, tables cleared
// per search).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "game/game.h"

namespace c6 {

int book_main(const std::vector<std::string>& args);

// One opening of an opening file ("name rel|abs x,y x,y ..."; see samples/openings/): the game
// after its stones, Black's single first stone then two per turn. False with a reason on a bad
// line; blank and '#' lines are the caller's to skip.
bool parse_book_opening(const std::string& line, int size, std::string* name, Game* out,
                        std::string* why);

// One position of a --learn file ("name rel|abs x,y ... [played x,y x,y] reply x,y x,y"): the
// game after its stones (parsed as by parse_book_opening), the loser's move played there (count
// 0 when the line has none) and the opponent's two-stone reply that beat it. False with a reason
// on a bad line, or a played move or reply that is not legal there.
bool parse_learned_line(const std::string& line, int size, std::string* name, Game* out,
                        Move* played, Move* reply, std::string* why);

}  // namespace c6
