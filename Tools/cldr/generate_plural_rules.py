#!/usr/bin/env python3
"""Regenerate the CLDR plural rules table from Babel's CLDR data (decision 0030).

The linter's plural rules (plural-categories, plural-without-number) and the generated app code
pick plural categories with CLDR's cardinal plural rules. This script reads them from Babel
(https://pypi.org/project/babel/), which ships the data of a stated CLDR release, and writes

    Sources/AlertSpec/Locale/PluralRulesData.swift        the table (generated; do not edit)
    Tests/AlertSpecTests/Fixtures/cldr-plurals.json       what the tests compare it with

Babel must be importable; it is not a dependency of the package, so use a virtual environment
outside the repository:

    python3 -m venv /tmp/venv-babel && /tmp/venv-babel/bin/pip install 'babel==2.19.0'
    /tmp/venv-babel/bin/python Tools/cldr/generate_plural_rules.py           # rewrite both files
    /tmp/venv-babel/bin/python Tools/cldr/generate_plural_rules.py --check   # exit 1 if stale

CI does not run it; its output is committed, and the same Babel gives byte-identical files
(written only when their content changes). A newer Babel is how the data moves to a newer CLDR
release: install it, rerun, review the diff of the fixture, and rerun the tests.

What Babel gives, and what this script adds
-------------------------------------------
* Rules. Babel keeps each locale's rules as a parsed tree (`Locale.plural_form.abstract`) and
  prints them in its own words (`.rules`: `n in 1`, `i not in 0`, `i mod 10`). The table holds
  them in CLDR's words (`n = 1`, `i != 0`, `i % 10`), printed from the tree; the fixture keeps
  Babel's words verbatim so the tests can parse both and compare.
* Locales. Babel names every CLDR locale (`pt_AO`, `zh_Hant_TW`), with its rules after CLDR's
  inheritance (including parentLocales: `pt_AO` takes `pt_PT`'s). PluralRules looks a locale up
  by dropping subtags (`pt-BR` → `pt`), so the table holds the language ids Babel has rules for,
  plus every longer id whose rules differ from what dropping subtags would find (`pt-PT`,
  `pt-AO`, …), plus CLDR's deprecated two-letter codes from Babel's language aliases (`iw` for
  `he`, `sh` for `sr-Latn`, …), plus `root` (every number `other`). The fixture lists every
  Babel locale id under its rule set, so the tests check the lookup of each.
* Samples. Babel drops CLDR's `@integer`/`@decimal` samples. This script evaluates Babel's own
  rules (`babel.plural`) over the fixed set of numbers in `sample_numbers()` below, and records
  Babel's category for each: the fixture has all of them, the table a short CLDR-style list per
  category (the first values, `…` when there are more). Babel does not evaluate the compact
  exponent operands `c`/`e` (it takes them as 0), so no sample uses them. And Babel 2.19's
  `extract_operands` miscounts the fraction digits of a number below 1 whose fraction starts
  with 0 (`0.011` has v = 3, f = 11; Babel finds v = 2, so Latvian `0.011` comes out `zero`):
  the script leaves out every sample number whose operands Babel gets wrong, and lists them in
  the fixture (`excludedSampleNumbers`).
"""

from __future__ import annotations

import argparse
import json
import os
import pickle
import sys
from dataclasses import dataclass, field
from decimal import Decimal

try:
    import babel
    from babel import Locale
    from babel.core import get_cldr_version, get_global
    from babel.localedata import locale_identifiers, resolve_locale_filename
    from babel.plural import PluralRule, extract_operands
except ImportError:  # pragma: no cover
    sys.exit("Babel is not importable: see the top of Tools/cldr/generate_plural_rules.py")

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
TABLE_PATH = os.path.join(ROOT, "Sources", "AlertSpec", "Locale", "PluralRulesData.swift")
FIXTURE_PATH = os.path.join(ROOT, "Tests", "AlertSpecTests", "Fixtures", "cldr-plurals.json")

