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
/// publishes it only if no newer lint of that unit (a workspace folder, or a document outside
/// every folder) was asked for since: the latest version wins, a lint overtaken while it
/// runs stops early, and typing never waits for a lint.
public final class LanguageServer: @unchecked Sendable {
    public struct Options: Sendable {
        public var linter: DocumentLinter
        /// The longest a document must go unchanged before it is linted again. The server
        /// waits half as long as the last lint of the document's folder took, at least
        /// `shortestDebounce`, at most this.
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
    }

    private let options: Options
    private let send: @Sendable (OutgoingMessage) -> Void
    private let log: @Sendable (String) -> Void
    /// Owns every variable below.
    private let queue = DispatchQueue(label: "alertlint.lsp.state")
    private let lintQueue = DispatchQueue(label: "alertlint.lsp.lint")
    private var phase = Phase.uninitialized
    private var documents: [String: OpenDocument] = [:]
    /// The folders `initialize` named, and which unit each document is linted in.
    private var workspace = Workspace(folders: [])
    /// Whether the client said it registers file watchers when asked.
    private var watchesFilesWhenAsked = false
    /// Whether the client said it expands snippets in completion items.
    private var expandsSnippets = false
    /// What the client asked to be traced (`initialize`'s `trace`, `$/setTrace`): with
    /// `messages`, each lint is reported by a `$/logTrace` saying how long it took; `verbose`
    /// adds how many definitions the lint ran the rules on and how many it reused.
    private var trace = TraceValue.off
    /// The latest lint of each unit; read by running lints (any thread) to stop early.
    private let generations = LintGenerations()
    /// Plans and per-file results kept between lints; used on `lintQueue` only.
    private let workspaceLinter: WorkspaceLinter
    /// Completion and key hovers read the format's schema, parsed once here rather than per
    /// request.
    private let completion: Completion
    /// Requests to be answered later (on `lintQueue`) and not answered yet: a
    /// `$/cancelRequest` answers one at once with RequestCancelled, and its late answer is
    /// dropped.
    private var pendingRequests = Set<RequestID>()
    /// How long each unit's last finished lint took, in nanoseconds: the debounce after a
    /// change is half of that (`debounce(after:)`). A fixed wait much longer than the lint
    /// only delays the answer (150 ms on a lint of 10 ms); a lint overtaken by a newer change
    /// is dropped or stops early, so a short wait costs little when typing goes on.
    private var lintDurations: [Workspace.Unit: UInt64] = [:]

    /// The least wait after a change: a burst of changes (a paste, several undo steps, an
    /// editor sending a few at once) is linted once.
    public static let shortestDebounce: UInt64 = 10_000_000
    /// What was last published for each open document, so a lint republishes a document it
    /// did not change only when its findings did (a cross-file finding came or went).
    private var published: [String: [LanguageServerProtocol.Diagnostic]] = [:]
    /// Open documents changed (or opened) since their findings were last published: they
    /// are published after the next lint of their unit even when their findings are equal.
    private var unpublished = Set<String>()
    /// Findings a unit's lint made in other files (a `.alertlint.yml`, string tables), by
    /// the unit's key, then the other file's URI. A file's published list is the union over
    /// the units that read it, so one unit's lint cannot clear another's.
    private var elsewhere: [String: [String: [LanguageServerProtocol.Diagnostic]]] = [:]

