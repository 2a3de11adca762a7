import AlertDiagnostics
import AlertLint
import Foundation
import Testing

/// The bundled samples: valid catalogs lint clean; each file in samples/invalid produces
/// exactly the diagnostics committed beside it in `<name>.expected`.
///
/// Set `ALERTLINT_RECORD=1` to rewrite the `.expected` files from the current output; review
/// the diff before committing it.
@Suite struct SampleGoldenTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let isRecording = ProcessInfo.processInfo.environment["ALERTLINT_RECORD"] == "1"

    /// Spec files below `samples/`, as repo-relative paths, sorted.
    static func specFiles(invalid: Bool) -> [String] {
        let samples = root.appendingPathComponent("samples")
        let enumerator = FileManager.default.enumerator(at: samples, includingPropertiesForKeys: nil)
        var paths: [String] = []
        while let url = enumerator?.nextObject() as? URL {
            let relative = String(url.standardizedFileURL.path.dropFirst(root.standardizedFileURL.path.count + 1))
            guard SpecFileDiscovery.isSpecFileName(url.lastPathComponent) else { continue }
            if relative.hasPrefix("samples/invalid/") == invalid { paths.append(relative) }
        }
        return paths.sorted()
    }

    static func load(_ relativePath: String) throws -> SourceFile {
        SourceFile(path: relativePath, bytes: try readFileBytes(root.appendingPathComponent(relativePath).path))
    }

    @Test func validSamplesLintClean() throws {
        let paths = Self.specFiles(invalid: false)
        #expect(!paths.isEmpty)
        let files = try paths.map(Self.load)
        let report = LintRunner().lint(files)
        let output = DiagnosticFormatter(files: report.files).format(report.diagnostics)
        #expect(report.diagnostics.isEmpty, "\(output)")
    }

    @Test(arguments: specFiles(invalid: true))
    func invalidSampleMatchesGolden(_ path: String) throws {
        let file = try Self.load(path)
        let report = LintRunner().lint([file])
        let output = DiagnosticFormatter(files: report.files).format(report.diagnostics)
        let expectedURL = Self.root.appendingPathComponent(Self.goldenPath(for: path))
        if Self.isRecording {
            try Data(output.utf8).write(to: expectedURL)
        }
        let expected = try String(contentsOf: expectedURL, encoding: .utf8)
        #expect(output == expected, "output differs from \(Self.goldenPath(for: path)); rerun with ALERTLINT_RECORD=1 to update")
        #expect(report.diagnostics.hasErrors, "an invalid sample must produce an error")
        // The file is named after the error it demonstrates.
        let id = Self.stem(path)
        #expect(report.diagnostics.contains { $0.id == id }, "\(path) should produce a [\(id)] diagnostic:\n\(output)")
    }

    @Test func everyGoldenHasItsSample() throws {
        let invalid = Self.root.appendingPathComponent("samples/invalid")
        let goldens = try FileManager.default.contentsOfDirectory(atPath: invalid.path).filter { $0.hasSuffix(".expected") }
        let samples = Set(Self.specFiles(invalid: true).map(Self.goldenPath(for:)))
        for golden in goldens {
            #expect(samples.contains("samples/invalid/\(golden)"), "\(golden) has no sample")
        }
    }

    static func stem(_ path: String) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        return SpecFileDiscovery.specSuffixes.reduce(name) { $0.hasSuffix($1) ? String($0.dropLast($1.count)) : $0 }
    }

    static func goldenPath(for path: String) -> String {
        (path.split(separator: "/").dropLast().joined(separator: "/")) + "/" + stem(path) + ".expected"
    }
}
