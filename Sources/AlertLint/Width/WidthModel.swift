/// The system font at one size and weight, as the width model measures it.
public struct SystemFont: Sendable, Hashable, CustomStringConvertible {
    public enum Weight: String, Sendable, Hashable, CaseIterable {
        case regular
        case semibold
    }

    /// Points.
    public var size: Double
    public var weight: Weight

    public init(size: Double, weight: Weight) {
        self.size = size
        self.weight = weight
    }

    public static func regular(_ size: Double) -> SystemFont { SystemFont(size: size, weight: .regular) }
    public static func semibold(_ size: Double) -> SystemFont { SystemFont(size: size, weight: .semibold) }

    public var description: String { "\(WidthModel.describe(size)) pt \(weight.rawValue)" }
}

/// Estimates how wide a string renders in the iOS system font.
///
/// The estimate sums the advance widths of fonts with metrics close to Apple's (Inter for
/// Latin, Greek and Cyrillic; Noto Sans for Arabic, Hebrew, Thai, Devanagari and CJK), read
/// by `Tools/width-model/extract_widths.py` into `WidthTable`. It leaves out kerning and
/// ligatures, and it is not Apple's font: widths are estimates, and docs/width-model.md gives
/// their measured accuracy.
///
/// - Combining marks, format characters and controls take no width.
/// - Arabic is measured per code point, each joining letter in the contextual form its
///   neighbours select (isolated, initial, medial or final): still an estimate, since
///   ligatures and mark stacking are not modelled, but within a few percent of HarfBuzz.
/// - A character no font covers (an emoji, an uncovered script) is one em wide. An emoji
///   sequence joined by ZWJ, a flag's second regional indicator and skin-tone modifiers add
///   nothing, as they draw as one glyph.
public enum WidthModel {
    /// The estimated width of `text` on one line, in points.
    public static func width(of text: String, font: SystemFont) -> Double {
        let scalars = TextLayout.scalarArray(of: text)
        var total = 0
        for advance in advances(of: scalars[...], weight: font.weight) { total += Int(advance) }
        return Double(total) * font.size / 1000
    }

    /// The advance of each scalar in 1/1000 em, with the context rules above applied.
    static func advances(of scalars: ArraySlice<Unicode.Scalar>, weight: SystemFont.Weight) -> [UInt16] {
        var result = [UInt16](repeating: 0, count: scalars.count)
        var needsContext = false
        let direct = weight == .regular ? regularDirect : semiboldDirect
        WidthTable.runStarts.withUnsafeBufferPointer { starts in
            (weight == .regular ? WidthTable.regularWidths : WidthTable.semiboldWidths).withUnsafeBufferPointer { widths in
                direct.withUnsafeBufferPointer { direct in
                    for (offset, scalar) in zip(result.indices, scalars) {
                        let value = scalar.value
                        if (value >= 0x0600 && value <= 0x08FF) || value >= 0x1F000 { needsContext = true }
                        result[offset] = advance(of: scalar, starts: starts, widths: widths, direct: direct)
                    }
                }
            }
        }
        return needsContext ? withContext(result, of: scalars, weight: weight) : result
    }

    /// The advance of one code point without context, in 1/1000 em.
    static func advance(of scalar: Unicode.Scalar, weight: SystemFont.Weight) -> UInt16 {
        WidthTable.runStarts.withUnsafeBufferPointer { starts in
            (weight == .regular ? WidthTable.regularWidths : WidthTable.semiboldWidths).withUnsafeBufferPointer { widths in
                (weight == .regular ? regularDirect : semiboldDirect).withUnsafeBufferPointer { direct in
                    advance(of: scalar, starts: starts, widths: widths, direct: direct)
                }
            }
        }
    }

    private static func advance(
        of scalar: Unicode.Scalar, starts: UnsafeBufferPointer<UInt32>, widths: UnsafeBufferPointer<UInt16>, direct: UnsafeBufferPointer<UInt16>
    ) -> UInt16 {
        let value = scalar.value
        // Latin text, nearly every scalar measured: a table lookup, not a binary search.
        if value < UInt32(direct.count) { return direct[Int(value)] }
        return searchedAdvance(of: scalar, starts: starts, widths: widths)
    }

    /// How many code points, from 0, `regularDirect` and `semiboldDirect` hold: Latin-1 and
    /// Latin Extended-A and -B.
    static let directCount: UInt32 = 0x250

    /// The advance of each code point below `directCount`, read from the runs once.
    static let regularDirect: [UInt16] = directAdvances(.regular)
    static let semiboldDirect: [UInt16] = directAdvances(.semibold)

    private static func directAdvances(_ weight: SystemFont.Weight) -> [UInt16] {
        WidthTable.runStarts.withUnsafeBufferPointer { starts in
            (weight == .regular ? WidthTable.regularWidths : WidthTable.semiboldWidths).withUnsafeBufferPointer { widths in
                (0..<directCount).map { searchedAdvance(of: Unicode.Scalar($0)!, starts: starts, widths: widths) }
            }
        }
    }

