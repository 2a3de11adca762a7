import Foundation
import AlertDiagnostics

/// GitHub Actions workflow commands: each finding becomes an annotation on the pull request.
///
/// GitHub shows at most 10 annotations of each kind (error, warning, notice) per step; the
/// rest would be dropped silently, so they go to the job's step summary as a table instead
/// (or, without a step summary, to the log in the Xcode shape).
public struct GitHubReporter: Reporter {
    public static let annotationsPerKind = 10

    public init() {}

    public func render(_ report: LintReport, context: ReporterContext) -> ReporterOutput {
        var output = ChunkedOutput()
        var summary = ChunkedOutput()
        write(report, context: context, to: &output, summary: &summary)
        return ReporterOutput(
            standardOutput: String(decoding: output.bytes, as: UTF8.self),
            stepSummary: summary.bytes.isEmpty ? nil : String(decoding: summary.bytes, as: UTF8.self)
        )
    }

    /// What `render` returns, written as it goes: the annotations, and the findings past
    /// GitHub's limit either as a table into `summary` (with a step summary) or in the Xcode
    /// shape after the annotations. Two passes over the findings, the second for those past
    /// the limit, rather than a copy of them.
    public func write(_ report: LintReport, context: ReporterContext, to output: inout ChunkedOutput, summary: inout ChunkedOutput) {
        let formatter = report.formatter
        var overflowCount = 0
        forEachFinding(of: report) { diagnostic, isAnnotated in
            guard isAnnotated else {
                overflowCount += 1
                return
            }
            let range = ResolvedRange(diagnostic.range, formatter)
            let properties = [
                "file=\(Self.escapeProperty(context.repositoryPath(diagnostic.range.path)))",
                "line=\(range.start.line)",
                "col=\(range.start.column)",
                "endLine=\(range.end.line)",
                "endColumn=\(range.end.column)",
                "title=\(Self.escapeProperty(diagnostic.id))",
            ]
            var message = diagnostic.message
            for note in diagnostic.notes {
                let location = note.range.map { "\(context.repositoryPath($0.path)):\(formatter.location(of: $0)): " } ?? ""
                message += "\n\(location)note: \(note.message)"
            }
            output.write("::\(Self.command(diagnostic.severity)) \(properties.joined(separator: ","))::\(Self.escapeData(message))\n")
        }
        guard overflowCount > 0 else { return }
        output.write("::notice title=alertlint::\(Self.escapeData("\(overflowCount) more findings than GitHub annotates (\(Self.annotationsPerKind) per kind) are listed in the job summary"))\n")
        if context.hasStepSummary {
            summary.write(Self.summaryTableHeader(count: overflowCount))
            forEachFinding(of: report) { diagnostic, isAnnotated in
                if !isAnnotated { summary.write(Self.summaryTableRow(diagnostic, formatter, context)) }
            }
        } else {
            forEachFinding(of: report) { diagnostic, isAnnotated in
                guard !isAnnotated else { return }
                formatter.write(diagnostic, into: &output.bytes)
                output.flushIfFull()
            }
        }
    }

    /// Each finding in order, and whether it is one of the first `annotationsPerKind` of its
    /// kind (annotated) or past them.
    private func forEachFinding(of report: LintReport, _ body: (Diagnostic, _ isAnnotated: Bool) -> Void) {
        var shown: [Severity: Int] = [:]
        for diagnostic in report.inOutputOrder {
            // One kind per severity: error, warning, notice.
            let isAnnotated = shown[diagnostic.severity, default: 0] < Self.annotationsPerKind
            if isAnnotated { shown[diagnostic.severity, default: 0] += 1 }
            body(diagnostic, isAnnotated)
        }
    }

    static func command(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .info: "notice"
        }
    }

    /// The Actions toolkit's `escapeData`: `%`, CR and LF.
    static func escapeData(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25")
            .replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }

    /// The Actions toolkit's `escapeProperty`: `escapeData` plus `:` and `,`.
    static func escapeProperty(_ text: String) -> String {
        escapeData(text)
            .replacingOccurrences(of: ":", with: "%3A")
            .replacingOccurrences(of: ",", with: "%2C")
    }

    static func summaryTableHeader(count: Int) -> String {
        """
            ### alertlint: \(count) more findings

            | Severity | Location | Rule | Message |
            | --- | --- | --- | --- |

            """
    }

    static func summaryTableRow(_ diagnostic: Diagnostic, _ formatter: DiagnosticFormatter, _ context: ReporterContext) -> String {
        let location = "\(context.repositoryPath(diagnostic.range.path)):\(formatter.location(of: diagnostic.range))"
        return "| \(diagnostic.severity.rawValue) | \(cell(location)) | \(cell(diagnostic.id)) | \(cell(diagnostic.message)) |\n"
    }

    /// Markdown table cells: a `|` ends the cell and a line break ends the row.
    static func cell(_ text: String) -> String {
        text.replacingOccurrences(of: "\\", with: "\\\\")
            .replacingOccurrences(of: "|", with: "\\|")
            .replacingOccurrences(of: "\r\n", with: "<br>")
            .replacingOccurrences(of: "\n", with: "<br>")
    }
}
