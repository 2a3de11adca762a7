import AlertDiagnostics
import AlertLint
import Dispatch
import Foundation
import LanguageServerProtocol

/// The alertlint language server: answers one client's messages, keeps its open documents
/// and publishes each one's findings.
///
/// All state lives on one serial queue, so no two messages or lint results ever touch it at
/// once. Linting runs on a second serial queue and hands its result back to the first, which
/// publishes it only if no newer lint of that document was asked for since: the latest
/// version wins, and typing never waits for a lint.
public final class LanguageServer: @unchecked Sendable {
    public struct Options: Sendable {
        public var linter: DocumentLinter
        /// How long a document must go unchanged before it is linted again.
        public var debounce: DispatchTimeInterval
        /// alertlint's version, told to the client in `initialize`'s answer.
        public var version: String?

        public init(linter: DocumentLinter, debounce: DispatchTimeInterval = .milliseconds(150), version: String? = nil) {
            self.linter = linter
            self.debounce = debounce
            self.version = version
        }
    }

    private enum Phase {
        case uninitialized
        case running
        case shutDown
    }

    /// What the server knows of a document the client has open.
    private struct OpenDocument {
        var path: String
        var text: [UInt8]
        var version: Int?
        /// The lint asked for last; a result from an earlier one is stale.
        var generation: Int
    }

    private let options: Options
    private let send: @Sendable (OutgoingMessage) -> Void
    private let log: @Sendable (String) -> Void
    /// Owns every variable below.
    private let queue = DispatchQueue(label: "alertlint.lsp.state")
    private let lintQueue = DispatchQueue(label: "alertlint.lsp.lint")
    private var phase = Phase.uninitialized
    private var documents: [String: OpenDocument] = [:]
    /// Counts every lint asked for, across documents, so a generation is never reused even
    /// when a document is closed and opened again.
    private var lastGeneration = 0
    /// Findings the lint of an open spec made in other files (its `.alertlint.yml`, string
    /// tables), by the spec's URI, then the other file's. A file's published list is the
    /// union over the specs that read it, so one spec's lint cannot clear another's.
    private var elsewhere: [String: [String: [LanguageServerProtocol.Diagnostic]]] = [:]

    /// `send` writes a message to the client; `log` tells a person (standard error).
    public init(options: Options, send: @escaping @Sendable (OutgoingMessage) -> Void, log: @escaping @Sendable (String) -> Void = { _ in }) {
        self.options = options
        self.send = send
        self.log = log
    }

    /// Handles one message body. Returns the process's exit status once the message was
    /// `exit`: 0 after `shutdown`, 1 without it, as LSP asks.
    public func receive(_ body: [UInt8]) -> Int32? {
        queue.sync { handle(body) }
    }

    /// Runs `work` after everything already asked of the server, lints included: for tests
    /// that wait for the server to settle.
    public func afterPendingWork(_ work: @escaping @Sendable () -> Void) {
        queue.async { [self] in
            lintQueue.async { [self] in
                queue.async { work() }
            }
        }
    }

    // MARK: - Dispatch (on `queue`)

    private func handle(_ body: [UInt8]) -> Int32? {
        let message: IncomingMessage
        switch IncomingMessage.decode(body) {
        case .success(let decoded):
            message = decoded
        case .failure(let failure):
            send(.response(id: failure.id, result: .failure(failure.error)))
            return nil
        }
        if message.method == "exit" { return phase == .shutDown ? 0 : 1 }
        guard let id = message.id else {
            handleNotification(message)
            return nil
        }
        let result: Result<JSONValue, ResponseError>
        do throws(ResponseError) {
            guard let value = try handleRequest(message, id: id) else { return nil }
            result = .success(value)
        } catch {
            result = .failure(error)
        }
        send(.response(id: id, result: result))
        return nil
    }

