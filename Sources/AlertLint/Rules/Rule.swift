import AlertDiagnostics
import AlertDiagnostics
import AlertSpec

/// A lint rule: a pure function from a catalog and the rule's options to findings.
///
/// A rule does no I/O and reads no environment: whatever it needs from outside the spec
/// (sound file headers, for example) reaches it through `LintContext`, prepared by the linter.
/// Its metadata lives beside its logic in `description`, which drives `alertlint explain`,
/// docs/rules.md and the tests that run every example.
public protocol Rule: Sendable {
    associatedtype Options: RuleOptions = NoOptions

    static var description: RuleDescription { get }

    /// The findings for one catalog. Severity and id are filled in by the linter.
    static func check(_ catalog: Catalog, options: Options, context: LintContext) -> [Finding]
}

/// A rule that compares catalogs with each other (`conflicting-namespace`,
/// `notification-action-id-unique`, `conflicting-key`): it sees every file linted together,
/// through what `CrossFileFacts` keeps of each (the linter holds no whole catalogs to the
/// end: decision 0055). A rule that needs more of a catalog adds it there.
public protocol CrossCatalogRule: Sendable {
    associatedtype Options: RuleOptions = NoOptions

    static var description: RuleDescription { get }

    /// Files arrive sorted by path, so "the later file" is the later one in this list.
    static func check(_ files: [CrossFileFacts], options: Options, context: LintContext) -> [Finding]
}

/// What a rule reports: where, what, and how to repair it. The linter turns it into a
/// `Diagnostic` with the rule's id and configured severity.
public struct Finding: Sendable, Hashable {
    public var range: SourceRange
    public var message: String
    public var notes: [Note]
    public var fixIts: [FixIt]
    /// A severity this one finding always has, whatever the rule's (RULES.md: "3 or 4
    /// notification actions give one info finding instead"); nil for the rule's severity.
    public var fixedSeverity: Severity?

    public init(range: SourceRange, message: String, notes: [Note] = [], fixIts: [FixIt] = [], fixedSeverity: Severity? = nil) {
        self.range = range
        self.message = message
        self.notes = notes
        self.fixIts = fixIts
        self.fixedSeverity = fixedSeverity
    }
}

/// Facts from outside the catalog that rules may consult, gathered before rules run.
public struct LintContext: Sendable {
    /// The source of every linted file, by path: fix-its that move text need it.
    public var files: [String: SourceFile]
    /// What `SoundFileResolver` found for each notification sound file, keyed by catalog
    /// path, then by sound name. A sound with no entry was not looked up, and
    /// `notification-sound-file` says nothing about its file.
    public var soundFiles: [String: [String: SoundFileLookup]]
    /// What several rules derive from the catalog being linted, computed once; set by
    /// `Linter.lint` for each catalog. Rules read it through `analysis(of:)`.
    public var analysis: CatalogAnalysis?

    public init(files: [String: SourceFile] = [:], soundFiles: [String: [String: SoundFileLookup]] = [:]) {
        self.files = files
        self.soundFiles = soundFiles
    }

    public init(files: [SourceFile], soundFiles: [String: [String: SoundFileLookup]] = [:]) {
        self.init(files: Dictionary(files.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first }), soundFiles: soundFiles)
    }
}

extension Catalog {
    /// A finding in this catalog's file, with notes pointing into the same file.
    public func finding(
        at range: ByteRange,
        _ message: String,
        notes: [(message: String, range: ByteRange)] = [],
        fixIts: [FixIt] = [],
        fixedSeverity: Severity? = nil
    ) -> Finding {
        Finding(
            range: sourceRange(range),
            message: message,
            notes: notes.map { Note(message: $0.message, range: sourceRange($0.range)) },
            fixIts: fixIts,
            fixedSeverity: fixedSeverity
        )
    }
}

extension AlertDefinition {
    /// "alert 'signIn'" or "action sheet 'photoOptions'", as messages name a definition.
    public var displayName: String { "\(kind == .alert ? "alert" : "action sheet") '\(id)'" }
}

extension Finding {
    /// The finding with a note at the catalog entry a translation was read from; unchanged
    /// for a translation written in the spec.
    public func notingOrigin(of translation: Translation) -> Finding {
        guard let entry = translation.catalogEntry else { return self }
        return noting("the \(translation.locale) translation is in this catalog", at: entry.location)
    }

    /// The finding with a note at `range`, which may be in another file.
    public func noting(_ message: String, at range: SourceRange) -> Finding {
        var copy = self
        copy.notes.append(Note(message: message, range: range))
        return copy
    }
}
