import Foundation
import AlertSpec

/// How the English-copy rules read development-language text (RULES.md, "Conventions").
///
/// These rules run only when the catalog's development language is English; titles are
/// compared trimmed and case-insensitively.
public enum EnglishCopy {
    /// Words that stay lower-case inside a title-style capitalized title, unless first or last.
    public static let minorWords: Set<String> = [
        "a", "an", "the", "and", "but", "or", "nor", "for", "so", "yet", "as", "at", "by", "in", "of",
        "off", "on", "out", "per", "to", "up", "via", "from", "into", "onto", "over", "with",
    ]

    /// Whether the English-copy rules apply to a catalog.
    public static func applies(to catalog: Catalog) -> Bool { catalog.developmentLanguage.isEnglish }

    /// The text with surrounding whitespace removed.
    ///
    /// Every copy rule calls this on every title, so a text with nothing to trim (nearly all
    /// of them) is returned as is without Foundation's character-set machinery.
    public static func trimmed(_ text: String) -> String {
        // A text that starts and ends with an ASCII byte starts and ends with that ASCII
        // scalar, whose White_Space property the byte answers (`ASCIITitle.isWhitespace`).
        let utf8 = text.utf8
        if let first = utf8.first, let last = utf8.last, first < 0x80, last < 0x80,
           !ASCIITitle.isWhitespace(first), !ASCIITitle.isWhitespace(last) {
            return text
        }
        return scalarTrimmed(text)
    }

    /// `trimmed` by scalar properties alone: the reference the byte check is tested against.
    static func scalarTrimmed(_ text: String) -> String {
        let scalars = text.unicodeScalars
        guard let first = scalars.first, let last = scalars.last else { return text }
        if !first.properties.isWhitespace, !last.properties.isWhitespace { return text }
        guard let start = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
              let end = scalars.lastIndex(where: { !$0.properties.isWhitespace })
        else { return "" }
        return String(scalars[start...end])
    }

    /// Trimmed, case-insensitive equality: how titles are compared ("cancel " is "Cancel").
    ///
    /// Two ASCII strings are compared byte by byte with ASCII case folding, which is what
    /// Foundation's locale-free `caseInsensitiveCompare` decides for them (checked against it
    /// by `EnglishCopyFastPathTests`) at a fraction of its cost; anything else goes to
    /// Foundation, since a non-ASCII character may fold to ASCII ones (K, ﬀ).
    public static func sameTitle(_ text: String, _ other: String) -> Bool {
        if let same = ASCIITitle.same(text, other, bare: false) { return same }
        return foundationSameTitle(text, other)
    }

    /// `sameTitle` by Foundation alone: the reference the ASCII path is tested against.
    static func foundationSameTitle(_ text: String, _ other: String) -> Bool {
        trimmed(text).caseInsensitiveCompare(trimmed(other)) == .orderedSame
    }

    /// Whether the trimmed text equals one of `titles`, compared case-insensitively.
    public static func isOneOf(_ text: String, _ titles: [String]) -> Bool {
        titles.contains { sameTitle(text, $0) }
    }

    /// Whitespace-separated tokens of a template's source; a `{placeholder}` stays one token.
    public static func tokens(_ text: String) -> [Substring] {
        ASCIITitle.tokens(text) ?? characterTokens(text)
    }

    /// `tokens` by `Character`s: the reference the ASCII path is tested against.
    static func characterTokens(_ text: String) -> [Substring] {
        text.split(whereSeparator: { ASCIIProperties.isWhitespace($0) })
    }

    /// Tokens that count as words: at least one letter or digit ("&" and "—" are not words).
    /// A placeholder or a hyphenated word is one word.
    public static func words(_ text: String) -> [Substring] {
        if let tokens = ASCIITitle.tokens(text) { return tokens.filter(ASCIITitle.hasLetterOrDigit) }
        return characterWords(text)
    }

