/// Reads strict JSON (RFC 8259) from UTF-8 bytes into whatever value type a `JSONBuilder`
/// makes: String Catalogs (`CatalogJSON`, which keeps numbers as written and needs to know
/// where some values start) and the language server's messages (`JSONValue`) share it.
///
/// Strict: no trailing commas, comments, leading zeros, lone surrogates, unescaped control
/// characters or invalid UTF-8 in strings, and a key written twice in one object is an
/// error rather than a silent choice (either choice could drop a translation). Nesting
/// deeper than `maximumDepth` is an error, not a stack overflow. A leading byte order mark
/// is skipped. Strings without escapes are copied whole.
public struct JSONReader {
    /// Why reading stopped, and the byte offset where.
    public struct Failure: Error, Equatable, Sendable {
        public var message: String
        public var offset: Int

        public init(_ message: String, offset: Int) {
            self.message = message
            self.offset = offset
        }
    }

    public static let maximumDepth = 512

    public let bytes: [UInt8]
    /// Where reading is: the next byte to read.
    public private(set) var index = 0

    public init(_ bytes: [UInt8]) {
        self.bytes = bytes
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
    }

    /// The one value the bytes hold, with nothing but whitespace around it.
    public static func read<Builder: JSONBuilder>(_ bytes: [UInt8], into builder: inout Builder) throws(Failure) -> Builder.Value {
        var reader = JSONReader(bytes)
        reader.skipWhitespace()
        let value = try reader.value(into: &builder, depth: 0)
        reader.skipWhitespace()
        guard reader.index == bytes.count else { throw reader.failure("unexpected text after the JSON value") }
        return value
    }

    public func failure(_ message: String) -> Failure {
        Failure(message, offset: min(index, bytes.count))
    }

