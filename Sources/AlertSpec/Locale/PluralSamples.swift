/// One entry of a CLDR sample list: a value (`21`, `1.5`, `1e6`) or a range (`2~17`, `0.0~1.5`).
///
/// A range steps by its last visible digit: `0.00~0.04` holds 0.00, 0.01, … 0.04. CLDR's
/// samples are what its own tools check the rules against; they show each category's values.
public struct PluralSampleRange: Sendable, Hashable, CustomStringConvertible {
    /// The first value as written.
    public let start: String
    /// The last value as written; `start` for a single value.
    public let end: String

    public init(start: String, end: String) {
        self.start = start
        self.end = end
    }

    public var isSingleValue: Bool { start == end }

    public var description: String { isSingleValue ? start : "\(start)~\(end)" }

    /// The values of the range as text, in order. A range of more than `maximumCount` values
    /// (at least 2) gives both ends and evenly spaced values between them. A range CLDR would
    /// not write (ends with different fraction digits, or an exponent) gives its two ends.
    public func values(maximumCount: Int = 1000) -> [String] {
        guard !isSingleValue else { return [start] }
        guard let first = PluralOperands(start), let last = PluralOperands(end),
              first.v == last.v, !(start + end).contains(where: { $0 == "e" || $0 == "c" })
        else { return [start, end] }
        let digits = first.v
        var scale: UInt = 1
        for _ in 0..<digits { scale *= 10 }
        let (low, lowOverflow) = first.i.multipliedReportingOverflow(by: scale)
        let (high, highOverflow) = last.i.multipliedReportingOverflow(by: scale)
        guard !lowOverflow, !highOverflow, low + first.f <= high + last.f else { return [start, end] }
        let lower = low + first.f
        let upper = high + last.f
        let count = upper - lower + 1
        let maximumCount = UInt(max(2, maximumCount))

        func text(_ scaled: UInt) -> String {
            guard digits > 0 else { return String(scaled) }
            let fraction = String(scaled % scale)
            return "\(scaled / scale).\(String(repeating: "0", count: digits - fraction.count))\(fraction)"
        }
        if count <= maximumCount {
            return (lower...upper).map(text)
        }
        // lower + ⌊(upper − lower) · step / (maximumCount − 1)⌋, without overflowing.
        let (quotient, remainder) = (upper - lower).quotientAndRemainder(dividingBy: maximumCount - 1)
        return (0..<maximumCount).map { step in text(lower + quotient * step + remainder * step / (maximumCount - 1)) }
    }
}

/// A category's `@integer` and `@decimal` samples.
public struct PluralSamples: Sendable, Hashable {
    public let integers: [PluralSampleRange]
    public let decimals: [PluralSampleRange]
    /// Whether CLDR marks the lists as going on (`…`): the category has more values than shown.
    public let integersContinue: Bool
    public let decimalsContinue: Bool

    public init(integers: [PluralSampleRange], decimals: [PluralSampleRange], integersContinue: Bool = false, decimalsContinue: Bool = false) {
        self.integers = integers
        self.decimals = decimals
        self.integersContinue = integersContinue
        self.decimalsContinue = decimalsContinue
    }

    /// Parses sample lists as CLDR writes them after `@integer` and `@decimal`: `0, 2~16, 100, …`.
    /// Nil when an entry is not a number, or a range's end is below its start.
    init?(integer: String, decimal: String) {
        guard let (integers, integersContinue) = Self.parse(integer),
              let (decimals, decimalsContinue) = Self.parse(decimal)
        else { return nil }
        self.init(integers: integers, decimals: decimals, integersContinue: integersContinue, decimalsContinue: decimalsContinue)
    }

    /// Walks the list's UTF-8 bytes: the table's lists are ASCII and `…`, and splitting them
    /// into `Character`s (grapheme breaking, a `String` compare per entry) made parsing every
    /// locale's samples, which the first plural lookup of a process pays, ~26 M instructions.
    private static func parse(_ list: String) -> ([PluralSampleRange], Bool)? {
        var list = list
        return list.withUTF8 { bytes -> ([PluralSampleRange], Bool)? in
            var ranges: [PluralSampleRange] = []
            var continues = false
            var entryStart = 0
            while entryStart <= bytes.count {
                let entryEnd = bytes[entryStart...].firstIndex(of: UInt8(ascii: ",")) ?? bytes.count
                defer { entryStart = entryEnd + 1 }
                let entry = trimmingSpaces(bytes[entryStart..<entryEnd])
                if entry.isEmpty { continue }
                if entry.elementsEqual("…".utf8) || entry.elementsEqual("...".utf8) {
                    continues = true
                    continue
                }
                let tilde = entry.firstIndex(of: UInt8(ascii: "~"))
                let startText = String(decoding: trimmingSpaces(entry[..<(tilde ?? entry.endIndex)]), as: UTF8.self)
                var endText = startText
                if let tilde {
                    let rest = entry[(tilde + 1)...]
                    // `1~2~3` is no range.
                    guard !rest.contains(UInt8(ascii: "~")) else { return nil }
                    endText = String(decoding: trimmingSpaces(rest), as: UTF8.self)
                }
                guard let start = PluralOperands(startText), let end = PluralOperands(endText) else { return nil }
                guard tilde == nil || start.n <= end.n else { return nil }
                ranges.append(PluralSampleRange(start: startText, end: endText))
            }
            return (ranges, continues)
        }
    }

    private static func trimmingSpaces(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> Slice<UnsafeBufferPointer<UInt8>> {
        guard let first = bytes.firstIndex(where: { $0 != UInt8(ascii: " ") }),
              let last = bytes.lastIndex(where: { $0 != UInt8(ascii: " ") })
        else { return bytes[bytes.endIndex...] }
        return bytes[first...last]
    }

    /// The integer samples as values: `1e6` is 1000000. A value beyond `Int` is left out.
    public var integerValues: [ClosedRange<Int>] {
        integers.compactMap { range in
            guard let start = PluralOperands(range.start), let end = PluralOperands(range.end),
                  start.isInteger, end.isInteger, let low = Int(exactly: start.i), let high = Int(exactly: end.i)
            else { return nil }
            return low...high
        }
    }
}
