import AlertDiagnostics
import AlertSpec
import Foundation
import Testing

/// The repository's samples: the valid catalogs decode without a diagnostic, and each file in
/// samples/invalid/ reports exactly the error it is named after (it is otherwise valid).
@Suite struct SampleTests {
    static let samples = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("samples")

    static func specs(in folder: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: samples.appendingPathComponent(folder).path)) ?? []
        return names.filter { $0.hasSuffix(".alerts.yaml") }.sorted()
    }

    private func parseSample(_ folder: String, _ name: String) throws -> ParsedSpec {
        let url = Self.samples.appendingPathComponent(folder).appendingPathComponent(name)
        let bytes = try [UInt8](Data(contentsOf: url))
        return SpecParser.parse(SourceFile(path: name, bytes: bytes))
    }

    @Test(arguments: specs(in: "PhotoLibrary"))
    func validSampleDecodesCleanly(name: String) throws {
        let spec = try parseSample("PhotoLibrary", name)
        #expect(spec.diagnostics.map { render($0, in: spec.file, withNotes: false) } == [])
        let catalog = try #require(spec.catalog)
        #expect(!(catalog.alerts.isEmpty && catalog.actionSheets.isEmpty && catalog.notifications.isEmpty && catalog.progress.isEmpty))
    }

    @Test(arguments: specs(in: "invalid"))
    func invalidSampleReportsItsOwnError(name: String) throws {
        let spec = try parseSample("invalid", name)
        let expectedID = String(name.dropLast(".alerts.yaml".count))
        #expect(spec.diagnostics.map(\.id) == [expectedID])
    }

    @Test func samplesAreThere() {
        #expect(Self.specs(in: "PhotoLibrary").count >= 3)
        #expect(Self.specs(in: "invalid").count >= FormatErrorID.allCases.count)
    }
}