CATEGORIES = ["zero", "one", "two", "few", "many", "other"]
# How many sample entries (values or ranges) per category and kind the table keeps.
TABLE_SAMPLE_ENTRIES = 12


# MARK: - Sample numbers


def sample_numbers() -> tuple[list[str], list[str]]:
    """The numbers every rule set is evaluated at, as text (CLDR's sample syntax), ascending
    within each list. They reach every category of every CLDR 49 rule set with integers
    and decimals of 1–4 fraction digits, and the remainders the rules test (`% 10`, `% 100`,
    `% 1000`, `% 100000`, `% 1000000`)."""
    integers = [str(n) for n in range(0, 1001)]
    integers += [str(n) for n in (
        1001, 1002, 1003, 1011, 1012, 1021, 1100, 1101, 2000, 2001, 10000, 10001, 11000, 20000,
        21000, 40000, 60000, 80000, 100000, 100001, 101000, 200000, 1000000, 1000001, 1000010,
        1100000, 2000000, 3000000, 10000000, 100000000, 1000000000,
    )]
    decimals = [f"{n / 10:.1f}" for n in range(0, 101)]                   # 0.0 ~ 10.0
    decimals += [f"{n:.1f}" for n in (11, 12, 13, 14, 15, 19, 20, 21, 22, 100, 101, 102, 1000)]
    decimals += ["1000.1", "10000.0", "100000.0", "1000000.0", "1000000.1", "2000000.0"]
    decimals += [f"{n / 100:.2f}" for n in range(0, 301)]                 # 0.00 ~ 3.00
    decimals += ["10.00", "10.11", "10.21", "100.00"]
    decimals += [f"{n / 1000:.3f}" for n in range(0, 21)] + [f"{n / 1000:.3f}" for n in range(100, 122)]
    decimals += ["1.000", "1.001", "1.010", "1.011", "1.021", "1.100", "2.000", "2.011"]
    decimals += ["0.0000", "0.0001", "0.0010", "0.1000", "0.1001", "0.1011", "1.0000", "1.0001", "1.0011", "2.0000"]
    decimals.sort(key=lambda text: (len(text.split(".")[1]), Decimal(text)))
    return integers, decimals


def operands(text: str) -> tuple[int, int, int, int, int]:
    """i, v, w, f, t of a plain decimal number as UTS #35 defines them, read from its text."""
    integer, _, fraction = text.partition(".")
    trimmed = fraction.rstrip("0")
    return int(integer), len(fraction), len(trimmed), int(fraction or 0), int(trimmed or 0)


def babel_reads_correctly(text: str) -> bool:
    """Whether Babel's operands of the number are UTS #35's (see the module's docstring)."""
    _, i, v, w, f, t, _, _ = extract_operands(Decimal(text))
    return (int(i), v, w, f, t) == operands(text)


def evaluated_numbers() -> tuple[list[str], list[str], list[str]]:
    """The sample numbers Babel reads correctly, integers and decimals, and those it does not."""
    integers, decimals = sample_numbers()
    excluded = [text for text in integers + decimals if not babel_reads_correctly(text)]
    return ([t for t in integers if t not in excluded], [t for t in decimals if t not in excluded], excluded)


def step(text: str) -> Decimal:
    """One unit of the last digit: 1 for `5`, 0.01 for `1.25`."""
    digits = len(text.split(".")[1]) if "." in text else 0
    return Decimal(1).scaleb(-digits)


def compress(values: list[str]) -> list[str]:
    """`0, 2, 3, 4, 100` → `0`, `2~4`, `100`: runs of values one last digit apart, as CLDR's
    sample lists write them (`PluralSampleRange` expands them back)."""
    out: list[list[str]] = []
    for text in values:
        if out:
            last = out[-1][-1]
            same_digits = len(last.partition(".")[2]) == len(text.partition(".")[2])
            if same_digits and Decimal(text) - Decimal(last) == step(text):
                if len(out[-1]) == 1:
                    out[-1].append(text)
                else:
                    out[-1][1] = text
                continue
        out.append([text])
    return ["~".join(run) for run in out]


