/// A JSON value as a String Catalog holds it, read and written byte-exactly the way Xcode
/// writes `.xcstrings` files.
///
/// Merging edits this tree in place, so whatever Xcode or a translator wrote that the
/// generator does not model (`shouldTranslate`, device variations, new fields of a later
/// format version) is carried through untouched. Numbers keep their source text.
public enum CatalogJSON: Sendable, Hashable {
    case object([String: CatalogJSON])
    case array([CatalogJSON])
    case string(String)
    /// The number as written.
    case number(String)
    case bool(Bool)
    case null

    public var object: [String: CatalogJSON]? {
        if case .object(let members) = self { return members }
        return nil
    }

    public var string: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    var isNumber: Bool {
        if case .number = self { return true }
        return false
    }

    public subscript(key: String) -> CatalogJSON? {
        object?[key]
    }
}

// MARK: - Writing

extension CatalogJSON {
    /// The value in Xcode's layout: two-space indentation, `"key" : value`, keys in
    /// `XcodeOrder`, an empty object as `{`, an empty line, `}`; no newline at the end.
    ///
    /// Strings escape `"`, `\` and the C0 controls (`\b \f \n \r \t`, others `\u00xx`) and
    /// nothing else: `/` stays `/` and non-ASCII text (bidi controls, U+2028, emoji) stays
    /// raw UTF-8. This is what Foundation's JSON writer does with `.prettyPrinted`,
    /// `.sortedKeys` and `.withoutEscapingSlashes`, which Xcode's files show.
    public func xcodeLayout() -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(4096)
        write(into: &output, indent: 0)
        return output
    }

    private func write(into output: inout [UInt8], indent: Int) {
        switch self {
        case .object(let members):
            output.append(UInt8(ascii: "{"))
            output.append(UInt8(ascii: "\n"))
            if members.isEmpty {
                output.append(UInt8(ascii: "\n"))
            } else {
                // Sorted as pairs: no lookup of each key again to find its value.
                for (index, member) in members.sorted(by: { XcodeOrder.precedes($0.key, $1.key) }).enumerated() {
                    if index > 0 {
                        output.append(UInt8(ascii: ","))
                        output.append(UInt8(ascii: "\n"))
                    }
                    Self.appendSpaces(indent + 2, to: &output)
                    Self.appendString(member.key, to: &output)
                    output.append(UInt8(ascii: " "))
                    output.append(UInt8(ascii: ":"))
                    output.append(UInt8(ascii: " "))
                    member.value.write(into: &output, indent: indent + 2)
                }
                output.append(UInt8(ascii: "\n"))
            }
            Self.appendSpaces(indent, to: &output)
            output.append(UInt8(ascii: "}"))
        case .array(let elements):
            output.append(UInt8(ascii: "["))
            output.append(UInt8(ascii: "\n"))
            if elements.isEmpty {
                output.append(UInt8(ascii: "\n"))
            } else {
                for (index, element) in elements.enumerated() {
                    if index > 0 {
                        output.append(UInt8(ascii: ","))
                        output.append(UInt8(ascii: "\n"))
                    }
                    Self.appendSpaces(indent + 2, to: &output)
                    element.write(into: &output, indent: indent + 2)
                }
                output.append(UInt8(ascii: "\n"))
            }
            Self.appendSpaces(indent, to: &output)
            output.append(UInt8(ascii: "]"))
        case .string(let text):
            Self.appendString(text, to: &output)
        case .number(let text):
            output.append(contentsOf: text.utf8)
        case .bool(let value):
            output.append(contentsOf: (value ? "true" : "false").utf8)
        case .null:
            output.append(contentsOf: "null".utf8)
        }
    }

    private static func appendSpaces(_ count: Int, to output: inout [UInt8]) {
        for _ in 0..<count { output.append(UInt8(ascii: " ")) }
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)

    static func appendString(_ text: String, to output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        // Most strings need no escape: copied whole.
        if !text.utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) {
            output.append(contentsOf: text.utf8)
            output.append(UInt8(ascii: "\""))
            return
        }
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): output.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\"")])
            case UInt8(ascii: "\\"): output.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\\")])
            case 0x08: output.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "b")])
            case 0x0C: output.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "f")])
            case 0x0A: output.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "n")])
            case 0x0D: output.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "r")])
            case 0x09: output.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "t")])
            case 0x00..<0x20:
                output.append(contentsOf: Array("\\u00".utf8))
                output.append(hexDigits[Int(byte >> 4)])
                output.append(hexDigits[Int(byte & 0x0F)])
            default: output.append(byte)
            }
        }
        output.append(UInt8(ascii: "\""))
    }
}

