/// What a command line asks to lint: each input with the configuration that applies to it,
/// and what could not be found or read. `alertlint lint` and `alertlint generate` share it.
public struct LintPlan {
    public var jobs: [LintRunner.Job]
    /// The configuration files read, with their diagnostics and read failures.
    public var loader: ConfigurationLoader
    public var discoveryFailures: [(path: String, reason: String)]
    /// The paths searched, as typed (`.` when none were given).
    public var searchedPaths: [String]
    /// Whether the search found any input at all, before `included`/`excluded` filtered it.
    public var foundInputs: Bool

    /// `paths` as typed (default `.`); `configurationPath` is `--config`, `noConfiguration`
    /// `--no-config`; standard input finds its configuration from `standardInputPath`'s folder.
    public init(paths: [String], configurationPath: String?, noConfiguration: Bool = false, standardInputPath: String) {
        let searched = paths.isEmpty ? ["."] : paths
        let discovery = SpecFileDiscovery().discover(searched)
        self.init(discovery, searchedPaths: searched, configurationPath: configurationPath, noConfiguration: noConfiguration, standardInputPath: standardInputPath)
    }

    /// A plan for files whose text the caller holds (an editor's open documents), planned as
    /// if each were named on the command line, whether or not it exists on disk yet: the
    /// nearest `.alertlint.yml` applies, and `included`/`excluded` do not filter it.
    /// Lint it with `report(_:contents:)`, giving each path's text.
    public init(documents paths: [String], configurationPath: String? = nil, noConfiguration: Bool = false) {
        let discovery = SpecFileDiscovery.Result(inputs: paths.map { .file($0, foundInFolder: false) }, failures: [])
        self.init(discovery, searchedPaths: paths, configurationPath: configurationPath, noConfiguration: noConfiguration, standardInputPath: "<stdin>")
    }

    private init(_ discovery: SpecFileDiscovery.Result, searchedPaths: [String], configurationPath: String?, noConfiguration: Bool, standardInputPath: String) {
        self.searchedPaths = searchedPaths
        foundInputs = !discovery.inputs.isEmpty
        var loader = ConfigurationLoader(explicitPath: configurationPath, readsNoFile: noConfiguration)
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

    /// "no spec files found in …" when the paths hold no spec file and none of them failed to
    /// be read (a failure explains itself); nil otherwise. A CI job that lints a wrong folder
    /// would otherwise pass having checked nothing.
    public var nothingFoundMessage: String? {
        guard !foundInputs, discoveryFailures.isEmpty else { return nil }
        let patterns = SpecFileDiscovery.specSuffixes.map { "*\($0)" }.joined(separator: " or ")
        return "no spec files found in \(searchedPaths.joined(separator: ", ")) (looked for \(patterns))"
    }

    /// Lints the plan's jobs with `runner` and adds the configuration files read and their
    /// problems: the report `alertlint lint` prints and `alertlint lsp` publishes.
    /// `contents` gives the text of files held in memory, by path (`LintRunner.run(_:contents:)`).
    public func report(_ runner: LintRunner, contents: [String: [UInt8]] = [:]) -> LintReport {
        var report = runner.run(jobs, contents: contents)
        report.include(configurationFiles: loader.files, diagnostics: loader.diagnostics)
        return report
    }

    /// Every input or configuration file that could not be found or read, as messages.
    public func failures(after report: LintReport) -> [String] {
        discoveryFailures.map { "\($0.path): \($0.reason)" } + (loader.failures + report.readFailures).map(\.description)
    }
}
