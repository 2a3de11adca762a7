import AlertDiagnostics
import AlertSpec

/// One variant of a development text or a translation as the localization rules read it:
/// the parameters it shows and the text a reader sees, whether it was written in the spec
/// (`{name}` placeholders) or read from a catalog (format specifiers).
struct LocalizedVariant {
    /// The plural category; nil for a single string.
    var category: PluralCategory?
    /// The declared parameters the variant shows, by name, each once (a variant shows a
    /// few: a short array, asked `contains`, costs less to build than a `Set`).
    var arguments: [String]
    /// `{name}` placeholders that name no parameter (spec translations only).
    var unknownNames: [String]
    /// `{name}` of a parameter written in a catalog's format string, which shows it as
    /// written (catalog translations only).
    var literalPlaceholders: [String] = []
    /// The text with placeholders or specifiers removed and `%%` read as `%`.
    var visibleText: String
    /// The variant as written, for messages.
    var written: String
    /// The format string's specifiers, read as `String(format:)` reads them; nil for a spec
    /// variant, or a format that does not parse (`formatError`).
    var specifiers: [FormatSpecifier]?
    /// The text from a `%` that begins no valid specifier.
    var formatError: String?
}

enum LocalizationSupport {
    /// The variants of a development text or of a spec translation.
    static func variants(of content: TextContent, parameters: [Parameter]) -> [LocalizedVariant] {
        content.variants.map { variant in
            // One walk over the segments: each placeholder's name once, among the declared
            // parameters' or the unknown ones, in the order first written.
            var arguments: [String] = []
            var unknownNames: [String] = []
            for case .placeholder(let name) in variant.template.segments {
                if parameters[named: name] != nil {
                    if !arguments.contains(name) { arguments.append(name) }
                } else if !unknownNames.contains(name) {
                    unknownNames.append(name)
                }
            }
            return LocalizedVariant(
                category: variant.category,
                arguments: arguments,
                unknownNames: unknownNames,
                visibleText: literals(of: variant.template),
                written: variant.template.source
            )
        }
    }

    /// `template.rendered { _ in "" }`, the text without its placeholders: a single literal
    /// as it is, else the literals appended to one string rather than joined from an array of
    /// every piece (the same string).
    static func literals(of template: Template) -> String {
        let segments = template.segments
        if segments.count == 1, case .literal(let text) = segments[0] { return text }
        var text = ""
        for case .literal(let literal) in segments { text += literal }
        return text
    }

    /// The variants of a translation: a catalog translation's from its format strings, a spec
    /// translation's from its templates.
    static func variants(of translation: Translation, text: Text, parameters: [Parameter]) -> [LocalizedVariant] {
        guard let entry = translation.catalogEntry, !entry.formats.isEmpty else {
            return variants(of: translation.content, parameters: parameters)
        }
        let countPosition = text.content.plural.flatMap { plural in parameters.firstIndex { $0.name == plural.parameter } }.map { $0 + 1 }
        return entry.formats.map { variant in
            catalogVariant(variant.format, category: variant.category, parameters: parameters, countPosition: countPosition)
        }
    }

    /// A catalog format string read as `String(format:)` does. The count's argument may be
    /// written as a String Catalog substitution writes the number it varies by, `%arg`, or as
    /// a reference to a plural rule, `%#@name@` (`.stringsdict`, `.xcstrings` substitutions):
    /// both are read as the count's own specifier.
    static func catalogVariant(_ format: String, category: PluralCategory?, parameters: [Parameter], countPosition: Int?) -> LocalizedVariant {
        let normalized = countPosition.map { FormatString.replacingCountReferences(in: format, with: "%\($0)$lld") } ?? format
        switch FormatSpecifier.parse(normalized) {
        case .failure(let error):
            return LocalizedVariant(
                category: category, arguments: [], unknownNames: [], visibleText: format, written: format,
                specifiers: nil, formatError: error.text
            )
        case .success(let pieces):
            var visible = ""
            var specifiers: [FormatSpecifier] = []
            for piece in pieces {
                switch piece {
                case .literal(let text): visible += text
                case .specifier(let specifier) where specifier.isLiteralPercent: visible += "%"
                case .specifier(let specifier): specifiers.append(specifier)
                }
            }
            var arguments: [String] = []
            for (position, _) in argumentPositions(specifiers) where position >= 1 && position <= parameters.count {
                let name = parameters[position - 1].name
                if !arguments.contains(name) { arguments.append(name) }
            }
            // A `{name}` the translator copied from the spec: find it as a template would.
            let literal = (try? Template.parse(visible.replacing("{{", with: "").replacing("}}", with: "")).get())?.placeholders ?? []
            return LocalizedVariant(
                category: category, arguments: arguments, unknownNames: [], literalPlaceholders: unique(literal.filter { parameters[named: $0] != nil }),
                visibleText: visible, written: format, specifiers: specifiers
            )
        }
    }

