import AlertDiagnostics
import AlertSpec
import AlertStrings

/// Every file `alertlint generate` writes for a set of catalogs, as relative paths and
/// contents: pure, so tests can compare it and the command only has to write it.
public struct GenerationPlan: Sendable {
    public struct File: Sendable, Hashable {
        /// Relative to the output folder.
        public var path: String
        public var contents: [UInt8]
    }

    public var files: [File]

    /// The Swift files: the shared runtime (unless the catalogs import it as a module), then one
    /// per catalog, sorted by path.
    public static func swift(_ catalogs: [Catalog], generator: SwiftGenerator) -> [File] {
        var files: [File] = []
        forEachSwiftFile(catalogs, generator: generator) { files.append($0) }
        return files
    }

    /// The files `swift` returns, in its order, handed to `body` as they are made, on `jobs`
    /// threads a window at a time: a caller that writes each as it comes holds a window's
    /// sources, not every catalog's (decision 0065). Without `includingRuntime`, the
    /// catalogs' files only.
    public static func forEachSwiftFile(
        _ catalogs: [Catalog], generator: SwiftGenerator, includingRuntime: Bool = true, jobs: Int = 1, _ body: (File) throws -> Void
    ) rethrows {
        // Sorted by the path each will have, before any is made; nil stands for the runtime.
        var pending: [(path: String, catalog: Catalog?)] = catalogs.map { (generator.fileName(for: $0), $0) }
        if includingRuntime, generator.options.runtime == .generated { pending.append((SwiftGenerator.runtimeFileName, nil)) }
        pending.sort { $0.path < $1.path }
        let make: @Sendable ((path: String, catalog: Catalog?)) -> File = { pending in
            File(path: pending.path, contents: pending.catalog.map(generator.sourceBytes(for:)) ?? Array(generator.runtime().utf8))
        }
        // A few files a worker per window, so one large catalog leaves the others little idle time.
        let window = max(1, jobs) * 4
        var start = 0
        while start < pending.count {
            let slice = Array(pending[start..<min(start + window, pending.count)])
            for file in parallelMap(slice, jobs: jobs, make) { try body(file) }
            start += slice.count
        }
    }

    /// The strings tables of the catalogs in `format`. `existing` gives the bytes of the file
    /// already at a path (relative to the output folder) — a String Catalog, a `.strings` or
    /// a `.stringsdict` — which the new one is merged into, so no translator's work is lost.
    /// `existing` returns `nil` only when there is no file; one that cannot be read throws,
    /// and its error stops the plan.
    ///
    /// Texts the format cannot hold are errors at the spec
    /// (`StringTableFiles.Error.unrepresentableTexts`), thrown before anything is read; so are
    /// translations Foundation would misread or crash on (`UnsafeFormats`, decision 0037),
    /// and those an existing table holds that the merge would keep are thrown once every
    /// table is read, before anything is returned.
    public static func tables(
        _ catalogs: [Catalog],
        format: StringTableFiles.Format,
        existing: (String) throws -> [UInt8]?
    ) throws -> [File] {
        var overwrites: [TranslationOverwrite] = []
        return try tables(catalogs, format: format, existing: existing, overwrites: &overwrites)
    }

    /// `tables(_:format:existing:)`, adding each translation in an existing table that a
    /// spec translation replaces to `overwrites` (decision 0034), in output order.
    public static func tables(
        _ catalogs: [Catalog],
        format: StringTableFiles.Format,
        existing: (String) throws -> [UInt8]?,
        overwrites: inout [TranslationOverwrite]
    ) throws -> [File] {
        var files: [File] = []
        try forEachTableFile(catalogs, format: format, existing: existing, overwrites: &overwrites) { files.append($0) }
        return files.sorted { $0.path < $1.path }
    }

    /// The files `tables` returns, each handed to `body` as soon as its table is made, table
    /// by table rather than sorted by path: a caller that writes each as it comes holds one
    /// table's files at a time (decision 0065). The errors are those of `tables`, thrown at
    /// the same points, so translations an existing table would keep unsafely are thrown
    /// after every file was handed over: a caller must not commit what it wrote before this
    /// returns (`AtomicFileWriter.Batch` does not).
    public static func forEachTableFile(
        _ catalogs: [Catalog],
        format: StringTableFiles.Format,
        existing: (String) throws -> [UInt8]?,
        overwrites: inout [TranslationOverwrite],
        _ body: (File) throws -> Void
    ) throws {
        let unwritable = unrepresentableTexts(catalogs, format: format)
        guard unwritable.isEmpty else { throw StringTableFiles.Error.unrepresentableTexts(unwritable) }
        let unsafe = unsafeFormats(catalogs)
        guard unsafe.isEmpty else { throw UnsafeFormats(diagnostics: unsafe) }
        var keptUnsafe: [Diagnostic] = []
        try forEachTableFile(checked: catalogs, format: format, existing: existing, overwrites: &overwrites, keptUnsafe: &keptUnsafe, body)
        guard keptUnsafe.isEmpty else { throw UnsafeFormats(diagnostics: keptUnsafe.sortedForOutput()) }
    }

