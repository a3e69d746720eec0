// clang-format off
// Written by `c6bot book merge`; do not edit by hand.
// c6bot book merge --out book_data.cpp --drop 0x798f890f944d2649 learned-no-o14.cpp book-57.cpp
// learned-no-o14.cpp: the fifth round (the 49-move book's depth-6 losses) less its o14 entry; book-57.cpp: the 57-move book it is laid over (commit 4b4d1d3); dropped: the o23 entry, which lost its game against Cloudict at depth 6 and at depth 5 (where the search's own move had won)
// learned-no-o14.cpp (36 entries):
//   c6bot book merge --out learned-no-o14.cpp --drop 0x5fd812b7ce1c4f1a learned.cpp
//   learned.cpp: the fifth round's build (tools/build-book.sh --learn samples/openings/cloudict-losses-19-d6-book49.txt --jobs 2 --nodes 2000000); dropped: its o14 entry, so that the 57-move book's move (12.8-7.10) stays, with the round's entry for the turn after it
//   learned.cpp (37 entries):
//     c6bot book merge --out merged.cpp part0.cpp part1.cpp
//     tools/build-book.sh --learn samples/openings/cloudict-losses-19-d6-book49.txt --jobs 2 --size 19 --nodes 2000000 --lookahead 6: 2 parts split by opening, built side by side, their entries merged
//     part0.cpp (20 entries):
//       c6bot book build --learn part0.txt --size 19 --nodes 2000000 --lookahead 6 --reply-pool 8 --out part0.cpp
//       20 positions on 19x19, 2000000 nodes each. Moves are in each position's canonical frame (search/book.h).
//     part1.cpp (17 entries):
//       c6bot book build --learn part1.txt --size 19 --nodes 2000000 --lookahead 6 --reply-pool 8 --out part1.cpp
//       17 positions on 19x19, 2000000 nodes each. Moves are in each position's canonical frame (search/book.h).
//     37 positions. Moves are in each position's canonical frame (search/book.h).
//   dropped: {0x5fd812b7ce1c4f1aULL, 8, 9, 6, 8, 0},  // black o14-g00037-t05: 9.9 9.11-8.10 7.9-8.9 11.9-10.10 -> 9.10-8.12 (two turns: not 7.10-8.12)
//   36 positions. Moves are in each position's canonical frame (search/book.h).
// book-57.cpp (57 entries):
//   c6bot book merge --out merged2.cpp learned.cpp book-49.cpp
//   learned.cpp: tools/build-book.sh --learn samples/openings/cloudict-losses-19-book49.txt --jobs 2 --nodes 2000000 (the 49-move book's losses; run on a byte-identical copy, .spar/learn5/ll5.txt, as its header below says); book-49.cpp: the 49-move book it is laid over (commit eccfb30)
//   learned.cpp (28 entries):
//     c6bot book merge --out merged.cpp part0.cpp part1.cpp
//     tools/build-book.sh --learn .spar/learn5/ll5.txt --jobs 2 --size 19 --nodes 2000000 --lookahead 6: 2 parts split by opening, built side by side, their entries merged
//     part0.cpp (13 entries):
//       c6bot book build --learn part0.txt --size 19 --nodes 2000000 --lookahead 6 --reply-pool 8 --out part0.cpp
//       13 positions on 19x19, 2000000 nodes each. Moves are in each position's canonical frame (search/book.h).
//     part1.cpp (15 entries):
//       c6bot book build --learn part1.txt --size 19 --nodes 2000000 --lookahead 6 --reply-pool 8 --out part1.cpp
//       15 positions on 19x19, 2000000 nodes each. Moves are in each position's canonical frame (search/book.h).
//     28 positions. Moves are in each position's canonical frame (search/book.h).
//   book-49.cpp (49 entries):
//     c6bot book merge --out merged.cpp learned.cpp book-41.cpp
//     learned.cpp: tools/build-book.sh --learn samples/openings/cloudict-losses-19-book41.txt --jobs 2 --nodes 2000000 (the 41-move book's losses); book-41.cpp: the 41-move book it is laid over (commit 3bf4055)
//     learned.cpp (27 entries):
//       c6bot book merge --out merged.cpp part0.cpp part1.cpp
//       tools/build-book.sh --learn samples/openings/cloudict-losses-19-book41.txt --jobs 2 --size 19 --nodes 2000000 --lookahead 6: 2 parts split by opening, built side by side, their entries merged
//       part0.cpp (17 entries):
//         c6bot book build --learn part0.txt --size 19 --nodes 2000000 --lookahead 6 --reply-pool 8 --out part0.cpp
//         17 positions on 19x19, 2000000 nodes each. Moves are in each position's canonical frame (search/book.h).
//       part1.cpp (10 entries):
//         c6bot book build --learn part1.txt --size 19 --nodes 2000000 --lookahead 6 --reply-pool 8 --out part1.cpp
//         10 positions on 19x19, 2000000 nodes each. Moves are in each position's canonical frame (search/book.h).
//       27 positions. Moves are in each position's canonical frame (search/book.h).
//     book-41.cpp (41 entries):
//       c6bot book merge --out book_data.cpp learned.cpp book-26.cpp
//       learned.cpp: tools/build-book.sh --learn samples/openings/cloudict-losses-19-book.txt --jobs 2 --nodes 2000000 (the 26-move book's losses); book-26.cpp: the 26-move book it is laid over (commit 213e770)
//       learned.cpp (29 entries):
//         c6bot book merge --out merged.cpp part0.cpp part1.cpp
//         tools/build-book.sh --learn samples/openings/cloudict-losses-19-book.txt --jobs 2 --size 19 --nodes 2000000 --lookahead 6: 2 parts split by opening, built side by side, their entries merged
//         part0.cpp (14 entries):
//           c6bot book build --learn part0.txt --size 19 --nodes 2000000 --lookahead 6 --reply-pool 8 --out part0.cpp
//           14 positions on 19x19, 2000000 nodes each. Moves are in each position's canonical frame (search/book.h).
//         part1.cpp (15 entries):
//           c6bot book build --learn part1.txt --size 19 --nodes 2000000 --lookahead 6 --reply-pool 8 --out part1.cpp
//           15 positions on 19x19, 2000000 nodes each. Moves are in each position's canonical frame (search/book.h).
//         29 positions. Moves are in each position's canonical frame (search/book.h).
//       book-26.cpp (26 entries):
//         c6bot book build --learn HALF --size 19 --nodes 2000000 --lookahead 6 --reply-pool 8, HALF
//         the lines of samples/openings/cloudict-losses-19.txt in two halves split by opening (176 lines
//         each), built side by side and their entries merged: what tools/build-book.sh --learn
//         samples/openings/cloudict-losses-19.txt --jobs 2 --nodes 2000000 runs (its split may pair the
//         openings otherwise; each position is searched on its own and a game's lines share an
//         opening, so the entries are the same). 26 positions on 19x19. Moves are in each position's
//         canonical frame (search/book.h).
//       41 positions. Moves are in each position's canonical frame (search/book.h).
//     49 positions. Moves are in each position's canonical frame (search/book.h).
//   57 positions. Moves are in each position's canonical frame (search/book.h).
// dropped: {0x798f890f944d2649ULL, 6, 5, 8, 8, 0},  // black o23-g00041-t05: 9.9 8.9-9.8 8.7-10.7 6.7-7.8 -> 5.6-8.8 (two turns: not 5.6-10.11)
// 76 positions. Moves are in each position's canonical frame (search/book.h).
#include "search/book_data.h"

