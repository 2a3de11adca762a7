import Foundation

/// The top level of an XML property list whose root is a dictionary — a `.stringsdict` — as
/// the merge needs it: each key with the exact text of its entry, so entries the generator
/// keeps are written back byte for byte, whatever they hold.
///
/// The whole document is checked as an XML 1.0 reader and a property list reader would: one
/// `plist` root holding one value, elements `dict` (a `key` before each value), `array`,
/// `string`, `integer`, `real`, `date`, `data`, `true`, `false`; character and the five
/// predefined entity references; CDATA sections, comments and processing instructions;
/// UTF-8 only; no character XML 1.0 forbids (C0 controls but tab, line feed and carriage
/// return, U+FFFE, U+FFFF), raw or as a reference. Anything else is an error at its line
/// and column. Foundation's `PropertyListSerialization` is not used: it gives no position,
/// and swift-corelibs-foundation accepts references such as `&#x1;` that conforming XML
/// parsers (expat, behind Python's `plistlib`) refuse.
public struct PropertyListXML: Sendable, Hashable {
    struct Entry: Sendable, Hashable {
        var key: String
        /// From `<key>` to the end of the value, as written.
        var text: String
        /// The comments since the previous entry, as written (`<!-- … -->`).
        var comments: [String]
        /// The value as read, for the linter's look at the translations it holds.
        var value: PropertyListValue
        /// The UTF-8 byte offset of the entry's `<key>` in the file.
        var offset: Int
    }

    /// In file order, keys unique.
    var entries: [Entry]
    /// The comments after the last entry.
    var trailingComments: [String]

    static func read(_ bytes: [UInt8]) throws(TableReadError) -> PropertyListXML {
        var parser = XMLPlistParser(bytes: bytes)
        return try parser.document()
    }

    /// The top-level entries of a `.stringsdict` in file order: each key, the UTF-8 byte
    /// offset of its `<key>`, and its value.
    public static func topLevelEntries(_ bytes: [UInt8]) throws(TableReadError) -> [(key: String, offset: Int, value: PropertyListValue)] {
        try read(bytes).entries.map { ($0.key, $0.offset, $0.value) }
    }

    /// Whether XML 1.0 can hold `scalar` at all, raw or as a character reference.
    static func isXMLCharacter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A, 0x0D: true
        case 0x00..<0x20: false
        case 0xFFFE, 0xFFFF: false
        default: true
        }
    }
}

private struct XMLPlistParser {
    let bytes: [UInt8]
    var index = 0
    static let maximumDepth = 512

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    func error(_ message: String, at offset: Int) -> TableReadError {
        TableReadError(message, offset: offset, in: bytes)
    }

    func starts(with text: String, at offset: Int? = nil) -> Bool {
        bytes[min(offset ?? index, bytes.count)...].starts(with: text.utf8)
    }

    var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

    // MARK: Document

