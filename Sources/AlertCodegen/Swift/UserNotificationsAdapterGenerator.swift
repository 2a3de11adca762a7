import AlertSpec

/// The notification part of a catalog's Swift file (decision 0038).
///
/// Everywhere, Linux included: each notification's `userInfo` record, the typed value a
/// response decodes to (`NotificationResponse`: which notification, what the user did, its
/// parameters) and the decision itself, `notificationResponse(_:categoryIdentifier:userInfo:)`,
/// so routing runs in tests. Behind `#if canImport(UserNotifications) && !os(tvOS)` and the
/// generated code's floor (`@available`): the categories, typed builders of each
/// notification's content and request, and a router from a `UNNotificationResponse` to
/// per-notification handlers that returns false for a response that is not its catalog's.
struct UserNotificationsAdapterGenerator {
    let catalog: Catalog
    let options: SwiftGenerator.Options

    var access: String { options.access.keyword }

    /// The generated code's floor (decision 0038): iOS 15 and the matching macOS, Mac Catalyst,
    /// watchOS and visionOS. Every Apple-only declaration carries it, as the runtime's do.
    static let availability = "@available(iOS 15.0, macOS 12.0, macCatalyst 15.0, watchOS 8.0, visionOS 1.0, *)"

    /// The platforms whose UserNotifications has categories, actions and responses (not tvOS).
    static let platforms = "canImport(UserNotifications) && !os(tvOS)"

    func write(into writer: inout SwiftWriter) {
        guard !catalog.notifications.isEmpty else { return }
        writer.line()
        writer.block("extension \(catalog.namespace)") { writer in
            responseTypes(into: &writer)
            for notification in catalog.notifications {
                writer.line()
                userInfo(notification, into: &writer)
            }
            writer.line()
            decision(into: &writer)
        }
        writer.line()
        writer.line("#if \(Self.platforms)")
        writer.line("import UserNotifications")
        writer.line()
        writer.line(Self.availability)
        writer.block("extension \(catalog.namespace)") { writer in
            if hasCategories {
                writer.doc("""
                    This catalog's categories alone. `setNotificationCategories(_:)` replaces every category registered \
                    before: register all catalogs' at once: `AlertlintNotificationCategories.register(\(catalog.namespace).notificationCategories(), …)`.
                    """)
                writer.block("\(access)static func userNotificationCategories(in localization: AlertLocalization = Self.defaultLocalization) -> Swift.Set<UserNotifications.UNNotificationCategory>") { writer in
                    writer.line("Swift.Set(Self.notificationCategories(in: localization).map(AlertlintUserNotifications.category))")
                }
                writer.line()
            }
            for notification in catalog.notifications {
                builders(notification, into: &writer)
                writer.line()
            }
            handlers(into: &writer)
            writer.line()
            router(into: &writer)
        }
        writer.line("#endif")
    }

    private var hasCategories: Bool { catalog.notifications.contains { $0.category != nil } }

    // MARK: Everywhere

    /// `NotificationResponse`, and per notification the enum of what the user can do with it.
    private func responseTypes(into writer: inout SwiftWriter) {
        writer.doc("A response to one of this catalog's notifications: which one, what the user did, and the parameters it was made with.")
        writer.block("\(access)enum NotificationResponse: Swift.Sendable, Swift.Hashable") { writer in
            for notification in catalog.notifications {
                let payload = [Self.actionTypeName(notification)] + notification.parameters.map {
                    "\(SwiftLiteral.identifier($0.name)): \(FunctionSignature.typeName($0.type))"
                }
                writer.doc(Self.summary(notification))
                writer.line("case \(SwiftLiteral.identifier(notification.id))(\(payload.joined(separator: ", ")))")
            }
        }
        for notification in catalog.notifications {
            writer.line()
            writer.doc("What the user did with '\(notification.id)'.")
            writer.block("\(access)enum \(Self.actionTypeName(notification)): Swift.Sendable, Swift.Hashable") { writer in
                writer.doc("Opened the app from the notification.")
                writer.line("case open")
                if notification.category?.customDismissAction == true {
                    writer.doc("Dismissed the notification (its category has `customDismissAction`).")
                    writer.line("case dismiss")
                }
                for action in notification.category?.actions ?? [] {
                    if action.textInput == nil {
                        writer.doc("Chose '\(action.id)'.")
                        writer.line("case \(Self.caseName(action))")
                    } else {
                        writer.doc("Chose '\(action.id)' and entered `text`.")
                        writer.line("case \(Self.caseName(action))(text: Swift.String)")
                    }
                }
            }
        }
    }

