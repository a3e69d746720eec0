// Whole decimal integers in a range, as every command-line option, spec field and form field of
// the judge reads them. One reader, so every option accepts and refuses the same texts.
#pragma once

#include <cstdint>
#include <string>

#include "core/parse_int.h"

namespace c6 {
namespace judge {

// The reader itself lives in core (c6bot's options use it too).
using c6::parse_int;

// parse_int for the value of a command-line option; on false it has printed
// "c6judge: OPTION: 'VALUE' is not an integer in [LO, HI]" on stderr (the caller exits 2).
bool parse_int_option(const std::string& option, const std::string& value, long lo, long hi,
                      long* out);

// A 64-bit option value (--seed): true and *out = the value if the whole of value is a decimal
// integer in [0, 2^64 - 1], in parse_int's syntax (leading blanks and '+' allowed). On false it has
// printed "c6judge: OPTION: 'VALUE' is not an integer in [0, 18446744073709551615]" (the caller
// exits 2). strtoull alone would take "-1" as 2^64 - 1 and saturate larger values there.
bool parse_u64_option(const std::string& option, const std::string& value, uint64_t* out);

}  // namespace judge
}  // namespace c6
