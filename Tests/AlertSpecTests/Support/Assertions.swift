import AlertDiagnostics
import AlertSpec
import Testing

/// The file name tests parse under unless they test file names: its namespace is `T`.
let testPath = "t.alerts.yaml"

/// Parses `yaml` as the spec file `path`: the YAML reader, then the decoder.
func parse(_ yaml: String, path: String = testPath) -> ParsedSpec {
    SpecParser.parse(SourceFile(path: path, text: yaml))
}

/// A diagnostic a test expects: where (a marker in the source), which error and its message.
struct Expected {
    let marker: String
    let id: String
    let message: String
    /// Each note's marker and message, when the test checks notes.
    let notes: [(marker: String, message: String)]?

    init(_ marker: String, _ id: FormatErrorID, _ message: String, notes: [(marker: String, message: String)]? = nil) {
        self.marker = marker
        self.id = id.rawValue
        self.message = message
        self.notes = notes
    }

    /// For the YAML reader's errors, which the parser reports beside the decoder's.
    init(_ marker: String, yaml id: String, _ message: String) {
        self.marker = marker
        self.id = id
        self.message = message
        notes = nil
    }
}

/// One diagnostic as a line a failing test prints: `3:5 unknown-key: message`.
func render(_ diagnostic: Diagnostic, in file: SourceFile, withNotes: Bool) -> String {
    var line = "\(file.location(of: diagnostic.range.bytes.start)) \(diagnostic.id): \(diagnostic.message)"
    if withNotes {
        for note in diagnostic.notes {
            let location = note.range.map { file.location(of: $0.bytes.start).description } ?? "-"
            line += "\n  note \(location): \(note.message)"
        }
    }
    return line
}

/// Parses `marked` (with markers removed) and expects exactly the `expected` diagnostics,
/// compared as `line:column id: message` lines so a failure shows both sides readably.
@discardableResult
func assertDiagnostics(
    _ marked: String,
    path: String = testPath,
    _ expected: [Expected],
    sourceLocation: Testing.SourceLocation = #_sourceLocation
) -> ParsedSpec {
    let source = MarkedSource(marked)
    let spec = parse(source.text, path: path)
    let file = spec.file
    let checksNotes = expected.contains { $0.notes != nil }
    let actualLines = spec.diagnostics.sortedForOutput().map { render($0, in: file, withNotes: checksNotes) }
    let expectedLines = expected.map { expectation in
        let location = file.location(of: source.offset(of: expectation.marker))
        var line = "\(location) \(expectation.id): \(expectation.message)"
        for note in expectation.notes ?? [] {
            line += "\n  note \(file.location(of: source.offset(of: note.marker))): \(note.message)"
        }
        return (source.offset(of: expectation.marker), line)
    }
    .sorted { $0.0 < $1.0 }
    .map(\.1)
    #expect(actualLines == expectedLines, sourceLocation: sourceLocation)
    return spec
}

/// Parses `marked` and expects exactly one diagnostic.
@discardableResult
func assertDiagnostic(
    _ marked: String,
    path: String = testPath,
    _ id: FormatErrorID,
    _ message: String,
    at marker: String = "1️⃣",
    sourceLocation: Testing.SourceLocation = #_sourceLocation
) -> ParsedSpec {
    assertDiagnostics(marked, path: path, [Expected(marker, id, message)], sourceLocation: sourceLocation)
}

/// Parses `yaml`, expects no diagnostics, and returns the catalog.
func decodeValid(_ yaml: String, path: String = testPath, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> Catalog? {
    let spec = parse(yaml, path: path)
    let file = spec.file
    #expect(spec.diagnostics.map { render($0, in: file, withNotes: false) } == [], sourceLocation: sourceLocation)
    #expect(spec.catalog != nil, sourceLocation: sourceLocation)
    return spec.catalog
}

/// The lines of a minimal valid spec, to prepend to a definition under test.
let header = "version: 1\n"
