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

    /// `alertlint lint --reporter json TARGET`'s report.
    private func cliReport(_ target: String) throws -> CLIReport {
        let result = try CLIHarness.run(["lint", "--reporter", "json", "--allow-empty", target])
        XCTAssertNotEqual(result.status, 2, "\(target): \(result.stderr)")
        return try JSONDecoder().decode(CLIReport.self, from: Data(result.stdout.utf8))
    }

    private func cliFindings(_ path: String) throws -> [Finding] {
        cliFindings(path, in: try cliReport(path))
    }

    /// The findings of `report` in the file at `path`.
    private func cliFindings(_ path: String, in report: CLIReport) -> [Finding] {
        report.diagnostics.filter { $0.range.path == path }.map { entry in
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
        return findings(linter.diagnostics(uri: uri, path: path, text: bytes), uri: uri, file: file)
    }

    /// The server's diagnostics of the document `uri` (holding `file`) as findings.
    private func findings(_ diagnostics: [LanguageServerProtocol.Diagnostic], uri: String, file: SourceFile) -> [Finding] {
        diagnostics.map { diagnostic in
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

    /// Every sample folder as a workspace: each of its specs opened in the server, whose
    /// published findings must be what `alertlint lint FOLDER` reports for that file, the
    /// rules that compare files included.
    func testEverySampleFolderAsAWorkspaceGetsTheCLIsFindingsForEachFile() throws {
        let root = CLIHarness.packageRoot.appendingPathComponent("samples")
        let samples = try Self.samples()
        let folders = Set(samples.map { sample in
            // The folder right under samples/ holding the sample.
            let relative = sample.path.dropFirst(root.path.count + 1)
            return root.appendingPathComponent(String(relative.prefix { $0 != "/" })).path
        }).sorted()
        XCTAssertEqual(folders.map { ($0 as NSString).lastPathComponent }, ["PhotoApp", "PhotoLibrary", "invalid"])
        for folder in folders {
            let report = try cliReport(folder)
            // A client sends text, so a file that is not UTF-8 (yaml-encoding) cannot be
            // opened as it is on disk; it stays closed, read from disk in the folder's lint.
            let specs = try samples.map(\.path).filter { path in
                let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
                return path.hasPrefix(folder + "/") && Array(String(decoding: bytes, as: UTF8.self).utf8) == bytes
            }
            let published = try workspaceFindings(folder: folder, specs: specs)
            // The folder has findings that compare files, or the test proves little.
            if folder.hasSuffix("invalid") { XCTAssertTrue(report.diagnostics.contains { $0.rule.hasPrefix("conflicting-") }) }
            for spec in specs {
                let cli = cliFindings(spec, in: report)
                let server = published[spec] ?? []
                XCTAssertEqual(server, cli, "\(spec) in the workspace \(folder)\nCLI:\n\(cli.map(\.description).joined(separator: "\n"))\nserver:\n\(server.map(\.description).joined(separator: "\n"))")
            }
        }
    }

    /// What a server whose workspace is `folder` publishes for each of `specs`, all open.
    private func workspaceFindings(folder: String, specs: [String]) throws -> [String: [Finding]] {
        final class Published: @unchecked Sendable {
            let lock = NSLock()
            var byURI: [String: [LanguageServerProtocol.Diagnostic]] = [:]
        }
        let published = Published()
        let linter = DocumentLinter(links: RuleLinks(documentationBase: nil), workingDirectory: CLIHarness.packageRoot.path)
        let server = LanguageServer(options: .init(linter: linter, debounce: .milliseconds(0))) { message in
            guard let value = try? JSONDecoder().decode(JSONValue.self, from: Data(message.encoded())),
                  value["method"] == .string("textDocument/publishDiagnostics"),
                  let decoded = try? value["params"]?.decode(PublishDiagnosticsParams.self) else { return }
            published.lock.lock()
            published.byURI[decoded.uri] = decoded.diagnostics
            published.lock.unlock()
        }
        let encode = { (value: JSONValue) in Array(String(decoding: try! JSONEncoder().encode(value), as: UTF8.self).utf8) }
        _ = server.receive(encode(.object(["jsonrpc": .string("2.0"), "id": .number(1), "method": .string("initialize"), "params": .object(["capabilities": .object([:]), "rootUri": .string(DocumentURI.uri(forPath: folder))])])))
        var files: [String: SourceFile] = [:]
        for spec in specs {
            let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: spec)))
            files[spec] = SourceFile(path: spec, bytes: bytes)
            let item: JSONValue = .object(["uri": .string(DocumentURI.uri(forPath: spec)), "languageId": .string("yaml"), "version": .number(1), "text": .string(String(decoding: bytes, as: UTF8.self))])
            _ = server.receive(encode(.object(["jsonrpc": .string("2.0"), "method": .string("textDocument/didOpen"), "params": .object(["textDocument": item])])))
        }
        let done = expectation(description: "settled")
        server.afterPendingWork { done.fulfill() }
        wait(for: [done], timeout: 120)
        published.lock.lock()
        defer { published.lock.unlock() }
        var found: [String: [Finding]] = [:]
        for spec in specs {
            let uri = DocumentURI.uri(forPath: spec)
            found[spec] = findings(published.byURI[uri] ?? [], uri: uri, file: files[spec]!)
        }
        return found
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
