import AlertDiagnostics
import AlertSpec

/// A translation the spec writes over a different one an existing table held: `generate`
/// follows the spec, the source of truth (decision 0034), and says so for each.
public struct TranslationOverwrite: Sendable, Hashable {
    /// The table file, relative to the output folder.
    public var file: String
    public var key: String
    public var locale: LocaleID
    /// The text the table held, and the spec's, as format strings (a plural's variants
    /// listed by category).
    public var old: String
    public var new: String
    /// Where the spec writes the translation.
    public var source: SourceRange?

    public static let diagnosticID = "translation-overwritten"

    /// A warning at the spec's translation, naming the key, locale, old and new text.
    public var diagnostic: Diagnostic {
        Diagnostic(
            severity: .warning,
            id: Self.diagnosticID,
            message: "the \(locale) translation of \(StringsFile.quoted(key)) in \(file) was \(StringsFile.quoted(old)); "
                + "the spec's \(StringsFile.quoted(new)) replaces it (the spec is the source of truth: move a translator's "
                + "wording into the spec, or delete the spec's translation to keep the table's)",
            range: source ?? SourceRange(path: file, bytes: .at(0))
        )
    }

    /// How a text reads in a message: the format string, or a plural's variants by category.
    static func display(_ formats: [CatalogTranslation.FormatVariant]) -> String {
        guard formats.count != 1 || formats[0].category != nil else { return formats.first?.format ?? "" }
        return formats.map { "\($0.category?.rawValue ?? "other"): \($0.format)" }.joined(separator: " | ")
    }

    static func display(_ value: StringTable.Value) -> String {
        display(formats(of: value))
    }

    static func formats(of value: StringTable.Value) -> [CatalogTranslation.FormatVariant] {
        switch value {
        case .single(let format): [.init(category: nil, format: format)]
        case .plural(let plural): plural.sortedVariants.map { .init(category: $0.category, format: $0.format) }
        }
    }
}
