import Foundation
import TestSupport
#if canImport(Darwin)
import Darwin
#endif

/// Type-checks Swift source against API stubs of UIKit, SwiftUI, UserNotifications and
/// AudioToolbox with the real `swiftc`, so code generated for iOS is checked on a machine that
/// has no Apple SDK.
///
/// The stubs are module sources in `Tests/AlertCodegenTests/Stubs/` (signatures copied from
/// Apple's documentation; see the header of each file). The first call in a test process builds
/// them into `.swiftmodule`s in a temporary folder; every call after that reuses the folder, and
/// concurrent callers wait for the one build. Each call then compiles the given sources as one
/// module, `swiftc -emit-sil -wmo -o /dev/null -parse-as-library -swift-version 6
/// -strict-concurrency=complete -I <folder> <files>`, and returns the exit status and the parsed
/// diagnostics.
///
/// Why `-emit-sil` and not `-typecheck`: Swift 6's region-based isolation checking ("sending
/// 'x' risks causing data races") and other flow diagnostics (missing `return`, use before
/// initialization) run as SIL passes after type checking, so `-typecheck` alone accepts code
/// that a real build rejects. `Stage.typeCheck` still runs the type checker alone when a test
/// wants exactly that.
///
/// ```swift
/// let result = try AppleTypeCheck.typeCheck("""
///     import UIKit
///     @MainActor func make() -> UIAlertController {
///         UIAlertController(title: "Hi", message: nil, preferredStyle: .alert)
///     }
///     """)
/// #expect(result.succeeded, "\(result.stderr)")
/// ```
enum AppleTypeCheck {
    /// The modules the stubs provide, in build order (SwiftUI imports UIKit and re-exports Combine).
    static let modules = ["UIKit", "Combine", "SwiftUI", "UserNotifications", "AudioToolbox"]

    /// Flags shared by the stub builds and the checks: Swift 6 mode with complete concurrency
    /// checking, plain one-line diagnostics.
    static let languageFlags = ["-swift-version", "6", "-strict-concurrency=complete", "-diagnostic-style", "llvm"]

    /// One compiler diagnostic: `path:line:column: severity: message`.
    struct Diagnostic: Sendable, Equatable, CustomStringConvertible {
        enum Severity: String, Sendable { case error, warning, note, remark }
        /// The file's name as given to `typeCheck` (the last path component).
        var file: String
        var line: Int
        var column: Int
        var severity: Severity
        var message: String
        var description: String { "\(file):\(line):\(column): \(severity.rawValue): \(message)" }
    }

    /// What the compiler said about the sources.
    struct Result: Sendable, CustomStringConvertible {
        /// The compiler's exit status; 0 when the sources type-check.
        var status: Int32
        /// Everything the compiler wrote: standard error, then standard output.
        var stderr: String
        /// The diagnostics parsed from `stderr`, in the compiler's order.
        var diagnostics: [Diagnostic]
        /// The command line that ran, for failure messages.
        var command: [String]

        var succeeded: Bool { status == 0 }
        var errors: [Diagnostic] { diagnostics.filter { $0.severity == .error } }
        var warnings: [Diagnostic] { diagnostics.filter { $0.severity == .warning } }
        var description: String { "exit \(status): \(command.joined(separator: " "))\n\(stderr)" }
    }

    /// Why no type check could run.
    struct Failure: Error, Sendable, CustomStringConvertible {
        var description: String
    }

    /// How far the compiler goes with the sources.
    enum Stage: Sendable {
        /// `-typecheck`: the type checker only (names, types, labels, actor isolation of calls).
        case typeCheck
        /// `-emit-sil -wmo -o /dev/null`: the type checker plus the mandatory SIL diagnostic
        /// passes, which include Swift 6 data-race (`sending`) checking. The default.
        case silDiagnostics

        var arguments: [String] {
            switch self {
            case .typeCheck: ["-typecheck"]
            case .silDiagnostics: ["-emit-sil", "-wmo", "-o", "/dev/null"]
            }
        }
    }

    /// Checks one source file (named `Generated.swift`).
    static func typeCheck(_ source: String, stage: Stage = .silDiagnostics, extraArguments: [String] = []) throws -> Result {
        try typeCheck(files: ["Generated.swift": source], stage: stage, extraArguments: extraArguments)
    }

