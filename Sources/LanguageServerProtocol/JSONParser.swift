/// Reads a JSON text (RFC 8259) into a `JSONValue`, byte by byte.
///
/// The server reads every message through it. Foundation's `JSONDecoder` went through its
/// slow path for any string with an escape in it, which a document's full text always has
/// (`\n`), and the result then had to be encoded and decoded again to reach the params'
/// type: three passes over a 1 MB `didChange`. This is one pass, and strings without
/// escapes are copied whole.
///
/// Strict: no trailing commas, comments, leading zeros, lone surrogates or control
/// characters in strings; nesting deeper than `maximumDepth` is an error rather than a
/// stack overflow. Invalid UTF-8 inside a string is replaced (U+FFFD), as `String(decoding:)`
/// does. A key written twice keeps its last value.
public struct JSONParser {
    public struct Error: Swift.Error, Equatable, CustomStringConvertible {
        /// Byte offset where reading stopped.
        public var offset: Int
        public var reason: String

        public var description: String { "\(reason) at byte \(offset)" }
    }

    public static let maximumDepth = 512

    private let bytes: [UInt8]
    private var position = 0
    private var depth = 0

    private init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    public static func parse(_ bytes: [UInt8]) throws(Error) -> JSONValue {
        var parser = JSONParser(bytes)
        parser.skipWhitespace()
        let value = try parser.value()
        parser.skipWhitespace()
        guard parser.position == bytes.count else { throw parser.error("unexpected text after the value") }
        return value
    }

    private func error(_ reason: String) -> Error {
        Error(offset: position, reason: reason)
    }

    private mutating func skipWhitespace() {
        while position < bytes.count {
            switch bytes[position] {
            case 0x20, 0x09, 0x0A, 0x0D: position += 1
            default: return
            }
        }
    }

    private mutating func value() throws(Error) -> JSONValue {
        guard position < bytes.count else { throw error("a value is missing") }
        switch bytes[position] {
        case UInt8(ascii: "{"): return try object()
        case UInt8(ascii: "["): return try array()
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): try literal("true"); return .bool(true)
        case UInt8(ascii: "f"): try literal("false"); return .bool(false)
        case UInt8(ascii: "n"): try literal("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try number())
        default: throw error("unexpected character")
        }
    }

    private mutating func literal(_ word: StaticString) throws(Error) {
        let count = word.utf8CodeUnitCount
        guard position + count <= bytes.count else { throw error("unexpected end") }
        for index in 0..<count where bytes[position + index] != word.utf8Start[index] {
            throw error("unexpected character")
        }
        position += count
    }

    private mutating func nested<T>(_ read: (inout JSONParser) throws(Error) -> T) throws(Error) -> T {
        depth += 1
        guard depth <= Self.maximumDepth else { throw error("nested deeper than \(Self.maximumDepth) levels") }
        defer { depth -= 1 }
        return try read(&self)
    }

    private mutating func object() throws(Error) -> JSONValue {
        try nested { (parser: inout JSONParser) throws(Error) -> JSONValue in
            parser.position += 1
            var members: [String: JSONValue] = [:]
            parser.skipWhitespace()
            if parser.peek(UInt8(ascii: "}")) { parser.position += 1; return .object(members) }
            while true {
                parser.skipWhitespace()
                guard parser.peek(UInt8(ascii: "\"")) else { throw parser.error("a key must be a string") }
                let key = try parser.string()
                parser.skipWhitespace()
                guard parser.peek(UInt8(ascii: ":")) else { throw parser.error("':' expected after a key") }
                parser.position += 1
                parser.skipWhitespace()
                members[key] = try parser.value()
                parser.skipWhitespace()
                if parser.peek(UInt8(ascii: ",")) { parser.position += 1; continue }
                if parser.peek(UInt8(ascii: "}")) { parser.position += 1; return .object(members) }
                throw parser.error("',' or '}' expected")
            }
        }
    }

    private mutating func array() throws(Error) -> JSONValue {
        try nested { (parser: inout JSONParser) throws(Error) -> JSONValue in
            parser.position += 1
            var elements: [JSONValue] = []
            parser.skipWhitespace()
            if parser.peek(UInt8(ascii: "]")) { parser.position += 1; return .array(elements) }
            while true {
                parser.skipWhitespace()
                elements.append(try parser.value())
                parser.skipWhitespace()
                if parser.peek(UInt8(ascii: ",")) { parser.position += 1; continue }
                if parser.peek(UInt8(ascii: "]")) { parser.position += 1; return .array(elements) }
                throw parser.error("',' or ']' expected")
            }
        }
    }

