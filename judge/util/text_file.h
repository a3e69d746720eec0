// Reading a log or record file whole, compressed or not: the logs the judge writes are plain
// text, but the ones people keep and share (this repository's samples/logs among them) are often
// gzipped, and every read-only command (replay, merge, pool) takes either.
#pragma once

#include <string>

namespace c6 {
namespace judge {

// True if the file starts with gzip's magic bytes (1f 8b).
bool is_gzip_file(const std::string& path);

// The whole file, gunzipped when it is gzip-compressed (a plain file is read as it is). False
// with *err ("cannot read PATH", "PATH: damaged gzip data") otherwise. At most max_bytes of text
// (after decompression) are read: a longer file is an error, so a small compressed file cannot
// expand into all of memory.
bool read_text_file(const std::string& path, std::string* text, std::string* err,
                    size_t max_bytes = size_t(4) << 30);

}  // namespace judge
}  // namespace c6
