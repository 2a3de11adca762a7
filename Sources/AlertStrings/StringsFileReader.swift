import AlertDiagnostics

/// A `.strings` file as read, so the generator can merge into it: its entries in file order,
/// each with the comments written before it.
public struct StringsFileContents: Sendable, Hashable {
    public struct Entry: Sendable, Hashable {
        public var key: String
        public var value: String
        /// The comment right before the entry (no empty line between), as written:
        /// `/* … */` or `// …`. The spec's comment for the key takes its place.
        public var comment: String?
        /// Every other comment between the previous entry and this one, as written.
        public var otherComments: [String]

        public init(key: String, value: String, comment: String? = nil, otherComments: [String] = []) {
            self.key = key
            self.value = value
            self.comment = comment
            self.otherComments = otherComments
        }
    }

    /// The comments before the first entry that are not its own (a file header).
    public var header: [String]
    public var entries: [Entry]
    /// The comments after the last entry.
    public var trailer: [String]

    public init(header: [String] = [], entries: [Entry], trailer: [String] = []) {
        self.header = header
        self.entries = entries
        self.trailer = trailer
    }
}

extension StringsFile {
    /// Reads a `.strings` file as Foundation does: UTF-8, or UTF-16 with a byte order mark;
    /// `"key" = "value";` entries (single quotes and unquoted `[A-Za-z0-9_$/:.-]` words
    /// too, `"key";` meaning the key is its value), `/* */` and `//` comments, and the
    /// old-style property list escapes (`\n \t \r \" \\ \a \b \f \v`, `\Uxxxx` with up to
    /// four hex digits, surrogate pairs as two of them, octal `\ooo`, and any other
    /// character standing for itself).
    ///
    /// What it cannot read exactly is an error at its line and column, so a file is never
    /// rewritten from a guess: a binary or XML property list, an octal escape above `\177`
    /// (NeXTSTEP encoding), a lone surrogate, a key given twice, a value that is not a string.
    public static func read(_ bytes: [UInt8]) throws(TableReadError) -> StringsFileContents {
        var reader = StringsReader(utf8: try utf8(of: bytes))
        return try reader.contents()
    }

    /// `read(_:)`, with where each key starts: a UTF-8 byte offset into `text`, the file as
    /// UTF-8 without a byte order mark (a UTF-16 file transcoded), so findings about an
    /// entry can point at its line.
    public static func readLocated(_ bytes: [UInt8]) throws(TableReadError) -> (contents: StringsFileContents, text: [UInt8], keyOffsets: [String: Int]) {
        var reader = StringsReader(utf8: try utf8(of: bytes))
        let contents = try reader.contents()
        return (contents, reader.bytes, reader.keyOffsets)
    }

    /// The file's text as UTF-8 without a byte order mark.
    public static func utf8(of bytes: [UInt8]) throws(TableReadError) -> [UInt8] {
        if bytes.starts(with: Array("bplist".utf8)) {
            throw TableReadError("a binary property list; alertlint merges text .strings files (convert it with `plutil -convert` to a text .strings file)", line: 1, column: 1)
        }
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            return try transcodeUTF16(bytes.dropFirst(2), bigEndian: bytes[0] == 0xFE)
        }
        let text = bytes.starts(with: byteOrderMark) ? Array(bytes.dropFirst(3)) : bytes
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = text.makeIterator()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded): offset += encoded.count
            case .emptyInput: return text
            case .error:
                throw TableReadError("not UTF-8 (nor UTF-16 with a byte order mark)", offset: offset, in: text)
            }
        }
    }

    private static func transcodeUTF16(_ bytes: ArraySlice<UInt8>, bigEndian: Bool) throws(TableReadError) -> [UInt8] {
        var units: [UInt16] = []
        units.reserveCapacity(bytes.count / 2)
        var index = bytes.startIndex
        while index + 1 < bytes.endIndex {
            let first = UInt16(bytes[index]), second = UInt16(bytes[index + 1])
            units.append(bigEndian ? first << 8 | second : second << 8 | first)
            index += 2
        }
        var output: [UInt8] = []
        output.reserveCapacity(units.count)
        var parser = Unicode.UTF16.ForwardParser()
        var iterator = units.makeIterator()
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded):
                Unicode.UTF8.encode(Unicode.UTF16.decode(encoded)) { output.append($0) }
            case .emptyInput:
                guard index == bytes.endIndex else {
                    throw TableReadError("UTF-16 text with an odd number of bytes", offset: output.count, in: output)
                }
                return output
            case .error:
                throw TableReadError("a lone UTF-16 surrogate", offset: output.count, in: output)
            }
        }
    }
}

