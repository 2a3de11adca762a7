import Foundation
import PackagePlugin

/// `swift package alertlint [lint options]`: lints the specs of every target, or of the
/// targets named with `--target`. The tool prints findings in the Xcode shape itself; a
/// failing lint fails the command (docs/plugin.md, "Command plugins").
@main
struct AlertlintCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let names = extractor.extractOption(named: "target")
        let targets = names.isEmpty ? context.package.targets : try context.package.targets(named: names)
        let specs = targets.compactMap { $0 as? SourceModuleTarget }
            .flatMap { $0.sourceFiles.map(\.url) }
            .filter { $0.lastPathComponent.hasSuffix(".alerts.yaml") || $0.lastPathComponent.hasSuffix(".alerts.yml") }
            .map(\.path).sorted()
        let tool = try context.tool(named: "alertlint").url
        let process = Process()
        process.executableURL = tool
        process.currentDirectoryURL = context.package.directoryURL
        // No specs: pass the package folder, so the tool says "no spec files found" (or honours --allow-empty).
        // The Xcode shape (file:line:column: error: …) is what `swift package` and Xcode show,
        // also under GITHUB_ACTIONS, where the tool would default to annotations; --reporter wins.
        let rest = extractor.remainingArguments
        let reporter = rest.contains { $0 == "--reporter" || $0.hasPrefix("--reporter=") } ? [] : ["--reporter", "xcode"]
        process.arguments = ["lint"] + reporter + rest
            + (specs.isEmpty ? [context.package.directoryURL.path] : specs)
        try process.run()
        process.waitUntilExit()
        if process.terminationStatus != 0 {
            Diagnostics.error("alertlint lint failed (exit \(process.terminationStatus))")
            throw CommandFailure(status: process.terminationStatus)
        }
    }
}

struct CommandFailure: Error, CustomStringConvertible {
    var status: Int32
    var description: String { "alertlint exited with status \(status)" }
}
