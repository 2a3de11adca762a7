import AlertDiagnostics
import AlertYAML

/// Decodes Texts: the short form (a string) and the long form (a mapping with `text` or
/// `plural` and its variants, `comment`, `key`, `translations`).
///
/// Placeholders in the development-language text must name a parameter of the definition;
/// in translations only the braces are checked here, because a translation's placeholders
/// are compared with the development text by the `placeholder-mismatch` rule.
struct TextDecoder {
    let scope: DefinitionScope

    /// The keys of a long-form text; the CLDR categories stand beside `plural`.
    enum Key: String, FormatKey {
        case text, comment, key, translations, plural
        case zero, one, two, few, many, other

        init(_ category: PluralCategory) {
            switch category {
            case .zero: self = .zero
            case .one: self = .one
            case .two: self = .two
            case .few: self = .few
            case .many: self = .many
            case .other: self = .other
            }
        }
    }

    private static let expected = "a text (a string, or a mapping with 'text')"

    /// Decodes the Text in `field`, whose derived key is `<namespace>.<id>.<path>`. `owner`
    /// names what the text belongs to in messages: `alert 'deleteDocument'`,
    /// `action 2 of alert 'deleteDocument'`. Nil when the text has a format error.
    ///
    /// A nil `path` leaves the key empty for the caller to set: an action's title derives its
    /// path from the id, which is derived from the title.
    func decode(_ field: Field, path: String?, owner: @autoclosure () -> String, context: inout DecodingContext) -> Text? {
        // How messages name the text; built only for a message.
        func what() -> String { "\(field.label) of \(owner())" }
        switch field.node.kind {
        case .scalar:
            guard let template = template(in: field, expected: Self.expected, what: what(), isDevelopmentText: true, context: &context)
            else { return nil }
            return Text(keyParts: path.map(scope.key) ?? TextKey(""), content: .single(template), range: field.node.range)
        case .sequence:
            context.wrongType(field, expected: Self.expected)
            return nil
        case .mapping:
            if field.node.isFlow, let entries = field.node.entries, let first = entries.first, entries.allSatisfy(Self.looksLikePlaceholder) {
                // `title: {name}` is YAML for the mapping {name: null}, not a placeholder.
                context.report(
                    .wrongType,
                    "expected \(Self.expected) for \(field.label), found the mapping \(Quote.name(context.file.text(in: field.node.range))); quote a text that starts with a placeholder: \"{\(Quote.name(first.name))}…\"",
                    at: field.range
                )
                return nil
            }
            return decodeLongForm(field, path: path, what: what(), context: &context)
        }
    }

    /// An entry of `{name}`: a key that is no long-form key, written without a value.
    private static func looksLikePlaceholder(_ entry: UnsafeYAMLNode.Entry) -> Bool {
        entry.value.isEmptyPlainScalar && Key.matching(entry.key) == nil
    }

