import Foundation
import PackagePlugin

// Shared by both command plugins through a symlink in each plugin folder: plugin targets
// cannot depend on a library, so this is how they share source.

/// The spec files of the named targets (all when `names` is empty), sorted; the package folder
/// when there are none, so the tool says "no spec files found" (or honours --allow-empty).
func specArguments(in package: Package, targetNames names: [String]) throws -> [String] {
    let targets = names.isEmpty ? package.targets : try package.targets(named: names)
    let specs = targets.compactMap { $0 as? SourceModuleTarget }
        .flatMap { $0.sourceFiles.map(\.url) }
        .filter { $0.lastPathComponent.hasSuffix(".alerts.yaml") || $0.lastPathComponent.hasSuffix(".alerts.yml") }
        .map(\.path).sorted()
    return specs.isEmpty ? [package.directoryURL.path] : specs
}

/// Runs the tool in the package folder with its output going straight to the user; a
/// non-zero exit becomes an error diagnostic and a thrown error, so `swift package` fails.
func runTool(_ tool: URL, _ arguments: [String], in folder: URL) throws {
    let process = Process()
    process.executableURL = tool
    process.currentDirectoryURL = folder
    process.arguments = arguments
    try process.run()
    process.waitUntilExit()
    if process.terminationStatus != 0 {
        Diagnostics.error("alertlint \(arguments.first ?? "") failed (exit \(process.terminationStatus))")
        throw ToolFailure(status: process.terminationStatus)
    }
}

struct ToolFailure: Error, CustomStringConvertible {
    var status: Int32
    var description: String { "alertlint exited with status \(status)" }
}
