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
        /// The spec's note for translators, written as `/* comment */`.
        public var comment: String?
        public var value: String
        /// A comment as an existing file wrote it (`/* … */` or `// …`), written when
        /// `comment` is nil.
        public var writtenComment: String?
        /// Other comments an existing file had before the entry, each written as it was.
        public var otherComments: [String]

        public init(key: String, comment: String?, value: String, writtenComment: String? = nil, otherComments: [String] = []) {
            self.key = key
            self.comment = comment
            self.value = value
            self.writtenComment = writtenComment
            self.otherComments = otherComments
        }
    }

    /// A `.strings` file, UTF-8: per entry a `/* comment */` line when there is a comment,
    /// then `"key" = "value";`, entries apart by an empty line, in the order given.
    ///
    /// Comments kept from an existing file are written as they were, each followed by an
    /// empty line (`header` first, `trailer` last, an entry's `otherComments` before it),
    /// so that reading the file again gives each comment back in the same place.
    public static func strings(_ lines: [Line], header: [String] = [], trailer: [String] = []) -> [UInt8] {
        var output = ""
        for comment in header {
            output += comment + "\n\n"
        }
        for (index, line) in lines.enumerated() {
            if index > 0 { output += "\n" }
            for comment in line.otherComments {
                output += comment + "\n\n"
            }
            if let comment = line.comment {
                output += "/* \(commentText(comment)) */\n"
            } else if let comment = line.writtenComment {
                output += comment + "\n"
            }
            output += "\(quoted(line.key)) = \(quoted(line.value));\n"
        }
        if !trailer.isEmpty {
            output += "\n" + trailer.map { $0 + "\n" }.joined()
        }
        return Array(output.utf8)
    }

    /// `text` as a quoted old-style property list string.
    ///
    /// Escapes `"` and `\`, `\n`, `\r`, `\t`, and writes as `\Uxxxx` every other control
    /// character (C0 with NUL, DEL, C1), the invisible characters that reorder or break
    /// lines when the file is read (bidi controls, U+2028, U+2029, U+FEFF) and the
    /// noncharacters U+FFFE and U+FFFF, so a reviewer sees them. The parser turns each back
    /// into the same character (decision 0014).
    public static func quoted(_ text: String) -> String {
        var output = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            default:
                if isEscapedInvisible(scalar) || scalar.value == 0xFFFE || scalar.value == 0xFFFF {
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
    ///
    /// Every key and text must pass `firstCharacterXMLCannotHold` (decision 0014):
    /// `StringTableFiles` checks them first, as no encoding of those characters is XML.
    public static func stringsdict(_ entries: [PluralEntry]) -> [UInt8] {
        stringsdict(entries.map { .plural($0, comments: []) }, trailingComments: [])
    }

    /// One entry of a `.stringsdict` being written: a plural text, or an entry of an
    /// existing file kept as it was written. Comments are kept ones, as written.
    enum StringsdictEntry {
        case plural(PluralEntry, comments: [String])
        case kept(PropertyListXML.Entry)
    }

    static func stringsdict(_ entries: [StringsdictEntry], trailingComments: [String]) -> [UInt8] {
        var output = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>

            """
        for entry in entries {
            switch entry {
            case .kept(let kept):
                for comment in kept.comments { output += "\t\(comment)\n" }
                output += "\t\(kept.text)\n"
            case .plural(let entry, let comments):
                for comment in comments { output += "\t\(comment)\n" }
                output += pluralEntry(entry)
            }
        }
        for comment in trailingComments { output += "\t\(comment)\n" }
        output += "</dict>\n</plist>\n"
        return Array(output.utf8)
    }

    private static func pluralEntry(_ entry: PluralEntry) -> String {
        let plural = entry.plural
        let variable = variableName(plural.parameter)
        var output = "\t<key>\(xml(entry.key))</key>\n"
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
        return output
    }

    /// The first character of `text` that no XML 1.0 document can hold, raw or as a
    /// character reference: a C0 control other than tab, line feed and carriage return, or
    /// U+FFFE, U+FFFF. (DEL and the C1 controls are XML characters, written as references.)
    public static func firstCharacterXMLCannotHold(in text: String) -> Unicode.Scalar? {
        text.unicodeScalars.first { !PropertyListXML.isXMLCharacter($0) }
    }

    /// The variable a plural text's format names: the count parameter's name, unless that
    /// is one of the keys the variable sits beside.
    static func variableName(_ parameter: String) -> String {
        parameter == "NSStringLocalizedFormatKey" ? parameter + "_" : parameter
    }

    /// `text` as XML character data: `&`, `<`, `>` as entities, and as character
    /// references `\r` (which XML readers turn into `\n`), DEL, the C1 controls and the
    /// invisible characters `quoted` escapes. Every XML reader turns each back into the same
    /// character. The C0 controls other than tab, line feed and carriage return have no
    /// XML form at all: callers refuse them first (`firstCharacterXMLCannotHold`).
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
