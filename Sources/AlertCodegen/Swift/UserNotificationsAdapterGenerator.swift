import AlertSpec

/// The UserNotifications part of a catalog's Swift file, behind
/// `#if canImport(UserNotifications)`: the categories to register, typed builders of each
/// notification's content and request (with its declared trigger), an enum of the action
/// identifiers and a router from a response to typed handlers.
struct UserNotificationsAdapterGenerator {
    let catalog: Catalog
    let options: SwiftGenerator.Options

    var access: String { options.access.keyword }

    /// Each action id once, in source order; one id always names one action
    /// (`notification-action-id-unique`), so the first definition stands for all.
    var actions: [NotificationAction] {
        var seen = Set<String>()
        return catalog.notifications.flatMap { $0.category?.actions ?? [] }.filter { seen.insert($0.id).inserted }
    }

    func write(into writer: inout SwiftWriter) {
        guard !catalog.notifications.isEmpty else { return }
        writer.line()
        writer.line("#if canImport(UserNotifications)")
        writer.line("import UserNotifications")
        writer.line()
        writer.block("extension \(catalog.namespace)") { writer in
            if catalog.notifications.contains(where: { $0.category != nil }) {
                writer.doc("The categories to register at launch, with `UNUserNotificationCenter.current().setNotificationCategories(_:)`.")
                writer.block("\(access)static func userNotificationCategories(in localization: AlertLocalization = Self.defaultLocalization) -> Swift.Set<UserNotifications.UNNotificationCategory>") { writer in
                    writer.line("Swift.Set(Self.notificationCategories(in: localization).map(AlertlintUserNotifications.category))")
                }
                writer.line()
            }
            for notification in catalog.notifications {
                builders(notification, into: &writer)
                writer.line()
            }
            actionIdentifiers(into: &writer)
            writer.line()
            router(into: &writer)
        }
        writer.line("#endif")
    }

    private func builders(_ notification: NotificationDefinition, into writer: inout SwiftWriter) {
        let signature = FunctionSignature(parameters: notification.parameters)
        let name = SwiftLiteral.lowerFirst(notification.id)
        let call = "Self.\(SwiftLiteral.identifier(notification.id))(\(signature.forwardedArguments))"
        writer.doc("The content of '\(notification.id)'.")
        writer.block("\(access)static func \(name)Content(\(signature.declaration)) -> UserNotifications.UNMutableNotificationContent") { writer in
            writer.line("AlertlintUserNotifications.content(\(call))")
        }
        writer.line()
        let when = notification.trigger == nil ? "at once" : "with its declared trigger"
        writer.doc("A request that delivers '\(notification.id)' \(when).")
        let identifier = SwiftLiteral.unique("identifier", else: "alertlintIdentifier", avoiding: signature.names)
        let parameters = "\(identifier): Swift.String, " + signature.declaration
        writer.block("\(access)static func \(name)Request(\(parameters)) -> UserNotifications.UNNotificationRequest") { writer in
            writer.line("AlertlintUserNotifications.request(identifier: \(identifier), \(call))")
        }
    }

    private func actionIdentifiers(into writer: inout SwiftWriter) {
        writer.doc("The identifiers of this catalog's notification actions, as `UNNotificationResponse.actionIdentifier` reports them.")
        writer.block("\(access)enum NotificationActionID: Swift.String, Swift.Sendable, Swift.CaseIterable") { writer in
            if actions.isEmpty { writer.line("// This catalog's notifications have no actions.") }
            for action in actions {
                writer.line("case \(SwiftLiteral.identifier(action.id)) = \(SwiftLiteral.string(action.id))")
            }
        }
    }

    private func router(into writer: inout SwiftWriter) {
        writer.doc("What to do for each response; the text an action's text input received is passed on.")
        writer.block("\(access)struct NotificationResponseHandlers") { writer in
            writer.line("\(access)var onOpen: (() -> Swift.Void)?")
            writer.line("\(access)var onDismiss: (() -> Swift.Void)?")
            for action in actions {
                let type = Self.handlerType(action)
                writer.line("\(access)var \(Self.handlerName(action)): \(type)")
            }
            writer.line()
            let parameters = (["onOpen: (() -> Swift.Void)? = nil", "onDismiss: (() -> Swift.Void)? = nil"]
                + actions.map { "\(Self.handlerName($0)): \(Self.handlerType($0)) = nil" })
                .joined(separator: ", ")
            writer.block("\(access)init(\(parameters))") { writer in
                writer.line("self.onOpen = onOpen")
                writer.line("self.onDismiss = onDismiss")
                for action in actions {
                    let handler = Self.handlerName(action)
                    writer.line("self.\(handler) = \(handler)")
                }
            }
        }
        writer.line()
        writer.doc("Calls the handler of the action `response` reports; false when it names none of this catalog's actions.")
        writer.line("@discardableResult")
        writer.block("\(access)static func route(_ response: UserNotifications.UNNotificationResponse, to handlers: NotificationResponseHandlers) -> Swift.Bool") { writer in
            writer.line("switch response.actionIdentifier {")
            writer.line("case UserNotifications.UNNotificationDefaultActionIdentifier: handlers.onOpen?()")
            writer.line("case UserNotifications.UNNotificationDismissActionIdentifier: handlers.onDismiss?()")
            for action in actions {
                let handler = Self.handlerName(action)
                if action.textInput == nil {
                    writer.line("case Self.NotificationActionID.\(SwiftLiteral.identifier(action.id)).rawValue: handlers.\(handler)?()")
                } else {
                    writer.line("case Self.NotificationActionID.\(SwiftLiteral.identifier(action.id)).rawValue:")
                    writer.line("    handlers.\(handler)?((response as? UserNotifications.UNTextInputNotificationResponse)?.userText ?? \"\")")
                }
            }
            writer.line("default: return false")
            writer.line("}")
            writer.line("return true")
        }
    }

    /// `onReply` for the action `reply`; `onOpenAction` for an action `open` or `dismiss`,
    /// whose plain names are the handlers of opening and dismissing the notification.
    static func handlerName(_ action: NotificationAction) -> String {
        UIKitAdapterGenerator.handlerName(action.id, avoiding: ["onOpen", "onDismiss"])
    }

    /// A response handler's type: a text-input action's handler gets the text.
    static func handlerType(_ action: NotificationAction) -> String {
        action.textInput == nil ? "(() -> Swift.Void)?" : "((_ text: Swift.String) -> Swift.Void)?"
    }
}
