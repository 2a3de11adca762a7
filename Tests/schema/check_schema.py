#!/usr/bin/env python3
"""Checks schemas/alertspec.schema.json against the samples, the way teams use it.

Runs the `check-jsonschema` CLI (PyPI: `pip install check-jsonschema`) as a subprocess:
it is what editors' users and CI jobs run, and it reads YAML with ruamel (YAML 1.2).

Checks, each counted as one pass or failure:
  1. the schema is a valid draft 2020-12 schema (--check-metaschema);
  2. every valid sample under samples/ (all but samples/invalid/) passes;
  3. every file in samples/invalid/ is classified below, and every format and YAML error
     id of the Swift sources has its file (file-too-large excepted: it needs 8 MiB);
  4. the invalid samples whose error the schema can express FAIL validation;
  5. the invalid samples whose error the schema cannot express PASS it (so each of them is
     otherwise valid: its one error is the only thing wrong);
  6. the invalid samples that ruamel itself refuses to read fail to parse;
  7. small inline cases pin the schema's edges (scalars as text, plural rules, triggers…).

Prints one line per check and a final line `N passed, M failed`; exits 1 on any failure.
Run from anywhere: python3 Tests/schema/check_schema.py [-v]
(-v also prints the first error of each file that fails as expected, to see it fails for
the right reason).
"""

from __future__ import annotations

import json
import re
import shutil
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SCHEMA = ROOT / "schemas" / "alertspec.schema.json"
SAMPLES = ROOT / "samples"
INVALID = SAMPLES / "invalid"
ERROR_ID_SOURCES = [
    ROOT / "Sources" / "AlertSpec" / "Decoding" / "FormatErrorID.swift",
    ROOT / "Sources" / "AlertYAML" / "YAMLLimits.swift",
]
# Ids without a sample file, with the reason.
NO_SAMPLE = {
    "file-too-large": "needs a file over 8 MiB; tested in the YAML reader's unit tests instead",
}

# The schema can express these errors: the sample must FAIL validation.
SCHEMA_REJECTS = {
    "missing-key": "`required` (an action's title)",
    "unknown-key": "`additionalProperties: false` everywhere",
    "wrong-type": "`type` (`preferred: yes` is a string in YAML 1.2, not a boolean)",
    "invalid-value": "`enum` (role)",
    "invalid-id": "`pattern` on ids and `propertyNames` on definition maps",
    "reserved-id": "`not: {enum: [Swift keywords]}` on ids",
    "invalid-namespace": "`pattern` on namespace",
    "unsupported-version": "`const: 1`",
    "no-definitions": "`anyOf` of the seven collections, each required with `minProperties: 1`",
    "unbalanced-brace": "`pattern` on every text: the placeholder grammar is regular",
    "plural-missing-other": "`if: {required: [plural]}` then `required: [other]`",
    "out-of-range": "`minimum`/`maximum` (hour 0…23)",
    "conflicting-keys": "`if` style is non-default `then` textFields is not allowed",
    "invalid-locale": "`pattern` on locale ids (a malformed id; a locale written twice in two spellings, "
    "`pt-BR` and `pt_br`, is left to the tool)",
    "empty-file": "the document must be an object; an empty YAML document is null",
    "nesting-too-deep": "the format is at most 7 levels deep, so any deeper value is of a wrong type "
    "(the 64-level limit itself is the tool's)",
    "non-scalar-key": "JSON has only string keys: the list key reaches the schema as a string, which is no id",
}

# The schema cannot express these errors: the sample must PASS validation.
SCHEMA_ACCEPTS = {
    "duplicate-id": "uniqueness across the collections' keys is beyond JSON Schema",
    "invalid-reference": "a flow naming a definition of the right kind is a cross-reference",
    "parameter-type-conflict": "parameter types agreeing across a flow's definitions is a cross-reference",
    "unknown-placeholder": "a placeholder naming a declared parameter is a cross-reference",
    "invalid-parameter-reference": "`plural:` naming an Int parameter is a cross-reference",
    "yaml-anchor": "ruamel resolves anchors; JSON has none",
    "yaml-merge-key": "ruamel applies the merge; JSON has none",
    "yaml-tag": "ruamel resolves `!!str`; JSON has no tags",
}

