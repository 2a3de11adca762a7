import Foundation
import PackagePlugin

/// `swift package alertlint-generate [--output FOLDER] [generate options]`: writes the
/// generated Swift and string tables into a folder of the package (default `Generated/`)
/// for teams that commit generated code.
@main
struct AlertlintGenerateCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let names = extractor.extractOption(named: "target")
        let output = extractor.extractOption(named: "output").last ?? "Generated"
        let targets = names.isEmpty ? context.package.targets : try context.package.targets(named: names)
        let specs = targets.compactMap { $0 as? SourceModuleTarget }
            .flatMap { $0.sourceFiles.map(\.url) }
            .filter { $0.lastPathComponent.hasSuffix(".alerts.yaml") || $0.lastPathComponent.hasSuffix(".alerts.yml") }
            .map(\.path).sorted()
        let folder = output.hasPrefix("/") ? URL(fileURLWithPath: output)
            : context.package.directoryURL.appendingPathComponent(output)
        let process = Process()
        process.executableURL = try context.tool(named: "alertlint").url
        process.currentDirectoryURL = context.package.directoryURL
        process.arguments = ["generate", "--output", folder.path] + extractor.remainingArguments
            + (specs.isEmpty ? [context.package.directoryURL.path] : specs)
        try process.run()
        process.waitUntilExit()
        if process.terminationStatus != 0 {
            Diagnostics.error("alertlint generate failed (exit \(process.terminationStatus))")
            throw GenerateFailure(status: process.terminationStatus)
        }
        print("alertlint: generated into \(folder.path)")
    }
}

struct GenerateFailure: Error, CustomStringConvertible {
    var status: Int32
    var description: String { "alertlint generate exited with status \(status)" }
}
