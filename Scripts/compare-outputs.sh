#!/usr/bin/env bash
# Runs two builds of template-apply on every fixture and corpus document and reports every
# command whose output (stdout, stderr, exit status, written files) differs between them.
#
#   Scripts/compare-outputs.sh BEFORE/template-apply AFTER/template-apply [DOCUMENT...]
#   Scripts/compare-outputs.sh --base COMMIT [DOCUMENT...]
#
# With --base, COMMIT is exported and built (debug) in a temporary folder, and the working tree is
# built here: the comparison is COMMIT against the working tree. Every subcommand runs: on each
# document inspect, match, apply, merge (to Interface Builder, placed by frames and by
# constraints, and to a template), upgrade, render and check; simulate on every scenario of
# Fixtures/Scenarios; compose on every template holding a <container>; check, merge and upgrade on
# the fixture trees; devices once.
#
# Without documents: every .xib, .storyboard and .layouts.xml under Fixtures/, and under
# ../shared/corpus when it is there. Exits 1 when anything differs.
set -uo pipefail
cd "$(dirname "$0")/.."
if [ "${1:-}" = "--base" ]; then
  base=$2
  shift 2
  export_dir=$(mktemp -d)
  git archive "$base" | tar -x -C "$export_dir" || exit 2
  echo "building $base in $export_dir" >&2
  (cd "$export_dir" && swift build --product template-apply >&2) || exit 2
  echo "building the working tree" >&2
  swift build --product template-apply >&2 || exit 2
  before=$(cd "$export_dir" && echo "$(swift build --show-bin-path)/template-apply")
  after="$(swift build --show-bin-path)/template-apply"
else
  before=$(realpath "$1") after=$(realpath "$2")
  shift 2
fi
if [ $# -gt 0 ]; then
  documents=("$@")
else
  mapfile -t documents < <(find Fixtures ../shared/corpus -type f \( -name '*.xib' -o -name '*.storyboard' -o -name '*.layouts.xml' \) 2>/dev/null | sort)
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# One run: stdout, stderr and status into DIR, the output file (when the command writes one) too.
run() {
  local binary=$1 dir=$2
  shift 2
  mkdir -p "$dir"
  (cd "$dir" && "$binary" "$@" >stdout 2>stderr; echo $? >status)
}

differences=0 commands=0
for document in "${documents[@]}"; do
  path=$(realpath "$document")
  for command in "inspect" "inspect --format json" "match" "match --format json" "match --matching compatible" \
                 "apply --orientation landscape" "apply --orientation landscape --format json" \
                 "merge --output out.xib" "merge --auto-layout --output out.xib" "merge --to template --output out.layouts.xml" "upgrade --output out.xib" \
                 "render --output out.svg" "check"; do
    read -r -a arguments <<<"$command"
    commands=$((commands + 1))
    run "$before" "$work/before" "${arguments[0]}" "$path" "${arguments[@]:1}"
    run "$after" "$work/after" "${arguments[0]}" "$path" "${arguments[@]:1}"
    # The file names in the outputs are the same: both runs read the same path.
    if ! diff -r -q "$work/before" "$work/after" >/dev/null; then
      echo "differs: template-apply $command $document"
      diff -r "$work/before" "$work/after" | head -20
      differences=$((differences + 1))
    fi
    rm -rf "$work/before" "$work/after"
  done
done
# One command run by both builds, compared; `$@` is the argument list.
compare() {
  commands=$((commands + 1))
  run "$before" "$work/before" "$@"
  run "$after" "$work/after" "$@"
  if ! diff -r -q "$work/before" "$work/after" >/dev/null; then
    echo "differs: template-apply $*"
    diff -r "$work/before" "$work/after" | head -20
    differences=$((differences + 1))
  fi
  rm -rf "$work/before" "$work/after"
}

if [ $# -eq 0 ]; then
  for scenario in Fixtures/Scenarios/*.json; do
    case $scenario in *.expected.json) continue ;; esac
    compare simulate "$(realpath "$scenario")"
    compare simulate "$(realpath "$scenario")" --format json
  done
  while IFS= read -r template; do
    path=$(realpath "$template")
    compare compose "$path" --size 1024x768 --horizontal-class regular --vertical-class regular --action flip --action finishFlip
    compare compose "$path" --size 375x667 --horizontal-class compact --vertical-class regular --format json --action flip
  done < <(grep -l '<container' -r Fixtures --include='*.layouts.xml' | sort)
  for tree in Fixtures/CheckRepo Fixtures/TreeConversion; do
    path=$(realpath "$tree")
    compare check "$path"
    compare check "$path" --format json
    compare merge "$path" --output out
    compare upgrade "$path" --output out
  done
  compare devices
fi

echo "$commands runs on ${#documents[@]} documents, $differences differ"
[ "$differences" -eq 0 ]
