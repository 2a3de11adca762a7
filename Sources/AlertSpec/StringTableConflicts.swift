import AlertDiagnostics

/// What makes catalogs impossible to write as strings tables, found once for the linter
/// (`conflicting-key`, `table-development-language`) and for `alertlint generate`, which
/// refuses them whatever the configuration says.
///
/// Catalogs that share a table (FORMAT.md: "several files may share a table, and then share
/// its key space") are taken in path order, then namespace order, and each one's texts in
/// source order, so "first" and "second" mean the same for the rule and the generator.
public enum StringTableConflicts {
    /// The id of a key conflict: the rule's, so a refusal reads like the finding.
    public static let keyConflictID = "conflicting-key"
    /// The id of a development-language conflict (decision 0019).
    public static let languageConflictID = "table-development-language"

    /// One key of one table naming two different development values.
    public struct KeyConflict: Sendable, Hashable {
        public var table: String
        public var key: String
        /// The first text with the key, and its file.
        public var first: Occurrence
        /// A later text with the key whose development value differs from the first's.
        public var second: Occurrence
        /// True when the texts read alike and only their placeholders differ (type, position
        /// among the parameters, or the plural's count parameter).
        public var differsOnlyInPlaceholders: Bool

        /// The finding's message, the same for the linter and the generator.
        public var message: String {
            if differsOnlyInPlaceholders {
                return "strings key '\(key)' of table '\(table)' already names this text with other placeholder types or positions; "
                    + "the table holds one format string per key, so one of them gets the wrong arguments"
            }
            return "strings key '\(key)' of table '\(table)' already names the development text \(Self.quoted(first.content)); "
                + "this text, \(Self.quoted(second.content)), would be shown as that one. Give one of them another key"
        }

        /// The note at the first text.
        public var note: String { "'\(key)' first names \(Self.quoted(first.content)) here" }

        private static func quoted(_ content: TextContent) -> String {
            let shown = content.primaryTemplate.source
            return "\"" + (shown.count > 60 ? shown.prefix(59) + "…" : shown) + "\""
        }
    }

    public struct Occurrence: Sendable, Hashable {
        public var path: String
        /// The text's development-language content: what the message quotes.
        public var content: TextContent
        /// Where a finding about the text points: its development-language string.
        public var range: SourceRange
    }

    /// Two catalogs sharing a table with different development languages.
    public struct LanguageConflict: Sendable, Hashable {
        public var table: String
        public var first: CatalogSide
        public var second: CatalogSide

        /// The finding's message, the same for the linter and the generator.
        public var message: String {
            "strings table '\(table)' is written in '\(first.developmentLanguage)' (by \(first.path)), but this file's development "
                + "language is '\(second.developmentLanguage)': a table has one development language, so its texts would be stored "
                + "as '\(first.developmentLanguage)' and its '\(first.developmentLanguage)' translations dropped. "
                + "Use one development language per table, or give this file another 'table:'"
        }

        /// The note at the first file.
        public var note: String {
            first.isLanguageWritten
                ? "'\(table)' gets its development language '\(first.developmentLanguage)' here"
                : "'\(table)' gets the development language '\(first.developmentLanguage)' from this file"
        }
    }

    public struct CatalogSide: Sendable, Hashable {
        public var path: String
        public var developmentLanguage: LocaleID
        /// Where the conflict shows in this file: its `developmentLanguage:`, else its
        /// `table:`, else its `namespace:` (the table's default), else the file's start.
        public var range: SourceRange
        /// Whether `range` is the written `developmentLanguage:`.
        public var isLanguageWritten: Bool

        init(_ catalog: Catalog) {
            path = catalog.path
            developmentLanguage = catalog.developmentLanguage
            isLanguageWritten = catalog.developmentLanguageRange != nil
            range = catalog.sourceRange(catalog.developmentLanguageRange ?? catalog.tableRange ?? catalog.namespaceRange ?? .at(0))
        }
    }

