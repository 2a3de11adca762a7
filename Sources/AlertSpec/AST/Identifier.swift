import Foundation

/// The spec's naming rules: which ids are valid Swift, and how ids, namespaces and category
/// ids are derived when a spec leaves them out.
public enum Identifier {
    /// Words Swift reserves: an id written as one of these is an error, a derived one is
    /// escaped with backticks in generated code.
    public static let swiftKeywords: Set<String> = [
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate",
        "func", "import", "init", "inout", "internal", "let", "operator", "private", "precedencegroup",
        "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var",
        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for",
        "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while",
        "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try", "_",
    ]

    /// Namespaces generated code cannot work with, and why (decision 0021). A namespace is a
    /// type in the app's module: named like a module, it hides that module's name, so
    /// `Swift.String` no longer means the standard library's; named like a type of alertlint's
    /// runtime, it declares that type twice; named `MainActor`, it takes `@MainActor`. Every
    /// other type name is safe, because generated code qualifies what it uses (`Swift.String`,
    /// `Foundation.Bundle`, `SwiftUI.Text`).
    public static let reservedNamespaces: [String: String] = {
        var reserved: [String: String] = [:]
        for module in ["AudioToolbox", "Combine", "Foundation", "Swift", "SwiftUI", "UIKit", "UserNotifications"] {
            reserved[module] = "the module generated code qualifies its types with"
        }
        // Qualifiable only through the underscored `_Concurrency` module; `@MainActor` reads better.
        reserved["MainActor"] = "the global actor generated UI code is isolated to"
        for type in [
            "AlertActionContent", "AlertContent", "AlertFlow", "AlertFlowCancellation", "AlertFlowClock",
            "AlertFlowOutcome", "AlertFlowPresenter", "AlertFlowProgress", "AlertFlowRace", "AlertFlowSystemClock", "AlertLocalization",
            "AlertPopoverSource", "AlertResponse", "AlertSound", "AlertSoundOutput", "AlertSoundPlayer",
            "AlertSoundSystemOutput", "AlertSystemSound", "AlertTextFieldContent", "AlertlintAPNs", "AlertlintAppBadge",
            "AlertlintArgument", "AlertlintBroadcasts", "AlertlintCancelOnce", "AlertlintFlowPresentation", "AlertlintFlowRunner", "AlertlintIconBadgeNumber",
            "AlertlintNotificationCategories", "AlertlintNotificationUserInfo", "AlertlintObserverRemoval",
            "AlertlintOnce", "AlertlintPresenter", "AlertlintProgressOverlay", "AlertlintProgressViewController",
            "AlertlintReportOnce", "AlertlintSwiftUI", "AlertlintSwiftUILocalization", "AlertlintText",
            "AlertlintUIKit", "AlertlintUIKitFlowPresenter", "AlertlintUIKitLogic", "AlertlintUserNotifications", "NotificationActionSpec",
            "NotificationCategorySpec", "NotificationContentSpec", "NotificationResponseAction", "ProgressContent",
        ] {
            reserved[type] = "a type alertlint's generated runtime declares"
        }
        return reserved
    }()

    /// A valid namespace: an UpperCamelCase type name that is not reserved.
    public static func isNamespace(_ text: String) -> Bool {
        isUpperCamelCase(text) && reservedNamespaces[text] == nil
    }

    /// `deleteDocument`, `signIn2`: an ASCII lowerCamelCase Swift identifier.
    public static func isLowerCamelCase(_ text: String) -> Bool {
        guard let first = text.utf8.first, first >= UInt8(ascii: "a"), first <= UInt8(ascii: "z") else { return false }
        return allBytes(of: text, satisfy: isASCIIAlphanumeric)
    }

    /// `PhotoLibrary`: an ASCII UpperCamelCase Swift type name.
    public static func isUpperCamelCase(_ text: String) -> Bool {
        guard let first = text.utf8.first, first >= UInt8(ascii: "A"), first <= UInt8(ascii: "Z") else { return false }
        return text.utf8.allSatisfy(isASCIIAlphanumeric) && !swiftKeywords.contains(text)
    }