    /// Checks several source files together, as one module (file name → content). Files are
    /// passed to the compiler sorted by name, so diagnostics come out in a stable order.
    static func typeCheck(files: [String: String], stage: Stage = .silDiagnostics, extraArguments: [String] = []) throws -> Result {
        let stubs = try stubModules.get()
        let folder = TestScratch.root
            .appendingPathComponent("alertlint-typecheck-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var paths: [String] = []
        for (name, content) in files.sorted(by: { $0.key < $1.key }) {
            let url = folder.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(content.utf8).write(to: url)
            paths.append(url.path)
        }
        let arguments = stage.arguments + ["-parse-as-library"] + languageFlags
            + ["-I", stubs.path]
            + extraArguments + paths
        return try compile(arguments, in: folder)
    }

    /// Compiles the Swift files at `paths` into a module named `module` against the stubs, in a
    /// fresh folder (removed when the process exits, with the stubs); returns the compiler's
    /// result and the `-I` arguments that let `typeCheck` import the module.
    static func buildModule(_ module: String, paths: [String]) throws -> (result: Result, arguments: [String]) {
        let stubs = try stubModules.get()
        let folder = stubs.appendingPathComponent("module-\(module)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let arguments = ["-emit-module", "-parse-as-library", "-module-name", module] + languageFlags
            + ["-I", stubs.path, "-emit-module-path", folder.appendingPathComponent("\(module).swiftmodule").path]
            + paths
        return (try compile(arguments, in: folder), ["-I", folder.path])
    }

    /// Builds the stub modules and returns the folder holding them. Exposed so a test can check
    /// that the stubs themselves compile; `typeCheck` calls it implicitly.
    static func builtStubs() throws -> URL {
        try stubModules.get()
    }

    /// The diagnostics of the stub builds (warnings, if any; errors make `builtStubs` throw).
    static var stubBuildDiagnostics: [Diagnostic] {
        (try? stubBuild.get().diagnostics) ?? []
    }

    // MARK: - Stub build, once per process

    /// The folder the stub sources live in, found from this file's path.
    static let stubSources = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Stubs")

    /// Where this process builds the stub modules (removed with `TestScratch.root` when the process exits). The
    /// compiler's default module cache is shared with other builds, as for any `swiftc` run.
    static let stubFolder = TestScratch.root
        .appendingPathComponent("alertlint-apple-stubs-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")

    private struct StubBuild: Sendable {
        var folder: URL
        var diagnostics: [Diagnostic]
    }

    /// Swift runs a static `let` initializer once, thread-safely; concurrent first callers
    /// block until it finishes, so the stubs are compiled exactly once per test process.
    private static let stubBuild: Swift.Result<StubBuild, Failure> = {
        do {
            let folder = stubFolder
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            var diagnostics: [Diagnostic] = []
            for module in modules {
                let source = stubSources.appendingPathComponent("\(module).swift")
                let arguments = ["-emit-module", "-parse-as-library", "-module-name", module] + languageFlags
                    + ["-I", folder.path,
                       "-emit-module-path", folder.appendingPathComponent("\(module).swiftmodule").path,
                       source.path]
                let result = try compile(arguments, in: folder)
                guard result.succeeded else {
                    throw Failure(description: "the \(module) stub does not compile:\n\(result)")
                }
                diagnostics += result.diagnostics
            }
            return .success(StubBuild(folder: folder, diagnostics: diagnostics))
        } catch let failure as Failure {
            return .failure(failure)
        } catch {
            return .failure(Failure(description: "building the stubs failed: \(error)"))
        }
    }()

    private static var stubModules: Swift.Result<URL, Failure> { stubBuild.map(\.folder) }

    // MARK: - Running swiftc

    /// How long one compiler run may take before it is stopped.
    static let timeout: TimeInterval = 300

    /// Runs `swiftc` with the arguments; standard output and error go to files so a chatty
    /// compiler cannot fill a pipe and block.
    private static func compile(_ arguments: [String], in folder: URL) throws -> Result {
        let swiftc = try compilerPath.get()
        let id = UUID().uuidString
        let outURL = folder.appendingPathComponent("swiftc-\(id).out")
        let errURL = folder.appendingPathComponent("swiftc-\(id).err")
        guard FileManager.default.createFile(atPath: outURL.path, contents: nil),
              FileManager.default.createFile(atPath: errURL.path, contents: nil)
        else { throw Failure(description: "cannot create compiler output files in \(folder.path)") }
        defer {
            try? FileManager.default.removeItem(at: outURL)
            try? FileManager.default.removeItem(at: errURL)
        }
        let outHandle = try FileHandle(forWritingTo: outURL)
        let errHandle = try FileHandle(forWritingTo: errURL)
        let process = Process()
        process.executableURL = swiftc
        process.arguments = arguments
        process.currentDirectoryURL = folder
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = outHandle
        process.standardError = errHandle
        let exited = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in exited.signal() }
        try process.run()
        if exited.wait(timeout: .now() + timeout) == .timedOut {
            process.terminate()
            exited.wait()
            try? outHandle.close()
            try? errHandle.close()
            throw Failure(description: "swiftc ran longer than \(Int(timeout)) s: \(arguments.joined(separator: " "))")
        }
        try? outHandle.close()
        try? errHandle.close()
        let stderr = String(decoding: (try? Data(contentsOf: errURL)) ?? Data(), as: UTF8.self)
            + String(decoding: (try? Data(contentsOf: outURL)) ?? Data(), as: UTF8.self)
        return Result(
            status: process.terminationStatus,
            stderr: stderr,
            diagnostics: parseDiagnostics(stderr),
            command: [swiftc.path] + arguments
        )
    }

    /// Reads `path:line:column: severity: message` lines (the `llvm` diagnostic style); source
    /// excerpts and caret lines are skipped.
    static func parseDiagnostics(_ output: String) -> [Diagnostic] {
        let pattern = #/^(.+?):(\d+):(\d+): (error|warning|note|remark): (.*)$/#
        return output.split(separator: "\n", omittingEmptySubsequences: true).compactMap { line in
            guard let match = String(line).wholeMatch(of: pattern),
                  let lineNumber = Int(match.2), let column = Int(match.3),
                  let severity = Diagnostic.Severity(rawValue: String(match.4))
            else { return nil }
            return Diagnostic(
                file: URL(fileURLWithPath: String(match.1)).lastPathComponent,
                line: lineNumber, column: column, severity: severity, message: String(match.5)
            )
        }
    }

    // MARK: - Finding swiftc

    /// The compiler: `$SWIFTC` if set; else the `swiftc` of the toolchain whose runtime this
    /// process runs on (so tests use the compiler that built them); else `swiftc` on `PATH`.
    static let compilerPath: Swift.Result<URL, Failure> = {
        let environment = ProcessInfo.processInfo.environment
        if let override = environment["SWIFTC"], !override.isEmpty {
            return FileManager.default.isExecutableFile(atPath: override)
                ? .success(URL(fileURLWithPath: override))
                : .failure(Failure(description: "SWIFTC=\(override) is not an executable file"))
        }
        if let fromRuntime = toolchainCompilerOfRunningProcess() {
            return .success(fromRuntime)
        }
        for directory in (environment["PATH"] ?? "").split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent("swiftc")
            if FileManager.default.isExecutableFile(atPath: candidate.path) {
                return .success(candidate)
            }
        }
        return .failure(Failure(description: "no swiftc: set SWIFTC or put a Swift toolchain on PATH"))
    }()