    /// `words` by `Character`s: the reference the ASCII path is tested against.
    static func characterWords(_ text: String) -> [Substring] {
        characterTokens(text).filter { token in token.contains { ASCIIProperties.isLetter($0) || ASCIIProperties.isNumber($0) } }
    }

    /// A word that title-style capitalization would flag: it starts with a lower-case letter,
    /// is not a minor word standing inside the title, and is not skipped (inner capitals like
    /// iCloud, all caps, placeholders, words not starting with a letter).
    public static func lowerCaseWords(in text: String) -> [Substring] {
        let words = words(text)
        var flagged: [Substring] = []
        for (index, word) in words.enumerated() {
            let core = word.drop { !ASCIIProperties.isLetter($0) && !ASCIIProperties.isNumber($0) && $0 != "{" }
            guard let first = core.first, first.isLetter, first.isLowercase else { continue }
            if core.contains("{") { continue }
            if core.dropFirst().contains(where: \.isUppercase) { continue }
            let bare = core.prefix { $0.isLetter || $0 == "’" || $0 == "'" }.lowercased()
            let isInside = index > 0 && index < words.count - 1
            if isInside, minorWords.contains(bare) { continue }
            flagged.append(word)
        }
        return flagged
    }

    /// Whether the text ends like a complete sentence: `.` `?` `!` or `…`, optionally followed
    /// by closing quotes or parentheses.
    public static func endsAsSentence(_ text: String) -> Bool {
        let closers: Set<Character> = ["\"", "'", "”", "’", "»", ")", "]", "」", "』"]
        let stripped = trimmed(text).reversed().drop { closers.contains($0) }
        guard let last = stripped.first else { return false }
        return [".", "?", "!", "…"].contains(last)
    }

    /// Whether a template is only a placeholder (`{message}`), which copy rules skip.
    public static func isOnlyPlaceholder(_ template: Template) -> Bool {
        let nonBlank = template.segments.filter { segment in
            if case .literal(let text) = segment { return !trimmed(text).isEmpty }
            return true
        }
        guard nonBlank.count == 1, case .placeholder = nonBlank[0] else { return false }
        return true
    }

    // MARK: - Helpers for the alert and button copy rules

    /// The development-language strings of a text: the string, or every plural variant in
    /// CLDR order. The English-copy rules judge each of them.
    public static func developmentVariants(of text: Text) -> [String] {
        text.content.variants.map(\.template.source)
    }

    /// Punctuation that may end a title: `.` `!` `?` `:` and the ellipsis `…`.
    static let endingPunctuation: Set<Character> = [".", "!", "?", ":", "…"]

    /// The title trimmed, without the punctuation that ends it ("OK!" → "OK", "Error:" →
    /// "Error", "Oops…" → "Oops"): how rules match a title against a list of words whatever
    /// its ending punctuation, which `button-title-punctuation` reports on its own.
    public static func bareTitle(_ text: String) -> String {
        var title = Substring(trimmed(text))
        while let last = title.last, endingPunctuation.contains(last) || last.isWhitespace {
            title = title.dropLast()
        }
        return String(title)
    }

    /// Whether the bare title equals one of `titles`, trimmed and case-insensitively.
    public static func bareTitleIsOneOf(_ text: String, _ titles: [String]) -> Bool {
        var bare: String?
        return titles.contains { title in
            if let same = ASCIITitle.same(text, title, bare: true) { return same }
            if bare == nil { bare = bareTitle(text) }
            return sameTitle(bare!, bareTitle(title))
        }
    }

    /// `bareTitleIsOneOf` by Foundation alone: the reference the ASCII path is tested against.
    static func foundationBareTitleIsOneOf(_ text: String, _ titles: [String]) -> Bool {
        let bare = bareTitle(text)
        return titles.contains { foundationSameTitle(bare, bareTitle($0)) }
    }

    static let forbiddenButtonEndings: Set<Character> = [".", "!", "?", ":"]