    /// The result of a request, or nil when the response is sent later (by a lint).
    private func handleRequest(_ message: IncomingMessage, id: RequestID) throws(ResponseError) -> JSONValue? {
        switch phase {
        case .uninitialized where message.method != "initialize":
            throw ResponseError(code: .serverNotInitialized, message: "\(message.method) before initialize")
        case .shutDown:
            throw ResponseError(code: .invalidRequest, message: "\(message.method) after shutdown; only exit is accepted")
        default:
            break
        }
        switch message.method {
        case "initialize":
            guard phase == .uninitialized else { throw ResponseError(code: .invalidRequest, message: "initialize was already received") }
            phase = .running
            return try encode(InitializeResult(capabilities: Self.capabilities, serverInfo: ServerInfo(name: "alertlint", version: options.version)))
        case "shutdown":
            phase = .shutDown
            return .null
        case "textDocument/diagnostic":
            let uri = try openDocumentURI(of: message)
            pullDiagnostics(uri: uri, id: id)
            return nil
        case "textDocument/hover":
            let uri = try openDocumentURI(of: message)
            let position = try message.decodeParams(TextDocumentPositionParams.self).position ?? Position(line: 0, character: 0)
            hover(uri: uri, position: position, id: id)
            return nil
        case "textDocument/definition":
            let uri = try openDocumentURI(of: message)
            let position = try message.decodeParams(TextDocumentPositionParams.self).position ?? Position(line: 0, character: 0)
            definition(uri: uri, position: position, id: id)
            return nil
        case "textDocument/references":
            let uri = try openDocumentURI(of: message)
            let params = try message.decodeParams(ReferenceParams.self)
            references(uri: uri, position: params.position, includeDeclaration: params.context.includeDeclaration, id: id)
            return nil
        case "textDocument/rename":
            let uri = try openDocumentURI(of: message)
            let params = try message.decodeParams(RenameParams.self)
            guard Navigation.isParameterName(params.newName) else {
                throw ResponseError(code: .invalidParams, message: "'\(params.newName)' cannot name a parameter: use ASCII letters, digits and _, not starting with a digit")
            }
            rename(uri: uri, position: params.position, newName: params.newName, id: id)
            return nil
        case "textDocument/documentSymbol":
            let uri = try openDocumentURI(of: message)
            outline(uri: uri, id: id)
            return nil
        case "textDocument/completion":
            let uri = try openDocumentURI(of: message)
            let position = try message.decodeParams(TextDocumentPositionParams.self).position ?? Position(line: 0, character: 0)
            complete(uri: uri, position: position, id: id)
            return nil
        case "textDocument/codeAction":
            let uri = try openDocumentURI(of: message)
            let params = try message.decodeParams(CodeActionParams.self)
            codeActions(uri: uri, range: params.range, only: params.context.only, id: id)
            return nil
        case let method where method.hasPrefix("textDocument/"):
            // A request about a document the server does not have is the client's mistake,
            // whatever it asks; one about an open document asks for what is not built yet.
            _ = try openDocumentURI(of: message)
            throw ResponseError(code: .methodNotFound, message: "\(method) is not supported")
        default:
            throw ResponseError(code: .methodNotFound, message: "\(message.method) is not supported")
        }
    }

    private func handleNotification(_ message: IncomingMessage) {
        // Before initialize, notifications are dropped (LSP); after shutdown, nothing changes.
        guard phase == .running else { return }
        do throws(ResponseError) {
            switch message.method {
            case "textDocument/didOpen":
                let params = try message.decodeParams(DidOpenTextDocumentParams.self)
                let document = params.textDocument
                documents[document.uri] = OpenDocument(path: DocumentURI.path(forURI: document.uri), text: Array(document.text.utf8), version: document.version, generation: 0)
                lint(uri: document.uri, after: nil)
            case "textDocument/didChange":
                let params = try message.decodeParams(DidChangeTextDocumentParams.self)
                let uri = params.textDocument.uri
                guard var document = documents[uri] else {
                    log("didChange for \(uri), which is not open; ignored")
                    return
                }
                // Full sync: the last change holds the whole text.
                guard let change = params.contentChanges.last else { return }
                guard change.range == nil else {
                    log("didChange for \(uri) sent a range, but the server asked for full text; ignored")
                    return
                }
                document.text = Array(change.text.utf8)
                document.version = params.textDocument.version
                documents[uri] = document
                lint(uri: uri, after: options.debounce)
            case "textDocument/didSave":
                let params = try message.decodeParams(DidSaveTextDocumentParams.self)
                let uri = params.textDocument.uri
                if isConfiguration(DocumentURI.path(forURI: uri)) { return relintOpenSpecs() }
                guard var document = documents[uri] else { return }
                if let text = params.text { document.text = Array(text.utf8) }
                documents[uri] = document
                lint(uri: uri, after: nil)
            case "workspace/didChangeWatchedFiles":
                // Sent by clients that watch files for the server: the configuration may
                // have changed on disk.
                let params = try message.decodeParams(DidChangeWatchedFilesParams.self)
                if params.changes.contains(where: { isConfiguration(DocumentURI.path(forURI: $0.uri)) }) { relintOpenSpecs() }
            case "textDocument/didClose":
                let params = try message.decodeParams(DidCloseTextDocumentParams.self)
                let uri = params.textDocument.uri
                guard documents.removeValue(forKey: uri) != nil else { return }
                publish(PublishDiagnosticsParams(uri: uri, version: nil, diagnostics: []))
                updateElsewhere(from: uri, to: [:])
            default:
                // initialized, $/setTrace and the rest: nothing to do. $/cancelRequest too:
                // every request is answered, a cancelled one included (LSP allows it); a
                // lint in progress is not interrupted.
                break
            }
        } catch {
            log("\(message.method): \(error.message)")
        }
    }

