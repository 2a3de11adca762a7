import AlertDiagnostics
@testable import AlertLint
import Foundation
import Testing

/// `JSONWriter` against what it replaced: `JSONEncoder` with `[.prettyPrinted, .sortedKeys,
/// .withoutEscapingSlashes]`, byte for byte, on awkward values and on the reporters' documents.
@Suite struct JSONWriterTests {
    /// What the JSON and SARIF reporters wrote before `JSONWriter`, line break included.
    static func encodeJSON(_ value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self) + "\n"
    }

    /// Any JSON value: `JSONEncoder` encodes it (objects as dictionaries, so it sorts their
    /// keys itself), `write(to:)` writes it through `JSONWriter` (keys sorted by `precedes`).
    indirect enum Value: Codable, Equatable {
        case null, bool(Bool), int(Int), string(String), array([Value]), object([String: Value])

        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if container.decodeNil() { self = .null }
            else if let value = try? container.decode(Bool.self) { self = .bool(value) }
            else if let value = try? container.decode(Int.self) { self = .int(value) }
            else if let value = try? container.decode(String.self) { self = .string(value) }
            else if let value = try? container.decode([Value].self) { self = .array(value) }
            else { self = .object(try container.decode([String: Value].self)) }
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            switch self {
            case .null: try container.encodeNil()
            case .bool(let value): try container.encode(value)
            case .int(let value): try container.encode(value)
            case .string(let value): try container.encode(value)
            case .array(let value): try container.encode(value)
            case .object(let value): try container.encode(value)
            }
        }

        func write(to writer: inout JSONWriter) {
            switch self {
            case .null: writer.null()
            case .bool(let value): writer.bool(value)
            case .int(let value): writer.int(value)
            case .string(let value): writer.string(value)
            case .array(let elements):
                writer.beginArray()
                for element in elements { element.write(to: &writer) }
                writer.endArray()
            case .object(let members):
                writer.beginObject()
                for key in members.keys.sorted(by: JSONWriter.precedes) {
                    writer.key(key)
                    members[key]!.write(to: &writer)
                }
                writer.endObject()
            }
        }

        var written: String {
            var writer = JSONWriter()
            write(to: &writer)
            writer.endDocument()
            return String(decoding: writer.output, as: UTF8.self)
        }
    }

    /// Every ASCII character, U+007F and the C1 controls, and characters outside ASCII that
    /// some encoders escape (line and paragraph separators, the byte-order mark, emoji).
    static let awkwardText: String = {
        var text = String(String.UnicodeScalarView((0...0x7F).map { Unicode.Scalar(UInt8($0)) }))
        text += "\u{80}\u{85}\u{9F}\u{A0}é€😀\u{2028}\u{2029}\u{FEFF}e\u{301} /a/b\\\"\\\\\""
        return text
    }()

    /// Keys that sort differently by UTF-8 bytes, UTF-16 units (U+FF5E before U+10000 in
    /// UTF-8, after it in UTF-16), case, numbers, canonical equivalence (`e` + U+0301 before
    /// `é` by bytes, after it by `String`'s `<`), and the reporters' own near neighbours.
    static let awkwardKeys = [
        "b", "B", "a", "A", "_", "aa", "a1", "a10", "a2", "é", "e", "z", "Z", "😀", "\u{FF5E}", "\u{10000}",
        "e\u{301}x", "\u{E9}a", "", " ", "~", "a\u{0}", "a\u{1F}", "a\"q", "a/b", "a\\b", "Ab", "aB", "a-b", "a.b", "a_b",
        "ruleId", "ruleIndex", "$schema", "problem.severity", "precision", "%SRCROOT%", "uri", "uriBaseId",
        "endColumn", "endLine", "startColumn", "startLine", "help", "helpUri",
    ]

    /// Made anew for each use rather than held in a `static let`: LeakSanitizer
    /// (Tools/sanitize.sh) reported every indirect-enum box of such a global as leaked at exit,
    /// the multi-payload enum's tag bits presumably hiding the boxes' pointers from its scan.
    static var values: [Value] {
        [
            .object([:]),
            .array([]),
            .object(["empty": .array([]), "emptyObject": .object([:]), "nested": .array([.array([]), .object([:]), .array([.array([])])])]),
            .object(["text": .string(awkwardText), "texts": .array(awkwardText.unicodeScalars.map { .string(String($0)) })]),
            .object(Dictionary(uniqueKeysWithValues: awkwardKeys.enumerated().map { ($1, .int($0)) })),
            .object(["numbers": .array([0, -1, 1, 42, -42, 1_000_000, Int.max, Int.min, Int.max - 1, Int.min + 1].map { .int($0) })]),
            .object(["flags": .array([.bool(true), .bool(false)]), "nothing": .null, "nulls": .array([.null, .null])]),
            .array([.object(["a": .object(["b": .object(["c": .array([.string("deep"), .int(3), .object([:])])])])]), .string(""), .int(0)]),
            .object(["strings": .array(["", "\"", "\\", "/", "\\/", "\u{0}", "\u{7F}", "\r\n", "\t", "\u{8}\u{C}", "日本語", "😀👍🏽"].map { .string($0) })]),
        ]
    }

    @Test(arguments: values.indices)
    func writesWhatJSONEncoderWrites(_ index: Int) throws {
        let value = Self.values[index]
        #expect(value.written == (try Self.encodeJSON(value)))
    }

    @Test func keysSortAsJSONEncoderSortsThem() throws {
        let encoded = try Self.encodeJSON(Dictionary(uniqueKeysWithValues: Self.awkwardKeys.map { ($0, 0) }))
        // One member a line, `  "key" : 0,`: the key is the JSON string before ` : `.
        let order = try encoded.split(separator: "\n").dropFirst().dropLast().map { line in
            let quoted = line.dropFirst(2).split(separator: " : 0").first!
            return try JSONDecoder().decode(String.self, from: Data(quoted.utf8))
        }
        #expect(order == Self.awkwardKeys.sorted(by: JSONWriter.precedes))
        // Not `String`'s order, nor UTF-16's.
        #expect(order != Self.awkwardKeys.sorted())
        #expect(order != Self.awkwardKeys.sorted { $0.utf16.lexicographicallyPrecedes($1.utf16) })
    }

    // MARK: The reporters' documents

    static var contexts: [ReporterContext] {
        [ReporterTests.context, ReporterContext(toolVersion: "0.0.1-dev+\"/", rules: RuleRegistry.rules)]
    }

    static var reports: [LintReport] {
        let report = ReporterTests.report
        var empty = report
        empty.diagnostics = []
        var noNotes = report
        noNotes.diagnostics = report.diagnostics.map { diagnostic in
            var diagnostic = diagnostic
            diagnostic.notes = diagnostic.notes.map { Note(message: $0.message, range: nil) }
            return diagnostic
        }
        return [report, empty, noNotes]
    }

    /// Each document read back and encoded again by `JSONEncoder` gives the bytes written:
    /// same layout, escaping and key order.
    @Test(arguments: [ReporterKind.json, .sarif])
    func documentsAreWhatJSONEncoderWrites(_ kind: ReporterKind) throws {
        for report in Self.reports {
            for context in Self.contexts {
                let written = kind.reporter.render(report, context: context).standardOutput
                let value = try JSONDecoder().decode(Value.self, from: Data(written.utf8))
                #expect(written == (try Self.encodeJSON(value)))
            }
        }
    }

    /// Passed on in pieces, the document is the same bytes.
    @Test(arguments: [ReporterKind.json, .sarif])
    func piecesMakeTheDocument(_ kind: ReporterKind) {
        let whole = kind.reporter.render(ReporterTests.report, context: ReporterTests.context).standardOutput
        var pieces: [[UInt8]] = []
        var writer = JSONWriter(flushingAt: 64) { pieces.append($0) }
        switch kind {
        case .json: JSONReporter().write(ReporterTests.report, context: ReporterTests.context, to: &writer)
        default: SARIFReporter().write(ReporterTests.report, context: ReporterTests.context, to: &writer)
        }
        #expect(writer.output.isEmpty)
        #expect(pieces.count > 10)
        #expect(String(decoding: pieces.joined(), as: UTF8.self) == whole)
    }
}
