import AlertDiagnostics
import AlertSpec
import Foundation

/// The translations an existing string table holds — a String Catalog, or one locale's
/// `.strings` or `.stringsdict` — read so the linter can check them with the spec's own
/// (RULES.md §6, the configuration's `translations:`).
///
/// Only what the rules need is kept: per key and locale the format strings as written (one
/// per plural category, or one), the String Catalog state, and where the entry starts. A
/// plural written with a variable (`%#@count@` with a `.stringsdict` variable or a catalog
/// substitution) is expanded into one whole format string per category, as Foundation
/// would show it.
public struct TableTranslations: Sendable, Hashable {
    public struct Entry: Sendable, Hashable {
        public var key: String
        public var locale: LocaleID
        /// The String Catalog state; nil where the format has none.
        public var state: String?
        /// In CLDR order; a single string has one format without a category.
        public var formats: [CatalogTranslation.FormatVariant]
        /// The UTF-8 byte offset of the entry in `text`.
        public var offset: Int
    }

    /// The table the file belongs to: its name without the extension.
    public var table: String
    /// The file as positions count it: UTF-8 without a byte order mark (a UTF-16 `.strings`
    /// file transcoded).
    public var text: [UInt8]
    /// Sorted by key, then locale.
    public var entries: [Entry]
    /// A String Catalog's `sourceLanguage`, whose entries are not translations.
    public var sourceLanguage: LocaleID?

    /// The file extensions read: `xcstrings`, `strings`, `stringsdict`.
    public static let fileExtensions = ["xcstrings", "strings", "stringsdict"]

    /// Reads the table at `path` from its bytes. A `.strings` or `.stringsdict` file must sit
    /// in a `<locale>.lproj` folder, which names its locale (or, in an old project, its
    /// language: `German.lproj`); `Base.lproj` holds development text and gives no entries. Anything that cannot be read exactly is an error at its
    /// line (and column, where the format has them).
    public static func read(path: String, bytes: [UInt8]) throws(TableReadError) -> TableTranslations {
        let components = path.split(separator: "/", omittingEmptySubsequences: true)
        let fileName = components.last.map(String.init) ?? path
        guard let dot = fileName.lastIndex(of: ".") else { throw TableReadError("not a string table (.xcstrings, .strings or .stringsdict)") }
        let table = String(fileName[..<dot])
        let fileExtension = String(fileName[fileName.index(after: dot)...])
        if fileExtension == "xcstrings" { return try catalog(table: table, bytes: bytes) }
        guard fileExtension == "strings" || fileExtension == "stringsdict" else {
            throw TableReadError("not a string table (.xcstrings, .strings or .stringsdict)")
        }
        let folder = components.count >= 2 ? String(components[components.count - 2]) : ""
        guard folder.hasSuffix(".lproj") else {
            throw TableReadError("a .\(fileExtension) file outside a <locale>.lproj folder: its folder names its locale")
        }
        let localeName = String(folder.dropLast(".lproj".count))
        let locale: LocaleID?
        if localeName == "Base" {
            locale = nil
        } else if let legacy = legacyFolderNames[localeName] {
            locale = LocaleID(legacy)
        } else if let id = LocaleID(localeName) {
            locale = id
        } else {
            throw TableReadError("'\(folder)' does not name a locale")
        }
        return fileExtension == "strings"
            ? try strings(table: table, locale: locale, bytes: bytes)
            : try stringsdict(table: table, locale: locale, bytes: bytes)
    }

    /// The language names old Xcode projects gave `.lproj` folders, which Foundation still
    /// maps to their ids; read as ids they would be locales of their own (`german`).
    static let legacyFolderNames = [
        "Dutch": "nl", "English": "en", "French": "fr", "German": "de",
        "Italian": "it", "Japanese": "ja", "Spanish": "es",
    ]

    // MARK: .strings

