#!/usr/bin/env bash
# Runs ONE libFuzzer process over the importers for $1 seconds (default 600), seeded from Fixtures/
# and, when present, ../shared/corpus. New inputs collect in .build-fuzz/corpus, crashers in
# .build-fuzz/artifacts/ (copy each one to Fixtures/Crashers/ with a regression test).
#   Fuzz/build.sh && Fuzz/run.sh 1200
set -euo pipefail
cd "$(dirname "$0")/.."
DURATION=${1:-600}
OUT=.build-fuzz
mkdir -p "$OUT/corpus" "$OUT/artifacts"
SEEDS=()
[ -d Fixtures ] && SEEDS+=(Fixtures)
[ -d ../shared/corpus ] && SEEDS+=(../shared/corpus)
exec "$OUT/fuzz-layout-templates" "$OUT/corpus" "${SEEDS[@]}" \
    -max_total_time="$DURATION" -max_len=32768 -timeout=5 -rss_limit_mb=2048 \
    -dict=Fuzz/interface-builder.dict -artifact_prefix="$OUT/artifacts/" \
    -print_final_stats=1