    /// Catalogs in the order tables are merged: path, then namespace.
    public static func mergeOrder(_ catalogs: [Catalog]) -> [Catalog] {
        catalogs.sorted { ($0.path, $0.namespace) < ($1.path, $1.namespace) }
    }

    /// What the conflicts read of one catalog: its place in the merge order, its table and
    /// development language, and each text's key, development content and placeholders'
    /// parameters. A linter that compares many files keeps this of each, not its catalog
    /// (translations, comments and everything else dropped: decision 0055).
    public struct TableFacts: Sendable {
        public var path: String
        public var namespace: String
        public var table: String
        public var side: CatalogSide
        /// In source order, as `Catalog.textsWithParameters`.
        public var texts: KeyedTexts

        public init(_ catalog: Catalog) {
            path = catalog.path
            namespace = catalog.namespace
            table = catalog.table
            side = CatalogSide(catalog)
            texts = KeyedTexts(catalog.textsWithParameters)
        }

        /// Every byte range a conflict's finding or note can point at in this file.
        public var ranges: [ByteRange] { [side.range.bytes] + texts.contentRanges }
    }

    /// `TableFacts` in the order tables are merged: path, then namespace.
    public static func mergeOrder(_ facts: [TableFacts]) -> [TableFacts] {
        facts.sorted { ($0.path, $0.namespace) < ($1.path, $1.namespace) }
    }

    /// Every later text whose key an earlier text of the same table already names with a
    /// different development value; each compared with the key's first text. Comments and
    /// translations may differ: they are not what the key shows in the development language.
    public static func keyConflicts(in catalogs: [Catalog]) -> [KeyConflict] {
        keyConflicts(in: catalogs.map(TableFacts.init))
    }

    /// `keyConflicts(in:)` over what was kept of each catalog.
    public static func keyConflicts(in files: [TableFacts]) -> [KeyConflict] {
        keyConflicts(in: files) { file, index in file.texts.keyHash(at: index, table: file.table) }
    }

    /// `keyConflicts(in:)` with `bucket` for the hash: any function of a text's table and
    /// key finds the same conflicts (tests give coarse ones, so every text collides).
    static func keyConflicts(in files: [TableFacts], bucket: (_ table: String, _ key: String) -> Int) -> [KeyConflict] {
        keyConflicts(in: files) { file, index in bucket(file.table, file.texts[index].key) }
    }

    private static func keyConflicts(in files: [TableFacts], hash: (TableFacts, Int) -> Int) -> [KeyConflict] {
        // Texts are grouped by sorting a hash of their table and key with their place in merge
        // order, rather than through a dictionary of every key: a sort of 8-byte numbers holds
        // far less than a table of strings, and most keys are unique, so only texts whose hash
        // is shared are read back and compared (decisions 0063, 0064). The hash only groups:
        // texts of one group are compared by table and key, so a collision costs a
        // comparison, never a finding.
        let ordered = mergeOrder(files)
        let places = TextPlaces(ordered)
        // The hash folded to 32 bits above the text's 32-bit place: sorted, equal hashes are
        // adjacent, each group in merge order.
        var slots: [UInt64] = []
        slots.reserveCapacity(places.count)
        for (fileIndex, file) in ordered.enumerated() {
            for textIndex in file.texts.indices {
                let full = UInt64(bitPattern: Int64(hash(file, textIndex)))
                let folded = (full >> 32) ^ (full & 0xFFFF_FFFF)
                slots.append(folded << 32 | UInt64(places.place(file: fileIndex, text: textIndex)))
            }
        }
        slots.sort()
        var found: [(place: UInt32, conflict: KeyConflict)] = []
        var groupStart = 0
        while groupStart < slots.count {
            var groupEnd = groupStart + 1
            while groupEnd < slots.count, slots[groupEnd] >> 32 == slots[groupStart] >> 32 { groupEnd += 1 }
            if groupEnd - groupStart > 1 {
                found += keyConflicts(among: slots[groupStart..<groupEnd].map { UInt32(truncatingIfNeeded: $0) }, of: ordered, places: places)
            }
            groupStart = groupEnd
        }
        // In merge order of the later text, as walking the files in that order finds them.
        found.sort { $0.place < $1.place }
        return found.map(\.conflict)
    }