    /// `forEachTableFile(_:format:existing:overwrites:_:)` for catalogs already found to have
    /// no `unrepresentableTexts` and no `unsafeFormats`, which it does not look for again:
    /// the translations an existing table holds that the merge would keep unsafely are added
    /// to `keptUnsafe`, unsorted, rather than thrown. `alertlint generate` calls it once per
    /// table, with the catalogs that share it (decision 0067).
    public static func forEachTableFile(
        checked catalogs: [Catalog],
        format: StringTableFiles.Format,
        existing: (String) throws -> [UInt8]?,
        overwrites: inout [TranslationOverwrite],
        keptUnsafe: inout [Diagnostic],
        _ body: (File) throws -> Void
    ) throws {
        for table in StringTableBuilder.tables(for: catalogs) {
            var existingFiles: [String: [UInt8]] = [:]
            for path in StringTableFiles.relativePaths(for: table, format: format) {
                existingFiles[path] = try existing(path)
            }
            // Made once for both: what a catalog on disk that this table wrote holds.
            let own = format == .xcstrings && !existingFiles.isEmpty ? OwnCatalog(table) : nil
            keptUnsafe += unsafeKeptTranslations(table: table, existing: existingFiles, own: own, catalogs: catalogs)
            for file in try StringTableFiles.files(for: table, format: format, existing: existingFiles, ownCatalog: own, overwrites: &overwrites) {
                try body(File(path: file.relativePath, contents: file.contents))
            }
        }
    }

    /// Why the tables were not written: format strings Foundation's formatter would misread
    /// or crash on (decision 0037), as errors at the spec's texts. `alertlint generate`
    /// refuses them whatever the configuration says of the `format-crash` rule.
    public struct UnsafeFormats: Error, Sendable {
        public var diagnostics: [Diagnostic]

        public init(diagnostics: [Diagnostic]) {
            self.diagnostics = diagnostics
        }
    }

    /// The diagnostics' id, the `format-crash` rule's.
    public static let unsafeFormatID = "format-crash"

