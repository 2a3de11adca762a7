import AlertDiagnostics
import Foundation

/// A stable JSON document (docs/reporters.md): a summary and every diagnostic with its
/// range as line/column and byte offsets, notes and fix-its. Keys are sorted, so identical
/// reports give identical bytes.
public struct JSONReporter: Reporter {
    public init() {}

    struct Document: Encodable {
        var version = 1
        var tool: Tool
        var summary: Summary
        var diagnostics: [Entry]
    }

    struct Tool: Encodable {
        var name = "alertlint"
        var version: String
    }

    struct Summary: Encodable {
        var files: Int
        var errors: Int
        var warnings: Int
        var infos: Int
    }

    struct Position: Encodable {
        var line: Int
        var column: Int
        /// UTF-8 byte offset in the file.
        var offset: Int
    }

    struct Range: Encodable {
        var path: String
        var start: Position
        var end: Position
    }

    struct Entry: Encodable {
        var severity: String
        var rule: String
        var message: String
        var range: Range
        var notes: [NoteEntry]
        var fixIts: [FixItEntry]
    }

    struct NoteEntry: Encodable {
        var message: String
        var range: Range?
    }

    struct FixItEntry: Encodable {
        var title: String
        var safety: String
        var edits: [EditEntry]
    }

    struct EditEntry: Encodable {
        var range: Range
        var replacement: String
    }

    public func render(_ report: LintReport, context: ReporterContext) -> ReporterOutput {
        let formatter = report.formatter
        func range(_ range: SourceRange) -> Range {
            let resolved = ResolvedRange(range, formatter)
            return Range(
                path: range.path,
                start: Position(line: resolved.start.line, column: resolved.start.column, offset: range.bytes.start),
                end: Position(line: resolved.end.line, column: resolved.end.column, offset: range.bytes.end)
            )
        }
        let entries = report.diagnostics.map { diagnostic in
            Entry(
                severity: diagnostic.severity.rawValue,
                rule: diagnostic.id,
                message: diagnostic.message,
                range: range(diagnostic.range),
                notes: diagnostic.notes.map { NoteEntry(message: $0.message, range: $0.range.map(range)) },
                fixIts: diagnostic.fixIts.map { fixIt in
                    FixItEntry(
                        title: fixIt.title,
                        safety: fixIt.safety.rawValue,
                        edits: fixIt.edits.map { EditEntry(range: range($0.range), replacement: $0.replacement) }
                    )
                }
            )
        }
        let document = Document(
            tool: Tool(version: context.toolVersion),
            summary: Summary(files: report.specCount, errors: report.errorCount, warnings: report.warningCount, infos: report.infoCount),
            diagnostics: entries
        )
        return ReporterOutput(standardOutput: encodeJSON(document) + "\n")
    }
}

/// Pretty, sorted, unescaped slashes: stable bytes that diff well.
func encodeJSON(_ value: some Encodable) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    // Encoding plain structs of strings and numbers cannot fail.
    let data = (try? encoder.encode(value)) ?? Data("{}".utf8)
    return String(decoding: data, as: UTF8.self)
}