    private func decodeLongForm(_ field: Field, path: String?, what: @autoclosure () -> String, context: inout DecodingContext) -> Text? {
        let errorsBefore = context.errorCount
        guard let fields = context.fields(field, expected: Self.expected, keys: Key.self, scope: what()) else { return nil }

        var key = path.map(scope.key) ?? TextKey("")
        var hasExplicitKey = false
        if let keyField = fields[.key], let written = context.nonEmptyString(keyField) {
            key = TextKey(written)
            hasExplicitKey = true
        }
        let comment = fields[.comment].flatMap { context.string($0) }

        var content: TextContent?
        var contentRange = field.node.range
        // Nil for a single text, and for a plural text whose parameter is invalid.
        var pluralParameterName: String?
        if let pluralField = fields[.plural] {
            if let text = fields.entry(.text), let plural = fields.entry(.plural) {
                context.report(
                    .conflictingKeys,
                    "'text' and 'plural' exclude each other in \(what()): a plural text is written as its variants ('one', 'other', …) beside 'plural'",
                    at: text.key.range,
                    notes: [context.note("'plural' is written here", at: plural.key.range)]
                )
            }
            pluralParameterName = pluralParameter(pluralField, what: what(), context: &context)
            if let (variants, otherRange) = pluralVariants({ fields[Key($0)] }, anchor: fields.anchor, what: what(), isDevelopmentText: true, context: &context),
               let pluralParameterName {
                content = .plural(PluralText(parameter: pluralParameterName, variants: variants))
                contentRange = otherRange
            }
        } else {
            for category in PluralCategory.allCases {
                guard let variant = fields.entry(Key(category)) else { continue }
                context.report(
                    .unknownKey,
                    "unknown key '\(category.rawValue)' in \(what()): plural variants need 'plural:' naming the Int parameter that picks one; add it, or write a single text under 'text:'",
                    at: variant.key.range
                )
            }
            if let textField = fields[.text] {
                if let template = template(in: textField, what: what(), isDevelopmentText: true, context: &context) {
                    content = .single(template)
                    contentRange = textField.node.range
                }
            } else {
                context.missingKey("text", in: what(), at: fields.anchor, hint: "; a long-form text needs 'text:', or 'plural:' with its variants")
            }
        }

        let translations = decodeTranslations(
            fields[.translations], isPlural: fields.has(.plural), parameter: pluralParameterName ?? "", what: what(), context: &context)
        guard context.errorCount == errorsBefore, let content else { return nil }
        return Text(
            keyParts: key,
            hasExplicitKey: hasExplicitKey,
            content: content,
            comment: comment,
            translations: translations,
            range: field.node.range,
            contentRange: contentRange
        )
    }

    /// `plural:` must name a declared `Int` parameter.
    private func pluralParameter(_ field: Field, what: @autoclosure () -> String, context: inout DecodingContext) -> String? {
        guard let name = context.string(field, expected: "the name of an Int parameter") else { return nil }
        let isIntParameter = context.checkIntParameter(
            name, in: field, scope: scope, subject: "'plural' in \(what())", purpose: "a plural is picked by an Int parameter")
        return isIntParameter ? name : nil
    }

    /// The CLDR variants that `variant` finds (`other` required), with the range of `other`.
    /// `anchor` is where a missing `other` is reported.
    private func pluralVariants(
        _ variant: (PluralCategory) -> Field?,
        anchor: ByteRange,
        what: @autoclosure () -> String,
        isDevelopmentText: Bool,
        context: inout DecodingContext
    ) -> ([PluralText.Variant], ByteRange)? {
        let errorsBefore = context.errorCount
        var variants: [PluralText.Variant] = []
        variants.reserveCapacity(PluralCategory.allCases.count)
        var otherRange: ByteRange?
        for category in PluralCategory.allCases {
            guard let variantField = variant(category) else { continue }
            if category == .other { otherRange = variantField.node.range }
            guard let template = template(
                in: variantField, what: "\(variantField.label) of \(what())", isDevelopmentText: isDevelopmentText, context: &context)
            else { continue }
            variants.append(PluralText.Variant(category: category, template: template))
        }
        guard let otherRange else {
            context.report(
                .pluralMissingOther,
                "plural \(what()) has no 'other' variant; every language uses 'other', so it is required",
                at: anchor
            )
            return nil
        }
        guard context.errorCount == errorsBefore else { return nil }
        return (variants, otherRange)
    }

