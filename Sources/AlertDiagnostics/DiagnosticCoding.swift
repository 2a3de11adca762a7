/// Diagnostics as compact bytes, for findings held out of their structs or out of memory
/// while a run goes on (`alertlint lint` spills them, decision 0062): a struct of strings and
/// arrays costs several hundred bytes a finding in allocations; encoded, a finding is its text
/// and a few varints.
///
/// Not a file format: what one process writes it reads back, so nothing is versioned
/// (`CompactBytes` says how integers and strings are written).
public enum DiagnosticCoding {
    /// Appends `diagnostic` to `bytes`.
    public static func encode(_ diagnostic: Diagnostic, into bytes: inout [UInt8]) {
        bytes.append(severityCode(diagnostic.severity))
        append(diagnostic.id, to: &bytes)
        append(diagnostic.message, to: &bytes)
        append(diagnostic.range, to: &bytes)
        append(diagnostic.notes.count, to: &bytes)
        for note in diagnostic.notes {
            append(note.message, to: &bytes)
            if let range = note.range {
                bytes.append(1)
                append(range, to: &bytes)
            } else {
                bytes.append(0)
            }
        }
        append(diagnostic.fixIts.count, to: &bytes)
        for fixIt in diagnostic.fixIts {
            append(fixIt.title, to: &bytes)
            bytes.append(fixIt.safety == .safe ? 0 : 1)
            append(fixIt.edits.count, to: &bytes)
            for edit in fixIt.edits {
                append(edit.range, to: &bytes)
                append(edit.replacement, to: &bytes)
            }
        }
    }

    /// The diagnostics `encode` wrote into `bytes`, one after another, in order.
    public static func decodeAll(_ bytes: UnsafeRawBufferPointer) -> [Diagnostic] {
        var reader = Reader(bytes: bytes)
        var diagnostics: [Diagnostic] = []
        while !reader.isAtEnd { diagnostics.append(reader.diagnostic()) }
        return diagnostics
    }

    private static func severityCode(_ severity: Severity) -> UInt8 {
        switch severity {
        case .info: 0
        case .warning: 1
        case .error: 2
        }
    }

    private static func append(_ value: Int, to bytes: inout [UInt8]) {
        CompactBytes.append(value, to: &bytes)
    }

    private static func append(_ text: String, to bytes: inout [UInt8]) {
        CompactBytes.append(text, to: &bytes)
    }

    private static func append(_ range: SourceRange, to bytes: inout [UInt8]) {
        append(range.path, to: &bytes)
        append(range.bytes.start, to: &bytes)
        append(range.bytes.end, to: &bytes)
    }

    /// Reads what `encode` wrote. The bytes come from this process, so they are trusted: a
    /// truncated buffer is a programming error, caught by the bounds checks of the reads.
    private struct Reader {
        var compact: CompactBytes.Reader
        /// The last path read and the string made for it: a file's findings mostly share one
        /// path, so it is made once rather than once per range.
        var lastPath: (bytes: UnsafeRawBufferPointer, string: String)?

        init(bytes: UnsafeRawBufferPointer) {
            compact = CompactBytes.Reader(bytes)
        }

        var isAtEnd: Bool { compact.isAtEnd }

        mutating func diagnostic() -> Diagnostic {
            let severity: Severity = switch byte() {
            case 0: .info
            case 1: .warning
            default: .error
            }
            let id = string()
            let message = string()
            let range = sourceRange()
            var notes: [Note] = []
            let noteCount = integer()
            if noteCount > 0 { notes.reserveCapacity(noteCount) }
            for _ in 0..<noteCount {
                let message = string()
                notes.append(Note(message: message, range: byte() == 1 ? sourceRange() : nil))
            }
            var fixIts: [FixIt] = []
            let fixItCount = integer()
            if fixItCount > 0 { fixIts.reserveCapacity(fixItCount) }
            for _ in 0..<fixItCount {
                let title = string()
                let safety: FixIt.Safety = byte() == 0 ? .safe : .unsafe
                var edits: [TextEdit] = []
                let editCount = integer()
                edits.reserveCapacity(editCount)
                for _ in 0..<editCount {
                    let range = sourceRange()
                    edits.append(TextEdit(range: range, replacement: string()))
                }
                fixIts.append(FixIt(title: title, edits: edits, safety: safety))
            }
            return Diagnostic(severity: severity, id: id, message: message, range: range, notes: notes, fixIts: fixIts)
        }

        mutating func byte() -> UInt8 { compact.byte() }
        mutating func integer() -> Int { compact.integer() }
        mutating func utf8() -> UnsafeRawBufferPointer { compact.utf8() }
        mutating func string() -> String { compact.string() }

        mutating func sourceRange() -> SourceRange {
            let pathBytes = utf8()
            let path: String
            if let lastPath, lastPath.bytes.elementsEqual(pathBytes) {
                path = lastPath.string
            } else {
                path = String(decoding: pathBytes, as: UTF8.self)
                lastPath = (pathBytes, path)
            }
            let start = integer()
            let end = integer()
            return SourceRange(path: path, bytes: ByteRange(start: start, end: end))
        }
    }
}