    // MARK: - Linting

    static let capabilities = ServerCapabilities(
        textDocumentSync: TextDocumentSyncOptions(openClose: true, change: .full, save: SaveOptions(includeText: true)),
        codeActionProvider: CodeActionOptions(codeActionKinds: ["quickfix", DocumentLinter.fixAllKind]),
        hoverProvider: true,
        documentSymbolProvider: true,
        definitionProvider: true,
        referencesProvider: true,
        renameProvider: true,
        completionProvider: CompletionOptions(triggerCharacters: Completion.triggerCharacters)
    )

    /// Asks for a lint of the document, now or once it has gone `delay` without a change.
    /// Only the latest request's result is published.
    private func lint(uri: String, after delay: DispatchTimeInterval?) {
        // Clients start the server for every YAML file (few can select by file name); only
        // specs are linted, as a folder search would find them.
        guard let path = documents[uri]?.path, isSpec(path) else { return }
        lastGeneration += 1
        let generation = lastGeneration
        documents[uri]?.generation = generation
        let start: @Sendable () -> Void = { [self] in
            guard let document = documents[uri], document.generation == generation else { return }
            let (path, text, version, linter) = (document.path, document.text, document.version, options.linter)
            lintQueue.async { [self] in
                let byURI = linter.diagnosticsByURI(uri: uri, path: path, text: text)
                let own = byURI[uri] ?? []
                let others = byURI.filter { $0.key != uri }
                queue.async { [self] in
                    guard documents[uri]?.generation == generation else { return }
                    publish(PublishDiagnosticsParams(uri: uri, version: version, diagnostics: own))
                    updateElsewhere(from: uri, to: others)
                }
            }
        }
        if let delay { queue.asyncAfter(deadline: .now() + delay, execute: start) } else { start() }
    }

    /// Records what the lint of `source` found in other files, and publishes every other
    /// file whose findings changed.
    private func updateElsewhere(from source: String, to found: [String: [LanguageServerProtocol.Diagnostic]]) {
        let before = elsewhere[source] ?? [:]
        elsewhere[source] = found.isEmpty ? nil : found
        for other in Set(before.keys).union(found.keys).sorted() where before[other] != found[other] {
            // An open spec publishes its own findings.
            if let document = documents[other], isSpec(document.path) { continue }
            var merged: [LanguageServerProtocol.Diagnostic] = []
            for spec in elsewhere.keys.sorted() {
                for diagnostic in elsewhere[spec]?[other] ?? [] where !merged.contains(diagnostic) { merged.append(diagnostic) }
            }
            publish(PublishDiagnosticsParams(uri: other, version: nil, diagnostics: merged))
        }
    }

    /// Lints every open spec again: a `.alertlint.yml` was saved, and the configuration is
    /// read from disk (as the CLI reads it), so its unsaved edits do not count.
    private func relintOpenSpecs() {
        for uri in documents.keys.sorted() { lint(uri: uri, after: nil) }
    }

    private func isConfiguration(_ path: String) -> Bool {
        (path as NSString).lastPathComponent == Configuration.fileName
    }

    private func isSpec(_ path: String) -> Bool {
        SpecFileDiscovery.isSpecFileName((path as NSString).lastPathComponent)
    }

    /// Answers `textDocument/diagnostic` (LSP 3.17's pull model) with the document's current
    /// findings. Not advertised, so clients that take pushed diagnostics do not get both;
    /// scripts and tests may ask.
    private func pullDiagnostics(uri: String, id: RequestID) {
        guard let document = documents[uri] else { return }
        let (path, text, linter) = (document.path, document.text, options.linter)
        lintQueue.async { [self] in
            let diagnostics = linter.diagnostics(uri: uri, path: path, text: text)
            let result = Result<JSONValue, ResponseError> { () throws(ResponseError) -> JSONValue in
                try encode(FullDocumentDiagnosticReport(items: diagnostics))
            }
            send(.response(id: id, result: result))
        }
    }

