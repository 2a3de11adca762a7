#!/usr/bin/env python3
"""Regenerate the CLDR plural rules table from CLDR's plurals.xml.

The linter's plural rules (plural-categories, plural-without-number) and the generated app code
pick plural categories with CLDR's cardinal plural rules. This script reads plurals.xml and
writes

    Sources/AlertSpec/Locale/PluralRulesData.swift    the rules as CLDR writes them (generated)

one entry per <pluralRules> element: its locales, and for each category the rule's condition
and its @integer and @decimal samples, as text. PluralRules.swift parses the conditions at
first use; the tests check every sample against them.

CI does not run it; its output is committed. To regenerate:

    python3 Tools/cldr/generate_plural_rules.py                      # from /work/shared/cldr/plurals.xml
    python3 Tools/cldr/generate_plural_rules.py path/to/plurals.xml
    python3 Tools/cldr/generate_plural_rules.py --check              # exit 1 if the file is stale

The output is deterministic: the same plurals.xml gives a byte-identical file, which is
written only when its content changes.
"""

from __future__ import annotations

import argparse
import hashlib
import os
import re
import sys
import xml.etree.ElementTree as ET
from dataclasses import dataclass

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
OUTPUT_PATH = os.path.join(ROOT, "Sources", "AlertSpec", "Locale", "PluralRulesData.swift")
DEFAULT_SOURCE = "/work/shared/cldr/plurals.xml"

CATEGORIES = ["zero", "one", "two", "few", "many", "other"]


@dataclass
class Rule:
    category: str
    condition: str
    integer_samples: str
    decimal_samples: str


@dataclass
class RuleSet:
    locales: list[str]
    rules: list[Rule]


def canonical_locale(raw: str) -> str:
    """CLDR's `pt_PT` as the BCP 47 id LocaleID uses: `pt-PT` (script title case, region upper)."""
    parts = raw.replace("_", "-").split("-")
    out = [parts[0].lower()]
    for index, part in enumerate(parts[1:]):
        if index == 0 and len(part) == 4 and part.isalpha():
            out.append(part.title())
        elif (len(part) == 2 and part.isalpha()) or (len(part) == 3 and part.isdigit()):
            out.append(part.upper())
        else:
            out.append(part.lower())
    return "-".join(out)


def split_rule(text: str) -> tuple[str, str, str]:
    """`i = 1 and v = 0 @integer 1 @decimal …` → condition, integer samples, decimal samples."""
    text = " ".join(text.split())  # CLDR pads some rules with runs of spaces
    condition, integer, decimal = text, "", ""
    if "@" in text:
        condition, _, samples = text.partition("@")
        samples = "@" + samples
        for match in re.finditer(r"@(\w+)([^@]*)", samples):
            kind, values = match.group(1), match.group(2).strip()
            if kind == "integer":
                integer = values
            elif kind == "decimal":
                decimal = values
            else:
                raise SystemExit(f"unknown sample kind @{kind} in {text!r}")
    return condition.strip(), integer, decimal


def read_rule_sets(path: str) -> tuple[list[RuleSet], str | None, str]:
    tree = ET.parse(path)
    root = tree.getroot()
    version = root.find("version")
    cldr_version = None
    revision = ""
    if version is not None:
        cldr_version = version.get("cldrVersion")
        revision = version.get("number", "")
    plurals = [p for p in root.iter("plurals") if p.get("type", "cardinal") == "cardinal"]
    if len(plurals) != 1:
        raise SystemExit(f"expected one <plurals type=\"cardinal\">, found {len(plurals)}")
    rule_sets: list[RuleSet] = []
    seen: dict[str, int] = {}
    for element in plurals[0].findall("pluralRules"):
        locales = [canonical_locale(raw) for raw in element.get("locales", "").split()]
        rules: list[Rule] = []
        for rule in element.findall("pluralRule"):
            category = rule.get("count", "")
            if category not in CATEGORIES:
                raise SystemExit(f"unknown plural category {category!r} for {locales}")
            if any(r.category == category for r in rules):
                raise SystemExit(f"category {category} twice for {locales}")
            condition, integer, decimal = split_rule(rule.text or "")
            if category == "other" and condition:
                raise SystemExit(f"'other' has a condition for {locales}: {condition!r}")
            if category != "other" and not condition:
                raise SystemExit(f"{category} has no condition for {locales}")
            rules.append(Rule(category, condition, integer, decimal))
        if not any(r.category == "other" for r in rules):
            raise SystemExit(f"no 'other' rule for {locales}")
        for locale in locales:
            if locale in seen:
                raise SystemExit(f"locale {locale} in two <pluralRules> elements")
            seen[locale] = len(rule_sets)
        rule_sets.append(RuleSet(locales, rules))
    return rule_sets, cldr_version, revision