    /// The punctuation a button title must not end with, as written: the trailing run of
    /// `.` `!` `?` `:` ("Delete?!" → "?!"; "Share..." → "...", three periods that read as an
    /// ellipsis). Nil when the title ends otherwise, including with an ellipsis `…`, which
    /// says that more input follows.
    public static func forbiddenButtonEnding(_ text: String) -> Substring? {
        let title = Substring(trimmed(text))
        let run = title.reversed().prefix { forbiddenButtonEndings.contains($0) }
        return run.isEmpty ? nil : title.suffix(run.count)
    }

    /// Whether a title is a fragment in title-style capitalization: two or more words besides
    /// placeholders, and no word `lowerCaseWords` would flag ("Upload Failed" is; "The file
    /// couldn’t be saved" is not). `alert-title-punctuation` reads a title ending in a period
    /// as a fragment only then.
    public static func isTitleCaseFragment(_ text: String) -> Bool {
        let words = words(text).filter(hasLetterOutsidePlaceholders)
        return words.count >= 2 && lowerCaseWords(in: text).isEmpty
    }

    /// Whether a token has a letter or digit outside `{placeholders}`: "{name}." does not.
    static func hasLetterOutsidePlaceholders(_ token: Substring) -> Bool {
        var depth = 0
        for character in token {
            if character == "{" { depth += 1 } else if character == "}" { depth = max(0, depth - 1) }
            else if depth == 0, ASCIIProperties.isLetter(character) || ASCIIProperties.isNumber(character) { return true }
        }
        return false
    }

    /// The gesture words `message-names-gesture` flags, in their inflected forms.
    public static let gestureWords: Set<String> = [
        "tap", "taps", "tapped", "tapping", "click", "clicks", "clicked", "clicking", "press", "pressed", "pressing",
    ]

    /// The first gesture word of the text, as written, compared as a whole word ("Tap
    /// Delete" → "Tap"; "compressed" is no gesture).
    public static func gestureWord(in text: String) -> Substring? {
        guard mayHoldGestureWord(text) else { return nil }
        return characterGestureWord(in: text)
    }

    /// What every gesture word holds: one of these, lower-case.
    static let gestureStems: [[UInt8]] = [Array("tap".utf8), Array("click".utf8), Array("press".utf8)]

    /// Whether `text` may hold a gesture word: false only when it cannot. A word lower-cases
    /// to ASCII letters only if each of its scalars is an ASCII letter or the Kelvin sign
    /// (U+212A, which lower-cases to "k"), so a text that holds no stem of `gestureStems`,
    /// its ASCII letters and Kelvin signs folded, holds no gesture word; the `Character` split
    /// of most messages is skipped (`GestureWordFastPathTests` compares the two).
    static func mayHoldGestureWord(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            var folded: [UInt8] = []
            folded.reserveCapacity(bytes.count)
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                if byte == 0xE2, index + 2 < bytes.count, bytes[index + 1] == 0x84, bytes[index + 2] == 0xAA {
                    folded.append(UInt8(ascii: "k"))
                    index += 3
                    continue
                }
                folded.append(byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte)
                index += 1
            }
            return gestureStems.contains { stem in
                guard folded.count >= stem.count else { return false }
                return (0...(folded.count - stem.count)).contains { start in folded[start..<(start + stem.count)].elementsEqual(stem) }
            }
        }
    }

    /// `gestureWord(in:)` by `Character`s, without the check that skips it.
    static func characterGestureWord(in text: String) -> Substring? {
        for word in text.split(whereSeparator: { !ASCIIProperties.isLetter($0) }) where word.count <= 8 {
            if gestureWords.contains(word.lowercased()) { return word }
        }
        return nil
    }
}

