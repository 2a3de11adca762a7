import AlertDiagnostics
import AlertSpec

/// Everything a person or a test needs to know about a rule, kept as a value beside its logic.
///
/// The same value renders `alertlint explain ID`, `alertlint rules` and docs/rules.md, and one
/// test runs every example: triggering examples must fire at their markers, non-triggering
/// ones must stay silent, corrections must produce their fixed YAML.
public struct RuleDescription: Sendable {
    /// The public id (`single-cancel-action`): configs, suppressions and SARIF name it.
    public var id: String
    /// A short human name ("Single cancel action").
    public var name: String
    public var defaultSeverity: Severity
    /// What the rule flags, in one sentence.
    public var summary: String
    /// Why it matters.
    public var rationale: String
    /// Where the rule comes from: "HIG: Alerts", "UIKit runtime", "APNs", "CLDR".
    public var source: String
    /// What to write instead.
    public var howToFix: String
    public var options: [RuleOptionDescription]
    public var triggeringExamples: [RuleExample]
    public var nonTriggeringExamples: [RuleExample]
    /// Fix-it examples: the YAML before (markers where findings point) and after `--fix`.
    public var corrections: [RuleCorrection]
    /// The fix-it's title when the rule offers one.
    public var fixItTitle: String?
    /// What one finding of the rule depends on: one definition, or the whole catalog. A
    /// long-lived caller (`alertlint lsp`) reuses a definition-scoped rule's findings for
    /// every definition whose text did not change (`DefinitionFindingsCache`).
    public var scope: RuleScope

    public init(
        id: String,
        name: String,
        defaultSeverity: Severity,
        summary: String,
        rationale: String,
        source: String,
        howToFix: String,
        options: [RuleOptionDescription] = [],
        triggeringExamples: [RuleExample],
        nonTriggeringExamples: [RuleExample],
        corrections: [RuleCorrection] = [],
        fixItTitle: String? = nil,
        scope: RuleScope = .catalog
    ) {
        self.id = id
        self.name = name
        self.defaultSeverity = defaultSeverity
        self.summary = summary
        self.rationale = rationale
        self.source = source
        self.howToFix = howToFix
        self.options = options
        self.triggeringExamples = triggeringExamples
        self.nonTriggeringExamples = nonTriggeringExamples
        self.corrections = corrections
        self.fixItTitle = fixItTitle
        self.scope = scope
    }

    public var isFixable: Bool { fixItTitle != nil }
}

/// What a rule's findings depend on.
public enum RuleScope: Sendable, Hashable {
    /// Each finding depends on one definition (an alert, a sheet, a notification, …) and the
    /// catalog's top-level settings (its locales, development language, platforms, table),
    /// nothing else: the rule finds the same in a catalog holding that definition alone,
    /// and each finding, its notes and its fix-its point inside the definition's lines or
    /// into other files. `DefinitionScopeTests` checks this on every sample and example.
    case definition
    /// A finding may depend on several definitions (a flow and the alerts it names) or on
    /// files beside the spec (sound files): the rule always sees the whole catalog.
    case catalog
}

/// A spec snippet for a rule's docs and tests. In a triggering example, each marker
/// (`1️⃣`, `2️⃣`, …) stands where a finding must point; markers are removed before parsing.
/// `version: 1` is prepended when the snippet does not start with it.
public struct RuleExample: Sendable, Hashable, ExpressibleByStringLiteral {
    public var yaml: String
    /// Options to lint the example with, as the YAML of the rule's options mapping.
    public var options: String?
    /// What the example shows, for the rule's documentation.
    public var note: String?
    /// Complete spec files linted together with this one, for rules that compare files. They
    /// come first in path order, so findings of the cross-file rules land in this example.
    public var otherFiles: [String]
    /// Translations that a catalog named by `translations:` holds for this example's texts:
    /// the tests add them to the texts, by key, as the catalog loader does.
    public var catalogEntries: [CatalogEntry]

    public init(_ yaml: String, options: String? = nil, note: String? = nil, otherFiles: [String] = [], catalogEntries: [CatalogEntry] = []) {
        self.yaml = yaml
        self.options = options
        self.note = note
        self.otherFiles = otherFiles
        self.catalogEntries = catalogEntries
    }

    /// One translation in a catalog: its file, key, locale, state and format strings.
    public struct CatalogEntry: Sendable, Hashable {
        public var file: String
        public var key: String
        public var locale: String
        /// The String Catalog state; nil for `.strings` and `.stringsdict`.
        public var state: String?
        /// One format string (category nil), or one per plural category.
        public var formats: [CatalogTranslation.FormatVariant]

        public init(file: String = "Localizable.xcstrings", key: String, locale: String, state: String? = "translated", formats: [CatalogTranslation.FormatVariant]) {
            self.file = file
            self.key = key
            self.locale = locale
            self.state = state
            self.formats = formats
        }

        /// A single format string.
        public init(file: String = "Localizable.xcstrings", key: String, locale: String, state: String? = "translated", _ format: String) {
            self.init(file: file, key: key, locale: locale, state: state, formats: [CatalogTranslation.FormatVariant(category: nil, format: format)])
        }

        /// "de `Example.deletePhoto.title` = \"Foto löschen?\" (needs_review) in Localizable.xcstrings".
        public var summary: String {
            let value = formats.map { variant in
                (variant.category.map { "\($0.rawValue): " } ?? "") + "\"\(variant.format)\""
            }.joined(separator: ", ")
            return "\(locale) `\(key)` = \(value)\(state.map { " (\($0))" } ?? "") in \(file)"
        }
    }

    public init(stringLiteral value: String) {
        self.init(value)
    }
}

/// A fix-it example: `before` (with markers) becomes `after` when the fix is applied.
public struct RuleCorrection: Sendable, Hashable {
    public var before: String
    public var after: String

    public init(_ before: String, _ after: String) {
        self.before = before
        self.after = after
    }
}

/// One option of a rule, as documented.
public struct RuleOptionDescription: Sendable, Hashable {
    public var key: String
    public var defaultValue: String
    public var summary: String

    public init(key: String, defaultValue: String, summary: String) {
        self.key = key
        self.defaultValue = defaultValue
        self.summary = summary
    }
}
