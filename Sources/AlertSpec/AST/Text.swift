import AlertDiagnostics

/// A user-visible string: its development-language content, translations, table key and
/// translator comment.
public struct Text: Sendable, Hashable {
    /// The strings-table key: written as `key:`, or `<namespace>.<id>.<path>`.
    public var key: String {
        get { keyParts.joined }
        set { keyParts = TextKey(newValue) }
    }
    /// The key as stored: a derived key is joined only when read.
    var keyParts: TextKey
    public var hasExplicitKey: Bool
    public var content: TextContent
    public var comment: String?
    /// Translations in the order written.
    public var translations: [Translation]
    /// The text's value node (the string, or the long form's mapping).
    public var range: ByteRange
    /// The range of the development-language string (`text:`, or the short form itself).
    public var contentRange: ByteRange

    public init(
        key: String,
        hasExplicitKey: Bool = false,
        content: TextContent,
        comment: String? = nil,
        translations: [Translation] = [],
        range: ByteRange,
        contentRange: ByteRange? = nil
    ) {
        self.init(
            keyParts: TextKey(key),
            hasExplicitKey: hasExplicitKey,
            content: content,
            comment: comment,
            translations: translations,
            range: range,
            contentRange: contentRange
        )
    }

    init(
        keyParts: TextKey,
        hasExplicitKey: Bool = false,
        content: TextContent,
        comment: String? = nil,
        translations: [Translation] = [],
        range: ByteRange,
        contentRange: ByteRange? = nil
    ) {
        self.keyParts = keyParts
        self.hasExplicitKey = hasExplicitKey
        self.content = content
        self.comment = comment
        self.translations = translations
        self.range = range
        self.contentRange = contentRange ?? range
    }

    /// The development-language text, or a plural text's `other` variant.
    public var developmentText: String { content.primaryTemplate.source }

    public func translation(for locale: LocaleID) -> Translation? {
        translations.first { $0.locale == locale }
    }
}

/// A strings-table key as a prefix and a rest, joined when read.
///
/// Every derived key starts with its definition's `<namespace>.<id>.`: its texts share that
/// one string instead of each building the whole key, since the decoder makes a key for
/// every text and rules read few of them. Equal when the joined keys are.
struct TextKey: Sendable, Hashable {
    let prefix: String
    let rest: String

    init(_ key: String) {
        prefix = ""
        rest = key
    }

    init(prefix: String, rest: String) {
        self.prefix = prefix
        self.rest = rest
    }

    var joined: String { prefix.isEmpty ? rest : prefix + rest }

    static func == (lhs: TextKey, rhs: TextKey) -> Bool {
        (lhs.prefix == rhs.prefix && lhs.rest == rhs.rest) || lhs.joined == rhs.joined
    }

    func hash(into hasher: inout Hasher) { hasher.combine(joined) }
}

/// A single string or a set of plural variants chosen by an `Int` parameter.
public enum TextContent: Sendable, Hashable {
    case single(Template)
    case plural(PluralText)

    /// The string shown when no plural rule picks a variant: the text, or `other`.
    public var primaryTemplate: Template {
        switch self {
        case .single(let template): template
        case .plural(let plural): plural.other
        }
    }

    /// Every variant with its category (nil for a single string).
    public var variants: [(category: PluralCategory?, template: Template)] {
        switch self {
        case .single(let template): [(nil, template)]
        case .plural(let plural): plural.sortedVariants.map { ($0.category, $0.template) }
        }
    }

    public var plural: PluralText? {
        if case .plural(let plural) = self { return plural }
        return nil
    }
}

public struct PluralText: Sendable, Hashable {
    /// The `Int` parameter whose value picks the variant.
    public var parameter: String

    /// The variants by category. Built on each call from `orderedVariants`: the decoder
    /// makes a plural text for every plural string and translation, and a dictionary's
    /// allocation and hashing for each cost more than reading it later does.
    public var variants: [PluralCategory: Template] {
        get { Dictionary(uniqueKeysWithValues: orderedVariants.map { ($0.category, $0.template) }) }
        set { orderedVariants = Self.ordered(newValue.map { Variant(category: $0.key, template: $0.value) }) }
    }

    /// One per category, in CLDR order: one order for a set of variants, so the synthesized
    /// `==` compares sets of variants, as comparing dictionaries did.
    private var orderedVariants: [Variant]

    struct Variant: Sendable, Hashable {
        var category: PluralCategory
        var template: Template
    }

    public init(parameter: String, variants: [PluralCategory: Template]) {
        self.parameter = parameter
        self.orderedVariants = []
        self.variants = variants
    }