    /// The conflicts among texts whose table and key hash alike, given by place in merge
    /// order: each later text compared with the first of its table and key.
    private static func keyConflicts(among group: [UInt32], of files: [TableFacts], places: TextPlaces) -> [(place: UInt32, conflict: KeyConflict)] {
        var firsts: [(table: String, text: KeyedText, path: String, value: DevelopmentValue?)] = []
        var conflicts: [(place: UInt32, conflict: KeyConflict)] = []
        for place in group {
            let (fileIndex, textIndex) = places.text(at: place)
            let file = files[fileIndex]
            let text = file.texts[textIndex]
            guard let firstIndex = firsts.firstIndex(where: { $0.table == file.table && $0.text.key == text.key }) else {
                firsts.append((file.table, text, file.path, nil))
                continue
            }
            let first = firsts[firstIndex]
            let firstValue = first.value ?? DevelopmentValue(first.text.content, parameters: first.text.parameters)
            firsts[firstIndex].value = firstValue
            guard firstValue != DevelopmentValue(text.content, parameters: text.parameters) else { continue }
            conflicts.append((place, KeyConflict(
                table: file.table,
                key: text.key,
                first: Occurrence(path: first.path, content: first.text.content, range: SourceRange(path: first.path, bytes: first.text.contentRange)),
                second: Occurrence(path: file.path, content: text.content, range: SourceRange(path: file.path, bytes: text.contentRange)),
                differsOnlyInPlaceholders: first.text.content == text.content)))
        }
        return conflicts
    }

    /// Every text of `keyConflicts(in:)`'s files numbered in merge order (file by file, each
    /// file's texts in source order), so a text's place is one 32-bit number.
    private struct TextPlaces {
        /// The place of each file's first text; an empty file shares the next file's.
        private var starts: [Int] = []
        private(set) var count = 0

        init(_ files: [TableFacts]) {
            starts.reserveCapacity(files.count)
            for file in files {
                starts.append(count)
                count += file.texts.count
            }
            // Four billion texts would be far beyond memory long before this.
            precondition(count <= Int(UInt32.max), "too many texts to number")
        }

        func place(file: Int, text: Int) -> UInt32 {
            UInt32(starts[file] + text)
        }

        /// The file and text at `place`: the last file starting at or before it (an empty
        /// file starting there too comes before the one that holds it).
        func text(at place: UInt32) -> (file: Int, text: Int) {
            let wanted = Int(place)
            var low = 0
            var high = starts.count
            while low < high {
                let middle = (low + high) / 2
                if starts[middle] <= wanted { low = middle + 1 } else { high = middle }
            }
            return (low - 1, wanted - starts[low - 1])
        }
    }

    /// Every catalog whose table an earlier catalog (in merge order) writes in another
    /// development language, compared with that first catalog: a table has one source
    /// language, so the later file's texts would be stored as the first's language.
    public static func languageConflicts(in catalogs: [Catalog]) -> [LanguageConflict] {
        languageConflicts(in: catalogs.map(TableFacts.init))
    }

    /// `languageConflicts(in:)` over what was kept of each catalog.
    public static func languageConflicts(in files: [TableFacts]) -> [LanguageConflict] {
        var firstByTable: [String: CatalogSide] = [:]
        var conflicts: [LanguageConflict] = []
        for file in mergeOrder(files) {
            guard let first = firstByTable[file.table] else {
                firstByTable[file.table] = file.side
                continue
            }
            guard first.developmentLanguage != file.side.developmentLanguage else { continue }
            conflicts.append(LanguageConflict(table: file.table, first: first, second: file.side))
        }
        return conflicts
    }