/// Title comparison over ASCII bytes: trimming, ending punctuation and case folding as the
/// `Character` and Foundation paths of `EnglishCopy` do them, for strings where the two
/// provably agree (ASCII only: no character folds or trims differently).
enum ASCIITitle {
    /// Whether the two titles are the same, trimmed (and, when `bare`, without their ending
    /// punctuation) and compared case-insensitively; nil unless both are ASCII.
    static func same(_ text: String, _ other: String, bare: Bool) -> Bool? {
        var text = text
        var other = other
        return text.withUTF8 { left in
            other.withUTF8 { right -> Bool? in
                guard let left = core(left, bare: bare), let right = core(right, bare: bare) else { return nil }
                guard left.count == right.count else { return false }
                for (a, b) in zip(left, right) where a != b && lower(a) != lower(b) { return false }
                return true
            }
        }
    }

    /// The bytes left once surrounding whitespace (and, when `bare`, the trailing run of
    /// `.` `!` `?` `:` and whitespace) is dropped; nil when a byte is not ASCII.
    private static func core(_ bytes: UnsafeBufferPointer<UInt8>, bare: Bool) -> Slice<UnsafeBufferPointer<UInt8>>? {
        for byte in bytes where byte >= 0x80 { return nil }
        var start = bytes.startIndex
        var end = bytes.endIndex
        while start < end, isWhitespace(bytes[start]) { start += 1 }
        while end > start, isWhitespace(bytes[end - 1]) || (bare && isEnding(bytes[end - 1])) { end -= 1 }
        return bytes[start..<end]
    }

    /// `EnglishCopy.tokens` of an ASCII text by its bytes; nil when a byte is not ASCII.
    ///
    /// Every `Character` of an ASCII text is one byte, except "\r\n", which is whitespace as
    /// its two bytes are; so splitting the bytes at whitespace gives the same tokens, at the
    /// same indices, as splitting the `Character`s, without breaking the text into graphemes.
    static func tokens(_ text: String) -> [Substring]? {
        let utf8 = text.utf8
        var tokens: [Substring] = []
        var start: String.Index?
        var index = utf8.startIndex
        while index != utf8.endIndex {
            let byte = utf8[index]
            if byte >= 0x80 { return nil }
            if isWhitespace(byte) {
                if let tokenStart = start {
                    tokens.append(text[tokenStart..<index])
                    start = nil
                }
            } else if start == nil {
                start = index
            }
            utf8.formIndex(after: &index)
        }
        if let tokenStart = start { tokens.append(text[tokenStart..<utf8.endIndex]) }
        return tokens
    }

    /// Whether an ASCII token has a letter or digit, by its bytes (the ASCII letters and
    /// digits are exactly the ASCII characters `ASCIIProperties` calls letters and numbers).
    static func hasLetterOrDigit(_ token: Substring) -> Bool {
        token.utf8.contains { byte in
            ((byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
        }
    }

    /// The ASCII scalars with Unicode's White_Space property: tab, line feed, vertical tab,
    /// form feed, carriage return and space.
    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || (byte >= 0x09 && byte <= 0x0D)
    }

    private static func isEnding(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: ".") || byte == UInt8(ascii: "!") || byte == UInt8(ascii: "?") || byte == UInt8(ascii: ":")
    }

    private static func lower(_ byte: UInt8) -> UInt8 {
        byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte
    }
}

/// `Character.isWhitespace`, `isLetter` and `isNumber` with ASCII answered without a Unicode
/// property lookup (a few hundred instructions each), which the copy rules make for every
/// character of every title. For an ASCII character the properties are exactly these
/// (White_Space: tab to carriage return and space; Alphabetic: A–Z, a–z; Numeric: 0–9), and
/// `asciiValue` reads "\r\n" as "\n", whitespace like it; `EnglishCopyFastPathTests` checks
/// every ASCII character against the `Character` properties.
enum ASCIIProperties {
    static func isWhitespace(_ character: Character) -> Bool {
        if let byte = character.asciiValue { return ASCIITitle.isWhitespace(byte) }
        return character.isWhitespace
    }

    static func isLetter(_ character: Character) -> Bool {
        if let byte = character.asciiValue { return (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") }
        return character.isLetter
    }

    static func isNumber(_ character: Character) -> Bool {
        if let byte = character.asciiValue { return byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
        return character.isNumber
    }
}
