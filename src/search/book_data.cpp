// clang-format off
// Written by `c6bot book build` (tools/build-book.sh); do not edit by hand.
// c6bot book build --learn HALF --size 19 --nodes 2000000 --lookahead 6 --reply-pool 8, HALF
// the lines of samples/openings/cloudict-losses-19.txt in two halves split by opening (176 lines
// each), built side by side and their entries merged: what tools/build-book.sh --learn
// samples/openings/cloudict-losses-19.txt --jobs 2 --nodes 2000000 runs (its split may pair the
// openings otherwise; each position is searched on its own and a game's lines share an
// opening, so the entries are the same). 26 positions on 19x19. Moves are in each position's
// canonical frame (search/book.h).
#include "search/book_data.h"

namespace c6 {

namespace {

// key, first stone (x, y), second stone (x, y; 255 = none), flags (1 = proved lost).
const BookEntry kEntries[] = {
    {0x050168a897448cc3ULL, 9, 5, 9, 11, 0},  // white o14-g00038-t04: 9.9 9.11-8.10 7.9-8.9 -> 5.9-11.9 (two turns: not 6.9-10.9)
    {0x127f4bd193b7d139ULL, 9, 8, 10, 5, 0},  // white o13-g00044-t06: 9.9 10.7-8.10 10.10-9.11 11.9-11.11 9.12-11.10 -> 9.10-8.13 (two turns: not 12.9-9.10)
    {0x1641991cb97cb911ULL, 12, 9, 6, 9, 0},  // white o22-g00036-t08: 9.9 8.10-10.8 8.8-10.10 7.7-11.9 9.7-7.9 6.10-11.11 9.8-9.10 -> 9.6-9.12 (two turns: not 9.5-9.11)
    {0x1be262abdc4591feULL, 12, 9, 7, 9, 0},  // white o05-g00018-t04: 9.9 7.11-10.8 9.8-9.7 -> 9.6-9.11 (two turns: not 9.6-9.10)
    {0x22a46af1717d5196ULL, 10, 9, 9, 7, 0},  // white o12-g00094-t08: 9.9 10.7-9.10 10.10-11.11 12.12-10.9 8.8-8.10 7.7-11.7 9.7-8.11 -> 8.9-9.11 (two turns: not 7.9-8.9)
    {0x47b9e85f4ebb07a6ULL, 7, 5, 7, 11, 0},  // white o15-g00030-t08: 9.9 9.7-9.8 8.8-7.7 6.6-10.10 8.9-7.9 8.6-11.9 10.8-7.6 -> 7.5-7.11 (two turns: not 7.8-8.10)
    {0x4b0dee190f29dbc0ULL, 9, 5, 7, 8, 0},  // white o02-g00096-t10: 9.9 11.7-10.9 9.10-10.10 9.8-11.10 11.11-8.8 6.6-12.12 8.7-8.9 8.10-12.11 13.12-12.10 -> 13.9-10.11 (two turns: not 13.9-11.12)
    {0x504cd92724ff42d9ULL, 8, 6, 10, 5, 0},  // black o10-g00073-t09: 9.9 8.11-10.9 9.8-9.10 7.10-9.12 8.8-6.9 10.13-10.11 9.11-11.14 9.6-10.10 -> 10.12-8.13 (two turns: not 10.6-10.12)
    {0x5a65d3e8bebbc6dfULL, 7, 7, 10, 9, 0},  // white o24-g00034-t04: 9.9 9.8-9.10 8.8-10.10 -> 7.7-10.9 (two turns: not 7.7-8.9)
    {0x5f364091a146a718ULL, 11, 7, 9, 10, 0},  // white o04-g00004-t04: 9.9 7.11-9.8 8.8-10.10 -> 7.7-10.9 (two turns: not 7.7-11.11)
    {0x5fd812b7ce1c4f1aULL, 10, 12, 8, 7, 0},  // black o14-g00037-t05: 9.9 9.11-8.10 7.9-8.9 11.9-10.10 -> 12.8-7.10 (two turns: not 7.10-8.12)
    {0x64446cac94cfa192ULL, 6, 10, 12, 10, 0},  // white o19-g00012-t08: 9.9 10.8-9.8 8.8-10.10 7.7-11.11 8.9-8.10 8.6-11.9 9.7-11.10 -> 6.10-12.10 (two turns: not 7.9-9.10)
    {0x67466a8fa38a56e8ULL, 11, 7, 7, 11, 0},  // white o01-g00010-t04: 9.9 7.7-8.8 10.8-8.10 -> 11.7-7.11 (two turns: not 11.7-6.8)
    {0x72eec95443e010b5ULL, 11, 6, 12, 10, 0},  // white o11-g00012-t06: 9.9 8.11-8.8 9.8-10.9 9.7-7.9 10.6-8.7 -> 7.6-6.10 (two turns: not 8.10-11.10)
    {0x7687207469b7007bULL, 12, 6, 7, 10, 0},  // black o15-g00077-t07: 9.9 7.9-8.9 7.7-8.8 9.8-10.10 10.7-11.7 8.10-9.10 -> 6.6-11.10 (two turns: not 6.8-11.10)
    {0x8efeee43198f44f6ULL, 6, 9, 7, 9, 0},  // black o06-g00075-t05: 9.9 8.7-8.8 10.8-8.9 7.9-7.8 -> 9.6-9.7 (two turns: not 6.9-7.10)
    {0x91951c6c0a88da76ULL, 6, 6, 8, 9, 0},  // white o12-g00046-t04: 9.9 10.11-9.8 10.8-11.7 -> 12.6-10.9 (two turns: not 8.10-11.10)
    {0x97d101255a7a713eULL, 11, 9, 12, 8, 0},  // white o18-g00032-t06: 9.9 7.9-10.9 10.8-11.7 13.5-8.10 12.8-12.7 -> 9.11-10.12 (two turns: not 6.8-9.11)
    {0x98373e7c3559bde0ULL, 7, 7, 10, 6, 0},  // white o14-g00038-t06: 9.9 9.11-8.10 7.9-8.9 5.9-11.9 10.10-8.8 -> 7.7-6.10 (two turns: not 7.7-11.11)
    {0x9fb4396ec4163d89ULL, 10, 6, 9, 8, 0},  // white o18-g00080-t04: 9.9 11.9-8.9 8.8-9.7 -> 10.6-9.8 (two turns: not 9.10-10.10)
    {0xb2047fe2d3e98655ULL, 7, 8, 6, 5, 0},  // white o20-g00070-t10: 9.9 10.8-8.8 9.8-9.7 9.6-9.10 8.9-10.9 8.7-7.9 7.10-12.9 11.6-13.9 11.10-12.11 -> 10.11-13.12 (two turns: not 13.8-13.12)
    {0xc3676d3b313b386aULL, 10, 10, 12, 11, 0},  // white o11-g00022-t08: 9.9 7.8-10.8 9.8-9.10 9.7-11.9 9.11-12.10 8.6-9.12 7.5-11.11 -> 10.10-12.11 (two turns: not 8.10-8.11)
    {0xcdba3daa71a7f122ULL, 8, 10, 10, 5, 0},  // black o07-g00047-t05: 9.9 11.10-10.9 9.8-9.10 9.12-10.11 -> 10.8-8.13 (two turns: not 10.8-12.9)
    {0xd84288e2bceb3c97ULL, 6, 6, 6, 7, 0},  // white o04-g00004-t06: 9.9 7.11-9.8 8.8-10.10 8.9-11.11 7.7-10.7 -> 6.6-6.7 (two turns: not 6.6-10.9)
    {0xf329a5cad9a1d834ULL, 9, 7, 9, 11, 0},  // white o10-g00026-t04: 9.9 8.7-10.9 9.8-9.10 -> 9.7-9.11 (two turns: not 9.7-10.8)
    {0xfc69582459b1d954ULL, 9, 10, 7, 11, 0},  // white o09-g00068-t04: 9.9 8.7-8.9 8.10-9.11 -> 9.10-7.11 (two turns: not 9.8-10.8)
};

}  // namespace

const BookEntry* embedded_book_entries(size_t* count) {
  *count = sizeof kEntries / sizeof kEntries[0];
  return kEntries;
}

Book embedded_book() {
  size_t n = 0;
  const BookEntry* e = embedded_book_entries(&n);
  return Book(std::vector<BookEntry>(e, e + n));
}

}  // namespace c6
// clang-format on
