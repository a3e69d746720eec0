#include "process/output_cap.h"

#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <unistd.h>

#include <cstdio>

namespace c6 {
namespace judge {

namespace {

// Length of the valid UTF-8 sequence starting at s[i] (0 if invalid), per RFC 3629.
size_t utf8_len(const std::string& s, size_t i) {
  const unsigned char c = static_cast<unsigned char>(s[i]);
  size_t n;
  unsigned lo = 0x80, hi = 0xbf;
  if (c < 0x80) return 1;
  if (c >= 0xc2 && c <= 0xdf) {
    n = 2;
  } else if (c >= 0xe0 && c <= 0xef) {
    n = 3;
    if (c == 0xe0) lo = 0xa0;
    if (c == 0xed) hi = 0x9f;  // no surrogates
  } else if (c >= 0xf0 && c <= 0xf4) {
    n = 4;
    if (c == 0xf0) lo = 0x90;
    if (c == 0xf4) hi = 0x8f;
  } else {
    return 0;
  }
  if (i + n > s.size()) return 0;
  for (size_t k = 1; k < n; ++k) {
    const unsigned char d = static_cast<unsigned char>(s[i + k]);
    if (d < (k == 1 ? lo : 0x80) || d > (k == 1 ? hi : 0xbf)) return 0;
  }
  return n;
}

}  // namespace

std::string printable(const std::string& text, size_t max_bytes) {
  std::string out;
  const size_t end = text.size() < max_bytes ? text.size() : max_bytes;
  for (size_t i = 0; i < end;) {
    const unsigned char c = static_cast<unsigned char>(text[i]);
    const size_t n = utf8_len(text, i);
    if (n == 0 || c < 0x20 || c == 0x7f) {
      char esc[8];
      std::snprintf(esc, sizeof esc, "\\x%02x", c);
      out += esc;
      ++i;
    } else {
      out.append(text, i, n);
      i += n;
    }
  }
  if (end < text.size()) out += "...";
  return out;
}

std::string valid_utf8(const std::string& text) {
  std::string out;
  out.reserve(text.size());
  for (size_t i = 0; i < text.size();) {
    const size_t n = utf8_len(text, i);
    if (n == 0) {
      out += "\xef\xbf\xbd";
      ++i;
    } else {
      out.append(text, i, n);
      i += n;
    }
  }
  return out;
}

bool CappedLog::open(const std::string& path, uint64_t cap, std::string* err) {
  close();
  fd_ = ::open(path.c_str(), O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0644);
  if (fd_ < 0) {
    *err = "cannot open " + path + ": " + strerror(errno);
    return false;
  }
  path_ = path;
  cap_ = cap;
  written_ = dropped_ = 0;
  return true;
}

void CappedLog::put(const char* data, size_t n) {
  size_t done = 0;
  while (done < n) {
    const ssize_t w = ::write(fd_, data + done, n - done);
    if (w < 0 && errno == EINTR) continue;
    if (w <= 0) break;
    done += static_cast<size_t>(w);
  }
  written_ += done;
  dropped_ += n - done;
}

void CappedLog::write(const char* data, size_t n) {
  if (fd_ < 0) {
    dropped_ += n;
    return;
  }
  const uint64_t room = written_ < cap_ ? cap_ - written_ : 0;
  const size_t take = n < room ? n : static_cast<size_t>(room);
  if (take > 0) put(data, take);
  dropped_ += n - take;
}

void CappedLog::note_stdout(const std::string& prefix, const std::string& line) {
  const std::string text = prefix + printable(line, 512) + "\n";
  write(text.data(), text.size());
}

void CappedLog::close() {
  if (fd_ < 0) return;
  if (dropped_ > 0) {
    char buf[200];
    const int n = std::snprintf(buf, sizeof buf,
                                "\n[c6judge] log capped at %llu bytes: %llu more bytes of the "
                                "bot's output dropped\n",
                                static_cast<unsigned long long>(cap_),
                                static_cast<unsigned long long>(dropped_));
    if (n > 0) {
      const ssize_t w = ::write(fd_, buf, static_cast<size_t>(n));
      (void)w;
    }
  }
  ::close(fd_);
  fd_ = -1;
}

}  // namespace judge
}  // namespace c6
