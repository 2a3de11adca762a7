import AlertDiagnostics
import AlertSpec

/// A button as RULES.md counts them: alert and sheet actions, notification actions, text-input
/// button titles and a progress overlay's cancel.
public struct Button: Sendable {
    public enum Kind: Sendable, Hashable {
        case alertAction
        case sheetAction
        case notificationAction
        case textInputButton
        case progressCancel
    }

    public var kind: Kind
    public var title: Text
    /// Where findings about the button point: the action's list item, or the text's value
    /// for buttons that are only a text.
    public var range: ByteRange
    /// The action's id, or the progress overlay's.
    var ownerID: String
    /// "alert 'deletePhoto'", "notification 'x'".
    var container: String

    init(kind: Kind, title: Text, range: ByteRange, ownerID: String, container: String) {
        self.kind = kind
        self.title = title
        self.range = range
        self.ownerID = ownerID
        self.container = container
    }

    /// "action 'delete' of alert 'deletePhoto'", for messages. Built only when a message
    /// needs it: every rule over buttons runs on every file.
    public var owner: String {
        switch kind {
        case .alertAction, .sheetAction, .notificationAction: "action '\(ownerID)' of \(container)"
        case .textInputButton: "text input button of action '\(ownerID)' of \(container)"
        case .progressCancel: "cancel button of progress '\(ownerID)'"
        }
    }
}

extension Catalog {
    /// Every button of the catalog, in source order.
    public var buttons: [Button] {
        var buttons: [Button] = []
        for definition in alerts + actionSheets {
            let kind: Button.Kind = definition.kind == .alert ? .alertAction : .sheetAction
            for action in definition.actions {
                buttons.append(Button(kind: kind, title: action.title, range: action.range, ownerID: action.id, container: definition.displayName))
            }
        }
        for notification in notifications {
            for action in notification.category?.actions ?? [] {
                let container = "notification '\(notification.id)'"
                buttons.append(Button(kind: .notificationAction, title: action.title, range: action.range, ownerID: action.id, container: container))
                if let button = action.textInput?.button {
                    buttons.append(Button(kind: .textInputButton, title: button, range: button.range, ownerID: action.id, container: container))
                }
            }
        }
        for overlay in progress {
            if let cancel = overlay.cancel {
                buttons.append(Button(kind: .progressCancel, title: cancel, range: cancel.range, ownerID: overlay.id, container: ""))
            }
        }
        return buttons.sorted { $0.range < $1.range }
    }
}

extension Text {
    /// Whether the development text or any translation is empty or only whitespace: such a
    /// text is `empty-text`'s finding alone ("one finding per problem"), so other rules skip it.
    ///
    /// Every rule asks this of every text it reads, so it scans without allocating: a string
    /// that is not blank answers at its first character.
    public var isBlankSomewhere: Bool {
        func isBlank(_ text: String) -> Bool {
            // A printable ASCII first character is not whitespace: nearly every text stops here.
            if let first = text.utf8.first, first > 0x20, first < 0x7F { return false }
            return !text.unicodeScalars.contains { !$0.properties.isWhitespace }
        }
        func blank(_ content: TextContent) -> Bool {
            switch content {
            case .single(let template): isBlank(template.source)
            case .plural(let plural): plural.variants.values.contains { isBlank($0.source) }
            }
        }
        return blank(content) || translations.contains { blank($0.content) }
    }
}
