#!/usr/bin/env python3
"""Regenerate the width model's metrics table and its measured-widths fixture.

The linter estimates how wide a string renders in the iOS system font (docs/width-model.md).
It cannot ship Apple's fonts, so it ships advance widths read from free fonts with close
metrics, packaged by Debian:

    fonts-inter      Inter: Latin, Greek, Cyrillic, punctuation, digits, symbols
    fonts-noto-core  Noto Sans Arabic, Hebrew, Thai, Devanagari
    fonts-noto-cjk   Noto Sans CJK JP: ideographs, kana, Hangul, CJK punctuation

This script reads them with fontTools and writes

    Sources/AlertLint/Width/WidthTable.swift          the compressed table (generated)
    Tests/AlertLintTests/Fixtures/measured-widths.json reference widths shaped by HarfBuzz

CI does not run it; its output is committed. To regenerate:

    apt-get update && apt-get install -y fonts-inter fonts-noto-core fonts-noto-cjk
    python3 -m pip install fonttools uharfbuzz
    python3 Tools/width-model/extract_widths.py            # rewrite both files
    python3 Tools/width-model/extract_widths.py --check    # exit 1 if they are stale

The output is deterministic: the same fonts give byte-identical files.
"""

from __future__ import annotations

import argparse
import glob
import io
import json
import os
import sys
import unicodedata
from dataclasses import dataclass

from fontTools.ttLib import TTCollection, TTFont

try:
    import uharfbuzz as hb
except ImportError:  # the table needs only fontTools; the fixture and Arabic forms need HarfBuzz
    hb = None

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
TABLE_PATH = os.path.join(ROOT, "Sources", "AlertLint", "Width", "WidthTable.swift")
FIXTURE_PATH = os.path.join(ROOT, "Tests", "AlertLintTests", "Fixtures", "measured-widths.json")

# Where a character has no entry (an uncovered script, an emoji): one em. Most such characters
# are emoji or ideograph-like, which are about one em wide; for narrower scripts it overestimates.
DEFAULT_WIDTH = 1000
# Marks a run no font covers: the model gives its characters the default width, or none if
# they are marks or format characters.
UNCOVERED = 0xFFFF

REGULAR, SEMIBOLD = 400, 600


# ---------------------------------------------------------------------------------------------
# Fonts


@dataclass
class Face:
    """One font at one weight: its advance per code point, in 1/1000 em."""

    name: str  # "Inter Regular 3.019", for the header
    path: str
    index: int
    advances: dict[int, float]


@dataclass
class Family:
    key: str
    regular: Face
    semibold: Face
    # How the semibold instance was obtained, for the header.
    semibold_note: str


def _advances(font: TTFont) -> dict[int, float]:
    upem = font["head"].unitsPerEm
    hmtx = font["hmtx"]
    return {cp: hmtx[glyph][0] * 1000.0 / upem for cp, glyph in font.getBestCmap().items()}


def _describe(font: TTFont) -> str:
    name = font["name"]
    family = name.getDebugName(16) or name.getDebugName(1)
    style = name.getDebugName(17) or name.getDebugName(2)
    version = (name.getDebugName(5) or "").split(";")[0].replace("Version ", "")
    return f"{family} {style} {version}".strip()


def _open(path: str, index: int = 0) -> TTFont:
    if path.endswith((".ttc", ".otc")):
        return TTCollection(path, lazy=True).fonts[index]
    return TTFont(path, lazy=True)


def _face(path: str, index: int = 0) -> Face:
    font = _open(path, index)
    return Face(_describe(font), path, index, _advances(font))


def _first(patterns: list[str]) -> str | None:
    for pattern in patterns:
        found = sorted(glob.glob(pattern))
        if found:
            return found[0]
    return None


def _interpolated(regular: Face, bold: Face) -> Face:
    """A 600 instance between a 400 and a 700 master. Widths interpolate linearly along the
    weight axis, so 600 lies two thirds of the way from Regular to Bold."""
    t = (SEMIBOLD - REGULAR) / (700 - REGULAR)
    advances = {}
    for cp, width in regular.advances.items():
        bold_width = bold.advances.get(cp, width)
        advances[cp] = width + (bold_width - width) * t
    return Face(f"{regular.name} ⅔→ {bold.name}", regular.path, regular.index, advances)