# ruamel refuses to read these: check-jsonschema must report a parse failure.
PARSER_REJECTS = {
    "yaml-syntax": "not YAML",
    "yaml-encoding": "not UTF-8",
    "duplicate-key": "ruamel refuses duplicate keys",
    "yaml-alias": "the alias names no anchor (an alias to an anchor would be resolved, not refused)",
    "multiple-documents": "check-jsonschema reads one document per file",
}

# Inline cases: (name, YAML, whether it must pass). They pin what the samples don't show.
HEADER = "version: 1\n"
ALERT = "alerts:\n  a:\n"
CASES: list[tuple[str, str, bool]] = [
    ("scalars are text: title: 1", ALERT + "    title: 1\n    actions: [No, true, 2.5]\n", True),
    ("an empty value is not text", ALERT + "    title:\n", False),
    ("short and long text forms", ALERT + "    title: {text: Hi, comment: c, key: k, translations: {pt_br: Oi, zh-Hans: 你好, es-419: Hola}}\n", True),
    ("long form needs text", ALERT + "    title: {comment: c}\n", False),
    ("plural with text is conflicting", ALERT + "    title: {plural: n, text: x, other: y}\n", False),
    ("plural categories need plural", ALERT + "    title: {text: x, one: y}\n", False),
        ("plain translations are strings", ALERT + "    title: {text: x, translations: {de: {other: y}}}\n", False),
    ("plural translation needs other", ALERT + "    title: {plural: n, other: '{n} x', translations: {ar: {one: y}}}\n", False),
    ("literal braces", ALERT + "    title: 'Use {{braces}} and {name_2}'\n", True),
    ("lone closing brace", ALERT + "    title: 'a } b'\n", False),
    ("empty placeholder", ALERT + "    title: 'a {} b'\n", False),
    ("bad locale key", ALERT + "    title: {text: x, translations: {german: y, de-: z}}\n", False),
    ("alert needs title or message", ALERT + "    actions: [Cancel]\n", False),
    ("style default with textFields", ALERT + "    title: x\n    style: default\n    textFields: [{id: a}]\n", True),
    ("text field needs id", ALERT + "    title: x\n    textFields: [{placeholder: Name}]\n", False),
    ("sheet has no preferred", "actionSheets:\n  s:\n    actions: [{title: x, preferred: true}]\n", False),
    ("sheet has no text fields", "actionSheets:\n  s:\n    textFields: [{id: a}]\n", False),
    ("notification needs body", "notifications:\n  n:\n    title: x\n", False),
    ("badge as parameter name", "notifications:\n  n:\n    body: x.\n    badge: count\n", True),
    ("negative badge", "notifications:\n  n:\n    body: x.\n    badge: -1\n", False),
    ("relevance above 1", "notifications:\n  n:\n    body: x.\n    relevanceScore: 1.5\n", False),
    ("trigger after and at", "notifications:\n  n:\n    body: x.\n    trigger: {after: 60, at: {hour: 1, minute: 0}}\n", False),
    ("trigger needs after or at", "notifications:\n  n:\n    body: x.\n    trigger: {repeats: true}\n", False),
    ("trigger after 0", "notifications:\n  n:\n    body: x.\n    trigger: {after: 0}\n", False),
    ("repeating after under 60 s", "notifications:\n  n:\n    body: x.\n    trigger: {after: 30, repeats: true}\n", False),
    ("calendar trigger", "notifications:\n  n:\n    body: x.\n    trigger: {at: {hour: 23, minute: 59, weekday: 7}, repeats: true}\n", True),
    ("weekday 0", "notifications:\n  n:\n    body: x.\n    trigger: {at: {hour: 1, minute: 0, weekday: 0}}\n", False),
    ("notification action options", "notifications:\n  n:\n    body: x.\n    category: {id: C, actions: [Like, {title: Open, options: [foreground, sticky]}]}\n", False),
    ("progress only", "progress:\n  p:\n    mode: determinate\n    cancel: Cancel\n", True),
    ("empty collection beside a full one", "alerts: {}\nprogress:\n  p: {title: x}\n", True),
    ("namespace Self is reserved", "namespace: Self\n" + ALERT + "    title: x\n", False),
    ("platforms enum", "platforms: [iphone, watch]\n" + ALERT + "    title: x\n", False),
    ("parameter types", ALERT + "    title: x\n    parameters: {n: Float}\n", False),
    ("parameter names take _", ALERT + "    title: '{first_name}'\n    parameters: {first_name: String, Count: Int}\n", True),
    ("parameter named self", ALERT + "    title: x\n    parameters: {self: String}\n", False),
    ("plural translated by one string", ALERT + "    title: {plural: n, other: '{n} x', translations: {ja: '{n} y'}}\n", True),
    ("nothing is an empty collection", "alerts:\nprogress:\n  p: {title: x}\n", True),
    ("an empty collection alone", "alerts:\n", False),
    ("empty lists", ALERT + "    title: x\n    actions:\n    textFields:\n", True),
    ("no platforms", "platforms: []\n" + ALERT + "    title: x\n", False),
    ("a platform twice", "platforms: [iphone, iphone]\n" + ALERT + "    title: x\n", False),
    ("an option twice", "notifications:\n  n:\n    body: x.\n    category: {actions: [{title: Open, options: [foreground, foreground]}]}\n", False),
    ("miscased sound keyword", "notifications:\n  n:\n    body: x.\n    sound: Default\n", False),
    ("sound file", "notifications:\n  n:\n    body: x.\n    sound: chime.caf\n", True),
    ("empty key", ALERT + "    title: {text: x, key: ''}\n", False),
    ("badge naming no parameter name", "notifications:\n  n:\n    body: x.\n    badge: '3'\n", False),
    ("a flow needs progress", "flows:\n  f: {confirm: a}\n", False),
    ("a flow with every key", "flows:\n  f: {confirm: a, start: b, progress: c, success: d, failure: e, delay: 0, minimumDuration: 0.5}\n", True),
    ("a flow's seconds are 0 or more", "flows:\n  f: {progress: c, delay: -1}\n", False),
    ("a sound needs file, vibrate or haptic", "sounds:\n  s: {alert: false}\n", False),
    ("vibrate: false plays nothing", "sounds:\n  s: {vibrate: false}\n", False),
    ("an alert sound needs a file", "sounds:\n  s: {alert: true, haptic: heavy}\n", False),
    ("sounds of every kind", "sounds:\n  a: {file: a.caf, alert: true}\n  b: {vibrate: true}\n  c: {haptic: selection}\n", True),
    ("an unknown haptic", "sounds:\n  s: {haptic: hevy}\n", False),
    ("payload types", "broadcasts:\n  albumDidChange:\n    payload: {a: String, b: 'Int?', c: '[URL]', d: '[UUID]?', e: [Date]}\n", True),
    ("an empty broadcast", "broadcasts:\n  albumDidChange:\n", True),
    ("an unknown payload type", "broadcasts:\n  b:\n    payload: {a: Float}\n", False),
    ("a list of two types", "broadcasts:\n  b:\n    payload: {a: [String, Int]}\n", False),
    ("payload names are ids", "broadcasts:\n  b:\n    payload: {Album: String}\n", False),
    ("subject is a type name", "broadcasts:\n  b: {subject: 'My Store'}\n", False),
    ("isolation values", "broadcasts:\n  a: {isolation: async}\n  b: {isolation: main}\n", False),
]


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(["check-jsonschema", *args], capture_output=True, text=True, cwd=ROOT)


