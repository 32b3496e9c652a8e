#!/usr/bin/env bash
# Installs, with apt-get, whatever the build and the tests need and this machine lacks
# (chromium: the tests load the event's html pages in a real browser, headless).
# Debian bookworm, as root (or with sudo). Does nothing when everything is present.
#   setup-debian.sh          the build and the tests
#   setup-debian.sh --fuzz   also clang and its runtime (libFuzzer, sanitizers): scripts/fuzz.sh
set -euo pipefail

packages=(
  g++ cmake ninja-build
  libboost-graph-dev libboost-program-options-dev
  nlohmann-json3-dev catch2 liblemon-dev libsqlite3-dev libedit-dev
  python3 python3-networkx python3-jsonschema
  chromium
)
# libclang-rt-14-dev holds libFuzzer; clang only recommends it.
if [ "${1:-}" = "--fuzz" ]; then packages+=(clang libclang-rt-14-dev); fi

missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
[ ${#missing[@]} -eq 0 ] && exit 0

echo "setup: installing ${missing[*]}" >&2
sudo_cmd=()
[ "$(id -u)" -ne 0 ] && sudo_cmd=(sudo)
export DEBIAN_FRONTEND=noninteractive
"${sudo_cmd[@]}" apt-get update -qq
"${sudo_cmd[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}"
