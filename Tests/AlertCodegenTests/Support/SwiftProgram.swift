import Foundation
import TestSupport

/// Compiles Swift sources into an executable with the real `swiftc` and runs it: how tests
/// prove that generated code compiles (Swift 6 language mode, complete concurrency checking,
/// warnings as errors) and does what it should.
enum SwiftProgram {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Writes `sources` (file name → text) to a fresh folder, compiles them, runs the program
    /// with `arguments` and returns its standard output. `environment` changes the program's
    /// environment: a key set to nil is removed.
    static func run(_ sources: [String: String], arguments: [String] = [], environment: [String: String?] = [:]) throws -> String {
        try run(build(sources), arguments: arguments, environment: environment)
    }

    /// Writes `sources` (file name → text) to a fresh folder and compiles them; returns the
    /// executable's path, to run as often as a test needs with `run(_:arguments:environment:)`.
    static func build(_ sources: [String: String], extraArguments: [String] = []) throws -> String {
        let folder = TestScratch.root.appendingPathComponent("alertlint-program-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var paths: [String] = []
        for (name, text) in sources.sorted(by: { $0.key < $1.key }) {
            let url = folder.appendingPathComponent(name)
            try Data(text.utf8).write(to: url)
            paths.append(url.path)
        }
        let executable = folder.appendingPathComponent("program").path
        let compile = try execute("/usr/bin/env", ["swiftc", "-swift-version", "6", "-strict-concurrency=complete", "-warnings-as-errors", "-o", executable] + extraArguments + paths)
        guard compile.status == 0 else { throw Failure(description: "swiftc failed:\n\(compile.output)") }
        return executable
    }

    /// Compiles the Swift files at `paths` into a static library and module named `module`, in
    /// a fresh folder; returns the arguments that let `build(_:extraArguments:)` import and
    /// link it.
    static func buildLibrary(_ module: String, paths: [String]) throws -> [String] {
        let folder = TestScratch.root.appendingPathComponent("alertlint-library-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let compile = try execute("/usr/bin/env", [
            "swiftc", "-swift-version", "6", "-strict-concurrency=complete", "-warnings-as-errors", "-parse-as-library",
            "-emit-library", "-static", "-module-name", module, "-emit-module",
            "-emit-module-path", folder.appendingPathComponent("\(module).swiftmodule").path,
            "-o", folder.appendingPathComponent("lib\(module).a").path,
        ] + paths)
        guard compile.status == 0 else { throw Failure(description: "swiftc failed to build \(module):\n\(compile.output)") }
        return ["-I", folder.path, "-L", folder.path, "-l\(module)"]
    }

    /// Runs a program `build(_:)` made and returns its standard output. `environment` changes
    /// the program's environment: a key set to nil is removed.
    static func run(_ executable: String, arguments: [String] = [], environment: [String: String?] = [:]) throws -> String {
        let run = try execute(executable, arguments, environment: environment)
        guard run.status == 0 else { throw Failure(description: "program exited \(run.status):\n\(run.output)") }
        return run.output
    }

    static func execute(_ path: String, _ arguments: [String], environment: [String: String?] = [:]) throws -> (status: Int32, output: String) {
        let process = Process()
        if !environment.isEmpty {
            var merged = ProcessInfo.processInfo.environment
            for (key, value) in environment { merged[key] = value }
            process.environment = merged
        }
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