# MARK: - Rules as CLDR writes them


def flatten(node, kind):
    """The operands of a chain of binary `and` / `or` nodes."""
    if node[0] == kind:
        left, right = node[1]
        return flatten(left, kind) + flatten(right, kind)
    return [node]


def relation_text(node) -> str:
    negated = False
    if node[0] == "not":
        negated = True
        (node,) = node[1]
    if node[0] != "relation":
        raise SystemExit(f"unexpected node in a plural rule: {node!r}")
    method, expr, range_list = node[1]
    if method != "in":
        raise SystemExit(f"'{method}' relation: CLDR's current rules use only '=' and '!='")
    if expr[0] == "mod":
        (operand, _), (_, (modulus,)) = expr[1]
        left = f"{operand} % {modulus}"
    else:
        left = expr[0]
    ranges = []
    for (_, (low,)), (_, (high,)) in range_list[1]:
        ranges.append(str(low) if low == high else f"{low}..{high}")
    return f"{left} {'!=' if negated else '='} {','.join(ranges)}"


def condition_text(node) -> str:
    """Babel's tree in CLDR syntax, as `PluralCondition.description` prints it."""
    return " or ".join(" and ".join(relation_text(r) for r in flatten(a, "and")) for a in flatten(node, "or"))


# MARK: - Rule sets


@dataclass
class RuleSet:
    rule: PluralRule
    table_locales: list[str] = field(default_factory=list)
    babel_locales: list[str] = field(default_factory=list)
    aliases: dict[str, str] = field(default_factory=dict)

    @property
    def conditions(self) -> dict[str, str]:
        return {tag: condition_text(node) for tag, node in self.rule.abstract}

    @property
    def categories(self) -> list[str]:
        return [c for c in CATEGORIES if c == "other" or c in self.rule.tags]


def bcp47(babel_id: str) -> str:
    """Babel's `ca_ES_VALENCIA` as `LocaleID` spells it: `ca-ES-valencia`."""
    parts = babel_id.split("_")
    out = [parts[0].lower()]
    for index, part in enumerate(parts[1:]):
        if index == 0 and len(part) == 4 and part.isalpha():
            out.append(part.title())
        elif (len(part) == 2 and part.isalpha()) or (len(part) == 3 and part.isdigit()):
            out.append(part.upper())
        else:
            out.append(part.lower())
    return "-".join(out)


def rule_key(rule: PluralRule):
    return tuple(sorted((tag, repr(node)) for tag, node in rule.abstract))


def truncation_parent(locale: str, table: dict[str, object]) -> str:
    """The id PluralRules.rules(for:) would land on, `locale` itself excluded."""
    parts = locale.split("-")[:-1]
    while parts:
        if "-".join(parts) in table:
            return "-".join(parts)
        parts.pop()
    return "root"


def names_rules(babel_id: str) -> bool:
    """Whether the locale's own data file (not a parent's) holds plural rules: whether CLDR's
    plurals.xml names it. `Locale.plural_form` cannot tell, as it falls back to root's."""
    with open(resolve_locale_filename(babel_id), "rb") as file:
        return "plural_form" in pickle.load(file)


