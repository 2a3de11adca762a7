import Foundation
import PackagePlugin

/// `swift package alertlint-generate [--output FOLDER] [generate options]`: writes the
/// generated Swift and string tables into a folder of the package (default `Generated/`)
/// for teams that commit generated code.
@main
struct AlertlintGenerateCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let specs = try specArguments(in: context.package, targetNames: extractor.extractOption(named: "target"))
        let output = extractor.extractOption(named: "output").last ?? "Generated"
        let folder = output.hasPrefix("/") ? URL(fileURLWithPath: output)
            : context.package.directoryURL.appendingPathComponent(output)
        try runTool(context.tool(named: "alertlint").url, ["generate", "--output", folder.path] + extractor.remainingArguments + specs,
                    in: context.package.directoryURL)
        print("alertlint: generated into \(folder.path)")
    }
}
