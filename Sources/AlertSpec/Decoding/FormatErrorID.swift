/// The ids of format errors: a file that has one does not follow FORMAT.md.
///
/// Format errors are always errors and cannot be configured away; they print as
/// `path:line:col: error: message [id]` like lint findings. Each id is documented in
/// docs/format.md ("Format errors").
public enum FormatErrorID: String, Sendable, CaseIterable {
    /// A required key is absent (`version`, an action's `title`, a notification's `body`, …).
    case missingKey = "missing-key"
    /// A key that is not valid at that spot; the message suggests the closest valid key.
    case unknownKey = "unknown-key"
    /// A value of the wrong YAML kind or type: a list where a mapping is expected, `"yes"`
    /// where a boolean is expected, a string where a number is expected.
    case wrongType = "wrong-type"
    /// A value outside an enumeration (`role: danger`); the message lists the valid values.
    case invalidValue = "invalid-value"
    /// An id that is not a lowerCamelCase Swift identifier.
    case invalidID = "invalid-id"
    /// Two definitions, actions, text fields or parameters with one id.
    case duplicateID = "duplicate-id"
    /// An id written as a Swift keyword (`default`, `return`).
    case reservedID = "reserved-id"
    /// `namespace` is not an UpperCamelCase Swift type name, or the file name gives none.
    case invalidNamespace = "invalid-namespace"
    /// `version` is not 1.
    case unsupportedVersion = "unsupported-version"
    /// None of the collections (`alerts`, `actionSheets`, `notifications`, `progress`, `flows`,
    /// `sounds`, `broadcasts`) is present and non-empty.
    case noDefinitions = "no-definitions"
    /// A placeholder in a development-language text that names no parameter.
    case unknownPlaceholder = "unknown-placeholder"
    /// A `{` or `}` that is neither a placeholder's brace nor doubled, or `{…}` holding no name.
    case unbalancedBrace = "unbalanced-brace"
    /// A plural text without its `other` variant.
    case pluralMissingOther = "plural-missing-other"
    /// `plural:` naming no parameter, or a parameter that is not `Int`; also `badge:` naming
    /// no `Int` parameter.
    case invalidParameterReference = "invalid-parameter-reference"
    /// A number outside its range (`relevanceScore` 0…1, `hour` 0…23, a negative badge, …).
    case outOfRange = "out-of-range"
    /// Keys that exclude each other (`textFields` with a non-default `style`, `after` with `at`).
    case conflictingKeys = "conflicting-keys"
    /// A locale that is not a BCP 47 id, or one locale written twice.
    case invalidLocale = "invalid-locale"
    /// A flow naming an id its file does not define, or a definition of the wrong kind (a
    /// notification as `confirm`), or an action of `confirm` that cannot start the work.
    case invalidReference = "invalid-reference"
    /// One parameter name with two types among a flow's definitions, or a failure alert whose
    /// `error` parameter is not a `String`.
    case parameterTypeConflict = "parameter-type-conflict"
}