def collect() -> list[RuleSet]:
    sets: dict[tuple, RuleSet] = {}

    def rule_set(rule: PluralRule) -> RuleSet:
        return sets.setdefault(rule_key(rule), RuleSet(rule))

    root = rule_set(PluralRule({}))
    table: dict[str, RuleSet] = {"root": root}
    # Every Babel locale and the rules Babel gives it (CLDR's inheritance applied); locales with
    # no plural rules anywhere on their chain get Babel's default, `other` only, as root does.
    babel_rules: dict[str, RuleSet] = {}
    has_rules: dict[str, bool] = {}
    for babel_id in sorted(locale_identifiers()):
        locale = bcp47(babel_id)
        babel_rules[locale] = rule_set(Locale.parse(babel_id).plural_form)
        has_rules[locale] = names_rules(babel_id)
        babel_rules[locale].babel_locales.append(locale)
    # Language ids first, then longer ids shortest first, so each one's parent is settled.
    for locale in sorted(babel_rules, key=lambda l: (l.count("-"), l)):
        rules = babel_rules[locale]
        if "-" not in locale:
            if has_rules[locale]:
                table[locale] = rules
        elif table[truncation_parent(locale, table)] is not rules:
            table[locale] = rules
    # CLDR's deprecated two-letter codes (`iw`, `in`, `sh`, …), which plurals.xml lists too.
    for alias, target in sorted(get_global("language_aliases").items()):
        if len(alias) == 2 and alias.isalpha() and alias not in babel_rules:
            target_id = bcp47(target)
            language = target_id.split("-")[0]
            if target_id in babel_rules and has_rules.get(language):
                table[alias] = babel_rules[target_id]
                babel_rules[target_id].aliases[alias] = target_id
    for locale, rules in table.items():
        rules.table_locales.append(locale)
    ordered = [s for s in sets.values() if s.table_locales]
    for s in ordered:
        s.table_locales.sort()
        s.babel_locales.sort()
    # Simplest first, as plurals.xml orders them: by the number of categories, then by locale.
    ordered.sort(key=lambda s: (len(s.categories), [CATEGORIES.index(c) for c in s.categories], s.table_locales[0] != "root", s.table_locales))
    unplaced = [s for s in sets.values() if not s.table_locales]
    if unplaced:
        raise SystemExit(f"rule sets no table locale reaches: {[s.babel_locales for s in unplaced]}")
    return ordered


def evaluate(rule_sets: list[RuleSet]) -> dict[int, dict[str, dict[str, list[str]]]]:
    """Babel's category for every sample number, per rule set: index → kind → category → values."""
    integers, decimals, _ = evaluated_numbers()
    verdicts = {}
    for index, s in enumerate(rule_sets):
        per_kind = {}
        for kind, values in (("integer", integers), ("decimal", decimals)):
            chosen: dict[str, list[str]] = {c: [] for c in s.categories}
            for text in values:
                category = s.rule(Decimal(text))
                if category not in chosen:
                    raise SystemExit(f"{s.table_locales}: Babel gives {category} for {text}")
                chosen[category].append(text)
            per_kind[kind] = chosen
        for category in s.categories:
            if not per_kind["integer"][category] and not per_kind["decimal"][category]:
                raise SystemExit(f"{s.table_locales} {category}: no sample number takes it; extend sample_numbers()")
        verdicts[index] = per_kind
    return verdicts


# MARK: - Output


def swift_string(text: str) -> str:
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def table_samples(values: list[str]) -> str:
    entries = compress(values)
    shown = entries[:TABLE_SAMPLE_ENTRIES]
    if len(entries) > len(shown):
        shown.append("…")
    return ", ".join(shown)