// MARK: - Reading

extension CatalogJSON {
    /// A catalog that is not well-formed JSON, or not shaped like a String Catalog where
    /// the merge has to edit it.
    public typealias ReadError = TableReadError

    /// Parses strict JSON (RFC 8259) from UTF-8 bytes; a leading byte order mark is
    /// skipped. A key repeated in one object is an error rather than a silent choice, as
    /// either choice could drop a translation.
    public static func parse(_ bytes: [UInt8]) throws(ReadError) -> CatalogJSON {
        var parser = Parser(bytes: bytes)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.index = 3 }
        parser.skipWhitespace()
        let value = try parser.value(depth: 0)
        parser.skipWhitespace()
        guard parser.index == bytes.count else { throw parser.error("unexpected text after the JSON value") }
        return value
    }

    /// The UTF-8 byte offset where the value at `path` (object keys from the top) starts in
    /// `bytes`, or nil when the bytes hold no such value. Read again only to position an
    /// error, so the parse that every merge does keeps no positions.
    static func offset(of path: [String], in bytes: [UInt8]) -> Int? {
        var parser = Parser(bytes: bytes)
        parser.wanted = path
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.index = 3 }
        parser.skipWhitespace()
        if path.isEmpty { return parser.index }
        _ = try? parser.value(depth: 0)
        return parser.located
    }

    /// The value, and the UTF-8 byte offset of each `strings.<key>.localizations.<locale>`
    /// value, keyed by key and then locale as written: where the linter points a finding
    /// about a catalog's translation. One pass; `parse` keeps no positions.
    public static func parseLocatingLocalizations(_ bytes: [UInt8]) throws(ReadError) -> (value: CatalogJSON, offsets: [String: [String: Int]]) {
        var parser = Parser(bytes: bytes)
        parser.recordsLocalizations = true
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.index = 3 }
        parser.skipWhitespace()
        let value = try parser.value(depth: 0)
        parser.skipWhitespace()
        guard parser.index == bytes.count else { throw parser.error("unexpected text after the JSON value") }
        return (value, parser.localizationOffsets)
    }

    private struct Parser {
        let bytes: [UInt8]
        var index = 0
        static let maximumDepth = 512
        /// When set, the object keys of the value whose offset `located` records.
        var wanted: [String]?
        var trail: [String] = []
        var located: Int?
        /// When set, `localizationOffsets` records where each localization starts.
        var recordsLocalizations = false
        var localizationOffsets: [String: [String: Int]] = [:]

        init(bytes: [UInt8]) {
            self.bytes = bytes
        }

        func error(_ message: String) -> ReadError {
            ReadError(message, offset: min(index, bytes.count), in: bytes)
        }

        mutating func skipWhitespace() {
            while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
        }

        mutating func value(depth: Int) throws(ReadError) -> CatalogJSON {
            guard depth < Self.maximumDepth else { throw error("nested deeper than \(Self.maximumDepth) levels") }
            guard index < bytes.count else { throw error("unexpected end of the file") }
            switch bytes[index] {
            case UInt8(ascii: "{"): return try object(depth: depth)
            case UInt8(ascii: "["): return try array(depth: depth)
            case UInt8(ascii: "\""): return .string(try string())
            case UInt8(ascii: "t"): try literal("true"); return .bool(true)
            case UInt8(ascii: "f"): try literal("false"); return .bool(false)
            case UInt8(ascii: "n"): try literal("null"); return .null
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try number())
            default: throw error("expected a JSON value")
            }
        }

        mutating func literal(_ word: String) throws(ReadError) {
            let expected = Array(word.utf8)
            guard bytes[index...].starts(with: expected) else { throw error("expected '\(word)'") }
            index += expected.count
        }

        mutating func object(depth: Int) throws(ReadError) -> CatalogJSON {
            index += 1
            var members: [String: CatalogJSON] = [:]
            skipWhitespace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
                index += 1
                return .object(members)
            }
            while true {
                skipWhitespace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw error("expected a key in quotes") }
                let keyStart = index
                let key = try string()
                skipWhitespace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw error("expected ':' after a key") }
                index += 1
                skipWhitespace()
                let tracksTrail = wanted != nil || recordsLocalizations
                if tracksTrail {
                    trail.append(key)
                    if trail == wanted { located = index }
                    if recordsLocalizations, trail.count == 4, trail[0] == "strings", trail[2] == "localizations" {
                        localizationOffsets[trail[1], default: [:]][key] = index
                    }
                }
                let member = try value(depth: depth + 1)
                if tracksTrail { trail.removeLast() }
                guard members.updateValue(member, forKey: key) == nil else {
                    index = keyStart
                    throw error("the key \(Self.quoted(key)) appears twice in one object")
                }
                skipWhitespace()
                guard index < bytes.count else { throw error("unexpected end of the file in an object") }
                if bytes[index] == UInt8(ascii: ",") {
                    index += 1
                    continue
                }
                guard bytes[index] == UInt8(ascii: "}") else { throw error("expected ',' or '}' in an object") }
                index += 1
                return .object(members)
            }
        }

        mutating func array(depth: Int) throws(ReadError) -> CatalogJSON {
            index += 1
            var elements: [CatalogJSON] = []
            skipWhitespace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
                index += 1
                return .array(elements)
            }
            while true {
                skipWhitespace()
                elements.append(try value(depth: depth + 1))
                skipWhitespace()
                guard index < bytes.count else { throw error("unexpected end of the file in an array") }
                if bytes[index] == UInt8(ascii: ",") {
                    index += 1
                    continue
                }
                guard bytes[index] == UInt8(ascii: "]") else { throw error("expected ',' or ']' in an array") }
                index += 1
                return .array(elements)
            }
        }

        mutating func number() throws(ReadError) -> String {
            let start = index
            func digits() -> Int {
                let from = index
                while index < bytes.count, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9") { index += 1 }
                return index - from
            }
            if bytes[index] == UInt8(ascii: "-") { index += 1 }
            if index < bytes.count, bytes[index] == UInt8(ascii: "0") {
                index += 1
            } else if digits() == 0 {
                throw error("expected a digit")
            }
            if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
                index += 1
                guard digits() > 0 else { throw error("expected a digit after '.'") }
            }
            if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
                index += 1
                if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
                guard digits() > 0 else { throw error("expected a digit in the exponent") }
            }
            return String(decoding: bytes[start..<index], as: UTF8.self)
        }

        mutating func string() throws(ReadError) -> String {
            index += 1
            var text: [UInt8] = []
            while true {
                guard index < bytes.count else { throw error("unterminated string") }
                let byte = bytes[index]
                switch byte {
                case UInt8(ascii: "\""):
                    index += 1
                    guard let decoded = String(validating: text, as: UTF8.self) else {
                        throw error("a string is not valid UTF-8")
                    }
                    return decoded
                case UInt8(ascii: "\\"):
                    index += 1
                    guard index < bytes.count else { throw error("unterminated string") }
                    let escape = bytes[index]
                    index += 1
                    switch escape {
                    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): text.append(escape)
                    case UInt8(ascii: "b"): text.append(0x08)
                    case UInt8(ascii: "f"): text.append(0x0C)
                    case UInt8(ascii: "n"): text.append(0x0A)
                    case UInt8(ascii: "r"): text.append(0x0D)
                    case UInt8(ascii: "t"): text.append(0x09)
                    case UInt8(ascii: "u"):
                        var scalarValue = try hexQuad()
                        if (0xD800..<0xDC00).contains(scalarValue) {
                            guard bytes[index...].starts(with: Array("\\u".utf8)) else { throw error("a lone UTF-16 surrogate") }
                            index += 2
                            let low = try hexQuad()
                            guard (0xDC00..<0xE000).contains(low) else { throw error("a lone UTF-16 surrogate") }
                            scalarValue = 0x10000 + ((scalarValue - 0xD800) << 10) + (low - 0xDC00)
                        }
                        guard let scalar = Unicode.Scalar(scalarValue) else { throw error("a lone UTF-16 surrogate") }
                        text.append(contentsOf: Array(String(Character(scalar)).utf8))
                    default:
                        index -= 2
                        throw error("unknown escape in a string")
                    }
                case 0x00..<0x20:
                    throw error("a control character must be escaped in a string")
                default:
                    text.append(byte)
                    index += 1
                }
            }
        }

        mutating func hexQuad() throws(ReadError) -> UInt32 {
            guard index + 4 <= bytes.count else { throw error("expected four hex digits") }
            var value: UInt32 = 0
            for _ in 0..<4 {
                let byte = bytes[index]
                let digit: UInt32
                switch byte {
                case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
                case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
                case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
                default: throw error("expected four hex digits")
                }
                value = value << 4 | digit
                index += 1
            }
            return value
        }

        static func quoted(_ text: String) -> String {
            var output: [UInt8] = []
            CatalogJSON.appendString(text, to: &output)
            return String(decoding: output, as: UTF8.self)
        }
    }
}
