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

        public var description: String {
            switch self {
            case .invalidTableName(let name):
                "the strings table name '\(name)' cannot be a file name (it must not be empty, '.' or '..', start with '.', or contain '/', '\\' or control characters)"
            case .unreadableCatalog(let path, let error):
                "\(path):\(error.line.map { "\($0):\(error.column ?? 1):" } ?? "") cannot merge into the existing String Catalog: \(error.message)"
            }
        }
    }

    /// The files of `table`, sorted by path. For `.xcstrings`, `existingCatalog` is the
    /// catalog at `<table>.xcstrings` if there is one: the table is merged into it
    /// (`StringCatalog` says how), never replacing what translators wrote.
    public static func files(
        for table: StringTable,
        format: Format,
        existingCatalog: [UInt8]? = nil
    ) throws(Error) -> [(relativePath: String, contents: [UInt8])] {
        try checkTableName(table.name)
        switch format {
        case .xcstrings:
            return [(catalogPath(for: table), try merge(existing: existingCatalog, table: table))]
        case .strings:
            return stringsFiles(for: table)
        }
    }

    /// Where the String Catalog of `table` goes.
    public static func catalogPath(for table: StringTable) -> String {
        "\(table.name).xcstrings"
    }

    /// The String Catalog of `table` in Xcode's layout, merged into `existing` (the bytes of
    /// the catalog on disk) when given. Merging the result again changes nothing.
    public static func merge(existing: [UInt8]?, table: StringTable) throws(Error) -> [UInt8] {
        do {
            let existingJSON = try existing.map { bytes throws(CatalogJSON.ReadError) in try CatalogJSON.parse(bytes) }
            return try StringCatalog.json(for: table, existing: existingJSON).xcodeLayout()
        } catch {
            throw .unreadableCatalog(path: catalogPath(for: table), error)
        }
    }

    /// Per locale with any text, the development language included: `.strings` with its
    /// single texts, `.stringsdict` with its plural ones; a file only when it has entries.
    /// Entries in Xcode's key order.
    static func stringsFiles(for table: StringTable) -> [(relativePath: String, contents: [UInt8])] {
        var files: [(relativePath: String, contents: [UInt8])] = []
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
            let folder = "\(locale.identifier).lproj/"
            if !lines.isEmpty {
                files.append((folder + table.name + ".strings", StringsFile.strings(lines)))
            }
            if !plurals.isEmpty {
                files.append((folder + table.name + ".stringsdict", StringsFile.stringsdict(plurals)))
            }
        }
        return files.sorted { $0.relativePath.utf8.lexicographicallyPrecedes($1.relativePath.utf8) }
    }

    /// A table name is one path component: a spec cannot name a file outside the output folder.
    static func checkTableName(_ name: String) throws(Error) {
        let valid = !name.isEmpty && !name.hasPrefix(".")
            && !name.unicodeScalars.contains { $0 == "/" || $0 == "\\" || $0.value < 0x20 || $0.value == 0x7F }
        guard valid else { throw .invalidTableName(name) }
    }
}