def render_table(rule_sets, verdicts, cldr_version: str, babel_version: str) -> str:
    locale_count = sum(len(s.table_locales) for s in rule_sets)
    out = [
        "// generated by Tools/cldr/generate_plural_rules.py — do not edit",
        "//",
        f"// CLDR {cldr_version} cardinal plural rules, from Babel {babel_version}'s locale data",
        "// (babel.core.get_cldr_version()); the samples are Babel's own categories for the numbers",
        "// the script lists, not CLDR's @integer/@decimal lists, which Babel does not keep.",
        "// Data: Unicode CLDR, Copyright © Unicode, Inc., under the Unicode License v3.",
        f"// {len(rule_sets)} rule sets, {locale_count} locale ids (decision 0030).",
        "",
        "extension PluralRules {",
        "    /// The CLDR release the rules come from.",
        f"    public static let cldrVersion: String = {swift_string(cldr_version)}",
        "",
        "    /// Where the rules were read: the Babel release whose CLDR data the script used.",
        f"    public static let dataSource: String = {swift_string('Babel ' + babel_version)}",
        "",
        "    /// Every rule set: its locale ids (BCP 47, as `LocaleID` spells them) and each category's",
        "    /// condition in CLDR syntax with samples in CLDR's sample syntax.",
        "    static let sources: [RuleSetSource] = [",
    ]
    for index, s in enumerate(rule_sets):
        conditions = s.conditions
        out.append("        RuleSetSource(")
        out.append(f"            locales: [{', '.join(swift_string(l) for l in s.table_locales)}],")
        out.append("            rules: [")
        for category in s.categories:
            integer = table_samples(verdicts[index]["integer"][category])
            decimal = table_samples(verdicts[index]["decimal"][category])
            out.append(
                f"                RuleSource(.{category}, {swift_string(conditions.get(category, ''))}, "
                f"integer: {swift_string(integer)}, decimal: {swift_string(decimal)}),"
            )
        out.append("            ]")
        out.append("        ),")
    out.append("    ]")
    out.append("}")
    return "\n".join(out) + "\n"


def render_fixture(rule_sets, verdicts, cldr_version: str, babel_version: str) -> str:
    integers, decimals, excluded = evaluated_numbers()
    fixture = {
        "about": "Babel's CLDR plural data, written by Tools/cldr/generate_plural_rules.py; "
                 "PluralRulesTests compares the shipped table with it. Do not edit.",
        "cldrVersion": cldr_version,
        "babelVersion": babel_version,
        "sampleNumbers": {"integer": compress(integers), "decimal": compress(decimals)},
        "excludedSampleNumbers": {
            "reason": "Babel's extract_operands miscounts the fraction digits of these numbers (see the script)",
            "values": excluded,
        },
        "ruleSets": [],
    }
    for index, s in enumerate(rule_sets):
        fixture["ruleSets"].append({
            "tableLocales": s.table_locales,
            "babelLocales": s.babel_locales,
            "aliases": s.aliases,
            "babelRules": dict(sorted(s.rule.rules.items(), key=lambda item: CATEGORIES.index(item[0]))),
            "categories": s.categories,
            "samples": {
                category: {
                    "integer": compress(verdicts[index]["integer"][category]),
                    "decimal": compress(verdicts[index]["decimal"][category]),
                }
                for category in s.categories
            },
        })
    return json.dumps(fixture, ensure_ascii=False, indent=1) + "\n"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="exit 1 if a committed file differs from what this Babel gives")
    args = parser.parse_args()

    cldr_version, babel_version = get_cldr_version(), babel.__version__
    rule_sets = collect()
    verdicts = evaluate(rule_sets)
    outputs = {
        TABLE_PATH: render_table(rule_sets, verdicts, cldr_version, babel_version),
        FIXTURE_PATH: render_fixture(rule_sets, verdicts, cldr_version, babel_version),
    }
    stale = []
    for path, content in outputs.items():
        old = open(path, encoding="utf-8").read() if os.path.exists(path) else None
        if old == content:
            continue
        stale.append(os.path.relpath(path, ROOT))
        if not args.check:
            os.makedirs(os.path.dirname(path), exist_ok=True)
            with open(path, "w", encoding="utf-8") as file:
                file.write(content)
            print(f"wrote {os.path.relpath(path, ROOT)} ({len(content.encode())} bytes)")
    locale_count = sum(len(s.table_locales) for s in rule_sets)
    print(f"CLDR {cldr_version} from Babel {babel_version}: {len(rule_sets)} rule sets, {locale_count} table locale ids")
    if args.check and stale:
        print(f"stale: {', '.join(stale)}; run Tools/cldr/generate_plural_rules.py", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