def inter() -> Family:
    regular = _first(["/usr/share/fonts/opentype/inter/Inter-Regular.otf", "/usr/share/fonts/*/inter/Inter-Regular.*"])
    semibold = _first(["/usr/share/fonts/opentype/inter/Inter-SemiBold.otf", "/usr/share/fonts/*/inter/Inter-SemiBold.*"])
    if regular and semibold:
        return Family("inter", _face(regular), _face(semibold), "static SemiBold")
    variable = _first(["/usr/share/fonts/*/inter/Inter*Variable*.ttf", "/usr/share/fonts/*/inter/Inter.ttf", "/usr/share/fonts/*/inter/Inter*wght*.ttf"])
    if not variable:
        sys.exit("Inter not found: apt-get install fonts-inter")
    from fontTools.varLib import instancer

    faces = []
    for weight in (REGULAR, SEMIBOLD):
        font = instancer.instantiateVariableFont(TTFont(variable), {"wght": weight})
        faces.append(Face(f"{_describe(font)} wght {weight}", variable, 0, _advances(font)))
    return Family("inter", faces[0], faces[1], "variable font instantiated at wght 600")


def noto(key: str, script: str) -> Family:
    base = "/usr/share/fonts/truetype/noto/NotoSans" + script
    regular = _first([base + "-Regular.ttf", base + "-Regular.otf"])
    if not regular:
        sys.exit(f"Noto Sans {script} not found: apt-get install fonts-noto-core")
    semibold = _first([base + "-SemiBold.ttf", base + "-SemiBold.otf"])
    if semibold:
        return Family(key, _face(regular), _face(semibold), "static SemiBold")
    bold = _first([base + "-Bold.ttf", base + "-Bold.otf"])
    if not bold:
        sys.exit(f"Noto Sans {script} Bold not found")
    regular_face = _face(regular)
    return Family(key, regular_face, _interpolated(regular_face, _face(bold)), "interpolated ⅔ of the way from Regular to Bold")


def noto_cjk() -> Family:
    regular = _first(["/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"])
    bold = _first(["/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc"])
    if not regular or not bold:
        sys.exit("Noto Sans CJK not found: apt-get install fonts-noto-cjk")
    # Face 0 of the collection is Noto Sans CJK JP; ideograph and kana advances are the same
    # in every regional face.
    regular_face = _face(regular, 0)
    return Family("cjk", regular_face, _interpolated(regular_face, _face(bold, 0)), "interpolated ⅔ of the way from Regular to Bold")


# ---------------------------------------------------------------------------------------------
# Which font draws which code point

SCRIPT_BLOCKS: list[tuple[str, int, int]] = [
    ("hebrew", 0x0590, 0x05FF),
    ("arabic", 0x0600, 0x06FF),
    ("arabic", 0x0750, 0x077F),
    ("arabic", 0x08A0, 0x08FF),
    ("devanagari", 0x0900, 0x097F),
    ("thai", 0x0E00, 0x0E7F),
    ("cjk", 0x2E80, 0x2FDF),  # CJK and Kangxi radicals
    ("cjk", 0x3000, 0x303F),  # CJK symbols and punctuation
    ("cjk", 0x3040, 0x30FF),  # hiragana, katakana
    ("cjk", 0x3100, 0x312F),  # bopomofo
    ("cjk", 0x3130, 0x318F),  # Hangul compatibility jamo
    ("cjk", 0x31F0, 0x31FF),  # katakana phonetic extensions
    ("cjk", 0x3200, 0x33FF),  # enclosed CJK letters, CJK compatibility
    ("cjk", 0x3400, 0x4DBF),  # ideographs extension A
    ("cjk", 0x4E00, 0x9FFF),  # unified ideographs
    ("devanagari", 0xA8E0, 0xA8FF),
    ("cjk", 0xAC00, 0xD7AF),  # Hangul syllables
    ("cjk", 0xF900, 0xFAFF),  # compatibility ideographs
    ("hebrew", 0xFB1D, 0xFB4F),
    ("none", 0xFB50, 0xFDFF),  # Arabic presentation forms: legacy encodings, left at the default
    ("cjk", 0xFE30, 0xFE4F),  # CJK compatibility forms
    ("none", 0xFE70, 0xFEFF),
    ("cjk", 0xFF00, 0xFFEF),  # half- and full-width forms
    ("cjk", 0x20000, 0x2FA1F),  # ideographs extensions B and later
]

