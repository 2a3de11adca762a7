import AlertSpec

/// A small writer for generated Swift: lines at an indentation level, blocks that close
/// themselves. Iteration order is the caller's (always sorted or source order), so the
/// same input gives byte-identical output.
///
/// The source grows in one UTF-8 byte buffer: appending a line's bytes is a copy, where
/// appending to a `String` re-checks and may re-grow its storage for every piece (decision
/// 0056).
struct SwiftWriter {
    /// The source written so far, UTF-8.
    private(set) var bytes: [UInt8] = []
    private var level = 0

    /// The source written so far.
    var text: String { String(decoding: bytes, as: UTF8.self) }

    /// `capacity` bytes reserved up front: a catalog's file grows to hundreds of kilobytes,
    /// and growing the buffer by doubling copies it again and again.
    init(capacity: Int = 0) {
        bytes.reserveCapacity(capacity)
    }

    mutating func line(_ content: String = "") {
        if !content.isEmpty {
            indent()
            bytes.append(contentsOf: content.utf8)
        }
        bytes.append(UInt8(ascii: "\n"))
    }

    mutating func lines(_ contents: [String]) {
        for content in contents { line(content) }
    }

    private mutating func indent() {
        for _ in 0..<(level * 4) { bytes.append(UInt8(ascii: " ")) }
    }

    /// `header {`, the body one level deeper, `}` (or `footer`). A header that already opens
    /// its brace (a trailing closure's `{ value in`) passes `opener: ""`.
    mutating func block(_ header: String, opener: String = " {", footer: String = "}", _ body: (inout SwiftWriter) -> Void) {
        // `line(header + opener)` without building the joined string.
        if !header.isEmpty || !opener.isEmpty {
            indent()
            bytes.append(contentsOf: header.utf8)
            bytes.append(contentsOf: opener.utf8)
        }
        bytes.append(UInt8(ascii: "\n"))
        level += 1
        body(&self)
        level -= 1
        line(footer)
    }

    /// Each item written by `body`, with a blank line between two items (none before the first
    /// or after the last).
    mutating func separated<Item>(_ items: [Item], _ body: (inout SwiftWriter, Item) -> Void) {
        for (index, item) in items.enumerated() {
            if index > 0 { line() }
            body(&self, item)
        }
    }

    /// A section of its own after what came before: a blank line, `// MARK: - mark`, a blank
    /// line, then `extension type { … }` holding `items`, each written by `body`, separated.
    mutating func markedExtension<Item>(_ mark: String, of type: String, items: [Item], _ body: (inout SwiftWriter, Item) -> Void) {
        line()
        line("// MARK: - \(mark)")
        line()
        block("extension \(type)") { writer in
            writer.separated(items, body)
        }
    }

    /// A `///` doc comment; every line of `text` is sanitized so it cannot end the comment
    /// or smuggle code (comments cannot be closed by `///` text, but control characters and
    /// line breaks from a spec must not start a new line of code).
    mutating func doc(_ text: String) {
        // The lines are the UTF-8 split at line feeds, each copied straight into the buffer
        // when it is printable ASCII (which `commentSafe` returns unchanged); read through a
        // buffer pointer, as `String.UTF8View` steps a byte at a time through its index.
        var text = text
        let written = text.withUTF8 { utf8 -> Bool in
            // A "\r\n" is one Character, which the Character split keeps in one line: rare,
            // and written below as it always was.
            guard !utf8.contains(0x0D) else { return false }
            var start = 0
            while true {
                var end = start
                while end < utf8.count, utf8[end] != 0x0A { end += 1 }
                indent()
                if end == start {
                    bytes.append(contentsOf: "///".utf8)
                } else {
                    bytes.append(contentsOf: "/// ".utf8)
                    let part = UnsafeBufferPointer(rebasing: utf8[start..<end])
                    if part.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) {
                        bytes.append(contentsOf: part)
                    } else {
                        bytes.append(contentsOf: SwiftLiteral.commentSafe(String(decoding: part, as: UTF8.self)).utf8)
                    }
                }
                bytes.append(UInt8(ascii: "\n"))
                guard end < utf8.count else { return true }
                start = end + 1
            }
        }
        guard !written else { return }
        for part in text.split(separator: "\n", omittingEmptySubsequences: false) {
            line(part.isEmpty ? "///" : "/// " + SwiftLiteral.commentSafe(String(part)))
        }
    }

    /// `doc(_:)` as it was first written, split into Strings per line: what the tests hold
    /// the byte-wise writer to.
    mutating func docBySplitting(_ text: String) {
        let parts: [Substring] = text.utf8.contains(0x0D)
            ? text.split(separator: "\n", omittingEmptySubsequences: false)
            : text.utf8.split(separator: 0x0A, omittingEmptySubsequences: false).map { Substring($0) }
        for part in parts {
            line(part.isEmpty ? "///" : "/// " + SwiftLiteral.commentSafe(String(part)))
        }
    }
}

