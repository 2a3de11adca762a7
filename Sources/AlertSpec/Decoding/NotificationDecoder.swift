import AlertDiagnostics
import AlertYAML

/// Decodes one entry of `notifications:`: content, sound, badge, category with its actions,
/// and trigger.
enum NotificationDecoder {
    enum Key: String, FormatKey {
        case title, subtitle, body, parameters, sound, badge, category, threadIdentifier
        case interruptionLevel, relevanceScore, launchImage, trigger
    }

    enum CategoryKey: String, FormatKey {
        case id, actions, hiddenPreviewsBodyPlaceholder, customDismissAction
    }

    enum ActionKey: String, FormatKey {
        case id, title, options, textInput
    }

    enum TextInputKey: String, FormatKey {
        case button, placeholder
    }

    enum TriggerKey: String, FormatKey {
        case after, at, repeats
    }

    enum TimeKey: String, FormatKey {
        case hour, minute, weekday
    }

    /// UNTimeIntervalNotificationTrigger raises an exception for a repeating interval below this.
    static let minimumRepeatingInterval = 60.0

    /// The notification under `entry` (its key is the id), or nil when it has a format error.
    static func decode(_ entry: UnsafeYAMLNode.Entry, namespace: String, context: inout DecodingContext) -> NotificationDefinition? {
        let errorsBefore = context.errorCount
        let id = entry.name
        // How messages name the notification; built only for a message.
        func description() -> String { "notification '\(Quote.name(id))'" }
        let expected = "a notification (a mapping with 'body', 'title', …)"
        guard let fields = context.fields(Field(entry), expected: expected, keys: Key.self, scope: description()) else { return nil }

        let parameters = ParameterDecoder.decode(fields[.parameters], context: &context)
        let scope = DefinitionScope(namespace: namespace, id: id, description: description, parameters: parameters)
        let texts = TextDecoder(scope: scope)
        let title = fields[.title].flatMap { texts.decode($0, path: "title", owner: description(), context: &context) }
        let subtitle = fields[.subtitle].flatMap { texts.decode($0, path: "subtitle", owner: description(), context: &context) }
        var body: Text?
        if let bodyField = fields[.body] {
            body = texts.decode(bodyField, path: "body", owner: description(), context: &context)
        } else {
            context.missingKey("body", in: description(), at: entry.key.range, hint: "; iOS does not show a notification without a body")
        }

        let sound = fields[.sound].flatMap { decodeSound($0, context: &context) }
        let badge = fields[.badge].flatMap { decodeBadge($0, scope: scope, context: &context) }
        let category = fields.entry(.category).flatMap {
            decodeCategory($0, notificationID: id, texts: texts, owner: description(), context: &context)
        }
        let threadIdentifier = fields[.threadIdentifier].flatMap { field in
            context.string(field).map { Located($0, range: field.node.range) }
        }
        let interruptionLevel = fields[.interruptionLevel].flatMap { field in
            context.enumValue(field, as: NotificationDefinition.InterruptionLevel.self).map { Located($0, range: field.node.range) }
        }
        let relevanceScore = fields[.relevanceScore].flatMap { decodeRelevanceScore($0, context: &context) }
        let launchImage = fields[.launchImage].flatMap { field in
            context.nonEmptyString(field).map { Located($0, range: field.node.range) }
        }
        let trigger = fields[.trigger].flatMap { decodeTrigger($0, owner: description(), context: &context) }

        guard context.errorCount == errorsBefore, let body else { return nil }
        return NotificationDefinition(
            id: id,
            idRange: entry.key.range,
            range: entry.value.range,
            parameters: parameters.valid,
            title: title,
            subtitle: subtitle,
            body: body,
            sound: sound,
            badge: badge,
            category: category,
            threadIdentifier: threadIdentifier,
            interruptionLevel: interruptionLevel,
            relevanceScore: relevanceScore,
            launchImage: launchImage,
            trigger: trigger
        )
    }

    // MARK: - Sound, badge, relevance

