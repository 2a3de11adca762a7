import AlertDiagnostics

/// Turns a lint report into what one consumer reads: Xcode, a CI system, a script.
///
/// Reporters are pure: everything they need from the environment comes in `ReporterContext`,
/// and anything they want written besides standard output (GitHub's step summary) comes back
/// in `ReporterOutput` for the command to write.
public protocol Reporter: Sendable {
    func render(_ report: LintReport, context: ReporterContext) -> ReporterOutput
}

public struct ReporterOutput: Sendable, Equatable {
    public var standardOutput: String
    /// Markdown to append to `$GITHUB_STEP_SUMMARY`, if any.
    public var stepSummary: String?

    public init(standardOutput: String, stepSummary: String? = nil) {
        self.standardOutput = standardOutput
        self.stepSummary = stepSummary
    }
}

public struct ReporterContext: Sendable {
    public var toolVersion: String
    /// The rules that ran, for SARIF's rule metadata.
    public var rules: [RegisteredRule]
    /// Paths in the report are relative to the working directory; this prefix (`""` when
    /// the working directory is the repository root, else e.g. `App/`) makes them relative to
    /// the repository root, as code-scanning tools expect.
    public var repositoryPrefix: String
    /// The absolute folder repository paths are relative to (the repository root, or the
    /// working directory outside any repository): SARIF's `%SRCROOT%`. Nil leaves it unsaid.
    public var repositoryRoot: String?
    /// Whether a GitHub step summary file is available for annotations past the limit.
    public var hasStepSummary: Bool

    public init(toolVersion: String, rules: [RegisteredRule] = RuleRegistry.rules, repositoryPrefix: String = "", repositoryRoot: String? = nil, hasStepSummary: Bool = false) {
        self.toolVersion = toolVersion
        self.rules = rules
        self.repositoryPrefix = repositoryPrefix
        self.repositoryRoot = repositoryRoot
        self.hasStepSummary = hasStepSummary
    }

    /// A report path as the repository sees it: forward slashes, no `./`.
    public func repositoryPath(_ path: String) -> String {
        var path = path
        while path.hasPrefix("./") { path.removeFirst(2) }
        return path.hasPrefix("/") ? path : repositoryPrefix + path
    }
}

/// The reporters `--reporter` accepts.
public enum ReporterKind: String, Sendable, CaseIterable {
    case xcode, json, sarif, github, junit

    public var reporter: any Reporter {
        switch self {
        case .xcode: XcodeReporter()
        case .json: JSONReporter()
        case .sarif: SARIFReporter()
        case .github: GitHubReporter()
        case .junit: JUnitReporter()
        }
    }
}

/// Start and end of a diagnostic's range as line and column, for reporters that need both.
struct ResolvedRange {
    var start: SourceLocation
    var end: SourceLocation

    init(_ range: SourceRange, _ formatter: DiagnosticFormatter) {
        start = formatter.location(of: range)
        end = formatter.endLocation(of: range)
    }
}

/// `path:line:col: error: message [id]`, one line a diagnostic: what Xcode and most CI log
/// parsers read.
public struct XcodeReporter: Reporter {
    public init() {}

    public func render(_ report: LintReport, context: ReporterContext) -> ReporterOutput {
        ReporterOutput(standardOutput: report.formatter.format(Array(report.inOutputOrder)))
    }
}