/// Spec text as Swift source: string literals and identifiers that no input can break.
enum SwiftLiteral {
    /// A double-quoted Swift string literal holding exactly `text`: backslashes and quotes are
    /// escaped (so `\(` and `"""` stay text), and line breaks, control, format and bidi
    /// characters are written as `\u{…}`, so nothing in a spec can end the literal, inject
    /// code or hide how the source reads.
    static func string(_ text: String) -> String {
        // Printable ASCII without a quote or a backslash, most of what specs hold, is itself.
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") }) {
            return "\"" + text + "\""
        }
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                if needsEscape(scalar) {
                    result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    /// Characters that are invisible or reorder text: controls, format characters (bidi
    /// overrides and isolates, zero-width joiners), line and paragraph separators.
    static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        // ASCII's only controls, format characters and unassigned code points are C0 and DEL;
        // most text is ASCII, and the property lookup costs far more than this.
        if scalar.isASCII { return scalar.value < 0x20 || scalar.value == 0x7F }
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate, .privateUse, .unassigned:
            return true
        default:
            return false
        }
    }

    /// Text for a `//` comment on one line.
    static func commentSafe(_ text: String) -> String {
        // No control character in printable ASCII: checked a byte at a time.
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return text }
        guard text.unicodeScalars.contains(where: needsEscape) else { return text }
        return String(String.UnicodeScalarView(text.unicodeScalars.map { needsEscape($0) ? "\u{FFFD}" : $0 }))
    }

    /// An identifier usable in Swift: ids are validated by the decoder (ASCII lowerCamelCase),
    /// but a derived id may be a keyword (`continue`), which needs backticks.
    static func identifier(_ name: String) -> String {
        Identifier.swiftKeywords.contains(name) || contextualKeywordsNeedingTicks.contains(name) ? "`\(name)`" : name
    }

    /// Words that are not reserved everywhere but break as a member name or parameter label.
    static let contextualKeywordsNeedingTicks: Set<String> = ["Type", "Protocol", "init", "self", "Self"]

    /// `preferred` unless `taken` has it, else the first of `fallback`, `fallback2`,
    /// `fallback3`… that `taken` does not have: a name the generator adds beside the spec's.
    static func unique(_ preferred: String, else fallback: String, avoiding taken: Set<String>) -> String {
        guard taken.contains(preferred) else { return preferred }
        var candidate = fallback
        var number = 2
        while taken.contains(candidate) {
            candidate = fallback + String(number)
            number += 1
        }
        return candidate
    }

    /// `deletePhoto` → `DeletePhoto`.
    static func upperFirst(_ name: String) -> String { name.prefix(1).uppercased() + name.dropFirst() }

    /// `PhotoLibrary` → `photoLibrary`.
    static func lowerFirst(_ name: String) -> String { name.prefix(1).lowercased() + name.dropFirst() }
}