    private static func strings(table: String, locale: LocaleID?, bytes: [UInt8]) throws(TableReadError) -> TableTranslations {
        let read = try StringsFile.readLocated(bytes)
        let entries = locale.map { locale in
            read.contents.entries.map { entry in
                Entry(key: entry.key, locale: locale, formats: [.init(category: nil, format: entry.value)], offset: read.keyOffsets[entry.key] ?? 0)
            }
        } ?? []
        return TableTranslations(table: table, text: read.text, entries: entries.sorted { $0.key < $1.key })
    }

    // MARK: .stringsdict

    private static func stringsdict(table: String, locale: LocaleID?, bytes: [UInt8]) throws(TableReadError) -> TableTranslations {
        let top = try PropertyListXML.topLevelEntries(bytes)
        let text = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
        let shift = text.count - bytes.count
        guard let locale else { return TableTranslations(table: table, text: text, entries: []) }
        var entries: [Entry] = []
        for (key, offset, value) in top {
            do throws(TableReadError) {
                entries.append(Entry(key: key, locale: locale, formats: try stringsdictFormats(value), offset: offset + shift))
            } catch {
                // Offsets of errors count in the file's bytes, as the reader's own errors do.
                throw TableReadError("the entry \(StringsFile.quoted(key)): \(error.message)", offset: offset, in: bytes)
            }
        }
        return TableTranslations(table: table, text: text, entries: entries.sorted { $0.key < $1.key })
    }

    /// The format strings of one `.stringsdict` entry (its `NSStringLocalizedFormatKey` with
    /// its first plural variable expanded), or an error saying what is misshapen.
    static func stringsdictFormats(_ value: PropertyListValue) throws(TableReadError) -> [CatalogTranslation.FormatVariant] {
        guard case .dictionary = value else { throw TableReadError("must be a <dict>") }
        guard let formatKey = value["NSStringLocalizedFormatKey"] else { throw TableReadError("has no NSStringLocalizedFormatKey") }
        guard let format = formatKey.string else { throw TableReadError("NSStringLocalizedFormatKey must be a <string>") }
        return try pluralFormats(format) { name throws(TableReadError) in
            guard let variable = value[name] else { return nil }
            guard case .dictionary(let members) = variable else { throw TableReadError("the variable '\(name)' must be a <dict>") }
            guard variable["NSStringFormatSpecTypeKey"]?.string == "NSStringPluralRuleType" else { return nil }
            var variants: [PluralCategory: String] = [:]
            for member in members {
                guard let category = PluralCategory(rawValue: member.key) else { continue }
                guard let variant = member.value.string else { throw TableReadError("the '\(member.key)' variant of '\(name)' must be a <string>") }
                variants[category] = variant
            }
            return variants
        }
    }

    /// `stringsdictFormats`, or nil for an entry it cannot read: the merge compares what the
    /// file holds with the spec's text through it.
    static func formats(ofStringsdictEntry value: PropertyListValue) -> [CatalogTranslation.FormatVariant]? {
        try? stringsdictFormats(value)
    }

    /// The format strings `format` stands for: one per category of its first plural
    /// variable (`%#@name@` or `%N$#@name@`, replaced by the variant), or `format` itself.
    /// A later plural variable varies by a number of its own, so it shows its `other`
    /// variant in each (its last, without one): every format a rule reads is one Foundation
    /// can show, with no variable left to misread as a specifier.
    /// `variants` gives a variable's variants, or nil when it is not a plural variable.
    static func pluralFormats(
        _ format: String,
        variants: (String) throws(TableReadError) -> [PluralCategory: String]?
    ) throws(TableReadError) -> [CatalogTranslation.FormatVariant] {
        var plurals: [(range: Range<String.Index>, byCategory: [PluralCategory: String])] = []
        for token in variableTokens(in: format) {
            guard let byCategory = try variants(token.name), !byCategory.isEmpty else { continue }
            plurals.append((token.range, byCategory))
        }
        guard let first = plurals.first else { return [.init(category: nil, format: format)] }
        func expanded(_ category: PluralCategory) -> String {
            var result = ""
            var cursor = format.startIndex
            for (index, plural) in plurals.enumerated() {
                result += format[cursor..<plural.range.lowerBound]
                let shown = index == 0 ? category : (plural.byCategory[.other] != nil ? .other : plural.byCategory.keys.max()!)
                result += plural.byCategory[shown]!
                cursor = plural.range.upperBound
            }
            return result + format[cursor...]
        }
        return first.byCategory.keys.sorted().map { .init(category: $0, format: expanded($0)) }
    }

