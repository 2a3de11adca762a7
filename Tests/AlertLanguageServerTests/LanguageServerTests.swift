import AlertLanguageServer
import Foundation
import LanguageServerProtocol
import XCTest
import TestSupport

/// The server driven message by message, without a process: lifecycle, errors, publishing
/// and the debounce. tests/lsp drives the real binary with a real client.
final class LanguageServerTests: XCTestCase {
    /// Everything the server sent, in order.
    final class Outbox: @unchecked Sendable {
        private let lock = NSLock()
        private var messages: [JSONValue] = []

        func append(_ message: OutgoingMessage) {
            let value = try! JSONDecoder().decode(JSONValue.self, from: Data(message.encoded()))
            lock.lock()
            defer { lock.unlock() }
            messages.append(value)
        }

        var all: [JSONValue] {
            lock.lock()
            defer { lock.unlock() }
            return messages
        }

        func response(to id: Int) -> JSONValue? { all.first { $0["id"] == .number(Double(id)) } }
        var published: [JSONValue] { all.filter { $0["method"] == .string("textDocument/publishDiagnostics") } }
    }

    private func makeServer(debounce: DispatchTimeInterval = .milliseconds(0)) -> (LanguageServer, Outbox) {
        let outbox = Outbox()
        let linter = DocumentLinter(links: RuleLinks(documentationBase: URL(string: "https://example.com/docs/")))
        let server = LanguageServer(options: .init(linter: linter, debounce: debounce), send: outbox.append)
        return (server, outbox)
    }

    @discardableResult
    private func send(_ server: LanguageServer, _ json: String) -> Int32? { server.receive(Array(json.utf8)) }

    private func settle(_ server: LanguageServer) {
        let done = expectation(description: "settled")
        server.afterPendingWork { done.fulfill() }
        wait(for: [done], timeout: 30)
    }

