// `textDocument/completion`'s structures (LSP 3.17), the parts the server uses.

/// What the server says about completion in its capabilities.
public struct CompletionOptions: Hashable, Sendable, Codable {
    /// Characters that make a client ask for completion without the person asking.
    public var triggerCharacters: [String]?

    public init(triggerCharacters: [String]?) { self.triggerCharacters = triggerCharacters }
}

/// LSP's completion item kinds, the ones the server uses.
public enum CompletionItemKind: Int, Hashable, Sendable, Codable {
    case text = 1
    case field = 5
    case variable = 6
    case property = 10
    case value = 12
    case enumMember = 20
    case reference = 18
    case snippet = 15
}

/// How a completion item's text is read: as it is, or as a snippet with tab stops
/// (`$1`, `${1:default}`, `$0`).
public enum InsertTextFormat: Int, Hashable, Sendable, Codable {
    case plainText = 1
    case snippet = 2
}

/// How the client treats the leading whitespace of an item's later lines.
public enum InsertTextMode: Int, Hashable, Sendable, Codable {
    case asIs = 1
    /// Each new line gets the indentation of the line the item is inserted on.
    case adjustIndentation = 2
}

public struct CompletionItem: Hashable, Sendable, Codable {
    public var label: String
    public var kind: CompletionItemKind?
    /// One line beside the label: a rule's summary, a definition's kind.
    public var detail: String?
    public var documentation: MarkupContent?
    /// What replaces the word typed so far (its range) when the item is chosen.
    public var textEdit: TextEdit?
    /// Orders the items the way the server lists them, not alphabetically.
    public var sortText: String?
    public var insertTextFormat: InsertTextFormat?
    public var insertTextMode: InsertTextMode?

    public init(label: String, kind: CompletionItemKind?, detail: String? = nil, documentation: MarkupContent? = nil, textEdit: TextEdit? = nil, sortText: String? = nil) {
        self.label = label
        self.kind = kind
        self.detail = detail
        self.documentation = documentation
        self.textEdit = textEdit
        self.sortText = sortText
    }
}

/// The answer to `textDocument/completion`. Always complete (`isIncomplete: false`): the
/// server lists every candidate and the client filters as the person types.
public struct CompletionList: Hashable, Sendable, Codable {
    public var isIncomplete: Bool
    public var items: [CompletionItem]

    public init(isIncomplete: Bool = false, items: [CompletionItem]) {
        self.isIncomplete = isIncomplete
        self.items = items
    }
}
