@testable import AlertCodegen
import AlertDiagnostics
import AlertSpec
import Foundation
import Testing

/// The generated Swift for the sample catalogs, compared with goldens in
/// Goldens/swift/ (`ALERTLINT_RECORD=1` rewrites them; review the diff).
@Suite struct SwiftGoldenTests {
    static let testsFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    static let goldens = testsFolder.appendingPathComponent("Goldens/swift")

    static func sampleCatalogs() throws -> [Catalog] {
        let samples = testsFolder.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("samples/PhotoLibrary")
        return try FileManager.default.contentsOfDirectory(atPath: samples.path).filter { $0.hasSuffix(".alerts.yaml") }.sorted().map { name in
            let bytes = Array(try Data(contentsOf: samples.appendingPathComponent(name)))
            return try #require(SpecParser.parse(SourceFile(path: "samples/PhotoLibrary/\(name)", bytes: bytes)).catalog)
        }
    }

    @Test(arguments: [AccessLevel.internal, .public])
    func samplesMatchTheirGoldens(_ access: AccessLevel) throws {
        let generator = SwiftGenerator(options: .init(access: access, toolVersion: "golden"))
        let folder = Self.goldens.appendingPathComponent(access.rawValue)
        let files = GenerationPlan.swift(try Self.sampleCatalogs(), generator: generator)
        if ProcessInfo.processInfo.environment["ALERTLINT_RECORD"] == "1" {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            for file in files { try Data(file.contents).write(to: folder.appendingPathComponent(file.path)) }
        }
        for file in files {
            let golden = (try? Data(contentsOf: folder.appendingPathComponent(file.path))).map { Array($0) }
            #expect(golden == file.contents, "\(access.rawValue)/\(file.path) differs from its golden; ALERTLINT_RECORD=1 rewrites it")
        }
        let committed = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(committed == files.map(\.path).sorted(), "goldens without a generated file, or the reverse")
    }
}