    private func peek(_ byte: UInt8) -> Bool {
        position < bytes.count && bytes[position] == byte
    }

    /// A string, the opening quote at `position`.
    private mutating func string() throws(Error) -> String {
        position += 1
        let start = position
        // The common case: no escape, copied whole.
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") {
                defer { position += 1 }
                return String(decoding: bytes[start..<position], as: UTF8.self)
            }
            if byte == UInt8(ascii: "\\") { break }
            if byte < 0x20 { throw error("a control character in a string") }
            position += 1
        }
        var utf8 = Array(bytes[start..<position])
        while position < bytes.count {
            // The run up to the next quote, backslash or control character, copied whole.
            let runStart = position
            while position < bytes.count {
                let byte = bytes[position]
                if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 { break }
                position += 1
            }
            utf8 += bytes[runStart..<position]
            guard position < bytes.count else { break }
            switch bytes[position] {
            case UInt8(ascii: "\""):
                position += 1
                return String(decoding: utf8, as: UTF8.self)
            case UInt8(ascii: "\\"):
                position += 1
                guard position < bytes.count else { throw error("unexpected end in an escape") }
                let escaped = bytes[position]
                position += 1
                switch escaped {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): utf8.append(escaped)
                case UInt8(ascii: "b"): utf8.append(0x08)
                case UInt8(ascii: "f"): utf8.append(0x0C)
                case UInt8(ascii: "n"): utf8.append(0x0A)
                case UInt8(ascii: "r"): utf8.append(0x0D)
                case UInt8(ascii: "t"): utf8.append(0x09)
                case UInt8(ascii: "u"): UTF8.encode(try unicodeEscape()) { utf8.append($0) }
                default: throw error("an unknown escape")
                }
            default:
                throw error("a control character in a string")
            }
        }
        throw error("a string is not closed")
    }

    /// The character of a `\uXXXX` escape (its `\u` read), with a following low surrogate
    /// when it is a high one.
    private mutating func unicodeEscape() throws(Error) -> Unicode.Scalar {
        let first = try hexQuad()
        var scalar: Unicode.Scalar?
        switch first {
        case 0xD800...0xDBFF:
            guard position + 1 < bytes.count, bytes[position] == UInt8(ascii: "\\"), bytes[position + 1] == UInt8(ascii: "u") else {
                throw error("a high surrogate without its low surrogate")
            }
            position += 2
            let second = try hexQuad()
            guard (0xDC00...0xDFFF).contains(second) else { throw error("a high surrogate without its low surrogate") }
            scalar = Unicode.Scalar(0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00))
        case 0xDC00...0xDFFF:
            throw error("a low surrogate alone")
        default:
            scalar = Unicode.Scalar(first)
        }
        guard let scalar else { throw error("an invalid code point") }
        return scalar
    }

    private mutating func hexQuad() throws(Error) -> UInt32 {
        guard position + 4 <= bytes.count else { throw error("unexpected end in an escape") }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[position]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw error("a \\u escape needs four hexadecimal digits")
            }
            value = value << 4 | UInt32(digit)
            position += 1
        }
        return value
    }

    /// A number: `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`.
    private mutating func number() throws(Error) -> Double {
        let start = position
        if peek(UInt8(ascii: "-")) { position += 1 }
        if peek(UInt8(ascii: "0")) {
            position += 1
        } else {
            guard digits() > 0 else { throw error("a digit expected") }
        }
        if peek(UInt8(ascii: ".")) {
            position += 1
            guard digits() > 0 else { throw error("a digit expected after '.'") }
        }
        if peek(UInt8(ascii: "e")) || peek(UInt8(ascii: "E")) {
            position += 1
            if peek(UInt8(ascii: "+")) || peek(UInt8(ascii: "-")) { position += 1 }
            guard digits() > 0 else { throw error("a digit expected in the exponent") }
        }
        guard let value = Double(String(decoding: bytes[start..<position], as: UTF8.self)), value.isFinite else {
            throw Error(offset: start, reason: "a number out of range")
        }
        return value
    }

    private mutating func digits() -> Int {
        let start = position
        while position < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[position]) { position += 1 }
        return position - start
    }
}
