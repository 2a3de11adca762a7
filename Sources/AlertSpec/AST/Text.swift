import AlertDiagnostics

/// A user-visible string: its development-language content, translations, table key and
/// translator comment.
public struct Text: Sendable, Hashable {
    /// The strings-table key: written as `key:`, or `<namespace>.<id>.<path>`.
    public var key: String
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
        self.key = key
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
    public var variants: [PluralCategory: Template]

    public init(parameter: String, variants: [PluralCategory: Template]) {
        self.parameter = parameter
        self.variants = variants
    }

    /// `other` is required by the format, so the decoder never builds a plural text without it.
    public var other: Template { variants[.other] ?? Template(source: "", segments: []) }

    /// Variants in CLDR order: zero, one, two, few, many, other.
    public var sortedVariants: [(category: PluralCategory, template: Template)] {
        PluralCategory.allCases.compactMap { category in variants[category].map { (category, $0) } }
    }
}

/// CLDR plural categories, in CLDR's order.
public enum PluralCategory: String, Sendable, Hashable, CaseIterable, Comparable {
    case zero, one, two, few, many, other

    public static func < (lhs: Self, rhs: Self) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

/// A translation of a text into one locale.
public struct Translation: Sendable, Hashable {
    public var locale: LocaleID
    /// The locale key.
    public var localeRange: ByteRange
    public var content: TextContent
    /// The translation's value.
    public var range: ByteRange

    public init(locale: LocaleID, localeRange: ByteRange, content: TextContent, range: ByteRange) {
        self.locale = locale
        self.localeRange = localeRange
        self.content = content
        self.range = range
    }
}

/// A string with `{name}` placeholders; `{{` and `}}` stand for literal braces.
public struct Template: Sendable, Hashable {
    public enum Segment: Sendable, Hashable {
        case literal(String)
        case placeholder(String)
    }

    /// The string as written, braces and all.
    public var source: String
    /// Literal runs (braces unescaped) and placeholders, in order; adjacent literals merged.
    public var segments: [Segment]

    public init(source: String, segments: [Segment]) {
        self.source = source
        self.segments = segments
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

    /// Splits a string into literals and placeholders, or says what is malformed.
    ///
    /// Every text of every file goes through here, so it works on UTF-8 bytes and takes a
    /// shortcut for the common text without braces.
    public static func parse(_ source: String) -> Result<Template, ParseError> {
        let openBrace = UInt8(ascii: "{")
        let closeBrace = UInt8(ascii: "}")
        guard source.utf8.contains(where: { $0 == openBrace || $0 == closeBrace }) else {
            return .success(Template(source: source, segments: source.isEmpty ? [] : [.literal(source)]))
        }
        let bytes = Array(source.utf8)
        /// Errors report offsets in Unicode scalars, as the decoder maps them to the file.
        func scalarOffset(_ byteOffset: Int) -> Int {
            bytes[..<byteOffset].count { $0 & 0xC0 != 0x80 }
        }
        var segments: [Segment] = []
        var literal: [UInt8] = []
        func flushLiteral() {
            if !literal.isEmpty {
                segments.append(.literal(String(decoding: literal, as: UTF8.self)))
                literal.removeAll(keepingCapacity: true)
            }
        }
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            let next: UInt8? = index + 1 < bytes.count ? bytes[index + 1] : nil
            if byte == openBrace {
                if next == openBrace {
                    literal.append(openBrace)
                    index += 2
                    continue
                }
                guard let close = bytes[(index + 1)...].firstIndex(of: closeBrace) else {
                    return .failure(.unclosedBrace(characterOffset: scalarOffset(index)))
                }
                let name = String(decoding: bytes[(index + 1)..<close], as: UTF8.self)
                guard Identifier.isPlaceholderName(name) else {
                    if bytes[(index + 1)..<close].contains(openBrace) {
                        return .failure(.unclosedBrace(characterOffset: scalarOffset(index)))
                    }
                    return .failure(.invalidPlaceholder(name, characterOffset: scalarOffset(index)))
                }
                flushLiteral()
                segments.append(.placeholder(name))
                index = close + 1
            } else if byte == closeBrace {
                guard next == closeBrace else {
                    return .failure(.unopenedBrace(characterOffset: scalarOffset(index)))
                }
                literal.append(closeBrace)
                index += 2
            } else {
                literal.append(byte)
                index += 1
            }
        }
        flushLiteral()
        return .success(Template(source: source, segments: segments))
    }
}
