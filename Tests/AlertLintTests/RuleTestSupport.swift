import AlertDiagnostics
@testable import AlertLint
import AlertSpec

/// Runs one rule over a spec snippet, as the linter would, for the rule-family tests.
enum RuleTest {
    struct InvalidSpec: Error, CustomStringConvertible {
        var description: String
    }

    /// The snippet with `version: 1` in front unless it starts with it.
    static func source(_ yaml: String, path: String = "test.alerts.yaml") -> SourceFile {
        SourceFile(path: path, text: yaml.hasPrefix("version:") ? yaml : "version: 1\n" + yaml)
    }

    /// The catalog of a valid snippet; a format error fails the test.
    static func catalog(_ file: SourceFile) throws -> Catalog {
        let parsed = SpecParser.parse(file)
        guard let catalog = parsed.catalog, !parsed.diagnostics.hasErrors else {
            throw InvalidSpec(description: DiagnosticFormatter(files: [file]).format(parsed.diagnostics))
        }
        return catalog
    }

    /// The diagnostics `rule` gives for `yaml`, with `options` and the lint context's sound files.
    static func lint<R: Rule>(
        _ rule: R.Type,
        _ yaml: String,
        options: R.Options = R.Options(),
        path: String = "test.alerts.yaml",
        soundFiles: [String: [String: SoundFileLookup]] = [:]
    ) throws -> [Diagnostic] {
        let file = source(yaml, path: path)
        return try lint(rule, file, options: options, soundFiles: soundFiles)
    }

    static func lint<R: Rule>(
        _ rule: R.Type,
        _ file: SourceFile,
        options: R.Options = R.Options(),
        soundFiles: [String: [String: SoundFileLookup]] = [:]
    ) throws -> [Diagnostic] {
        let registered = RegisteredRule(rule)
        var settings = RuleSettings(rules: [registered])
        settings[registered.id]?.options = options
        return Linter(rules: [registered]).lint(
            try catalog(file), settings: settings, context: LintContext(files: [file], soundFiles: soundFiles)
        )
    }

    /// The text with every fix-it of `diagnostics` applied (edits must not overlap).
    static func applyingFixIts(_ diagnostics: [Diagnostic], to file: SourceFile) -> String {
        var bytes = file.bytes
        let edits = diagnostics.flatMap(\.fixIts).flatMap(\.edits).sorted { $0.range.bytes.start > $1.range.bytes.start }
        for edit in edits {
            bytes.replaceSubrange(edit.range.bytes.start..<edit.range.bytes.end, with: Array(edit.replacement.utf8))
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    // MARK: Catalog translations

    /// A catalog translation, as the catalog loader attaches one: at the text's range in the
    /// spec, with the location of its entry (numbered `entry`) in a catalog file.
    static func catalogTranslation(_ locale: String, _ text: String, of spec: Text, entry: Int) throws -> Translation {
        let location = SourceRange(path: "Localizable/\(locale).lproj/Photos.strings", bytes: ByteRange(start: entry * 10, end: entry * 10 + 8))
        return Translation(
            locale: LocaleID(locale)!,
            localeRange: spec.range,
            content: .single(try Template.parse(text).get()),
            range: spec.range,
            origin: .catalog(CatalogTranslation(location: location, formats: [.init(category: nil, format: text)]))
        )
    }

    /// The note a finding carries at a catalog entry (`Finding.notingOrigin(of:)`).
    static func catalogNote(_ diagnostic: Diagnostic) -> Note? {
        diagnostic.notes.first { $0.range?.path.hasSuffix(".strings") == true }
    }

    /// Line:column of each diagnostic's start, for readable expectations.
    static func locations(_ diagnostics: [Diagnostic], in file: SourceFile) -> [String] {
        diagnostics.map { file.location(of: $0.range.bytes.start).description }
    }
}