    public mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D: index += 1
            default: return
            }
        }
    }

    private func peek(_ byte: UInt8) -> Bool {
        index < bytes.count && bytes[index] == byte
    }

    private mutating func value<Builder: JSONBuilder>(into builder: inout Builder, depth: Int) throws(Failure) -> Builder.Value {
        guard depth < Self.maximumDepth else { throw failure("nested deeper than \(Self.maximumDepth) levels") }
        guard index < bytes.count else { throw failure("unexpected end of the file") }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try object(into: &builder, depth: depth)
        case UInt8(ascii: "["): return try array(into: &builder, depth: depth)
        case UInt8(ascii: "\""): return builder.string(try string())
        case UInt8(ascii: "t"): try literal("true"); return builder.bool(true)
        case UInt8(ascii: "f"): try literal("false"); return builder.bool(false)
        case UInt8(ascii: "n"): try literal("null"); return builder.null()
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            let start = index
            let text = try number()
            guard let number = builder.number(text) else { throw Failure("a number out of range", offset: start) }
            return number
        default: throw failure("expected a JSON value")
        }
    }

    private mutating func literal(_ word: StaticString) throws(Failure) {
        let count = word.utf8CodeUnitCount
        guard index + count <= bytes.count, (0..<count).allSatisfy({ bytes[index + $0] == word.utf8Start[$0] }) else {
            throw failure("expected '\(word)'")
        }
        index += count
    }

    private mutating func object<Builder: JSONBuilder>(into builder: inout Builder, depth: Int) throws(Failure) -> Builder.Value {
        index += 1
        var members: [String: Builder.Value] = [:]
        skipWhitespace()
        if peek(UInt8(ascii: "}")) {
            index += 1
            return builder.object(members)
        }
        while true {
            skipWhitespace()
            guard peek(UInt8(ascii: "\"")) else { throw failure("expected a key in quotes") }
            let keyStart = index
            let key = try string()
            skipWhitespace()
            guard peek(UInt8(ascii: ":")) else { throw failure("expected ':' after a key") }
            index += 1
            skipWhitespace()
            builder.willRead(member: key, at: index)
            let member = try value(into: &builder, depth: depth + 1)
            builder.didRead(member: key)
            guard members.updateValue(member, forKey: key) == nil else {
                throw Failure("the key \(Self.quoted(key)) appears twice in one object", offset: keyStart)
            }
            guard try continues(closedBy: "}", in: "an object") else { return builder.object(members) }
        }
    }

    private mutating func array<Builder: JSONBuilder>(into builder: inout Builder, depth: Int) throws(Failure) -> Builder.Value {
        index += 1
        var elements: [Builder.Value] = []
        skipWhitespace()
        if peek(UInt8(ascii: "]")) {
            index += 1
            return builder.array(elements)
        }
        while true {
            skipWhitespace()
            elements.append(try value(into: &builder, depth: depth + 1))
            guard try continues(closedBy: "]", in: "an array") else { return builder.array(elements) }
        }
    }

    /// After a member or an element: true past a comma (another follows), false past the
    /// closing bracket.
    private mutating func continues(closedBy closing: Unicode.Scalar, in container: String) throws(Failure) -> Bool {
        skipWhitespace()
        guard index < bytes.count else { throw failure("unexpected end of the file in \(container)") }
        if bytes[index] == UInt8(ascii: ",") {
            index += 1
            return true
        }
        guard bytes[index] == UInt8(ascii: closing) else { throw failure("expected ',' or '\(closing)' in \(container)") }
        index += 1
        return false
    }

    /// A number's text: `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`.
    private mutating func number() throws(Failure) -> String {
        let start = index
        if peek(UInt8(ascii: "-")) { index += 1 }
        if peek(UInt8(ascii: "0")) {
            index += 1
        } else if digits() == 0 {
            throw failure("expected a digit")
        }
        if peek(UInt8(ascii: ".")) {
            index += 1
            guard digits() > 0 else { throw failure("expected a digit after '.'") }
        }
        if peek(UInt8(ascii: "e")) || peek(UInt8(ascii: "E")) {
            index += 1
            if peek(UInt8(ascii: "+")) || peek(UInt8(ascii: "-")) { index += 1 }
            guard digits() > 0 else { throw failure("expected a digit in the exponent") }
        }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    private mutating func digits() -> Int {
        let start = index
        while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
        return index - start
    }

    /// A string, its opening quote at `index`.
    private mutating func string() throws(Failure) -> String {
        index += 1
        let start = index
        // A local reference to the bytes, so that reading them in place does not hold `self`
        // while an escape is read through it.
        let bytes = self.bytes
        return try bytes.withUnsafeBufferPointer { buffer throws(Failure) -> String in
            // Where the string ends, if it does: runs of plain text and escapes. A string
            // without escapes becomes a `String` straight from the message's bytes; one with
            // escapes is decoded into a buffer as long as its source, which no escape makes
            // longer.
            var end = JSONString.endOfRun(in: buffer, from: start)
            var hasEscapes = false
            while end + 1 < buffer.count, buffer[end] == UInt8(ascii: "\\") {
                hasEscapes = true
                end = JSONString.endOfRun(in: buffer, from: end + 2)
            }
            if !hasEscapes, end < buffer.count, buffer[end] == UInt8(ascii: "\"") {
                index = end + 1
                guard let text = String(validating: UnsafeBufferPointer(rebasing: buffer[start..<end]), as: UTF8.self) else {
                    throw failure("a string is not valid UTF-8")
                }
                return text
            }
            let output = UnsafeMutablePointer<UInt8>.allocate(capacity: max(end - start, 1))
            defer { output.deallocate() }
            var count = 0
            var position = start
            while true {
                let runEnd = JSONString.endOfRun(in: buffer, from: position)
                (output + count).initialize(from: buffer.baseAddress! + position, count: runEnd - position)
                count += runEnd - position
                index = runEnd
                guard runEnd < buffer.count else { throw failure("unterminated string") }
                switch buffer[runEnd] {
                case UInt8(ascii: "\""):
                    index = runEnd + 1
                    guard let text = String(validating: UnsafeBufferPointer(start: output, count: count), as: UTF8.self) else {
                        throw failure("a string is not valid UTF-8")
                    }
                    return text
                case UInt8(ascii: "\\"):
                    index = runEnd + 1
                    guard index < buffer.count else { throw failure("unterminated string") }
                    let escape = buffer[index]
                    index += 1
                    let byte: UInt8
                    switch escape {
                    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): byte = escape
                    case UInt8(ascii: "b"): byte = 0x08
                    case UInt8(ascii: "f"): byte = 0x0C
                    case UInt8(ascii: "n"): byte = 0x0A
                    case UInt8(ascii: "r"): byte = 0x0D
                    case UInt8(ascii: "t"): byte = 0x09
                    case UInt8(ascii: "u"):
                        UTF8.encode(try unicodeEscape()) { unit in
                            output[count] = unit
                            count += 1
                        }
                        position = index
                        continue
                    default:
                        index -= 2
                        throw failure("unknown escape in a string")
                    }
                    output[count] = byte
                    count += 1
                    position = index
                default:
                    throw failure("a control character must be escaped in a string")
                }
            }
        }
    }

    /// The character of a `\uXXXX` escape (its `\u` read), with the low surrogate that
    /// follows a high one.
    private mutating func unicodeEscape() throws(Failure) -> Unicode.Scalar {
        var value = try hexQuad()
        if (0xD800..<0xDC00).contains(value) {
            guard bytes[index...].starts(with: [UInt8(ascii: "\\"), UInt8(ascii: "u")]) else { throw failure("a lone UTF-16 surrogate") }
            index += 2
            let low = try hexQuad()
            guard (0xDC00..<0xE000).contains(low) else { throw failure("a lone UTF-16 surrogate") }
            value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
        }
        guard let scalar = Unicode.Scalar(value) else { throw failure("a lone UTF-16 surrogate") }
        return scalar
    }

    private mutating func hexQuad() throws(Failure) -> UInt32 {
        guard index + 4 <= bytes.count else { throw failure("expected four hex digits") }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[index]
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
            default: throw failure("expected four hex digits")
            }
            value = value << 4 | digit
            index += 1
        }
        return value
    }

    /// A key as a message quotes it: in JSON's quotes, escaped as JSON escapes it.
    public static func quoted(_ text: String) -> String {
        var output: [UInt8] = []
        JSONString.append(text, to: &output)
        return String(decoding: output, as: UTF8.self)
    }
}

/// Makes the values a `JSONReader` reads.
public protocol JSONBuilder {
    associatedtype Value

    mutating func null() -> Value
    mutating func bool(_ value: Bool) -> Value
    /// A number as written (already checked against JSON's grammar); nil when the value
    /// type cannot hold it, which is an error.
    mutating func number(_ text: String) -> Value?
    mutating func string(_ value: String) -> Value
    mutating func array(_ elements: [Value]) -> Value
    mutating func object(_ members: [String: Value]) -> Value

    /// An object member's value starts at byte `offset`, under `key`.
    mutating func willRead(member key: String, at offset: Int)
    /// That member's value has been read.
    mutating func didRead(member key: String)
}

extension JSONBuilder {
    public mutating func willRead(member key: String, at offset: Int) {}
    public mutating func didRead(member key: String) {}
}