def validate(path: Path) -> subprocess.CompletedProcess[str]:
    return run("--schemafile", str(SCHEMA), "-o", "json", str(path))


def outcome(result: subprocess.CompletedProcess[str]) -> str:
    """'valid', 'invalid' (schema errors) or 'unparsable' (ruamel refused the file)."""
    try:
        report = json.loads(result.stdout)
    except json.JSONDecodeError:
        return f"crashed: {result.stderr.strip() or result.stdout.strip()}"
    if report.get("parse_errors"):
        return "unparsable"
    if report.get("errors"):
        return "invalid"
    return "valid" if result.returncode == 0 else f"exit {result.returncode}"


def first_error(result: subprocess.CompletedProcess[str]) -> str:
    try:
        report = json.loads(result.stdout)
    except json.JSONDecodeError:
        return ""
    for error in report.get("errors", []):
        return f"{error.get('path', '')}: {error.get('message', '')}"[:160]
    for error in report.get("parse_errors", []):
        return error.get("message", "").splitlines()[0][:160]
    return ""


def error_ids() -> set[str]:
    ids: set[str] = set()
    for source in ERROR_ID_SOURCES:
        if source.exists():
            ids |= set(re.findall(r'case\s+\w+\s*=\s*"([a-z0-9-]+)"', source.read_text()))
    return ids


