import AlertLanguageServer
import AlertLint
import Foundation
import LanguageServerProtocol
import XCTest
import TestSupport

/// The workspace: a folder's files linted together as `alertlint lint FOLDER` lints them,
/// cross-file findings republished in the other open file, watched files, the server's own
/// `client/registerCapability` request and `$/cancelRequest`.
final class WorkspaceTests: XCTestCase {
    typealias Outbox = LanguageServerTests.Outbox

    private var folders: [URL] = []

    override func tearDown() {
        for folder in folders { try? FileManager.default.removeItem(at: folder) }
        super.tearDown()
    }

    /// A new folder holding `files` (name → text).
    private func folder(_ files: [String: String]) throws -> URL {
        let root = TestScratch.root.appendingPathComponent("alertlint-workspace-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        for (name, text) in files { try Data(text.utf8).write(to: root.appendingPathComponent(name)) }
        folders.append(root)
        return root
    }

    private func makeServer() -> (LanguageServer, Outbox) {
        let outbox = Outbox()
        let linter = DocumentLinter(links: RuleLinks(documentationBase: nil))
        return (LanguageServer(options: .init(linter: linter, debounce: .milliseconds(0)), send: outbox.append), outbox)
    }

    @discardableResult
    private func send(_ server: LanguageServer, _ json: String) -> Int32? { server.receive(Array(json.utf8)) }

    private func settle(_ server: LanguageServer) {
        let done = expectation(description: "settled")
        server.afterPendingWork { done.fulfill() }
        wait(for: [done], timeout: 60)
    }

    private func initialize(_ server: LanguageServer, root: URL?, capabilities: String = "{}") {
        let rootField = root.map { #","rootUri":"\#($0.absoluteString)""# } ?? ""
        send(server, #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":\#(capabilities)\#(rootField)}}"#)
        send(server, #"{"jsonrpc":"2.0","method":"initialized","params":{}}"#)
    }

    private func json(_ string: String) -> String { String(decoding: try! JSONEncoder().encode(string), as: UTF8.self) }

    private func open(_ server: LanguageServer, _ url: URL, _ text: String, version: Int = 1) {
        send(server, #"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"\#(url.absoluteString)","languageId":"yaml","version":\#(version),"text":\#(json(text))}}}"#)
    }

    private func change(_ server: LanguageServer, _ url: URL, _ text: String, version: Int) {
        send(server, #"{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":"\#(url.absoluteString)","version":\#(version)},"contentChanges":[{"text":\#(json(text))}]}}"#)
    }

    /// The rule ids last published for `url`; nil when nothing was published for it.
    private func codes(_ outbox: Outbox, _ url: URL) -> [String]? {
        guard let last = outbox.published.last(where: { $0["params"]?["uri"] == .string(url.absoluteString) }) else { return nil }
        return last["params"]?["diagnostics"]?.arrayValue?.compactMap { $0["code"]?.stringValue }
    }

    private func spec(namespace: String) -> String {
        "version: 1\nnamespace: \(namespace)\nalerts:\n  a:\n    title: Delete Photo?\n    message: The photo is removed.\n    actions:\n      - title: Cancel\n        role: cancel\n      - title: Delete\n        role: destructive\n"
    }

    func testAFindingThatComparesFilesComesAndGoesInTheOtherOpenFile() throws {
        let root = try folder(["a.alerts.yaml": spec(namespace: "Albums"), "b.alerts.yaml": spec(namespace: "Photos")])
        let (a, b) = (root.appendingPathComponent("a.alerts.yaml"), root.appendingPathComponent("b.alerts.yaml"))
        let (server, outbox) = makeServer()
        initialize(server, root: root)
        open(server, a, spec(namespace: "Albums"))
        open(server, b, spec(namespace: "Photos"))
        settle(server)
        XCTAssertEqual(codes(outbox, a), [])
        XCTAssertEqual(codes(outbox, b), [])

        // Editing a (not yet saved) gives b, the later file, the finding, with a note in a.
        let before = outbox.published.count
        change(server, a, spec(namespace: "Photos"), version: 2)
        settle(server)
        XCTAssertEqual(codes(outbox, b), ["conflicting-namespace"])
        let finding = outbox.published.last { $0["params"]?["uri"] == .string(b.absoluteString) }?["params"]?["diagnostics"]?.arrayValue?.first
        XCTAssertEqual(finding?["relatedInformation"]?.arrayValue?.first?["location"]?["uri"], .string(a.absoluteString))
        // a is published for its own change; b because its findings changed.
        XCTAssertEqual(Set(outbox.published.dropFirst(before).compactMap { $0["params"]?["uri"]?.stringValue }), [a.absoluteString, b.absoluteString])

        // Fixing a clears b.
        change(server, a, spec(namespace: "Albums"), version: 3)
        settle(server)
        XCTAssertEqual(codes(outbox, b), [])
        XCTAssertEqual(codes(outbox, a), [])
    }

    func testAnOpenFileSeesTheFolderFilesOnDiskAndWatchedChanges() throws {
        let root = try folder(["a.alerts.yaml": spec(namespace: "Photos"), "b.alerts.yaml": spec(namespace: "Photos")])
        let (a, b) = (root.appendingPathComponent("a.alerts.yaml"), root.appendingPathComponent("b.alerts.yaml"))
        let (server, outbox) = makeServer()
        initialize(server, root: root)
        open(server, b, spec(namespace: "Photos"))
        settle(server)
        XCTAssertEqual(codes(outbox, b), ["conflicting-namespace"])
        // a, not open, has no finding of its own (b, the later file, has the conflict):
        // nothing is published for it.
        XCTAssertNil(codes(outbox, a))

        // a changes on disk: unseen until the client reports it (the result is cached).
        try Data(spec(namespace: "Albums").utf8).write(to: a)
        send(server, #"{"jsonrpc":"2.0","method":"workspace/didChangeWatchedFiles","params":{"changes":[{"uri":"\#(a.absoluteString)","type":2}]}}"#)
        settle(server)
        XCTAssertEqual(codes(outbox, b), [])

        // A new file created in the folder joins the search.
        let c = root.appendingPathComponent("a0.alerts.yaml")
        try Data(spec(namespace: "Photos").utf8).write(to: c)
        send(server, #"{"jsonrpc":"2.0","method":"workspace/didChangeWatchedFiles","params":{"changes":[{"uri":"\#(c.absoluteString)","type":1}]}}"#)
        settle(server)
        XCTAssertEqual(codes(outbox, b), ["conflicting-namespace"])

        // Deleted, it leaves.
        try FileManager.default.removeItem(at: c)
        send(server, #"{"jsonrpc":"2.0","method":"workspace/didChangeWatchedFiles","params":{"changes":[{"uri":"\#(c.absoluteString)","type":3}]}}"#)
        settle(server)
        XCTAssertEqual(codes(outbox, b), [])
    }

    /// The answer to request `id`, once the server settled.
    private func answer(_ server: LanguageServer, _ outbox: Outbox, id: Int, _ method: String, _ params: String) -> JSONValue? {
        send(server, #"{"jsonrpc":"2.0","id":\#(id),"method":"\#(method)","params":\#(params)}"#)
        settle(server)
        return outbox.all.last { $0["id"] == .number(Double(id)) }?["result"]
    }

    func testHoverAndQuickFixesShowTheFindingsThatCompareFiles() throws {
        let root = try folder(["a.alerts.yaml": spec(namespace: "Photos"), "b.alerts.yaml": spec(namespace: "Photos")])
        let b = root.appendingPathComponent("b.alerts.yaml")
        let (server, outbox) = makeServer()
        initialize(server, root: root)
        open(server, b, spec(namespace: "Photos"))
        settle(server)
        XCTAssertEqual(codes(outbox, b), ["conflicting-namespace"])
        let published = outbox.published.last { $0["params"]?["uri"] == .string(b.absoluteString) }?["params"]?["diagnostics"]?.arrayValue?.first
        guard let range = published?["range"], let start = range["start"] else { return XCTFail("no finding in b") }
        let textDocument = #"{"uri":"\#(b.absoluteString)"}"#
        let rangeJSON = String(decoding: try JSONEncoder().encode(range), as: UTF8.self)
        let startJSON = String(decoding: try JSONEncoder().encode(start), as: UTF8.self)

        // The published finding, which a lint of b alone does not make, has its page.
        let hover = answer(server, outbox, id: 20, "textDocument/hover", #"{"textDocument":\#(textDocument),"position":\#(startJSON)}"#)
        XCTAssertTrue(hover?["contents"]?["value"]?.stringValue?.contains("## conflicting-namespace\n") ?? false, "\(String(describing: hover))")

        // And a quick fix that disables it: the finding is on a top-level key, outside every
        // definition, so the directive is file-wide.
        let actions = answer(server, outbox, id: 21, "textDocument/codeAction", #"{"textDocument":\#(textDocument),"range":\#(rangeJSON),"context":{"diagnostics":[]}}"#)?.arrayValue ?? []
        let disable = actions.first { $0["title"] == .string("Disable conflicting-namespace for this file") }
        let edit = disable?["edit"]?["changes"]?[b.absoluteString]?.arrayValue?.first
        XCTAssertEqual(edit?["newText"], .string("# alertlint:disable-file conflicting-namespace\n"), "\(actions)")
        XCTAssertEqual(edit?["range"]?["start"]?["line"], .number(0))

        // Applied, it silences the finding.
        change(server, b, "# alertlint:disable-file conflicting-namespace\n" + spec(namespace: "Photos"), version: 2)
        settle(server)
        XCTAssertEqual(codes(outbox, b), [])
    }

    func testFindingsInClosedSpecsArePublishedAndClearedWhenTheyGo() throws {
        let punctuated = spec(namespace: "Albums").replacingOccurrences(of: "title: Delete\n", with: "title: Delete.\n")
        let root = try folder(["a.alerts.yaml": punctuated, "b.alerts.yaml": spec(namespace: "Photos")])
        let (a, b) = (root.appendingPathComponent("a.alerts.yaml"), root.appendingPathComponent("b.alerts.yaml"))
        let (server, outbox) = makeServer()
        initialize(server, root: root)
        open(server, b, spec(namespace: "Photos"))
        settle(server)
        XCTAssertEqual(codes(outbox, b), [])
        // a is not open: its findings are published once, without a version.
        XCTAssertEqual(codes(outbox, a), ["button-title-punctuation"])
        let closed = outbox.published.last { $0["params"]?["uri"] == .string(a.absoluteString) }
        XCTAssertNil(closed?["params"]?["version"])
        let count = outbox.published.count
        change(server, b, spec(namespace: "Photos") + "# edited\n", version: 2)
        settle(server)
        XCTAssertEqual(outbox.published.dropFirst(count).compactMap { $0["params"]?["uri"]?.stringValue }, [b.absoluteString], "a's findings did not change")

        // Fixed on disk, a is cleared.
        try Data(spec(namespace: "Albums").utf8).write(to: a)
        send(server, #"{"jsonrpc":"2.0","method":"workspace/didChangeWatchedFiles","params":{"changes":[{"uri":"\#(a.absoluteString)","type":2}]}}"#)
        settle(server)
        XCTAssertEqual(codes(outbox, a), [])

        // Opened, a's findings come from its text; closed, from disk again.
        open(server, a, punctuated)
        settle(server)
        XCTAssertEqual(codes(outbox, a), ["button-title-punctuation"])
        send(server, #"{"jsonrpc":"2.0","method":"textDocument/didClose","params":{"textDocument":{"uri":"\#(a.absoluteString)"}}}"#)
        settle(server)
        XCTAssertEqual(codes(outbox, a), [])
        // The folder's last open spec closes: the server stops linting it, and clears what
        // it published for its closed files.
        try Data(punctuated.utf8).write(to: a)
        send(server, #"{"jsonrpc":"2.0","method":"workspace/didChangeWatchedFiles","params":{"changes":[{"uri":"\#(a.absoluteString)","type":2}]}}"#)
        settle(server)
        XCTAssertEqual(codes(outbox, a), ["button-title-punctuation"])
        send(server, #"{"jsonrpc":"2.0","method":"textDocument/didClose","params":{"textDocument":{"uri":"\#(b.absoluteString)"}}}"#)
        settle(server)
        XCTAssertEqual(codes(outbox, a), [])
    }

    func testClosedSpecsPublishedAreTheFirstByPathUpToTheLimit() throws {
        let punctuated = spec(namespace: "Albums").replacingOccurrences(of: "title: Delete\n", with: "title: Delete.\n")
        var files: [String: String] = [:]
        for index in 0..<4 { files["s\(index).alerts.yaml"] = punctuated.replacingOccurrences(of: "Albums", with: "Albums\(index)") }
        let root = try folder(files)
        let path = { (index: Int) in root.appendingPathComponent("s\(index).alerts.yaml").path }
        let report = LintPlan(paths: [root.path], configurationPath: nil, standardInputPath: "<stdin>").report(LintRunner(jobs: 1))
        let byURI = DocumentLinter.diagnosticsByURI(in: report, uris: [path(3): "file:///open"], closedSpecLimit: 2, links: RuleLinks(documentationBase: nil), workingDirectory: root.path)
        XCTAssertEqual(Set(byURI.keys), ["file:///open", DocumentURI.uri(forPath: path(0)), DocumentURI.uri(forPath: path(1))])
    }

    func testWorkspaceFoldersAddedAndRemovedChangeWhatAnOpenSpecIsLintedWith() throws {
        let root = try folder([:])
        let other = try folder(["a.alerts.yaml": spec(namespace: "Photos"), "b.alerts.yaml": spec(namespace: "Photos")])
        let b = other.appendingPathComponent("b.alerts.yaml")
        let (server, outbox) = makeServer()
        initialize(server, root: root)
        let capabilities = outbox.all.first { $0["id"] == .number(1) }?["result"]?["capabilities"]?["workspace"]?["workspaceFolders"]
        XCTAssertEqual(capabilities?["supported"], .bool(true))
        XCTAssertEqual(capabilities?["changeNotifications"], .bool(true))

        // Outside every folder, b is linted alone.
        open(server, b, spec(namespace: "Photos"))
        settle(server)
        XCTAssertEqual(codes(outbox, b), [])

        // Its folder joins the workspace: linted with a, on disk.
        let folderJSON = #"{"uri":"\#(other.absoluteString)","name":"other"}"#
        send(server, #"{"jsonrpc":"2.0","method":"workspace/didChangeWorkspaceFolders","params":{"event":{"added":[\#(folderJSON)],"removed":[]}}}"#)
        settle(server)
        XCTAssertEqual(codes(outbox, b), ["conflicting-namespace"])

        // And leaves it: alone again.
        send(server, #"{"jsonrpc":"2.0","method":"workspace/didChangeWorkspaceFolders","params":{"event":{"added":[],"removed":[\#(folderJSON)]}}}"#)
        settle(server)
        XCTAssertEqual(codes(outbox, b), [])
    }

    func testAFileOutsideTheWorkspaceIsLintedAlone() throws {
        let root = try folder(["a.alerts.yaml": spec(namespace: "Photos")])
        let outside = try folder(["b.alerts.yaml": spec(namespace: "Photos")]).appendingPathComponent("b.alerts.yaml")
        let (server, outbox) = makeServer()
        initialize(server, root: root)
        open(server, outside, spec(namespace: "Photos"))
        settle(server)
        XCTAssertEqual(codes(outbox, outside), [])
    }

    func testWatchersAreRegisteredWhenTheClientCanAndItsAnswerIsNoError() throws {
        let (server, outbox) = makeServer()
        initialize(server, root: nil, capabilities: #"{"workspace":{"didChangeWatchedFiles":{"dynamicRegistration":true}}}"#)
        let requests = outbox.all.filter { $0["method"] == .string("client/registerCapability") }
        XCTAssertEqual(requests.count, 1)
        guard let request = requests.first, let id = request["id"] else { return XCTFail("no registration: \(outbox.all)") }
        let registration = request["params"]?["registrations"]?.arrayValue?.first
        XCTAssertEqual(registration?["method"], .string("workspace/didChangeWatchedFiles"))
        let globs = registration?["registerOptions"]?["watchers"]?.arrayValue?.compactMap { $0["globPattern"]?.stringValue }
        XCTAssertEqual(Set(globs ?? []), ["**/*.alerts.yaml", "**/*.alerts.yml", "**/.alertlint.yml", "**/*.xcstrings", "**/*.strings", "**/*.stringsdict"])

        let idJSON = String(decoding: try JSONEncoder().encode(id), as: UTF8.self)
        let before = outbox.all.count
        send(server, #"{"jsonrpc":"2.0","id":\#(idJSON),"result":null}"#)
        settle(server)
        XCTAssertEqual(outbox.all.count, before, "the client's answer was answered: \(outbox.all.dropFirst(before))")
    }

    func testNoRegistrationWithoutTheClientsSupport() {
        let (server, outbox) = makeServer()
        initialize(server, root: nil)
        XCTAssertFalse(outbox.all.contains { $0["method"] == .string("client/registerCapability") })
    }

    func testACancelledRequestNotYetAnsweredGetsRequestCancelled() throws {
        let root = try folder([:])
        let url = root.appendingPathComponent("big.alerts.yaml")
        // Large enough that its lint, on the lint queue, is still running when the hover
        // behind it is cancelled.
        var text = "version: 1\nnamespace: Big\nalerts:\n"
        for index in 0..<400 {
            text += "  alert\(index):\n    title: Delete Photo \(index)?\n    message: The photo is removed.\n    actions:\n      - title: Cancel\n        role: cancel\n      - title: Delete\n        role: destructive\n"
        }
        let (server, outbox) = makeServer()
        initialize(server, root: root)
        open(server, url, text)
        send(server, #"{"jsonrpc":"2.0","id":7,"method":"textDocument/hover","params":{"textDocument":{"uri":"\#(url.absoluteString)"},"position":{"line":0,"character":0}}}"#)
        send(server, #"{"jsonrpc":"2.0","method":"$/cancelRequest","params":{"id":7}}"#)
        settle(server)
        let answers = outbox.all.filter { $0["id"] == .number(7) }
        XCTAssertEqual(answers.count, 1, "\(answers)")
        XCTAssertEqual(answers.first?["error"]?["code"], .number(-32800))

        // A request already answered is left alone.
        send(server, #"{"jsonrpc":"2.0","method":"$/cancelRequest","params":{"id":1}}"#)
        settle(server)
        XCTAssertEqual(outbox.all.filter { $0["id"] == .number(1) }.count, 1)
    }
}
