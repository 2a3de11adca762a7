import JSONSyntax
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
                    JSONString.append(member.key, to: &output)
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
            JSONString.append(text, to: &output)
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

}

// MARK: - Reading

extension CatalogJSON {
    /// A catalog that is not well-formed JSON, or not shaped like a String Catalog where
    /// the merge has to edit it.
    public typealias ReadError = TableReadError

    /// Parses strict JSON (RFC 8259) from UTF-8 bytes (`JSONReader`); a leading byte order
    /// mark is skipped. A key repeated in one object is an error rather than a silent
    /// choice, as either choice could drop a translation.
    public static func parse(_ bytes: [UInt8]) throws(ReadError) -> CatalogJSON {
        var builder = Builder()
        return try read(bytes, into: &builder)
    }

    /// The UTF-8 byte offset where the value at `path` (object keys from the top) starts in
    /// `bytes`, or nil when the bytes hold no such value. Read again only to position an
    /// error, so the parse that every merge does keeps no positions.
    static func offset(of path: [String], in bytes: [UInt8]) -> Int? {
        if path.isEmpty {
            var reader = JSONReader(bytes)
            reader.skipWhitespace()
            return reader.index
        }
        var builder = Builder()
        builder.wanted = path
        _ = try? JSONReader.read(bytes, into: &builder)
        return builder.located
    }

    /// The value, and the UTF-8 byte offset of each `strings.<key>.localizations.<locale>`
    /// value, keyed by key and then locale as written: where the linter points a finding
    /// about a catalog's translation. One pass; `parse` keeps no positions.
    public static func parseLocatingLocalizations(_ bytes: [UInt8]) throws(ReadError) -> (value: CatalogJSON, offsets: [String: [String: Int]]) {
        var builder = Builder()
        builder.recordsLocalizations = true
        let value = try read(bytes, into: &builder)
        return (value, builder.localizationOffsets)
    }

    private static func read(_ bytes: [UInt8], into builder: inout Builder) throws(ReadError) -> CatalogJSON {
        do {
            return try JSONReader.read(bytes, into: &builder)
        } catch {
            throw ReadError(error.message, offset: error.offset, in: bytes)
        }
    }

    /// Builds `CatalogJSON` values (numbers as written), and follows the keys leading to
    /// each value when asked where one starts.
    private struct Builder: JSONBuilder {
        /// When set, the object keys of the value whose offset `located` records.
        var wanted: [String]?
        var located: Int?
        /// When set, `localizationOffsets` records where each localization starts.
        var recordsLocalizations = false
        var localizationOffsets: [String: [String: Int]] = [:]
        private var trail: [String] = []

        private var tracksTrail: Bool { wanted != nil || recordsLocalizations }

        func null() -> CatalogJSON { .null }
        func bool(_ value: Bool) -> CatalogJSON { .bool(value) }
        func number(_ text: String) -> CatalogJSON? { .number(text) }
        func string(_ value: String) -> CatalogJSON { .string(value) }
        func array(_ elements: [CatalogJSON]) -> CatalogJSON { .array(elements) }
        func object(_ members: [String: CatalogJSON]) -> CatalogJSON { .object(members) }

        mutating func willRead(member key: String, at offset: Int) {
            guard tracksTrail else { return }
            trail.append(key)
            if trail == wanted { located = offset }
            if recordsLocalizations, trail.count == 4, trail[0] == "strings", trail[2] == "localizations" {
                localizationOffsets[trail[1], default: [:]][key] = offset
            }
        }

        mutating func didRead(member key: String) {
            if tracksTrail { trail.removeLast() }
        }
    }
}
