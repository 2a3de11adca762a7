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
    /// "action 'delete' of alert 'deletePhoto'", for messages.
    public var owner: String
}

extension Catalog {
    /// Every button of the catalog, in source order.
    public var buttons: [Button] {
        var buttons: [Button] = []
        for definition in alerts + actionSheets {
            let kind: Button.Kind = definition.kind == .alert ? .alertAction : .sheetAction
            for action in definition.actions {
                buttons.append(Button(kind: kind, title: action.title, range: action.range, owner: "action '\(action.id)' of \(definition.displayName)"))
            }
        }
        for notification in notifications {
            for action in notification.category?.actions ?? [] {
                buttons.append(Button(
                    kind: .notificationAction, title: action.title, range: action.range,
                    owner: "action '\(action.id)' of notification '\(notification.id)'"
                ))
                if let button = action.textInput?.button {
                    buttons.append(Button(
                        kind: .textInputButton, title: button, range: button.range,
                        owner: "text input button of action '\(action.id)' of notification '\(notification.id)'"
                    ))
                }
            }
        }
        for overlay in progress {
            if let cancel = overlay.cancel {
                buttons.append(Button(kind: .progressCancel, title: cancel, range: cancel.range, owner: "cancel button of progress '\(overlay.id)'"))
            }
        }
        return buttons.sorted { $0.range < $1.range }
    }
}

extension Text {
    /// Whether the development text or any translation is empty or only whitespace: such a
    /// text is `empty-text`'s finding alone ("one finding per problem"), so other rules skip it.
    public var isBlankSomewhere: Bool {
        let blank: (TextContent) -> Bool = { content in
            content.variants.contains { EnglishCopy.trimmed($0.template.source).isEmpty }
        }
        return blank(content) || translations.contains { blank($0.content) }
    }
}
