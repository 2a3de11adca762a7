import AlertDiagnostics
import AlertLanguageServer
import Foundation
import LanguageServerProtocol
import XCTest

/// `alertlint lsp` must report what `alertlint lint` prints: for every sample, the server's
/// diagnostics (its UTF-16 positions read back as the CLI's scalar columns) equal the CLI's
/// JSON report, finding for finding, including notes and the nearest `.alertlint.yml`.
final class LanguageServerParityTests: XCTestCase {
    /// One finding as both sides can state it.
    private struct Finding: Hashable, CustomStringConvertible {
        var rule: String
        var severity: String
        var message: String
        var start: SourceLocation
        var end: SourceLocation
        var notes: [String]

        var description: String { "\(start)-\(end) \(severity) \(message) [\(rule)] notes: \(notes)" }
    }

    private struct CLIReport: Decodable {
        struct Position: Decodable { var line: Int; var column: Int }
        struct Range: Decodable { var path: String; var start: Position; var end: Position }
        struct Note: Decodable { var message: String; var range: Range? }
        struct Entry: Decodable { var severity: String; var rule: String; var message: String; var range: Range; var notes: [Note] }
        var diagnostics: [Entry]
    }

    private static func samples() throws -> [URL] {
        let root = CLIHarness.packageRoot.appendingPathComponent("samples")
        let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
        var found: [URL] = []
        while let url = enumerator?.nextObject() as? URL {
            if url.lastPathComponent.hasSuffix(".alerts.yaml") { found.append(url) }
        }
        return found.sorted { $0.path < $1.path }
    }

    private func cliFindings(_ path: String) throws -> [Finding] {
        let result = try CLIHarness.run(["lint", "--reporter", "json", "--allow-empty", path])
        XCTAssertNotEqual(result.status, 2, "\(path): \(result.stderr)")
        let report = try JSONDecoder().decode(CLIReport.self, from: Data(result.stdout.utf8))
        return report.diagnostics.filter { $0.range.path == path }.map { entry in
            Finding(
                rule: entry.rule,
                severity: entry.severity,
                message: entry.message,
                start: SourceLocation(line: entry.range.start.line, column: entry.range.start.column),
                end: SourceLocation(line: entry.range.end.line, column: entry.range.end.column),
                notes: entry.notes.map { note in
                    let place = note.range.map { $0.path == path ? " at \($0.start.line):\($0.start.column)" : " in \($0.path)" } ?? " at the finding"
                    return note.message + place
                }
            )
        }
    }

    private func serverFindings(_ path: String) throws -> [Finding] {
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
        let file = SourceFile(path: path, bytes: bytes)
        let uri = DocumentURI.uri(forPath: path)
        let linter = DocumentLinter(links: RuleLinks(documentationBase: nil), workingDirectory: CLIHarness.packageRoot.path)
        return linter.diagnostics(uri: uri, path: path, text: bytes).map { diagnostic in
            let severity: String = switch diagnostic.severity {
            case .error: "error"
            case .warning: "warning"
            default: "info"
            }
            return Finding(
                rule: diagnostic.code ?? "",
                severity: severity,
                message: diagnostic.message,
                start: UTF16Positions.location(of: diagnostic.range.start, in: file),
                end: UTF16Positions.location(of: diagnostic.range.end, in: file),
                notes: (diagnostic.relatedInformation ?? []).map { related in
                    let place: String
                    if related.location.uri != uri {
                        place = " in \(DocumentURI.path(forURI: related.location.uri))"
                    } else if related.location.range == diagnostic.range {
                        // A note without a range is shown where its finding is.
                        place = " at the finding"
                    } else {
                        let start = UTF16Positions.location(of: related.location.range.start, in: file)
                        place = " at \(start.line):\(start.column)"
                    }
                    return related.message + place
                }
            )
        }
    }

    private func assertSameFindings(_ path: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let cli = try cliFindings(path)
        let server = try serverFindings(path)
        XCTAssertEqual(server, cli, "\(path)\nCLI:\n\(cli.map(\.description).joined(separator: "\n"))\nserver:\n\(server.map(\.description).joined(separator: "\n"))", file: file, line: line)
    }

    func testEverySampleGetsTheCLIsFindingsAtTheCLIsPositions() throws {
        let samples = try Self.samples()
        // PhotoLibrary, PhotoApp (with its .alertlint.yml) and every invalid sample.
        XCTAssertGreaterThan(samples.count, 30)
        for sample in samples { try assertSameFindings(sample.path) }
    }

    func testEmojiAndCJKBeforeFindingsKeepThePositionsEqual() throws {
        let root = try CLIHarness.temporaryTree([
            "wide.alerts.yaml": """
                version: 1
                namespace: Wide
                alerts:
                  deletePhoto:
                    title: "写真を削除 😀👍🏽 {fileName}"
                    message: "Delete it?"
                    actions: [{ title: "Delete", role: destructive }, { title: Cancel, role: cancel }]
                    😀: 1

                """,
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let path = root.appendingPathComponent("wide.alerts.yaml").path
        XCTAssertFalse(try serverFindings(path).isEmpty)
        try assertSameFindings(path)
    }
}