/// The `.strings` grammar over UTF-8 bytes; positions are byte offsets into them.
private struct StringsReader {
    let bytes: [UInt8]
    var index = 0

    init(utf8: [UInt8]) {
        bytes = utf8
    }

    func error(_ message: String, at offset: Int) -> TableReadError {
        TableReadError(message, offset: offset, in: bytes)
    }

    /// Where each key read so far starts.
    private(set) var keyOffsets: [String: Int] = [:]

    mutating func contents() throws(TableReadError) -> StringsFileContents {
        var result = StringsFileContents(entries: [])
        while true {
            let comments = try skipSpaceAndComments()
            guard index < bytes.count else {
                result.trailer = comments.map(\.text)
                return result
            }
            let start = index
            let key = try string()
            var inner = try skipSpaceAndComments()
            let value: String
            if peek == UInt8(ascii: ";") {
                value = key
            } else if peek == UInt8(ascii: "=") {
                index += 1
                inner += try skipSpaceAndComments()
                value = try string(isValue: true)
                inner += try skipSpaceAndComments()
                guard peek == UInt8(ascii: ";") else { throw error("expected ';' after the value", at: index) }
            } else {
                throw error("expected '=' or ';' after the key", at: index)
            }
            index += 1
            if let first = keyOffsets[key] {
                let line = TableReadError("", offset: first, in: bytes).line ?? 1
                throw error("the key \(StringsFile.quoted(key)) appears twice (first on line \(line))", at: start)
            }
            keyOffsets[key] = start

            // The comment that touches the entry is its own; the others stay beside it.
            var entry = StringsFileContents.Entry(key: key, value: value)
            var others = comments
            if let last = others.last, !hasEmptyLine(last.end..<start) {
                entry.comment = last.text
                others.removeLast()
            }
            entry.otherComments = others.map(\.text) + inner.map(\.text)
            if result.entries.isEmpty {
                result.header = entry.otherComments
                entry.otherComments = []
            }
            result.entries.append(entry)
        }
    }

    var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

    /// Whether the bytes hold two line breaks: an empty line.
    func hasEmptyLine(_ range: Range<Int>) -> Bool {
        var breaks = 0
        var offset = range.lowerBound
        while offset < range.upperBound {
            if bytes[offset] == UInt8(ascii: "\n") {
                breaks += 1
            } else if bytes[offset] == UInt8(ascii: "\r") {
                breaks += 1
                if offset + 1 < range.upperBound, bytes[offset + 1] == UInt8(ascii: "\n") { offset += 1 }
            }
            offset += 1
        }
        return breaks >= 2
    }

