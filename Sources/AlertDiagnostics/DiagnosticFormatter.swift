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
        var lines = ["\(prefix(diagnostic.range)) \(Self.label(diagnostic.severity)): \(Self.oneLine(diagnostic.message)) [\(diagnostic.id)]"]
        for note in diagnostic.notes {
            lines.append("\(prefix(note.range ?? diagnostic.range)) note: \(Self.oneLine(note.message))")
        }
        for fixIt in diagnostic.fixIts {
            lines.append("\(prefix(diagnostic.range)) note: fix-it: \(fixIt.title)")
        }
        return lines.joined(separator: "\n")
    }

    /// All diagnostics in output order, each followed by a newline.
    public func format(_ diagnostics: [Diagnostic]) -> String {
        diagnostics.sortedForOutput().map { format($0) + "\n" }.joined()
    }

    private func prefix(_ range: SourceRange) -> String {
        "\(range.path):\(location(of: range)):"
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
