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
    /// Whether the string holds a `%`: a search of its contiguous UTF-8 bytes.
    /// `contains("%")` is Foundation's locale-aware `range(of:)`, some ten thousand
    /// instructions a call, and `utf8.contains(_:)` walks the view's indices, about 17
    /// instructions a byte; both are paid for every literal of every text.
    var containsPercent: Bool {
        var text = self
        return text.withUTF8 { bytes in bytes.contains(UInt8(ascii: "%")) }
    }

    fileprivate func replacingPercent() -> String {
        guard containsPercent else { return self }
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
        guard format.containsPercent else { return format }
        return replacingPluralRuleReferences(in: format.replacing("%arg", with: replacement), with: replacement)
    }

    /// `text` with every match of `%(?:[0-9]+\$)?#@[A-Za-z_][A-Za-z0-9_]*@` replaced, leftmost
    /// first, matched per `Character` as `String.replacing(_:with:)` matches that regex. Written
    /// out because a regex literal on Linux is parsed from its text each time it is evaluated
    /// (a fifth of `generate`), and a regex built once is reported by LeakSanitizer.
    static func replacingPluralRuleReferences(in text: String, with replacement: String) -> String {
        guard text.utf8.contains(UInt8(ascii: "#")) else { return text }
        let characters = Array(text)
        var result = ""
        var index = 0
        while index < characters.count {
            if let end = pluralRuleReferenceEnd(in: characters, at: index) {
                result += replacement
                index = end
            } else {
                result.append(characters[index])
                index += 1
            }
        }
        return result
    }

    /// The index after the reference starting at `start`, or nil when none starts there.
    private static func pluralRuleReferenceEnd(in characters: [Character], at start: Int) -> Int? {
        func ascii(_ index: Int) -> UInt8? {
            // "\r\n" is one Character whose asciiValue is that of "\n": no atom here matches it.
            guard index < characters.count, characters[index].unicodeScalars.count == 1 else { return nil }
            return characters[index].asciiValue
        }
        func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A || byte == 0x5F }
        func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
        guard ascii(start) == UInt8(ascii: "%") else { return nil }
        var index = start + 1
        if let byte = ascii(index), isDigit(byte) {
            while let byte = ascii(index), isDigit(byte) { index += 1 }
            // Digits not closed by `$`: without the optional group, `#` must follow `%` directly.
            guard ascii(index) == UInt8(ascii: "$") else { return nil }
            index += 1
        }
        guard ascii(index) == UInt8(ascii: "#"), ascii(index + 1) == UInt8(ascii: "@") else { return nil }
        index += 2
        guard let first = ascii(index), isLetter(first) else { return nil }
        index += 1
        while let byte = ascii(index), isLetter(byte) || isDigit(byte) { index += 1 }
        guard ascii(index) == UInt8(ascii: "@") else { return nil }
        return index + 1
    }
}
