#!/usr/bin/env bash
# Builds the libFuzzer target (importers and matchers, render, simulate, the check configuration,
# the baseline and globs; Fuzz/run.sh picks one):
#   Fuzz/build.sh            -> .build-fuzz/fuzz-layout-templates
# Then, for example (ONE process; the machine is shared):
#   Fuzz/run.sh 1200
# Needs a Swift toolchain for Linux (it ships libFuzzer) and libxml2-dev, and the package's
# dependencies resolved (`swift package resolve`: Yams is compiled from .build/checkouts).
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$(pwd)
YAMS=$ROOT/.build/checkouts/Yams/Sources
[ -d "$YAMS" ] || swift package resolve
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

# 2. Yams and its libyaml (CYaml), instrumented too: the configuration reader hands them its text.
CLANG_SANITIZE=${SANITIZE/fuzzer/fuzzer-no-link}
YAML_OBJECTS=()
for source in "$YAMS"/CYaml/src/*.c; do
    object="$OUT/CYaml-$(basename "$source" .c).o"
    clang -c -O1 -g -fsanitize="$CLANG_SANITIZE" -DYAML_DECLARE_EXPORT -I "$YAMS/CYaml/include" "$source" -o "$object"
    YAML_OBJECTS+=("$object")
done
mapfile -t YAMS_SOURCES < <(find "$YAMS/Yams" -name '*.swift' | sort)
swiftc -module-name Yams -parse-as-library -wmo -O -g -D SWIFT_PACKAGE -suppress-warnings \
    -sanitize="$SANITIZE" -I "$YAMS/CYaml/include" \
    -emit-module -emit-module-path "$OUT/Yams.swiftmodule" \
    -c "${YAMS_SOURCES[@]}" -o "$OUT/Yams.o"

# 3. The library's modules, each its own module as in the package and in its dependency order, with
#    testing enabled so that the fuzz entry reaches their internal API as the tests do. They share
#    the package name SwiftPM gives them, so `package` declarations are visible between them.
OBJECTS=("$OUT/LayoutXML.o")
for module in LayoutCore LayoutAdaptive LayoutScenarios LayoutDocuments LayoutMatching LayoutRender LayoutConversion LayoutChecking LayoutTemplates; do
    mapfile -t SOURCES < <(find "$ROOT/Sources/$module" -name '*.swift' | sort)
    swiftc -module-name "$module" -package-name layouttemplates -parse-as-library -wmo -O -g -enable-testing \
        -sanitize="$SANITIZE" \
        -I "$OUT" -I "$ROOT/Sources/CLibXML2" -I "$YAMS/CYaml/include" "${CC_FLAGS[@]}" \
        -emit-module -emit-module-path "$OUT/$module.swiftmodule" \
        -c "${SOURCES[@]}" -o "$OUT/$module.o"
    OBJECTS+=("$OUT/$module.o")
done

# 4. The fuzz entry, linked with libFuzzer's main.
swiftc -module-name LayoutTemplatesFuzz -package-name layouttemplates -parse-as-library -wmo -O -g \
    -sanitize="$SANITIZE" \
    -I "$OUT" -I "$ROOT/Sources/CLibXML2" -I "$YAMS/CYaml/include" "${CC_FLAGS[@]}" \
    "$ROOT/Fuzz/FuzzTarget.swift" "$ROOT/Fuzz/FuzzEntryPoint.swift" "${OBJECTS[@]}" \
    "$OUT/Yams.o" "${YAML_OBJECTS[@]}" \
    -use-ld=lld $XML_LIBS -o "$OUT/fuzz-layout-templates"
echo "built $OUT/fuzz-layout-templates"