    /// `variants` holds one variant per category, in any order.
    init(parameter: String, variants: [Variant]) {
        self.parameter = parameter
        self.orderedVariants = Self.ordered(variants)
    }

    private static func ordered(_ variants: [Variant]) -> [Variant] {
        variants.sorted { $0.category < $1.category }
    }

    /// `other` is required by the format, so the decoder never builds a plural text without it.
    public var other: Template {
        orderedVariants.last { $0.category == .other }?.template ?? Template(source: "", segments: [])
    }

    /// Variants in CLDR order: zero, one, two, few, many, other.
    public var sortedVariants: [(category: PluralCategory, template: Template)] {
        orderedVariants.map { ($0.category, $0.template) }
    }
}

/// CLDR plural categories, in CLDR's order.
public enum PluralCategory: String, Sendable, Hashable, CaseIterable, Comparable {
    case zero, one, two, few, many, other

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.order < rhs.order }

    /// The position in CLDR's order.
    private var order: Int {
        switch self {
        case .zero: 0
        case .one: 1
        case .two: 2
        case .few: 3
        case .many: 4
        case .other: 5
        }
    }
}

/// A translation of a text into one locale: written in the spec, or read from a string
/// catalog that the configuration's `translations:` names.
public struct Translation: Sendable, Hashable {
    public var locale: LocaleID
    /// The locale key; for a catalog translation, the text's range in the spec.
    public var localeRange: ByteRange
    public var content: TextContent
    /// The translation's value; for a catalog translation, the text's range in the spec, so
    /// findings land on the text a developer can see and suppress (the entry in the catalog
    /// is `origin`'s location).
    public var range: ByteRange
    public var origin: TranslationOrigin

    public init(locale: LocaleID, localeRange: ByteRange, content: TextContent, range: ByteRange, origin: TranslationOrigin = .spec) {
        self.locale = locale
        self.localeRange = localeRange
        self.content = content
        self.range = range
        self.origin = origin
    }

    /// The catalog entry this translation was read from; nil for one written in the spec.
    public var catalogEntry: CatalogTranslation? {
        if case .catalog(let entry) = origin { return entry }
        return nil
    }
}

/// Where a translation comes from. A translation written in the spec wins over a catalog's
/// for the same locale (the spec is the source of truth), so a text never has both.
public enum TranslationOrigin: Sendable, Hashable {
    case spec
    case catalog(CatalogTranslation)
}

/// A translation as an existing `.xcstrings`, `.strings` or `.stringsdict` file holds it.
public struct CatalogTranslation: Sendable, Hashable {
    /// The catalog file and the translated value's range in it.
    public var location: SourceRange
    /// The String Catalog state (`translated`, `needs_review`, `new`, `stale`); nil where
    /// the format has none (`.strings`, `.stringsdict`).
    public var state: String?
    /// The format strings as written, one per plural category (nil for a single string),
    /// in CLDR order. `content` holds them read back into templates: a positional specifier
    /// that names a parameter became `{name}`, anything else stayed literal text.
    public var formats: [FormatVariant]

    public struct FormatVariant: Sendable, Hashable {
        public var category: PluralCategory?
        public var format: String

        public init(category: PluralCategory?, format: String) {
            self.category = category
            self.format = format
        }
    }

    public init(location: SourceRange, state: String? = nil, formats: [FormatVariant]) {
        self.location = location
        self.state = state
        self.formats = formats
    }
}

/// A string with `{name}` placeholders; `{{` and `}}` stand for literal braces.
///
/// The decoder, which builds every template of every file, checks each source and keeps
/// the segments of those with braces (few are); a source without braces is one literal and
/// answers `segments` without parsing. So `segments`, `placeholders` and `rendered(_:)`,
/// which several rules ask of every text, never parse a decoded template again. A template
/// built with segments other than the ones its source parses into keeps them as given.
public struct Template: Sendable, Hashable {
    public enum Segment: Sendable, Hashable {
        case literal(String)
        case placeholder(String)
    }

    /// The string as written, braces and all.
    public var source: String {
        get { storedSource }
        set {
            // The segments stay as they were, as when both were stored: keep them before the
            // source they were parsed from changes.
            if storedSegments == nil { storedSegments = segments }
            storedSource = newValue
            parsedSegments = nil
            dropSegmentsTheSourceGives()
        }
    }

    /// Literal runs (braces unescaped) and placeholders, in order; adjacent literals merged.
    public var segments: [Segment] {
        get {
            if let storedSegments { return storedSegments }
            if let parsedSegments { return parsedSegments }
            if !Self.hasBraces(storedSource) { return storedSource.isEmpty ? [] : [.literal(storedSource)] }
            guard case .success(let segments) = Self.segments(of: storedSource) else { return [] }
            return segments
        }
        set {
            storedSegments = newValue
            parsedSegments = nil
            dropSegmentsTheSourceGives()
        }
    }

