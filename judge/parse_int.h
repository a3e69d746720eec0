// Whole decimal integers in a range, as every command-line option, spec field and form field of
// the judge reads them. One reader, so every option accepts and refuses the same texts.
#pragma once

#include <string>

namespace c6 {
namespace judge {

// True and *out = the value if the whole of s is a decimal integer in [lo, hi] (strtol's syntax:
// leading blanks and a sign allowed). False, *out untouched, for anything else: "", "5x", " ",
// a value out of range (a huge one too: strtol clamps it to LONG_MAX / LONG_MIN).
bool parse_int(const std::string& s, long lo, long hi, long* out);
bool parse_int(const std::string& s, int lo, int hi, int* out);
// parse_int for the value of a command-line option; on false it has printed
// "c6judge: OPTION: 'VALUE' is not an integer in [LO, HI]" on stderr (the caller exits 2).
bool parse_int_option(const std::string& option, const std::string& value, long lo, long hi,
                      long* out);

}  // namespace judge
}  // namespace c6