    /// The `%#@name@` and `%N$#@name@` tokens of a format string, in order.
    static func variableTokens(in format: String) -> [(name: String, range: Range<String.Index>)] {
        var tokens: [(String, Range<String.Index>)] = []
        var index = format.startIndex
        while let percent = format[index...].firstIndex(of: "%") {
            var cursor = format.index(after: percent)
            if cursor < format.endIndex, format[cursor] == "%" {
                // `%%` is one literal percent sign.
                index = format.index(after: cursor)
                continue
            }
            let digitsStart = cursor
            while cursor < format.endIndex, format[cursor].isASCII, format[cursor].isNumber { cursor = format.index(after: cursor) }
            if cursor > digitsStart {
                cursor = cursor < format.endIndex && format[cursor] == "$" ? format.index(after: cursor) : digitsStart
            }
            index = cursor
            guard format[cursor...].hasPrefix("#@") else { continue }
            let nameStart = format.index(cursor, offsetBy: 2)
            guard let end = format[nameStart...].firstIndex(of: "@"), end > nameStart else { continue }
            tokens.append((String(format[nameStart..<end]), percent..<format.index(after: end)))
            index = format.index(after: end)
        }
        return tokens
    }

    // MARK: String Catalog

    private static func catalog(table: String, bytes: [UInt8]) throws(TableReadError) -> TableTranslations {
        let text = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
        let shift = text.count - bytes.count
        let parsed = try CatalogJSON.parseLocatingLocalizations(bytes)
        do throws(TableReadError) {
            let reader = CatalogReader(root: parsed.value)
            let (sourceLanguage, found) = try reader.entries()
            let entries = found.map { entry in
                var entry = entry
                entry.offset = (parsed.offsets[entry.key]?[entry.localeName] ?? 0) + shift
                return Entry(key: entry.key, locale: entry.locale, state: entry.state, formats: entry.formats, offset: entry.offset)
            }
            return TableTranslations(table: table, text: text, entries: entries, sourceLanguage: sourceLanguage)
        } catch {
            // A value of the wrong shape is found after parsing: read again for its place.
            if let path = error.jsonPath, let offset = CatalogJSON.offset(of: path, in: bytes) {
                throw TableReadError(error.message, offset: offset, in: bytes)
            }
            throw error
        }
    }
}

/// Reads the translations out of a parsed String Catalog, refusing values of the wrong JSON
/// type on the way (with the path to them).
struct CatalogReader {
    let root: CatalogJSON

    struct Found {
        var key: String
        var localeName: String
        var locale: LocaleID
        var state: String?
        var formats: [CatalogTranslation.FormatVariant]
        var offset = 0
    }

