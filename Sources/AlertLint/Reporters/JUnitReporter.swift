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
        let formatter = report.formatter
        let byPath = Dictionary(grouping: report.diagnostics, by: \.range.path)
        let paths = (report.paths + byPath.keys).uniqued().sorted()
        var suites: [String] = []
        var totalTests = 0
        var totalFailures = 0
        for path in paths {
            let diagnostics = byPath[path] ?? []
            var cases: [String] = []
            if diagnostics.isEmpty {
                cases.append("    <testcase classname=\"\(Self.escape(path))\" name=\"alertlint\"/>")
            }
            var failures = 0
            var skipped = 0
            for diagnostic in diagnostics {
                let location = formatter.location(of: diagnostic.range)
                let name = Self.escape("\(diagnostic.id) at \(location)")
                let text = Self.escape(formatter.format(diagnostic))
                let message = Self.escape(diagnostic.message)
                if diagnostic.severity == .info {
                    skipped += 1
                    cases.append("    <testcase classname=\"\(Self.escape(path))\" name=\"\(name)\">\n      <skipped message=\"\(message)\"/>\n    </testcase>")
                } else {
                    failures += 1
                    cases.append("""
                            <testcase classname="\(Self.escape(path))" name="\(name)">
                              <failure type="\(diagnostic.severity.rawValue)" message="\(message)">\(text)</failure>
                            </testcase>
                        """)
                }
            }
            let tests = max(1, diagnostics.count)
            totalTests += tests
            totalFailures += failures
            suites.append("  <testsuite name=\"\(Self.escape(path))\" tests=\"\(tests)\" failures=\"\(failures)\" errors=\"0\" skipped=\"\(skipped)\">\n\(cases.joined(separator: "\n"))\n  </testsuite>")
        }
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <testsuites name="alertlint" tests="\(totalTests)" failures="\(totalFailures)" errors="0">
            \(suites.joined(separator: "\n"))
            </testsuites>

            """
        return ReporterOutput(standardOutput: xml)
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