    /// `send` writes a message to the client; `log` tells a person (standard error).
    public init(options: Options, send: @escaping @Sendable (OutgoingMessage) -> Void, log: @escaping @Sendable (String) -> Void = { _ in }) {
        self.options = options
        self.send = send
        self.log = log
        workspaceLinter = WorkspaceLinter(linter: options.linter)
        completion = Completion(rules: options.linter.runner.rules)
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
        switch IncomingMessage.decodeAny(body) {
        case .success(.message(let decoded)):
            message = decoded
        case .success(.response(let response)):
            handleResponse(response)
            return nil
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
            guard let value = try handleRequest(message, id: id) else {
                pendingRequests.insert(id)
                return nil
            }
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
            // Lenient: a client's params it cannot read leave the server without a
            // workspace (every document linted alone), not unusable.
            let params = (try? message.decodeParams(InitializeParams.self)) ?? InitializeParams()
            workspace = Workspace(params)
            watchesFilesWhenAsked = params.watchesFilesWhenAsked
            expandsSnippets = params.expandsSnippets
            trace = TraceValue(setting: params.trace)
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
            case "initialized":
                registerFileWatchers()
            case "$/setTrace":
                trace = TraceValue(setting: try message.decodeParams(SetTraceParams.self).value)
            case "$/cancelRequest":
                let params = try message.decodeParams(CancelParams.self)
                // One already answered (or never asked) is left alone, as LSP says.
                guard pendingRequests.remove(params.id) != nil else { return }
                send(.response(id: params.id, result: .failure(ResponseError(code: .requestCancelled, message: "the request was cancelled"))))
            case "textDocument/didOpen":
                let params = try message.decodeParams(DidOpenTextDocumentParams.self)
                let document = params.textDocument
                documents[document.uri] = OpenDocument(path: DocumentURI.path(forURI: document.uri), text: Array(document.text.utf8), version: document.version)
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
                let path = DocumentURI.path(forURI: uri)
                if WorkspaceLinter.isConfigurationOrTable(path) { return filesChanged([(path, .changed)]) }
                guard var document = documents[uri] else { return }
                if let text = params.text { document.text = Array(text.utf8) }
                documents[uri] = document
                lint(uri: uri, after: nil)
            case "workspace/didChangeWatchedFiles":
                // Sent by clients that watch files for the server (registerFileWatchers):
                // specs, configurations or string tables changed on disk.
                let params = try message.decodeParams(DidChangeWatchedFilesParams.self)
                filesChanged(params.changes.map { (DocumentURI.path(forURI: $0.uri), WorkspaceLinter.FileChangeKind(rawValue: $0.type) ?? .changed) })
            case "workspace/didChangeWorkspaceFolders":
                let event = try message.decodeParams(DidChangeWorkspaceFoldersParams.self).event
                foldersChanged(added: event.added.map { DocumentURI.path(forURI: $0.uri) }, removed: event.removed.map { DocumentURI.path(forURI: $0.uri) })
            case "textDocument/didClose":
                let params = try message.decodeParams(DidCloseTextDocumentParams.self)
                let uri = params.textDocument.uri
                guard let closed = documents.removeValue(forKey: uri) else { return }
                published[uri] = nil
                unpublished.remove(uri)
                publish(PublishDiagnosticsParams(uri: uri, version: nil, diagnostics: []))
                guard isSpec(closed.path) else { return }
                // The unit's other open specs are linted with the file's saved text now,
                // which may add or remove findings that compare files.
                let unit = workspace.unit(of: closed.path)
                if openSpecs(in: unit).isEmpty {
                    _ = generations.next(for: unit)
                    updateElsewhere(from: unit.key, to: [:])
                    lintDurations[unit] = nil
                    let workspaceLinter = workspaceLinter
                    lintQueue.async { workspaceLinter.forget(unit) }
                } else {
                    lint(unit: unit, after: nil)
                }
            default:
                // The rest: nothing to do.
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
        completionProvider: CompletionOptions(triggerCharacters: Completion.triggerCharacters),
        workspace: ServerWorkspaceCapabilities(workspaceFolders: WorkspaceFoldersServerCapabilities(supported: true, changeNotifications: true))
    )

    /// Asks for a lint of the unit holding the document, now or once it has gone `delay`
    /// without a change.
    private func lint(uri: String, after delay: DispatchTimeInterval?) {
        // Clients start the server for every YAML file (few can select by file name); only
        // specs are linted, as a folder search would find them.
        guard let path = documents[uri]?.path, isSpec(path) else { return }
        unpublished.insert(uri)
        lint(unit: workspace.unit(of: path), after: delay)
    }

    /// Asks for a lint of `unit` with its open documents' text, now or after `delay`. Only
    /// the latest request's result is published: a debounced lint overtaken before it
    /// starts is dropped, and one overtaken while it runs stops at its next check.
    private func lint(unit: Workspace.Unit, after debounce: DispatchTimeInterval?) {
        let generation = generations.next(for: unit)
        let delay = debounce.map { debounce in lintDurations[unit].map { Self.shorter(debounce, than: max($0 / 2, Self.shortestDebounce)) } ?? debounce }
        let start: @Sendable () -> Void = { [self] in
            guard generations.isLatest(generation, of: unit) else { return }
            let open = openSpecs(in: unit)
            let texts = open.mapValues { (uri: $0.uri, text: $0.document.text) }
            let versions = Dictionary(uniqueKeysWithValues: open.values.map { ($0.uri, $0.document.version) })
            let (workspaceLinter, isCancelled) = (workspaceLinter, generations.cancellation(of: generation, in: unit))
            lintQueue.async { [self] in
                let (before, documentsBefore) = (workspaceLinter.definitionCounts(of: unit), workspaceLinter.documentCounts(of: unit))
                let started = DispatchTime.now().uptimeNanoseconds
                guard let byURI = workspaceLinter.diagnostics(of: unit, documents: texts, isCancelled: isCancelled) else { return }
                let took = DispatchTime.now().uptimeNanoseconds - started
                let (after, documentsAfter) = (workspaceLinter.definitionCounts(of: unit), workspaceLinter.documentCounts(of: unit))
                queue.async { [self] in
                    lintDurations[unit] = took
                    traceLint(
                        of: unit, took: took, linted: after.linted - before.linted, reused: after.reused - before.reused,
                        reread: documentsAfter.reread - documentsBefore.reread, readWhole: documentsAfter.read - documentsBefore.read
                    )
                    guard generations.isLatest(generation, of: unit) else { return }
                    publish(byURI, of: unit, versions: versions)
                }
            }
        }
        if let delay { queue.asyncAfter(deadline: .now() + delay, execute: start) } else { start() }
    }

    /// Reports a finished lint to a client that asked for traces: its unit and how long it
    /// took (reading the open documents, linting, converting the findings; not waiting or
    /// publishing), and with `verbose` how many definitions' rules ran and were reused, and
    /// how many open documents' YAML was reread around the edit or read whole.
    private func traceLint(of unit: Workspace.Unit, took nanoseconds: UInt64, linted: Int, reused: Int, reread: Int, readWhole: Int) {
        guard trace != .off else { return }
        let milliseconds = String(format: "%.3f", Double(nanoseconds) / 1_000_000)
        let verbose = trace == .verbose ? "definitions: \(linted) linted, \(reused) reused; YAML: \(reread) reread, \(readWhole) read whole" : nil
        guard let params = try? encode(LogTraceParams(message: "linted \(unit.key) in \(milliseconds) ms", verbose: verbose)) else { return }
        send(.notification(method: "$/logTrace", params: params))
    }

    /// `interval`, or `nanoseconds` when that is shorter.
    public static func shorter(_ interval: DispatchTimeInterval, than nanoseconds: UInt64) -> DispatchTimeInterval {
        let length: UInt64? = switch interval {
        case .seconds(let seconds): UInt64(max(seconds, 0)) * 1_000_000_000
        case .milliseconds(let milliseconds): UInt64(max(milliseconds, 0)) * 1_000_000
        case .microseconds(let microseconds): UInt64(max(microseconds, 0)) * 1_000
        case .nanoseconds(let nanoseconds): UInt64(max(nanoseconds, 0))
        default: nil
        }
        guard let length, length <= nanoseconds else { return .nanoseconds(Int(clamping: nanoseconds)) }
        return interval
    }

    /// The open specs linted in `unit`, by path.
    private func openSpecs(in unit: Workspace.Unit) -> [String: (uri: String, document: OpenDocument)] {
        var found: [String: (uri: String, document: OpenDocument)] = [:]
        for (uri, document) in documents where isSpec(document.path) && workspace.unit(of: document.path) == unit {
            found[document.path] = (uri, document)
        }
        return found
    }

    /// Publishes a unit's lint: each open document whose findings changed (or whose text
    /// did since its last publication), then the findings in other files: configurations,
    /// string tables and the unit's specs that are not open (decision 0054).
    private func publish(_ byURI: [String: [LanguageServerProtocol.Diagnostic]], of unit: Workspace.Unit, versions: [String: Int?]) {
        var others: [String: [LanguageServerProtocol.Diagnostic]] = [:]
        for (uri, diagnostics) in byURI.sorted(by: { $0.key < $1.key }) {
            guard let version = versions[uri] else {
                // A spec in a nested folder is published by its own (innermost) folder's
                // lint, not also by the outer folder's search that found it.
                let path = DocumentURI.path(forURI: uri)
                if isSpec(path), workspace.unit(of: path) != unit { continue }
                others[uri] = diagnostics
                continue
            }
            guard unpublished.contains(uri) || published[uri] != diagnostics else { continue }
            unpublished.remove(uri)
            published[uri] = diagnostics
            publish(PublishDiagnosticsParams(uri: uri, version: version, diagnostics: diagnostics))
        }
        updateElsewhere(from: unit.key, to: others)
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

    /// Files changed on disk: the workspace linter forgets what they make stale (before any
    /// lint that follows, both being on `lintQueue`), and every unit with an open spec is
    /// linted again. A configuration is read from disk, as the CLI reads it, so its unsaved
    /// edits do not count.
    private func filesChanged(_ changes: [(path: String, kind: WorkspaceLinter.FileChangeKind)]) {
        let workspaceLinter = workspaceLinter
        lintQueue.async { workspaceLinter.filesChanged(changes) }
        let units = Set(documents.values.filter { isSpec($0.path) }.map { workspace.unit(of: $0.path) })
        for unit in units.sorted() { lint(unit: unit, after: nil) }
    }

    /// Folders added to or removed from the workspace: each open spec whose unit changed is
    /// linted in its new unit, and so is the unit it left if that one remains (its lint no
    /// longer holds the spec's text); a unit no open spec belongs to any more stops: its
    /// lint is dropped, its findings in other files cleared and its plan and results
    /// forgotten.
    private func foldersChanged(added: [String], removed: [String]) {
        let before = workspace
        workspace = before.changing(added: added, removed: removed)
        let specs = documents.values.map(\.path).filter(isSpec)
        let remaining = Set(specs.map(workspace.unit(of:)))
        var relint = Set<Workspace.Unit>()
        for path in specs where before.unit(of: path) != workspace.unit(of: path) {
            relint.insert(workspace.unit(of: path))
            if remaining.contains(before.unit(of: path)) { relint.insert(before.unit(of: path)) }
        }
        let workspaceLinter = workspaceLinter
        for unit in Set(specs.map(before.unit(of:))).subtracting(remaining).sorted() {
            _ = generations.next(for: unit)
            updateElsewhere(from: unit.key, to: [:])
            lintQueue.async { workspaceLinter.forget(unit) }
        }
        for unit in relint.sorted() { lint(unit: unit, after: nil) }
    }

    /// Asks a client that can (`workspace.didChangeWatchedFiles.dynamicRegistration`) to
    /// report changes to specs, configurations and string tables, so the workspace's lint
    /// sees files edited outside the editor, created and deleted.
    private func registerFileWatchers() {
        guard watchesFilesWhenAsked else { return }
        let globs = SpecFileDiscovery.specSuffixes.map { "**/*\($0)" } + ["**/\(Configuration.fileName)"]
            + WorkspaceLinter.watchedTableSuffixes.map { "**/*\($0)" }
        let registration = Registration(
            id: Self.watchRegistrationID,
            method: "workspace/didChangeWatchedFiles",
            registerOptions: DidChangeWatchedFilesRegistrationOptions(watchers: globs.map(FileSystemWatcher.init(globPattern:)))
        )
        do throws(ResponseError) {
            send(.request(id: .string(Self.watchRegistrationID), method: "client/registerCapability", params: try encode(RegistrationParams(registrations: [registration]))))
        } catch {
            log("cannot encode the file watcher registration: \(error.message)")
        }
    }

    /// The id of the server's one request, and of the registration it asks for.
    static let watchRegistrationID = "alertlint-watched-files"

    /// The client's answer to the server's own request: nothing to do when it agreed; when it
    /// refused, files changed outside the editor go unseen until a document is saved.
    private func handleResponse(_ response: IncomingResponse) {
        guard let error = response.error else { return }
        log("the client refused \(response.id == .string(Self.watchRegistrationID) ? "to watch files" : "a request"): \(error.message)")
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
        let result: @Sendable ([LanguageServerProtocol.Diagnostic]) -> Result<JSONValue, ResponseError> = { diagnostics in
            Result { () throws(ResponseError) -> JSONValue in try encode(FullDocumentDiagnosticReport(items: diagnostics)) }
        }
        guard isSpec(document.path) else {
            // Linted as it is asked, like a named file, though the server publishes nothing
            // for it.
            let (path, text, linter) = (document.path, document.text, options.linter)
            lintQueue.async { [self] in answer(id, result(linter.diagnostics(uri: uri, path: path, text: text))) }
            return
        }
        let unit = workspace.unit(of: document.path)
        let texts = openSpecs(in: unit).mapValues { (uri: $0.uri, text: $0.document.text) }
        let workspaceLinter = workspaceLinter
        lintQueue.async { [self] in
            answer(id, result(workspaceLinter.diagnostics(of: unit, documents: texts)?[uri] ?? []))
        }
    }

    /// Sends the answer to a request handled on `lintQueue`, unless it was cancelled
    /// meanwhile (then RequestCancelled was its answer). Call from any queue.
    private func answer(_ id: RequestID, _ result: Result<JSONValue, ResponseError>) {
        queue.async { [self] in
            guard pendingRequests.remove(id) != nil else { return }
            send(.response(id: id, result: result))
        }
    }

    /// The lint of the unit holding the open spec `path`, with every open document's current
    /// text: the report its published findings come from (or will, once a pending lint
    /// publishes). Call on `lintQueue`: the workspace linter returns its last report when
    /// nothing changed since, and lints only what did otherwise.
    private func unitReport(of path: String) -> @Sendable () -> LintReport? {
        let unit = workspace.unit(of: path)
        let contents = openSpecs(in: unit).mapValues(\.document.text)
        let workspaceLinter = workspaceLinter
        return { workspaceLinter.report(of: unit, contents: contents) }
    }

    /// Answers `textDocument/codeAction` with the quick fixes of the findings in `range`:
    /// the findings of the document's current text in its unit's lint, those published.
    private func codeActions(uri: String, range: LanguageServerProtocol.Range, only: [String]?, id: RequestID) {
        guard let document = documents[uri] else { return }
        // `only` names kinds and their parents ("source" covers "source.fixAll.alertlint").
        let wanted: @Sendable (String) -> Bool = { kind in only.map { $0.contains { kind == $0 || kind.hasPrefix($0 + ".") } } ?? true }
        let (path, text, linter) = (document.path, document.text, options.linter)
        let report = unitReport(of: path)
        lintQueue.async { [self] in
            var actions: [CodeAction] = []
            if isSpec(path), wanted("quickfix"), let report = report() { actions += linter.quickFixes(in: report, uri: uri, path: path, range: range) }
            if isSpec(path), wanted(DocumentLinter.fixAllKind), let fixAll = linter.fixAll(uri: uri, path: path, text: text) { actions.append(fixAll) }
            let result = Result<JSONValue, ResponseError> { () throws(ResponseError) -> JSONValue in try encode(actions) }
            answer(id, result)
        }
    }

    /// Answers `textDocument/hover`: in a spec, a parameter's type or a key's reference, then
    /// the pages of the rules whose findings (those published: the document's current text
    /// in its unit's lint) are under the cursor; in a `.alertlint.yml`, a setting's, rule's
    /// or option's documentation; null elsewhere.
    private func hover(uri: String, position: Position, id: RequestID) {
        guard let document = documents[uri] else { return }
        let (path, text, linter) = (document.path, document.text, options.linter)
        let report = unitReport(of: path)
        lintQueue.async { [self] in
            // A parameter's or placeholder's type, or a key's reference; then the pages of
            // the findings there.
            let findings = isSpec(path) ? report().flatMap { linter.hover(in: $0, path: path, position: position) } : nil
            let hover = isSpec(path) ? Self.combined(parameterHover(path: path, text: text, position: position) ?? keyHover(path: path, text: text, position: position), findings)
                : isConfiguration(path) ? configurationKeyHover(path: path, text: text, position: position) : nil
            let result = Result<JSONValue, ResponseError> { () throws(ResponseError) -> JSONValue in
                guard let hover else { return .null }
                return try encode(hover)
            }
            answer(id, result)
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
        return KeyReference.hover(at: offset, in: file, schema: completion.schema).map {
            Hover(contents: MarkupContent(kind: "markdown", value: $0.markdown), range: UTF16Positions.range(of: $0.range, in: file))
        }
    }

    private func configurationKeyHover(path: String, text: [UInt8], position: Position) -> Hover? {
        let file = SourceFile(path: path, bytes: text)
        let offset = file.lines.offset(of: UTF16Positions.location(of: position, in: file), in: file.bytes)
        return KeyReference.configurationHover(at: offset, in: file, rules: options.linter.runner.rules).map {
            Hover(contents: MarkupContent(kind: "markdown", value: $0.markdown), range: UTF16Positions.range(of: $0.range, in: file))
        }
    }

    /// Answers `textDocument/completion` at `position` of the document's current text: a
    /// spec's keys, values, parameters, flow references and suppressed rules; a
    /// `.alertlint.yml`'s settings and rules (`Completion`). Other files get none.
    private func complete(uri: String, position: Position, id: RequestID) {
        guard let document = documents[uri] else { return }
        let (path, text, snippets) = (document.path, document.text, expandsSnippets)
        lintQueue.async { [self] in
            let file = SourceFile(path: path, bytes: text)
            let offset = file.lines.offset(of: UTF16Positions.location(of: position, in: file), in: file.bytes)
            let items = isSpec(path) ? completion.specItems(at: offset, in: file, snippets: snippets) : isConfiguration(path) ? completion.configurationItems(at: offset, in: file) : []
            let result = Result<JSONValue, ResponseError> { () throws(ResponseError) -> JSONValue in try encode(CompletionList(items: items)) }
            answer(id, result)
        }
    }

    /// Answers `textDocument/documentSymbol` with the outline of the document's current text.
    private func outline(uri: String, id: RequestID) {
        guard let document = documents[uri] else { return }
        let (path, text) = (document.path, document.text)
        lintQueue.async { [self] in
            let symbols = isSpec(path) ? DocumentOutline.symbols(in: SourceFile(path: path, bytes: text)) : []
            let result = Result<JSONValue, ResponseError> { () throws(ResponseError) -> JSONValue in try encode(symbols) }
            answer(id, result)
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
            answer(id, result)
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
            answer(id, result)
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
            answer(id, result)
        }
    }

    private func publish(_ params: PublishDiagnosticsParams) {
        send(.writableNotification(method: "textDocument/publishDiagnostics", params: params))
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