    func entries() throws(TableReadError) -> (LocaleID?, [Found]) {
        guard let members = root.object else { throw TableReadError("a String Catalog is a JSON object", jsonPath: []) }
        var sourceLanguage: LocaleID?
        if let value = members["sourceLanguage"] {
            guard let name = value.string, let locale = LocaleID(name) else {
                throw TableReadError("'sourceLanguage' must be a locale id string", jsonPath: ["sourceLanguage"])
            }
            sourceLanguage = locale
        }
        guard let strings = members["strings"] else { return (sourceLanguage, []) }
        guard let entries = strings.object else { throw TableReadError("'strings' must be an object", jsonPath: ["strings"]) }
        var found: [Found] = []
        for key in entries.keys.sorted() {
            guard let entry = entries[key]!.object else { throw TableReadError("the entry \(StringsFile.quoted(key)) must be an object", jsonPath: ["strings", key]) }
            guard let localizations = entry["localizations"] else { continue }
            let path = ["strings", key, "localizations"]
            guard let byLocale = localizations.object else { throw TableReadError("'localizations' of \(StringsFile.quoted(key)) must be an object", jsonPath: path) }
            for localeName in byLocale.keys.sorted() {
                guard let locale = LocaleID(localeName) else {
                    throw TableReadError("'\(localeName)' in the localizations of \(StringsFile.quoted(key)) is not a locale id", jsonPath: path + [localeName])
                }
                if locale == sourceLanguage { continue }
                guard let read = try localization(byLocale[localeName]!, path: path + [localeName]) else { continue }
                found.append(Found(key: key, localeName: localeName, locale: locale, state: read.state, formats: read.formats))
            }
        }
        return (sourceLanguage, found)
    }

    /// A localization's text: a `stringUnit` (a plural through `substitutions` expanded),
    /// plural `variations`, or device variations (the `other` device, as on an iPhone
    /// without its own). Nil when it holds none of them.
    func localization(_ value: CatalogJSON, path: [String]) throws(TableReadError) -> (state: String?, formats: [CatalogTranslation.FormatVariant])? {
        guard let members = value.object else { throw TableReadError("a localization must be an object", jsonPath: path) }
        if let unit = members["stringUnit"] {
            let (state, format) = try stringUnit(unit, path: path + ["stringUnit"])
            let formats = try TableTranslations.pluralFormats(format) { name throws(TableReadError) in
                try substitution(members["substitutions"], name: name, path: path + ["substitutions"])
            }
            return (state, formats)
        }
        guard let variations = members["variations"] else { return nil }
        guard let kinds = variations.object else { throw TableReadError("'variations' must be an object", jsonPath: path + ["variations"]) }
        if let plural = kinds["plural"] {
            var state: String?
            var formats: [CatalogTranslation.FormatVariant] = []
            for (category, format, variantState) in try pluralVariants(plural, path: path + ["variations", "plural"]) {
                formats.append(.init(category: category, format: format))
                state = Self.weaker(state, variantState)
            }
            return formats.isEmpty ? nil : (state, formats)
        }
        if let device = kinds["device"] {
            let devicePath = path + ["variations", "device"]
            guard let devices = device.object else { throw TableReadError("'device' variations must be an object", jsonPath: devicePath) }
            guard let name = devices["other"] != nil ? "other" : devices.keys.sorted().first else { return nil }
            return try localization(devices[name]!, path: devicePath + [name])
        }
        return nil
    }

    func stringUnit(_ value: CatalogJSON, path: [String]) throws(TableReadError) -> (state: String?, value: String) {
        guard let unit = value.object else { throw TableReadError("a 'stringUnit' must be an object", jsonPath: path) }
        guard let text = unit["value"]?.string else { throw TableReadError("a 'stringUnit' needs a string 'value'", jsonPath: path + ["value"]) }
        var state: String?
        if let value = unit["state"] {
            guard let text = value.string else { throw TableReadError("a 'state' must be a string", jsonPath: path + ["state"]) }
            state = text
        }
        return (state, text)
    }

    func pluralVariants(_ value: CatalogJSON, path: [String]) throws(TableReadError) -> [(PluralCategory, String, String?)] {
        guard let variants = value.object else { throw TableReadError("'plural' variations must be an object", jsonPath: path) }
        var result: [(PluralCategory, String, String?)] = []
        for name in variants.keys.sorted() {
            guard let category = PluralCategory(rawValue: name) else {
                throw TableReadError("'\(name)' is not a plural category (zero, one, two, few, many, other)", jsonPath: path + [name])
            }
            guard let variant = variants[name]!.object, let unit = variant["stringUnit"] else {
                throw TableReadError("the '\(name)' variant needs a 'stringUnit'", jsonPath: path + [name])
            }
            let (state, text) = try stringUnit(unit, path: path + [name, "stringUnit"])
            result.append((category, text, state))
        }
        return result.sorted { $0.0 < $1.0 }
    }

