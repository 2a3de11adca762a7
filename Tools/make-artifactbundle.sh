#!/usr/bin/env bash
# Builds alertlint.artifactbundle: a SwiftPM artifact bundle (SE-0305, info.json schema 1.0)
# holding a release alertlint that links libyaml and the Swift runtime (Foundation included)
# statically, so it runs where neither is installed. Linux x86_64 only; docs/artifact-bundle.md
# describes the macOS variant.
#
# Usage: Tools/make-artifactbundle.sh [OUTPUT_FOLDER]   (default: .build/artifactbundle)
# Prints the bundle's path on success.
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
out="${1:-$root/.build/artifactbundle}"
triple="x86_64-unknown-linux-gnu"

if [ "$(uname -s)-$(uname -m)" != "Linux-x86_64" ]; then
    echo "make-artifactbundle: only builds the $triple variant; see docs/artifact-bundle.md" >&2
    exit 2
fi

# libyaml reaches the link line twice, both times as -lyaml, which the linker resolves to
# libyaml.so: from the CYAML module map's `link "yaml"` (Swift autolinking) and from the
# systemLibrary target's pkg-config. The first is switched off with
# -disable-autolink-library; the second is pointed at the archive by a yaml-0.1.pc, found
# first on PKG_CONFIG_PATH, whose Libs is -l:libyaml.a (decision 0029).
libdir="$(pkg-config --variable=libdir yaml-0.1 2>/dev/null || echo /usr/lib/x86_64-linux-gnu)"
if [ ! -f "$libdir/libyaml.a" ]; then
    echo "make-artifactbundle: $libdir/libyaml.a not found (install libyaml-dev)" >&2
    exit 2
fi
pcdir="$(mktemp -d)"
trap 'rm -rf "$pcdir"' EXIT
cat >"$pcdir/yaml-0.1.pc" <<PC
Name: yaml
Description: libyaml, linked statically into the artifact bundle
Version: $(pkg-config --modversion yaml-0.1 2>/dev/null || echo 0.2)
Cflags:
Libs: -L$libdir -l:libyaml.a
PC

PKG_CONFIG_PATH="$pcdir${PKG_CONFIG_PATH:+:$PKG_CONFIG_PATH}" \
    swift build --package-path "$root" -c release --product alertlint --static-swift-stdlib \
    -Xswiftc -Xfrontend -Xswiftc -disable-autolink-library -Xswiftc -Xfrontend -Xswiftc yaml >&2
binary="$(swift build --package-path "$root" -c release --show-bin-path)/alertlint"

version="$("$binary" --version)"
bundle="$out/alertlint.artifactbundle"
variant="alertlint-$version-linux-x86_64"
rm -rf "$bundle"
mkdir -p "$bundle/$variant/bin"
cp "$binary" "$bundle/$variant/bin/alertlint"
strip "$bundle/$variant/bin/alertlint" 2>/dev/null || true
cp "$root/LICENSE" "$bundle/"
cat >"$bundle/info.json" <<JSON
{
    "schemaVersion": "1.0",
    "artifacts": {
        "alertlint": {
            "type": "executable",
            "version": "$version",
            "variants": [
                {
                    "path": "$variant/bin/alertlint",
                    "supportedTriples": ["$triple"]
                }
            ]
        }
    }
}
JSON
echo "$bundle"
