import AlertDiagnostics

/// JUnit XML, for CI systems that show test reports (Jenkins, GitLab, Azure Pipelines): one
/// test suite per spec file, one failing test case per error or warning, one passing case for
/// a clean file. Info findings are listed as skipped cases so they show without failing.
/// The output validates against the Jenkins xUnit plugin's JUnit schema (Tests/schema/
/// junit-10.xsd): `skipped` is counted per suite only, as that schema has no such attribute on
/// `<testsuites>` and CI servers that validate reject the report otherwise.
public struct JUnitReporter: Reporter {
    public init() {}

    public func render(_ report: LintReport, context: ReporterContext) -> ReporterOutput {
        var output = ChunkedOutput()
        write(report, context: context, to: &output)
        return ReporterOutput(standardOutput: String(decoding: output.bytes, as: UTF8.self))
    }

    /// What `render` returns, written as it goes. The totals come first in the document and
    /// each suite's counts before its cases, so a first pass over the findings counts them by
    /// path; the second writes them, as they come in output order, which is by path.
    public func write(_ report: LintReport, context: ReporterContext, to output: inout ChunkedOutput) {
        let formatter = report.formatter
        var countsByPath: [String: (tests: Int, skipped: Int)] = [:]
        for diagnostic in report.inOutputOrder {
            countsByPath[diagnostic.range.path, default: (0, 0)].tests += 1
            if diagnostic.severity == .info { countsByPath[diagnostic.range.path, default: (0, 0)].skipped += 1 }
        }
        let paths = (report.paths + countsByPath.keys).uniqued().sorted()
        let totalTests = paths.reduce(0) { $0 + max(1, countsByPath[$1]?.tests ?? 0) }
        let totalFailures = countsByPath.values.reduce(0) { $0 + $1.tests - $1.skipped }
        output.write("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"alertlint\" tests=\"\(totalTests)\" failures=\"\(totalFailures)\" errors=\"0\">\n")
        var findings = report.inOutputOrder.makeIterator()
        var pending = findings.next()
        for (position, path) in paths.enumerated() {
            let counts = countsByPath[path] ?? (0, 0)
            let className = Self.escape(path)
            if position > 0 { output.write("\n") }
            output.write("  <testsuite name=\"\(className)\" tests=\"\(max(1, counts.tests))\" failures=\"\(counts.tests - counts.skipped)\" errors=\"0\" skipped=\"\(counts.skipped)\">\n")
            if counts.tests == 0 {
                output.write("    <testcase classname=\"\(className)\" name=\"alertlint\"/>")
            }
            // The findings come sorted by path, as `paths` is, so this path's are next.
            var number = 0
            while let diagnostic = pending, diagnostic.range.path == path {
                if number > 0 { output.write("\n") }
                output.write(Self.testCase(diagnostic, className: className, formatter))
                number += 1
                pending = findings.next()
            }
            output.write("\n  </testsuite>")
        }
        output.write("\n</testsuites>\n")
    }

    /// One finding's test case: skipped for an info, failing otherwise.
    private static func testCase(_ diagnostic: Diagnostic, className: String, _ formatter: DiagnosticFormatter) -> String {
        let location = formatter.location(of: diagnostic.range)
        let name = escape("\(diagnostic.id) at \(location)")
        let message = escape(diagnostic.message)
        if diagnostic.severity == .info {
            return "    <testcase classname=\"\(className)\" name=\"\(name)\">\n      <skipped message=\"\(message)\"/>\n    </testcase>"
        }
        let text = escape(formatter.format(diagnostic))
        return """
                <testcase classname="\(className)" name="\(name)">
                  <failure type="\(diagnostic.severity.rawValue)" message="\(message)">\(text)</failure>
                </testcase>
            """
    }

    /// XML text and attribute escaping; line breaks become character references so they
    /// survive in attributes, and characters XML 1.0 cannot hold are dropped.
    static func escape(_ text: String) -> String {
        var escaped = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&apos;"
            // Literal line breaks and tabs in attributes would be normalized to spaces.
            case "\t": escaped += "&#9;"
            case "\n": escaped += "&#10;"
            case "\r": escaped += "&#13;"
            default:
                if scalar.value < 0x20 || (0xFFFE...0xFFFF).contains(scalar.value) { continue }
                escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }
}

extension Array where Element: Hashable {
    fileprivate func uniqued() -> [Element] {
        var seen = Set<Element>()
        return filter { seen.insert($0).inserted }
    }
}