    /// A substitution's plural variants with its `%arg` written as the argument's positional
    /// specifier (`%2$lld`), or nil when it has none.
    func substitution(_ value: CatalogJSON?, name: String, path: [String]) throws(TableReadError) -> [PluralCategory: String]? {
        guard let value else { return nil }
        guard let substitutions = value.object else { throw TableReadError("'substitutions' must be an object", jsonPath: path) }
        guard let substitution = substitutions[name] else { return nil }
        let itemPath = path + [name]
        guard let fields = substitution.object else { throw TableReadError("a substitution must be an object", jsonPath: itemPath) }
        var argument = "%"
        if let number = fields["argNum"] {
            guard case .number(let text) = number, let position = Int(text) else {
                throw TableReadError("'argNum' must be an integer", jsonPath: itemPath + ["argNum"])
            }
            argument += "\(position)$"
        }
        let specifier = fields["formatSpecifier"]?.string ?? "@"
        guard let plural = fields["variations"]?["plural"] else { return nil }
        var variants: [PluralCategory: String] = [:]
        for (category, text, _) in try pluralVariants(plural, path: itemPath + ["variations", "plural"]) {
            variants[category] = Self.replacingArgument(in: text, with: argument + specifier)
        }
        return variants
    }

    /// `text.replacingOccurrences(of: "%arg", with: replacement)`, as Foundation does it,
    /// without Foundation where the answer is plain. Foundation's search is not literal, but
    /// no other text is canonically equivalent to `%arg`: text whose bytes hold none is
    /// returned as it is. Where every `%arg` has ASCII (or the text's end) on both sides, no
    /// combining mark or prepended character joins it to its neighbours, so its bytes are
    /// replaced. Other text goes to Foundation.
    static func replacingArgument(in text: String, with replacement: String) -> String {
        let pattern: [UInt8] = Array("%arg".utf8)
        var text = text
        let (matches, standAlone) = text.withUTF8 { utf8 -> ([Int], Bool) in
            var matches: [Int] = []
            var standAlone = true
            var index = 0
            while index < utf8.count {
                if utf8[index] == pattern[0], index + pattern.count <= utf8.count,
                   utf8[index + 1] == pattern[1], utf8[index + 2] == pattern[2], utf8[index + 3] == pattern[3] {
                    matches.append(index)
                    if index > 0, utf8[index - 1] >= 0x80 { standAlone = false }
                    if index + pattern.count < utf8.count, utf8[index + pattern.count] >= 0x80 { standAlone = false }
                    index += pattern.count
                } else {
                    index += 1
                }
            }
            return (matches, standAlone)
        }
        guard !matches.isEmpty else { return text }
        guard standAlone else { return text.replacingOccurrences(of: "%arg", with: replacement) }
        return text.withUTF8 { utf8 in
            var bytes: [UInt8] = []
            bytes.reserveCapacity(utf8.count + matches.count * replacement.utf8.count)
            var start = 0
            for match in matches {
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start..<match]))
                bytes.append(contentsOf: replacement.utf8)
                start = match + pattern.count
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start...]))
            return String(decoding: bytes, as: UTF8.self)
        }
    }

    /// Of two states, the one that asks more of a translator: a plural's state is its
    /// least finished variant's.
    static func weaker(_ lhs: String?, _ rhs: String?) -> String? {
        let order = ["translated": 0, "needs_review": 2, "new": 3, "stale": 1]
        guard let lhs else { return rhs }
        guard let rhs else { return lhs }
        return (order[rhs] ?? 0) > (order[lhs] ?? 0) ? rhs : lhs
    }
}
