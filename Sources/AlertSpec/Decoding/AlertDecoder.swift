import AlertDiagnostics
import AlertYAML

/// Decodes one entry of `alerts:` or `actionSheets:`.
///
/// Both accept the same keys: UIKit's objections to text fields and `preferred` on an action
/// sheet are lint findings with their reasons, not format errors.
enum AlertDecoder {
    enum Key: String, FormatKey {
        case title, message, parameters, style, textFields, actions
    }

    enum ActionKey: String, FormatKey {
        case id, title, role, preferred
    }

    enum TextFieldKey: String, FormatKey {
        case id, placeholder, text, secure, required, contentType, keyboard, autocapitalization
    }

    /// The definition under `entry` (its key is the id), or nil when it has a format error.
    static func decode(
        _ entry: UnsafeYAMLNode.Entry,
        kind: AlertDefinition.Kind,
        namespace: String,
        context: inout DecodingContext
    ) -> AlertDefinition? {
        let errorsBefore = context.errorCount
        let id = entry.name
        // How messages name the definition; built only for a message.
        func description() -> String { "\(kind == .alert ? "alert" : "action sheet") '\(Quote.name(id))'" }
        let expected = kind == .alert
            ? "an alert (a mapping with 'title', 'message', 'actions', …)"
            : "an action sheet (a mapping with 'title', 'message', 'actions', …)"
        guard let fields = context.fields(Field(entry), expected: expected, keys: Key.self, scope: description()) else { return nil }

        let parameters = ParameterDecoder.decode(fields[.parameters], context: &context)
        let scope = DefinitionScope(namespace: namespace, id: id, description: description, parameters: parameters)
        let texts = TextDecoder(scope: scope)
        let title = fields[.title].flatMap { texts.decode($0, path: "title", owner: description(), context: &context) }
        let message = fields[.message].flatMap { texts.decode($0, path: "message", owner: description(), context: &context) }
        if kind == .alert, !fields.has(.title), !fields.has(.message) {
            context.report(.missingKey, "\(description()) has neither 'title' nor 'message'; an alert needs at least one", at: entry.key.range)
        }

        var style: Located<AlertStyle>?
        if let styleField = fields[.style], let value = context.enumValue(styleField, as: AlertStyle.self) {
            style = Located(value, range: styleField.node.range)
        }
        var textFields: [TextField] = []
        if let textFieldsEntry = fields.entry(.textFields) {
            if let style, style.value != .default, let styleEntry = fields.entry(.style) {
                context.report(
                    .conflictingKeys,
                    "'textFields' cannot be used with 'style: \(style.value.rawValue)' in \(description()), which already stands for text fields; write every field under 'textFields' and remove 'style'",
                    at: textFieldsEntry.key.range,
                    notes: [context.note("'style' is written here", at: styleEntry.key.range)]
                )
            }
            textFields = decodeTextFields(Field(textFieldsEntry), texts: texts, owner: description(), context: &context)
        } else if let style {
            textFields = expand(style, texts: texts)
        }

        let actions = fields[.actions].map { decodeActions($0, texts: texts, owner: description(), context: &context) } ?? []

        guard context.errorCount == errorsBefore else { return nil }
        return AlertDefinition(
            kind: kind,
            id: id,
            idRange: entry.key.range,
            range: entry.value.range,
            parameters: parameters.valid,
            title: title,
            message: message,
            style: style,
            textFields: textFields,
            actions: actions,
            actionsRange: fields.entry(.actions)?.value.range
        )
    }

    /// The text fields UIAlertView's `alertViewStyle` stood for, with its own placeholders.
    /// They point at the `style:` value, the only place they were written.
    static func expand(_ style: Located<AlertStyle>, texts: TextDecoder) -> [TextField] {
        func placeholder(_ text: String, field: String) -> Text {
            Text(
                keyParts: texts.scope.key("textFields.\(field).placeholder"),
                content: .single(Template(source: text, segments: [.literal(text)])),
                range: style.range
            )
        }
        switch style.value {
        case .default:
            return []
        case .plainTextInput:
            return [TextField(id: "text", range: style.range)]
        case .secureTextInput:
            return [TextField(id: "password", isSecure: true, contentType: .password, range: style.range)]
        case .loginAndPasswordInput:
            return [
                TextField(id: "login", placeholder: placeholder("Login", field: "login"), contentType: .username, range: style.range),
                TextField(
                    id: "password", placeholder: placeholder("Password", field: "password"),
                    isSecure: true, contentType: .password, range: style.range),
            ]
        }
    }