    /// The `userInfo` a notification's content carries; a server adds it to a push's payload.
    private func userInfo(_ notification: NotificationDefinition, into writer: inout SwiftWriter) {
        let signature = FunctionSignature(parameters: notification.parameters)
        writer.doc("""
            The `userInfo` of '\(notification.id)': which notification it is and its parameters, so that \
            `route(_:to:)` can hand them back. The generated content carries it; a server adds these \
            entries to a push's payload, beside `aps`.
            """)
        let declaration = notification.parameters.map(signature.declaration(of:)).joined(separator: ", ")
        writer.block("\(access)static func \(SwiftLiteral.lowerFirst(notification.id))UserInfo(\(declaration)) -> [Swift.AnyHashable: Any]") { writer in
            let entries = notification.parameters.map { "\(SwiftLiteral.string($0.name)): \(signature.argumentName($0.name))" }
            let parameters = entries.isEmpty ? "[:]" : "[\(entries.joined(separator: ", "))]"
            writer.line("AlertlintNotificationUserInfo.make(catalog: \(SwiftLiteral.string(catalog.namespace)), notification: \(SwiftLiteral.string(notification.id)), parameters: \(parameters))")
        }
    }

    /// The routing decision on plain values: the response's category, action and `userInfo`.
    private func decision(into writer: inout SwiftWriter) {
        writer.doc("""
            Which of this catalog's notifications a response is to, what the user did, and the parameters the \
            notification was made with. Nil when the response is to another catalog's notification or one without \
            this catalog's `userInfo`, when its category is not the notification's, or when it reports an action \
            the category does not have (a dismissal without `customDismissAction`): another router may take it.
            """)
        let signature = "\(access)static func notificationResponse(_ action: NotificationResponseAction, categoryIdentifier: Swift.String, userInfo: [Swift.AnyHashable: Any]) -> NotificationResponse?"
        writer.block(signature) { writer in
            writer.line("guard let record = AlertlintNotificationUserInfo.record(in: userInfo, catalog: \(SwiftLiteral.string(catalog.namespace))) else { return nil }")
            writer.line("switch record.notification {")
            for notification in catalog.notifications {
                writer.line("case \(SwiftLiteral.string(notification.id)):")
                writer.lines(decisionCase(notification).map { "    " + $0 })
            }
            writer.line("default:")
            writer.line("    return nil")
            writer.line("}")
        }
    }

