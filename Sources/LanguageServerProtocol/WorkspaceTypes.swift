// The LSP 3.17 structures of workspaces and dynamic registration, limited to what the
// server reads and sends.

/// The parts of `initialize`'s params the server uses: where the workspace is, and whether
/// the client watches files for the server when asked. Everything is optional, as clients
/// send what they support.
public struct InitializeParams: Hashable, Sendable, Codable {
    public var rootPath: String?
    public var rootUri: String?
    public var workspaceFolders: [WorkspaceFolder]?
    public var capabilities: ClientCapabilities?
    /// The initial trace setting: "off", "messages" or "verbose" (`TraceValue`). Read as a
    /// string so an unknown value turns tracing off instead of making the params unreadable.
    public var trace: String?

    public init(rootPath: String? = nil, rootUri: String? = nil, workspaceFolders: [WorkspaceFolder]? = nil, capabilities: ClientCapabilities? = nil, trace: String? = nil) {
        self.rootPath = rootPath
        self.rootUri = rootUri
        self.workspaceFolders = workspaceFolders
        self.capabilities = capabilities
        self.trace = trace
    }

    /// Whether the client registers file watchers when the server asks
    /// (`workspace.didChangeWatchedFiles.dynamicRegistration`).
    public var watchesFilesWhenAsked: Bool {
        capabilities?.workspace?.didChangeWatchedFiles?.dynamicRegistration ?? false
    }

    /// Whether the client expands snippets in completion items
    /// (`textDocument.completion.completionItem.snippetSupport`).
    public var expandsSnippets: Bool {
        capabilities?.textDocument?.completion?.completionItem?.snippetSupport ?? false
    }
}

public struct WorkspaceFolder: Hashable, Sendable, Codable {
    public var uri: String
    public var name: String?

    public init(uri: String, name: String? = nil) {
        self.uri = uri
        self.name = name
    }
}

public struct ClientCapabilities: Hashable, Sendable, Codable {
    public var workspace: WorkspaceClientCapabilities?
    public var textDocument: TextDocumentClientCapabilities?
}

public struct TextDocumentClientCapabilities: Hashable, Sendable, Codable {
    public var completion: CompletionClientCapabilities?
}

public struct CompletionClientCapabilities: Hashable, Sendable, Codable {
    public var completionItem: CompletionItemClientCapabilities?
}

public struct CompletionItemClientCapabilities: Hashable, Sendable, Codable {
    public var snippetSupport: Bool?
}

public struct WorkspaceClientCapabilities: Hashable, Sendable, Codable {
    public var didChangeWatchedFiles: DynamicRegistrationCapability?
}

public struct DynamicRegistrationCapability: Hashable, Sendable, Codable {
    public var dynamicRegistration: Bool?
}

/// `client/registerCapability`'s params.
public struct RegistrationParams: Hashable, Sendable, Codable {
    public var registrations: [Registration]

    public init(registrations: [Registration]) { self.registrations = registrations }
}

public struct Registration: Hashable, Sendable, Codable {
    public var id: String
    public var method: String
    public var registerOptions: DidChangeWatchedFilesRegistrationOptions?

    public init(id: String, method: String, registerOptions: DidChangeWatchedFilesRegistrationOptions?) {
        self.id = id
        self.method = method
        self.registerOptions = registerOptions
    }
}

public struct DidChangeWatchedFilesRegistrationOptions: Hashable, Sendable, Codable {
    public var watchers: [FileSystemWatcher]

    public init(watchers: [FileSystemWatcher]) { self.watchers = watchers }
}

/// A glob the client watches; without `kind`, creation, change and deletion are reported.
public struct FileSystemWatcher: Hashable, Sendable, Codable {
    public var globPattern: String

    public init(globPattern: String) { self.globPattern = globPattern }
}

/// `ServerCapabilities.workspace`: the server takes `workspace/didChangeWorkspaceFolders`.
public struct ServerWorkspaceCapabilities: Hashable, Sendable, Codable {
    public var workspaceFolders: WorkspaceFoldersServerCapabilities

    public init(workspaceFolders: WorkspaceFoldersServerCapabilities) { self.workspaceFolders = workspaceFolders }
}

public struct WorkspaceFoldersServerCapabilities: Hashable, Sendable, Codable {
    public var supported: Bool
    public var changeNotifications: Bool

    public init(supported: Bool, changeNotifications: Bool) {
        self.supported = supported
        self.changeNotifications = changeNotifications
    }
}

/// `workspace/didChangeWorkspaceFolders`' params: folders the user added to or removed from
/// the workspace.
public struct DidChangeWorkspaceFoldersParams: Hashable, Sendable, Codable {
    public var event: WorkspaceFoldersChangeEvent

    public init(event: WorkspaceFoldersChangeEvent) { self.event = event }
}

public struct WorkspaceFoldersChangeEvent: Hashable, Sendable, Codable {
    public var added: [WorkspaceFolder]
    public var removed: [WorkspaceFolder]

    public init(added: [WorkspaceFolder], removed: [WorkspaceFolder]) {
        self.added = added
        self.removed = removed
    }
}

/// How much the server reports of its own work through `$/logTrace` (LSP 3.16).
public enum TraceValue: String, Hashable, Sendable, Codable {
    case off, messages, verbose

    /// `value` as a trace setting; anything unknown (or absent) is `off`.
    public init(setting value: String?) {
        self = value.flatMap(TraceValue.init(rawValue:)) ?? .off
    }
}

/// `$/setTrace`'s params. `value` is a string for the reason `InitializeParams.trace` is.
public struct SetTraceParams: Hashable, Sendable, Codable {
    public var value: String

    public init(value: String) {
        self.value = value
    }
}

/// `$/logTrace`'s params: `verbose` is sent only when the trace is `verbose`.
public struct LogTraceParams: Hashable, Sendable, Codable {
    public var message: String
    public var verbose: String?

    public init(message: String, verbose: String? = nil) {
        self.message = message
        self.verbose = verbose
    }
}
