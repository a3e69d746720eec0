#!/usr/bin/env bash
# Makes sure the Debian packages the build needs are present. As root, installs the missing ones;
# otherwise prints the one command to run. Nothing is downloaded except through apt.
set -euo pipefail
pkgs=(cmake make g++ g++-11 clang rapidjson-dev catch2 python3 file clang-format parallel bubblewrap
  libjsoncpp-dev libboost-dev zlib1g-dev "$@")
missing=()
for p in "${pkgs[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
[ ${#missing[@]} -eq 0 ] && exit 0
if [ "$(id -u)" -eq 0 ]; then
  echo "ensure-deps: installing ${missing[*]}" >&2
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >/dev/null
  apt-get install -y -qq "${missing[@]}" >/dev/null
else
  echo "ensure-deps: missing packages: ${missing[*]}" >&2
  echo "run: sudo apt-get install -y ${missing[*]}" >&2
  exit 1
fi