namespace c6 {

namespace {

// key, first stone (x, y), second stone (x, y; 255 = none), flags (1 = proved lost).
const BookEntry kEntries[] = {
    {0x0101ea647855c2e6ULL, 10, 10, 6, 6, 0},  // white o17-g00014-t04: 9.9 9.11-8.8 8.10-7.11 -> 10.8-6.12 (two turns: not 6.12-7.13)
    {0x02663c5dd8194449ULL, 9, 10, 10, 8, 0},  // white o19-g00012-t06: 9.9 10.8-9.8 8.8-10.10 7.7-11.11 8.9-9.10 -> 10.9-8.10 (two turns: not 11.9-8.10)
    {0x050168a897448cc3ULL, 9, 5, 9, 11, 0},  // white o14-g00038-t04: 9.9 9.11-8.10 7.9-8.9 -> 5.9-11.9 (two turns: not 6.9-10.9)
    {0x0d4366a995134975ULL, 12, 9, 14, 10, 0},  // black o02-g00023-t09: 9.9 7.11-8.9 9.7-8.8 7.7-9.8 11.5-10.6 6.10-12.4 7.10-8.12 6.8-5.9 -> 6.9-4.10 (two turns: not 8.6-6.9)
    {0x0e00682b7ba0c979ULL, 6, 13, 13, 11, 0},  // white o10-g00074-t14: 9.9 8.11-10.9 9.10-9.8 9.11-9.7 11.11-10.10 8.10-8.8 8.9-7.9 6.11-11.12 12.12-7.11 7.12-13.13 7.10-7.8 6.7-7.7 10.7-12.10 -> 12.5-5.7 (two turns: not 11.6-4.7)
    {0x0e6c223247f19341ULL, 6, 6, 10, 10, 0},  // white o18-g00032-t04: 9.9 7.9-10.9 10.8-11.7 -> 12.6-8.10 (two turns: not 13.5-8.10)
    {0x127f4bd193b7d139ULL, 9, 8, 10, 5, 0},  // white o13-g00044-t06: 9.9 10.7-8.10 10.10-9.11 11.9-11.11 9.12-11.10 -> 9.10-8.13 (two turns: not 12.9-9.10)
    {0x1641991cb97cb911ULL, 12, 9, 7, 9, 0},  // white o22-g00036-t08: 9.9 8.10-10.8 8.8-10.10 7.7-11.9 9.7-7.9 6.10-11.11 9.8-9.10 -> 9.6-9.11 (two turns: not 9.6-9.12)
    {0x1be262abdc4591feULL, 12, 9, 7, 9, 0},  // white o05-g00018-t04: 9.9 7.11-10.8 9.8-9.7 -> 9.6-9.11 (two turns: not 9.6-9.10)
    {0x1f9d8605d11e3bc1ULL, 5, 12, 7, 12, 0},  // white o14-g00038-t12: 9.9 9.11-8.10 7.9-8.9 5.9-11.9 10.10-8.8 7.7-6.10 11.11-9.8 10.8-13.13 8.6-8.7 8.4-9.6 7.10-7.11 -> 5.12-7.12 (two turns: not 10.7-7.12)
    {0x214461efa5113cf3ULL, 12, 7, 6, 7, 0},  // black o07-g00047-t07: 9.9 11.10-10.9 8.8-9.8 9.10-11.8 10.10-8.11 11.11-11.9 -> 11.6-11.12 (two turns: not 11.7-11.12)
    {0x2173a335fbda90b5ULL, 9, 8, 10, 9, 0},  // white o05-g00040-t06: 9.9 7.7-10.10 10.8-8.10 11.7-7.11 10.9-9.10 -> 9.8-8.9 (two turns: not 9.7-7.9)
    {0x22a46af1717d5196ULL, 10, 9, 9, 7, 0},  // white o12-g00094-t08: 9.9 10.7-9.10 10.10-11.11 12.12-10.9 8.8-8.10 7.7-11.7 9.7-8.11 -> 8.9-9.11 (two turns: not 7.9-8.9)
    {0x28b4c4ba684cec99ULL, 12, 6, 7, 11, 0},  // white o06-g00028-t04: 9.9 8.7-8.8 8.10-10.8 -> 12.6-7.11 (two turns: not 11.7-7.11)
    {0x2b9a91fc34609eadULL, 9, 8, 12, 8, 0},  // white o08-g00008-t12: 9.9 7.10-8.8 10.8-9.7 8.6-8.10 8.9-9.10 7.9-9.11 6.8-7.8 6.7-10.11 11.7-12.6 13.5-8.7 11.9-13.9 -> 10.9-10.12 (two turns: not 8.5-12.9)
    {0x34fb59bc2d1e2c2eULL, 10, 9, 7, 7, 0},  // white o18-g00032-t04: 9.9 7.9-10.9 10.8-8.10 -> 9.8-7.11 (two turns: not 7.11-8.11)
    {0x36ffb5c7e7c784d4ULL, 7, 5, 12, 10, 0},  // white o18-g00032-t08: 9.9 7.9-10.9 10.8-11.7 12.6-8.10 9.11-11.9 9.7-8.8 12.8-10.10 -> 13.7-8.12 (two turns: not 13.7-7.13)
    {0x40abe93b1a444d47ULL, 9, 7, 7, 6, 1},  // white o04-g00004-t08: 9.9 7.11-9.8 8.8-10.10 7.7-10.9 11.10-12.10 13.10-11.11 12.9-12.8 -> 11.9-12.11 (proved lost) (two turns: not 12.5-7.10)
    {0x44f9c30011e32df0ULL, 13, 9, 11, 10, 0},  // black o02-g00023-t07: 9.9 7.11-8.9 9.7-8.8 7.7-9.8 11.5-10.6 6.10-12.4 -> 5.9-7.10 (two turns: not 11.6-8.6)
    {0x47b9e85f4ebb07a6ULL, 7, 5, 7, 11, 0},  // white o15-g00030-t08: 9.9 9.7-9.8 8.8-7.7 6.6-10.10 8.9-7.9 8.6-11.9 10.8-7.6 -> 7.5-7.11 (two turns: not 7.8-8.10)
    {0x497b57f8714137c4ULL, 12, 11, 11, 11, 0},  // white o10-g00074-t12: 9.9 8.11-10.9 9.10-9.8 9.11-9.7 11.11-10.10 8.10-8.8 8.9-7.9 6.11-11.12 12.12-7.11 7.12-13.13 7.10-7.8 -> 6.7-7.7 (two turns: not 7.6-6.7)
    {0x4b0dee190f29dbc0ULL, 6, 9, 7, 8, 0},  // white o02-g00072-t10: 9.9 11.11-10.9 9.8-10.8 11.8-9.10 11.7-8.10 12.6-6.12 8.11-8.9 12.7-8.8 13.6-12.8 -> 9.6-10.7 (two turns: not 11.6-13.9)
    {0x504cd92724ff42d9ULL, 8, 6, 10, 5, 0},  // black o10-g00073-t09: 9.9 8.11-10.9 9.8-9.10 7.10-9.12 8.8-6.9 10.13-10.11 9.11-11.14 9.6-10.10 -> 10.12-8.13 (two turns: not 10.6-10.12)
    {0x52c81e671b18923dULL, 5, 7, 8, 6, 0},  // black o11-g00021-t07: 9.9 7.8-10.8 8.8-7.9 8.9-9.7 6.7-10.10 8.6-7.7 -> 7.5-6.8 (two turns: not 7.5-11.9)
    {0x54b78eead25f106bULL, 7, 5, 10, 4, 0},  // black o06-g00027-t09: 9.9 8.7-8.8 10.8-8.9 7.9-7.8 9.6-9.7 9.8-6.8 7.6-4.8 8.6-8.10 -> 5.7-4.10 (two turns: not 8.5-5.7)
    {0x56ff0cdd5ee5737dULL, 6, 5, 12, 11, 0},  // black o13-g00091-t11: 9.9 11.10-8.8 7.9-8.10 7.11-9.11 6.9-8.11 8.9-7.10 5.9-6.11 6.8-7.8 5.8-10.8 10.11-9.10 -> 5.6-11.12 (two turns: not 6.7-11.12)
    {0x5a65d3e8bebbc6dfULL, 7, 7, 10, 9, 0},  // white o24-g00034-t04: 9.9 9.8-9.10 8.8-10.10 -> 7.7-10.9 (two turns: not 7.7-8.9)
    {0x5f364091a146a718ULL, 9, 8, 7, 11, 0},  // white o04-g00004-t04: 9.9 7.11-9.8 8.8-10.10 -> 8.9-11.11 (two turns: not 7.7-10.9)
    {0x5fd812b7ce1c4f1aULL, 10, 12, 8, 7, 0},  // black o14-g00037-t05: 9.9 9.11-8.10 7.9-8.9 11.9-10.10 -> 12.8-7.10 (two turns: not 7.10-8.12)
    {0x615b64a8e8c9459cULL, 5, 5, 8, 7, 0},  // white o10-g00026-t08: 9.9 8.7-10.9 9.8-9.10 9.7-9.11 11.7-10.8 8.8-8.10 12.6-8.9 -> 13.5-10.7 (two turns: not 13.5-11.6)
    {0x615e50fa2af8afccULL, 10, 8, 10, 13, 0},  // white o12-g00046-t08: 9.9 10.11-9.8 10.8-11.7 12.6-10.9 8.7-8.10 10.7-7.11 8.9-8.11 -> 8.8-8.13 (two turns: not 11.6-8.8)
    {0x64446cac94cfa192ULL, 6, 10, 12, 10, 0},  // white o19-g00012-t08: 9.9 10.8-9.8 8.8-10.10 7.7-11.11 8.9-8.10 8.6-11.9 9.7-11.10 -> 6.10-12.10 (two turns: not 7.9-9.10)
    {0x67466a8fa38a56e8ULL, 11, 7, 7, 11, 0},  // white o01-g00010-t04: 9.9 7.7-8.8 10.8-8.10 -> 11.7-7.11 (two turns: not 11.7-6.8)
    {0x6a451094af86816fULL, 10, 9, 11, 11, 0},  // white o10-g00026-t08: 9.9 8.7-10.9 9.8-9.10 9.7-9.11 11.7-10.8 12.6-8.8 8.10-7.10 -> 8.9-7.11 (two turns: not 8.9-6.12)
    {0x6d2c19e9371999aeULL, 6, 10, 9, 11, 0},  // white o06-g00028-t06: 9.9 8.7-8.8 8.10-10.8 11.7-7.11 9.7-9.10 -> 12.10-9.11 (two turns: not 9.8-12.10)
    {0x6ddfd1191a3d0bcbULL, 10, 5, 11, 9, 0},  // black o08-g00007-t09: 9.9 7.10-8.8 9.7-10.8 8.10-8.9 9.10-8.11 9.8-10.7 12.5-6.11 8.6-6.8 -> 8.5-7.9 (two turns: not 8.7-7.8)
    {0x6ec60e10869d2903ULL, 10, 6, 4, 4, 0},  // white o10-g00074-t10: 9.9 8.11-10.9 9.10-9.8 9.11-9.7 11.11-10.10 8.10-8.8 8.9-7.9 6.11-11.12 12.12-7.11 -> 8.12-14.14 (two turns: not 7.12-13.13)
    {0x72eec95443e010b5ULL, 11, 6, 12, 10, 0},  // white o11-g00012-t06: 9.9 8.11-8.8 9.8-10.9 9.7-7.9 10.6-8.7 -> 7.6-6.10 (two turns: not 8.10-11.10)
    {0x7687207469b7007bULL, 12, 6, 7, 10, 0},  // black o15-g00077-t07: 9.9 7.9-8.9 7.7-8.8 9.8-10.10 10.7-11.7 8.10-9.10 -> 6.6-11.10 (two turns: not 6.8-11.10)
    {0x78d7a46f45555628ULL, 9, 10, 8, 11, 0},  // white o23-g00042-t06: 9.9 8.9-9.8 10.7-11.7 7.8-10.8 8.8-11.8 -> 9.10-10.11 (two turns: not 6.7-9.10)
    {0x7c3f623d6fff734dULL, 6, 9, 8, 7, 0},  // white o20-g00016-t06: 9.9 10.10-8.10 9.10-9.11 9.8-9.12 8.9-10.9 -> 6.9-8.11 (two turns: not 7.8-7.9)
    {0x844dca393dd2cbf7ULL, 8, 9, 6, 10, 0},  // white o01-g00010-t06: 9.9 7.7-8.8 10.8-8.10 11.7-7.11 9.7-11.9 -> 10.9-12.10 (two turns: not 7.8-7.9)
    {0x87f5d8676e41615dULL, 6, 5, 12, 11, 0},  // white o20-g00016-t08: 9.9 10.10-8.10 9.10-9.11 9.8-9.12 8.9-10.9 7.8-7.9 11.8-12.7 -> 13.6-7.12 (two turns: not 13.6-8.11)
    {0x891281905bb5ba9cULL, 12, 7, 7, 12, 0},  // white o03-g00002-t08: 9.9 7.11-8.8 9.8-8.9 7.10-9.10 7.9-10.9 6.9-12.9 11.10-8.7 -> 7.6-12.11 (two turns: not 6.5-12.11)
    {0x8efeee43198f44f6ULL, 7, 11, 10, 8, 0},  // black o06-g00027-t05: 9.9 8.7-8.8 10.8-8.9 7.9-7.8 -> 11.7-8.10 (two turns: not 9.6-9.7)
    {0x91951c6c0a88da76ULL, 6, 6, 8, 9, 0},  // white o12-g00046-t04: 9.9 10.11-9.8 10.8-11.7 -> 12.6-10.9 (two turns: not 8.10-11.10)
    {0x92e58f1fa83967cbULL, 8, 11, 10, 13, 0},  // black o02-g00071-t09: 9.9 11.11-10.9 9.7-10.8 11.7-9.8 7.5-8.6 12.10-6.4 13.9-11.10 10.11-10.12 -> 8.11-10.13 (two turns: not 8.10-7.11)
    {0x97d101255a7a713eULL, 11, 9, 12, 8, 0},  // white o18-g00032-t06: 9.9 7.9-10.9 10.8-11.7 13.5-8.10 12.8-12.7 -> 9.11-10.12 (two turns: not 6.8-9.11)
    {0x98373e7c3559bde0ULL, 7, 7, 10, 6, 0},  // white o14-g00038-t06: 9.9 9.11-8.10 7.9-8.9 5.9-11.9 10.10-8.8 -> 7.7-6.10 (two turns: not 7.7-11.11)
    {0x9fb4396ec4163d89ULL, 7, 7, 9, 8, 0},  // white o18-g00080-t04: 9.9 11.9-8.9 8.8-9.7 -> 7.7-9.8 (two turns: not 10.6-9.8)
    {0xa3cc691273a04103ULL, 10, 10, 11, 10, 0},  // white o08-g00008-t06: 9.9 7.10-8.8 9.8-9.7 8.10-9.10 8.7-10.9 -> 10.10-11.10 (two turns: not 9.5-11.10)
    {0xb2047fe2d3e98655ULL, 7, 8, 6, 5, 0},  // white o20-g00070-t10: 9.9 10.8-8.8 9.8-9.7 9.6-9.10 8.9-10.9 8.7-7.9 7.10-12.9 11.6-13.9 11.10-12.11 -> 10.11-13.12 (two turns: not 13.8-13.12)
    {0xb253b96265983999ULL, 7, 2, 6, 5, 0},  // black o17-g00013-t13: 9.9 9.11-8.8 8.10-7.11 7.9-6.10 9.7-11.7 10.8-10.7 11.8-10.9 5.11-6.12 4.10-4.12 6.11-6.13 6.9-6.14 4.11-3.11 -> 2.11-5.12 (two turns: not 2.11-7.14)
    {0xb4f3d50f8e00f0e1ULL, 10, 10, 11, 10, 0},  // black o07-g00047-t05: 9.9 11.10-10.9 8.8-9.8 9.10-11.8 -> 8.10-8.11 (two turns: not 10.10-8.11)
    {0xb792036c34fb23f5ULL, 8, 11, 11, 10, 0},  // white o07-g00048-t06: 9.9 11.10-10.9 9.8-9.10 9.6-9.12 10.11-8.9 -> 10.7-7.8 (two turns: not 7.8-11.12)
    {0xbb57e7564d576aa5ULL, 10, 8, 6, 6, 0},  // white o10-g00074-t06: 9.9 8.11-10.9 9.10-9.8 9.11-9.7 11.11-10.10 -> 8.10-12.12 (two turns: not 8.8-7.10)
    {0xbde9b497f10a53afULL, 8, 9, 8, 8, 0},  // white o23-g00042-t08: 9.9 8.9-9.8 10.7-11.7 7.8-10.8 8.8-11.8 9.10-10.11 12.13-6.7 -> 10.9-10.10 (two turns: not 10.10-10.13)
    {0xc3676d3b313b386aULL, 13, 9, 10, 10, 0},  // white o11-g00022-t08: 9.9 7.8-10.8 9.8-9.10 9.7-11.9 9.11-12.10 8.6-9.12 7.5-11.11 -> 13.9-10.10 (two turns: not 8.10-8.11)
    {0xc4cac42bdab83a4eULL, 8, 8, 8, 7, 0},  // white o04-g00004-t04: 9.9 7.11-9.8 11.9-11.11 -> 10.10-11.10 (two turns: not 8.8-8.9)
    {0xc64732753b188fcaULL, 7, 9, 8, 10, 0},  // white o18-g00032-t06: 9.9 7.9-10.9 10.8-11.7 12.6-8.10 9.11-11.9 -> 9.7-8.8 (two turns: not 9.7-12.8)
    {0xc864d56b5389989dULL, 7, 12, 13, 6, 0},  // white o14-g00038-t12: 9.9 9.11-8.10 7.9-8.9 5.9-11.9 10.10-8.8 7.7-6.10 11.11-9.8 10.8-13.13 8.6-8.7 8.5-9.6 10.7-7.10 -> 11.6-5.12 (two turns: not 11.6-6.11)
    {0xcac71f041d5dee4bULL, 7, 8, 9, 7, 0},  // white o15-g00030-t06: 9.9 9.7-9.8 8.8-7.7 6.6-10.10 8.9-7.8 -> 8.7-7.9 (two turns: not 8.6-7.9)
    {0xcdba3daa71a7f122ULL, 8, 10, 10, 5, 0},  // black o07-g00047-t05: 9.9 11.10-10.9 9.8-9.10 9.12-10.11 -> 10.8-8.13 (two turns: not 10.8-12.9)
    {0xd4db0eb7907f7b7cULL, 8, 3, 7, 6, 0},  // black o22-g00035-t13: 9.9 8.10-10.8 8.8-10.10 9.7-11.9 6.6-8.6 7.7-7.6 6.7-7.8 12.10-11.11 13.9-13.11 11.10-11.12 11.8-11.13 13.10-14.10 -> 15.10-12.11 (two turns: not 15.10-10.13)
    {0xd67e83dabaea4c8aULL, 8, 5, 7, 7, 0},  // white o04-g00004-t06: 9.9 7.11-9.8 8.8-10.10 7.7-10.9 11.10-12.10 -> 13.10-11.11 (two turns: not 9.10-11.11)
    {0xd84288e2bceb3c97ULL, 6, 6, 6, 7, 0},  // white o04-g00004-t06: 9.9 7.11-9.8 8.8-10.10 8.9-11.11 7.7-10.7 -> 6.6-6.7 (two turns: not 6.6-10.9)
    {0xdfa9a145997eae2bULL, 4, 6, 5, 7, 0},  // black o11-g00021-t13: 9.9 7.8-10.8 8.8-7.9 8.9-9.7 6.7-10.10 8.6-7.7 7.5-6.8 8.7-10.7 12.7-6.9 6.6-9.6 10.6-6.11 8.5-6.12 -> 4.6-5.7 (two turns: not 11.8-11.11)
    {0xe3ce63e2b86ab7aaULL, 9, 8, 10, 5, 0},  // black o14-g00037-t07: 9.9 9.11-8.10 7.9-8.9 11.9-10.10 12.8-7.10 11.10-12.10 -> 10.9-13.10 (two turns: not 5.9-13.10)
    {0xe9bf710fefa6ed3bULL, 6, 6, 8, 9, 0},  // white o02-g00024-t04: 9.9 7.11-8.9 8.8-7.7 -> 6.6-9.8 (two turns: not 10.10-9.11)
    {0xeb4f3b50a6c1db56ULL, 10, 14, 9, 12, 0},  // white o14-g00038-t10: 9.9 9.11-8.10 7.9-8.9 5.9-11.9 10.10-8.8 7.7-6.10 11.11-9.8 10.8-13.13 8.6-8.7 -> 8.4-9.6 (two turns: not 8.5-9.6)
    {0xf329a5cad9a1d834ULL, 9, 11, 9, 7, 0},  // white o10-g00074-t04: 9.9 8.11-10.9 9.10-9.8 -> 9.7-9.11 (two turns: not 9.11-10.10)
    {0xf3655d1ba82d4374ULL, 8, 4, 9, 3, 0},  // black o24-g00081-t13: 9.9 10.9-8.9 9.8-9.10 8.8-8.10 8.6-8.11 9.11-7.9 9.7-10.12 9.5-7.5 8.5-5.7 8.12-6.10 7.13-9.13 5.9-4.9 -> 4.8-3.9 (two turns: not 4.8-6.9)
    {0xf6e49204ac060ad4ULL, 10, 7, 8, 8, 0},  // white o17-g00014-t06: 9.9 9.11-8.8 8.9-7.9 6.9-11.9 7.10-7.11 -> 7.8-8.10 (two turns: not 7.8-10.8)
    {0xfc69582459b1d954ULL, 7, 11, 9, 10, 0},  // white o09-g00020-t04: 9.9 7.8-9.8 10.8-11.9 -> 11.7-10.9 (two turns: not 8.9-8.10)
    {0xfe637032a8736f6dULL, 3, 7, 4, 8, 0},  // white o14-g00038-t12: 9.9 9.11-8.10 7.9-8.9 5.9-11.9 10.10-8.8 7.7-6.10 11.11-9.8 10.8-13.13 8.6-8.7 8.4-9.6 7.6-6.7 -> 3.7-4.8 (two turns: not 4.8-7.11)
    {0xfe80891164efdc3aULL, 11, 7, 7, 11, 0},  // white o13-g00044-t04: 9.9 10.7-8.10 10.10-8.8 -> 7.7-11.11 (two turns: not 7.7-9.8)
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
