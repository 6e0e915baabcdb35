#!/usr/bin/env bash
# Builds the libFuzzer target (importers and matchers, render, simulate; Fuzz/run.sh picks one):
#   Fuzz/build.sh            -> .build-fuzz/fuzz-layout-templates
# Then, for example (ONE process; the machine is shared):
#   Fuzz/run.sh 1200
# Needs a Swift toolchain for Linux (it ships libFuzzer) and libxml2-dev.
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$(pwd)
OUT=$ROOT/.build-fuzz
mkdir -p "$OUT"
# swiftc leaves intermediate module files in the current directory: build from inside $OUT.
cd "$OUT"
SANITIZE=${SANITIZE:-fuzzer,address}
XML_CFLAGS=$(pkg-config --cflags libxml-2.0)
XML_LIBS=$(pkg-config --libs libxml-2.0)
CC_FLAGS=()
for flag in $XML_CFLAGS; do CC_FLAGS+=(-Xcc "$flag"); done

# 1. The XML layer, its own module as in the package (only it imports CLibXML2).
swiftc -module-name LayoutXML -package-name layouttemplates -parse-as-library -wmo -O -g \
    -sanitize="$SANITIZE" \
    -I "$ROOT/Sources/CLibXML2" "${CC_FLAGS[@]}" \
    -emit-module -emit-module-path "$OUT/LayoutXML.swiftmodule" \
    -c "$ROOT"/Sources/LayoutXML/*.swift -o "$OUT/LayoutXML.o"

# 2. The library with the fuzz entry compiled into it, linked with libFuzzer's main. Both modules
#    share the package name SwiftPM gives them, so `package` declarations are visible between them.
mapfile -t LIBRARY < <(find "$ROOT/Sources/LayoutTemplates" -name '*.swift' | sort)
swiftc -module-name LayoutTemplates -package-name layouttemplates -parse-as-library -wmo -O -g \
    -sanitize="$SANITIZE" \
    -I "$OUT" -I "$ROOT/Sources/CLibXML2" "${CC_FLAGS[@]}" \
    "${LIBRARY[@]}" "$ROOT/Fuzz/FuzzTarget.swift" "$ROOT/Fuzz/FuzzImporters.swift" "$OUT/LayoutXML.o" \
    -use-ld=lld $XML_LIBS -o "$OUT/fuzz-layout-templates"
echo "built $OUT/fuzz-layout-templates"
