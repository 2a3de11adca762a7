/// Bounds that keep a hostile or broken file from exhausting time or memory.
public struct YAMLLimits: Sendable, Hashable {
    /// Larger files are rejected before parsing. A large app's catalog is well under 1 MiB.
    /// Values above 1 GiB act as 1 GiB: node records store 32-bit offsets.
    public var maxFileBytes: Int
    /// Sequences and mappings nested deeper than this are rejected. The spec format needs 7.
    ///
    /// The limit also bounds work that grows with depth elsewhere: libyaml checks every open
    /// flow collection on every token (time quadratic in flow depth), and comparing or
    /// walking a `YAMLNode` tree recurses once per level. Keep it in the hundreds at most.
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
    /// A key that is not a string: a sequence or mapping, or nothing at all (`? ` alone,
    /// `{ ? }`, which YAML reads as a null key).
    case nonScalarKey = "non-scalar-key"
    case tooDeep = "nesting-too-deep"
    case tooLarge = "file-too-large"
    case emptyFile = "empty-file"
}