    /// Skips white space (ASCII and U+2028/U+2029, as Foundation does) and returns the
    /// comments it passed, as written, with the offset after each.
    mutating func skipSpaceAndComments() throws(TableReadError) -> [(text: String, end: Int)] {
        var comments: [(text: String, end: Int)] = []
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x20 || (0x09...0x0D).contains(byte) {
                index += 1
            } else if byte == 0xE2, index + 2 < bytes.count, bytes[index + 1] == 0x80, bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9 {
                index += 3
            } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
                let start = index
                index += 2
                while index + 1 < bytes.count, !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/")) { index += 1 }
                guard index + 1 < bytes.count else { throw error("a comment that is never closed", at: start) }
                index += 2
                comments.append((String(decoding: bytes[start..<index], as: UTF8.self), index))
            } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
                let start = index
                while index < bytes.count, bytes[index] != UInt8(ascii: "\n"), bytes[index] != UInt8(ascii: "\r") { index += 1 }
                comments.append((String(decoding: bytes[start..<index], as: UTF8.self), index))
            } else {
                break
            }
        }
        return comments
    }

    static func isUnquotedCharacter(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"): true
        case UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "/"), UInt8(ascii: ":"), UInt8(ascii: "."), UInt8(ascii: "-"): true
        default: false
        }
    }

    mutating func string(isValue: Bool = false) throws(TableReadError) -> String {
        guard let first = peek else { throw error("unexpected end of the file", at: index) }
        if first == UInt8(ascii: "\"") || first == UInt8(ascii: "'") { return try quoted() }
        if Self.isUnquotedCharacter(first) {
            let start = index
            while let byte = peek, Self.isUnquotedCharacter(byte) { index += 1 }
            return String(decoding: bytes[start..<index], as: UTF8.self)
        }
        if isValue, [UInt8(ascii: "("), UInt8(ascii: "{"), UInt8(ascii: "<")].contains(first) {
            throw error("a value that is not a string (an array, dictionary or data)", at: index)
        }
        if first == UInt8(ascii: "{") || first == UInt8(ascii: "<") {
            throw error("a property list that is not a list of \"key\" = \"value\"; entries", at: index)
        }
        throw error(isValue ? "expected a string value" : "expected a quoted key", at: index)
    }

    mutating func quoted() throws(TableReadError) -> String {
        let quote = bytes[index]
        let start = index
        index += 1
        let bytes = self.bytes
        var units: [UInt16] = []
        var runStart = index
        func flush(_ end: Int) {
            units.append(contentsOf: String(decoding: bytes[runStart..<end], as: UTF8.self).utf16)
        }
        while true {
            guard index < bytes.count else { throw error("a string that is never closed", at: start) }
            let byte = bytes[index]
            if byte == quote {
                flush(index)
                index += 1
                break
            }
            guard byte == UInt8(ascii: "\\") else {
                index += 1
                continue
            }
            flush(index)
            let escapeStart = index
            index += 1
            guard index < bytes.count else { throw error("a string that is never closed", at: start) }
            let escaped = bytes[index]
            index += 1
            switch escaped {
            case UInt8(ascii: "a"): units.append(0x07)
            case UInt8(ascii: "b"): units.append(0x08)
            case UInt8(ascii: "f"): units.append(0x0C)
            case UInt8(ascii: "n"): units.append(0x0A)
            case UInt8(ascii: "r"): units.append(0x0D)
            case UInt8(ascii: "t"): units.append(0x09)
            case UInt8(ascii: "v"): units.append(0x0B)
            case UInt8(ascii: "U"):
                var value: UInt16 = 0
                var digits = 0
                while digits < 4, let byte = peek, let digit = Self.hexValue(byte) {
                    value = value << 4 | UInt16(digit)
                    digits += 1
                    index += 1
                }
                guard digits > 0 else { throw error("'\\U' without hex digits", at: escapeStart) }
                units.append(value)
            case UInt8(ascii: "0")...UInt8(ascii: "7"):
                var value = Int(escaped - UInt8(ascii: "0"))
                var digits = 1
                while digits < 3, let byte = peek, (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(byte) {
                    value = value * 8 + Int(byte - UInt8(ascii: "0"))
                    digits += 1
                    index += 1
                }
                guard value < 0o200 else {
                    throw error("an octal escape above \\177 stands for a NeXTSTEP character; write it as \\Uxxxx", at: escapeStart)
                }
                units.append(UInt16(value))
            default:
                // Foundation keeps the character after any other backslash as it is.
                let scalarEnd = index + Self.continuationCount(after: escaped, in: bytes, from: index)
                units.append(contentsOf: String(decoding: bytes[(index - 1)..<scalarEnd], as: UTF8.self).utf16)
                index = scalarEnd
            }
            runStart = index
        }
        guard let text = String(validating: units, as: UTF16.self) else {
            throw error("a lone UTF-16 surrogate in a \\U escape", at: start)
        }
        return text
    }

    static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    /// How many UTF-8 continuation bytes follow a lead byte that ended at `index`.
    static func continuationCount(after lead: UInt8, in bytes: [UInt8], from index: Int) -> Int {
        var count = 0
        while index + count < bytes.count, bytes[index + count] & 0xC0 == 0x80, lead >= 0xC0 { count += 1 }
        return count
    }
}
