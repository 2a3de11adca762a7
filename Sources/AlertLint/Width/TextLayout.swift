/// Line wrapping by the width model: how many lines a label of a given width needs.
///
/// Greedy, as UILabel's word wrapping: each line takes as many words as fit. Lines break after
/// spaces (which hang at the line's end and take no room), after a zero-width space, after a
/// hyphen or dash inside a word, and between any two characters of CJK and Thai text — except
/// before closing punctuation, small kana and the prolonged sound mark, and after opening
/// punctuation (a minimal kinsoku). Hangul breaks at spaces, as UIKit's labels do. A word wider
/// than the whole line breaks between characters. Line separators (`\n`, `\r\n`, U+2028,
/// U+2029) start a new line. All widths are the width model's estimates.
public enum TextLayout {
    /// The lines `text` wraps to, each without its trailing spaces.
    public static func lines(of text: String, font: SystemFont, width: Double) -> [String] {
        var lines: [String] = []
        _ = wrap(text, font: font, width: width) { scalars in
            var line = String.UnicodeScalarView()
            line.append(contentsOf: scalars.reversed().drop(while: isBreakingSpace).reversed())
            lines.append(String(line))
        }
        return lines
    }

    /// How many lines `text` wraps to; 0 for an empty string.
    public static func lineCount(of text: String, font: SystemFont, width: Double) -> Int {
        wrap(text, font: font, width: width, line: nil)
    }

    /// How many lines `text` takes in a slot of the geometry.
    public static func lineCount(of text: String, in slot: Geometry.TextSlot) -> Int {
        lineCount(of: text, font: slot.font, width: slot.width)
    }

    /// Whether the titles of a two-action alert fit side by side: each label on one line within
    /// `geometry.sideBySideButton` (119 pt at 17 pt in iOS 17/18), the preferred action's in
    /// semibold. False unless there are exactly two titles: UIKit stacks three or more.
    ///
    /// - Parameters:
    ///   - titles: The two action titles as displayed (placeholders already filled in).
    ///   - preferredIndex: The index in `titles` of the preferred action, drawn in semibold.
    public static func fitsSideBySide(titles: [String], preferredIndex: Int? = nil, geometry: Geometry = .ios18) -> Bool {
        guard titles.count == 2 else { return false }
        let slot = geometry.sideBySideButton
        for (index, title) in titles.enumerated() {
            let font = SystemFont(size: slot.font.size, weight: index == preferredIndex ? .semibold : slot.font.weight)
            if WidthModel.width(of: title, font: font) > slot.width + tolerance { return false }
        }
        return true
    }

    /// Rounding slack in points: a label exactly as wide as its line fits.
    static let tolerance = 0.001

    // MARK: Wrapping

    /// Wraps every paragraph of `text`, reporting each line's scalars to `line` when given.
    private static func wrap(_ text: String, font: SystemFont, width: Double, line: ((ArraySlice<Unicode.Scalar>) -> Void)?) -> Int {
        let scalars = scalarArray(of: text)
        guard !scalars.isEmpty else { return 0 }
        // The line's width in 1/1000 em of the font.
        let limit = max(width, 0) * 1000 / font.size + tolerance
        var count = 0
        var start = 0
        var index = 0
        while index <= scalars.count {
            let separatorLength = index < scalars.count ? lineSeparatorLength(scalars, at: index) : 1
            if separatorLength > 0 {
                count += wrapParagraph(scalars[start..<index], weight: font.weight, limit: limit, line: line)
                index += separatorLength
                start = index
            } else {
                index += 1
            }
        }
        return count
    }

    /// `Array(text.unicodeScalars)` in one pass: room for as many scalars as the text has
    /// UTF-8 bytes (at least as many), filled while decoding, where `Array(_:)` counts the
    /// scalars in a first pass and decodes them again in a second.
    static func scalarArray(of text: String) -> [Unicode.Scalar] {
        let capacity = text.utf8.count
        guard capacity > 0 else { return [] }
        return [Unicode.Scalar](unsafeUninitializedCapacity: capacity) { buffer, count in
            var index = 0
            for scalar in text.unicodeScalars {
                buffer.initializeElement(at: index, to: scalar)
                index += 1
            }
            count = index
        }
    }