# Blocks where an ideograph the font lacks is still one em wide: filling them keeps the holes in
# the font's coverage of the rarer extensions from splitting the runs.
FULL_WIDTH_FILL = [(0x3400, 0x4DBF), (0x4E00, 0x9FFF), (0xF900, 0xFAFF), (0x20000, 0x2FA1F)]


def script_of(cp: int) -> str:
    for key, lo, hi in SCRIPT_BLOCKS:
        if lo <= cp <= hi:
            return key
    return "inter"


def is_zero_width(cp: int) -> bool:
    """Combining marks, format and control characters take no room of their own."""
    return unicodedata.category(chr(cp)) in ("Mn", "Me", "Cf", "Cc")


def is_private_use(cp: int) -> bool:
    return 0xE000 <= cp <= 0xF8FF or cp >= 0xF0000


def build_widths(families: dict[str, Family]) -> dict[int, tuple[int, int]]:
    """Every covered code point → (regular, semibold) advance in 1/1000 em, rounded."""
    widths: dict[int, tuple[int, int]] = {}
    for key, family in families.items():
        for cp, regular in family.regular.advances.items():
            if script_of(cp) != key or is_private_use(cp):
                continue
            if is_zero_width(cp):
                widths[cp] = (0, 0)
                continue
            semibold = family.semibold.advances.get(cp, regular)
            widths[cp] = (round(regular), round(semibold))
    for lo, hi in FULL_WIDTH_FILL:
        for cp in range(lo, hi + 1):
            widths.setdefault(cp, (1000, 1000))
    return widths


def runs(widths: dict[int, tuple[int, int]]) -> list[tuple[int, int, int]]:
    """(first code point, regular, semibold) for each run of equal widths; gaps are UNCOVERED."""
    result: list[tuple[int, int, int]] = []
    previous = None
    for cp in range(0, max(widths) + 2):
        value = widths.get(cp, (UNCOVERED, UNCOVERED))
        if value != previous:
            result.append((cp, value[0], value[1]))
            previous = value
    return result


# ---------------------------------------------------------------------------------------------
# Arabic contextual forms

ZWJ = "\u200d"


class Shaper:
    """HarfBuzz over one font file."""

    def __init__(self, path: str, index: int = 0):
        blob = hb.Blob.from_file_path(path)
        face = hb.Face(blob, index)
        self.font = hb.Font(face)
        self.upem = face.upem

    def shape(self, text: str) -> tuple[list[int], float]:
        """Glyph ids and total advance in 1/1000 em, with the font's default features
        (kerning, ligatures, contextual forms)."""
        buf = hb.Buffer()
        buf.add_str(text)
        buf.guess_segment_properties()
        hb.shape(self.font, buf, {})
        advance = sum(position.x_advance for position in buf.glyph_positions)
        return [info.codepoint for info in buf.glyph_infos], advance * 1000.0 / self.upem


def arabic_forms(family: Family, bold_path: str | None) -> list[tuple[int, int, tuple[int, ...], tuple[int, ...]]]:
    """For each joining Arabic letter: (code point, joining type, regular forms, semibold forms).

    Joining type 1 joins only to the preceding letter (alef, dal, reh, waw…), 2 joins on both
    sides. Forms are isolated, initial, medial, final advances, read by shaping the letter with
    zero-width joiners around it. In running text the medial and final forms are much narrower
    than the isolated glyph the cmap names, so a per-code-point sum of isolated advances runs
    about 25% wide; choosing the form from the neighbours brings it within about 1%.
    """
    regular = Shaper(family.regular.path)
    bold = Shaper(bold_path) if bold_path else None
    zwj_glyph = regular.shape(ZWJ)[0][0]
    t = (SEMIBOLD - REGULAR) / (700 - REGULAR)

    def glyph(shaper: Shaper, text: str) -> int:
        return [g for g in shaper.shape(text)[0] if g != zwj_glyph][0]

    def forms(shaper: Shaper, ch: str) -> tuple[float, float, float, float]:
        return (
            shaper.shape(ch)[1],
            shaper.shape(ch + ZWJ)[1],
            shaper.shape(ZWJ + ch + ZWJ)[1],
            shaper.shape(ZWJ + ch)[1],
        )

    result = []
    for cp in sorted(family.regular.advances):
        if script_of(cp) != "arabic" or not (0x0600 <= cp <= 0x08FF) or is_zero_width(cp):
            continue
        ch = chr(cp)
        isolated = glyph(regular, ch)
        if glyph(regular, ch + ZWJ) != isolated:
            joining = 2
        elif glyph(regular, ZWJ + ch) != isolated:
            joining = 1
        else:
            continue
        regular_forms = forms(regular, ch)
        if bold:
            bold_forms = forms(bold, ch)
            semibold_forms = tuple(r + (b - r) * t for r, b in zip(regular_forms, bold_forms))
        else:
            semibold_forms = regular_forms
        result.append((cp, joining, tuple(round(x) for x in regular_forms), tuple(round(x) for x in semibold_forms)))
    return result