    /// Answers `textDocument/codeAction` with the quick fixes of the findings in `range`,
    /// computed on the document's current text (never a stale lint's).
    private func codeActions(uri: String, range: LanguageServerProtocol.Range, only: [String]?, id: RequestID) {
        guard let document = documents[uri] else { return }
        // `only` names kinds and their parents ("source" covers "source.fixAll.alertlint").
        let wanted: @Sendable (String) -> Bool = { kind in only.map { $0.contains { kind == $0 || kind.hasPrefix($0 + ".") } } ?? true }
        let (path, text, linter) = (document.path, document.text, options.linter)
        lintQueue.async { [self] in
            var actions: [CodeAction] = []
            if isSpec(path), wanted("quickfix") { actions += linter.quickFixes(uri: uri, path: path, text: text, range: range) }
            if isSpec(path), wanted(DocumentLinter.fixAllKind), let fixAll = linter.fixAll(uri: uri, path: path, text: text) { actions.append(fixAll) }
            let result = Result<JSONValue, ResponseError> { () throws(ResponseError) -> JSONValue in try encode(actions) }
            send(.response(id: id, result: result))
        }
    }

    /// Answers `textDocument/hover`: the pages of the rules whose findings are under the
    /// cursor, computed on the document's current text; null elsewhere.
    private func hover(uri: String, position: Position, id: RequestID) {
        guard let document = documents[uri] else { return }
        let (path, text, linter) = (document.path, document.text, options.linter)
        lintQueue.async { [self] in
            // A parameter's or placeholder's type, or a key's reference; then the pages of
            // the findings there.
            let hover = isSpec(path) ? Self.combined(parameterHover(path: path, text: text, position: position) ?? keyHover(path: path, text: text, position: position), linter.hover(path: path, text: text, position: position)) : nil
            let result = Result<JSONValue, ResponseError> { () throws(ResponseError) -> JSONValue in
                guard let hover else { return .null }
                return try encode(hover)
            }
            send(.response(id: id, result: result))
        }
    }

    private static func combined(_ first: Hover?, _ second: Hover?) -> Hover? {
        guard let first, let second else { return first ?? second }
        return Hover(contents: MarkupContent(kind: "markdown", value: first.contents.value + "\n\n---\n\n" + second.contents.value), range: second.range)
    }

    private func parameterHover(path: String, text: [UInt8], position: Position) -> Hover? {
        let file = SourceFile(path: path, bytes: text)
        let offset = file.lines.offset(of: UTF16Positions.location(of: position, in: file), in: file.bytes)
        return Navigation.parameterDescription(at: offset, in: file).map { Hover(contents: MarkupContent(kind: "markdown", value: $0), range: nil) }
    }

    private func keyHover(path: String, text: [UInt8], position: Position) -> Hover? {
        let file = SourceFile(path: path, bytes: text)
        let offset = file.lines.offset(of: UTF16Positions.location(of: position, in: file), in: file.bytes)
        return KeyReference.hover(at: offset, in: file, schema: FormatSchema()).map {
            Hover(contents: MarkupContent(kind: "markdown", value: $0.markdown), range: UTF16Positions.range(of: $0.range, in: file))
        }
    }

    /// Answers `textDocument/completion` at `position` of the document's current text: a
    /// spec's keys, values, parameters, flow references and suppressed rules; a
    /// `.alertlint.yml`'s settings and rules (`Completion`). Other files get none.
    private func complete(uri: String, position: Position, id: RequestID) {
        guard let document = documents[uri] else { return }
        let (path, text) = (document.path, document.text)
        lintQueue.async { [self] in
            let file = SourceFile(path: path, bytes: text)
            let offset = file.lines.offset(of: UTF16Positions.location(of: position, in: file), in: file.bytes)
            let completion = Completion(rules: options.linter.runner.rules)
            let items = isSpec(path) ? completion.specItems(at: offset, in: file) : isConfiguration(path) ? completion.configurationItems(at: offset, in: file) : []
            let result = Result<JSONValue, ResponseError> { () throws(ResponseError) -> JSONValue in try encode(CompletionList(items: items)) }
            send(.response(id: id, result: result))
        }
    }

