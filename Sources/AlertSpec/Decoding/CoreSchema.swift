import AlertYAML

/// How YAML 1.2's core schema reads a scalar: the only numbers, booleans and nulls the spec
/// format knows.
///
/// Only plain scalars are typed; a quoted scalar is always a string (`"1"` is not a number).
/// The spec is stricter than the core schema about booleans: only lower-case `true` and
/// `false` are booleans, the spelling Swift uses.
enum CoreSchemaValue: Equatable {
    case null
    case bool(Bool)
    /// An integer; nil when it does not fit in `Int`.
    case integer(Int?)
    case float(Double)
    case string

    init(_ scalar: YAMLScalar) {
        guard scalar.style == .plain else {
            self = .string
            return
        }
        if scalar.isNull {
            self = .null
        } else if scalar.value == "true" {
            self = .bool(true)
        } else if scalar.value == "false" {
            self = .bool(false)
        } else if let integer = Self.integer(scalar.value) {
            self = .integer(integer)
        } else if let float = Self.float(scalar.value) {
            self = .float(float)
        } else {
            self = .string
        }
    }

    /// `[-+]?[0-9]+`, `0o[0-7]+` or `0x[0-9a-fA-F]+`. The outer optional says whether the text
    /// is an integer at all; the inner one whether it fits in `Int`.
    static func integer(_ text: String) -> Int?? {
        let bytes = text.utf8
        if bytes.count > 2, bytes.first == UInt8(ascii: "0") {
            let marker = bytes[bytes.index(after: bytes.startIndex)]
            let digits = text.dropFirst(2)
            if marker == UInt8(ascii: "o"), digits.utf8.allSatisfy(isOctalDigit) {
                return .some(Int(digits, radix: 8))
            }
            if marker == UInt8(ascii: "x"), digits.utf8.allSatisfy(isHexDigit) {
                return .some(Int(digits, radix: 16))
            }
        }
        var digits = Substring(text)
        if let sign = bytes.first, sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") {
            digits = digits.dropFirst()
        }
        guard !digits.isEmpty, digits.utf8.allSatisfy(isDecimalDigit) else { return nil }
        return .some(Int(text))
    }

    /// `[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?`, `[-+]?.inf` or `.nan` (in the
    /// three spellings the core schema allows).
    static func float(_ text: String) -> Double? {
        var rest = Substring(text)
        var sign = 1.0
        if let first = rest.utf8.first, first == UInt8(ascii: "-") || first == UInt8(ascii: "+") {
            if first == UInt8(ascii: "-") { sign = -1 }
            rest = rest.dropFirst()
        }
        if rest == ".inf" || rest == ".Inf" || rest == ".INF" { return sign * .infinity }
        if text == ".nan" || text == ".NaN" || text == ".NAN" { return .nan }

        let bytes = Array(rest.utf8)
        var index = 0
        func skipDigits() -> Int {
            let start = index
            while index < bytes.count, isDecimalDigit(bytes[index]) { index += 1 }
            return index - start
        }
        let integerDigits = skipDigits()
        var fractionDigits = 0
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            fractionDigits = skipDigits()
        }
        // `.5` and `5.` are floats, a lone `.` is not.
        guard integerDigits > 0 || fractionDigits > 0 else { return nil }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") { index += 1 }
            guard skipDigits() > 0 else { return nil }
        }
        guard index == bytes.count else { return nil }
        return Double(text)
    }

    private static func isDecimalDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    private static func isOctalDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "7")
    }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        isDecimalDigit(byte) || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "f"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "F"))
    }
}