    /// `default`, `none`, or a sound file name.
    private static func decodeSound(_ field: Field, context: inout DecodingContext) -> Located<NotificationDefinition.Sound>? {
        guard let name = context.nonEmptyString(field, expected: "'default', 'none' or a sound file name") else { return nil }
        let sound: NotificationDefinition.Sound
        switch name {
        case "default": sound = .default
        case "none": sound = .none
        default:
            // `Default` or `NONE` is a miscased keyword, not a sound file: sound files have an extension.
            let lowered = name.lowercased()
            if lowered == "default" || lowered == "none" {
                context.invalidValue(field, name, choices: ["default", "none"])
                return nil
            }
            sound = .file(name)
        }
        return Located(sound, range: field.node.range)
    }

    /// A count (an integer ≥ 0) or the name of an `Int` parameter.
    private static func decodeBadge(_ field: Field, scope: DefinitionScope, context: inout DecodingContext) -> Located<NotificationDefinition.Badge>? {
        let expected = "a badge count (an integer 0 or more) or the name of an Int parameter"
        guard let scalar = field.node.scalar else {
            context.wrongType(field, expected: expected)
            return nil
        }
        switch CoreSchemaValue(scalar) {
        case .integer:
            guard let count = context.integer(field) else { return nil }
            guard count >= 0 else {
                context.report(.outOfRange, "'badge' must be 0 or more, found \(count); 0 clears the badge", at: field.range)
                return nil
            }
            return Located(.count(count), range: field.node.range)
        case .string where Identifier.isPlaceholderName(scalar.value):
            let name = scalar.value
            let isIntParameter = context.checkIntParameter(
                name, in: field, scope: scope, subject: "'badge'",
                purpose: "a badge count is an Int parameter", otherwise: ", or write a number")
            guard isIntParameter else { return nil }
            return Located(.parameter(name), range: field.node.range)
        default:
            context.wrongType(field, expected: expected)
            return nil
        }
    }

    private static func decodeRelevanceScore(_ field: Field, context: inout DecodingContext) -> Located<Double>? {
        guard let score = context.number(field) else { return nil }
        guard score >= 0, score <= 1 else {
            context.report(
                .outOfRange,
                "'relevanceScore' must be between 0 and 1, found \(Quote.name(field.node.scalar?.value ?? ""))",
                at: field.range
            )
            return nil
        }
        return Located(score, range: field.node.range)
    }

    // MARK: - Category

    private static func decodeCategory(
        _ entry: UnsafeYAMLNode.Entry,
        notificationID: String,
        texts: TextDecoder,
        owner: @autoclosure () -> String,
        context: inout DecodingContext
    ) -> NotificationCategory? {
        let errorsBefore = context.errorCount
        func scope() -> String { "the category of \(owner())" }
        let expected = "a category (a mapping with 'actions', 'id', 'hiddenPreviewsBodyPlaceholder', 'customDismissAction')"
        guard let fields = context.fields(Field(entry), expected: expected, keys: CategoryKey.self, scope: scope()) else { return nil }
        let explicitID = fields[.id].flatMap { context.nonEmptyString($0) }
        let hiddenPreviewsBodyPlaceholder = fields[.hiddenPreviewsBodyPlaceholder].flatMap {
            texts.decode($0, path: "category.hiddenPreviewsBodyPlaceholder", owner: scope(), context: &context)
        }
        let customDismissAction = fields[.customDismissAction].flatMap { context.bool($0) } ?? false
        var actions: [NotificationAction] = []
        if let actionsField = fields[.actions], let items = context.list(actionsField, expected: "a list of notification actions") {
            var usedIDs = UsedIDs()
            for (index, item) in items.enumerated() {
                let position = index + 1
                guard let (action, idRange) = decodeAction(item, position: position, texts: texts, owner: scope(), context: &context) else { continue }
                if context.checkUnique(action.id, at: idRange, isExplicit: action.hasExplicitID, position: position, in: &usedIDs, owner: scope()) {
                    actions.append(action)
                }
            }
        }
        guard context.errorCount == errorsBefore else { return nil }
        return NotificationCategory(
            id: explicitID ?? Identifier.upperSnakeCase(notificationID),
            hasExplicitID: explicitID != nil,
            actions: actions,
            hiddenPreviewsBodyPlaceholder: hiddenPreviewsBodyPlaceholder,
            customDismissAction: customDismissAction,
            range: entry.value.range,
            keyRange: entry.key.range
        )
    }

