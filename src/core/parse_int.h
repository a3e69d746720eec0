// Whole decimal integers in a range: the one reader behind every integer option of c6bot, its
// subcommands and c6judge, so all of them accept and refuse the same texts.
#pragma once

#include <initializer_list>
#include <string>
#include <vector>

namespace c6 {

// True and *out = the value if the whole of s is a decimal integer in [lo, hi] (strtoll's syntax:
// leading blanks and a sign allowed). False, *out untouched, for anything else: "", "5x", " ", a
// value out of range, a huge one too (atoi would take "5x" or "" as a number and wrap or clamp
// out-of-range values).
bool parse_int(const std::string& s, long long lo, long long hi, long long* out);
bool parse_int(const std::string& s, long lo, long hi, long* out);
bool parse_int(const std::string& s, int lo, int hi, int* out);

// One integer flag of a subcommand: "NAME VALUE" with VALUE in [lo, hi], stored in *out.
struct IntFlag {
  const char* name;
  int lo;
  int hi;
  int* out;
};
// Reads args as "NAME VALUE" pairs of these flags (a later pair overrides an earlier one). False
// at the first unknown name, missing value or value outside its range, with *error = "bad
// argument 'NAME VALUE' (usage: USAGE [NAME LO..HI]...)" (VALUE empty when missing): the ranges
// in the message are the flags' own, so they are written once.
bool parse_int_flags(const std::vector<std::string>& args, std::initializer_list<IntFlag> flags,
                     const char* usage, std::string* error);

}  // namespace c6
