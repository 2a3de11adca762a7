import AlertDiagnostics
import AlertSpec
import AlertStrings

/// The translations held by the existing string tables a configuration's `translations:`
/// names (`.xcstrings`, `.strings`, `.stringsdict`), indexed by table and key: added to the
/// texts of each spec before the rules run, so the localization rules check a catalog's
/// translations as they check the spec's own.
///
/// A translation written in the spec wins over a table's for the same locale (the spec is
/// the source of truth, decision 0034), so a text never holds both; the development
/// language's entries are the spec's business and are not read as translations.
public struct ExistingTranslations: Sendable {
    struct Located: Sendable {
        var entry: TableTranslations.Entry
        var path: String
    }

    /// Table → key → one entry per locale, sorted by locale (of two tables with one key and locale, the
    /// first by path; a `.stringsdict` before the `.strings` beside it).
    private var byTable: [String: [String: [Located]]] = [:]
    /// The tables read, sorted by path; reporters resolve notes against them.
    public private(set) var files: [SourceFile] = []
    /// Tables that could not be read exactly: an error at their line (and column).
    public private(set) var diagnostics: [Diagnostic] = []
    /// Tables that could not be read at all.
    public private(set) var readFailures: [FileReadError] = []

    public static let diagnosticID = "invalid-string-table"

    public init() {}

    /// The translations of tables already in memory; no I/O.
    public init(tables: [(path: String, bytes: [UInt8])]) {
        for (path, bytes) in tables.sorted(by: { Self.precedes($0.path, $1.path) }) {
            add(path: path, bytes: bytes)
        }
        files.sort { $0.path < $1.path }
        // Sorted once here rather than for every text that uses them.
        for table in byTable.keys {
            for key in byTable[table]!.keys { byTable[table]![key]!.sort { $0.entry.locale < $1.entry.locale } }
        }
    }

    /// Which of two tables is read first. By path, except that a `.stringsdict` comes before
    /// the `.strings` of its folder and table: Foundation looks a key up there first, so a
    /// plural a `.stringsdict` holds wins over the single string genstrings left in the
    /// `.strings` for the same key.
    static func precedes(_ lhs: String, _ rhs: String) -> Bool {
        func order(_ path: String) -> (String, Int) {
            if path.hasSuffix(".strings") { return (String(path.dropLast(".strings".count)), 1) }
            if path.hasSuffix(".stringsdict") { return (String(path.dropLast(".stringsdict".count)), 0) }
            return (path, 0)
        }
        let (left, right) = (order(lhs), order(rhs))
        return left != right ? left < right : lhs < rhs
    }

    public var isEmpty: Bool { byTable.isEmpty && diagnostics.isEmpty && readFailures.isEmpty }

    private mutating func add(path: String, bytes: [UInt8]) {
        do throws(TableReadError) {
            let table = try TableTranslations.read(path: path, bytes: bytes)
            files.append(SourceFile(path: path, bytes: table.text))
            for entry in table.entries {
                var byLocale = byTable[table.table, default: [:]][entry.key, default: []]
                guard !byLocale.contains(where: { $0.entry.locale == entry.locale }) else { continue }
                byLocale.append(Located(entry: entry, path: path))
                byTable[table.table, default: [:]][entry.key] = byLocale
            }
        } catch {
            // Positions in a `.strings` file count in its text as UTF-8.
            let text = path.hasSuffix(".strings") ? Self.stringsText(bytes) : bytes
            let file = SourceFile(path: path, bytes: text)
            files.append(file)
            let range = error.offset.map { ByteRange.at(min($0, text.count)) } ?? ByteRange.at(0)
            diagnostics.append(Diagnostic(
                severity: .error,
                id: Self.diagnosticID,
                message: "cannot read the translations in this string table: \(error.message)",
                range: SourceRange(path: path, bytes: range)
            ))
        }
    }

