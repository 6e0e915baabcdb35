#!/usr/bin/env bash
# The `check` figure of docs/BENCHMARKS.md: `template-apply check` on a folder of 400 generated two-layout documents of
# about 80 KB each (53 views per layout; `template-dev generate`, seeds 1 to 400).
#
#   swift build -c release && Scripts/bench-check.sh [RUNS]
#
# Prints the files' count and total size, the machine's processors and load average, then the wall
# time of each run of `check` (after one untimed warm-up run) and their median. The generated
# documents carry views that one layout lacks, so every design is checked through to its problems,
# which is the most work `check` does per file.
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
tool="$here/.build/release/template-apply"
dev="$here/.build/release/template-dev"
[ -x "$tool" ] && [ -x "$dev" ] || { echo "build the release binaries first: swift build -c release" >&2; exit 64; }
runs="${1:-7}"
folder="$(mktemp -d)"
trap 'rm -rf "$folder"' EXIT
for seed in $(seq 1 400); do
  "$dev" generate --views 53 --seed "$seed" -o "$folder/Screen$seed.xib" >/dev/null
  rm -f "$folder/Screen$seed.truth.json"
done
count=$(ls "$folder"/*.xib | wc -l)
bytes=$(cat "$folder"/*.xib | wc -c)
echo "files: $count, $((bytes / 1024)) KiB in all, $((bytes / count / 1024)) KiB each on average"
echo "processors: $(nproc); load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
"$tool" check "$folder" >/dev/null 2>&1 || true
times=()
for run in $(seq 1 "$runs"); do
  start=$(date +%s%N)
  "$tool" check "$folder" >/dev/null 2>&1 || true
  end=$(date +%s%N)
  ms=$(( (end - start) / 1000000 ))
  times+=("$ms")
  echo "run $run: $ms ms"
done
median=$(printf '%s\n' "${times[@]}" | sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}')
echo "median of $runs runs: $median ms; load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
"$tool" check "$folder" 2>/dev/null | sed 's/^/summary: /' || true
