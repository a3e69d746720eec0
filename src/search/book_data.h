// The embedded opening book's data: a const table written by `c6bot book build`
// (tools/build-book.sh) into book_data.cpp, which c6bot and the Botzone bundle compile in.
// Read-only: no state, so lookups stay deterministic.
#pragma once

#include <cstddef>

#include "search/book.h"

namespace c6 {

// The entries (sorted by key) and their count.
const BookEntry* embedded_book_entries(size_t* count);
// The embedded book itself.
Book embedded_book();

}  // namespace c6
