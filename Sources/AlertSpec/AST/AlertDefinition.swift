import AlertDiagnostics

/// An alert or an action sheet: both are a `UIAlertController`, told apart by `kind`.
///
/// They share one type because UIKit's rules about actions apply to both; the decoder
/// accepts text fields and `preferred` on a sheet so the linter can explain why UIKit
/// rejects or ignores them (`text-field-in-action-sheet`, `preferred-action-in-sheet`).
public struct AlertDefinition: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable {
        case alert
        case actionSheet
    }

    public var kind: Kind
    public var id: String
    /// The id's key in `alerts:` or `actionSheets:`: where definition-level findings point.
    public var idRange: ByteRange
    /// The definition's mapping.
    public var range: ByteRange
    public var parameters: [Parameter]
    public var title: Text?
    public var message: Text?
    /// The legacy `style:` shorthand, when written; its text fields are already in `textFields`.
    public var style: Located<AlertStyle>?
    public var textFields: [TextField]
    public var actions: [Action]
    /// The `actions:` list, for fix-its that reorder it; nil when absent.
    public var actionsRange: ByteRange?

    public init(
        kind: Kind,
        id: String,
        idRange: ByteRange,
        range: ByteRange,
        parameters: [Parameter] = [],
        title: Text? = nil,
        message: Text? = nil,
        style: Located<AlertStyle>? = nil,
        textFields: [TextField] = [],
        actions: [Action] = [],
        actionsRange: ByteRange? = nil
    ) {
        self.kind = kind
        self.id = id
        self.idRange = idRange
        self.range = range
        self.parameters = parameters
        self.title = title
        self.message = message
        self.style = style
        self.textFields = textFields
        self.actions = actions
        self.actionsRange = actionsRange
    }

    public var texts: [Text] {
        [title, message].compactMap { $0 } + textFields.flatMap(\.texts) + actions.map(\.title)
    }

    public var cancelActions: [Action] { actions.filter { $0.role == .cancel } }
}

/// UIAlertView's `alertViewStyle`, kept as a shorthand for common text fields.
public enum AlertStyle: String, Sendable, Hashable, CaseIterable {
    case `default`
    case plainTextInput
    case secureTextInput
    case loginAndPasswordInput
}

public struct Action: Sendable, Hashable {
    public enum Role: String, Sendable, Hashable, CaseIterable {
        case `default`
        case cancel
        case destructive
    }

    public var id: String
    /// False when the id was derived from the development-language title.
    public var hasExplicitID: Bool
    public var title: Text
    public var role: Role
    public var isPreferred: Bool
    /// The list item: where action-level findings point.
    public var range: ByteRange

    public init(id: String, hasExplicitID: Bool, title: Text, role: Role = .default, isPreferred: Bool = false, range: ByteRange) {
        self.id = id
        self.hasExplicitID = hasExplicitID
        self.title = title
        self.role = role
        self.isPreferred = isPreferred
        self.range = range
    }
}

public struct TextField: Sendable, Hashable {
    public enum ContentType: String, Sendable, Hashable, CaseIterable {
        case username, password, newPassword, oneTimeCode, emailAddress, name, telephoneNumber
        case url = "URL"
    }

    public enum Keyboard: String, Sendable, Hashable, CaseIterable {
        case `default`, emailAddress, numberPad, phonePad
        case url = "URL"
        case decimalPad, asciiCapable
    }

    public enum Autocapitalization: String, Sendable, Hashable, CaseIterable {
        case none, words, sentences, allCharacters
    }

    public var id: String
    public var placeholder: Text?
    /// The text the field starts with (`text:`), such as the current name in a rename alert.
    public var text: Text?
    public var isSecure: Bool
    /// `required: true`: the alert's preferred action stays disabled while the field is empty.
    public var isRequired: Bool
    public var contentType: ContentType?
    public var keyboard: Keyboard?
    public var autocapitalization: Autocapitalization?
    /// The list item, or the `style:` value for fields the shorthand stands for.
    public var range: ByteRange

    public init(
        id: String,
        placeholder: Text? = nil,
        text: Text? = nil,
        isSecure: Bool = false,
        isRequired: Bool = false,
        contentType: ContentType? = nil,
        keyboard: Keyboard? = nil,
        autocapitalization: Autocapitalization? = nil,
        range: ByteRange
    ) {
        self.id = id
        self.placeholder = placeholder
        self.text = text
        self.isSecure = isSecure
        self.isRequired = isRequired
        self.contentType = contentType
        self.keyboard = keyboard
        self.autocapitalization = autocapitalization
        self.range = range
    }

    /// The field's localized texts: placeholder, then initial text.
    public var texts: [Text] { [placeholder, text].compactMap { $0 } }

    /// Whether the field holds a credential or an address, where autocorrection and spell
    /// checking would rewrite what the person types: secure fields and the content types
    /// `username`, `password`, `newPassword`, `oneTimeCode`, `emailAddress`.
    public var isCredential: Bool {
        if isSecure { return true }
        switch contentType {
        case .username?, .password?, .newPassword?, .oneTimeCode?, .emailAddress?: return true
        default: return false
        }
    }
}
