import Foundation
import PackagePlugin

/// Generates Swift and string tables from a target's `*.alerts.yaml` specs at build time:
/// one build command per spec, plus one for the runtime the catalogs share, each with its
/// inputs and outputs declared so the build system reruns only what a change affects.
@main
struct AlertlintPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let specs = target.sourceFiles.map(\.url).filter(SpecCommands.isSpec)
        return try SpecCommands(
            tool: context.tool(named: "alertlint").url,
            workFolder: context.pluginWorkDirectoryURL,
            root: context.package.directoryURL,
            bundle: "module"
        ).commands(for: specs)
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension AlertlintPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let specs = target.inputFiles.map(\.url).filter(SpecCommands.isSpec)
        return try SpecCommands(
            tool: context.tool(named: "alertlint").url,
            workFolder: context.pluginWorkDirectoryURL,
            root: context.xcodeProject.directoryURL,
            bundle: "main"
        ).commands(for: specs)
    }
}
#endif

/// The commands for a list of specs; shared by packages and Xcode projects.
struct SpecCommands {
    var tool: URL
    var workFolder: URL
    /// Where the search for `.alertlint.yml` stops: the package or project folder.
    var root: URL
    /// `module` in a package (texts in `Bundle.module`), `main` in an app target.
    var bundle: String

    static func isSpec(_ url: URL) -> Bool {
        url.lastPathComponent.hasSuffix(".alerts.yaml") || url.lastPathComponent.hasSuffix(".alerts.yml")
    }

    func commands(for specs: [URL]) throws -> [Command] {
        guard !specs.isEmpty else { return [] }
        let runtimeFolder = workFolder.appendingPathComponent("Runtime")
        // The runtime depends only on the options (decision 0007): its own command, so specs
        // never declare it twice, and no spec change reruns it.
        var commands: [Command] = [.buildCommand(
            displayName: "alertlint runtime",
            executable: tool,
            arguments: ["generate", "--runtime", "only", "--access", "internal", "--bundle", bundle, "--output", runtimeFolder.path],
            inputFiles: [],
            outputFiles: [runtimeFolder.appendingPathComponent("Alertlint+Runtime.swift")]
        )]
        for spec in specs.sorted(by: { $0.path < $1.path }) {
            commands.append(try command(for: spec))
        }
        return commands
    }

    /// `alertlint generate` for one spec into a folder of its own, declaring the spec and
    /// the configuration that applies as inputs and every file it writes as outputs.
    func command(for spec: URL) throws -> Command {
        let configuration = configurationFile(for: spec)
        let facts = try SpecFacts(spec: spec, configuration: configuration)
        let stem = SpecFacts.stem(of: spec.lastPathComponent)
        let folder = workFolder.appendingPathComponent("Specs").appendingPathComponent(stem)
        var outputs = [folder.appendingPathComponent("\(facts.namespace).swift")]
        for locale in facts.locales {
            for suffix in ["strings", "stringsdict"] {
                outputs.append(folder.appendingPathComponent("\(locale).lproj").appendingPathComponent("\(facts.table).\(suffix)"))
            }
        }
        // The tool is told which configuration applies, or that none does: left to itself it
        // would look above the package too (decision 0036).
        let configurationArguments = configuration.map { ["--config", $0.path] } ?? ["--no-config"]
        return .buildCommand(
            displayName: "alertlint generate \(spec.lastPathComponent)",
            executable: tool,
            arguments: ["generate", spec.path, "--output", folder.path, "--runtime", "omit", "--bundle", bundle,
                        "--strings-format", "strings"] + configurationArguments + ["--locales"] + facts.locales,
            inputFiles: [spec] + (configuration.map { [$0] } ?? []),
            outputFiles: outputs
        )
    }

    /// The nearest `.alertlint.yml` from the spec's folder up to the root (the package or
    /// project folder), or nil. Nothing above the root is read: a package builds the same
    /// wherever it is checked out, as a dependency under another package's folder too.
    func configurationFile(for spec: URL) -> URL? {
        var folder = spec.deletingLastPathComponent().standardizedFileURL
        let top = root.standardizedFileURL.path
        while folder.path == top || folder.path.hasPrefix(top.hasSuffix("/") ? top : top + "/") {
            let candidate = folder.appendingPathComponent(".alertlint.yml")
            if FileManager.default.fileExists(atPath: candidate.path) { return candidate }
            if folder.path == top || folder.path == "/" { break }
            folder = folder.deletingLastPathComponent()
        }
        return nil
    }
}
