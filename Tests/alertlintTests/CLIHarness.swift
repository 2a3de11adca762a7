import Foundation
import Testing
import TestSupport

/// Runs the built `alertlint` binary as a user would: argv in; stdout, stderr and status out.
struct CLIResult {
    var status: Int32
    var stdout: String
    var stderr: String
}

enum CLIHarness {
    /// The package root, found from this file's path.
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The binary sits beside the test bundle in the build products folder.
    static var binary: URL {
        var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for _ in 0..<4 {
            let candidate = directory.appendingPathComponent("alertlint")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            directory = directory.deletingLastPathComponent()
        }
        return packageRoot.appendingPathComponent(".build/debug/alertlint")
    }

    static func run(_ arguments: [String], stdin: String? = nil, in directory: URL? = nil, environment: [String: String] = [:]) throws -> CLIResult {
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.currentDirectoryURL = directory ?? packageRoot
        var env = ProcessInfo.processInfo.environment
        env["GITHUB_ACTIONS"] = nil
        for (key, value) in environment { env[key] = value }
        process.environment = env
        let outPipe = Pipe()
        let errPipe = Pipe()
        let inPipe = Pipe()
        process.standardOutput = outPipe
        process.standardError = errPipe
        process.standardInput = inPipe
        try process.run()
        if let stdin { inPipe.fileHandleForWriting.write(Data(stdin.utf8)) }
        try inPipe.fileHandleForWriting.close()
        // Read both pipes before waiting, so a large output cannot block the child.
        let group = DispatchGroup()
        nonisolated(unsafe) var errData = Data()
        group.enter()
        DispatchQueue.global().async {
            errData = errPipe.fileHandleForReading.readDataToEndOfFile()
            group.leave()
        }
        let outData = outPipe.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        return CLIResult(
            status: process.terminationStatus,
            stdout: String(decoding: outData, as: UTF8.self),
            stderr: String(decoding: errData, as: UTF8.self)
        )
    }

    /// A fresh folder holding the given files (relative path → content).
    static func temporaryTree(_ files: [String: String]) throws -> URL {
        let root = TestScratch.root.appendingPathComponent("alertlint-cli-\(UUID().uuidString)")
        for (path, content) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(content.utf8).write(to: url)
        }
        return root
    }

    /// What a translator does in Xcode's String Catalog editor: adds a `locale` translation
    /// of `key` to the catalog at `url` (Foundation's JSON layout, which generate must read
    /// and rewrite in Xcode's).
    static func addTranslation(_ value: String, locale: String, key: String, toCatalogAt url: URL) throws {
        var json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        var strings = try #require(json["strings"] as? [String: Any])
        var entry = try #require(strings[key] as? [String: Any])
        var localizations = entry["localizations"] as? [String: Any] ?? [:]
        localizations[locale] = ["stringUnit": ["state": "translated", "value": value]]
        entry["localizations"] = localizations
        strings[key] = entry
        json["strings"] = strings
        try JSONSerialization.data(withJSONObject: json, options: [.prettyPrinted, .sortedKeys]).write(to: url)
    }
}
