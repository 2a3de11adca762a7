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
        let formatter = report.formatter
        var shown: [String: Int] = [:]
        var lines: [String] = []
        var overflow: [Diagnostic] = []
        for diagnostic in report.diagnostics {
            let command = Self.command(diagnostic.severity)
            guard shown[command, default: 0] < Self.annotationsPerKind else {
                overflow.append(diagnostic)
                continue
            }
            shown[command, default: 0] += 1
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
            lines.append("::\(command) \(properties.joined(separator: ","))::\(Self.escapeData(message))")
        }
        guard !overflow.isEmpty else {
            return ReporterOutput(standardOutput: lines.map { $0 + "\n" }.joined())
        }
        lines.append("::notice title=alertlint::\(Self.escapeData("\(overflow.count) more findings than GitHub annotates (\(Self.annotationsPerKind) per kind) are listed in the job summary"))")
        if context.hasStepSummary {
            return ReporterOutput(standardOutput: lines.map { $0 + "\n" }.joined(), stepSummary: Self.summaryTable(overflow, formatter, context))
        }
        let rest = overflow.map { formatter.format($0) + "\n" }.joined()
        return ReporterOutput(standardOutput: lines.map { $0 + "\n" }.joined() + rest)
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

    static func summaryTable(_ diagnostics: [Diagnostic], _ formatter: DiagnosticFormatter, _ context: ReporterContext) -> String {
        var table = """
            ### alertlint: \(diagnostics.count) more findings

            | Severity | Location | Rule | Message |
            | --- | --- | --- | --- |

            """
        for diagnostic in diagnostics {
            let location = "\(context.repositoryPath(diagnostic.range.path)):\(formatter.location(of: diagnostic.range))"
            table += "| \(diagnostic.severity.rawValue) | \(cell(location)) | \(cell(diagnostic.id)) | \(cell(diagnostic.message)) |\n"
        }
        return table
    }

    /// Markdown table cells: a `|` ends the cell and a line break ends the row.
    static func cell(_ text: String) -> String {
        text.replacingOccurrences(of: "\\", with: "\\\\")
            .replacingOccurrences(of: "|", with: "\\|")
            .replacingOccurrences(of: "\r\n", with: "<br>")
            .replacingOccurrences(of: "\n", with: "<br>")
    }
}
