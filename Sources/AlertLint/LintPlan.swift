/// What a command line asks to lint: each input with the configuration that applies to it,
/// and what could not be found or read. `alertlint lint` and `alertlint generate` share it.
public struct LintPlan {
    public var jobs: [LintRunner.Job]
    /// The configuration files read, with their diagnostics and read failures.
    public var loader: ConfigurationLoader
    public var discoveryFailures: [(path: String, reason: String)]

    /// `paths` as typed (default `.`); `configurationPath` is `--config`; standard input finds
    /// its configuration from `standardInputPath`'s folder.
    public init(paths: [String], configurationPath: String?, standardInputPath: String) {
        let discovery = SpecFileDiscovery().discover(paths.isEmpty ? ["."] : paths)
        var loader = ConfigurationLoader(explicitPath: configurationPath)
        var jobs: [LintRunner.Job] = []
        for input in discovery.inputs {
            // One absolute form for every way a path can be typed, so the configuration
            // found and what `included`/`excluded` match do not depend on it.
            let location = ProjectPath.absolute(input.path ?? standardInputPath, in: loader.workingDirectory)
            let configuration = loader.configuration(forSpecAt: location)
            // included/excluded filter what a folder search finds, never a file the user named.
            if case .file(_, foundInFolder: true) = input, !configuration.admits(location) { continue }
            jobs.append(LintRunner.Job(input: input, configuration: configuration))
        }
        self.jobs = jobs
        self.loader = loader
        discoveryFailures = discovery.failures
    }

    /// Every input or configuration file that could not be found or read, as messages.
    public func failures(after report: LintReport) -> [String] {
        discoveryFailures.map { "\($0.path): \($0.reason)" } + (loader.failures + report.readFailures).map(\.description)
    }
}