    /// Errors at every translation in `catalogs` whose format strings Foundation would misread
    /// or crash on (`FormatSafety.unsafeTexts`): the spec translations the tables will hold,
    /// and the translations read from the configuration's `translations:` tables. Sorted for
    /// output.
    public static func unsafeFormats(_ catalogs: [Catalog]) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for catalog in catalogs {
            for unsafe in FormatSafety.unsafeTexts(in: catalog) {
                var notes: [Note] = []
                if let table = unsafe.table, let locale = unsafe.locale {
                    notes.append(Note(message: "the \(locale) translation is in this catalog", range: table.location))
                }
                diagnostics.append(Diagnostic(
                    severity: .error, id: unsafeFormatID, message: unsafe.message, range: catalog.sourceRange(unsafe.range), notes: notes))
            }
        }
        return diagnostics.sortedForOutput()
    }

    /// Errors for the translations an existing table in the output folder holds that the
    /// merge keeps — locales the spec does not translate, which no configured
    /// `translations:` table supplied either, so the linter never saw them — and Foundation
    /// would misread or crash on. At the spec's text, with a note naming the table file
    /// (relative to the output folder). A table that cannot be read is the merge's error.
    /// `own`: the table's `OwnCatalog`, whose translations stand for a catalog holding its bytes.
    static func unsafeKeptTranslations(table stringTable: StringTable, existing: [String: [UInt8]], own: OwnCatalog?, catalogs: [Catalog]) -> [Diagnostic] {
        let table = stringTable.name
        // No table in the output folder (a cold run): nothing kept, and no texts to index.
        guard !existing.isEmpty else { return [] }
        var texts: [String: (text: Text, parameters: [Parameter], catalog: Catalog)] = [:]
        for catalog in StringTableConflicts.mergeOrder(catalogs) where catalog.table == table {
            for (text, parameters) in catalog.textsWithParameters where texts[text.key] == nil {
                texts[text.key] = (text, parameters, catalog)
            }
        }
        var diagnostics: [Diagnostic] = []
        for (path, bytes) in existing.sorted(by: { $0.key < $1.key }) {
            let sourceLanguage: LocaleID?
            let entries: [(key: String, locale: LocaleID, formats: [CatalogTranslation.FormatVariant])]
            if let own, path == StringTableFiles.catalogPath(for: stringTable), bytes == own.bytes {
                // The catalog this table writes, unchanged: its translations are the table's,
                // read without parsing the file back.
                (sourceLanguage, entries) = (own.sourceLanguage, own.translations)
            } else {
                guard let read = try? TableTranslations.read(path: path, bytes: bytes) else { continue }
                sourceLanguage = read.sourceLanguage
                entries = read.entries.map { ($0.key, $0.locale, $0.formats) }
            }
            for entry in entries where entry.locale != sourceLanguage {
                // A locale the spec translates is replaced (and checked as the spec's), one a
                // configured table supplied was checked with the catalog.
                guard let found = texts[entry.key], entry.locale != found.catalog.developmentLanguage,
                      found.text.translation(for: entry.locale) == nil else { continue }
                let (text, parameters, catalog) = found
                let countPosition = text.content.plural.flatMap { plural in parameters.firstIndex { $0.name == plural.parameter } }.map { $0 + 1 }
                let (arguments, checksGaps) = FormatSafety.arguments(for: text, parameters: parameters)
                for variant in entry.formats {
                    let problems = FormatSafety.problems(
                        in: variant.format, parameters: arguments, countPosition: variant.category == nil ? nil : countPosition,
                        checksGaps: checksGaps)
                    guard !problems.isEmpty else { continue }
                    let unsafe = FormatSafety.UnsafeText(
                        key: entry.key, locale: entry.locale, category: variant.category, format: variant.format,
                        problems: problems, range: text.range, table: nil)
                    diagnostics.append(Diagnostic(
                        severity: .error, id: unsafeFormatID, message: unsafe.message, range: catalog.sourceRange(text.range),
                        notes: [Note(message: "the \(entry.locale) translation is kept from \(path) in the output folder; fix or remove it there")]))
                }
            }
        }
        return diagnostics
    }

    /// Errors at the spec texts that `format` has no way to write (decision 0014): with
    /// `.strings`, plural texts and their keys go to a `.stringsdict`, an XML 1.0 document,
    /// which cannot hold the C0 controls other than tab, line feed and carriage return, nor
    /// U+FFFE and U+FFFF — not even as character references. A String Catalog (JSON) and a
    /// `.strings` file escape every character, so they have none.
    public static func unrepresentableTexts(_ catalogs: [Catalog], format: StringTableFiles.Format) -> [Diagnostic] {
        guard format == .strings else { return [] }
        var diagnostics: [Diagnostic] = []
        func check(_ text: String, _ what: String, at range: ByteRange, in catalog: Catalog) {
            guard let character = StringsFile.firstCharacterXMLCannotHold(in: text) else { return }
            diagnostics.append(Diagnostic(
                severity: .error,
                id: "unrepresentable-character",
                message: "\(what) holds \(StringTableFiles.name(of: character)), which a .stringsdict cannot: XML 1.0 has no way to write it, "
                    + "not even as a character reference; remove it, or generate a String Catalog (--strings-format xcstrings)",
                range: catalog.sourceRange(range)))
        }
        for catalog in catalogs {
            for text in catalog.allTexts {
                // Only the spec's own translations are written; one read from an existing
                // table (the configuration's `translations:`) stays that table's.
                let pluralTranslations = text.translations.filter { $0.content.plural != nil && $0.origin == .spec }
                guard text.content.plural != nil || !pluralTranslations.isEmpty else { continue }
                check(text.key, "the key \(StringsFile.quoted(text.key)) of a plural text", at: text.range, in: catalog)
                if let plural = text.content.plural {
                    // The text, not `contentRange`: for a plural text that is its `other` variant.
                    for (category, template) in plural.sortedVariants {
                        check(template.source, "the '\(category.rawValue)' variant", at: text.range, in: catalog)
                    }
                }
                for translation in pluralTranslations {
                    for (category, template) in translation.content.plural?.sortedVariants ?? [] {
                        check(template.source, "the '\(category.rawValue)' variant of the \(translation.locale) translation", at: translation.range, in: catalog)
                    }
                }
            }
        }
        return diagnostics.sortedForOutput()
    }
}
