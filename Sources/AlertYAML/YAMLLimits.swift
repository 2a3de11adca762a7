/// Bounds that keep a hostile or broken file from exhausting time or memory.
public struct YAMLLimits: Sendable, Hashable {
    /// Larger files are rejected before parsing. A large app's catalog is well under 1 MiB.
    public var maxFileBytes: Int
    /// Sequences and mappings nested deeper than this are rejected. The spec format needs 7.
    public var maxDepth: Int

    public init(maxFileBytes: Int = 8 << 20, maxDepth: Int = 64) {
        self.maxFileBytes = maxFileBytes
        self.maxDepth = maxDepth
    }

    public static let `default` = YAMLLimits()
}

/// The ids of the YAML layer's diagnostics. They are errors: a file that trips one is not
/// a valid spec, whatever the configuration says.
public enum YAMLErrorID: String, Sendable, CaseIterable {
    case syntax = "yaml-syntax"
    case encoding = "yaml-encoding"
    case duplicateKey = "duplicate-key"
    case anchor = "yaml-anchor"
    case alias = "yaml-alias"
    case mergeKey = "yaml-merge-key"
    case tag = "yaml-tag"
    case multipleDocuments = "multiple-documents"
    case nonScalarKey = "non-scalar-key"
    /// A mapping entry whose key is not written (`? ` alone, `{ ? }`): an empty plain scalar.
    case emptyKey = "empty-key"
    case tooDeep = "nesting-too-deep"
    case tooLarge = "file-too-large"
    case emptyFile = "empty-file"
}
