// The files `c6judge serve` may show: only plain files directly in the --logs directory (no
// folders, no symbolic links, no names starting with '.'); every other name gets the same refusal.
#pragma once

#include <string>
#include <vector>

namespace c6 {
namespace judge {

// `name`'s path inside `root_real` (itself a realpath). False + *err for anything else.
bool safe_log_path(const std::string& root_real, const std::string& name, std::string* out,
                   std::string* err);
// The files safe by the rule above, sorted by name (at most 1000).
std::vector<std::string> list_logs(const std::string& root_real);
// A game of a log as the page's JSON: players, size, turns, validation summary.
std::string records_json(const std::string& path, std::string* err);

}  // namespace judge
}  // namespace c6
