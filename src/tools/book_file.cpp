#include "tools/book_file.h"

#include <algorithm>
#include <cstdio>
#include <fstream>
#include <sstream>

namespace c6 {

namespace {

const char kMergeUsage[] =
    "usage: c6bot book merge --out FILE [--note TEXT] [--drop KEY]... DATA...\n"
    "Merges opening book data files (written by `c6bot book build`) into one: every entry of\n"
    "every file, sorted by key; where two files hold the same position, the entry of the file\n"
    "named first is kept. The output may be one of the inputs (all are read first).\n"
    "  --out FILE   the data file to write (src/search/book_data.cpp)\n"
    "  --note TEXT  a line for the header: how the inputs were made (at most 2000 characters)\n"
    "  --drop KEY   leave out the position with this key (0x and 16 hex digits, as the data\n"
    "               file writes it; repeatable, at most 64): a move measured bad goes back\n"
    "               to the search. A key no input holds is an error\n"
    "  DATA         1..64 data files\n"
    "Exit codes: 0 written, 1 a file could not be read or written, 2 usage error.\n";

const char kEntriesOpen[] = "const BookEntry kEntries[] = {";
// A key as an entry line writes it, and as `--drop` takes it back.
#define C6_BOOK_KEY_FORMAT "0x%016llx"
// An entry as book_file_entry writes it; read back with %n after it to find the comment.
#define C6_BOOK_ENTRY_FORMAT "    {" C6_BOOK_KEY_FORMAT "ULL, %u, %u, %u, %u, %u},"
const char kPlaceholder[] = "    {0, 255, 255, 255, 255, 0},  // placeholder: no zero-size array";

bool starts_with(const std::string& s, const std::string& prefix) {
  return s.compare(0, prefix.size(), prefix) == 0;
}

// One entry line, "    {0xKEY ULL, ax, ay, bx, by, flags},  // comment": its key. False if the
// line does not have that shape or a field is out of range (coordinates and 255 fit a byte;
// flags are 0 or 1).
bool parse_entry_key(const std::string& line, uint64_t* key) {
  unsigned long long k = 0;
  unsigned v[5] = {0, 0, 0, 0, 0};
  int used = 0;
  // sscanf reads %016llx as at most 16 hex digits, as written.
  if (std::sscanf(line.c_str(), C6_BOOK_ENTRY_FORMAT "%n", &k, &v[0], &v[1], &v[2], &v[3], &v[4],
                  &used) != 6 ||
      used == 0)
    return false;
  for (int i = 0; i < 4; ++i)
    if (v[i] > 255) return false;
  if (v[4] > 1 || k == 0) return false;
  const std::string rest = line.substr(static_cast<size_t>(used));
  if (!rest.empty() && !starts_with(rest, "  // ")) return false;
  *key = k;
  return true;
}

// "0x" and 16 hex digits (either case), the way an entry line writes its key; not zero.
bool parse_key_option(const std::string& text, uint64_t* key) {
  if (text.size() != 18 || text[0] != '0' || (text[1] != 'x' && text[1] != 'X')) return false;
  uint64_t k = 0;
  for (size_t i = 2; i < text.size(); ++i) {
    const char c = text[i];
    int digit = -1;
    if (c >= '0' && c <= '9') digit = c - '0';
    if (c >= 'a' && c <= 'f') digit = c - 'a' + 10;
    if (c >= 'A' && c <= 'F') digit = c - 'A' + 10;
    if (digit < 0) return false;
    k = (k << 4) | static_cast<uint64_t>(digit);
  }
  if (k == 0) return false;
  *key = k;
  return true;
}

std::string key_text(uint64_t key) {
  char buf[24];
  std::snprintf(buf, sizeof buf, C6_BOOK_KEY_FORMAT, static_cast<unsigned long long>(key));
  return buf;
}

}  // namespace

std::string book_file_entry(const BookEntry& e, const std::string& comment) {
  char buf[96];
  std::snprintf(buf, sizeof buf, C6_BOOK_ENTRY_FORMAT, static_cast<unsigned long long>(e.key),
                unsigned{e.ax}, unsigned{e.ay}, unsigned{e.bx}, unsigned{e.by}, unsigned{e.flags});
  return std::string(buf) + "  // " + comment + "\n";
}

bool write_book_file(const std::string& path, const std::vector<std::string>& header,
                     const BookFileEntries& entries, std::string* error) {
  std::ostringstream f;
  // clang-format would wrap the long lines and realign the comments that name each position.
  f << "// clang-format off\n";
  for (const std::string& h : header) f << "// " << h << "\n";
  f << "#include \"search/book_data.h\"\n\nnamespace c6 {\n\nnamespace {\n\n"
    << "// key, first stone (x, y), second stone (x, y; 255 = none), flags (1 = proved lost).\n"
    << kEntriesOpen << "\n";
  for (const auto& kv : entries) f << kv.second;
  if (entries.empty()) f << kPlaceholder << "\n";
  f << "};\n\n}  // namespace\n\n"
    << "const BookEntry* embedded_book_entries(size_t* count) {\n"
    << "  *count = " << (entries.empty() ? "0" : "sizeof kEntries / sizeof kEntries[0]") << ";\n"
    << "  return kEntries;\n}\n\n"
    << "Book embedded_book() {\n  size_t n = 0;\n"
    << "  const BookEntry* e = embedded_book_entries(&n);\n"
    << "  return Book(std::vector<BookEntry>(e, e + n));\n}\n\n}  // namespace c6\n"
    << "// clang-format on\n";
  std::ofstream out(path);
  out << f.str();
  out.close();
  if (!out) {
    *error = "cannot write " + path;
    return false;
  }
  return true;
}

bool read_book_file(const std::string& path, BookFileEntries* entries,
                    std::vector<std::string>* header, std::string* error) {
  std::ifstream in(path);
  if (!in) {
    *error = "cannot read " + path;
    return false;
  }
  enum class Part { kHeader, kCode, kEntries, kTail } part = Part::kHeader;
  std::string line;
  int n = 0;
  auto fail = [&](const std::string& why) {
    *error = path + ":" + std::to_string(n) + ": " + why;
    return false;
  };
  while (std::getline(in, line)) {
    ++n;
    if (part == Part::kHeader) {
      if (starts_with(line, "#include")) {
        part = Part::kCode;
      } else if (!starts_with(line, "//")) {
        return fail("expected a comment or #include in the header");
      } else if (line != "// clang-format off" && !starts_with(line, "// Written by ")) {
        header->push_back(line.size() > 3 ? line.substr(3) : "");
      }
    } else if (part == Part::kCode) {
      if (line == kEntriesOpen) part = Part::kEntries;
    } else if (part == Part::kEntries) {
      if (line == "};") {
        part = Part::kTail;
      } else if (line != kPlaceholder) {
        uint64_t key = 0;
        if (!parse_entry_key(line, &key)) return fail("not a book entry: " + line.substr(0, 80));
        if (entries->count(key)) return fail("a key twice: " + line.substr(0, 80));
        (*entries)[key] = line + "\n";
      }
    }
  }
  if (part != Part::kTail)
    return fail(part == Part::kEntries ? "the entry array is not closed"
                                       : "no entry array (not a book data file)");
  return true;
}

int book_merge_main(const std::vector<std::string>& args) {
  auto usage_error = [](const std::string& msg) {
    std::fprintf(stderr, "c6bot book merge: %s\n%s", msg.c_str(), kMergeUsage);
    return 2;
  };
  std::string out, note;
  std::vector<std::string> inputs;
  std::vector<uint64_t> drops;
  for (size_t i = 0; i < args.size(); ++i) {
    const std::string& a = args[i];
    if (a == "--help" || a == "-h") {
      std::fputs(kMergeUsage, stdout);
      return 0;
    }
    if (a == "--out" || a == "--note") {
      if (i + 1 >= args.size()) return usage_error("option " + a + " needs a value");
      (a == "--out" ? out : note) = args[++i];
    } else if (a == "--drop") {
      if (i + 1 >= args.size()) return usage_error("option --drop needs a value");
      uint64_t key = 0;
      if (!parse_key_option(args[++i], &key))
        return usage_error("--drop '" + args[i] + "': expected 0x and 16 hex digits, not zero");
      if (std::find(drops.begin(), drops.end(), key) != drops.end())
        return usage_error("--drop " + key_text(key) + " given twice");
      drops.push_back(key);
    } else if (starts_with(a, "--")) {
      return usage_error("unknown option '" + a + "'");
    } else {
      inputs.push_back(a);
    }
  }
  if (out.empty()) return usage_error("--out is required");
  if (inputs.empty() || inputs.size() > 64) return usage_error("expected 1..64 data files");
  if (note.size() > 2000 || note.find('\n') != std::string::npos)
    return usage_error("--note must be one line of at most 2000 characters");
  if (drops.size() > 64) return usage_error("at most 64 --drop keys");
  std::string command = "c6bot book merge --out " + out;
  for (uint64_t key : drops) command += " --drop " + key_text(key);
  for (const std::string& path : inputs) command += " " + path;
  std::vector<std::string> header = {"Written by `c6bot book merge`; do not edit by hand.",
                                     command};
  if (!note.empty()) header.push_back(note);
  BookFileEntries merged;
  for (const std::string& path : inputs) {
    BookFileEntries entries;
    std::vector<std::string> from;
    std::string error;
    if (!read_book_file(path, &entries, &from, &error)) {
      std::fprintf(stderr, "c6bot book merge: %s\n", error.c_str());
      return 1;
    }
    // std::map::insert keeps the entry already there: the earlier file's.
    merged.insert(entries.begin(), entries.end());
    header.push_back(path + " (" + std::to_string(entries.size()) + " entries):");
    for (const std::string& h : from) header.push_back("  " + h);
  }
  for (uint64_t key : drops) {
    // A key that no input holds is most likely a typo: refuse rather than write a book that
    // still plays the move the user meant to remove.
    const auto it = merged.find(key);
    if (it == merged.end()) return usage_error("--drop " + key_text(key) + ": no input holds it");
    std::string line = it->second;
    line.pop_back();                                              // its '\n'
    header.push_back("dropped: " + line.substr(line.find('{')));  // without the indent
    merged.erase(it);
  }
  header.push_back(std::to_string(merged.size()) +
                   " positions. Moves are in each position's canonical frame (search/book.h).");
  std::string error;
  if (!write_book_file(out, header, merged, &error)) {
    std::fprintf(stderr, "c6bot book merge: %s\n", error.c_str());
    return 1;
  }
  std::printf("book merge: %zu entries from %zu file%s written to %s\n", merged.size(),
              inputs.size(), inputs.size() == 1 ? "" : "s", out.c_str());
  return 0;
}

}  // namespace c6
