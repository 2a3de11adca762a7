import AlertDiagnostics
import AlertSpec
import AlertYAML

/// The options every width rule has: a line limit, the geometry to measure against and the
/// sample values placeholders are measured as.
public protocol WidthRuleOptions: RuleOptions {
    var lines: Int { get set }
    var geometry: Geometry.Version { get set }
    var samples: SampleValues { get set }
}

extension WidthRuleOptions {
    /// The fields of `lines`, `geometry` and the sample values.
    static var widthFields: [OptionField<Self>] {
        [
            .integer("lines", \.lines, in: 1...100),
            .choice("geometry", \.geometry, Geometry.Version.allCases),
            .sampleText("sampleString", \.samples.string),
            .sampleText("sampleInt", \.samples.int),
            .sampleText("sampleDouble", \.samples.double),
        ]
    }

    var resolvedGeometry: Geometry { Geometry.of(geometry) }
}

enum WidthRuleDocs {
    /// The documentation of the shared options, `lines` first.
    static func options(lines: Int, linesSummary: String) -> [RuleOptionDescription] {
        let samples = SampleValues()
        return [
            RuleOptionDescription(key: "lines", defaultValue: String(lines), summary: linesSummary),
            RuleOptionDescription(
                key: "geometry", defaultValue: Geometry.Version.ios18.rawValue,
                summary: "The layout to measure against: `ios18` (iOS 17 and 18: alerts 270 pt wide) or `ios26` (alerts 320 pt wide)."
            ),
            RuleOptionDescription(key: "sampleString", defaultValue: "\"\(samples.string)\"", summary: "What a String placeholder is measured as."),
            RuleOptionDescription(key: "sampleInt", defaultValue: "\"\(samples.int)\"", summary: "What an Int placeholder is measured as."),
            RuleOptionDescription(key: "sampleDouble", defaultValue: "\"\(samples.double)\"", summary: "What a Double placeholder is measured as."),
        ]
    }
}

extension OptionField {
    /// Any single string (the configuration schema leaves it unconstrained: it has no
    /// single-string kind).
    static func sampleText(_ key: String, _ path: WritableKeyPath<Options, String> & Sendable) -> Self {
        OptionField(key: key) { node, options, errors in
            guard let scalar = node.scalar, !scalar.isNull else {
                errors.reportUnexpected(node, setting: "option '\(key)'", takes: "a string")
                return
            }
            options[keyPath: path] = scalar.value
        }
    }
}

/// One way a text is displayed: in one locale, as one plural variant, placeholders filled in.
struct Rendition {
    var locale: LocaleID
    var category: PluralCategory?
    var text: String
    /// Where the rendition is written: the text's value for the development language, the
    /// translation's value otherwise.
    var range: ByteRange
}

extension Text {
    /// The development text and every translation, each plural variant separately.
    func renditions(developmentLanguage: LocaleID, parameters: [Parameter], samples: SampleValues) -> [Rendition] {
        var result: [Rendition] = []
        for variant in content.variants {
            result.append(Rendition(
                locale: developmentLanguage, category: variant.category,
                text: samples.render(variant.template, parameters: parameters), range: range
            ))
        }
        for translation in translations {
            for variant in translation.content.variants {
                result.append(Rendition(
                    locale: translation.locale, category: variant.category,
                    text: samples.render(variant.template, parameters: parameters), range: translation.range
                ))
            }
        }
        return result
    }
}

enum WidthFindings {
    /// "'de'", or "'de' (plural 'other')".
    static func describe(_ locale: LocaleID, _ category: PluralCategory?) -> String {
        category.map { "'\(locale)' (plural '\($0.rawValue)')" } ?? "'\(locale)'"
    }

    /// The findings of a title-length rule: one per title that wraps to more than `limit`
    /// lines in some locale, at the title, naming the locale with the most lines; a note
    /// points at each other locale over the limit.
    static func titleLength(
        _ catalog: Catalog,
        definitions: [AlertDefinition],
        slot: Geometry.TextSlot,
        limit: Int,
        samples: SampleValues
    ) -> [Finding] {
        var findings: [Finding] = []
        for definition in definitions {
            guard let title = definition.title else { continue }
            // The most lines per locale, in the order written.
            var worstByLocale: [(rendition: Rendition, lines: Int)] = []
            for rendition in title.renditions(developmentLanguage: catalog.developmentLanguage, parameters: definition.parameters, samples: samples) {
                let lines = TextLayout.lineCount(of: rendition.text, in: slot)
                guard lines > limit else { continue }
                if let index = worstByLocale.firstIndex(where: { $0.rendition.locale == rendition.locale }) {
                    if lines > worstByLocale[index].lines { worstByLocale[index] = (rendition, lines) }
                } else {
                    worstByLocale.append((rendition, lines))
                }
            }
            guard let worst = worstByLocale.max(by: { $0.lines < $1.lines }) else { continue }
            let others = worstByLocale.filter { $0.rendition.locale != worst.rendition.locale }
            let also = others.isEmpty ? "" : "; also over in " + others.map { "'\($0.rendition.locale)'" }.joined(separator: ", ")
            findings.append(catalog.finding(
                at: title.range,
                "title of \(definition.displayName) wraps to an estimated \(worst.lines) lines in "
                    + "\(describe(worst.rendition.locale, worst.rendition.category)) (limit \(limit)\(also)); shorten it",
                notes: others.map { ("an estimated \($0.lines) lines in \(describe($0.rendition.locale, $0.rendition.category))", $0.rendition.range) }
            ))
        }
        return findings
    }
}