    /// A notification action and where its id was written (the item, when derived).
    private static func decodeAction(
        _ item: UnsafeYAMLNode,
        position: Int,
        texts: TextDecoder,
        owner: @autoclosure () -> String,
        context: inout DecodingContext
    ) -> (NotificationAction, ByteRange)? {
        let errorsBefore = context.errorCount
        let itemField = Field(item: item, label: .item("action", position: position))
        func scope() -> String { "\(itemField.label) of \(owner())" }
        let expected = "a notification action (its title, or a mapping with 'title', 'id', 'options', 'textInput')"
        switch item.kind {
        case .scalar:
            // A bare string is the action's title, as in an alert.
            guard var title = texts.decode(itemField, path: nil, owner: owner(), context: &context) else { return nil }
            let id = context.derivedActionID(from: title, position: position)
            title.keyParts = texts.scope.key("actions.\(id)")
            return (NotificationAction(id: id, hasExplicitID: false, title: title, range: item.range), item.range)
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
        let id = explicitID ?? title.map { context.derivedActionID(from: $0, position: position) } ?? "action\(position)"
        let options = fields[.options].map { decodeOptions($0, context: &context) } ?? []
        let textInput = fields.entry(.textInput).flatMap {
            decodeTextInput($0, path: "actions.\(id).textInput", texts: texts, owner: scope(), context: &context)
        }
        guard context.errorCount == errorsBefore, var title else { return nil }
        if explicitID == nil, !title.hasExplicitKey { title.keyParts = texts.scope.key("actions.\(id)") }
        let action = NotificationAction(
            id: id, hasExplicitID: explicitID != nil, title: title, options: options, textInput: textInput, range: item.range)
        return (action, fields.entry(.id)?.value.range ?? item.range)
    }

    /// `options:`, a list of `UNNotificationActionOptions` names, each at most once.
    private static func decodeOptions(_ field: Field, context: inout DecodingContext) -> [NotificationAction.Option] {
        guard let items = context.list(field, expected: "a list of action options") else { return [] }
        var options: [NotificationAction.Option] = []
        var seen: [NotificationAction.Option: ByteRange] = [:]
        for (index, item) in items.enumerated() {
            guard let option = context.enumValue(Field(item: item, label: .item("option", position: index + 1)), as: NotificationAction.Option.self) else { continue }
            if let first = seen[option] {
                context.report(
                    .invalidValue,
                    "option '\(option.rawValue)' is listed twice",
                    at: item.range,
                    notes: [context.note("'\(option.rawValue)' is first listed here", at: first)]
                )
                continue
            }
            seen[option] = item.range
            options.append(option)
        }
        return options
    }

    private static func decodeTextInput(
        _ entry: UnsafeYAMLNode.Entry,
        path: String,
        texts: TextDecoder,
        owner: @autoclosure () -> String,
        context: inout DecodingContext
    ) -> NotificationAction.TextInput? {
        func scope() -> String { "'textInput' of \(owner())" }
        let expected = "a text input (a mapping with 'button' and 'placeholder')"
        guard let fields = context.fields(Field(entry), expected: expected, keys: TextInputKey.self, scope: scope()) else { return nil }
        let button = fields[.button].flatMap { texts.decode($0, path: "\(path).button", owner: scope(), context: &context) }
        let placeholder = fields[.placeholder].flatMap { texts.decode($0, path: "\(path).placeholder", owner: scope(), context: &context) }
        return NotificationAction.TextInput(button: button, placeholder: placeholder, range: entry.value.range)
    }

    // MARK: - Trigger

    /// `{after: SECONDS, repeats}` or `{at: {hour, minute, weekday?}, repeats}`.
    private static func decodeTrigger(_ field: Field, owner: @autoclosure () -> String, context: inout DecodingContext) -> Located<NotificationDefinition.Trigger>? {
        let errorsBefore = context.errorCount
        func scope() -> String { "the trigger of \(owner())" }
        let expected = "a trigger ('after: SECONDS' or 'at: {hour, minute}', with 'repeats')"
        guard let fields = context.fields(field, expected: expected, keys: TriggerKey.self, scope: scope()) else { return nil }
        let repeats = fields[.repeats].flatMap { context.bool($0) } ?? false

        if let after = fields.entry(.after), let at = fields.entry(.at) {
            context.report(
                .conflictingKeys,
                "'after' and 'at' exclude each other in \(scope()): a trigger fires after an interval or at a time of day, not both",
                at: at.key.range,
                notes: [context.note("'after' is written here", at: after.key.range)]
            )
        }
        var trigger: NotificationDefinition.Trigger?
        if let afterField = fields[.after], let seconds = context.number(afterField) {
            if !(seconds > 0) || !seconds.isFinite {
                context.report(
                    .outOfRange,
                    "'after' must be a number of seconds greater than 0, found \(Quote.name(afterField.node.scalar?.value ?? ""))",
                    at: afterField.range
                )
            } else if repeats, seconds < minimumRepeatingInterval {
                context.report(
                    .outOfRange,
                    "'after' is \(Quote.name(afterField.node.scalar?.value ?? "")) seconds but the trigger repeats; UNTimeIntervalNotificationTrigger raises an exception for a repeating interval under 60 seconds",
                    at: afterField.range
                )
            } else {
                trigger = .timeInterval(seconds: seconds, repeats: repeats)
            }
        }
        if let atEntry = fields.entry(.at) {
            func atScope() -> String { "'at' of \(scope())" }
            let expected = "a time of day (a mapping with 'hour', 'minute' and optionally 'weekday')"
            if let time = context.fields(Field(atEntry), expected: expected, keys: TimeKey.self, scope: atScope()) {
                let hour = timeComponent(time, .hour, 0...23, scope: atScope(), context: &context)
                let minute = timeComponent(time, .minute, 0...59, scope: atScope(), context: &context)
                let weekday = time.has(.weekday) ? timeComponent(time, .weekday, 1...7, scope: atScope(), context: &context) : nil
                if let hour, let minute {
                    trigger = .calendar(hour: hour, minute: minute, weekday: weekday, repeats: repeats)
                }
            }
        }
        if !fields.has(.after), !fields.has(.at) {
            context.report(
                .missingKey,
                "\(scope()) has neither 'after' nor 'at'; write 'after: SECONDS' or 'at: {hour: 9, minute: 0}', or remove 'trigger' to deliver at once",
                at: fields.anchor
            )
        }
        guard context.errorCount == errorsBefore, let trigger else { return nil }
        return Located(trigger, range: field.node.range)
    }

    /// `hour`, `minute` or `weekday` of a calendar trigger; `hour` and `minute` are required.
    private static func timeComponent(
        _ fields: Fields<TimeKey>,
        _ key: TimeKey,
        _ range: ClosedRange<Int>,
        scope: @autoclosure () -> String,
        context: inout DecodingContext
    ) -> Int? {
        guard let field = fields[key] else {
            context.missingKey(key.rawValue, in: scope(), at: fields.anchor)
            return nil
        }
        guard let value = context.integer(field) else { return nil }
        guard range.contains(value) else {
            let meaning = key == .weekday ? " (1 is Sunday, as Calendar counts)" : ""
            context.report(
                .outOfRange,
                "'\(key.rawValue)' must be \(range.lowerBound)…\(range.upperBound)\(meaning), found \(value)",
                at: field.range
            )
            return nil
        }
        return value
    }
}
