import AlertDiagnostics

/// A stable JSON document (docs/reporters.md): a summary and every diagnostic with its
/// range as line/column and byte offsets, notes and fix-its. Keys are sorted, so identical
/// reports give identical bytes: those `JSONEncoder` gave (`JSONWriter`).
public struct JSONReporter: Reporter {
    public init() {}

    public func render(_ report: LintReport, context: ReporterContext) -> ReporterOutput {
        var writer = JSONWriter()
        write(report, context: context, to: &writer)
        return ReporterOutput(standardOutput: String(decoding: writer.output, as: UTF8.self))
    }

    /// The document, written as it goes: `lint` passes it to standard output in pieces, so
    /// neither it nor a copy of the findings is held whole. Keys in sorted order.
    public func write(_ report: LintReport, context: ReporterContext, to writer: inout JSONWriter) {
        let formatter = report.formatter
        writer.beginObject()
        writer.key("diagnostics")
        writer.beginArray()
        for diagnostic in report.inOutputOrder {
            writer.beginObject()
            writer.key("fixIts")
            writer.beginArray()
            for fixIt in diagnostic.fixIts {
                writer.beginObject()
                writer.key("edits")
                writer.beginArray()
                for edit in fixIt.edits {
                    writer.beginObject()
                    writer.key("range")
                    Self.write(edit.range, formatter, to: &writer)
                    writer.member("replacement", edit.replacement)
                    writer.endObject()
                }
                writer.endArray()
                writer.member("safety", fixIt.safety.rawValue)
                writer.member("title", fixIt.title)
                writer.endObject()
            }
            writer.endArray()
            writer.member("message", diagnostic.message)
            writer.key("notes")
            writer.beginArray()
            for note in diagnostic.notes {
                writer.beginObject()
                writer.member("message", note.message)
                if let range = note.range {
                    writer.key("range")
                    Self.write(range, formatter, to: &writer)
                }
                writer.endObject()
            }
            writer.endArray()
            writer.key("range")
            Self.write(diagnostic.range, formatter, to: &writer)
            writer.member("rule", diagnostic.id)
            writer.member("severity", diagnostic.severity.rawValue)
            writer.endObject()
        }
        writer.endArray()
        writer.key("summary")
        writer.beginObject()
        writer.member("errors", report.errorCount)
        writer.member("files", report.specCount)
        writer.member("infos", report.infoCount)
        writer.member("warnings", report.warningCount)
        writer.endObject()
        writer.key("tool")
        writer.beginObject()
        writer.member("name", "alertlint")
        writer.member("version", context.toolVersion)
        writer.endObject()
        writer.member("version", 1)
        writer.endObject()
        writer.endDocument()
    }

    /// A range as line/column and UTF-8 byte offset at each end, with its path.
    private static func write(_ range: SourceRange, _ formatter: DiagnosticFormatter, to writer: inout JSONWriter) {
        let resolved = ResolvedRange(range, formatter)
        func position(_ location: SourceLocation, offset: Int) {
            writer.beginObject()
            writer.member("column", location.column)
            writer.member("line", location.line)
            writer.member("offset", offset)
            writer.endObject()
        }
        writer.beginObject()
        writer.key("end")
        position(resolved.end, offset: range.bytes.end)
        writer.member("path", range.path)
        writer.key("start")
        position(resolved.start, offset: range.bytes.start)
        writer.endObject()
    }
}