    /// Finds the Swift runtime library this process loaded (for example
    /// `<toolchain>/usr/lib/swift/linux/libswiftCore.so`) and looks for `bin/swiftc` above it.
    private static func toolchainCompilerOfRunningProcess() -> URL? {
        guard let library = loadedSwiftCoreLibrary() else { return nil }
        var directory = library.resolvingSymlinksInPath().deletingLastPathComponent()
        for _ in 0..<4 {
            let candidate = directory.appendingPathComponent("bin").appendingPathComponent("swiftc")
            if FileManager.default.isExecutableFile(atPath: candidate.path) {
                return candidate
            }
            directory = directory.deletingLastPathComponent()
        }
        return nil
    }

    /// The path of the loaded `libswiftCore`: from `/proc/self/maps` on Linux (Glibc's module
    /// does not expose `dladdr`), from `dladdr` on Apple platforms.
    private static func loadedSwiftCoreLibrary() -> URL? {
        #if canImport(Darwin)
        guard let handle = dlopen(nil, RTLD_NOW), let symbol = dlsym(handle, "swift_retain") else { return nil }
        var info = Dl_info()
        guard dladdr(symbol, &info) != 0, let name = info.dli_fname else { return nil }
        return URL(fileURLWithPath: String(cString: name))
        #else
        // Read to end of file: `String(contentsOfFile:)` stops at the first page of a /proc file.
        guard let handle = FileHandle(forReadingAtPath: "/proc/self/maps") else { return nil }
        defer { try? handle.close() }
        let maps = String(decoding: handle.readDataToEndOfFile(), as: UTF8.self)
        for line in maps.split(separator: "\n") {
            guard let slash = line.firstIndex(of: "/") else { continue }
            let path = String(line[slash...])
            if path.hasSuffix("/libswiftCore.so") {
                return URL(fileURLWithPath: path)
            }
        }
        return nil
        #endif
    }
}