    /// `translations:`, a mapping from locale to a string, or to plural variants when the
    /// text is plural. A plural text may also be translated by one string, for languages
    /// such as Japanese whose only plural category is `other`.
    private func decodeTranslations(
        _ field: Field?,
        isPlural: Bool,
        parameter: String,
        what: @autoclosure () -> String,
        context: inout DecodingContext
    ) -> [Translation] {
        guard let field, let entries = context.mapping(field, expected: "a mapping from locale to translation") else { return [] }
        var translations: [Translation] = []
        translations.reserveCapacity(entries.count)
        // Keys of one mapping are distinct (the reader drops a repeated key), so keys spelt
        // canonically name distinct locales. Only once a key is not (`pt_br`, or no locale
        // at all) must each locale be compared with the earlier ones.
        var seen: [LocaleID: ByteRange]?
        for index in entries.indices {
            let entry = entries[index]
            let spelling = context.localeSpelling(entry.key)
            let locale: LocaleID?
            if seen == nil, spelling.isCanonical {
                locale = spelling.locale
            } else {
                var written = seen ?? context.canonicalLocales(of: entries[..<index])
                locale = context.locale(named: entry.name, at: entry.key.range, seen: &written, what: "translation locale")
                seen = written
            }
            let valueField = Field(entry, label: .translation)
            func translationWhat() -> String { "\(valueField.label) of \(what())" }
            var content: TextContent?
            switch entry.value.kind {
            case .scalar:
                if let template = template(in: valueField, what: translationWhat(), isDevelopmentText: false, context: &context) {
                    content = .single(template)
                }
            case .mapping where isPlural:
                if let variantFields = context.fields(valueField, expected: "plural variants", keys: PluralCategory.self, scope: translationWhat()),
                   let (variants, _) = pluralVariants(
                       { variantFields[$0] }, anchor: valueField.anchor, what: translationWhat(), isDevelopmentText: false, context: &context) {
                    content = .plural(PluralText(parameter: parameter, variants: variants))
                }
            case .mapping, .sequence:
                if isPlural {
                    context.wrongType(valueField, expected: "a string or a mapping of plural variants")
                } else {
                    context.wrongType(valueField, expected: "a string", hint: "; only a text with 'plural:' takes plural variants")
                }
            }
            if let locale, let content {
                translations.append(Translation(locale: locale, localeRange: entry.key.range, content: content, range: entry.value.range))
            }
        }
        return translations
    }

    // MARK: - Templates

    /// The template written in `field`: any scalar's literal text (as `DecodingContext.string`
    /// reads it), checked for a malformed brace and, in the development text, for each
    /// placeholder that names no parameter. Nil, with the problem reported, otherwise.
    ///
    /// The text is checked where the tree stores it and becomes a string once: every text
    /// and translation of every file goes through here.
    func template(
        in field: Field,
        expected: @autoclosure () -> String = "a string",
        what: @autoclosure () -> String,
        isDevelopmentText: Bool,
        context: inout DecodingContext
    ) -> Template? {
        let node = field.node
        guard node.isScalar, !node.isEmptyPlainScalar else {
            context.wrongType(field, expected: expected())
            return nil
        }
        // Placeholders naming no parameter, each once, in order of appearance.
        var unknownNames: [String] = []
        let parameters = scope.parameters
        let (source, error) = node.withScalarUTF8 { bytes -> (String, Template.ParseError?) in
            // Most texts have no braces at all: one pass settles them.
            if Template.firstBrace(in: bytes, from: 0) == bytes.count { return (String(decoding: bytes, as: UTF8.self), nil) }
            var scanner = Template.Scanner(bytes)
            while let piece = scanner.next() {
                guard isDevelopmentText, case .placeholder(let range) = piece else { continue }
                let name = String(decoding: bytes[range], as: UTF8.self)
                if !parameters.declares(name), !unknownNames.contains(name) { unknownNames.append(name) }
            }
            return (String(decoding: bytes, as: UTF8.self), scanner.error)
        }!
        if let error {
            reportMalformed(error, in: node, source: source, what: what(), context: &context)
            return nil
        }
        for name in unknownNames {
            var message = "placeholder '{\(name)}' in \(what()) names no parameter"
            if let suggestion = Suggestion.closest(to: name, among: parameters.names) {
                message += "; did you mean '{\(suggestion)}'?"
            } else if parameters.names.isEmpty {
                message += "; declare it under 'parameters:' (for example '\(name): String'), or write '{{' and '}}' for literal braces"
            } else {
                message += "; the parameters of \(scope.description) are \(Suggestion.list(parameters.names, conjunction: "and"))"
            }
            let placeholder = Self.placeholderPosition(named: name, in: source)
            let range = context.range(inScalar: node, value: source, scalarOffset: placeholder.offset, scalarLength: placeholder.length)
            context.report(.unknownPlaceholder, message, at: range)
        }
        guard unknownNames.isEmpty else { return nil }
        // Parsed once here, for the rules that read the segments of every text.
        if Template.hasBraces(source), case .success(let segments) = Template.segments(of: source) {
            return Template(parsedSource: source, segments: segments)
        }
        return Template(parsedSource: source)
    }