    private var storedSource: String
    /// Nil when the segments are the ones `storedSource` parses into, which is then known
    /// to parse. Keeping nil for exactly that case makes `==` compare templates by source
    /// and segments, as when both were stored.
    private var storedSegments: [Segment]?
    /// The segments `storedSource` parses into, kept by the decoder for a source with
    /// braces: a cache, which `==` and `hash(into:)` leave out.
    private var parsedSegments: [Segment]?

    public static func == (lhs: Template, rhs: Template) -> Bool {
        lhs.storedSource == rhs.storedSource && lhs.storedSegments == rhs.storedSegments
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(storedSource)
        hasher.combine(storedSegments)
    }

    /// The segments kept besides the source: nil when they are the ones the source parses
    /// into. With `source`, what `==` compares (`StringTableConflicts.KeyedTexts` packs both).
    var segmentsBesidesSource: [Segment]? { storedSegments }

    /// Whether `source` holds a `{` or `}`.
    static func hasBraces(_ source: String) -> Bool {
        var source = source
        return source.withUTF8 { Template.firstBrace(in: $0, from: 0) < $0.count }
    }

    public init(source: String, segments: [Segment]) {
        storedSource = source
        storedSegments = segments
        dropSegmentsTheSourceGives()
    }

    /// The template of `segments`, its source written from them: literal braces doubled,
    /// placeholders as `{name}`.
    public init(segments: [Segment]) {
        let source = segments.map { segment in
            switch segment {
            case .literal(let text): Self.escapingBraces(text)
            case .placeholder(let name): "{\(name)}"
            }
        }.joined()
        self.init(source: source, segments: segments)
    }

    /// `text` with `{` and `}` doubled, as a template's source writes literal braces.
    public static func escapingBraces(_ text: String) -> String {
        guard text.contains(where: { $0 == "{" || $0 == "}" }) else { return text }
        var result = ""
        for character in text {
            if character == "{" || character == "}" { result.append(character) }
            result.append(character)
        }
        return result
    }

    /// A template of a source that `parse` has accepted.
    init(parsedSource source: String) {
        storedSource = source
        storedSegments = nil
    }

    /// A template of a source that `parse` has accepted, with the segments it parses into.
    init(parsedSource source: String, segments: [Segment]) {
        storedSource = source
        storedSegments = nil
        parsedSegments = segments
    }

    private mutating func dropSegmentsTheSourceGives() {
        guard let storedSegments, case .success(let parsed) = Self.segments(of: storedSource), parsed == storedSegments else { return }
        self.storedSegments = nil
        parsedSegments = parsed
    }

    /// The placeholder names in order of appearance, repeats included.
    public var placeholders: [String] {
        segments.compactMap { segment in
            if case .placeholder(let name) = segment { return name }
            return nil
        }
    }

    /// The text with literal braces unescaped and each placeholder replaced by `value(name)`.
    public func rendered(_ value: (String) -> String) -> String {
        segments.map { segment in
            switch segment {
            case .literal(let text): text
            case .placeholder(let name): value(name)
            }
        }.joined()
    }

    public enum ParseError: Error, Hashable, Sendable {
        /// A `{` with no `}` after it, at this offset in the string (in characters).
        case unclosedBrace(characterOffset: Int)
        /// A lone `}`.
        case unopenedBrace(characterOffset: Int)
        /// `{…}` whose content is not an identifier.
        case invalidPlaceholder(String, characterOffset: Int)
    }

    /// Checks a string's braces and placeholders, or says what is malformed.
    public static func parse(_ source: String) -> Result<Template, ParseError> {
        var source = source
        let error = source.withUTF8 { bytes in
            var scanner = Scanner(bytes)
            while scanner.next() != nil {}
            return scanner.error
        }
        if let error { return .failure(error) }
        return .success(Template(parsedSource: source))
    }

    /// The segments `source` parses into.
    static func segments(of source: String) -> Result<[Segment], ParseError> {
        var source = source
        return source.withUTF8 { bytes in
            var segments: [Segment] = []
            var literal: [UInt8] = []
            func flushLiteral() {
                if !literal.isEmpty {
                    segments.append(.literal(String(decoding: literal, as: UTF8.self)))
                    literal.removeAll(keepingCapacity: true)
                }
            }
            var scanner = Scanner(bytes)
            while let piece = scanner.next() {
                switch piece {
                case .text(let range): literal.append(contentsOf: bytes[range])
                case .brace(let brace): literal.append(brace)
                case .placeholder(let name):
                    flushLiteral()
                    segments.append(.placeholder(String(decoding: bytes[name], as: UTF8.self)))
                }
            }
            if let error = scanner.error { return .failure(error) }
            flushLiteral()
            return .success(segments)
        }
    }

