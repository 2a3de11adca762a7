/// Pseudo-localization: a made-up translation that reads like the development text but looks
/// and measures like a long foreign one, so layout problems show before translators deliver.
///
/// `[Ðéļéţé Þĥöţö one two thr]` for "Delete Photo":
/// - every ASCII letter is replaced by an accented form of it (one code point each, from Latin-1
///   and Latin Extended, so the text stays readable and its length in characters is unchanged);
///   other characters are kept;
/// - the text is padded to the length the expansion table allows a translation of it
///   (`ExpansionTable.ibm`: a 12-character source may grow by 100%, to 24 characters), with the
///   words " one two three …" — padding made of letters and spaces measures and wraps like text,
///   where a run of dots would be half as wide and never break;
/// - it is bracketed, so a label cut short shows a missing `]`; the brackets count towards the
///   length.
///
/// Placeholders (`{name}`) and literal braces (`{{`, `}}`) are kept as written; lengths count
/// characters with placeholders removed, as `translation-expansion` does, and each plural
/// variant is pseudo-localized on its own but never made longer than the development `other`
/// allows, so the pseudo-translation itself never exceeds its expansion budget. A blank variant
/// stays blank (`empty-text` is about the development text). The result depends on the input
/// alone.
public struct Pseudolocalizer: Sendable, Hashable {
    /// `en-XA`, the pseudo-locale Android and Chromium use for accented, expanded text.
    public static let defaultLocale = LocaleID("en-XA")!

    /// The locale the pseudo-translations are added in.
    public var locale: LocaleID
    public var expansion: ExpansionTable

    public init(locale: LocaleID = Self.defaultLocale, expansion: ExpansionTable = .ibm) {
        self.locale = locale
        self.expansion = expansion
    }

    /// The padding's words, repeated as needed and cut at the length required.
    static let paddingWords = " one two three four five six seven eight nine ten"

    // MARK: Catalogs and texts

    /// The catalog with a pseudo-translation in `locale` added to every text; a translation the
    /// text already had in that locale (written in the spec or read from a catalog) is replaced.
    /// `locales` is left as it is: the pseudo-locale is not one the catalog must be translated into.
    public func applied(to catalog: Catalog) -> Catalog {
        var catalog = catalog
        catalog.updateTexts { text, _ in text = applied(to: text) }
        return catalog
    }

    /// The text with its pseudo-translation in `locale`, replacing any translation it had there.
    public func applied(to text: Text) -> Text {
        var text = text
        text.translations.removeAll { $0.locale == locale }
        text.translations.append(translation(of: text))
        return text
    }

    /// The pseudo-translation of a text. It has the text's own range for both the locale and
    /// the value, so findings about it point at the text, and it counts as written in the spec.
    public func translation(of text: Text) -> Translation {
        Translation(locale: locale, localeRange: text.range, content: pseudolocalized(text.content), range: text.range)
    }

    /// Every variant pseudo-localized; a variant's budget is the smaller of its own and the
    /// development `other`'s.
    public func pseudolocalized(_ content: TextContent) -> TextContent {
        switch content {
        case .single(let template):
            return .single(pseudolocalized(template))
        case .plural(let plural):
            let otherBudget = expansion.budget(forSourceLength: Self.length(of: plural.other))
            var variants: [PluralCategory: Template] = [:]
            for (category, template) in plural.variants {
                variants[category] = pseudolocalized(template, budget: min(expansion.budget(forSourceLength: Self.length(of: template)), otherBudget))
            }
            return .plural(PluralText(parameter: plural.parameter, variants: variants))
        }
    }

    /// One string, bracketed and padded to the expansion budget of its own length.
    public func pseudolocalized(_ template: Template) -> Template {
        pseudolocalized(template, budget: expansion.budget(forSourceLength: Self.length(of: template)))
    }

    /// One string, bracketed and padded to `budget` characters (placeholders not counted), or
    /// just bracketed when it is that long already.
    func pseudolocalized(_ template: Template, budget: Int) -> Template {
        let length = Self.length(of: template)
        // Blank stays blank: there is nothing to translate, and brackets would hide that.
        guard template.segments.contains(where: { segment in
            if case .literal(let text) = segment { return text.contains { !$0.isWhitespace } }
            return true
        }) else { return template }
        let padding = max(0, budget - length - 2)
        var segments: [Template.Segment] = [.literal("[")]
        for segment in template.segments {
            switch segment {
            case .literal(let text): segments.append(.literal(Self.accented(text)))
            case .placeholder: segments.append(segment)
            }
        }
        segments.append(.literal(Self.padding(padding) + "]"))
        return Template(segments: Self.merged(segments))
    }

    // MARK: Pieces

    /// Characters with placeholders removed, literal braces counted once.
    static func length(of template: Template) -> Int {
        template.segments.reduce(0) { total, segment in
            if case .literal(let text) = segment { return total + text.count }
            return total
        }
    }

    /// `count` characters of the padding words, repeated as needed.
    static func padding(_ count: Int) -> String {
        guard count > 0 else { return "" }
        var result = ""
        while result.count < count { result += paddingWords }
        return String(result.prefix(count))
    }

    /// ASCII letters replaced by accented forms; everything else kept.
    public static func accented(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.map { accents[$0] ?? $0 }))
    }

    /// One precomposed code point per letter, each covered by the width model's fonts.
    static let accents: [Unicode.Scalar: Unicode.Scalar] = {
        let lower = Array("åƀçðéƒĝĥîĵķļṁñöþǫŕšţûṽŵẋýž".unicodeScalars)
        let upper = Array("ÅƁÇÐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ".unicodeScalars)
        var map: [Unicode.Scalar: Unicode.Scalar] = [:]
        for (index, letter) in "abcdefghijklmnopqrstuvwxyz".unicodeScalars.enumerated() {
            map[letter] = lower[index]
            map[Unicode.Scalar(letter.value - 0x20)!] = upper[index]
        }
        return map
    }()

    /// Adjacent literals joined, as a parsed template has them.
    static func merged(_ segments: [Template.Segment]) -> [Template.Segment] {
        var result: [Template.Segment] = []
        for segment in segments {
            if case .literal(let text) = segment, case .literal(let previous)? = result.last {
                result[result.count - 1] = .literal(previous + text)
            } else if case .literal(let text) = segment, text.isEmpty {
                continue
            } else {
                result.append(segment)
            }
        }
        return result
    }
}