    /// 1 or 2 (`\r\n`) when a line separator starts at `index`, else 0.
    private static func lineSeparatorLength(_ scalars: [Unicode.Scalar], at index: Int) -> Int {
        switch scalars[index].value {
        case 0x0D: index + 1 < scalars.count && scalars[index + 1].value == 0x0A ? 2 : 1
        case 0x0A, 0x0B, 0x0C, 0x85, 0x2028, 0x2029: 1
        default: 0
        }
    }

    /// The lines one paragraph takes (an empty paragraph takes one).
    private static func wrapParagraph(_ scalars: ArraySlice<Unicode.Scalar>, weight: SystemFont.Weight, limit: Double, line: ((ArraySlice<Unicode.Scalar>) -> Void)?) -> Int {
        let advances = WidthModel.advances(of: scalars, weight: weight)
        // A paragraph no wider than the line takes one: no segment can push a line past the
        // limit when all of them together do not (`lines(of:)`, which reports each line, still
        // takes the walk below, and `LineWrappingFastPathTests` compares the two).
        if line == nil {
            var total = 0
            for advance in advances { total += Int(advance) }
            if Double(total) <= limit { return 1 }
        }
        let base = scalars.startIndex
        var lines = 1
        var lineStart = base
        var lineWidth = 0  // including hanging spaces
        var lineHasContent = false

        func newLine(at index: Int) {
            line?(scalars[lineStart..<index])
            lines += 1
            lineStart = index
            lineWidth = 0
            lineHasContent = false
        }

        var index = base
        while index < scalars.endIndex {
            // The segment up to the next break opportunity: a word and the spaces after it.
            var end = index + 1
            while end < scalars.endIndex, !canBreak(scalars, advances: advances, before: end) { end += 1 }
            var content = 0
            var trailing = 0
            for position in index..<end {
                let advance = Int(advances[position - base])
                if isBreakingSpace(scalars[position]) {
                    trailing += advance
                } else {
                    content += trailing + advance
                    trailing = 0
                }
            }
            if lineHasContent, Double(lineWidth + content) > limit {
                newLine(at: index)
            }
            if Double(lineWidth + content) <= limit {
                lineWidth += content + trailing
                if content > 0 { lineHasContent = true }
            } else {
                // Wider than a whole line: break between characters.
                for position in index..<end {
                    let advance = Int(advances[position - base])
                    if lineHasContent, advance > 0, !isBreakingSpace(scalars[position]),
                       Double(lineWidth + advance) > limit, !isAttachedToPrevious(scalars[position], advance: advances[position - base]) {
                        newLine(at: position)
                    }
                    lineWidth += advance
                    if advance > 0, !isBreakingSpace(scalars[position]) { lineHasContent = true }
                }
            }
            index = end
        }
        line?(scalars[lineStart..<scalars.endIndex])
        return lines
    }

    // MARK: Break opportunities

    /// Whether a line may break between `scalars[index - 1]` and `scalars[index]`; `advances`
    /// are the scalars' widths, from the slice's start.
    static func canBreak(_ scalars: ArraySlice<Unicode.Scalar>, advances: [UInt16], before index: Int) -> Bool {
        // Inside a word of Latin letters and digits, most of what is measured: no rule below
        // allows a break (`LineWrappingFastPathTests` checks every pair against them).
        if isPlainLetter(scalars[index - 1].value), isPlainLetter(scalars[index].value), advances[index - scalars.startIndex] != 0 {
            return false
        }
        return canBreakByRules(scalars, advances: advances, before: index)
    }

    /// ASCII letters and digits, and the letters of Latin-1 and Latin Extended-A and -B (all of
    /// U+00C0–U+024F but × and ÷): neither spaces, punctuation, hyphens, CJK or Thai.
    static func isPlainLetter(_ value: UInt32) -> Bool {
        switch value {
        case 0x30...0x39, 0x41...0x5A, 0x61...0x7A: true
        case 0xC0...0x24F: value != 0xD7 && value != 0xF7
        default: false
        }
    }

    /// `canBreak` without the shortcut for letters: the line-breaking rules themselves.
    static func canBreakByRules(_ scalars: ArraySlice<Unicode.Scalar>, advances: [UInt16], before index: Int) -> Bool {
        let previous = scalars[index - 1]
        let current = scalars[index]
        if isBreakingSpace(current) || isAttachedToPrevious(current, advance: advances[index - scalars.startIndex]) { return false }
        if isBreakingSpace(previous) || previous == "\u{200B}" { return true }
        if noBreakBefore(current.value) || noBreakAfter(previous.value) { return false }
        if breaksAnywhere(previous.value) || breaksAnywhere(current.value) { return true }
        // After a hyphen or dash inside a word ("iCloud-Fotos"), not after a leading one ("-5").
        if isHyphen(previous.value), index - 2 >= scalars.startIndex, !isBreakingSpace(scalars[index - 2]),
           current.properties.isAlphabetic || current.properties.numericType != nil {
            return true
        }
        return false
    }