# ---------------------------------------------------------------------------------------------
# The Swift table


def swift_array(name: str, type_: str, values: list[int], doc: str, per_line: int = 16) -> str:
    out = io.StringIO()
    out.write(f"    /// {doc}\n")
    out.write(f"    static let {name}: [{type_}] = [\n")
    for start in range(0, len(values), per_line):
        chunk = values[start:start + per_line]
        out.write("        " + ", ".join(str(v) for v in chunk) + ",\n")
    out.write("    ]\n")
    return out.getvalue()


def render_table(families: dict[str, Family], table_runs, arabic) -> str:
    fonts = []
    for family in families.values():
        fonts.append(f"//   {family.key:<10} regular:  {family.regular.name} ({os.path.basename(family.regular.path)})")
        fonts.append(f"//   {'':<10} semibold: {family.semibold.name} ({family.semibold_note})")
    header = "\n".join([
        "// generated by Tools/width-model/extract_widths.py — do not edit",
        "//",
        "// Advance widths in 1/1000 em of the fonts that stand in for the iOS system font",
        "// (docs/width-model.md). Fonts read, from Debian's fonts-inter, fonts-noto-core and",
        "// fonts-noto-cjk:",
        *fonts,
        f"// {len(table_runs)} runs, {len(arabic)} Arabic joining letters.",
    ])
    body = io.StringIO()
    body.write(header + "\n\n")
    body.write("/// The width model's metrics, compressed into runs of code points with equal advances.\n")
    body.write("enum WidthTable {\n")
    body.write("    /// The advance of a code point no font covers, in 1/1000 em.\n")
    body.write(f"    static let defaultWidth: UInt16 = {DEFAULT_WIDTH}\n")
    body.write("    /// The width of a run no font covers.\n")
    body.write(f"    static let uncovered: UInt16 = {UNCOVERED}\n\n")
    body.write(swift_array("runStarts", "UInt32", [r[0] for r in table_runs], "The first code point of each run, ascending; a run ends where the next begins."))
    body.write("\n")
    body.write(swift_array("regularWidths", "UInt16", [r[1] for r in table_runs], "Each run's advance at weight 400, in 1/1000 em."))
    body.write("\n")
    body.write(swift_array("semiboldWidths", "UInt16", [r[2] for r in table_runs], "Each run's advance at weight 600, in 1/1000 em."))
    body.write("\n")
    body.write(swift_array("arabicLetters", "UInt32", [a[0] for a in arabic], "Arabic letters that join, ascending."))
    body.write("\n")
    body.write(swift_array("arabicJoining", "UInt8", [a[1] for a in arabic], "1: joins the preceding letter only (right-joining); 2: joins on both sides (dual-joining)."))
    body.write("\n")
    body.write(swift_array("arabicRegularForms", "UInt16", [w for a in arabic for w in a[2]], "Four advances per letter at weight 400: isolated, initial, medial, final.", per_line=16))
    body.write("\n")
    body.write(swift_array("arabicSemiboldForms", "UInt16", [w for a in arabic for w in a[3]], "Four advances per letter at weight 600: isolated, initial, medial, final.", per_line=16))
    body.write("}\n")
    return body.getvalue()


# ---------------------------------------------------------------------------------------------
# The measured fixture

