#!/usr/bin/env bash
# make botzone: writes BUILD/botzone/c6bot_botzone.cpp (one self-contained source: our sources plus
# the RapidJSON headers, generated, never committed) and compiles it with Botzone's flags using
# g++, and also g++-7, g++-11 and clang++ when installed, with -Wall -Wextra on top of Botzone's
# flags. Each binary is checked on one real input.
#   tools/botzone.sh [BUILD_DIR] [--compilers "g++ clang++"] [--golden] [--werror]
# --golden also runs the golden protocol sessions against every bundle binary built; --werror
# makes any warning an error (CI).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=build
compilers="g++ g++-7 g++-11 clang++"
golden=0
werror=
while [ $# -gt 0 ]; do
  case "$1" in
    --compilers) compilers=$2; shift 2 ;;
    --golden) golden=1; shift ;;
    --werror) werror=-Werror; shift ;;
    *) build=$1; shift ;;
  esac
done
case "$build" in /*) ;; *) build="$root/$build" ;; esac
out="$build/botzone"
mkdir -p "$out"
rapidjson_dir=/usr/include
[ -f "$rapidjson_dir/rapidjson/document.h" ] || { echo "botzone: RapidJSON headers not found (apt-get install rapidjson-dev)" >&2; exit 1; }
python3 "$root/tools/amalgamate.py" --src "$root/src" --rapidjson "$rapidjson_dir" --out "$out/c6bot_botzone.cpp"
# The opening book's data must be in the bundle (the amalgamator globs src/search/*.cpp).
grep -q '^// ===== begin search/book_data.cpp =====' "$out/c6bot_botzone.cpp" ||
  { echo "botzone: the opening book (search/book_data.cpp) is missing from the bundle" >&2; exit 1; }
book_entries=$(sed -n '/^\/\/ ===== begin search\/book_data.cpp/,/^\/\/ ===== end search\/book_data.cpp/p' \
  "$out/c6bot_botzone.cpp" | grep -c '^    {0x' || true)
echo "botzone: opening book embedded ($book_entries entries)"
# The bundle must not depend on anything in the tree: compile it from an empty directory.
sample='{"requests":[{"x0":7,"y0":7,"x1":-1,"y1":-1}],"responses":[]}'
built=0
bins=()
for cxx in $compilers; do
  if ! command -v "$cxx" >/dev/null 2>&1; then
    echo "botzone: $cxx not installed, skipped"
    continue
  fi
  std=-std=c++17
  [ "$cxx" = g++-7 ] && std=-std=c++1z
  bin="$out/c6bot_botzone-$cxx"
  (cd "$out" && "$cxx" $std -O2 -D_BOTZONE_ONLINE -D_GLIBCXX_USE_CXX11_ABI=0 -Wall -Wextra $werror -mavx \
      -x c++ c6bot_botzone.cpp -o "$bin" -lpthread)
  answer=$(printf '%s\n' "$sample" | "$bin" --level greedy --no-timing)
  case "$answer" in
    '{"response":{'*) echo "botzone: $cxx OK: $answer" ;;
    *) echo "botzone: $cxx binary gave a bad answer: $answer" >&2; exit 1 ;;
  esac
  # With no arguments (as Botzone starts it) the upload keeps running: answer, then the marker.
  answer=$(printf '%s\n' "$sample" | "$bin")
  case "$answer" in
    '{"response":{'*'}'$'\n''>>>BOTZONE_REQUEST_KEEP_RUNNING<<<') echo "botzone: $cxx keeps running with no arguments" ;;
    *) echo "botzone: $cxx binary without arguments did not keep running: $answer" >&2; exit 1 ;;
  esac
  built=$((built + 1))
  bins+=("$bin")
done
[ "$built" -gt 0 ] || { echo "botzone: no compiler available" >&2; exit 1; }
echo "botzone: upload $out/c6bot_botzone.cpp ($(wc -c <"$out/c6bot_botzone.cpp") bytes)"
if [ "$golden" = 1 ]; then
  for bin in "${bins[@]}"; do
    "$root/tests/protocol/run_golden.sh" "$bin" "$root/tests/protocol/golden" || exit 1
  done
fi