    private func reportMalformed(
        _ error: Template.ParseError,
        in node: UnsafeYAMLNode,
        source: String,
        what: @autoclosure () -> String,
        context: inout DecodingContext
    ) {
        let message: String
        let offset: Int
        var length = 1
        switch error {
        case .unclosedBrace(let characterOffset):
            offset = characterOffset
            message = "'{' in \(what()) has no closing '}'; write '{{' for a literal brace"
        case .unopenedBrace(let characterOffset):
            offset = characterOffset
            message = "'}' in \(what()) has no opening '{'; write '}}' for a literal brace"
        case .invalidPlaceholder(let name, let characterOffset):
            offset = characterOffset
            length = name.unicodeScalars.count + 2
            message = name.isEmpty
                ? "'{}' in \(what()) names no parameter; write '{{}}' for literal braces"
                : "'{\(Quote.name(name))}' in \(what()) is not a placeholder: a placeholder is a parameter name (ASCII letters, digits and '_'); write '{{' and '}}' for literal braces"
        }
        let range = context.range(inScalar: node, value: source, scalarOffset: offset, scalarLength: length)
        context.report(.unbalancedBrace, message, at: range)
    }

    /// Where the first `{name}` placeholder starts in `source`, and its length, in Unicode
    /// scalars. Only called to point a message at it, after `Template.parse` accepted `source`.
    static func placeholderPosition(named name: String, in source: String) -> (offset: Int, length: Int) {
        let scalars = Array(source.unicodeScalars)
        let wanted = Array(name.unicodeScalars)
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            let next = index + 1 < scalars.count ? scalars[index + 1] : nil
            if (scalar == "{" && next == "{") || (scalar == "}" && next == "}") {
                index += 2
            } else if scalar == "{" {
                guard let close = scalars[(index + 1)...].firstIndex(of: "}") else { break }
                if scalars[(index + 1)..<close].elementsEqual(wanted) { return (index, close - index + 1) }
                index = close + 1
            } else {
                index += 1
            }
        }
        return (0, scalars.count)
    }
}

extension DecodingContext {
    /// The bytes in the file of `scalarLength` Unicode scalars at `scalarOffset` in a
    /// scalar's value. Exact when the value is its source verbatim (a one-line plain scalar, or a
    /// quoted one without escapes); otherwise the whole node, since escapes and line folding
    /// break the correspondence.
    func range(inScalar node: UnsafeYAMLNode, value: String, scalarOffset: Int, scalarLength: Int) -> ByteRange {
        guard let style = node.scalarStyle else { return node.range }
        var contentStart = node.range.start
        var contentEnd = node.range.end
        switch style {
        case .plain:
            break
        case .singleQuoted, .doubleQuoted:
            contentStart += 1
            contentEnd -= 1
        case .literal, .folded:
            return node.range
        }
        let bytes = file.bytes
        guard contentStart <= contentEnd, contentEnd <= bytes.count,
              bytes[contentStart..<contentEnd].elementsEqual(value.utf8)
        else { return node.range }
        var start = contentStart
        var end = contentStart
        for (index, character) in value.unicodeScalars.enumerated() {
            if index == scalarOffset { start = end }
            if index == scalarOffset + scalarLength { break }
            end += UTF8.width(character)
        }
        if scalarOffset >= value.unicodeScalars.count { start = end }
        return ByteRange(start: start, end: end)
    }

