import AlertDiagnostics
import AlertSpec

extension Catalog {
    /// The catalog with `entries` added to its alerts' and action sheets' texts as catalog
    /// translations, matched by key, for rule examples and tests. A locale the spec already
    /// translates keeps the spec's translation (the spec is the source of truth).
    ///
    /// A format string is read back into a template as the loader does: a numbered specifier
    /// of a declared parameter becomes `{name}`, anything else stays literal text.
    public func addingCatalogTranslations(_ entries: [RuleExample.CatalogEntry]) -> Catalog {
        guard !entries.isEmpty else { return self }
        var copy = self
        func add(_ text: inout Text, _ parameters: [Parameter]) {
            for entry in entries where entry.key == text.key {
                guard let locale = LocaleID(entry.locale), text.translation(for: locale) == nil else { continue }
                let templates = entry.formats.map { (category: $0.category, template: Self.template(reading: $0.format, parameters: parameters)) }
                let content: TextContent
                if templates.contains(where: { $0.category != nil }) {
                    var variants: [PluralCategory: Template] = [:]
                    for item in templates { variants[item.category ?? .other] = item.template }
                    content = .plural(PluralText(parameter: text.content.plural?.parameter ?? "", variants: variants))
                } else {
                    content = .single(templates.first?.template ?? Template(source: "", segments: []))
                }
                let location = SourceRange(path: entry.file, bytes: ByteRange(start: 0, end: 0))
                text.translations.append(Translation(
                    locale: locale, localeRange: text.range, content: content, range: text.range,
                    origin: .catalog(CatalogTranslation(location: location, state: entry.state, formats: entry.formats))
                ))
            }
        }
        func update(_ definitions: inout [AlertDefinition]) {
            for index in definitions.indices {
                let parameters = definitions[index].parameters
                if definitions[index].title != nil { add(&definitions[index].title!, parameters) }
                if definitions[index].message != nil { add(&definitions[index].message!, parameters) }
                for field in definitions[index].textFields.indices where definitions[index].textFields[field].placeholder != nil {
                    add(&definitions[index].textFields[field].placeholder!, parameters)
                }
                for action in definitions[index].actions.indices {
                    add(&definitions[index].actions[action].title, parameters)
                }
            }
        }
        update(&copy.alerts)
        update(&copy.actionSheets)
        return copy
    }

    /// A format string as a template: `%N$…` of a declared parameter becomes `{name}`.
    static func template(reading format: String, parameters: [Parameter]) -> Template {
        guard case .success(let pieces) = FormatSpecifier.parse(format) else {
            return Template(source: escaped(format), segments: [.literal(format)])
        }
        var source = ""
        var segments: [Template.Segment] = []
        for piece in pieces {
            switch piece {
            case .specifier(let specifier) where specifier.position.map { $0 >= 1 && $0 <= parameters.count } ?? false:
                let name = parameters[specifier.position! - 1].name
                source += "{\(name)}"
                segments.append(.placeholder(name))
            case .specifier(let specifier) where specifier.isLiteralPercent:
                source += "%"
                segments.append(.literal("%"))
            case .specifier(let specifier):
                source += escaped(specifier.text)
                segments.append(.literal(specifier.text))
            case .literal(let text):
                source += escaped(text)
                segments.append(.literal(text))
            }
        }
        // Adjacent literals merged, as a parsed template's are.
        var merged: [Template.Segment] = []
        for segment in segments {
            if case .literal(let text) = segment, case .literal(let previous)? = merged.last {
                merged[merged.count - 1] = .literal(previous + text)
            } else {
                merged.append(segment)
            }
        }
        return Template(source: source, segments: merged)
    }

    private static func escaped(_ text: String) -> String {
        text.replacing("{", with: "{{").replacing("}", with: "}}")
    }
}