# (group, text, [(size, weight)…]) — the sizes and weights the width rules use: alert titles
# 17 pt semibold, messages 13 pt regular, buttons 17 pt regular, sheet titles 13 pt semibold.
TITLE, MESSAGE, BUTTON, SHEET_TITLE = (17, "semibold"), (13, "regular"), (17, "regular"), (13, "semibold")

MEASURED: list[tuple[str, str, list[tuple[int, str]]]] = [
    ("latin", "Delete “Xxxxxxxxxx”?", [TITLE]),
    ("latin", "Sign In", [TITLE, BUTTON]),
    ("latin", "Cancel", [BUTTON, TITLE]),
    ("latin", "Sign in to back up your photos and see them on all your devices.", [MESSAGE]),
    ("latin", "Photos that haven’t finished uploading stay on this device until you sign in again.", [MESSAGE]),
    ("latin", "Unable to Connect to the Server – Try Again Later…", [TITLE, SHEET_TITLE]),
    ("latin", "888 photos will be deleted from iCloud Photos on all your devices.", [MESSAGE]),
    ("latin", "AVAILABLE TO WATCH — Yesterday’s “Tower” Tour", [TITLE]),
    ("latin", "Wait (really?) — 100% [done]; 88.8 MB/s, ok!", [MESSAGE, TITLE]),
    ("latin", "Bestätigungscode eingeben", [TITLE]),
    ("latin", "Datenschutzgrundverordnungsbestimmungen", [TITLE]),
    ("latin", "Kraftfahrzeughaftpflichtversicherung", [TITLE, MESSAGE]),
    ("latin", "Fotos, deren Upload noch nicht abgeschlossen ist, bleiben auf diesem Gerät, bis du dich erneut anmeldest.", [MESSAGE]),
    ("latin", "„Xxxxxxxxxx“ löschen?", [TITLE]),
    ("latin", "Zu Album hinzufügen", [BUTTON]),
    ("latin", "Impossible de se connecter au serveur. Réessayez plus tard.", [MESSAGE]),
    ("latin", "Não foi possível concluir a operação çãõ", [TITLE]),
    ("latin", "Przesyłanie nie powiodło się: spróbuj ponownie później", [MESSAGE]),
    ("cyrillic", "Удалить фотографию?", [TITLE]),
    ("cyrillic", "Не удалось подключиться к серверу. Повторите попытку позже.", [MESSAGE]),
    ("cyrillic", "Достопримечательности", [TITLE]),
    ("cyrillic", "Отменить", [BUTTON]),
    ("cyrillic", "Ця фотографія буде видалена з усіх ваших пристроїв.", [MESSAGE]),
    ("greek", "Διαγραφή φωτογραφίας;", [TITLE]),
    ("greek", "Δεν ήταν δυνατή η σύνδεση με τον διακομιστή.", [MESSAGE]),
    ("arabic", "هل تريد حذف “Xxxxxxxxxx”؟", [TITLE]),
    ("arabic", "تسجيل الخروج", [BUTTON, TITLE]),
    ("arabic", "إلغاء", [BUTTON]),
    ("arabic", "سجّل الدخول لنسخ صورك احتياطيًا ورؤيتها على جميع أجهزتك.", [MESSAGE]),
    ("arabic", "ستبقى الصور التي لم يكتمل تحميلها على هذا الجهاز إلى أن تسجّل الدخول مرة أخرى.", [MESSAGE]),
    ("arabic", "سيتم حذف 888 صورة من صور iCloud على جميع أجهزتك.", [MESSAGE]),
    ("arabic", "البريد الإلكتروني أو اسم المستخدم", [TITLE]),
    ("hebrew", "למחוק את התמונה?", [TITLE]),
    ("hebrew", "לא ניתן להתחבר לשרת. נסה שוב מאוחר יותר.", [MESSAGE]),
    ("cjk", "「Xxxxxxxxxx」を削除しますか?", [TITLE]),
    ("cjk", "サインインすると、写真をバックアップしてすべてのデバイスで見ることができます。", [MESSAGE]),
    ("cjk", "キャンセル", [BUTTON]),
    ("cjk", "確認コードを入力", [TITLE]),
    ("cjk", "写真を書き出し中…", [TITLE]),
    ("cjk", "无法连接到服务器，请稍后再试。", [MESSAGE, TITLE]),
    ("cjk", "删除照片？", [TITLE]),
    ("cjk", "사진을 삭제하시겠습니까?", [TITLE]),
    ("thai", "ลบรูปภาพหรือไม่", [TITLE]),
    ("thai", "ไม่สามารถเชื่อมต่อกับเซิร์ฟเวอร์ได้ โปรดลองอีกครั้งในภายหลัง", [MESSAGE]),
    ("devanagari", "फ़ोटो हटाएँ?", [TITLE]),
    ("devanagari", "क्या आप इस फ़ोटो को स्थायी रूप से हटाना चाहते हैं?", [MESSAGE]),
]