    /// The advance found by binary search over the runs.
    static func searchedAdvance(of scalar: Unicode.Scalar, starts: UnsafeBufferPointer<UInt32>, widths: UnsafeBufferPointer<UInt16>) -> UInt16 {
        let value = scalar.value
        // The last run starting at or before the code point.
        var low = 0
        var high = starts.count
        while high - low > 1 {
            let middle = (low + high) / 2
            if starts[middle] <= value { low = middle } else { high = middle }
        }
        let width = widths[low]
        guard width == WidthTable.uncovered else { return width }
        // No font covers it: marks and format characters still take no room.
        return isZeroWidth(scalar) ? 0 : WidthTable.defaultWidth
    }

    static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format, .control: true
        default: false
        }
    }

    /// Arabic joining forms, and emoji sequences that draw as one glyph.
    private static func withContext(_ advances: [UInt16], of scalars: ArraySlice<Unicode.Scalar>, weight: SystemFont.Weight) -> [UInt16] {
        var result = advances
        let base = scalars.startIndex
        let forms = weight == .regular ? WidthTable.arabicRegularForms : WidthTable.arabicSemiboldForms
        for offset in advances.indices {
            let scalar = scalars[base + offset]
            let value = scalar.value
            if value >= 0x0600, value <= 0x08FF, let letter = arabicLetterIndex(value) {
                result[offset] = forms[letter * 4 + arabicForm(letter: letter, at: offset, in: scalars, advances: advances)]
            } else if value >= 0x1F000, offset > 0, joinsPreviousGlyph(scalar, at: offset, in: scalars) {
                result[offset] = 0
            }
        }
        return result
    }

    /// Scalars that draw as part of the glyph before them: the emoji after a ZWJ, a skin-tone
    /// modifier, the second regional indicator of a flag.
    private static func joinsPreviousGlyph(_ scalar: Unicode.Scalar, at offset: Int, in scalars: ArraySlice<Unicode.Scalar>) -> Bool {
        let base = scalars.startIndex
        if scalars[base + offset - 1] == "\u{200D}" { return scalar.properties.isEmoji }
        if scalar.properties.isEmojiModifier { return true }
        let regionalIndicators: ClosedRange<UInt32> = 0x1F1E6...0x1F1FF
        guard regionalIndicators.contains(scalar.value) else { return false }
        // Pair regional indicators from the start of the run.
        var count = 0
        var back = base + offset - 1
        while back >= base, regionalIndicators.contains(scalars[back].value) {
            count += 1
            back -= 1
        }
        return count % 2 == 1
    }

    /// "17", "13.5": a size or width in points without a trailing ".0".
    static func describe(_ points: Double) -> String {
        points == points.rounded() && abs(points) < 1e15 ? String(Int(points)) : String(points)
    }

    // MARK: Arabic joining

    private static func arabicLetterIndex(_ value: UInt32) -> Int? {
        let letters = WidthTable.arabicLetters
        var low = 0
        var high = letters.count
        while low < high {
            let middle = (low + high) / 2
            if letters[middle] < value { low = middle + 1 } else { high = middle }
        }
        return low < letters.count && letters[low] == value ? low : nil
    }

    /// 0: does not join; 1: joins the preceding letter only; 2: joins both sides; 3: causes
    /// joining on both sides (ZWJ, tatweel).
    private static func joiningType(_ scalar: Unicode.Scalar?) -> UInt8 {
        guard let scalar else { return 0 }
        if scalar == "\u{200D}" || scalar == "\u{0640}" { return 3 }
        guard scalar.value >= 0x0600, scalar.value <= 0x08FF, let letter = arabicLetterIndex(scalar.value) else { return 0 }
        return WidthTable.arabicJoining[letter]
    }

    /// The nearest scalar before or after `offset` that joining does not pass through: marks
    /// and format characters (zero advance) are transparent, except ZWJ and ZWNJ.
    private static func neighbour(of offset: Int, step: Int, in scalars: ArraySlice<Unicode.Scalar>, advances: [UInt16]) -> Unicode.Scalar? {
        var position = offset + step
        while position >= 0, position < advances.count {
            let scalar = scalars[scalars.startIndex + position]
            if advances[position] != 0 || scalar == "\u{200C}" || scalar == "\u{200D}" { return scalar }
            position += step
        }
        return nil
    }

    /// 0 isolated, 1 initial, 2 medial, 3 final: the form a letter's neighbours select.
    private static func arabicForm(letter: Int, at offset: Int, in scalars: ArraySlice<Unicode.Scalar>, advances: [UInt16]) -> Int {
        let own = WidthTable.arabicJoining[letter]
        let joinsPrevious = joiningType(neighbour(of: offset, step: -1, in: scalars, advances: advances)) >= 2
        let joinsNext = own == 2 && joiningType(neighbour(of: offset, step: 1, in: scalars, advances: advances)) >= 1
        return joinsPrevious ? (joinsNext ? 2 : 3) : (joinsNext ? 1 : 0)
    }
}
