/// Turns a spec template into a Foundation format string, the form string tables and the
/// generated code share: `{name}` becomes the positional specifier of its parameter, so
/// translations may reorder placeholders.
///
/// Positions follow the declared parameter order, which is also the argument order of the
/// generated functions: String → `%N$@`, Int → `%N$lld`, Double → `%N$f`. A literal `%`
/// becomes `%%`.
public enum FormatString {
    public static func specifier(for type: Parameter.ValueType, position: Int) -> String {
        switch type {
        case .string: "%\(position)$@"
        case .int: "%\(position)$lld"
        case .double: "%\(position)$f"
        }
    }

    /// The format string of `template`; a placeholder naming no parameter (the decoder
    /// rejects those in development text) is kept as literal text.
    public static func make(_ template: Template, parameters: [Parameter]) -> String {
        make(template, parameters: parameters, override: nil)
    }

    /// The format string of `template` with the placeholders of `parameter` written as
    /// `replacement` rather than as their specifier; everything else exactly as `make(_:parameters:)`.
    ///
    /// A String Catalog substitution writes the number it varies by as `%arg`.
    public static func make(_ template: Template, parameters: [Parameter], writing parameter: String, as replacement: String) -> String {
        make(template, parameters: parameters, override: (parameter, replacement))
    }

    private static func make(_ template: Template, parameters: [Parameter], override: (name: String, text: String)?) -> String {
        var result = ""
        for segment in template.segments {
            switch segment {
            case .literal(let text):
                result += text.replacingPercent()
            case .placeholder(let name):
                if let override, override.name == name, parameters.contains(where: { $0.name == name }) {
                    result += override.text
                } else if let index = parameters.firstIndex(where: { $0.name == name }) {
                    result += specifier(for: parameters[index].type, position: index + 1)
                } else {
                    result += "{\(name)}".replacingPercent()
                }
            }
        }
        return result
    }
}

extension String {
    fileprivate func replacingPercent() -> String {
        guard contains("%") else { return self }
        return split(separator: "%", omittingEmptySubsequences: false).joined(separator: "%%")
    }
}

extension FormatString {
    /// A format string read back into a template, the inverse of `make`: a specifier that
    /// reads a declared parameter's argument — `%N$…` for the N-th parameter, or a
    /// sequential one by its order — becomes `{name}`, and `%%` a percent sign. Any other
    /// specifier, and the whole string when it does not parse, stays literal text, so a
    /// rule comparing the template with the development text sees what a person would.
    public static func template(from format: String, parameters: [Parameter]) -> Template {
        guard case .success(let pieces) = FormatSpecifier.parse(format) else {
            return Template(segments: [.literal(format)])
        }
        var segments: [Template.Segment] = []
        var literal = ""
        var nextSequential = 0
        func flush() {
            if !literal.isEmpty { segments.append(.literal(literal)) }
            literal = ""
        }
        for piece in pieces {
            switch piece {
            case .literal(let text):
                literal += text
            case .specifier(let specifier) where specifier.isLiteralPercent:
                literal += "%"
            case .specifier(let specifier):
                let position: Int
                if let explicit = specifier.position {
                    position = explicit
                } else {
                    nextSequential += 1
                    position = nextSequential
                }
                if parameters.indices.contains(position - 1) {
                    flush()
                    segments.append(.placeholder(parameters[position - 1].name))
                } else {
                    literal += specifier.text
                }
            }
        }
        flush()
        return Template(segments: segments)
    }
}

extension FormatString {
    /// `format` with `%arg` (a String Catalog substitution's number) and every plural-rule
    /// reference (`%#@name@`, `%2$#@name@`: `.stringsdict` and substitutions) replaced by
    /// `replacement`: what the format reads in their place is the plural variable's count.
    public static func replacingCountReferences(in format: String, with replacement: String) -> String {
        guard format.contains("%") else { return format }
        return format.replacing("%arg", with: replacement).replacing(PluralRuleReference.pattern, with: replacement)
    }
}

/// The pattern of a plural-rule reference, built once: a regex literal on Linux is parsed
/// each time it is evaluated, which cost a fifth of `generate`'s instructions.
private enum PluralRuleReference {
    nonisolated(unsafe) static let pattern = #/%(?:[0-9]+\$)?#@[A-Za-z_][A-Za-z0-9_]*@/#
}
