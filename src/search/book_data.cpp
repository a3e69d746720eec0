// clang-format off
// Written by `c6bot book build` (tools/build-book.sh); do not edit by hand.
// c6bot book build --learn FILE --size 19 --nodes 2000000 --lookahead 6 --reply-pool 8, FILE the
// lines of samples/openings/cloudict-losses-19.txt in two halves split by opening, built side by
// side and their entries merged (each position is searched on its own, tables cleared; a build of
// the whole file gave the same moves on the 11 of its 85 positions it reached before it was
// stopped). The same as tools/build-book.sh --learn samples/openings/cloudict-losses-19.txt
// --nodes 2000000. 9 positions on 19x19. Moves are in each position's canonical frame
// (search/book.h).
#include "search/book_data.h"

namespace c6 {

namespace {

// key, first stone (x, y), second stone (x, y; 255 = none), flags (1 = proved lost).
const BookEntry kEntries[] = {
    {0x050168a897448cc3ULL, 9, 5, 9, 11, 0},  // white o14-g00038-t04: 9.9 9.11-8.10 7.9-8.9 -> 5.9-11.9 (two turns: not 6.9-10.9)
    {0x127f4bd193b7d139ULL, 9, 8, 10, 5, 0},  // white o13-g00044-t06: 9.9 10.7-8.10 10.10-9.11 11.9-11.11 9.12-11.10 -> 9.10-8.13 (two turns: not 12.9-9.10)
    {0x1be262abdc4591feULL, 12, 9, 7, 9, 0},  // white o05-g00018-t04: 9.9 7.11-10.8 9.8-9.7 -> 9.6-9.11 (two turns: not 9.6-9.10)
    {0x5fd812b7ce1c4f1aULL, 10, 12, 8, 7, 0},  // black o14-g00037-t05: 9.9 9.11-8.10 7.9-8.9 11.9-10.10 -> 12.8-7.10 (two turns: not 7.10-8.12)
    {0x91951c6c0a88da76ULL, 6, 6, 8, 9, 0},  // white o12-g00046-t04: 9.9 10.11-9.8 10.8-11.7 -> 12.6-10.9 (two turns: not 8.10-11.10)
    {0x97d101255a7a713eULL, 11, 9, 12, 8, 0},  // white o18-g00032-t06: 9.9 7.9-10.9 10.8-11.7 13.5-8.10 12.8-12.7 -> 9.11-10.12 (two turns: not 6.8-9.11)
    {0xb35cbb0bbf00f061ULL, 10, 7, 5, 5, 0},  // white o24-g00034-t06: 9.9 9.8-9.10 8.8-10.10 7.7-8.9 11.11-10.11 -> 8.11-13.13 (two turns: not 10.9-12.12)
    {0xcdba3daa71a7f122ULL, 8, 10, 10, 5, 0},  // black o07-g00047-t05: 9.9 11.10-10.9 9.8-9.10 9.12-10.11 -> 10.8-8.13 (two turns: not 10.8-12.9)
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