    /// Each specifier with the 1-based argument it reads: its `N$`, or for an unnumbered
    /// specifier its place among the unnumbered ones, as `String(format:)` takes arguments in order.
    static func argumentPositions(_ specifiers: [FormatSpecifier]) -> [(position: Int, specifier: FormatSpecifier)] {
        var next = 0
        return specifiers.map { specifier in
            if let position = specifier.position { return (position, specifier) }
            next += 1
            return (next, specifier)
        }
    }

    /// The category a variant is picked by; a single string standing for a plural text is `other`.
    static func category(of variant: LocalizedVariant) -> PluralCategory { variant.category ?? .other }

    /// Whether integers pick `category` in `locale` for exactly one value (English `one` is 1,
    /// Arabic `two` is 2; `zero` where CLDR has none is Apple's 0), so its variant may leave
    /// the count out.
    static func coversOneNumber(_ category: PluralCategory, in locale: LocaleID) -> Bool {
        let rules = PluralRules.rules(for: locale)
        guard rules.categories.contains(category) else { return category == .zero }
        let samples = rules.samples(for: category)
        let values = rules.integerSamples(for: category)
        return !samples.integersContinue && values.count == 1 && values[0].count == 1
    }

    /// CLDR's integer samples of `category` other than 1, for messages: "21, 31, 41, …".
    static func samplesOtherThanOne(_ category: PluralCategory, in locale: LocaleID, limit: Int = 3) -> String {
        let rules = PluralRules.rules(for: locale)
        // Ranges are walked number by number: a range such as 0~1 holds 1 and another.
        var shown: [String] = []
        var more = rules.samples(for: category).integersContinue
        for range in rules.integerSamples(for: category) {
            for number in range where number != 1 {
                guard shown.count < limit else {
                    more = true
                    break
                }
                shown.append(String(number))
            }
        }
        if more { shown.append("…") }
        return shown.joined(separator: ", ")
    }

    /// "'Photos.deleteAlbum.message'" for the development text, "the de translation of …"
    /// for a translation.
    static func name(of text: Text, locale: LocaleID?) -> String {
        guard let locale else { return "'\(text.key)'" }
        return "the \(locale) translation of '\(text.key)'"
    }

    /// "`few`", "`one` and `other`", "`one`, `few` and `other`".
    static func list(_ items: [String]) -> String {
        switch items.count {
        case 0: ""
        case 1: items[0]
        default: items.dropLast().joined(separator: ", ") + " and " + items[items.count - 1]
        }
    }

    /// The file name of a catalog entry, for messages.
    static func fileName(_ entry: CatalogTranslation) -> String {
        String(entry.location.path.split(separator: "/").last ?? Substring(entry.location.path))
    }

    /// Whether the text has nothing to translate: no letter outside its placeholders in any
    /// variant (`{name}`, `{count} ×`).
    static func hasNothingToTranslate(_ text: Text) -> Bool {
        // The literals' scalars are the scalars of the text rendered without its placeholders,
        // read without rendering it; ASCII answers by its byte (its letters are exactly its
        // alphabetic scalars) without a property lookup.
        text.content.variants.allSatisfy { variant in
            !variant.template.segments.contains { segment in
                guard case .literal(let literal) = segment else { return false }
                return literal.unicodeScalars.contains(where: isAlphabetic)
            }
        }
    }

    /// `scalar.properties.isAlphabetic`, ASCII by its value.
    static func isAlphabetic(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value < 0x80 { return (value | 0x20) >= 0x61 && (value | 0x20) <= 0x7A }
        return scalar.properties.isAlphabetic
    }

    /// `text.unicodeScalars.count`, counted over the UTF-8 bytes (every byte but a
    /// continuation byte begins a scalar): an upper bound of `text.count`, at a fraction of
    /// its cost.
    static func scalarCount(of text: String) -> Int {
        var text = text
        return text.withUTF8 { bytes in
            var count = 0
            for byte in bytes where byte & 0xC0 != 0x80 { count += 1 }
            return count
        }
    }

    private static func unique(_ names: [String]) -> [String] {
        var seen: Set<String> = []
        return names.filter { seen.insert($0).inserted }
    }
}
