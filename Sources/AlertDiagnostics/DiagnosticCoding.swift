/// Diagnostics as compact bytes, for findings held out of their structs or out of memory
/// while a run goes on (`alertlint lint` spills them, decision 0062): a struct of strings and
/// arrays costs several hundred bytes a finding in allocations; encoded, a finding is its text
/// and a few varints.
///
/// Not a file format: what one process writes it reads back, so nothing is versioned.
/// Integers are unsigned LEB128; a string is its UTF-8 length, then its bytes.
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
        // Offsets and counts are never negative; the bit pattern keeps any Int exact anyway.
        var value = UInt64(bitPattern: Int64(value))
        while value >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: value) | 0x80)
            value >>= 7
        }
        bytes.append(UInt8(value))
    }

    private static func append(_ text: String, to bytes: inout [UInt8]) {
        var text = text
        text.withUTF8 { utf8 in
            append(utf8.count, to: &bytes)
            bytes.append(contentsOf: utf8)
        }
    }

    private static func append(_ range: SourceRange, to bytes: inout [UInt8]) {
        append(range.path, to: &bytes)
        append(range.bytes.start, to: &bytes)
        append(range.bytes.end, to: &bytes)
    }

    /// Reads what `encode` wrote. The bytes come from this process, so they are trusted: a
    /// truncated buffer is a programming error, caught by the bounds checks of the reads.
    private struct Reader {
        let bytes: UnsafeRawBufferPointer
        var position = 0
        /// The last path read and the string made for it: a file's findings mostly share one
        /// path, so it is made once rather than once per range.
        var lastPath: (bytes: UnsafeRawBufferPointer, string: String)?

        var isAtEnd: Bool { position >= bytes.count }

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

        mutating func byte() -> UInt8 {
            defer { position += 1 }
            return bytes[position]
        }

        mutating func integer() -> Int {
            var value: UInt64 = 0
            var shift: UInt64 = 0
            while true {
                let next = byte()
                value |= UInt64(next & 0x7F) << shift
                if next < 0x80 { break }
                shift += 7
            }
            return Int(Int64(bitPattern: value))
        }

        mutating func utf8() -> UnsafeRawBufferPointer {
            let count = integer()
            precondition(count <= bytes.count - position, "a spilled finding was cut short")
            defer { position += count }
            return UnsafeRawBufferPointer(rebasing: bytes[position..<(position + count)])
        }

        mutating func string() -> String {
            String(decoding: utf8(), as: UTF8.self)
        }

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
