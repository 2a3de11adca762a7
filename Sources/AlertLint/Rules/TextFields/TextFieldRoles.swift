import AlertSpec

/// What a text field is for, read from its id, placeholder, content type and `secure` flag:
/// the shared vocabulary of `text-field-secure` and `text-field-login-order` (RULES.md,
/// "Conventions").
enum TextFieldRoles {
    /// Words that say a field takes a password, passcode or PIN.
    static let passwordWords: Set<String> = ["password", "passcode", "passphrase", "pin", "pincode"]

    /// Words that say a field takes a user name.
    static let usernameWords: Set<String> = ["user", "username", "login", "email", "account"]

    /// Content types a secure field may have.
    static let secureContentTypes: Set<TextField.ContentType> = [.password, .newPassword, .oneTimeCode]

    /// The lower-cased words of a field's id (split at camelCase humps, acronyms and non-letters)
    /// and of its development-language placeholder.
    static func words(of field: TextField) -> Set<String> {
        var words = Set(identifierWords(field.id))
        if let placeholder = field.placeholder {
            for variant in placeholder.content.variants {
                words.formUnion(identifierWords(variant.template.source))
            }
        }
        return words
    }

    /// The word of the id or placeholder that says password, if one does.
    static func passwordWord(of field: TextField) -> String? {
        words(of: field).filter(passwordWords.contains).min()
    }

    /// Whether the id, placeholder or content type says the field takes a password.
    static func saysPassword(_ field: TextField) -> Bool {
        field.contentType == .password || field.contentType == .newPassword || passwordWord(of: field) != nil
    }

    /// A username field: content type `username` or `emailAddress`, or an id or placeholder
    /// word user, username, login, email or account; never a secure field.
    static func isUsername(_ field: TextField) -> Bool {
        guard !field.isSecure else { return false }
        if field.contentType == .username || field.contentType == .emailAddress { return true }
        return !words(of: field).isDisjoint(with: usernameWords)
    }

    /// `newPassword` → [new, password]; `userPIN` → [user, pin]; `PINCode` → [pin, code];
    /// "E-mail or Username" → [e, mail, or, username].
    static func identifierWords(_ text: String) -> [String] {
        var words: [String] = []
        var word = ""
        let characters = Array(text)
        for (index, character) in characters.enumerated() {
            guard character.isLetter || character.isNumber else {
                if !word.isEmpty { words.append(word.lowercased()) }
                word = ""
                continue
            }
            if character.isUppercase, let previous = word.last {
                let next = index + 1 < characters.count ? characters[index + 1] : nil
                // A hump (`newPassword`), or the last capital of an acronym before a word (`PINCode`).
                if previous.isLowercase || previous.isNumber || (previous.isUppercase && next?.isLowercase == true) {
                    words.append(word.lowercased())
                    word = ""
                }
            }
            word.append(character)
        }
        if !word.isEmpty { words.append(word.lowercased()) }
        return words
    }
}
