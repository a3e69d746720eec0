// Reading values from JSON that someone else wrote (logs of other tools, our own logs edited by
// hand). The judge's readers share these so that one rule holds everywhere: a value we could not
// write back is treated as absent, never stored.
#pragma once

#include <string>

#include "core/json_depth.h"
#include "rapidjson/document.h"

namespace c6 {
namespace judge {

// Parses text into *d unless it nests deeper than kMaxJsonDepth (core/json_depth.h): RapidJSON's
// parser recurses once per level, and 200,000 brackets overflowed the judge's stack. False, *d
// left a null value, when too deep; else true, with the parse (errors included) in *d. Every JSON
// the judge reads from outside goes through here.
bool parse_json(const std::string& text, rapidjson::Document* d);

// The member `key` of `o` as a finite number. RapidJSON's default parse turns an out-of-range
// literal such as 51e308 into infinity without reporting an error; a writer would later emit it
// as a bare `"key":` and break the file. Returns false, leaving *out untouched, when `o` is not an
// object, the key is missing, or its value is not a finite number.
bool read_finite(const rapidjson::Value& o, const char* key, double* out);

// The member `key` of `o` as a string (embedded NULs kept), or "" when `o` is not an object, the
// key is missing, or its value is not a string.
std::string read_string(const rapidjson::Value& o, const char* key);

}  // namespace judge
}  // namespace c6
