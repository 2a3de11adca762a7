import AlertDiagnostics
import AlertSpec

/// The files of a string table, as relative paths and contents: pure, so the caller decides
/// where they go and writes them (through a writer that writes only what changed).
public enum StringTableFiles {
    /// `--strings-format`.
    public enum Format: String, Sendable, Hashable, CaseIterable {
        /// `<table>.xcstrings`, one String Catalog with every locale.
        case xcstrings
        /// `<locale>.lproj/<table>.strings` and `.stringsdict`.
        case strings
    }

    public enum Error: Swift.Error, Sendable, Hashable, CustomStringConvertible {
        /// The table name cannot be a file name.
        case invalidTableName(String)
        /// The existing String Catalog could not be read or merged; it is left alone.
        case unreadableCatalog(path: String, CatalogJSON.ReadError)
        /// An existing `.strings` or `.stringsdict` file could not be read; it is left alone.
        case unreadableStringsFile(path: String, TableReadError)
        /// A text holds a character the file's format has no way to write (decision 0014).
        case unrepresentableText(path: String, key: String, character: Unicode.Scalar)
        /// The same, found in the specs: errors at the texts (`GenerationPlan.tables`).
        case unrepresentableTexts([Diagnostic])

        public var description: String {
            switch self {
            case .invalidTableName(let name):
                "the strings table name '\(name)' cannot be a file name (it must not be empty, '.' or '..', start with '.', or contain '/', '\\' or control characters)"
            case .unreadableCatalog(let path, let error):
                "\(error.prefix(path: path)) cannot merge into the existing String Catalog: \(error.message)"
            case .unreadableStringsFile(let path, let error):
                "\(error.prefix(path: path)) cannot merge into the existing strings file, which is left as it is: \(error.message)"
            case .unrepresentableText(let path, let key, let character):
                "\(path): the text of \(StringsFile.quoted(key)) holds \(StringTableFiles.name(of: character)), which a .stringsdict (XML 1.0) cannot hold"
            case .unrepresentableTexts(let diagnostics):
                diagnostics.map { "\($0.range.path): \($0.message)" }.joined(separator: "\n")
            }
        }
    }

    /// The files of `table`, sorted by path. `existing` holds the files already at those
    /// paths (relative, as `relativePaths` gives them): the table is merged into each, never
    /// replacing what translators wrote — a String Catalog as `StringCatalog` says, a
    /// `.strings` or `.stringsdict` as `StringsFileMerge` says.
    public static func files(
        for table: StringTable,
        format: Format,
        existing: [String: [UInt8]] = [:]
    ) throws(Error) -> [(relativePath: String, contents: [UInt8])] {
        var overwrites: [TranslationOverwrite] = []
        return try files(for: table, format: format, existing: existing, overwrites: &overwrites)
    }

    /// `files(for:format:existing:)`, adding each translation in the existing files that the
    /// spec's replaces to `overwrites` (decision 0034).
    /// `ownCatalog`: the table's `OwnCatalog`, when the caller made it already.
    public static func files(
        for table: StringTable,
        format: Format,
        existing: [String: [UInt8]],
        ownCatalog: OwnCatalog? = nil,
        overwrites: inout [TranslationOverwrite]
    ) throws(Error) -> [(relativePath: String, contents: [UInt8])] {
        try checkTableName(table.name)
        switch format {
        case .xcstrings:
            let contents = try merge(existing: existing[catalogPath(for: table)], table: table, own: ownCatalog, overwrites: &overwrites)
            return [(catalogPath(for: table), contents)]
        case .strings:
            return try stringsFiles(for: table, existing: existing, overwrites: &overwrites)
        }
    }

    /// The files of `table` with the String Catalog already at `<table>.xcstrings`.
    public static func files(for table: StringTable, format: Format, existingCatalog: [UInt8]?) throws(Error) -> [(relativePath: String, contents: [UInt8])] {
        try files(for: table, format: format, existing: existingCatalog.map { [catalogPath(for: table): $0] } ?? [:])
    }

    /// The paths `files(for:format:existing:)` writes, to read what is there first.
    public static func relativePaths(for table: StringTable, format: Format) -> [String] {
        switch format {
        case .xcstrings: [catalogPath(for: table)]
        case .strings: localeFiles(for: table).map(\.relativePath)
        }
    }

    /// Where the String Catalog of `table` goes.
    public static func catalogPath(for table: StringTable) -> String {
        "\(table.name).xcstrings"
    }

    /// The String Catalog of `table` in Xcode's layout, merged into `existing` (the bytes of
    /// the catalog on disk) when given. Merging the result again changes nothing.
    public static func merge(existing: [UInt8]?, table: StringTable) throws(Error) -> [UInt8] {
        var overwrites: [TranslationOverwrite] = []
        return try merge(existing: existing, table: table, overwrites: &overwrites)
    }