    private func initialize(_ server: LanguageServer) {
        send(server, #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{}}}"#)
        send(server, #"{"jsonrpc":"2.0","method":"initialized","params":{}}"#)
    }

    private func uniqueURI() -> String {
        "file://" + TestScratch.root.appendingPathComponent("alertlint-lsp-\(UUID().uuidString)/t.alerts.yaml").path
    }

    private func openMessage(_ uri: String, _ text: String, version: Int = 1) -> String {
        let item = try! String(decoding: JSONEncoder().encode(["uri": uri, "languageId": "yaml", "text": text]), as: UTF8.self)
        return #"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":"# + item.dropLast() + #","version":\#(version)}}}"#
    }

    private func changeMessage(_ uri: String, _ text: String, version: Int) -> String {
        let change = try! String(decoding: JSONEncoder().encode(["text": text]), as: UTF8.self)
        return #"{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":"\#(uri)","version":\#(version)},"contentChanges":[\#(change)]}}"#
    }

    func testInitializeAdvertisesFullSyncAndSave() {
        let (server, outbox) = makeServer()
        initialize(server)
        let capabilities = outbox.response(to: 1)?["result"]?["capabilities"]
        XCTAssertEqual(capabilities?["textDocumentSync"]?["change"], .number(1))
        XCTAssertEqual(capabilities?["textDocumentSync"]?["save"]?["includeText"], .bool(true))
        XCTAssertEqual(capabilities?["positionEncoding"], .string("utf-16"))
        XCTAssertEqual(capabilities?["codeActionProvider"]?["codeActionKinds"], .array([.string("quickfix"), .string("source.fixAll.alertlint")]))
    }

    func testCompletionIsAdvertisedAndAnsweredInUTF16() {
        let (server, outbox) = makeServer()
        initialize(server)
        XCTAssertEqual(outbox.response(to: 1)?["result"]?["capabilities"]?["completionProvider"]?["triggerCharacters"], .array([":", " ", "{", "[", ","].map { .string($0) }))
        let uri = uniqueURI()
        // Typing a role after CJK and an emoji in a flow mapping: the document does not parse.
        send(server, openMessage(uri, "alerts:\n  a:\n    actions:\n      - {title: \"削除😀\", role: de"))
        send(server, #"{"jsonrpc":"2.0","id":2,"method":"textDocument/completion","params":{"textDocument":{"uri":"\#(uri)"},"position":{"line":3,"character":32}}}"#)
        settle(server)
        guard case .array(let items)? = outbox.response(to: 2)?["result"]?["items"] else { return XCTFail("no items: \(outbox.all)") }
        XCTAssertEqual(items.map { $0["label"] }, ["default", "cancel", "destructive"].map { .string($0) })
        // 6 + `- {title: "` (11) + 削除 (2) + 😀 (2) + `", role: ` (9) = 30: the word `de` is 30–32.
        XCTAssertEqual(items.first?["textEdit"]?["range"]?["start"], .object(["line": .number(3), "character": .number(30)]))
    }

    func testHoverOverAKeyShowsItsReferenceAndAPlaceholderItsType() {
        let (server, outbox) = makeServer()
        initialize(server)
        let uri = uniqueURI()
        send(server, openMessage(uri, "version: 1\nalerts:\n  a:\n    parameters: {n: Int}\n    title: \"😀 {n}\"\n    actions: [{title: Cancel, role: cancel}, {title: Delete, role: destructive}]\n"))
        send(server, #"{"jsonrpc":"2.0","id":2,"method":"textDocument/hover","params":{"textDocument":{"uri":"\#(uri)"},"position":{"line":5,"character":31}}}"#)
        send(server, #"{"jsonrpc":"2.0","id":3,"method":"textDocument/hover","params":{"textDocument":{"uri":"\#(uri)"},"position":{"line":4,"character":16}}}"#)
        send(server, #"{"jsonrpc":"2.0","id":4,"method":"textDocument/hover","params":{"textDocument":{"uri":"\#(uri)"},"position":{"line":2,"character":2}}}"#)
        settle(server)
        let role = outbox.response(to: 2)?["result"]
        XCTAssertTrue(role?["contents"]?["value"]?.stringValue?.hasPrefix("**`role`** (alertlint spec format)") ?? false, "\(String(describing: role))")
        XCTAssertEqual(role?["range"], .object(["start": .object(["line": .number(5), "character": .number(30)]), "end": .object(["line": .number(5), "character": .number(34)])]))
        // `    title: "😀 {`: 4 + 8 + 2 + 1 + 1 = 16, the placeholder's name.
        XCTAssertEqual(outbox.response(to: 3)?["result"]?["contents"]?["value"], .string("parameter `n`: `Int`"))
        // A definition's id is no key of the format.
        XCTAssertFalse(outbox.response(to: 4)?["result"]?["contents"]?["value"]?.stringValue?.contains("alertlint spec format") ?? false)
    }

    func testRequestsBeforeInitializeAndUnknownMethodsAreErrors() {
        let (server, outbox) = makeServer()
        send(server, #"{"jsonrpc":"2.0","id":1,"method":"textDocument/hover","params":{}}"#)
        XCTAssertEqual(outbox.response(to: 1)?["error"]?["code"], .number(-32002))
        send(server, #"{"jsonrpc":"2.0","id":2,"method":"initialize","params":{"capabilities":{}}}"#)
        send(server, #"{"jsonrpc":"2.0","id":3,"method":"workspace/frobnicate","params":{}}"#)
        XCTAssertEqual(outbox.response(to: 3)?["error"]?["code"], .number(-32601))
        send(server, #"{"jsonrpc":"2.0","id":4,"method":"initialize","params":{"capabilities":{}}}"#)
        XCTAssertEqual(outbox.response(to: 4)?["error"]?["code"], .number(-32600))
    }

    func testMalformedJSONGetsAParseErrorAndTheServerGoesOn() {
        let (server, outbox) = makeServer()
        initialize(server)
        XCTAssertNil(send(server, "{\"jsonrpc\":\"2.0\",\"id\":"))
        XCTAssertEqual(outbox.all.last?["error"]?["code"], .number(-32700))
        XCTAssertEqual(outbox.all.last?["id"], .null)
        send(server, #"{"jsonrpc":"2.0","id":9,"method":"shutdown"}"#)
        XCTAssertEqual(outbox.response(to: 9)?["result"], .null)
    }

    func testRequestsAboutDocumentsNotOpenAreInvalidParams() {
        let (server, outbox) = makeServer()
        initialize(server)
        send(server, #"{"jsonrpc":"2.0","id":2,"method":"textDocument/diagnostic","params":{"textDocument":{"uri":"file:///nowhere/x.alerts.yaml"}}}"#)
        XCTAssertEqual(outbox.response(to: 2)?["error"]?["code"], .number(-32602))
        send(server, #"{"jsonrpc":"2.0","id":3,"method":"textDocument/hover","params":{"textDocument":{"uri":"file:///nowhere/x.alerts.yaml"},"position":{"line":0,"character":0}}}"#)
        XCTAssertEqual(outbox.response(to: 3)?["error"]?["code"], .number(-32602))
    }

    func testExitStatusDependsOnShutdown() {
        let (server, _) = makeServer()
        initialize(server)
        XCTAssertEqual(send(server, #"{"jsonrpc":"2.0","method":"exit"}"#), 1)
        let (other, outbox) = makeServer()
        initialize(other)
        send(other, #"{"jsonrpc":"2.0","id":2,"method":"shutdown"}"#)
        send(other, #"{"jsonrpc":"2.0","id":3,"method":"textDocument/hover","params":{}}"#)
        XCTAssertEqual(outbox.response(to: 3)?["error"]?["code"], .number(-32600))
        XCTAssertEqual(send(other, #"{"jsonrpc":"2.0","method":"exit"}"#), 0)
    }

    func testOpeningABadSpecPublishesItsFindingsInUTF16() {
        let (server, outbox) = makeServer()
        initialize(server)
        let uri = uniqueURI()
        // The unknown key comes after an emoji and CJK on its line.
        send(server, openMessage(uri, "version: 1\nnamespace: T\nalerts:\n  a:\n    title: \"写真😀\"\n    message: \"OK.\"\n    actions: [{ title: OK }]\n    bogus: 1\n"))
        settle(server)
        let published = outbox.published.last?["params"]
        XCTAssertEqual(published?["uri"], .string(uri))
        XCTAssertEqual(published?["version"], .number(1))
        guard case .array(let diagnostics) = published?["diagnostics"] else { return XCTFail("no diagnostics: \(outbox.all)") }
        let unknown = diagnostics.first { $0["code"] == .string("unknown-key") }
        XCTAssertEqual(unknown?["severity"], .number(1))
        XCTAssertEqual(unknown?["source"], .string("alertlint"))
        XCTAssertEqual(unknown?["range"]?["start"], .object(["line": .number(7), "character": .number(4)]))
        XCTAssertEqual(unknown?["codeDescription"]?["href"], .string("https://example.com/docs/format.md#format-errors"))
    }

    func testTheLatestChangeWins() {
        let (server, outbox) = makeServer(debounce: .milliseconds(50))
        initialize(server)
        let uri = uniqueURI()
        send(server, openMessage(uri, "version: 1\n"))
        settle(server)
        for version in 2...6 {
            send(server, changeMessage(uri, "version: \(version)\n", version: version))
        }
        send(server, changeMessage(uri, "version: 1\nnamespace: T\nalerts:\n  a:\n    title: T\n    message: M.\n    actions: [{ title: OK }]\n", version: 7))
        Thread.sleep(forTimeInterval: 0.2)
        settle(server)
        let versions = outbox.published.compactMap { $0["params"]?["version"] }
        // The open is linted at once; the burst of changes once, at its last version.
        XCTAssertEqual(versions, [.number(1), .number(7)])
        XCTAssertEqual(outbox.published.last?["params"]?["diagnostics"], .array([]))
    }

    /// The debounce is at most the configured one: after a lint of a few milliseconds, a
    /// change is linted long before a 10-second debounce would let it.
    func testTheDebounceFollowsHowLongALintTakes() {
        let (server, outbox) = makeServer(debounce: .seconds(10))
        initialize(server)
        let uri = uniqueURI()
        send(server, openMessage(uri, "version: 1\n"))
        settle(server)
        let sent = Date()
        send(server, changeMessage(uri, "version: 1\nnamespace: T\nalerts:\n  a:\n    title: T\n    message: M.\n    actions: [{ title: OK }]\n", version: 2))
        while outbox.published.count < 2, Date().timeIntervalSince(sent) < 8 { Thread.sleep(forTimeInterval: 0.01) }
        XCTAssertEqual(outbox.published.compactMap { $0["params"]?["version"] }, [.number(1), .number(2)])
        XCTAssertLessThan(Date().timeIntervalSince(sent), 8)
    }

    func testShorterIntervals() {
        XCTAssertEqual(LanguageServer.shorter(.milliseconds(150), than: 30_000_000), .nanoseconds(30_000_000))
        XCTAssertEqual(LanguageServer.shorter(.milliseconds(150), than: 300_000_000), .milliseconds(150))
        XCTAssertEqual(LanguageServer.shorter(.seconds(1), than: 2_000_000_000), .seconds(1))
        XCTAssertEqual(LanguageServer.shorter(.microseconds(10), than: 20_000), .microseconds(10))
        XCTAssertEqual(LanguageServer.shorter(.never, than: 5), .nanoseconds(5))
    }

    /// `$/logTrace` after each lint, only while the client asks for traces: how long it took,
    /// and with `verbose` how many definitions were linted and reused.
    func testLintsAreTracedWhenTheClientAsks() {
        let (server, outbox) = makeServer()
        initialize(server)
        let uri = uniqueURI()
        let path = URL(string: uri)!.path
        func spec(_ secondTitle: String) -> String {
            "version: 1\nnamespace: T\nalerts:\n" + ["First", secondTitle, "Third"].enumerated().map { index, title in
                "  a\(index):\n    title: \(title)\n    message: M.\n    actions: [{ title: OK }]\n"
            }.joined()
        }
        var traces: [JSONValue] { outbox.all.filter { $0["method"] == .string("$/logTrace") } }

        send(server, openMessage(uri, spec("Second")))
        settle(server)
        XCTAssertEqual(traces.count, 0, "traced before the client asked")

        send(server, #"{"jsonrpc":"2.0","method":"$/setTrace","params":{"value":"verbose"}}"#)
        send(server, changeMessage(uri, spec("Second one"), version: 2))
        settle(server)
        guard case .string(let message) = traces.last?["params"]?["message"] else { return XCTFail("no trace: \(outbox.all)") }
        XCTAssertTrue(message.hasPrefix("linted file:\(path) in "), message)
        XCTAssertTrue(message.hasSuffix(" ms"), message)
        XCTAssertEqual(traces.last?["params"]?["verbose"], .string("definitions: 1 linted, 2 reused; YAML: 1 reread, 0 read whole"))

        send(server, #"{"jsonrpc":"2.0","method":"$/setTrace","params":{"value":"messages"}}"#)
        send(server, changeMessage(uri, spec("Second two"), version: 3))
        settle(server)
        XCTAssertEqual(traces.count, 2)
        XCTAssertNil(traces.last?["params"]?["verbose"])

        send(server, #"{"jsonrpc":"2.0","method":"$/setTrace","params":{"value":"off"}}"#)
        send(server, changeMessage(uri, spec("Second three"), version: 4))
        settle(server)
        XCTAssertEqual(traces.count, 2, "traced after the client turned tracing off")
        XCTAssertEqual(outbox.published.last?["params"]?["version"], .number(4))
    }

    func testTheInitialTraceSettingIsInitializesAndAnUnknownOneIsOff() {
        for (setting, traced) in [("\"messages\"", true), ("\"loud\"", false)] {
            let (server, outbox) = makeServer()
            send(server, #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{},"trace":\#(setting)}}"#)
            send(server, #"{"jsonrpc":"2.0","method":"initialized","params":{}}"#)
            send(server, openMessage(uniqueURI(), "version: 1\n"))
            settle(server)
            XCTAssertEqual(outbox.all.contains { $0["method"] == .string("$/logTrace") }, traced, setting)
            XCTAssertEqual(outbox.published.count, 1, setting)
        }
    }

    func testOnlySpecFilesAreLinted() {
        let (server, outbox) = makeServer()
        initialize(server)
        let workflow = uniqueURI().replacingOccurrences(of: "t.alerts.yaml", with: "ci.yml")
        send(server, openMessage(workflow, "on: push\njobs: {}\n"))
        let spec = uniqueURI().replacingOccurrences(of: "t.alerts.yaml", with: "t.alerts.yml")
        send(server, openMessage(spec, "on: push\n"))
        settle(server)
        XCTAssertEqual(outbox.published.map { $0["params"]?["uri"] }, [.string(spec)])
    }

    func testCodeActionsAreTheFixItsOfFindingsInTheRange() {
        let (server, outbox) = makeServer()
        initialize(server)
        let uri = uniqueURI()
        // "Rename." ends in a period: button-title-punctuation, a safe fix-it.
        send(server, openMessage(uri, "version: 1\nnamespace: T\nalerts:\n  a:\n    title: Rename Photo?\n    message: Choose a name.\n    actions:\n      - title: Cancel\n        role: cancel\n      - title: \"😀 Rename.\"\n"))
        send(server, #"{"jsonrpc":"2.0","id":5,"method":"textDocument/codeAction","params":{"textDocument":{"uri":"\#(uri)"},"range":{"start":{"line":9,"character":0},"end":{"line":9,"character":30}},"context":{"diagnostics":[]}}}"#)
        settle(server)
        guard case .array(let actions) = outbox.response(to: 5)?["result"] else { return XCTFail("no actions: \(outbox.all)") }
        let fix = actions.first { $0["diagnostics"]?.arrayValue?.first?["code"] == .string("button-title-punctuation") }
        XCTAssertEqual(fix?["kind"], .string("quickfix"))
        XCTAssertEqual(fix?["isPreferred"], .bool(true))
        // The period after the emoji: UTF-16 character 25 on line 9 (the emoji is two units).
        XCTAssertEqual(fix?["edit"]?["changes"]?[uri], .array([.object([
            "newText": .string(""),
            "range": .object(["start": .object(["line": .number(9), "character": .number(25)]), "end": .object(["line": .number(9), "character": .number(26)])]),
        ])]))
    }

    func testClosingADocumentClearsItsDiagnostics() {
        let (server, outbox) = makeServer()
        initialize(server)
        let uri = uniqueURI()
        send(server, openMessage(uri, "version: 2\n"))
        settle(server)
        send(server, #"{"jsonrpc":"2.0","method":"textDocument/didClose","params":{"textDocument":{"uri":"\#(uri)"}}}"#)
        settle(server)
        XCTAssertEqual(outbox.published.last?["params"]?["diagnostics"], .array([]))
    }
}
