/// A number as CLDR's plural rules see it: the operands of UTS #35's "Plural Operand Meanings".
///
/// Plural rules depend on how a number is written, not only on its value: `1` and `1.0` are
/// different (`v` is 0 and 1), so decimals are read from their text. The operands are of the
/// absolute value; `n` is `i` plus the visible fraction.
///
/// | operand | meaning | `"1.50"` | `"1.2e3"` |
/// |---|---|---|---|
/// | n | absolute value | 1.5 | 1200 |
/// | i | integer digits | 1 | 1200 |
/// | v | number of visible fraction digits, with trailing zeros | 2 | 0 |
/// | w | number of visible fraction digits, without trailing zeros | 1 | 0 |
/// | f | visible fraction digits, with trailing zeros | 50 | 0 |
/// | t | visible fraction digits, without trailing zeros | 5 | 0 |
/// | c, e | compact decimal exponent (`1.2c3`, `1.2e3`) | 0 | 3 |
public struct PluralOperands: Sendable, Hashable, CustomStringConvertible {
    /// Integer digits of the absolute value.
    public var i: UInt
    /// Number of visible fraction digits, trailing zeros included.
    public var v: Int
    /// Number of visible fraction digits without trailing zeros.
    public var w: Int
    /// The visible fraction digits as an integer, trailing zeros included (`1.50` → 50).
    public var f: UInt
    /// The visible fraction digits as an integer without trailing zeros (`1.50` → 5).
    public var t: UInt
    /// The compact decimal exponent: 6 for `1.2e6` and `1.2c6`, else 0. CLDR names it `c` and `e`.
    public var e: Int

    /// The compact decimal exponent under its other name.
    public var c: Int { e }

    /// The absolute value, for display and comparisons outside the rules; the rules themselves
    /// compare exactly (see `isInteger`).
    public var n: Double {
        var scale = 1.0
        for _ in 0..<v { scale *= 10 }
        return Double(i) + Double(f) / scale
    }

    /// Whether `n` is a whole number (`1.0` is; `1.5` is not): only then can it equal a rule's value.
    public var isInteger: Bool { f == 0 }

    /// The operands of an integer count: i = n, no fraction, no exponent.
    public init(_ integer: Int) {
        i = integer.magnitude
        v = 0
        w = 0
        f = 0
        t = 0
        e = 0
    }

    public init(i: UInt, v: Int = 0, w: Int = 0, f: UInt = 0, t: UInt = 0, e: Int = 0) {
        self.i = i
        self.v = v
        self.w = w
        self.f = f
        self.t = t
        self.e = e
    }

    /// Reads a number as CLDR writes its samples: `5`, `-1.50`, `1.0000001e6`, `1.1c6`.
    ///
    /// Nil when the text is not such a number or does not fit: the integer digits in a `UInt`,
    /// at most 18 fraction digits. An exponent moves the decimal point right (`1.5e3` is `1500`
    /// with e = 3), keeping the fraction digits it does not reach (`1.0000001e6` is `1000000.1`).
    public init?(_ text: some StringProtocol) {
        // Two passes over the bytes and no digit arrays: the first checks the shape and counts
        // the digits, the second adds them up. (Parsing every locale's samples, which the first
        // plural lookup of a process does, made two arrays per number.)
        var integerCount = 0
        var fractionCount = 0
        var exponent = 0
        var seenPoint = false
        var seenExponent = false
        var exponentDigits = 0
        let utf8 = text.utf8
        var index = utf8.startIndex
        if index != utf8.endIndex, utf8[index] == UInt8(ascii: "-") || utf8[index] == UInt8(ascii: "+") {
            index = utf8.index(after: index)
        }
        let digitsStart = index
        while index != utf8.endIndex {
            let byte = utf8[index]
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                if seenExponent {
                    let (product, overflow) = exponent.multipliedReportingOverflow(by: 10)
                    guard !overflow, product <= 100 else { return nil }
                    exponent = product + Int(byte - UInt8(ascii: "0"))
                    exponentDigits += 1
                } else if seenPoint {
                    fractionCount += 1
                } else {
                    integerCount += 1
                }
            case UInt8(ascii: "."):
                guard !seenPoint, !seenExponent, integerCount > 0 else { return nil }
                seenPoint = true
            case UInt8(ascii: "e"), UInt8(ascii: "c"):
                guard !seenExponent, integerCount > 0, !(seenPoint && fractionCount == 0) else { return nil }
                seenExponent = true
            default:
                return nil
            }
            index = utf8.index(after: index)
        }
        guard integerCount > 0, !(seenPoint && fractionCount == 0), !(seenExponent && exponentDigits == 0) else { return nil }
        // The exponent moves the decimal point right: the first `shifted` fraction digits join
        // the integer digits, then zeros for the rest of the exponent.
        let shifted = min(exponent, fractionCount)
        let fractionDigits = fractionCount - shifted
        guard fractionDigits <= 18 else { return nil }

        var integer: UInt = 0
        func appendToInteger(_ digit: UInt) -> Bool {
            let (product, overflow) = integer.multipliedReportingOverflow(by: 10)
            let (sum, carry) = product.addingReportingOverflow(digit)
            integer = sum
            return !overflow && !carry
        }
        let integerDigits = integerCount + shifted
        var fraction: UInt = 0
        var digitsRead = 0
        index = digitsStart
        while index != utf8.endIndex {
            let byte = utf8[index]
            if byte == UInt8(ascii: "e") || byte == UInt8(ascii: "c") { break }
            index = utf8.index(after: index)
            guard byte != UInt8(ascii: ".") else { continue }
            let digit = UInt(byte - UInt8(ascii: "0"))
            if digitsRead < integerDigits {
                guard appendToInteger(digit) else { return nil }
            } else {
                fraction = fraction * 10 + digit
            }
            digitsRead += 1
        }
        for _ in 0..<(exponent - shifted) {
            guard appendToInteger(0) else { return nil }
        }
        var trimmed = fraction
        var trimmedCount = fractionDigits
        while trimmedCount > 0, trimmed % 10 == 0 {
            trimmed /= 10
            trimmedCount -= 1
        }
        self.init(i: integer, v: fractionDigits, w: trimmedCount, f: fraction, t: trimmed, e: exponent)
    }

    /// The operands as `n=… i=… v=… w=… f=… t=… e=…`.
    public var description: String {
        "n=\(isInteger ? String(i) : String(n)) i=\(i) v=\(v) w=\(w) f=\(f) t=\(t) e=\(e)"
    }
}