    // MARK: - Text fields

    private static func decodeTextFields(_ field: Field, texts: TextDecoder, owner: @autoclosure () -> String, context: inout DecodingContext) -> [TextField] {
        guard let items = context.list(field, expected: "a list of text fields") else { return [] }
        var textFields: [TextField] = []
        var usedIDs = UsedIDs()
        for (index, item) in items.enumerated() {
            guard let (textField, idRange) = decodeTextField(item, position: index + 1, texts: texts, owner: owner(), context: &context) else {
                continue
            }
            if let first = usedIDs.insert(textField.id, at: idRange) {
                context.report(
                    .duplicateID,
                    "text field id '\(textField.id)' is used twice in \(owner()); the handler receives each field's text under its id",
                    at: idRange,
                    notes: [context.note("'\(textField.id)' is first used here", at: first)]
                )
                continue
            }
            textFields.append(textField)
        }
        return textFields
    }

    /// A text field and where its id was written.
    private static func decodeTextField(
        _ item: UnsafeYAMLNode,
        position: Int,
        texts: TextDecoder,
        owner: @autoclosure () -> String,
        context: inout DecodingContext
    ) -> (TextField, ByteRange)? {
        let errorsBefore = context.errorCount
        let itemField = Field(item: item, label: .item("text field", position: position))
        // How messages name the field; built only for a message.
        func scope() -> String { "\(itemField.label) of \(owner())" }
        let expected = "a text field (a mapping with at least 'id')"
        guard let fields = context.fields(itemField, expected: expected, keys: TextFieldKey.self, scope: scope()) else { return nil }
        var id: String?
        if let idField = fields[.id] {
            if let written = context.string(idField), context.checkWrittenID(written, at: idField.range, what: "text field id") {
                id = written
            }
        } else {
            context.missingKey("id", in: scope(), at: fields.anchor, hint: "; the handler receives the field's text under its id")
        }
        let placeholder = fields[.placeholder].flatMap {
            texts.decode($0, path: "textFields.\(id ?? String(position)).placeholder", owner: scope(), context: &context)
        }
        let text = fields[.text].flatMap {
            texts.decode($0, path: "textFields.\(id ?? String(position)).text", owner: scope(), context: &context)
        }
        let isSecure = fields[.secure].flatMap { context.bool($0) } ?? false
        let isRequired = fields[.required].flatMap { context.bool($0) } ?? false
        let contentType = fields[.contentType].flatMap { context.enumValue($0, as: TextField.ContentType.self) }
        let keyboard = fields[.keyboard].flatMap { context.enumValue($0, as: TextField.Keyboard.self) }
        let autocapitalization = fields[.autocapitalization].flatMap { context.enumValue($0, as: TextField.Autocapitalization.self) }
        guard context.errorCount == errorsBefore, let id else { return nil }
        let textField = TextField(
            id: id,
            placeholder: placeholder,
            text: text,
            isSecure: isSecure,
            isRequired: isRequired,
            contentType: contentType,
            keyboard: keyboard,
            autocapitalization: autocapitalization,
            range: item.range
        )
        return (textField, fields.entry(.id)?.value.range ?? item.range)
    }

    // MARK: - Actions

