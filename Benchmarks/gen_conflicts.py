#!/usr/bin/env python3
"""Writes a deterministic corpus that triggers every rule that compares files.

usage: python3 Benchmarks/gen_conflicts.py OUT [--files N] [--seed S]

The benchmark corpus (../shared/bench/gen_corpus.py) has no finding of a rule that compares
files, so it cannot show that an optimization of those rules left their output unchanged.
Here keys, tables, namespaces, notification categories and actions, and broadcast names are
drawn from small pools, with texts that differ, plural variants, placeholders in another
order, and files in subfolders, so `conflicting-key`, `conflicting-namespace`,
`table-development-language`, `notification-action-id-unique` and `broadcast-name-unique` all
report (80 files: 559 conflicting-key findings, and every difference of two actions or two
broadcasts the last two rules name). Compare two binaries over it with
Benchmarks/compare_outputs.sh.
"""
import argparse
import os
import random

WORDS = ["Delete", "Keep", "Rename {name}", "{count} photos", "Move {name} to {album}", "Déjà vu", "Delete"]


def spec(r, index):
    y = f"version: 1\nnamespace: N{r.randrange(12)}\ntable: T{r.randrange(3)}\n"
    if r.randrange(5) == 0:
        y += "developmentLanguage: de\n"
    y += "alerts:\n"
    for alert in range(5):
        parameters = "album: String, name: String" if r.randrange(2) == 0 else "name: String, album: String"
        y += f"  a{alert}:\n    parameters: {{{parameters}, count: Int}}\n"
        y += f"    title: {{text: \"{r.choice(WORDS)}\", key: k{r.randrange(6)}}}\n"
        if r.randrange(2) == 0:
            y += f"    message:\n      key: k{r.randrange(6)}\n      plural: count\n"
            y += f"      one: \"{r.choice(WORDS[:2])}\"\n      other: \"{{count}} {r.choice(WORDS)}\"\n"
        y += f"    actions: [{{title: Cancel, role: cancel}}, {{title: \"{r.choice(WORDS[:2])}\", role: destructive}}]\n"
    y += "notifications:\n"
    for notification in range(2):
        y += f"  n{notification}:\n    body: Something happened.\n    category:\n"
        if r.randrange(2) == 0:
            y += f"      id: CAT{r.randrange(3)}\n"
        options = ", options: [foreground]" if r.randrange(3) == 0 else ""
        text_input = r.choice(["", "", ", textInput: {button: Send}", ", textInput: {button: Reply}"])
        y += f"      actions: [{{id: act{r.randrange(3)}, title: {r.choice(['View', 'Open', 'View'])}{options}{text_input}}}]\n"
    y += "broadcasts:\n"
    for broadcast in range(2):
        payload = ", title: String" if r.randrange(2) == 0 else ""
        y += f"  b{index}x{broadcast}:\n    name: Name{r.randrange(3)}\n    payload: {{albumID: UUID{payload}}}\n"
        if r.randrange(4) == 0:
            y += "    isolation: async\n"
        if r.randrange(4) == 0:
            y += f"    subject: {r.choice(['Album', 'AlbumStore'])}\n"
    return y


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("out")
    ap.add_argument("--files", type=int, default=80)
    ap.add_argument("--seed", type=int, default=11)
    a = ap.parse_args()
    r = random.Random(a.seed)
    for index in range(a.files):
        text = spec(r, index)
        folder = os.path.join(a.out, f"sub{r.randrange(3)}") if r.randrange(2) else a.out
        os.makedirs(folder, exist_ok=True)
        with open(os.path.join(folder, f"f{r.randrange(40):02d}x{index}.alerts.yaml"), "w", encoding="utf-8") as f:
            f.write(text)


if __name__ == "__main__":
    main()