    /// Answers `textDocument/documentSymbol` with the outline of the document's current text.
    private func outline(uri: String, id: RequestID) {
        guard let document = documents[uri] else { return }
        let (path, text) = (document.path, document.text)
        lintQueue.async { [self] in
            let symbols = isSpec(path) ? DocumentOutline.symbols(in: SourceFile(path: path, bytes: text)) : []
            let result = Result<JSONValue, ResponseError> { () throws(ResponseError) -> JSONValue in try encode(symbols) }
            send(.response(id: id, result: result))
        }
    }

    /// Answers `textDocument/definition` in the document's current text: the parameter a
    /// placeholder names, the definition a flow names; null elsewhere.
    private func definition(uri: String, position: Position, id: RequestID) {
        guard let document = documents[uri] else { return }
        let (path, text) = (document.path, document.text)
        lintQueue.async { [self] in
            let file = SourceFile(path: path, bytes: text)
            let offset = file.lines.offset(of: UTF16Positions.location(of: position, in: file), in: file.bytes)
            let target = isSpec(path) ? Navigation.definition(at: offset, in: file) : nil
            let result = Result<JSONValue, ResponseError> { () throws(ResponseError) -> JSONValue in
                guard let target else { return .null }
                return try encode(Location(uri: uri, range: UTF16Positions.range(of: target, in: file)))
            }
            send(.response(id: id, result: result))
        }
    }

    /// Answers `textDocument/references`: a parameter's placeholders, a definition's flow
    /// references, in the document's current text.
    private func references(uri: String, position: Position, includeDeclaration: Bool, id: RequestID) {
        guard let document = documents[uri] else { return }
        let (path, text) = (document.path, document.text)
        lintQueue.async { [self] in
            let file = SourceFile(path: path, bytes: text)
            let offset = file.lines.offset(of: UTF16Positions.location(of: position, in: file), in: file.bytes)
            let ranges = isSpec(path) ? Navigation.references(at: offset, in: file, includeDeclaration: includeDeclaration) : []
            let locations = ranges.map { Location(uri: uri, range: UTF16Positions.range(of: $0, in: file)) }
            let result = Result<JSONValue, ResponseError> { () throws(ResponseError) -> JSONValue in try encode(locations) }
            send(.response(id: id, result: result))
        }
    }

    /// Answers `textDocument/rename` for a parameter: its declaration and every placeholder
    /// of its definition; null where there is no parameter.
    private func rename(uri: String, position: Position, newName: String, id: RequestID) {
        guard let document = documents[uri] else { return }
        let (path, text) = (document.path, document.text)
        lintQueue.async { [self] in
            let file = SourceFile(path: path, bytes: text)
            let offset = file.lines.offset(of: UTF16Positions.location(of: position, in: file), in: file.bytes)
            let ranges = isSpec(path) ? Navigation.renameParameter(at: offset, in: file, to: newName) : nil
            let result = Result<JSONValue, ResponseError> { () throws(ResponseError) -> JSONValue in
                guard let ranges else { return .null }
                let edits = ranges.map { LanguageServerProtocol.TextEdit(range: UTF16Positions.range(of: $0, in: file), newText: newName) }
                return try encode(WorkspaceEdit(changes: [uri: edits]))
            }
            send(.response(id: id, result: result))
        }
    }

    private func publish(_ params: PublishDiagnosticsParams) {
        do throws(ResponseError) {
            send(.notification(method: "textDocument/publishDiagnostics", params: try encode(params)))
        } catch {
            log("cannot encode diagnostics: \(error.message)")
        }
    }

    /// The `textDocument.uri` of a request, which must name an open document.
    private func openDocumentURI(of message: IncomingMessage) throws(ResponseError) -> String {
        let params = try message.decodeParams(TextDocumentPositionParams.self)
        let uri = params.textDocument.uri
        guard documents[uri] != nil else {
            throw ResponseError(code: .invalidParams, message: "\(uri) is not an open document (send textDocument/didOpen first)")
        }
        return uri
    }
}

/// The result of `textDocument/diagnostic`.
struct FullDocumentDiagnosticReport: Codable, Sendable {
    var kind = "full"
    var items: [LanguageServerProtocol.Diagnostic]
}

private func encode(_ value: some Encodable) throws(ResponseError) -> JSONValue {
    do {
        return try JSONValue(encoding: value)
    } catch {
        throw ResponseError(code: .internalError, message: "cannot encode the result: \(error)")
    }
}
