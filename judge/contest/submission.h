// One student's submission: which files it holds, in which language, the optional settings file
// that says what cannot be guessed, and the Botzone-like commands that build and run it.
//
// A submission is a folder. Without settings the judge takes every source of the one language it
// finds (.cpp/.cc/.cxx, .c, .java, or a single .py) or a `cmd` file (the command, or a full bot
// spec). `c6judge.txt` in the folder may say, one `key = value` a line:
//   proto    = auto | botzone-json | botzone-line   (default auto: the judge asks the bot)
//   encoding = UTF-8 | GBK | ...                     (Java sources; default: UTF-8 when the bytes
//                                                    are valid UTF-8, else GBK)
//   main     = FILE                                  (the bot's main file: its language, its class
//                                                    for Java, the script for Python)
//   sources  = FILE FILE ...                         (the other files compiled with main; default:
//                                                    every file of main's language)
#pragma once

#include <string>
#include <vector>

#include "bots/bot_spec.h"

namespace c6 {
namespace judge {

// The name of the optional settings file in a student's folder.
constexpr char kSettingsFile[] = "c6judge.txt";

// One student as found, built and checked.
struct Student {
  std::string name;    // the sub-folder's name
  std::string lang;    // cpp, c, py, java, cmd, or "" when nothing usable was found
  std::string source;  // absolute path of the main source (or cmd file) in the submissions
  std::vector<std::string> sources;  // file names (in the folder) compiled: main first
  std::string encoding;              // Java source encoding ("" = not Java)
  std::string proto = "auto";        // auto, botzone-json or botzone-line (settings)
  bool proto_given = false;          // a cmd file's spec names its proto=
  std::string stage;                 // the student's private build folder (binaries), absolute
  std::string home;  // private HOME and TMPDIR in the uid sandbox ("" = none: bwrap has its own)
  bool built = false;
  std::string error;  // why not built (first line of the compiler output, or what was missing)
  BotSpec spec;       // how to run it (sandboxed), valid when built
  std::string note;   // check result and applied fixes, for the standings
};

// Lists the students of a submissions folder (sorted by name): language, sources and settings,
// not built. A student whose folder cannot be used gets its error (not fatal).
bool find_students(const std::string& dir, std::vector<Student>* out, std::string* err);
// Compile command (argv as one shell string, run in the student's stage) for a student, or ""
// when nothing is compiled (cmd, Python is only syntax-checked); *run gets the command that runs
// the built bot. Paths are absolute.
std::string build_command(const Student& s, std::string* run);
// Writes what Botzone gives a C++ student besides the compiler into the stage: the header
// "jsoncpp/json.h" (Debian's jsoncpp behind it). False if it cannot be written.
bool write_botzone_headers(const std::string& stage);

}  // namespace judge
}  // namespace c6