    /// The locale a key or list item spells, if any, and whether it is spelt canonically
    /// (`pt-BR`, not `pt_br`). A file names a few locales over and over: each spelling is
    /// parsed once.
    mutating func localeSpelling(_ node: UnsafeYAMLNode) -> (locale: LocaleID?, isCanonical: Bool) {
        // Most spellings are canonical ones met before: comparing the key's bytes with those
        // few is cheaper than making it a string to hash. Canonical ids are ASCII, so an
        // ASCII key equals one exactly when the bytes do; other text is compared as strings
        // (canonical equivalence: U+212A KELVIN SIGN is `K`).
        let known = node.withScalarUTF8 { key -> Int? in
            guard let packed = KnownLocale.Spelling(key) else {
                return knownLocales.firstIndex { node.hasValue($0.locale.identifier) }
            }
            return knownLocales.firstIndex { $0.spelling == packed }
        } ?? nil
        if let known { return (knownLocales[known].locale, true) }
        let text = node.scalar?.value ?? ""
        let locale = parsedLocale(text)
        return (locale, locale?.identifier == text)
    }

    /// `LocaleID(text)`, parsed once per spelling.
    private mutating func parsedLocale(_ text: String) -> LocaleID? {
        if let known = parsedLocales[text] { return known }
        let parsed = LocaleID(text)
        parsedLocales[text] = parsed
        // Bounded, so a file of thousands of locales cannot make the scan above quadratic.
        if let parsed, parsed.identifier == text, knownLocales.count < 32 { knownLocales.append(KnownLocale(parsed)) }
        return parsed
    }

    /// The locales of `entries`' keys by where each was written: what `seen` holds after the
    /// keys were read with `locale(named:at:seen:what:)`, when each is spelt canonically.
    mutating func canonicalLocales(of entries: UnsafeYAMLNode.Entries.SubSequence) -> [LocaleID: ByteRange] {
        var seen: [LocaleID: ByteRange] = [:]
        for entry in entries {
            if let locale = localeSpelling(entry.key).locale { seen[locale] = entry.key.range }
        }
        return seen
    }

    /// A locale id written as a key or a list item. Reports one that is not BCP 47, or one
    /// that is the same locale as an earlier one once canonical (`pt_br` after `pt-BR`).
    mutating func locale(named text: String, at range: ByteRange, seen: inout [LocaleID: ByteRange], what: @autoclosure () -> String) -> LocaleID? {
        guard let locale = parsedLocale(text) else {
            report(.invalidLocale, "\(what()) '\(Quote.name(text))' is not a BCP 47 locale id such as 'de', 'pt-BR' or 'zh-Hans'", at: range)
            return nil
        }
        if let first = seen[locale] {
            let spelled = locale.identifier == text ? "" : " ('\(Quote.name(text))')"
            report(
                .invalidLocale,
                "\(what()) '\(locale.identifier)'\(spelled) is written twice",
                at: range,
                notes: [note("'\(locale.identifier)' is first written here", at: first)]
            )
            return nil
        }
        seen[locale] = range
        return locale
    }
}

/// A canonical locale id met in a file, with its spelling packed for comparing keys to it in
/// place.
struct KnownLocale {
    /// An ASCII spelling of at most 16 bytes as two words and a length: what most locale
    /// keys are, compared without a string or a call.
    struct Spelling: Equatable {
        let length: Int
        let words: (UInt64, UInt64)

        /// Nil for text that is not ASCII or is longer than 16 bytes.
        init?(_ bytes: UnsafeBufferPointer<UInt8>) {
            guard bytes.count <= 16 else { return nil }
            var words: (UInt64, UInt64) = (0, 0)
            withUnsafeMutableBytes(of: &words) { $0.copyMemory(from: UnsafeRawBufferPointer(bytes)) }
            // A byte of non-ASCII text has its high bit set; the padding is zeros.
            guard (words.0 | words.1) & 0x8080_8080_8080_8080 == 0 else { return nil }
            length = bytes.count
            self.words = words
        }

        static func == (lhs: Spelling, rhs: Spelling) -> Bool {
            lhs.length == rhs.length && lhs.words == rhs.words
        }
    }

    let locale: LocaleID
    /// Nil for an id longer than 16 bytes, which is then compared as a string.
    let spelling: Spelling?

    init(_ locale: LocaleID) {
        self.locale = locale
        var identifier = locale.identifier
        spelling = identifier.withUTF8 { Spelling($0) }
    }
}

/// A plural translation's keys are exactly the CLDR categories.
extension PluralCategory: FormatKey {}
