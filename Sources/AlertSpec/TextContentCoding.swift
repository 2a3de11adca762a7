import AlertDiagnostics

/// A `TextContent` as `CompactBytes`, read back `==` to what was written: each template's
/// source and the segments it keeps besides it, each plural's parameter and variants. For
/// texts held until every file is linted (`StringTableConflicts.KeyedTexts`, the actions
/// `notification-action-id-unique` compares; decisions 0063, 0064).
public enum TextContentCoding {
    /// Appends `content`: a kind byte, then the template, or the plural's parameter and its
    /// variants in category order.
    public static func append(_ content: TextContent, to bytes: inout [UInt8]) {
        switch content {
        case .single(let template):
            bytes.append(0)
            append(template, to: &bytes)
        case .plural(let plural):
            bytes.append(1)
            CompactBytes.append(plural.parameter, to: &bytes)
            let variants = plural.sortedVariants
            CompactBytes.append(variants.count, to: &bytes)
            for variant in variants {
                bytes.append(categoryCode(variant.category))
                append(variant.template, to: &bytes)
            }
        }
    }

    /// The source, and the segments kept besides it: all `==` compares.
    private static func append(_ template: Template, to bytes: inout [UInt8]) {
        CompactBytes.append(template.source, to: &bytes)
        guard let segments = template.segmentsBesidesSource else {
            bytes.append(0)
            return
        }
        bytes.append(1)
        CompactBytes.append(segments.count, to: &bytes)
        for segment in segments {
            switch segment {
            case .literal(let text):
                bytes.append(0)
                CompactBytes.append(text, to: &bytes)
            case .placeholder(let name):
                bytes.append(1)
                CompactBytes.append(name, to: &bytes)
            }
        }
    }

    /// Reads what `append` wrote.
    public static func content(_ reader: inout CompactBytes.Reader) -> TextContent {
        guard reader.byte() == 1 else { return .single(template(&reader)) }
        let parameter = reader.string()
        let count = reader.integer()
        var variants: [PluralText.Variant] = []
        variants.reserveCapacity(count)
        for _ in 0..<count {
            let category = category(reader.byte())
            variants.append(PluralText.Variant(category: category, template: template(&reader)))
        }
        return .plural(PluralText(parameter: parameter, variants: variants))
    }

    private static func template(_ reader: inout CompactBytes.Reader) -> Template {
        let source = reader.string()
        guard reader.byte() == 1 else { return Template(parsedSource: source) }
        let count = reader.integer()
        var segments: [Template.Segment] = []
        segments.reserveCapacity(count)
        for _ in 0..<count {
            let isPlaceholder = reader.byte() == 1
            let text = reader.string()
            segments.append(isPlaceholder ? .placeholder(text) : .literal(text))
        }
        return Template(source: source, segments: segments)
    }

    private static let categories = PluralCategory.allCases

    private static func categoryCode(_ category: PluralCategory) -> UInt8 {
        UInt8(categories.firstIndex(of: category)!)
    }

    private static func category(_ code: UInt8) -> PluralCategory {
        categories[Int(code)]
    }
}