    /// `own`: the table's `OwnCatalog` when the caller has it (nil: made here when needed).
    static func merge(existing: [UInt8]?, table: StringTable, own: OwnCatalog? = nil, overwrites: inout [TranslationOverwrite]) throws(Error) -> [UInt8] {
        // No catalog yet: nothing to merge, and nothing replaced.
        if existing == nil, let written = NewCatalogWriter.layout(for: table) { return written }
        // The catalog on disk is the one this table writes (a run into its own output after
        // another spec changed): merging it changes nothing and replaces no translation, so
        // it is kept as it is instead of parsed, merged and written again.
        if let existing, let own = own ?? OwnCatalog(table), existing == own.bytes { return existing }
        do {
            let existingJSON = try existing.map { bytes throws(CatalogJSON.ReadError) in try CatalogJSON.parse(bytes) }
            return try StringCatalog.json(for: table, existing: existingJSON, overwrites: &overwrites).xcodeLayout()
        } catch {
            var error = error
            // A value of the wrong shape is found after parsing: read again for its place.
            if let existing, let path = error.jsonPath, let offset = CatalogJSON.offset(of: path, in: existing) {
                error = TableReadError(error.message, offset: offset, in: existing)
            }
            throw .unreadableCatalog(path: catalogPath(for: table), error)
        }
    }

    // MARK: .strings and .stringsdict

    /// The texts of one `.strings` file (single texts) or `.stringsdict` file (plural ones).
    struct LocaleFile {
        enum Texts {
            case strings([StringsFile.Line])
            case stringsdict([StringsFile.PluralEntry])
        }

        var relativePath: String
        var locale: LocaleID
        var isSourceLanguage: Bool
        var texts: Texts
    }

    /// Per locale with any text, the development language included: `.strings` with its
    /// single texts, `.stringsdict` with its plural ones; a file only when it has entries.
    /// Entries in Xcode's key order, files sorted by path.
    static func localeFiles(for table: StringTable) -> [LocaleFile] {
        var files: [LocaleFile] = []
        for locale in table.locales {
            var lines: [StringsFile.Line] = []
            var plurals: [StringsFile.PluralEntry] = []
            for entry in table.entries {
                switch entry.value(for: locale, sourceLanguage: table.sourceLanguage) {
                case .single(let format)?:
                    lines.append(StringsFile.Line(key: entry.key, comment: entry.comment, value: format))
                case .plural(let plural)?:
                    plurals.append(StringsFile.PluralEntry(key: entry.key, plural: plural))
                case nil:
                    continue
                }
            }
            let path = "\(locale.identifier).lproj/\(table.name)"
            let isSource = locale == table.sourceLanguage
            if !lines.isEmpty { files.append(LocaleFile(relativePath: path + ".strings", locale: locale, isSourceLanguage: isSource, texts: .strings(lines))) }
            if !plurals.isEmpty { files.append(LocaleFile(relativePath: path + ".stringsdict", locale: locale, isSourceLanguage: isSource, texts: .stringsdict(plurals))) }
        }
        return files.sorted { $0.relativePath.utf8.lexicographicallyPrecedes($1.relativePath.utf8) }
    }

    static func stringsFiles(
        for table: StringTable,
        existing: [String: [UInt8]],
        overwrites: inout [TranslationOverwrite]
    ) throws(Error) -> [(relativePath: String, contents: [UInt8])] {
        var files: [(relativePath: String, contents: [UInt8])] = []
        for file in localeFiles(for: table) {
            let old = existing[file.relativePath]
            var sources: [String: SourceRange] = [:]
            if !file.isSourceLanguage {
                for entry in table.entries {
                    if let source = entry.translation(for: file.locale)?.source { sources[entry.key] = source }
                }
            }
            var reporting = StringsFileMerge.Reporting(file: file.relativePath, locale: file.isSourceLanguage ? nil : file.locale, sources: sources)
            defer { overwrites += reporting.overwrites }
            switch file.texts {
            case .strings(let lines):
                let contents: StringsFileContents?
                do {
                    contents = try old.map { bytes throws(TableReadError) in try StringsFile.read(bytes) }
                } catch {
                    throw .unreadableStringsFile(path: file.relativePath, error)
                }
                files.append((file.relativePath, StringsFileMerge.strings(lines, into: contents, reporting: &reporting)))
            case .stringsdict(let plurals):
                for entry in plurals {
                    let texts = [entry.key] + entry.plural.variants.values.sorted()
                    if let character = texts.lazy.compactMap(StringsFile.firstCharacterXMLCannotHold(in:)).first {
                        throw .unrepresentableText(path: file.relativePath, key: entry.key, character: character)
                    }
                }
                let plist: PropertyListXML?
                do {
                    plist = try old.map { bytes throws(TableReadError) in try PropertyListXML.read(bytes) }
                } catch {
                    throw .unreadableStringsFile(path: file.relativePath, error)
                }
                files.append((file.relativePath, StringsFileMerge.stringsdict(plurals, into: plist, reporting: &reporting)))
            }
        }
        return files
    }

    /// `U+0001`.
    public static func name(of scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }

    /// A table name is one path component: a spec cannot name a file outside the output folder.
    static func checkTableName(_ name: String) throws(Error) {
        let valid = !name.isEmpty && !name.hasPrefix(".")
            && !name.unicodeScalars.contains { $0 == "/" || $0 == "\\" || $0.value < 0x20 || $0.value == 0x7F }
        guard valid else { throw .invalidTableName(name) }
    }
}
