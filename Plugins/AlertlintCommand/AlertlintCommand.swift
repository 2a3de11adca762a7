import Foundation
import PackagePlugin

/// `swift package alertlint [lint options]`: lints the specs of every target, or of the
/// targets named with `--target`. The tool prints findings in the Xcode shape itself; a
/// failing lint fails the command (docs/plugin.md, "Command plugins").
@main
struct AlertlintCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let specs = try specArguments(in: context.package, targetNames: extractor.extractOption(named: "target"))
        // The Xcode shape (file:line:column: error: …) is what `swift package` and Xcode show,
        // also under GITHUB_ACTIONS, where the tool would default to annotations; --reporter wins.
        let rest = extractor.remainingArguments
        let reporter = rest.contains { $0 == "--reporter" || $0.hasPrefix("--reporter=") } ? [] : ["--reporter", "xcode"]
        try runTool(context.tool(named: "alertlint").url, ["lint"] + reporter + rest + specs, in: context.package.directoryURL)
    }
}