def _is_strong(ch: str) -> bool:
    """Characters of a script's own block and letters pick the font; spaces, digits and the
    punctuation shared by all scripts take the font of the text around them, as a text
    system's script itemizer does."""
    return script_of(ord(ch)) != "inter" or unicodedata.category(ch)[0] in "LM"


class Measurer:
    """Shapes text the way a text system would: split into runs by script (common characters
    join the run around them), shape each run with its font, and fall back to Inter for
    characters the run's font lacks."""

    def __init__(self, families: dict[str, Family], bold_paths: dict[str, str | None]):
        self.shapers: dict[tuple[str, str], Shaper] = {}
        self.families = families
        self.bold_paths = bold_paths

    def shaper(self, key: str, weight: str) -> Shaper:
        if (key, weight) not in self.shapers:
            family = self.families[key]
            face = family.regular if weight == "regular" else family.semibold
            if weight == "bold":
                self.shapers[(key, weight)] = Shaper(self.bold_paths[key], family.regular.index)
            else:
                self.shapers[(key, weight)] = Shaper(face.path, face.index)
        return self.shapers[(key, weight)]

    def itemize(self, text: str) -> list[tuple[str, str]]:
        keys = [script_of(ord(ch)) if _is_strong(ch) else None for ch in text]
        # Common characters take the preceding strong script, or the following one at the start.
        last = next((k for k in keys if k), "inter")
        for i, key in enumerate(keys):
            if key is None:
                keys[i] = last
            else:
                last = key
        result: list[tuple[str, str]] = []
        for ch, key in zip(text, keys):
            # Fall back to the character's own script's font, then to Inter.
            for candidate in (key, script_of(ord(ch)), "inter"):
                if candidate in self.families and ord(ch) in self.families[candidate].regular.advances:
                    key = candidate
                    break
            else:
                raise SystemExit(f"no font draws U+{ord(ch):04X} in {text!r}")
            if result and result[-1][0] == key:
                result[-1] = (key, result[-1][1] + ch)
            else:
                result.append((key, ch))
        return result

    def width(self, text: str, weight: str) -> float:
        """Advance of the shaped text, in 1/1000 em."""
        total = 0.0
        for key, run in self.itemize(text):
            family = self.families[key]
            if weight == "regular" or family.semibold_note == "static SemiBold":
                total += self.shaper(key, weight).shape(run)[1]
            else:
                # The semibold stands interpolated in the table; measure it the same way.
                regular = self.shaper(key, "regular").shape(run)[1]
                bold = self.shaper(key, "bold").shape(run)[1]
                total += regular + (bold - regular) * (SEMIBOLD - REGULAR) / (700 - REGULAR)
        return total


def model_estimate(text: str, weight: str, widths, arabic) -> float:
    """The Swift model's estimate (WidthModel.advances), re-implemented here to print the
    accuracy figures: table advances, and for joining Arabic letters the form their
    neighbours select. ZWJ and tatweel join both ways."""
    forms = {a[0]: (a[1], a[2] if weight == "regular" else a[3]) for a in arabic}
    index = 0 if weight == "regular" else 1
    scalars = [ord(ch) for ch in text]

    def joining(cp: int | None) -> int:
        if cp in (0x200D, 0x0640):
            return 3
        return forms[cp][0] if cp in forms else 0

    def neighbour(i: int, step: int) -> int | None:
        """Marks and format characters are transparent to joining; ZWJ and ZWNJ are not."""
        i += step
        while 0 <= i < len(scalars):
            if not is_zero_width(scalars[i]) or scalars[i] in (0x200C, 0x200D):
                return scalars[i]
            i += step
        return None

    total = 0.0
    for i, cp in enumerate(scalars):
        if cp in forms:
            own, four = forms[cp]
            joins_prev = joining(neighbour(i, -1)) in (2, 3)
            joins_next = own == 2 and joining(neighbour(i, 1)) in (1, 2, 3)
            total += four[2] if joins_prev and joins_next else four[1] if joins_next else four[3] if joins_prev else four[0]
        elif is_zero_width(cp):
            continue
        else:
            total += widths.get(cp, (DEFAULT_WIDTH, DEFAULT_WIDTH))[index]
    return total


