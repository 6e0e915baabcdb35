#!/usr/bin/env bash
# Runs the `check-layouts` SwiftPM command plugin from a sample package, as a user's package would:
# a package that depends on this one by path, with the designs of Fixtures/CheckRepo in it.
#
#   Scripts/check-layouts-sample.sh [WORK_FOLDER]
#
# Checks that `swift package check-layouts` exits 0 and prints the triage summary on the clean
# designs, that `--format sarif > FILE` writes nothing but a SARIF log, and that after one view is
# added to one layout it fails and names that view's file:line:col (a line that starts with the path,
# as SwiftPM echoes the plugin's output unchanged) and check's own status.
# The first run builds this package in the sample's own build folder (a few minutes); later runs with
# the same WORK_FOLDER are incremental.
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
work="${1:-${TMPDIR:-/tmp}/check-layouts-sample}"
sample="$work/SampleApp"
rm -rf "$sample"
mkdir -p "$sample/Sources/SampleApp"
cp -R "$here/Fixtures/CheckRepo/." "$sample/"
cat > "$sample/Package.swift" <<SWIFT
// swift-tools-version:6.1
import PackageDescription

let package = Package(
    name: "SampleApp",
    dependencies: [.package(path: "$here")],
    targets: [.target(name: "SampleApp")]
)
SWIFT
echo "public let sampleApp = \"an app whose screens are Interface Builder files\"" > "$sample/Sources/SampleApp/SampleApp.swift"
cd "$sample"
fail() { echo "FAIL: $*" >&2; exit 1; }

echo "== swift package check-layouts (clean designs)"
set +e
out="$(swift package --scratch-path "$work/.build" --disable-sandbox check-layouts 2>"$work/stderr.txt")"
status=$?
set -e
cat "$work/stderr.txt" >&2
echo "$out"
[ $status -eq 0 ] || fail "expected exit status 0, got $status"
grep -q "^checked 9 documents: 4 designs passed, 0 with problems; 1 without alternative layouts, 1 half-connected, 1 not iOS (skipped)$" <<<"$out" \
  || fail "the triage summary is not on stdout"

echo "== swift package check-layouts --format sarif > layouts.sarif"
swift package --scratch-path "$work/.build" --disable-sandbox check-layouts --format sarif > layouts.sarif
python3 -c 'import json,sys; log=json.load(open("layouts.sarif")); assert log["version"]=="2.1.0", log["version"]; print("SARIF", log["version"], len(log["runs"][0]["results"]), "results")'

echo "== one view added to the landscape layout of SettingsViewController-landscape.xib"
python3 - <<'PY'
path = "App/Settings/SettingsViewController-landscape.xib"
text = open(path).read()
root = text.index('id="s-root"')
close = text.index("</subviews>", root)
text = text[:close] + '    <button buttonType="roundedRect" id="added"><rect key="frame" x="10" y="400" width="100" height="30"/><state key="normal" title="Rate us"/></button>\n            ' + text[close:]
open(path, "w").write(text)
PY
set +e
swift package --scratch-path "$work/.build" --disable-sandbox check-layouts >"$work/stdout.txt" 2>"$work/stderr.txt"
status=$?
set -e
cat "$work/stdout.txt" "$work/stderr.txt"
[ $status -ne 0 ] || fail "expected a failing status after adding a view"
grep -q '^App/Settings/SettingsViewController-landscape.xib:[0-9]*:[0-9]*: error: couldn.t find match for UIView => UIButton "Rate us" \[unmatched-view\]$' "$work/stdout.txt" \
  || fail "the added view is not reported at its file:line:col"
grep -q 'template-apply check exited with status 1 (design problems found)' "$work/stderr.txt" || fail "check's status is not said"
echo "OK: the plugin passes clean designs, writes SARIF, and fails on an added view (status $status)"