    /// A placeholder name: letters, digits and `_`, not starting with a digit.
    public static func isPlaceholderName(_ text: String) -> Bool {
        guard let first = text.utf8.first, !(first >= UInt8(ascii: "0") && first <= UInt8(ascii: "9")) else { return false }
        return allBytes(of: text) { isASCIIAlphanumeric($0) || $0 == UInt8(ascii: "_") }
    }

    /// `text.utf8.allSatisfy(test)` over the contiguous bytes: every id of every file is
    /// checked, and the view's iterator costs several times the test.
    private static func allBytes(of text: String, satisfy test: (UInt8) -> Bool) -> Bool {
        var text = text
        return text.withUTF8 { $0.allSatisfy(test) }
    }

    /// The id an action gets from its development-language title: the lowerCamelCase of its
    /// words with diacritics folded ("Delete Photo" → `deletePhoto`, "Löschen" → `loschen`).
    /// Nil when the title has no Latin letters or digits; the caller numbers it by position.
    /// A title starting with a digit gets the prefix `action` ("2 Hours" → `action2Hours`).
    public static func derivedID(fromTitle title: String) -> String? {
        let words = latinWords(title)
        guard let first = words.first else { return nil }
        var id = first.lowercased() + words.dropFirst().map(capitalizingFirst).joined()
        if let leading = id.utf8.first, leading >= UInt8(ascii: "0"), leading <= UInt8(ascii: "9") {
            id = "action" + id
        }
        return id
    }

    /// The namespace a file stem gives: `photo-library` → `PhotoLibrary`. Nil when the result
    /// is not a valid Swift type name (`01-x`).
    public static func namespace(fromStem stem: String) -> String? {
        let name = latinWords(stem).map(capitalizingFirst).joined()
        return isUpperCamelCase(name) ? name : nil
    }

    /// The default category id of a notification: `bookReady` → `BOOK_READY`.
    public static func upperSnakeCase(_ id: String) -> String {
        var result = ""
        var previous: Character?
        for character in id {
            if let previous, character.isUppercase, previous.isLowercase || previous.isNumber {
                result.append("_")
            }
            result += character.uppercased()
            previous = character
        }
        return result
    }

    /// The stem of a spec file name: `photo-library.alerts.yaml` → `photo-library`.
    public static func stem(ofPath path: String) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        for suffix in [".alerts.yaml", ".alerts.yml", ".yaml", ".yml"] where name.hasSuffix(suffix) {
            return String(name.dropLast(suffix.count))
        }
        return name
    }

    /// Runs of ASCII letters and digits after folding diacritics and Latin ligatures.
    static func latinWords(_ text: String) -> [String] {
        // Folding ASCII changes nothing, and most titles are ASCII: skip Foundation's costly call.
        let folded = text.utf8.allSatisfy { $0 < 0x80 }
            ? text
            : text.folding(options: [.diacriticInsensitive, .widthInsensitive], locale: posixLocale)
        var words: [String] = []
        var word = ""
        for scalar in folded.unicodeScalars {
            if scalar.isASCII, isASCIIAlphanumeric(UInt8(scalar.value)) {
                word.unicodeScalars.append(scalar)
            } else if let spelled = ligatures[scalar] {
                word += spelled
            } else if scalar == "'" || scalar == "\u{2019}" {
                continue  // "Don’t" is one word
            } else if !word.isEmpty {
                words.append(word)
                word = ""
            }
        }
        if !word.isEmpty { words.append(word) }
        return words
    }

    private static let posixLocale = Locale(identifier: "en_US_POSIX")

    private static let ligatures: [Unicode.Scalar: String] = [
        "ß": "ss", "æ": "ae", "Æ": "Ae", "ø": "o", "Ø": "O", "œ": "oe", "Œ": "Oe",
        "ł": "l", "Ł": "L", "đ": "d", "Đ": "D", "þ": "th", "Þ": "Th", "ı": "i",
    ]

    private static func capitalizingFirst(_ word: String) -> String {
        word.prefix(1).uppercased() + word.dropFirst()
    }

    private static func isASCIIAlphanumeric(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
    }
}