    /// What a text's key shows in the development language, as the strings table stores it:
    /// each variant's literal text with every placeholder as the position and type of its
    /// parameter (the format string `%2$lld`), and a plural's count parameter. Two texts
    /// with equal values write the same table entry.
    struct DevelopmentValue: Hashable {
        enum Piece: Hashable {
            case literal(String)
            case argument(position: Int, type: Parameter.ValueType)
        }

        struct Variant: Hashable {
            var category: PluralCategory?
            var pieces: [Piece]
        }

        var variants: [Variant]
        /// A plural's count parameter: name, 1-based position, and how many arguments the
        /// string takes (a String Catalog's substitution names them).
        var plural: PluralShape?

        struct PluralShape: Hashable {
            var parameter: String
            var position: Int?
            var argumentCount: Int
        }

        init(_ content: TextContent, parameters: [Parameter]) {
            variants = content.variants.map { Variant(category: $0.category, pieces: Self.pieces($0.template, parameters: parameters)) }
            plural = content.plural.map { plural in
                PluralShape(
                    parameter: plural.parameter,
                    position: parameters.firstIndex { $0.name == plural.parameter }.map { $0 + 1 },
                    argumentCount: parameters.count)
            }
        }

        /// The template's literal runs, merged, and its placeholders as arguments; a
        /// placeholder naming no parameter stays literal text, as in its format string.
        private static func pieces(_ template: Template, parameters: [Parameter]) -> [Piece] {
            var pieces: [Piece] = []
            var literal = ""
            for segment in template.segments {
                switch segment {
                case .literal(let text):
                    literal += text
                case .placeholder(let name):
                    guard let index = parameters.firstIndex(where: { $0.name == name }) else {
                        literal += "{\(name)}"
                        continue
                    }
                    if !literal.isEmpty { pieces.append(.literal(literal)) }
                    literal = ""
                    pieces.append(.argument(position: index + 1, type: parameters[index].type))
                }
            }
            if !literal.isEmpty { pieces.append(.literal(literal)) }
            return pieces
        }
    }
}

extension Catalog {
    /// Every text of the catalog with its definition's parameters, in source order: what a
    /// strings table holds for the catalog.
    ///
    /// Built without concatenating the definitions' collections or their `texts` arrays (a
    /// copy of every definition and an array per definition), and sorted only when the texts
    /// are not already in strictly increasing order, as they are when the sections and each
    /// definition's keys are written in the usual order; any tie still goes to the sort, so
    /// the result is the same (`TextsWithParametersTests` compares it with the plain build).
    public var textsWithParameters: [(text: Text, parameters: [Parameter])] {
        var texts: [(text: Text, parameters: [Parameter])] = []
        texts.reserveCapacity(4 * (alerts.count + actionSheets.count) + 3 * (notifications.count + progress.count))
        for definitions in [alerts, actionSheets] {
            for definition in definitions {
                // `AlertDefinition.texts`, in its order.
                if let title = definition.title { texts.append((title, definition.parameters)) }
                if let message = definition.message { texts.append((message, definition.parameters)) }
                for field in definition.textFields {
                    if let placeholder = field.placeholder { texts.append((placeholder, definition.parameters)) }
                    if let text = field.text { texts.append((text, definition.parameters)) }
                }
                for action in definition.actions { texts.append((action.title, definition.parameters)) }
            }
        }
        for definition in notifications {
            for text in definition.texts { texts.append((text, definition.parameters)) }
        }
        for definition in progress {
            for text in definition.texts { texts.append((text, definition.parameters)) }
        }
        var ordered = true
        for index in texts.indices.dropFirst() where !(texts[index - 1].text.range < texts[index].text.range) {
            ordered = false
            break
        }
        return ordered ? texts : texts.sorted { $0.text.range < $1.text.range }
    }
}
