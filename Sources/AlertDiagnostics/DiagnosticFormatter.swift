/// Renders diagnostics in the clang/Xcode shape that Xcode, editors and CI log parsers read:
///
///     path:line:col: error: message [id]
///     path:line:col: note: note message
public struct DiagnosticFormatter: Sendable {
    /// The files diagnostics point into, by path.
    public var files: [String: SourceFile]
    /// Positions resolved in files no longer held, read for paths not in `files`; positions
    /// found in neither render as 1:1.
    public var positions: ResolvedPositions

    public init(files: [String: SourceFile]) {
        self.files = files
        positions = ResolvedPositions()
    }

    public init(files: [SourceFile]) {
        self.init(files: Dictionary(files.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first }))
    }

    public init(files: [SourceFile], positions: ResolvedPositions) {
        self.init(files: files)
        self.positions = positions
    }

    public func location(of range: SourceRange) -> SourceLocation {
        location(of: range.bytes.start, in: range.path)
    }

    public func endLocation(of range: SourceRange) -> SourceLocation {
        location(of: range.bytes.end, in: range.path)
    }

    private func location(of offset: Int, in path: String) -> SourceLocation {
        if let file = files[path] { return file.location(of: offset) }
        return positions.location(of: offset, in: path) ?? SourceLocation(line: 1, column: 1)
    }

    /// One diagnostic and its notes, one line each, without a trailing newline.
    public func format(_ diagnostic: Diagnostic) -> String {
        var bytes: [UInt8] = []
        write(diagnostic, into: &bytes)
        bytes.removeLast()
        return String(decoding: bytes, as: UTF8.self)
    }

    /// All diagnostics in output order, each followed by a newline.
    public func format(_ diagnostics: [Diagnostic]) -> String {
        String(decoding: formattedBytes(diagnostics), as: UTF8.self)
    }

    /// `format(_:)` as UTF-8, without building the string.
    public func formattedBytes(_ diagnostics: [Diagnostic]) -> [UInt8] {
        var bytes: [UInt8] = []
        // A report's diagnostics are already in output order; sorting them again (stably)
        // would leave them as they are.
        let sorted = diagnostics.isSortedForOutput ? diagnostics : diagnostics.sortedForOutput()
        for diagnostic in sorted { write(diagnostic, into: &bytes) }
        return bytes
    }

    /// `format(_:)` of `diagnostic` and a newline, appended to `output` as UTF-8: the lines
    /// are written into one buffer instead of built as strings and joined.
    public func write(_ diagnostic: Diagnostic, into output: inout [UInt8]) {
        let start = location(of: diagnostic.range)
        writePrefix(diagnostic.range.path, start, into: &output)
        output.append(UInt8(ascii: " "))
        output.append(contentsOf: Self.label(diagnostic.severity).utf8)
        output.append(contentsOf: ": ".utf8)
        Self.writeOneLine(diagnostic.message, into: &output)
        output.append(contentsOf: " [".utf8)
        output.append(contentsOf: diagnostic.id.utf8)
        output.append(contentsOf: "]\n".utf8)
        for note in diagnostic.notes {
            if let range = note.range {
                writePrefix(range.path, location(of: range), into: &output)
            } else {
                writePrefix(diagnostic.range.path, start, into: &output)
            }
            output.append(contentsOf: " note: ".utf8)
            Self.writeOneLine(note.message, into: &output)
            output.append(UInt8(ascii: "\n"))
        }
        for fixIt in diagnostic.fixIts {
            writePrefix(diagnostic.range.path, start, into: &output)
            output.append(contentsOf: " note: fix-it: ".utf8)
            output.append(contentsOf: fixIt.title.utf8)
            output.append(UInt8(ascii: "\n"))
        }
    }

    /// `path:line:col:`.
    private func writePrefix(_ path: String, _ location: SourceLocation, into output: inout [UInt8]) {
        output.append(contentsOf: path.utf8)
        output.append(UInt8(ascii: ":"))
        Self.writeDecimal(location.line, into: &output)
        output.append(UInt8(ascii: ":"))
        Self.writeDecimal(location.column, into: &output)
        output.append(UInt8(ascii: ":"))
    }

    /// `String(value)`'s UTF-8.
    static func writeDecimal(_ value: Int, into output: inout [UInt8]) {
        guard value >= 0 else {
            output.append(contentsOf: String(value).utf8)
            return
        }
        var digits: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        var count = 0
        var rest = value
        withUnsafeMutableBytes(of: &digits) { buffer in
            repeat {
                buffer[19 - count] = UInt8(ascii: "0") + UInt8(rest % 10)
                rest /= 10
                count += 1
            } while rest > 0
            output.append(contentsOf: buffer[(20 - count)...])
        }
    }

    /// `oneLine(message)`'s UTF-8.
    static func writeOneLine(_ message: String, into output: inout [UInt8]) {
        if containsNewline(message) {
            output.append(contentsOf: oneLine(message).utf8)
        } else {
            output.append(contentsOf: message.utf8)
        }
    }

    /// A message on one line: a line break quoted from a spec would split the finding into
    /// lines that Xcode and log parsers read as separate, malformed entries.
    static func oneLine(_ message: String) -> String {
        guard containsNewline(message) else { return message }
        return message.split(whereSeparator: \.isNewline).joined(separator: " ")
    }

    /// Whether `message` holds a scalar that `Character.isNewline` answers true for: U+000A to
    /// U+000D, U+0085, U+2028 or U+2029. A newline scalar always begins its grapheme cluster
    /// (grapheme break rules GB4/GB5: it is a control), so a message has a newline `Character`
    /// exactly when its UTF-8 holds one of these scalars' encodings; scanning bytes spares
    /// breaking every message into `Character`s, which was most of the reporter's time.
    /// `OneLineFastPathTests` checks it against `contains(where: \.isNewline)`.
    static func containsNewline(_ message: String) -> Bool {
        var message = message
        return message.withUTF8 { bytes in
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                if byte >= 0x0A, byte <= 0x0D { return true }
                // U+0085 is C2 85; U+2028 and U+2029 are E2 80 A8 and E2 80 A9.
                if byte == 0xC2, index + 1 < bytes.count, bytes[index + 1] == 0x85 { return true }
                if byte == 0xE2, index + 2 < bytes.count, bytes[index + 1] == 0x80,
                   bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9 { return true }
                index += 1
            }
            return false
        }
    }

    /// Xcode knows error, warning and note; an info finding is shown as a note.
    public static func label(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .info: "note"
        }
    }
}
