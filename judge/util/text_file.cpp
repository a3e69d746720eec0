#include "util/text_file.h"

#include <zlib.h>

#include <cstdio>

namespace c6 {
namespace judge {

bool is_gzip_file(const std::string& path) {
  FILE* f = std::fopen(path.c_str(), "rb");
  if (!f) return false;
  unsigned char magic[2] = {0, 0};
  const size_t n = std::fread(magic, 1, 2, f);
  std::fclose(f);
  return n == 2 && magic[0] == 0x1f && magic[1] == 0x8b;
}

bool read_text_file(const std::string& path, std::string* text, std::string* err,
                    size_t max_bytes) {
  text->clear();
  // zlib's reader passes a file that is not gzip through unchanged.
  gzFile f = gzopen(path.c_str(), "rb");
  if (!f) {
    *err = "cannot read " + path;
    return false;
  }
  char buf[1 << 16];
  for (;;) {
    const int n = gzread(f, buf, sizeof buf);
    if (n < 0) {
      int code = 0;
      const char* why = gzerror(f, &code);
      *err = code == Z_ERRNO ? "cannot read " + path
                             : path + ": damaged gzip data (" + std::string(why ? why : "") + ")";
      gzclose(f);
      return false;
    }
    if (n == 0) break;
    if (text->size() + static_cast<size_t>(n) > max_bytes) {
      *err = path + ": more than " + std::to_string(max_bytes >> 20) + " MB of text";
      gzclose(f);
      return false;
    }
    text->append(buf, static_cast<size_t>(n));
  }
  // A gzip stream cut short (zlib's Z_BUF_ERROR at the end: an interrupted copy or download) is
  // an error like any other damage: reading on would drop the games after the cut without a word
  // beyond "an unreadable line" for the partial last one.
  int code = 0;
  gzerror(f, &code);
  gzclose(f);
  if (code == Z_BUF_ERROR) {
    *err = path + ": damaged gzip data (the file ends early: cut short?)";
    return false;
  }
  if (code != Z_OK) {
    *err = path + ": damaged gzip data";
    return false;
  }
  return true;
}

}  // namespace judge
}  // namespace c6