    static func isBreakingSpace(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x20, 0x1680, 0x2000...0x2006, 0x2008...0x200A, 0x205F, 0x3000: true
        default: false
        }
    }

    /// Marks, joiners, variation selectors and the rest of an emoji sequence (all of them
    /// zero-width to the model), and the spacing vowel signs of Indic scripts, stay with the
    /// character before them.
    private static func isAttachedToPrevious(_ scalar: Unicode.Scalar, advance: UInt16) -> Bool {
        if advance == 0 { return true }
        return (0x0900...0x0DFF).contains(scalar.value) && scalar.properties.generalCategory == .spacingMark
    }

    private static func isHyphen(_ value: UInt32) -> Bool {
        value == 0x2D || value == 0x2010 || value == 0x2013 || value == 0x2014
    }

    /// CJK ideographs, kana, CJK punctuation, full-width forms and Thai: a line may break
    /// between any two of them.
    private static func breaksAnywhere(_ value: UInt32) -> Bool {
        switch value {
        case 0x0E00...0x0E7F,  // Thai
             0x2E80...0x2FDF,  // radicals
             0x3000...0x303F,  // CJK symbols and punctuation
             0x3040...0x312F,  // hiragana, katakana, bopomofo
             0x31F0...0x31FF,  // katakana extensions
             0x3200...0x4DBF,  // enclosed, compatibility, extension A
             0x4E00...0x9FFF,  // unified ideographs
             0xF900...0xFAFF,  // compatibility ideographs
             0xFE30...0xFE4F,  // compatibility forms
             0xFF00...0xFFEF,  // full- and half-width forms
             0x20000...0x3FFFF:  // ideograph extensions
            true
        default:
            false
        }
    }

    /// Closing punctuation, small kana, iteration and prolonged sound marks, Thai following
    /// vowels: never at the start of a line.
    private static func noBreakBefore(_ value: UInt32) -> Bool {
        switch value {
        case 0x21, 0x29, 0x2C, 0x2E, 0x3A, 0x3B, 0x3F, 0x5D, 0x7D, 0xBB,
             0x2019, 0x201D, 0x2025, 0x2026, 0x203A, 0x203C, 0x2047...0x2049,
             0x3001, 0x3002, 0x3005, 0x3009, 0x300B, 0x300D, 0x300F, 0x3011, 0x3015, 0x3017, 0x3019,
             0x301B, 0x301E, 0x301F, 0x303B,
             0x3041, 0x3043, 0x3045, 0x3047, 0x3049, 0x3063, 0x3083, 0x3085, 0x3087, 0x308E, 0x3095, 0x3096,
             0x309D, 0x309E,
             0x30A1, 0x30A3, 0x30A5, 0x30A7, 0x30A9, 0x30C3, 0x30E3, 0x30E5, 0x30E7, 0x30EE, 0x30F5, 0x30F6,
             0x30FB, 0x30FC, 0x30FD, 0x30FE, 0x31F0...0x31FF,
             0xFF01, 0xFF09, 0xFF0C, 0xFF0E, 0xFF1A, 0xFF1B, 0xFF1F, 0xFF3D, 0xFF5D, 0xFF60, 0xFF61, 0xFF63, 0xFF64,
             0x0E30, 0x0E32, 0x0E33, 0x0E45, 0x0E46:
            true
        default:
            false
        }
    }

    /// Opening punctuation and Thai preposed vowels: never at the end of a line.
    private static func noBreakAfter(_ value: UInt32) -> Bool {
        switch value {
        case 0x28, 0x5B, 0x7B, 0xAB, 0x2018, 0x201C, 0x201E, 0x2039,
             0x3008, 0x300A, 0x300C, 0x300E, 0x3010, 0x3014, 0x3016, 0x3018, 0x301A, 0x301D,
             0xFF08, 0xFF3B, 0xFF5B, 0xFF5F, 0xFF62,
             0x0E40...0x0E44:
            true
        default:
            false
        }
    }
}
