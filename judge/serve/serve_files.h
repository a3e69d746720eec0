// The files `c6judge serve` may show: only regular files inside the --logs directory, named by a
// relative path without "..", and whose real path (symlinks resolved) stays inside it.
#pragma once

#include <string>
#include <vector>

namespace c6 {
namespace judge {

// Resolves `name` inside `root_real` (itself a realpath). False + *err for anything else.
bool safe_log_path(const std::string& root_real, const std::string& name, std::string* out,
                   std::string* err);
// Regular files directly in root_real (safe by the rule above), sorted by name.
std::vector<std::string> list_logs(const std::string& root_real);
// A game of a log as the page's JSON: players, size, turns, validation summary.
std::string records_json(const std::string& path, std::string* err);

}  // namespace judge
}  // namespace c6
