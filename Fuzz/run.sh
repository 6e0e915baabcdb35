#!/usr/bin/env bash
# Runs ONE libFuzzer process for $1 seconds (default 600) over one target, $2 (default importers):
#   importers  the importers, the layout finder and both matchers, seeded from Fixtures/ and,
#              when present, ../shared/corpus;
#   render     the same import, then the SVG and HTML drawings, seeded the same way;
#   conversion the same import, then upgrade and merge, whose outputs must be sound documents,
#              seeded the same way;
#   simulate   scenario JSON replayed and printed as text and JSON, seeded from Fixtures/Scenarios;
#   configuration, baseline, glob
#              the check configuration (YAML), the baseline (JSON) and glob patterns against paths
#              (a pattern line, then path lines), seeded from Fuzz/Seeds/TARGET.
# The seed folders are also FuzzTargetName.seedFolders (Fuzz/FuzzTarget.swift), whose every file
# FuzzTests runs: keep the two lists alike.
# New inputs collect in .build-fuzz/corpus (importers) or .build-fuzz/corpus-TARGET, crashers in
# .build-fuzz/artifacts/ (keep each one with a regression test: in Fixtures/Crashers/ for the
# importers and render, among its target's seeds for the others, which FuzzTests then replays).
#   Fuzz/build.sh && Fuzz/run.sh 600 render
set -euo pipefail
cd "$(dirname "$0")/.."
DURATION=${1:-600}
TARGET=${2:-importers}
OUT=.build-fuzz
SEEDS=()
case "$TARGET" in
    importers|render|conversion)
        CORPUS=$OUT/corpus
        [ "$TARGET" != importers ] && CORPUS=$OUT/corpus-$TARGET
        DICT=Fuzz/interface-builder.dict
        [ -d Fixtures ] && SEEDS+=(Fixtures)
        [ -d ../shared/corpus ] && SEEDS+=(../shared/corpus)
        ;;
    simulate)
        CORPUS=$OUT/corpus-simulate
        DICT=Fuzz/scenario.dict
        SEEDS+=(Fixtures/Scenarios)
        ;;
    configuration|baseline|glob)
        CORPUS=$OUT/corpus-$TARGET
        DICT=Fuzz/yaml.dict
        [ "$TARGET" = baseline ] && DICT=Fuzz/baseline.dict
        SEEDS+=(Fuzz/Seeds/$TARGET)
        ;;
    *) echo "unknown fuzz target '$TARGET' (importers, render, conversion, simulate, configuration, baseline or glob)" >&2; exit 2 ;;
esac
mkdir -p "$CORPUS" "$OUT/artifacts"
# libdispatch's continuation cache is not a leak of ours (see Fuzz/lsan.supp).
export LSAN_OPTIONS=${LSAN_OPTIONS:-suppressions=$(pwd)/Fuzz/lsan.supp}
FUZZ_TARGET=$TARGET exec "$OUT/fuzz-layout-templates" "$CORPUS" "${SEEDS[@]}" \
    -max_total_time="$DURATION" -max_len=32768 -timeout=5 -rss_limit_mb=2048 \
    -dict="$DICT" -artifact_prefix="$OUT/artifacts/$TARGET-" \
    -print_final_stats=1
