// The LSP 3.17 structures the server uses, named and shaped as the specification names
// them, so they encode to the JSON clients expect. Optional fields left `nil` are omitted.

/// A position in a document: 0-based line, and character offset in UTF-16 code units (the
/// encoding LSP uses unless a client negotiates another).
public struct Position: Hashable, Sendable, Codable, Comparable {
    public var line: Int
    public var character: Int

    public init(line: Int, character: Int) {
        self.line = line
        self.character = character
    }

    public static func < (lhs: Self, rhs: Self) -> Bool { (lhs.line, lhs.character) < (rhs.line, rhs.character) }
}

public struct Range: Hashable, Sendable, Codable {
    public var start: Position
    public var end: Position

    public init(start: Position, end: Position) {
        self.start = start
        self.end = end
    }
}

public struct Location: Hashable, Sendable, Codable {
    public var uri: String
    public var range: Range

    public init(uri: String, range: Range) {
        self.uri = uri
        self.range = range
    }
}

public enum DiagnosticSeverity: Int, Hashable, Sendable, Codable {
    case error = 1
    case warning = 2
    case information = 3
    case hint = 4
}

public struct CodeDescription: Hashable, Sendable, Codable {
    public var href: String

    public init(href: String) { self.href = href }
}

public struct DiagnosticRelatedInformation: Hashable, Sendable, Codable {
    public var location: Location
    public var message: String

    public init(location: Location, message: String) {
        self.location = location
        self.message = message
    }
}

public struct Diagnostic: Hashable, Sendable, Codable {
    public var range: Range
    public var severity: DiagnosticSeverity?
    public var code: String?
    public var codeDescription: CodeDescription?
    public var source: String?
    public var message: String
    public var relatedInformation: [DiagnosticRelatedInformation]?

    public init(
        range: Range,
        severity: DiagnosticSeverity?,
        code: String?,
        codeDescription: CodeDescription?,
        source: String?,
        message: String,
        relatedInformation: [DiagnosticRelatedInformation]?
    ) {
        self.range = range
        self.severity = severity
        self.code = code
        self.codeDescription = codeDescription
        self.source = source
        self.message = message
        self.relatedInformation = relatedInformation
    }
}

public struct PublishDiagnosticsParams: Hashable, Sendable, Codable {
    public var uri: String
    public var version: Int?
    public var diagnostics: [Diagnostic]

    public init(uri: String, version: Int?, diagnostics: [Diagnostic]) {
        self.uri = uri
        self.version = version
        self.diagnostics = diagnostics
    }
}

public struct TextDocumentItem: Hashable, Sendable, Codable {
    public var uri: String
    public var languageId: String
    public var version: Int
    public var text: String
}

public struct TextDocumentIdentifier: Hashable, Sendable, Codable {
    public var uri: String
}

public struct VersionedTextDocumentIdentifier: Hashable, Sendable, Codable {
    public var uri: String
    public var version: Int
}

public struct DidOpenTextDocumentParams: Hashable, Sendable, Codable {
    public var textDocument: TextDocumentItem
}

/// With full sync, each change holds the whole text; a change with a `range` (incremental
/// sync) is not asked for, so not accepted.
public struct TextDocumentContentChangeEvent: Hashable, Sendable, Codable {
    public var range: Range?
    public var text: String
}

public struct DidChangeTextDocumentParams: Hashable, Sendable, Codable {
    public var textDocument: VersionedTextDocumentIdentifier
    public var contentChanges: [TextDocumentContentChangeEvent]
}

public struct DidSaveTextDocumentParams: Hashable, Sendable, Codable {
    public var textDocument: TextDocumentIdentifier
    public var text: String?
}

public struct DidCloseTextDocumentParams: Hashable, Sendable, Codable {
    public var textDocument: TextDocumentIdentifier
}

/// Any request that names a document (hover, definition, …): enough to tell whether the
/// server has the document open.
public struct TextDocumentPositionParams: Hashable, Sendable, Codable {
    public var textDocument: TextDocumentIdentifier
    public var position: Position?
}

public struct CancelParams: Hashable, Sendable, Codable {
    public var id: RequestID
}

public enum TextDocumentSyncKind: Int, Hashable, Sendable, Codable {
    case none = 0
    case full = 1
    case incremental = 2
}

public struct SaveOptions: Hashable, Sendable, Codable {
    public var includeText: Bool
    public init(includeText: Bool) { self.includeText = includeText }
}

public struct TextDocumentSyncOptions: Hashable, Sendable, Codable {
    public var openClose: Bool
    public var change: TextDocumentSyncKind
    public var save: SaveOptions

    public init(openClose: Bool, change: TextDocumentSyncKind, save: SaveOptions) {
        self.openClose = openClose
        self.change = change
        self.save = save
    }
}

public struct ServerCapabilities: Hashable, Sendable, Codable {
    public var positionEncoding: String
    public var textDocumentSync: TextDocumentSyncOptions
    public var codeActionProvider: CodeActionOptions?
    public var hoverProvider: Bool?
    public var documentSymbolProvider: Bool?
    public var definitionProvider: Bool?
    public var referencesProvider: Bool?
    public var renameProvider: Bool?
    public var completionProvider: CompletionOptions?
    public var workspace: ServerWorkspaceCapabilities?