    /// What the scanner finds, in order. Ranges are byte offsets into the scanned text.
    enum Piece {
        /// Bytes without braces.
        case text(Range<Int>)
        /// `{{` or `}}`: one literal brace.
        case brace(UInt8)
        /// The name between the braces of `{name}`.
        case placeholder(Range<Int>)
    }

    /// Walks a template's UTF-8 bytes piece by piece, and stops at the first malformed brace.
    ///
    /// An iterator rather than a visiting closure: every text of every file goes through
    /// here, and a closure's captured context would be copied at each piece.
    struct Scanner {
        let bytes: UnsafeBufferPointer<UInt8>
        private var index = 0
        /// Set when scanning stopped at a malformed brace.
        private(set) var error: ParseError?

        init(_ bytes: UnsafeBufferPointer<UInt8>) {
            self.bytes = bytes
        }

        mutating func next() -> Piece? {
            guard error == nil, index < bytes.count else { return nil }
            let brace = Template.firstBrace(in: bytes, from: index)
            if brace > index {
                defer { index = brace }
                return .text(index..<brace)
            }
            let openBrace = UInt8(ascii: "{")
            let closeBrace = UInt8(ascii: "}")
            let next: UInt8? = brace + 1 < bytes.count ? bytes[brace + 1] : nil
            if bytes[brace] == openBrace {
                if next == openBrace {
                    index = brace + 2
                    return .brace(openBrace)
                }
                guard let close = bytes[(brace + 1)...].firstIndex(of: closeBrace) else {
                    return fail(.unclosedBrace(characterOffset: scalarOffset(brace)))
                }
                let name = (brace + 1)..<close
                guard Template.isPlaceholderName(bytes[name]) else {
                    if bytes[name].contains(openBrace) {
                        return fail(.unclosedBrace(characterOffset: scalarOffset(brace)))
                    }
                    let text = String(decoding: bytes[name], as: UTF8.self)
                    return fail(.invalidPlaceholder(text, characterOffset: scalarOffset(brace)))
                }
                index = close + 1
                return .placeholder(name)
            }
            guard next == closeBrace else {
                return fail(.unopenedBrace(characterOffset: scalarOffset(brace)))
            }
            index = brace + 2
            return .brace(closeBrace)
        }

        private mutating func fail(_ error: ParseError) -> Piece? {
            self.error = error
            return nil
        }

        /// Errors report offsets in Unicode scalars, as the decoder maps them to the file.
        private func scalarOffset(_ byteOffset: Int) -> Int {
            bytes[..<byteOffset].count { $0 & 0xC0 != 0x80 }
        }
    }

    /// `Identifier.isPlaceholderName`, on bytes.
    static func isPlaceholderName(_ name: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
        guard let first = name.first, !(first >= UInt8(ascii: "0") && first <= UInt8(ascii: "9")) else { return false }
        return name.allSatisfy { byte in
            (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
                || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
        }
    }

    /// The offset of the first `{` or `}` at or after `start`, or the end. Eight bytes at a
    /// time: most texts have no braces at all, and the rest have few.
    static func firstBrace(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var index = start
        if let base = bytes.baseAddress {
            while index + 8 <= bytes.count {
                let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
                let found = zeroBytes(word ^ 0x7B7B_7B7B_7B7B_7B7B) | zeroBytes(word ^ 0x7D7D_7D7D_7D7D_7D7D)
                if found != 0 { return index + found.littleEndian.trailingZeroBitCount / 8 }
                index += 8
            }
        }
        while index < bytes.count, bytes[index] != UInt8(ascii: "{"), bytes[index] != UInt8(ascii: "}") { index += 1 }
        return index
    }

    /// The high bit set in each byte of `word` that is zero, and in no other byte.
    private static func zeroBytes(_ word: UInt64) -> UInt64 {
        // (b & 0x7F) + 0x7F carries into the high bit unless the low seven bits are zero;
        // no byte carries into the next, so every byte is judged exactly.
        let low7 = (word & 0x7F7F_7F7F_7F7F_7F7F) &+ 0x7F7F_7F7F_7F7F_7F7F
        return ~(low7 | word | 0x7F7F_7F7F_7F7F_7F7F)
    }
}
