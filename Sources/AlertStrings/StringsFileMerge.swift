import AlertDiagnostics
import AlertSpec

/// Merges a locale's texts into the `.strings` or `.stringsdict` file already on disk, by
/// the String Catalog's rule (decisions 0013 and 0034): the spec is the source of truth for
/// what it writes, the file for the rest.
///
/// Per file (one locale, one of the two formats):
/// - Development language: the spec's entries replace the file's for the same keys.
/// - Translations: the spec's translation replaces the file's entry for its key; when the
///   entry said something else, the replacement is reported (`TranslationOverwrite`). An
///   entry that says the same (a `.stringsdict` entry however its variable is written) is
///   kept exactly as written.
/// - Keys only the file has are kept as they are — the translations the spec does not
///   write: there is no `stale` mark to give them.
/// - Comments: the spec's for its keys when it has one; otherwise, and for every other
///   comment (a file header, notes between entries), what the file had, as written.
/// - Entries are written in Xcode's key order; a file written by the generator and merged
///   again comes out byte for byte the same.
///
/// Files of locales or formats the spec has no text for are not written, so they stay as
/// they are. A file that cannot be read is never rewritten (`StringTableFiles`).
enum StringsFileMerge {
    /// Where a merge is, for its reports: the file, its locale (nil for the development
    /// language) and where the spec writes each key's translation.
    struct Reporting {
        var file: String
        var locale: LocaleID?
        var sources: [String: SourceRange]
        var overwrites: [TranslationOverwrite] = []

        mutating func replaced(_ key: String, old: [CatalogTranslation.FormatVariant], new: [CatalogTranslation.FormatVariant]) {
            guard let locale else { return }
            overwrites.append(TranslationOverwrite(
                file: file, key: key, locale: locale,
                old: TranslationOverwrite.display(old), new: TranslationOverwrite.display(new), source: sources[key]))
        }
    }

    static func strings(_ lines: [StringsFile.Line], into existing: StringsFileContents?, reporting: inout Reporting) -> [UInt8] {
        guard let existing else { return StringsFile.strings(lines) }
        var old: [String: StringsFileContents.Entry] = [:]
        for entry in existing.entries { old[entry.key] = entry }
        var merged: [StringsFile.Line] = []
        for line in lines {
            var line = line
            if let entry = old.removeValue(forKey: line.key) {
                if entry.value != line.value {
                    reporting.replaced(line.key, old: [.init(category: nil, format: entry.value)], new: [.init(category: nil, format: line.value)])
                }
                line.writtenComment = entry.comment
                line.otherComments = entry.otherComments
            }
            merged.append(line)
        }
        for entry in old.values {
            merged.append(StringsFile.Line(key: entry.key, comment: nil, value: entry.value, writtenComment: entry.comment, otherComments: entry.otherComments))
        }
        merged.sort { XcodeOrder.precedes($0.key, $1.key) }
        return StringsFile.strings(merged, header: existing.header, trailer: existing.trailer)
    }

    static func stringsdict(_ plurals: [StringsFile.PluralEntry], into existing: PropertyListXML?, reporting: inout Reporting) -> [UInt8] {
        guard let existing else { return StringsFile.stringsdict(plurals) }
        var old: [String: PropertyListXML.Entry] = [:]
        for entry in existing.entries { old[entry.key] = entry }
        var merged: [(key: String, entry: StringsFile.StringsdictEntry)] = []
        for plural in plurals {
            switch old.removeValue(forKey: plural.key) {
            case let kept?:
                let held = TableTranslations.formats(ofStringsdictEntry: kept.value)
                let written = TranslationOverwrite.formats(of: .plural(plural.plural))
                if held == written {
                    merged.append((plural.key, .kept(kept)))
                } else {
                    if let held { reporting.replaced(plural.key, old: held, new: written) }
                    merged.append((plural.key, .plural(plural, comments: kept.comments)))
                }
            case nil:
                merged.append((plural.key, .plural(plural, comments: [])))
            }
        }
        for entry in old.values {
            merged.append((entry.key, .kept(entry)))
        }
        merged.sort { XcodeOrder.precedes($0.key, $1.key) }
        return StringsFile.stringsdict(merged.map(\.entry), trailingComments: existing.trailingComments)
    }
}
