/// The legacy per-locale files: `<locale>.lproj/<table>.strings` for single texts and
/// `<locale>.lproj/<table>.stringsdict` for plural ones.
///
/// Both are property lists that Foundation's `PropertyListSerialization` reads on every
/// platform (the generated code reads them itself off Apple platforms, where
/// `Bundle.localizedString` crashes on a `.stringsdict`). Any text survives the trip: it
/// can neither end a string early nor start a key of its own.
public enum StringsFile {
    /// One single text of a locale.
    public struct Line: Sendable, Hashable {
        public var key: String
        public var comment: String?
        public var value: String

        public init(key: String, comment: String?, value: String) {
            self.key = key
            self.comment = comment
            self.value = value
        }
    }

    /// A `.strings` file, UTF-8: per entry a `/* comment */` line when there is a comment,
    /// then `"key" = "value";`, entries apart by an empty line, in the order given.
    public static func strings(_ lines: [Line]) -> [UInt8] {
        var output = ""
        for (index, line) in lines.enumerated() {
            if index > 0 { output += "\n" }
            if let comment = line.comment {
                output += "/* \(commentText(comment)) */\n"
            }
            output += "\(quoted(line.key)) = \(quoted(line.value));\n"
        }
        return Array(output.utf8)
    }

    /// `text` as a quoted old-style property list string.
    ///
    /// Escapes `"` and `\`, `\n`, `\r`, `\t`, and writes as `\Uxxxx` every other control
    /// character (C0, DEL, C1) and the invisible characters that reorder or break lines
    /// when the file is read (bidi controls, U+2028, U+2029, U+FEFF), so a reviewer sees
    /// them. The parser turns each back into the same character.
    static func quoted(_ text: String) -> String {
        var output = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            default:
                if isEscapedInvisible(scalar) {
                    output += "\\U" + hex4(scalar.value)
                } else {
                    output.unicodeScalars.append(scalar)
                }
            }
        }
        return output + "\""
    }

    /// A comment's text with `*/` broken up, so the comment cannot end early and turn the
    /// rest of it into entries.
    static func commentText(_ comment: String) -> String {
        var text = comment
        while text.contains("*/") {
            text = text.replacing("*/", with: "* /")
        }
        // "…*" followed by the closing " */" is harmless; a trailing "/" after our "/*" is too.
        return text
    }

    // MARK: stringsdict

    /// One plural text of a locale.
    public struct PluralEntry: Sendable, Hashable {
        public var key: String
        public var plural: StringTable.Plural

        public init(key: String, plural: StringTable.Plural) {
            self.key = key
            self.plural = plural
        }
    }

    /// A `.stringsdict` file: an XML property list with, per key, an
    /// `NSStringLocalizedFormatKey` of `%N$#@count@` — the count as a positional variable,
    /// N its argument — and the variable `count` (`NSStringPluralRuleType`, value type
    /// `lld`) holding the whole text per category, its arguments positional.
    public static func stringsdict(_ entries: [PluralEntry]) -> [UInt8] {
        var output = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>

            """
        for entry in entries {
            let plural = entry.plural
            let variable = variableName(plural.parameter)
            output += "\t<key>\(xml(entry.key))</key>\n"
            output += "\t<dict>\n"
            output += "\t\t<key>NSStringLocalizedFormatKey</key>\n"
            output += "\t\t<string>%\(plural.argument)$#@\(variable)@</string>\n"
            output += "\t\t<key>\(xml(variable))</key>\n"
            output += "\t\t<dict>\n"
            output += "\t\t\t<key>NSStringFormatSpecTypeKey</key>\n"
            output += "\t\t\t<string>NSStringPluralRuleType</string>\n"
            output += "\t\t\t<key>NSStringFormatValueTypeKey</key>\n"
            output += "\t\t\t<string>\(plural.formatSpecifier)</string>\n"
            for (category, format) in plural.sortedVariants {
                output += "\t\t\t<key>\(category.rawValue)</key>\n"
                output += "\t\t\t<string>\(xml(format))</string>\n"
            }
            output += "\t\t</dict>\n"
            output += "\t</dict>\n"
        }
        output += "</dict>\n</plist>\n"
        return Array(output.utf8)
    }

    /// The variable a plural text's format names: the count parameter's name, unless that
    /// is one of the keys the variable sits beside.
    static func variableName(_ parameter: String) -> String {
        parameter == "NSStringLocalizedFormatKey" ? parameter + "_" : parameter
    }

    /// `text` as XML character data: `&`, `<`, `>` as entities, and as character
    /// references `\r` (which XML readers turn into `\n`), the other controls (raw, they
    /// are not XML) and the invisible characters `quoted` escapes. Foundation's property
    /// list reader turns each back into the same character.
    static func xml(_ text: String) -> String {
        var output = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": output += "&amp;"
            case "<": output += "&lt;"
            case ">": output += "&gt;"
            case "\n", "\t": output.unicodeScalars.append(scalar)
            default:
                if isEscapedInvisible(scalar) {
                    output += "&#x" + String(scalar.value, radix: 16, uppercase: true) + ";"
                } else {
                    output.unicodeScalars.append(scalar)
                }
            }
        }
        return output
    }

    // MARK: Shared

    /// Controls and the invisible characters that change how the text around them reads.
    static func isEscapedInvisible(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00..<0x20, 0x7F..<0xA0: true
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true  // bidi controls
        case 0x2028, 0x2029, 0xFEFF: true
        default: false
        }
    }

    private static func hex4(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
