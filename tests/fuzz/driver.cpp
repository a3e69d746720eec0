// Plain main() for the fuzz targets (no libFuzzer): feeds every file of the given directories (or
// the given files) to LLVMFuzzerTestOneInput once. Registered as CTest tests, so the regression
// inputs of every crash the fuzzers found, and the seed samples, run in `make test` and under the
// sanitizer build. A missing directory is an error (a typo must not pass as "0 inputs, fine").
#include <dirent.h>
#include <sys/stat.h>

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size);

namespace {

bool is_dir(const std::string& p) {
  struct stat st;
  return stat(p.c_str(), &st) == 0 && S_ISDIR(st.st_mode);
}

bool list_files(const std::string& dir, std::vector<std::string>* out) {
  DIR* d = opendir(dir.c_str());
  if (!d) return false;
  std::vector<std::string> names;
  while (dirent* e = readdir(d)) {
    const std::string n = e->d_name;
    if (n.empty() || n[0] == '.' || n == "README.md") continue;  // .gitkeep, README
    names.push_back(dir + "/" + n);
  }
  closedir(d);
  std::sort(names.begin(), names.end());
  for (const std::string& n : names) {
    if (!is_dir(n)) out->push_back(n);
  }
  return true;
}

}  // namespace

int main(int argc, char** argv) {
  std::vector<std::string> files;
  for (int i = 1; i < argc; ++i) {
    const std::string a = argv[i];
    if (is_dir(a)) {
      list_files(a, &files);
    } else if (std::ifstream(a)) {
      files.push_back(a);
    } else {
      std::fprintf(stderr, "fuzz driver: no such file or directory: %s\n", a.c_str());
      return 2;
    }
  }
  for (const std::string& f : files) {
    std::ifstream in(f, std::ios::binary);
    std::stringstream ss;
    ss << in.rdbuf();
    const std::string data = ss.str();
    std::fprintf(stderr, "input %s (%zu bytes)\n", f.c_str(), data.size());
    LLVMFuzzerTestOneInput(reinterpret_cast<const uint8_t*>(data.data()), data.size());
  }
  std::printf("%zu input(s) passed\n", files.size());
  return 0;
}
