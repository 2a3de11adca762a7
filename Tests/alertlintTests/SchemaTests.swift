import Foundation
import Testing

/// The JSON Schema editors use agrees with the samples: every valid sample validates and the
/// schema-expressible invalid ones fail (Tests/schema/check_schema.py, with check-jsonschema).
///
/// CI installs check-jsonschema (`.ci/run`), and there the test is required; elsewhere it runs
/// when the tool is on PATH (`pip install check-jsonschema`).
@Suite struct SchemaTests {
    static var checkJSONSchemaAvailable: Bool {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        return path.split(separator: ":").contains { FileManager.default.isExecutableFile(atPath: "\($0)/check-jsonschema") }
    }

    static var required: Bool { ProcessInfo.processInfo.environment["CI"] == "true" }

    @Test(.enabled(if: checkJSONSchemaAvailable || required, "needs check-jsonschema (pip install check-jsonschema)"))
    func samplesAgreeWithSchema() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "Tests/schema/check_schema.py"]
        process.currentDirectoryURL = CLIHarness.packageRoot
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(output)")
        #expect(output.contains(" passed, 0 failed"), "\(output)")
    }
}