    /// A `.strings` file's text as its errors count positions: UTF-8 without a byte order
    /// mark, transcoded from UTF-16. Where the file cannot be decoded (the error itself), the
    /// undecodable part becomes U+FFFD, so the text before the error is the reader's.
    static func stringsText(_ bytes: [UInt8]) -> [UInt8] {
        if let text = try? StringsFile.utf8(of: bytes) { return text }
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            let bigEndian = bytes[0] == 0xFE
            var units: [UInt16] = []
            var index = 2
            while index + 1 < bytes.count {
                let first = UInt16(bytes[index]), second = UInt16(bytes[index + 1])
                units.append(bigEndian ? first << 8 | second : second << 8 | first)
                index += 2
            }
            return Array(String(decoding: units, as: UTF16.self).utf8)
        }
        let body = bytes.starts(with: byteOrderMark) ? bytes.dropFirst(byteOrderMark.count) : bytes[...]
        return Array(String(decoding: body, as: UTF8.self).utf8)
    }

    /// The files `configuration`'s `translations:` globs match, in discovery order, and the
    /// folders that could not be listed (a folder that cannot be listed may hide a table:
    /// said, as for specs, exit 2). `load` reads these; `alertlint generate` hashes them to
    /// tell whether anything changed (decision 0052).
    public static func tablePaths(for configuration: Configuration, workingDirectory: String) -> (paths: [String], failures: [FileReadError]) {
        guard !configuration.translations.isEmpty else { return ([], []) }
        let discovery = SpecFileDiscovery { name in
            TableTranslations.fileExtensions.contains { name.hasSuffix("." + $0) }
        }
        let folder = configuration.absoluteDirectory ?? ProjectPath.absolute(configuration.directory, in: workingDirectory)
        var paths: [String] = []
        let found = discovery.discover([configuration.directory])
        for case .file(let path, _) in found.inputs {
            let relative = ProjectPath.relative(ProjectPath.absolute(path, in: workingDirectory), to: folder)
            if configuration.translations.contains(where: { $0.matches(relative) }) { paths.append(path) }
        }
        return (paths, found.failures.map { FileReadError(path: $0.path, reason: $0.reason) })
    }

    /// Reads the tables `configuration.translations` names: every `.xcstrings`, `.strings`
    /// and `.stringsdict` under the configuration's folder (hidden folders skipped, as for
    /// specs) whose path from that folder matches one of the globs.
    public static func load(for configuration: Configuration, workingDirectory: String, limit: Int) -> ExistingTranslations {
        guard !configuration.translations.isEmpty else { return ExistingTranslations() }
        let (paths, listingFailures) = tablePaths(for: configuration, workingDirectory: workingDirectory)
        var tables: [(path: String, bytes: [UInt8])] = []
        var failures = listingFailures
        var oversized: [Diagnostic] = []
        for path in paths {
            do throws(FileReadError) {
                switch try readInput(path, limit: limit) {
                case .bytes(let bytes): tables.append((path, bytes))
                case .tooLarge(let byteCount): oversized.append(BoundedInput.tooLargeDiagnostic(path: path, byteCount: byteCount, limit: limit))
                }
            } catch {
                failures.append(error)
            }
        }
        var result = ExistingTranslations(tables: tables)
        result.readFailures = failures
        result.diagnostics += oversized
        return result
    }

    /// `catalog` with each text given the translations the tables hold for its table and
    /// key, in the locales the spec does not translate itself.
    public func adding(to catalog: Catalog) -> Catalog {
        guard let byKey = byTable[catalog.table] else { return catalog }
        var catalog = catalog
        let developmentLanguage = catalog.developmentLanguage
        catalog.updateTexts { text, parameters in
            guard let entries = byKey[text.key] else { return }
            for located in entries {
                let entry = located.entry
                guard entry.locale != developmentLanguage, text.translation(for: entry.locale) == nil else { continue }
                let origin = CatalogTranslation(
                    location: SourceRange(path: located.path, bytes: ByteRange.at(entry.offset)),
                    state: entry.state,
                    formats: entry.formats
                )
                text.translations.append(Translation(
                    locale: entry.locale,
                    localeRange: text.range,
                    content: Self.content(of: entry.formats, like: text.content, parameters: parameters),
                    range: text.range,
                    origin: .catalog(origin)
                ))
            }
        }
        return catalog
    }

    /// The formats read back into templates, shaped like the spec's text: a plural text
    /// gets plural variants (a single format as its `other`), a single text the `other`
    /// format of a plural entry.
    static func content(of formats: [CatalogTranslation.FormatVariant], like spec: TextContent, parameters: [Parameter]) -> TextContent {
        func template(_ format: String) -> Template { FormatString.template(from: format, parameters: parameters) }
        let primary = formats.last { $0.category == .other || $0.category == nil } ?? formats.last
        guard let plural = spec.plural else {
            return .single(template(primary?.format ?? ""))
        }
        var variants: [PluralCategory: Template] = [:]
        for variant in formats {
            variants[variant.category ?? .other] = template(variant.format)
        }
        return .plural(PluralText(parameter: plural.parameter, variants: variants))
    }
}