    /// One notification's case of the decision: its category, its parameters read back, the action.
    private func decisionCase(_ notification: NotificationDefinition) -> [String] {
        var lines = ["guard categoryIdentifier == \(SwiftLiteral.string(notification.category?.id ?? "")),"]
        for (index, parameter) in notification.parameters.enumerated() {
            let reader = switch parameter.type {
            case .string: "string"
            case .int: "int"
            case .double: "double"
            }
            lines.append("      let parameter\(index + 1) = AlertlintNotificationUserInfo.\(reader)(record.parameters, \(SwiftLiteral.string(parameter.name))),")
        }
        lines[lines.count - 1].removeLast()
        lines[lines.count - 1] += " else { return nil }"
        lines.append("let choice: \(Self.actionTypeName(notification))")
        lines.append("switch action {")
        lines.append("case .open: choice = .open")
        if notification.category?.customDismissAction == true { lines.append("case .dismiss: choice = .dismiss") }
        for action in notification.category?.actions ?? [] {
            let id = SwiftLiteral.string(action.id)
            if action.textInput == nil {
                lines.append("case .action(\(id), _): choice = .\(Self.caseName(action))")
            } else {
                lines.append("case .action(\(id), let text): choice = .\(Self.caseName(action))(text: text ?? \"\")")
            }
        }
        lines.append("default: return nil")
        lines.append("}")
        let arguments = ["choice"] + notification.parameters.enumerated().map { "\(Self.argumentLabel($1.name)): parameter\($0 + 1)" }
        lines.append("return .\(SwiftLiteral.identifier(notification.id))(\(arguments.joined(separator: ", ")))")
        return lines
    }

    // MARK: UserNotifications

    private func builders(_ notification: NotificationDefinition, into writer: inout SwiftWriter) {
        let signature = FunctionSignature(parameters: notification.parameters)
        let name = SwiftLiteral.lowerFirst(notification.id)
        let spec = "Self.\(SwiftLiteral.identifier(notification.id))(\(signature.forwardedArguments))"
        let userInfo = "Self.\(name)UserInfo(\(notification.parameters.map { "\(Self.argumentLabel($0.name)): \(signature.argumentName($0.name))" }.joined(separator: ", ")))"
        writer.doc("The content of '\(notification.id)', carrying the `userInfo` that `route(_:to:)` reads." + Self.commentLine(notification) + parametersDoc(notification, signature))
        writer.block("\(access)static func \(name)Content(\(signature.declaration)) -> UserNotifications.UNMutableNotificationContent") { writer in
            writer.line("AlertlintUserNotifications.content(\(spec), userInfo: \(userInfo))")
        }
        writer.line()
        let identifier = SwiftLiteral.unique("identifier", else: "alertlintIdentifier", avoiding: signature.names)
        let when = notification.trigger == nil ? "at once" : "with its declared trigger"
        writer.doc("A request that delivers '\(notification.id)' \(when), under `\(identifier)`." + Self.commentLine(notification) + parametersDoc(notification, signature))
        let parameters = "\(identifier): Swift.String, " + signature.declaration
        writer.block("\(access)static func \(name)Request(\(parameters)) -> UserNotifications.UNNotificationRequest") { writer in
            writer.line("AlertlintUserNotifications.request(identifier: \(identifier), \(spec), userInfo: \(userInfo))")
        }
    }

    /// `- Parameters:` naming each placeholder; nothing for a notification without parameters.
    private func parametersDoc(_ notification: NotificationDefinition, _ signature: FunctionSignature) -> String {
        guard !notification.parameters.isEmpty else { return "" }
        let lines = notification.parameters.map { "  - \($0.name): `{\($0.name)}` in its texts." }
            + ["  - \(signature.localizationName): where its texts are looked up."]
        return "\n- Parameters:\n" + lines.joined(separator: "\n")
    }

    private func handlers(into writer: inout SwiftWriter) {
        writer.doc("What to do with each of this catalog's notifications: a handler gets what the user did, the notification's parameters and the response.")
        writer.block("\(access)struct NotificationResponseHandlers") { writer in
            for notification in catalog.notifications {
                writer.doc(Self.summary(notification))
                writer.line("\(access)var \(SwiftLiteral.identifier(notification.id)): \(Self.handlerType(notification))?")
            }
            writer.line()
            let parameters = catalog.notifications.map { "\(SwiftLiteral.identifier($0.id)): \(Self.handlerType($0))? = nil" }
            writer.block("\(access)init(\(parameters.joined(separator: ", ")))") { writer in
                for notification in catalog.notifications {
                    let name = SwiftLiteral.identifier(notification.id)
                    writer.line("self.\(name) = \(name)")
                }
            }
        }
    }