    public init(
        positionEncoding: String = "utf-16",
        textDocumentSync: TextDocumentSyncOptions,
        codeActionProvider: CodeActionOptions? = nil,
        hoverProvider: Bool? = nil,
        documentSymbolProvider: Bool? = nil,
        definitionProvider: Bool? = nil,
        referencesProvider: Bool? = nil,
        renameProvider: Bool? = nil,
        completionProvider: CompletionOptions? = nil,
        workspace: ServerWorkspaceCapabilities? = nil
    ) {
        self.workspace = workspace
        self.positionEncoding = positionEncoding
        self.textDocumentSync = textDocumentSync
        self.codeActionProvider = codeActionProvider
        self.hoverProvider = hoverProvider
        self.documentSymbolProvider = documentSymbolProvider
        self.definitionProvider = definitionProvider
        self.referencesProvider = referencesProvider
        self.renameProvider = renameProvider
        self.completionProvider = completionProvider
    }
}

public struct ServerInfo: Hashable, Sendable, Codable {
    public var name: String
    public var version: String?

    public init(name: String, version: String?) {
        self.name = name
        self.version = version
    }
}

public struct InitializeResult: Hashable, Sendable, Codable {
    public var capabilities: ServerCapabilities
    public var serverInfo: ServerInfo?

    public init(capabilities: ServerCapabilities, serverInfo: ServerInfo?) {
        self.capabilities = capabilities
        self.serverInfo = serverInfo
    }
}

public struct FileEvent: Hashable, Sendable, Codable {
    public var uri: String
    /// 1 created, 2 changed, 3 deleted.
    public var type: Int
}

public struct DidChangeWatchedFilesParams: Hashable, Sendable, Codable {
    public var changes: [FileEvent]
}

/// Replace `range` with `newText`.
public struct TextEdit: Hashable, Sendable, Codable {
    public var range: Range
    public var newText: String

    public init(range: Range, newText: String) {
        self.range = range
        self.newText = newText
    }
}

public struct WorkspaceEdit: Hashable, Sendable, Codable {
    /// Edits by document URI.
    public var changes: [String: [TextEdit]]

    public init(changes: [String: [TextEdit]]) { self.changes = changes }
}

public struct CodeActionContext: Hashable, Sendable, Codable {
    public var diagnostics: [Diagnostic]
    public var only: [String]?
}

public struct CodeActionParams: Hashable, Sendable, Codable {
    public var textDocument: TextDocumentIdentifier
    public var range: Range
    public var context: CodeActionContext
}

public struct CodeAction: Hashable, Sendable, Codable {
    public var title: String
    public var kind: String?
    public var diagnostics: [Diagnostic]?
    public var isPreferred: Bool?
    public var edit: WorkspaceEdit?

    public init(title: String, kind: String?, diagnostics: [Diagnostic]?, isPreferred: Bool?, edit: WorkspaceEdit?) {
        self.title = title
        self.kind = kind
        self.diagnostics = diagnostics
        self.isPreferred = isPreferred
        self.edit = edit
    }
}

public struct CodeActionOptions: Hashable, Sendable, Codable {
    public var codeActionKinds: [String]

    public init(codeActionKinds: [String]) { self.codeActionKinds = codeActionKinds }
}

public struct MarkupContent: Hashable, Sendable, Codable {
    /// `plaintext` or `markdown`.
    public var kind: String
    public var value: String

    public init(kind: String, value: String) {
        self.kind = kind
        self.value = value
    }
}

public struct Hover: Hashable, Sendable, Codable {
    public var contents: MarkupContent
    public var range: Range?

    public init(contents: MarkupContent, range: Range?) {
        self.contents = contents
        self.range = range
    }
}

/// LSP's symbol kinds, the ones the outline uses.
public enum SymbolKind: Int, Hashable, Sendable, Codable {
    case namespace = 3
    case property = 7
    case variable = 13
    case object = 19
}

/// One entry of a document's outline, with its children.
public struct DocumentSymbol: Hashable, Sendable, Codable {
    public var name: String
    public var detail: String?
    public var kind: SymbolKind
    /// The whole entry.
    public var range: Range
    /// Its name: what an editor selects and reveals.
    public var selectionRange: Range
    public var children: [DocumentSymbol]?

    public init(name: String, detail: String?, kind: SymbolKind, range: Range, selectionRange: Range, children: [DocumentSymbol]?) {
        self.name = name
        self.detail = detail
        self.kind = kind
        self.range = range
        self.selectionRange = selectionRange
        self.children = children
    }
}

public struct ReferenceContext: Hashable, Sendable, Codable {
    public var includeDeclaration: Bool
}

public struct ReferenceParams: Hashable, Sendable, Codable {
    public var textDocument: TextDocumentIdentifier
    public var position: Position
    public var context: ReferenceContext
}

public struct RenameParams: Hashable, Sendable, Codable {
    public var textDocument: TextDocumentIdentifier
    public var position: Position
    public var newName: String
}