    mutating func document() throws(TableReadError) -> PropertyListXML {
        if starts(with: "bplist") {
            throw error("a binary property list; alertlint merges XML .stringsdict files (convert it with `plutil -convert xml1`)", at: 0)
        }
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            throw error("UTF-16; alertlint reads .stringsdict files in UTF-8", at: 0)
        }
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        try checkCharacters()
        if starts(with: "<?xml") && (index + 5 < bytes.count && Self.isSpace(bytes[index + 5])) {
            try declaration()
        }
        try skipMisc()
        if starts(with: "<!DOCTYPE") {
            try doctype()
            try skipMisc()
        }
        guard peek == UInt8(ascii: "<") else { throw error("expected the <plist> element", at: index) }
        let root = try startTag()
        guard root.name == "plist" else { throw error("the root element is <\(root.name)>, not <plist>", at: root.start) }
        guard !root.isEmpty else { throw error("an empty <plist>", at: root.start) }
        _ = try skipMisc()
        guard peek == UInt8(ascii: "<"), !starts(with: "</") else { throw error("expected a <dict> in <plist>", at: index) }
        let top = try startTag()
        guard top.name == "dict" else { throw error("a .stringsdict holds a <dict>, not <\(top.name)>", at: top.start) }
        let result = try top.isEmpty ? PropertyListXML(entries: [], trailingComments: []) : topDictionary()
        _ = try skipMisc()
        try endTag("plist")
        _ = try skipMisc()
        guard index == bytes.count else { throw error("text after the </plist> element", at: index) }
        return result
    }

    /// Every scalar is valid UTF-8 and one XML 1.0 allows.
    func checkCharacters() throws(TableReadError) {
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes[index...].makeIterator()
        var offset = index
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded):
                let scalar = Unicode.UTF8.decode(encoded)
                guard PropertyListXML.isXMLCharacter(scalar) else {
                    throw error("\(StringTableFiles.name(of: scalar)) cannot appear in an XML 1.0 document", at: offset)
                }
                offset += encoded.count
            case .emptyInput:
                return
            case .error:
                throw error("not UTF-8", at: offset)
            }
        }
    }

    mutating func declaration() throws(TableReadError) {
        let start = index
        guard let end = find("?>", from: index) else { throw error("an XML declaration that is never closed", at: start) }
        let text = String(decoding: bytes[start..<end], as: UTF8.self)
        if let range = text.range(of: "encoding") {
            let rest = text[range.upperBound...].drop { $0 == " " || $0 == "=" || $0 == "\"" || $0 == "'" || $0 == "\t" }
            let encoding = rest.prefix { $0 != "\"" && $0 != "'" }.lowercased()
            guard encoding == "utf-8" || encoding == "utf8" else {
                throw error("the encoding \(encoding); alertlint reads .stringsdict files in UTF-8", at: start)
            }
        }
        index = end + 2
    }

    mutating func doctype() throws(TableReadError) {
        let start = index
        index += "<!DOCTYPE".utf8.count
        var depth = 0
        while let byte = peek {
            index += 1
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                while let inner = peek, inner != byte { index += 1 }
                guard peek != nil else { break }
                index += 1
            case UInt8(ascii: "["): depth += 1
            case UInt8(ascii: "]"): depth -= 1
            case UInt8(ascii: ">") where depth <= 0: return
            default: break
            }
        }
        throw error("a <!DOCTYPE> that is never closed", at: start)
    }

    func find(_ text: String, from offset: Int) -> Int? {
        let pattern = Array(text.utf8)
        var position = offset
        while position + pattern.count <= bytes.count {
            if bytes[position] == pattern[0], bytes[position..<(position + pattern.count)].elementsEqual(pattern) { return position }
            position += 1
        }
        return nil
    }

    static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    /// Skips white space, comments and processing instructions; returns the comments.
    @discardableResult
    mutating func skipMisc() throws(TableReadError) -> [String] {
        var comments: [String] = []
        while let byte = peek {
            if Self.isSpace(byte) {
                index += 1
            } else if starts(with: "<!--") {
                comments.append(try comment())
            } else if starts(with: "<?") {
                try processingInstruction()
            } else {
                break
            }
        }
        return comments
    }

    mutating func comment() throws(TableReadError) -> String {
        let start = index
        guard let dashes = find("--", from: index + 4) else { throw error("a comment that is never closed", at: start) }
        guard dashes + 2 < bytes.count, bytes[dashes + 2] == UInt8(ascii: ">") else {
            throw error("'--' inside a comment", at: dashes)
        }
        index = dashes + 3
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    mutating func processingInstruction() throws(TableReadError) {
        let start = index
        guard let end = find("?>", from: index + 2) else { throw error("a processing instruction that is never closed", at: start) }
        let target = String(decoding: bytes[(start + 2)..<end].prefix { !Self.isSpace($0) }, as: UTF8.self)
        guard target.lowercased() != "xml" else { throw error("an XML declaration that is not at the start of the file", at: start) }
        index = end + 2
    }

    // MARK: Elements

    struct Tag {
        var name: String
        var isEmpty: Bool
        var start: Int
    }

    static func isNameByte(_ byte: UInt8, first: Bool) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"), UInt8(ascii: ":"), 0x80...: true
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."): !first
        default: false
        }
    }

    mutating func name() throws(TableReadError) -> String {
        let start = index
        guard let first = peek, Self.isNameByte(first, first: true) else { throw error("expected an element name", at: index) }
        while let byte = peek, Self.isNameByte(byte, first: false) { index += 1 }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    /// `<name attributes…>` or `<name …/>`, at `<`.
    mutating func startTag() throws(TableReadError) -> Tag {
        let start = index
        index += 1
        let tagName = try name()
        var attributes: Set<String> = []
        while true {
            let hadSpace = skipSpace()
            guard let byte = peek else { throw error("a tag that is never closed", at: start) }
            if byte == UInt8(ascii: ">") {
                index += 1
                return Tag(name: tagName, isEmpty: false, start: start)
            }
            if byte == UInt8(ascii: "/") {
                guard index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: ">") else { throw error("expected '>' after '/'", at: index) }
                index += 2
                return Tag(name: tagName, isEmpty: true, start: start)
            }
            guard hadSpace else { throw error("expected a space before an attribute", at: index) }
            let attributeStart = index
            let attribute = try name()
            guard attributes.insert(attribute).inserted else { throw error("the attribute '\(attribute)' appears twice", at: attributeStart) }
            skipSpace()
            guard peek == UInt8(ascii: "=") else { throw error("expected '=' after an attribute name", at: index) }
            index += 1
            skipSpace()
            guard let quote = peek, quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else {
                throw error("expected a quoted attribute value", at: index)
            }
            index += 1
            while let byte = peek, byte != quote {
                if byte == UInt8(ascii: "<") { throw error("'<' in an attribute value", at: index) }
                if byte == UInt8(ascii: "&") {
                    _ = try reference()
                } else {
                    index += 1
                }
            }
            guard peek != nil else { throw error("an attribute value that is never closed", at: attributeStart) }
            index += 1
        }
    }

    @discardableResult
    mutating func skipSpace() -> Bool {
        let start = index
        while let byte = peek, Self.isSpace(byte) { index += 1 }
        return index > start
    }

    mutating func endTag(_ expected: String) throws(TableReadError) {
        let start = index
        guard starts(with: "</") else { throw error("expected </\(expected)>", at: index) }
        index += 2
        let found = try name()
        guard found == expected else { throw error("</\(found)> where </\(expected)> closes the element", at: start) }
        skipSpace()
        guard peek == UInt8(ascii: ">") else { throw error("expected '>'", at: index) }
        index += 1
    }

    /// The top-level dictionary's entries, after its start tag.
    mutating func topDictionary() throws(TableReadError) -> PropertyListXML {
        var entries: [PropertyListXML.Entry] = []
        var lines: [String: Int] = [:]
        while true {
            let comments = try skipMisc()
            if starts(with: "</") {
                try endTag("dict")
                return PropertyListXML(entries: entries, trailingComments: comments)
            }
            let start = index
            let key = try dictionaryKey()
            try skipMisc()
            let value = try value(depth: 1)
            if lines[key] != nil {
                throw error("the key \(StringsFile.quoted(key)) appears twice", at: start)
            }
            lines[key] = start
            entries.append(.init(key: key, text: String(decoding: bytes[start..<index], as: UTF8.self), comments: comments, value: value, offset: start))
        }
    }

    /// `<key>…</key>` inside a dictionary, at `<`.
    mutating func dictionaryKey() throws(TableReadError) -> String {
        guard peek == UInt8(ascii: "<") else { throw error("expected <key> in a <dict>", at: index) }
        let tag = try startTag()
        guard tag.name == "key" else { throw error("expected <key> in a <dict>, found <\(tag.name)>", at: tag.start) }
        return tag.isEmpty ? "" : try text(closing: "key")
    }

    /// One value element, at `<` after any white space.
    mutating func value(depth: Int) throws(TableReadError) -> PropertyListValue {
        guard depth < Self.maximumDepth else { throw error("nested deeper than \(Self.maximumDepth) levels", at: index) }
        guard peek == UInt8(ascii: "<"), !starts(with: "</") else { throw error("expected a value", at: index) }
        let tag = try startTag()
        switch tag.name {
        case "dict":
            var members: [(key: String, value: PropertyListValue)] = []
            guard !tag.isEmpty else { return .dictionary(members) }
            while true {
                try skipMisc()
                if starts(with: "</") {
                    try endTag("dict")
                    return .dictionary(members)
                }
                let key = try dictionaryKey()
                try skipMisc()
                members.append((key, try value(depth: depth + 1)))
            }
        case "array":
            var elements: [PropertyListValue] = []
            guard !tag.isEmpty else { return .array(elements) }
            while true {
                try skipMisc()
                if starts(with: "</") {
                    try endTag("array")
                    return .array(elements)
                }
                elements.append(try value(depth: depth + 1))
            }
        case "string":
            return .string(tag.isEmpty ? "" : try text(closing: "string"))
        case "true", "false":
            if !tag.isEmpty {
                try skipMisc()
                try endTag(tag.name)
            }
            return .other(tag.name)
        case "integer", "real", "date", "data":
            let content = tag.isEmpty ? "" : try text(closing: tag.name)
            guard Self.isValid(content, as: tag.name) else {
                throw error("<\(tag.name)> holds '\(content.prefix(40))', which is not a valid \(tag.name)", at: tag.start)
            }
            return .other(tag.name)
        default:
            throw error("<\(tag.name)> is not a property list element", at: tag.start)
        }
    }

    static func isValid(_ content: String, as kind: String) -> Bool {
        let trimmed = content.trimmingCharacters(in: .whitespacesAndNewlines)
        switch kind {
        case "integer":
            var digits = Substring(trimmed)
            if digits.first == "-" || digits.first == "+" { digits = digits.dropFirst() }
            if digits.lowercased().hasPrefix("0x") { return digits.count > 2 && digits.dropFirst(2).allSatisfy(\.isHexDigit) }
            return !digits.isEmpty && digits.allSatisfy { $0.isASCII && $0.isNumber }
        case "real":
            return Double(trimmed) != nil || ["nan", "inf", "+inf", "-inf", "infinity", "-infinity", "+infinity"].contains(trimmed.lowercased())
        case "data":
            return content.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "+" || $0 == "/" || $0 == "=" || $0.isWhitespace) }
        default:
            return !trimmed.isEmpty
        }
    }

    /// Character data up to `</name>`: text, references, CDATA sections, comments; no elements.
    mutating func text(closing elementName: String) throws(TableReadError) -> String {
        var scalars = String.UnicodeScalarView()
        var runStart = index
        let bytes = self.bytes
        func flush(_ end: Int) {
            // XML reads CR LF and a lone CR as LF.
            var previousCR = false
            for scalar in String(decoding: bytes[runStart..<end], as: UTF8.self).unicodeScalars {
                if scalar == "\r" {
                    scalars.append("\n")
                    previousCR = true
                    continue
                }
                if !(scalar == "\n" && previousCR) { scalars.append(scalar) }
                previousCR = false
            }
        }
        while true {
            guard let byte = peek else { throw error("<\(elementName)> is never closed", at: runStart) }
            if byte == UInt8(ascii: "<") {
                flush(index)
                if starts(with: "</") {
                    try endTag(elementName)
                    return String(scalars)
                } else if starts(with: "<!--") {
                    _ = try comment()
                } else if starts(with: "<![CDATA[") {
                    guard let end = find("]]>", from: index + 9) else { throw error("a CDATA section that is never closed", at: index) }
                    scalars.append(contentsOf: String(decoding: bytes[(index + 9)..<end], as: UTF8.self).unicodeScalars)
                    index = end + 3
                } else if starts(with: "<?") {
                    try processingInstruction()
                } else {
                    throw error("an element inside <\(elementName)>", at: index)
                }
                runStart = index
            } else if byte == UInt8(ascii: "&") {
                flush(index)
                scalars.append(try reference())
                runStart = index
            } else if byte == UInt8(ascii: ">"), index >= 2, bytes[index - 1] == UInt8(ascii: "]"), bytes[index - 2] == UInt8(ascii: "]") {
                throw error("']]>' in text", at: index - 2)
            } else {
                index += 1
            }
        }
    }

    /// `&name;` or `&#n;` / `&#xh;`, at `&`.
    mutating func reference() throws(TableReadError) -> Unicode.Scalar {
        let start = index
        guard let semicolon = bytes[index...].prefix(12).firstIndex(of: UInt8(ascii: ";")) else {
            throw error("'&' that starts no reference (write &amp;)", at: start)
        }
        let body = String(decoding: bytes[(index + 1)..<semicolon], as: UTF8.self)
        index = semicolon + 1
        switch body {
        case "amp": return "&"
        case "lt": return "<"
        case "gt": return ">"
        case "quot": return "\""
        case "apos": return "'"
        default: break
        }
        var value: UInt32?
        if body.hasPrefix("#x") {
            value = body.count > 2 && body.dropFirst(2).allSatisfy(\.isHexDigit) ? UInt32(body.dropFirst(2), radix: 16) : nil
        } else if body.hasPrefix("#") {
            value = body.count > 1 && body.dropFirst().allSatisfy { $0.isASCII && $0.isNumber } ? UInt32(body.dropFirst(), radix: 10) : nil
        } else {
            throw error("the entity '&\(body);' is not one XML predefines", at: start)
        }
        guard let value, let scalar = Unicode.Scalar(value) else { throw error("'&\(body);' is not a character", at: start) }
        guard PropertyListXML.isXMLCharacter(scalar) else {
            throw error("'&\(body);' refers to \(StringTableFiles.name(of: scalar)), which XML 1.0 cannot hold", at: start)
        }
        return scalar
    }
}

/// A property list value as a `.stringsdict` holds it: dictionaries keep their keys in file
/// order; values other than strings, dictionaries and arrays are named by their element.
public enum PropertyListValue: Sendable, Hashable {
    case dictionary([(key: String, value: PropertyListValue)])
    case array([PropertyListValue])
    case string(String)
    /// `integer`, `real`, `date`, `data`, `true` or `false`.
    case other(String)

    public subscript(key: String) -> PropertyListValue? {
        guard case .dictionary(let members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }

    public var string: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        switch (lhs, rhs) {
        case (.dictionary(let left), .dictionary(let right)):
            left.count == right.count && zip(left, right).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        case (.array(let left), .array(let right)): left == right
        case (.string(let left), .string(let right)): left == right
        case (.other(let left), .other(let right)): left == right
        default: false
        }
    }

    public func hash(into hasher: inout Hasher) {
        switch self {
        case .dictionary(let members):
            hasher.combine(0)
            for member in members {
                hasher.combine(member.key)
                hasher.combine(member.value)
            }
        case .array(let elements): hasher.combine(1); hasher.combine(elements)
        case .string(let text): hasher.combine(2); hasher.combine(text)
        case .other(let name): hasher.combine(3); hasher.combine(name)
        }
    }
}