    private func router(into writer: inout SwiftWriter) {
        writer.doc("""
            Hands `response` to the handler of the notification it is to. False when the response is not to one of \
            this catalog's notifications (see `notificationResponse(_:categoryIdentifier:userInfo:)`) or that \
            notification has no handler, so the next catalog's router can try it: \
            `\(catalog.namespace).route(response, to: …) || OtherCatalog.route(response, to: …)`.
            """)
        writer.line("@discardableResult")
        writer.block("\(access)static func route(_ response: UserNotifications.UNNotificationResponse, to handlers: NotificationResponseHandlers) -> Swift.Bool") { writer in
            writer.line("let content = response.notification.request.content")
            writer.line("let decoded = Self.notificationResponse(NotificationResponseAction(response), categoryIdentifier: content.categoryIdentifier, userInfo: content.userInfo)")
            writer.line("switch decoded {")
            for notification in catalog.notifications {
                let bindings = ["action"] + notification.parameters.indices.map { "parameter\($0 + 1)" }
                writer.line("case let .\(SwiftLiteral.identifier(notification.id))(\(bindings.joined(separator: ", ")))?:")
                writer.line("    guard let handler = handlers.\(SwiftLiteral.identifier(notification.id)) else { return false }")
                writer.line("    handler(\((bindings + ["response"]).joined(separator: ", ")))")
            }
            writer.line("case nil:")
            writer.line("    return false")
            writer.line("}")
            writer.line("return true")
        }
    }

    // MARK: Names

    /// A label in a call's argument list: only `inout`, `var` and `let` need backticks there
    /// (Swift warns that `Type` "does not need to be escaped in argument list").
    static func argumentLabel(_ name: String) -> String {
        ["inout", "var", "let"].contains(name) ? "`\(name)`" : name
    }

    /// `newComment` → `NewCommentNotificationAction`.
    static func actionTypeName(_ notification: NotificationDefinition) -> String {
        SwiftLiteral.upperFirst(notification.id) + "NotificationAction"
    }

    /// An action's case: its id, or `openAction` / `dismissAction` beside the cases of
    /// opening and dismissing the notification.
    static func caseName(_ action: NotificationAction) -> String {
        SwiftLiteral.identifier(SwiftLiteral.unique(action.id, else: action.id + "Action", avoiding: ["open", "dismiss"]))
    }

    /// `(_ action: NewCommentNotificationAction, _ person: Swift.String, _ response: UNNotificationResponse) -> Swift.Void`;
    /// the closure's names are documentation, made unique against the spec's parameters.
    static func handlerType(_ notification: NotificationDefinition) -> String {
        let names = Set(notification.parameters.map(\.name))
        let action = SwiftLiteral.unique("action", else: "notificationAction", avoiding: names)
        let response = SwiftLiteral.unique("response", else: "notificationResponse", avoiding: names)
        let parameters = ["_ \(action): \(actionTypeName(notification))"]
            + notification.parameters.map { "_ \(SwiftLiteral.identifier($0.name)): \(FunctionSignature.typeName($0.type))" }
            + ["_ \(response): UserNotifications.UNNotificationResponse"]
        return "((\(parameters.joined(separator: ", "))) -> Swift.Void)"
    }

    /// The translator comment of the notification's body or title, on a line of its own.
    static func commentLine(_ notification: NotificationDefinition) -> String {
        [notification.body.comment, notification.title?.comment].compactMap { $0 }.first.map { "\n" + $0 } ?? ""
    }

    /// The doc summary of a notification: the translator comment of its body or title, never the
    /// raw template; else its id.
    static func summary(_ notification: NotificationDefinition) -> String {
        let comment = [notification.body.comment, notification.title?.comment].compactMap { $0 }.first
        return comment.map { "'\(notification.id)': \($0)" } ?? "The notification '\(notification.id)'."
    }
}
