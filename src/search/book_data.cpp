// Written by `c6bot book build` (tools/build-book.sh); do not edit by hand.
// Empty until a book is built.
#include "search/book_data.h"

namespace c6 {

namespace {

const BookEntry kEntries[] = {
    {0, BookEntry::kNoStone, BookEntry::kNoStone, BookEntry::kNoStone, BookEntry::kNoStone, 0},
};

}  // namespace

const BookEntry* embedded_book_entries(size_t* count) {
  *count = 0;
  return kEntries;
}

Book embedded_book() {
  size_t n = 0;
  const BookEntry* e = embedded_book_entries(&n);
  return Book(std::vector<BookEntry>(e, e + n));
}

}  // namespace c6