    private static func decodeActions(_ field: Field, texts: TextDecoder, owner: @autoclosure () -> String, context: inout DecodingContext) -> [Action] {
        guard let items = context.list(field, expected: "a list of actions") else { return [] }
        var actions: [Action] = []
        actions.reserveCapacity(items.count)
        var usedIDs = UsedIDs()
        for (index, item) in items.enumerated() {
            let position = index + 1
            guard let (action, idRange) = decodeAction(item, position: position, texts: texts, owner: owner(), context: &context) else { continue }
            if context.checkUnique(action.id, at: idRange, isExplicit: action.hasExplicitID, position: position, in: &usedIDs, owner: owner()) {
                actions.append(action)
            }
        }
        return actions
    }

    /// An action and where its id was written (the item, when derived from the title).
    private static func decodeAction(
        _ item: UnsafeYAMLNode,
        position: Int,
        texts: TextDecoder,
        owner: @autoclosure () -> String,
        context: inout DecodingContext
    ) -> (Action, ByteRange)? {
        let errorsBefore = context.errorCount
        let itemField = Field(item: item, label: .item("action", position: position))
        // How messages name the action; built only for a message.
        func scope() -> String { "\(itemField.label) of \(owner())" }
        let expected = "an action (its title, or a mapping with 'title', 'id', 'role', …)"
        switch item.kind {
        case .scalar:
            // A bare string is the action's title.
            guard var title = texts.decode(itemField, path: nil, owner: owner(), context: &context) else { return nil }
            let id = context.derivedActionID(from: title, position: position)
            title.keyParts = texts.scope.key("actions.\(id)")
            return (Action(id: id, hasExplicitID: false, title: title, range: item.range), item.range)
        case .sequence:
            context.wrongType(itemField, expected: expected)
            return nil
        case .mapping:
            break
        }
        guard let fields = context.fields(itemField, expected: expected, keys: ActionKey.self, scope: scope()) else { return nil }
        let explicitID = fields[.id].flatMap { context.writtenID($0, what: "action id") }
        var title: Text?
        if let titleField = fields[.title] {
            title = texts.decode(titleField, path: explicitID.map { "actions.\($0)" }, owner: scope(), context: &context)
        } else {
            context.missingKey("title", in: scope(), at: fields.anchor)
        }
        let role = fields[.role].flatMap { context.enumValue($0, as: Action.Role.self) } ?? .default
        let isPreferred = fields[.preferred].flatMap { context.bool($0) } ?? false
        guard context.errorCount == errorsBefore, var title else { return nil }
        let id = explicitID ?? context.derivedActionID(from: title, position: position)
        if explicitID == nil, !title.hasExplicitKey { title.keyParts = texts.scope.key("actions.\(id)") }
        let action = Action(id: id, hasExplicitID: explicitID != nil, title: title, role: role, isPreferred: isPreferred, range: item.range)
        return (action, fields.entry(.id)?.value.range ?? item.range)
    }
}

extension DecodingContext {
    /// The id of an action without `id:` (alert and notification actions alike): the
    /// lowerCamelCase of its development-language title, or `action<position>` when the
    /// title has no Latin letters or digits.
    mutating func derivedActionID(from title: Text, position: Int) -> String {
        derivedID(fromTitle: title.developmentText) ?? "action\(position)"
    }

    /// An id written as `id:`, checked; nil when it is not a string or not a valid id.
    mutating func writtenID(_ field: Field, what: StaticString) -> String? {
        guard let id = string(field), checkWrittenID(id, at: field.range, what: "\(what)") else { return nil }
        return id
    }

    /// Records an action id in `usedIDs`; on a repeat, reports `duplicate-id` asking for
    /// explicit ids, and returns false.
    mutating func checkUnique(
        _ id: String,
        at range: ByteRange,
        isExplicit: Bool,
        position: Int,
        in usedIDs: inout UsedIDs,
        owner: @autoclosure () -> String
    ) -> Bool {
        guard let first = usedIDs.insert(id, at: range) else { return true }
        let message = isExplicit
            ? "action id '\(id)' is used twice in \(owner()); give each action its own 'id:'"
            : "action \(position) of \(owner()) gets the id '\(id)' from its title, which an earlier action already has; give them distinct explicit 'id:'s"
        report(.duplicateID, message, at: range, notes: [note("'\(id)' is first used here", at: first)])
        return false
    }
}
