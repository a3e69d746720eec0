// The opening book's data file (src/search/book_data.cpp): the one place that knows its layout.
// `c6bot book build` writes it, `c6bot book merge` reads several and writes their union, and
// c6bot and the Botzone bundle compile it in.
//
//   c6bot book merge --out src/search/book_data.cpp [--note TEXT] [--drop KEY] NEW.cpp OLD.cpp
//
// The layout: a comment header (who wrote it, the command, what it holds), then one entry a
// line, sorted by key, "    {0x<key>ULL, ax, ay, bx, by, flags},  // position -> move",
// and the functions that hand the array to the book. An empty book holds one placeholder entry
// (C++ has no zero-size array) and reports a count of 0.
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "search/book.h"

namespace c6 {

// Entries by key: each value is the entry's whole line, its comment included, ending in '\n'.
using BookFileEntries = std::map<uint64_t, std::string>;

// One entry's line of the data file: the entry, then "  // " and `comment` (what position,
// which move), ending in '\n'. read_book_file reads it back.
std::string book_file_entry(const BookEntry& e, const std::string& comment);

// Writes the data file: the `header` lines as comments (given without the "// "; the first says
// who wrote it, "Written by ...", the second the command), then the entries. False with a reason
// if the file cannot be written.
bool write_book_file(const std::string& path, const std::vector<std::string>& header,
                     const BookFileEntries& entries, std::string* error);

// Reads a data file written by write_book_file: its entries, and its header lines after the
// first ("// Written by ..."). False with the file and line of the first line that does not fit
// the layout (an entry that does not parse, a key twice, no entry array).
bool read_book_file(const std::string& path, BookFileEntries* entries,
                    std::vector<std::string>* header, std::string* error);

// `c6bot book merge --out FILE [--note TEXT] [--drop KEY]... DATA...`: the union of the data
// files' entries, the first file's kept where two share a key, less the dropped keys (each
// recorded in the header with its entry). Exit 0 written, 1 a file could not be read or
// written, 2 usage error.
int book_merge_main(const std::vector<std::string>& args);

}  // namespace c6
