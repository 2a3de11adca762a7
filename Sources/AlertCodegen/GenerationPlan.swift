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
        if generator.options.runtime == .generated {
            files.append(File(path: SwiftGenerator.runtimeFileName, contents: Array(generator.runtime().utf8)))
        }
        for catalog in catalogs {
            files.append(File(path: generator.fileName(for: catalog), contents: Array(generator.source(for: catalog).utf8)))
        }
        return files.sorted { $0.path < $1.path }
    }

    /// The strings tables of the catalogs in `format`. `existing` gives the bytes of the file
    /// already at a path (relative to the output folder) — a String Catalog, a `.strings` or
    /// a `.stringsdict` — which the new one is merged into, so no translator's work is lost.
    /// `existing` returns `nil` only when there is no file; one that cannot be read throws,
    /// and its error stops the plan.
    ///
    /// Texts the format cannot hold are errors at the spec
    /// (`StringTableFiles.Error.unrepresentableTexts`), thrown before anything is read.
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
        let unwritable = unrepresentableTexts(catalogs, format: format)
        guard unwritable.isEmpty else { throw StringTableFiles.Error.unrepresentableTexts(unwritable) }
        var files: [File] = []
        for table in StringTableBuilder.tables(for: catalogs) {
            var existingFiles: [String: [UInt8]] = [:]
            for path in StringTableFiles.relativePaths(for: table, format: format) {
                existingFiles[path] = try existing(path)
            }
            for file in try StringTableFiles.files(for: table, format: format, existing: existingFiles, overwrites: &overwrites) {
                files.append(File(path: file.relativePath, contents: file.contents))
            }
        }
        return files.sorted { $0.path < $1.path }
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
