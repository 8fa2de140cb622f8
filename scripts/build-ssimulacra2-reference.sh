#!/usr/bin/env bash
# Builds the reference SSIMULACRA 2 tool, which our implementation (packages/engine/src/quality/
# ssimulacra2.ts) is checked against. Dev-only: nothing in the repository runs it at build or test
# time. CI has no access to GitHub, so the tests read committed reference scores
# (packages/engine/src/quality/ssimulacra2-reference.json); this script and
# bench/ssimulacra2-reference.ts are how those scores were made and can be made again.
#
#   scripts/build-ssimulacra2-reference.sh SOURCE_DIR [OUTPUT_BINARY]
#
# SOURCE_DIR is a checkout (or `git archive` export) of https://github.com/cloudinary/ssimulacra2,
# the standalone SSIMULACRA 2.1 with the subset of libjxl it needs (used: commit 81feacf). The
# binary goes to OUTPUT_BINARY (default /work/tools/ssimulacra2). Needs, on Debian 12:
#
#   apt-get install -y build-essential cmake ninja-build libhwy-dev liblcms2-dev \
#     libjpeg62-turbo-dev libpng-dev zlib1g-dev
#
# Debian's highway 1.0.3 builds it unchanged. (libjxl's own `tools/ssimulacra2` is the same metric;
# Debian's libjxl-devtools 0.7 has only SSIMULACRA 1 and Butteraugli.)
set -euo pipefail

source_dir=${1:?usage: $0 SOURCE_DIR [OUTPUT_BINARY]}
output=${2:-/work/tools/ssimulacra2}
build_dir="$source_dir/build"

cmake -S "$source_dir/src" -B "$build_dir" -G Ninja -DCMAKE_BUILD_TYPE=Release
ninja -C "$build_dir" ssimulacra2
mkdir -p "$(dirname "$output")"
cp "$build_dir/ssimulacra2" "$output"
strip "$output"
# Without arguments the tool prints its version and usage, and exits 1.
{ "$output" 2>&1 || true; } | head -n 1
echo "Built $output"
