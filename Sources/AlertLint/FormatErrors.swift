import AlertSpec
import AlertYAML

/// One-line descriptions of the diagnostics that are not lint rules: the YAML reader's and
/// the decoder's format errors, configuration errors and suppression warnings. Reporters
/// that describe every id they emit (SARIF) and `alertlint explain` read them here; a test
/// checks every id has one.
public enum FormatErrors {
    public static let summaries: [String: String] = [
        YAMLErrorID.syntax.rawValue: "The file is not valid YAML.",
        YAMLErrorID.encoding.rawValue: "The file is not valid UTF-8, or holds a NUL or control character.",
        YAMLErrorID.duplicateKey.rawValue: "A mapping has the same key twice.",
        YAMLErrorID.anchor.rawValue: "YAML anchors (&name) are not allowed in spec files.",
        YAMLErrorID.alias.rawValue: "YAML aliases (*name) are not allowed in spec files.",
        YAMLErrorID.mergeKey.rawValue: "YAML merge keys (<<) are not allowed in spec files.",
        YAMLErrorID.tag.rawValue: "Explicit YAML tags (!!str, !foo) are not allowed in spec files.",
        YAMLErrorID.multipleDocuments.rawValue: "A spec file holds one YAML document.",
        YAMLErrorID.nonScalarKey.rawValue: "Mapping keys must be plain strings.",
        YAMLErrorID.tooDeep.rawValue: "Nesting is deeper than the reader's limit.",
        YAMLErrorID.tooLarge.rawValue: "The file is larger than the reader's limit.",
        YAMLErrorID.emptyFile.rawValue: "The file is empty or holds only comments.",
        FormatErrorID.missingKey.rawValue: "A required key is missing.",
        FormatErrorID.unknownKey.rawValue: "A key that is not valid at that spot.",
        FormatErrorID.wrongType.rawValue: "A value of the wrong kind or type.",
        FormatErrorID.invalidValue.rawValue: "A value outside its enumeration.",
        FormatErrorID.invalidID.rawValue: "An id that is not a lowerCamelCase Swift identifier.",
        FormatErrorID.duplicateID.rawValue: "Two definitions, actions, text fields or parameters share an id.",
        FormatErrorID.reservedID.rawValue: "An id written as a Swift keyword.",
        FormatErrorID.invalidNamespace.rawValue: "The namespace is not an UpperCamelCase Swift type name.",
        FormatErrorID.unsupportedVersion.rawValue: "The format version is not 1.",
        FormatErrorID.noDefinitions.rawValue: "The file defines no alert, action sheet, notification, progress overlay, flow, sound or broadcast.",
        FormatErrorID.unknownPlaceholder.rawValue: "A placeholder names no parameter.",
        FormatErrorID.unbalancedBrace.rawValue: "A brace that is neither a placeholder's nor doubled.",
        FormatErrorID.pluralMissingOther.rawValue: "A plural text has no 'other' variant.",
        FormatErrorID.invalidParameterReference.rawValue: "'plural' or 'badge' names no Int parameter.",
        FormatErrorID.outOfRange.rawValue: "A number outside its allowed range.",
        FormatErrorID.conflictingKeys.rawValue: "Keys that exclude each other are used together.",
        FormatErrorID.invalidLocale.rawValue: "A locale that is not a BCP 47 id, or one written twice.",
        FormatErrorID.invalidReference.rawValue: "A flow names a missing definition, one of the wrong kind, or an action that cannot start the work.",
        FormatErrorID.parameterTypeConflict.rawValue: "A flow's definitions declare one parameter name with two types.",
        "invalid-configuration": "A setting in .alertlint.yml is unknown or has a bad value.",
        Suppressions.unknownRuleID: "A suppression comment names a rule that does not exist.",
        ExistingTranslations.diagnosticID: "A string table that translations: names cannot be read exactly; its translations are not checked.",
    ]

    /// Every id above, for tests.
    public static var expectedIDs: Set<String> {
        Set(YAMLErrorID.allCases.map(\.rawValue) + FormatErrorID.allCases.map(\.rawValue) + ["invalid-configuration", Suppressions.unknownRuleID, ExistingTranslations.diagnosticID])
    }
}
