import AlertDiagnostics

/// How a scalar was written. Later stages use it to tell `"1"` from `1` and `yes` from `"yes"`.
public enum ScalarStyle: String, Sendable, Hashable, Codable {
    case plain
    case singleQuoted
    case doubleQuoted
    case literal
    case folded

    public var isQuoted: Bool { self == .singleQuoted || self == .doubleQuoted }
}

/// A scalar's text after YAML's escapes and folding, and how it was written.
public struct YAMLScalar: Sendable, Hashable {
    public var value: String
    public var style: ScalarStyle

    public init(_ value: String, style: ScalarStyle = .plain) {
        self.value = value
        self.style = style
    }

    /// A plain scalar that YAML reads as null: empty, `~` or `null`.
    public var isNull: Bool {
        style == .plain && (value.isEmpty || value == "~" || value == "null" || value == "Null" || value == "NULL")
    }
}

/// One node of a YAML document with the exact UTF-8 byte range it was read from.
public struct YAMLNode: Sendable, Hashable {
    public enum Content: Sendable, Hashable {
        case scalar(YAMLScalar)
        case sequence([YAMLNode])
        case mapping([Entry])
    }

    /// A mapping entry. Keys are always scalars: the reader rejects any other key.
    public struct Entry: Sendable, Hashable {
        public var key: YAMLNode
        public var value: YAMLNode

        public init(key: YAMLNode, value: YAMLNode) {
            self.key = key
            self.value = value
        }

        /// The key's text.
        public var name: String {
            if case .scalar(let scalar) = key.content { return scalar.value }
            return ""
        }
    }

    public var content: Content
    /// From the node's first byte (its anchor or tag, if it has one) to just after its last
    /// one. A block collection ends with its last child; a flow collection with its closing
    /// bracket; a block scalar (`|`, `>`) with the last non-blank byte of its text, or its
    /// header when it has none; a quoted scalar with its closing quote; an empty value is an
    /// empty range where the value would start.
    public var range: ByteRange
    /// Written in flow style (`[a, b]`, `{a: 1}`); false for block collections and scalars.
    public var isFlow: Bool

    public init(_ content: Content, range: ByteRange, isFlow: Bool = false) {
        self.content = content
        self.range = range
        self.isFlow = isFlow
    }

    public var scalar: YAMLScalar? {
        if case .scalar(let scalar) = content { return scalar }
        return nil
    }

    public var sequence: [YAMLNode]? {
        if case .sequence(let items) = content { return items }
        return nil
    }

    public var mapping: [Entry]? {
        if case .mapping(let entries) = content { return entries }
        return nil
    }

    /// The entry for `key`, if this node is a mapping that has it.
    public func entry(_ key: String) -> Entry? {
        guard case .mapping(let entries) = content else { return nil }
        // Only each key's text is read in place; the entry is copied once, when found.
        for index in entries.indices {
            if case .scalar(let scalar) = entries[index].key.content, scalar.value == key { return entries[index] }
        }
        return nil
    }

    /// The value for `key`, if this node is a mapping that has it.
    public subscript(key: String) -> YAMLNode? { entry(key)?.value }

    /// How messages name the kind of this node: "null", "a scalar", "a list", "a mapping".
    public var kindDescription: String {
        switch content {
        case .scalar(let scalar): scalar.isNull ? "null" : "a scalar"
        case .sequence: "a list"
        case .mapping: "a mapping"
        }
    }
}

/// A `# comment`, recorded because libyaml drops comments and suppressions live in them.
public struct YAMLComment: Sendable, Hashable {
    /// From the `#` to the end of its line, line break excluded.
    public var range: ByteRange
    /// The text after `#`, with surrounding whitespace trimmed.
    public var text: String
    /// Only whitespace stands before the comment on its line.
    public var isOwnLine: Bool

    public init(range: ByteRange, text: String, isOwnLine: Bool) {
        self.range = range
        self.text = text
        self.isOwnLine = isOwnLine
    }
}

/// A parsed file: its root node (nil when there is none or the file could not be read) and
/// its comments in source order.
public struct YAMLDocument: Sendable {
    public var file: SourceFile
    public var root: YAMLNode?
    public var comments: [YAMLComment]

    public init(file: SourceFile, root: YAMLNode?, comments: [YAMLComment]) {
        self.file = file
        self.root = root
        self.comments = comments
    }

    /// A range in this document's file, for diagnostics.
    public func sourceRange(_ bytes: ByteRange) -> SourceRange {
        SourceRange(path: file.path, bytes: bytes)
    }
}