def main() -> int:
    if shutil.which("check-jsonschema") is None:
        print("check-jsonschema is not installed: pip install check-jsonschema", file=sys.stderr)
        return 2

    verbose = "-v" in sys.argv[1:]
    passed = failed = 0

    def report(ok: bool, label: str, detail: str = "") -> None:
        nonlocal passed, failed
        if ok:
            passed += 1
            print(f"PASS  {label}")
        else:
            failed += 1
            print(f"FAIL  {label}" + (f"\n      {detail}" if detail else ""))

    # 1. The schema itself.
    meta = run("--check-metaschema", str(SCHEMA))
    report(meta.returncode == 0, "schema is valid draft 2020-12", (meta.stdout + meta.stderr).strip())

    valid_samples = sorted(
        path for path in SAMPLES.rglob("*.alerts.y*ml") if INVALID not in path.parents
    )
    invalid_samples = sorted(INVALID.glob("*.alerts.y*ml"))
    stem = lambda path: path.name.split(".alerts.")[0]  # noqa: E731

    # 3. Classification and coverage.
    classified = [SCHEMA_REJECTS, SCHEMA_ACCEPTS, PARSER_REJECTS]
    names = [stem(path) for path in invalid_samples]
    for name in names:
        count = sum(name in table for table in classified)
        report(count == 1, f"invalid/{name} is classified once", f"found in {count} lists")
    for table in classified:
        for name in sorted(set(table) - set(names)):
            report(False, f"invalid/{name}.alerts.yaml exists", "listed in the script but missing")
    ids = error_ids()
    report(bool(ids), "error ids read from the Swift sources", f"none found in {ERROR_ID_SOURCES}")
    for error_id in sorted(ids - set(NO_SAMPLE)):
        report(error_id in names, f"error id {error_id} has a sample", f"add samples/invalid/{error_id}.alerts.yaml")

    # 2, 4, 5, 6 and 7 run in parallel: each check-jsonschema call costs half a second.
    jobs: list[tuple[str, Path, set[str]]] = []
    for path in valid_samples:
        jobs.append((f"valid sample {path.relative_to(SAMPLES)} passes", path, {"valid"}))
    for path in invalid_samples:
        name = stem(path)
        if name in SCHEMA_REJECTS:
            jobs.append((f"invalid/{name} fails the schema ({SCHEMA_REJECTS[name]})", path, {"invalid"}))
        elif name in SCHEMA_ACCEPTS:
            jobs.append((f"invalid/{name} passes the schema ({SCHEMA_ACCEPTS[name]})", path, {"valid"}))
        elif name in PARSER_REJECTS:
            jobs.append((f"invalid/{name} is refused by the YAML parser ({PARSER_REJECTS[name]})", path, {"unparsable"}))

    with tempfile.TemporaryDirectory() as scratch:
        for index, (name, body, should_pass) in enumerate(CASES):
            path = Path(scratch) / f"case{index:02}.alerts.yaml"
            path.write_text(HEADER + body, encoding="utf-8")
            verb = "passes" if should_pass else "fails"
            jobs.append((f"case '{name}' {verb}", path, {"valid"} if should_pass else {"invalid"}))

        with ThreadPoolExecutor(max_workers=8) as pool:
            results = list(pool.map(lambda job: validate(job[1]), jobs))

    for (label, _, expected), result in zip(jobs, results):
        got = outcome(result)
        report(got in expected, label, f"expected {'/'.join(sorted(expected))}, got {got}: {first_error(result)}")
        if verbose and got != "valid":
            print(f"      {first_error(result)}")

    print(f"{passed} passed, {failed} failed")
    return 0 if failed == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
