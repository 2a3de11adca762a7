import AlertSpec

/// Merges a locale's texts into the `.strings` or `.stringsdict` file already on disk, by
/// the String Catalog's rule (decision 0013): the spec is the source of the development
/// language, translators are the source of their translations.
///
/// Per file (one locale, one of the two formats):
/// - Development language: the spec's entries replace the file's for the same keys.
/// - Translations: an entry the file has for a key is kept as it is — a translator's work
///   is never overwritten by the spec; the spec's translation is written only for keys the
///   file lacks.
/// - Keys only the file has are kept as they are: there is no `stale` mark to give them.
/// - Comments: the spec's for its keys when it has one; otherwise, and for every other
///   comment (a file header, notes between entries), what the file had, as written.
/// - Entries are written in Xcode's key order; a file written by the generator and merged
///   again comes out byte for byte the same.
///
/// Files of locales or formats the spec has no text for are not written, so they stay as
/// they are. A file that cannot be read is never rewritten (`StringTableFiles`).
enum StringsFileMerge {
    static func strings(_ lines: [StringsFile.Line], into existing: StringsFileContents?, isSourceLanguage: Bool) -> [UInt8] {
        guard let existing else { return StringsFile.strings(lines) }
        var old: [String: StringsFileContents.Entry] = [:]
        for entry in existing.entries { old[entry.key] = entry }
        var merged: [StringsFile.Line] = []
        for line in lines {
            var line = line
            if let entry = old.removeValue(forKey: line.key) {
                if !isSourceLanguage { line.value = entry.value }
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

    static func stringsdict(_ plurals: [StringsFile.PluralEntry], into existing: PropertyListXML?, isSourceLanguage: Bool) -> [UInt8] {
        guard let existing else { return StringsFile.stringsdict(plurals) }
        var old: [String: PropertyListXML.Entry] = [:]
        for entry in existing.entries { old[entry.key] = entry }
        var merged: [(key: String, entry: StringsFile.StringsdictEntry)] = []
        for plural in plurals {
            switch old.removeValue(forKey: plural.key) {
            case let kept? where !isSourceLanguage:
                merged.append((plural.key, .kept(kept)))
            case let replaced?:
                merged.append((plural.key, .plural(plural, comments: replaced.comments)))
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