def build_fixture(families, bold_paths, widths, arabic) -> tuple[str, list[str]]:
    measurer = Measurer(families, bold_paths)
    entries = []
    report: dict[str, list[float]] = {}
    for group, text, styles in MEASURED:
        for size, weight in styles:
            measured = measurer.width(text, weight) * size / 1000.0
            estimate = model_estimate(text, weight, widths, arabic) * size / 1000.0
            report.setdefault(group, []).append((estimate - measured) / measured)
            entries.append({"group": group, "text": text, "size": size, "weight": weight, "width": round(measured, 2)})
    document = {
        "about": "Reference widths in points, shaped by HarfBuzz with kerning and contextual forms "
        "from the fonts named in Sources/AlertLint/Width/WidthTable.swift. Generated by "
        "Tools/width-model/extract_widths.py; do not edit.",
        "harfbuzz": hb.version_string(),
        "uharfbuzz": getattr(hb, "__version__", ""),
        "strings": entries,
    }
    lines = [
        f"  {group:<11} n={len(errors):>2}  mean {sum(errors) / len(errors) * 100:+.1f}%  worst {max(errors, key=abs) * 100:+.1f}%"
        for group, errors in report.items()
    ]
    return json.dumps(document, ensure_ascii=False, indent=2) + "\n", lines


# ---------------------------------------------------------------------------------------------


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--check", action="store_true", help="exit 1 if the committed files differ from what the fonts give")
    args = parser.parse_args()
    if hb is None:
        sys.exit("uharfbuzz is missing: python3 -m pip install uharfbuzz")

    families = {
        "inter": inter(),
        "arabic": noto("arabic", "Arabic"),
        "hebrew": noto("hebrew", "Hebrew"),
        "thai": noto("thai", "Thai"),
        "devanagari": noto("devanagari", "Devanagari"),
        "cjk": noto_cjk(),
    }
    bold_paths = {
        "inter": None,
        "arabic": _first(["/usr/share/fonts/truetype/noto/NotoSansArabic-Bold.ttf"]),
        "hebrew": _first(["/usr/share/fonts/truetype/noto/NotoSansHebrew-Bold.ttf"]),
        "thai": _first(["/usr/share/fonts/truetype/noto/NotoSansThai-Bold.ttf"]),
        "devanagari": _first(["/usr/share/fonts/truetype/noto/NotoSansDevanagari-Bold.ttf"]),
        "cjk": _first(["/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc"]),
    }
    widths = build_widths(families)
    table_runs = runs(widths)
    arabic = arabic_forms(families["arabic"], bold_paths["arabic"] if families["arabic"].semibold_note != "static SemiBold" else None)
    table = render_table(families, table_runs, arabic)
    fixture, report = build_fixture(families, bold_paths, widths, arabic)

    stale = False
    for path, content in ((TABLE_PATH, table), (FIXTURE_PATH, fixture)):
        old = open(path, encoding="utf-8").read() if os.path.exists(path) else None
        if old == content:
            continue
        stale = True
        if not args.check:
            os.makedirs(os.path.dirname(path), exist_ok=True)
            with open(path, "w", encoding="utf-8") as file:
                file.write(content)
            print(f"wrote {os.path.relpath(path, ROOT)} ({len(content.encode())} bytes)")
    print(f"{len(table_runs)} runs, {len(arabic)} Arabic joining letters, table {len(table.encode())} bytes")
    print("model against HarfBuzz (estimate − measured) / measured:")
    print("\n".join(report))
    if args.check and stale:
        print("stale: run Tools/width-model/extract_widths.py", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
