// Whole decimal integers in a range, as every command-line option, spec field and form field of
// the judge reads them. One reader, so every option accepts and refuses the same texts.
#pragma once

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

}  // namespace judge
}  // namespace c6
