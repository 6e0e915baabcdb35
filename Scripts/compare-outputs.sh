#!/usr/bin/env bash
# Runs two builds of template-apply on every fixture and corpus document and reports every
# command whose output (stdout, stderr, exit status, written files) differs between them.
#
#   Scripts/compare-outputs.sh BEFORE/template-apply AFTER/template-apply [DOCUMENT...]
#
# Without documents: every .xib, .storyboard and .layouts.xml under Fixtures/, and under
# ../shared/corpus when it is there. Exits 1 when anything differs.
set -uo pipefail
before=$(realpath "$1") after=$(realpath "$2")
shift 2
cd "$(dirname "$0")/.."
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
                 "merge --output out.xib" "merge --to template --output out.layouts.xml" "upgrade --output out.xib" \
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
echo "$commands runs on ${#documents[@]} documents, $differences differ"
[ "$differences" -eq 0 ]
