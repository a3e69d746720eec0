#include "contest/submission.h"

#include <dirent.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <fstream>
#include <map>
#include <sstream>

#include "process/process.h"
#include "process/sandbox.h"
#include "util/lines.h"

namespace c6 {
namespace judge {

namespace {

std::string extension(const std::string& f) {
  const size_t dot = f.rfind('.');
  return dot == std::string::npos ? "" : f.substr(dot + 1);
}

// The language of a source file name ("" for anything else).
std::string language_of(const std::string& f) {
  const std::string ext = extension(f);
  if (ext == "cpp" || ext == "cc" || ext == "cxx") return "cpp";
  if (ext == "c" || ext == "py" || ext == "java") return ext;
  return "";
}

// A tool as the sandbox sees it: on the sandbox's PATH when it is there (a PATH shim in a home
// directory, e.g. pyenv's, is not visible inside the sandbox), else the judge's PATH entry.
std::string tool(const std::string& name) {
  const std::string sandboxed = find_in_sandbox_path(name);
  return sandboxed.empty() ? find_in_path(name) : sandboxed;
}

std::vector<std::string> words_of(const std::string& s) {
  std::istringstream in(s);
  std::vector<std::string> v;
  for (std::string w; in >> w;) v.push_back(w);
  return v;
}

// True if the bytes are well-formed UTF-8 (so a Java source is read as UTF-8, else as GBK).
bool valid_utf8(const std::string& s) {
  for (size_t i = 0; i < s.size();) {
    const unsigned char c = static_cast<unsigned char>(s[i]);
    const int n = c < 0x80 ? 0 : (c >> 5) == 6 ? 1 : (c >> 4) == 14 ? 2 : (c >> 3) == 30 ? 3 : -1;
    if (n < 0 || i + n >= s.size()) return false;
    for (int k = 1; k <= n; ++k) {
      if ((static_cast<unsigned char>(s[i + k]) >> 6) != 2) return false;
    }
    i += n + 1;
  }
  return true;
}

// The folder's plain files, sorted.
std::vector<std::string> files_in(const std::string& dir) {
  std::vector<std::string> v;
  if (DIR* d = opendir(dir.c_str())) {
    while (dirent* e = readdir(d)) {
      const std::string f = e->d_name;
      struct stat st;
      if (f[0] != '.' && stat((dir + "/" + f).c_str(), &st) == 0 && S_ISREG(st.st_mode)) {
        v.push_back(f);
      }
    }
    closedir(d);
  }
  std::sort(v.begin(), v.end());
  return v;
}

// Reads the settings file into *s (main, sources, proto, encoding); false + s->error on a bad
// line. Keys not given keep their defaults.
bool read_settings(const std::string& path, Student* s, std::string* main_file) {
  std::ifstream f(path);
  std::string line;
  for (int no = 1; std::getline(f, line); ++no) {
    line = trim_space(line);
    if (line.empty() || line[0] == '#') continue;
    const size_t eq = line.find('=');
    const std::string key = eq == std::string::npos ? line : trim_space(line.substr(0, eq));
    const std::string value = eq == std::string::npos ? "" : trim_space(line.substr(eq + 1));
    const std::string where = std::string(kSettingsFile) + " line " + std::to_string(no) + ": ";
    if (eq == std::string::npos || value.empty()) {
      s->error = where + "not 'key = value'";
      return false;
    }
    if (key == "proto") {
      if (value != "auto" && value != "botzone-json" && value != "botzone-line") {
        s->error = where + "proto is auto, botzone-json or botzone-line";
        return false;
      }
      s->proto = value;
    } else if (key == "encoding") {
      if (value.find_first_not_of(
              "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_") !=
          std::string::npos) {
        s->error = where + "encoding is a charset name such as UTF-8 or GBK";
        return false;
      }
      s->encoding = value;
    } else if (key == "main") {
      *main_file = value;
    } else if (key == "sources") {
      s->sources = words_of(value);
    } else {
      s->error = where + "unknown key '" + key + "' (proto, encoding, main, sources)";
      return false;
    }
  }
  return true;
}

// The sources to compile: main first, then the settings' list or every file of main's language.
void pick_sources(const std::string& main_file, const std::vector<std::string>& files, Student* s) {
  std::vector<std::string> rest = s->sources;
  if (rest.empty()) {
    for (const std::string& f : files) {
      if (f != main_file && language_of(f) == s->lang && s->lang != "py") rest.push_back(f);
    }
  }
  s->sources = {main_file};
  for (const std::string& f : rest) {
    if (f != main_file) s->sources.push_back(f);
  }
}

// The main file when the settings name none: the only one of the folder's language, or for
// Java the class Botzone runs (Main.java) or the only class with a main method.
std::string guess_main(const std::string& sub, const std::vector<std::string>& files,
                       const std::string& lang) {
  std::vector<std::string> same;
  for (const std::string& f : files) {
    if (language_of(f) == lang) same.push_back(f);
  }
  if (same.size() == 1 || lang == "cpp" || lang == "c") return same.front();
  if (lang == "java") {
    if (std::find(same.begin(), same.end(), "Main.java") != same.end()) return "Main.java";
    std::string pick;
    for (const std::string& f : same) {
      std::ifstream in(sub + "/" + f);
      const std::string text((std::istreambuf_iterator<char>(in)),
                             std::istreambuf_iterator<char>());
      if (text.find("static void main") == std::string::npos) continue;
      if (!pick.empty()) return "";
      pick = f;
    }
    return pick;
  }
  for (const char* f : {"main.py", "bot.py"}) {
    if (std::find(same.begin(), same.end(), f) != same.end()) return f;
  }
  return "";
}

// Language, sources and settings of one student folder (s->error when it cannot be used).
void describe_student(const std::string& sub, Student* s) {
  if (access((sub + "/cmd").c_str(), R_OK) == 0) {
    s->lang = "cmd";
    s->source = sub + "/cmd";
    return;
  }
  std::string main_file;
  const std::string settings = sub + "/" + kSettingsFile;
  if (access(settings.c_str(), F_OK) == 0 && !read_settings(settings, s, &main_file)) return;
  const std::vector<std::string> files = files_in(sub);
  if (main_file.empty()) {
    std::map<std::string, int> langs;
    for (const std::string& f : files) {
      if (!language_of(f).empty()) ++langs[language_of(f)];
    }
    if (langs.empty()) {
      s->error = "no source file (.cpp .c .py .java) and no cmd file";
      return;
    }
    if (langs.size() > 1) {
      s->error = std::string("sources in more than one language: name the bot's main file in ") +
                 kSettingsFile + " (main = FILE)";
      return;
    }
    s->lang = langs.begin()->first;
    main_file = guess_main(sub, files, s->lang);
    if (main_file.empty()) {
      s->error = "more than one " + s->lang + " file and none is clearly the bot: name it in " +
                 kSettingsFile + " (main = FILE)";
      return;
    }
  } else {
    s->lang = language_of(main_file);
    if (s->lang.empty() || std::find(files.begin(), files.end(), main_file) == files.end()) {
      s->error = std::string(kSettingsFile) + ": main = " + main_file +
                 " is not a .cpp .c .py or .java file of the folder";
      return;
    }
  }
  for (const std::string& f : s->sources) {
    if (std::find(files.begin(), files.end(), f) == files.end()) {
      s->error = std::string(kSettingsFile) + ": sources: no file " + f + " in the folder";
      return;
    }
  }
  pick_sources(main_file, files, s);
  s->source = sub + "/" + main_file;
  if (s->lang == "java" && s->encoding.empty()) {
    std::string all;
    for (const std::string& f : s->sources) {
      std::ifstream in(sub + "/" + f, std::ios::binary);
      all.append((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    }
    s->encoding = valid_utf8(all) ? "UTF-8" : "GBK";
  }
}

std::string quoted_sources(const Student& s) {
  std::string out;
  for (const std::string& f : s.sources) out += " " + shell_quote(s.stage + "/" + f);
  return out;
}

}  // namespace

bool find_students(const std::string& dir, std::vector<Student>* out, std::string* err) {
  DIR* d = opendir(dir.c_str());
  if (!d) {
    *err = "cannot open the submissions folder " + dir;
    return false;
  }
  std::vector<std::string> names;
  while (dirent* e = readdir(d)) {
    const std::string n = e->d_name;
    struct stat st;
    if (n.empty() || n[0] == '.' || stat((dir + "/" + n).c_str(), &st) != 0 ||
        !S_ISDIR(st.st_mode)) {
      continue;
    }
    names.push_back(n);
  }
  closedir(d);
  std::sort(names.begin(), names.end());
  for (const std::string& n : names) {
    Student s;
    s.name = n;
    describe_student(dir + "/" + n, &s);
    out->push_back(s);
  }
  return true;
}

bool write_botzone_headers(const std::string& stage) {
  const std::string dir = stage + "/.botzone/jsoncpp";
  mkdir((stage + "/.botzone").c_str(), 0755);
  mkdir(dir.c_str(), 0755);
  std::ofstream f(dir + "/json.h");
  f << "// Botzone's jsoncpp header, as c6judge gives it: Debian's libjsoncpp behind it.\n"
       "#pragma once\n#include <json/json.h>\n";
  return static_cast<bool>(f);
}

std::string build_command(const Student& s, std::string* run) {
  const std::string bin = s.stage + "/bot";
  if (s.lang == "cpp") {
    *run = bin;
    // Botzone's C++ environment: its flags, and jsoncpp as "jsoncpp/json.h" (linked when used).
    return shell_quote(tool("g++")) + " -std=c++17 -O2 -D_BOTZONE_ONLINE -I" +
           shell_quote(s.stage + "/.botzone") + " -I/usr/include/jsoncpp -o " + shell_quote(bin) +
           quoted_sources(s) + " -Wl,--as-needed -ljsoncpp -lm";
  }
  if (s.lang == "c") {
    *run = bin;
    return shell_quote(tool("gcc")) + " -std=gnu11 -O2 -D_BOTZONE_ONLINE -o " + shell_quote(bin) +
           quoted_sources(s) + " -lm";
  }
  const std::string main_file = s.sources.empty() ? "" : s.sources.front();
  if (s.lang == "py") {
    *run = tool("python3") + " " + s.stage + "/" + main_file;
    // A syntax check; the byte code goes to the student's own stage, never to a shared /tmp.
    return "/usr/bin/env PYTHONPYCACHEPREFIX=" + shell_quote(s.stage + "/.pycache") + " " +
           shell_quote(tool("python3")) + " -m py_compile" + quoted_sources(s);
  }
  if (s.lang == "java") {
    *run = tool("java") + " -cp " + s.stage + " " + main_file.substr(0, main_file.size() - 5);
    return shell_quote(tool("javac")) + " -encoding " + shell_quote(s.encoding) + " -d " +
           shell_quote(s.stage) + quoted_sources(s);
  }
  // cmd: the file holds the command (or a full bot spec: proto=..., stdin=close...).
  std::ifstream f(s.source);
  std::string text;
  while (std::getline(f, text) && trim_space(text).empty()) {
  }
  *run = trim_space(text);
  return "";
}

}  // namespace judge
}  // namespace c6