def copyright_line(path: str) -> str:
    with open(path, encoding="utf-8") as file:
        for line in file:
            if "Copyright" in line:
                return line.strip()
    return "Copyright © Unicode, Inc."


def swift_string(text: str) -> str:
    escaped = text.replace("\\", "\\\\").replace('"', '\\"')
    return f'"{escaped}"'


def render(rule_sets: list[RuleSet], cldr_version: str | None, revision: str, source_name: str, digest: str, notice: str) -> str:
    if cldr_version:
        version_note = f"CLDR {cldr_version}"
        version_literal = swift_string(cldr_version)
    else:
        version_note = f'CLDR version not stated (the file\'s <version number="{revision}"/> names none)'
        version_literal = "nil"
    locale_count = sum(len(s.locales) for s in rule_sets)
    out: list[str] = []
    out.append("// generated by Tools/cldr/generate_plural_rules.py — do not edit")
    out.append("//")
    out.append(f"// CLDR cardinal plural rules from {source_name} (sha256 {digest[:16]}…),")
    out.append(f"// {version_note}.")
    out.append(f"// {notice}")
    out.append("// Unicode license: see the LICENSE file that comes with plurals.xml.")
    out.append(f"// {len(rule_sets)} rule sets, {locale_count} locales.")
    out.append("")
    out.append("extension PluralRules {")
    out.append("    /// The CLDR release the rules come from, or nil when plurals.xml does not name it.")
    out.append(f"    static let cldrVersion: String? = {version_literal}")
    out.append("")
    out.append("    /// Every `<pluralRules>` element of plurals.xml, in file order: its locales (BCP 47, as")
    out.append("    /// `LocaleID` spells them) and each category's condition and samples as CLDR writes them.")
    out.append("    static let sources: [RuleSetSource] = [")
    for rule_set in rule_sets:
        out.append("        RuleSetSource(")
        out.append(f"            locales: [{', '.join(swift_string(l) for l in rule_set.locales)}],")
        out.append("            rules: [")
        for rule in rule_set.rules:
            out.append(
                f"                RuleSource(.{rule.category}, {swift_string(rule.condition)}, "
                f"integer: {swift_string(rule.integer_samples)}, decimal: {swift_string(rule.decimal_samples)}),"
            )
        out.append("            ]")
        out.append("        ),")
    out.append("    ]")
    out.append("}")
    return "\n".join(out) + "\n"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("source", nargs="?", default=DEFAULT_SOURCE, help="CLDR plurals.xml")
    parser.add_argument("--check", action="store_true", help="exit 1 if the committed file differs from what plurals.xml gives")
    args = parser.parse_args()

    with open(args.source, "rb") as file:
        digest = hashlib.sha256(file.read()).hexdigest()
    rule_sets, cldr_version, revision = read_rule_sets(args.source)
    content = render(rule_sets, cldr_version, revision, os.path.basename(args.source), digest, copyright_line(args.source))

    old = open(OUTPUT_PATH, encoding="utf-8").read() if os.path.exists(OUTPUT_PATH) else None
    stale = old != content
    if stale and not args.check:
        os.makedirs(os.path.dirname(OUTPUT_PATH), exist_ok=True)
        with open(OUTPUT_PATH, "w", encoding="utf-8") as file:
            file.write(content)
        print(f"wrote {os.path.relpath(OUTPUT_PATH, ROOT)} ({len(content.encode())} bytes)")
    locale_count = sum(len(s.locales) for s in rule_sets)
    print(f"{len(rule_sets)} rule sets, {locale_count} locales, CLDR version {cldr_version or 'not stated'}")
    if args.check and stale:
        print("stale: run Tools/cldr/generate_plural_rules.py", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
