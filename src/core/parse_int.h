// Whole decimal integers in a range: the one reader behind every integer option of c6bot, its
// subcommands and c6judge, so all of them accept and refuse the same texts.
#pragma once

#include <string>

namespace c6 {

// True and *out = the value if the whole of s is a decimal integer in [lo, hi] (strtoll's syntax:
// leading blanks and a sign allowed). False, *out untouched, for anything else: "", "5x", " ", a
// value out of range, a huge one too (atoi would take "5x" or "" as a number and wrap or clamp
// out-of-range values).
bool parse_int(const std::string& s, long long lo, long long hi, long long* out);
bool parse_int(const std::string& s, long lo, long hi, long* out);
bool parse_int(const std::string& s, int lo, int hi, int* out);

}  // namespace c6
