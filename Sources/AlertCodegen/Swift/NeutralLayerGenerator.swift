import AlertSpec

/// The platform-neutral part of a catalog's Swift file: one function per definition, taking
/// its parameters and returning the localized content as a `Sendable` value. It compiles and
/// runs everywhere Foundation does.
struct NeutralLayerGenerator {
    let catalog: Catalog
    let options: SwiftGenerator.Options

    var access: String { options.access.keyword }

    func write(into writer: inout SwiftWriter) {
        writer.doc("The alerts, action sheets, notifications and progress overlays of `\(SwiftGenerator.specFileName(catalog))`.")
        writer.block("\(access)enum \(catalog.namespace)") { writer in
            writer.doc("The strings table this catalog's texts are looked up in.")
            writer.line("\(access)static let table = \(SwiftLiteral.string(catalog.table))")
            writer.doc("The language the spec's texts are written in: the fallback for missing translations.")
            writer.line("\(access)static let developmentLanguage = \(SwiftLiteral.string(catalog.developmentLanguage.identifier))")
            writer.doc("Where texts are looked up unless a call names another localization.")
            writer.line("\(access)static var defaultLocalization: AlertLocalization { AlertLocalization(bundle: \(options.bundle.expression)) }")
            for definition in catalog.alerts + catalog.actionSheets {
                writer.line()
                alert(definition, into: &writer)
            }
            for notification in catalog.notifications {
                writer.line()
                self.notification(notification, into: &writer)
                writer.line()
                apnsPayload(notification, into: &writer)
            }
            if catalog.notifications.contains(where: { $0.category != nil }) {
                writer.line()
                categories(into: &writer)
            }
            for overlay in catalog.progress {
                writer.line()
                progress(overlay, into: &writer)
            }
        }
    }

    // MARK: Definitions

    private func alert(_ definition: AlertDefinition, into writer: inout SwiftWriter) {
        let signature = FunctionSignature(parameters: definition.parameters)
        writer.doc(summary(definition.title ?? definition.message, fallback: "The \(definition.kind == .alert ? "alert" : "action sheet") '\(definition.id)'."))
        writer.block("\(access)static func \(SwiftLiteral.identifier(definition.id))(\(signature.declaration)) -> AlertContent") { writer in
            writer.line("AlertContent(")
            writer.lines([
                "    id: \(SwiftLiteral.string(definition.id)),",
                "    style: \(definition.kind == .alert ? ".alert" : ".actionSheet"),",
                "    title: \(optionalText(definition.title, signature)),",
                "    message: \(optionalText(definition.message, signature)),",
                "    actions: [",
            ])
            for action in definition.actions {
                var arguments = ["id: \(SwiftLiteral.string(action.id))", "title: \(text(action.title, signature))"]
                if action.role != .default { arguments.append("role: .\(action.role.rawValue == "default" ? "`default`" : action.role.rawValue)") }
                if action.isPreferred { arguments.append("isPreferred: true") }
                writer.line("        AlertActionContent(\(arguments.joined(separator: ", "))),")
            }
            writer.line("    ],")
            writer.line("    textFields: [")
            for field in definition.textFields {
                var arguments = ["id: \(SwiftLiteral.string(field.id))"]
                if let placeholder = field.placeholder { arguments.append("placeholder: \(text(placeholder, signature))") }
                if field.isSecure { arguments.append("isSecure: true") }
                if let type = field.contentType { arguments.append("contentType: .\(type == .url ? "url" : type.rawValue)") }
                if let keyboard = field.keyboard { arguments.append("keyboard: .\(keyboard == .url ? "url" : keyboard == .default ? "`default`" : keyboard.rawValue)") }
                // Spelled out: `.none` in an optional position would mean `Optional.none`.
                if let capitalization = field.autocapitalization {
                    arguments.append("autocapitalization: AlertTextFieldContent.Autocapitalization.\(capitalization.rawValue)")
                }
                writer.line("        AlertTextFieldContent(\(arguments.joined(separator: ", "))),")
            }
            writer.line("    ]")
            writer.line(")")
        }
    }

    private func notification(_ notification: NotificationDefinition, into writer: inout SwiftWriter) {
        let signature = FunctionSignature(parameters: notification.parameters)
        writer.doc(summary(notification.title ?? notification.body, fallback: "The notification '\(notification.id)'."))
        writer.block("\(access)static func \(SwiftLiteral.identifier(notification.id))(\(signature.declaration)) -> NotificationContentSpec") { writer in
            let sound: String = switch notification.sound?.value {
            case nil, .none?: "nil"
            case .default?: ".default"
            case .file(let name)?: ".named(\(SwiftLiteral.string(name)))"
            }
            let badge: String = switch notification.badge?.value {
            case nil: "nil"
            case .count(let count)?: String(count)
            case .parameter(let name)?: signature.argumentName(name)
            }
            let trigger: String = switch notification.trigger?.value {
            case nil: "nil"
            case .timeInterval(let seconds, let repeats)?: ".timeInterval(seconds: \(seconds), repeats: \(repeats))"
            case .calendar(let hour, let minute, let weekday, let repeats)?:
                ".calendar(hour: \(hour), minute: \(minute), weekday: \(weekday.map(String.init) ?? "nil"), repeats: \(repeats))"
            }
            writer.line("NotificationContentSpec(")
            writer.lines([
                "    id: \(SwiftLiteral.string(notification.id)),",
                "    title: \(optionalText(notification.title, signature)),",
                "    subtitle: \(optionalText(notification.subtitle, signature)),",
                "    body: \(text(notification.body, signature)),",
                "    sound: \(sound),",
                "    badge: \(badge),",
                "    category: \(notification.category == nil ? "nil" : "Self.\(SwiftLiteral.identifier(notification.id))Category(in: \(signature.localizationName))"),",
                "    threadIdentifier: \(notification.threadIdentifier.map { SwiftLiteral.string($0.value) } ?? "nil"),",
                "    interruptionLevel: \(notification.interruptionLevel.map { ".\($0.value.rawValue)" } ?? "nil"),",
                "    relevanceScore: \(notification.relevanceScore.map { String($0.value) } ?? "nil"),",
                "    launchImageName: \(notification.launchImage.map { SwiftLiteral.string($0.value) } ?? "nil"),",
                "    trigger: \(trigger)",
                ")",
            ])
        }
    }

    /// The JSON a server sends to APNs for the notification, in the given localization.
    private func apnsPayload(_ notification: NotificationDefinition, into writer: inout SwiftWriter) {
        let signature = FunctionSignature(parameters: notification.parameters)
        let call = "Self.\(SwiftLiteral.identifier(notification.id))(\(signature.forwardedArguments))"
        writer.doc("The APNs payload JSON of '\(notification.id)', for servers that push it.")
        writer.block("\(access)static func \(SwiftLiteral.lowerFirst(notification.id))APNsPayload(\(signature.declaration)) -> Swift.String") { writer in
            writer.line("AlertlintAPNs.payload(\(call))")
        }
    }

    /// Categories do not take the notification's parameters: they are registered once, up front.
    private func categories(into writer: inout SwiftWriter) {
        let empty = FunctionSignature(parameters: [])
        for notification in catalog.notifications {
            guard let category = notification.category else { continue }
            writer.doc("The category of '\(notification.id)', with its actions.")
            writer.block("\(access)static func \(SwiftLiteral.identifier(notification.id))Category(in localization: AlertLocalization = Self.defaultLocalization) -> NotificationCategorySpec") { writer in
                writer.line("NotificationCategorySpec(")
                writer.line("    id: \(SwiftLiteral.string(category.id)),")
                writer.line("    actions: [")
                for action in category.actions {
                    var arguments = ["id: \(SwiftLiteral.string(action.id))", "title: \(text(action.title, empty))"]
                    if !action.options.isEmpty { arguments.append("options: [\(action.options.map { ".\($0.rawValue)" }.joined(separator: ", "))]") }
                    if let input = action.textInput {
                        let button = input.button.map { text($0, empty) } ?? "\"\""
                        let placeholder = input.placeholder.map { text($0, empty) } ?? "\"\""
                        arguments.append("textInput: .init(buttonTitle: \(button), placeholder: \(placeholder))")
                    }
                    writer.line("        NotificationActionSpec(\(arguments.joined(separator: ", "))),")
                }
                writer.line("    ],")
                let placeholder = "    hiddenPreviewsBodyPlaceholder: \(optionalText(category.hiddenPreviewsBodyPlaceholder, empty))"
                writer.line(category.customDismissAction ? placeholder + "," : placeholder)
                if category.customDismissAction { writer.line("    customDismissAction: true") }
                writer.line(")")
            }
        }
        writer.doc("Every category of this catalog, to register at launch.")
        writer.block("\(access)static func notificationCategories(in localization: AlertLocalization = Self.defaultLocalization) -> [NotificationCategorySpec]") { writer in
            let calls = catalog.notifications.filter { $0.category != nil }.map { "Self.\(SwiftLiteral.identifier($0.id))Category(in: localization)" }
            writer.line("[\(calls.joined(separator: ", "))]")
        }
    }

    private func progress(_ overlay: ProgressDefinition, into writer: inout SwiftWriter) {
        let signature = FunctionSignature(parameters: overlay.parameters)
        writer.doc(summary(overlay.title ?? overlay.message, fallback: "The progress overlay '\(overlay.id)'."))
        writer.block("\(access)static func \(SwiftLiteral.identifier(overlay.id))(\(signature.declaration)) -> ProgressContent") { writer in
            writer.line("ProgressContent(")
            writer.lines([
                "    id: \(SwiftLiteral.string(overlay.id)),",
                "    title: \(optionalText(overlay.title, signature)),",
                "    message: \(optionalText(overlay.message, signature)),",
                "    isDeterminate: \(overlay.mode == .determinate),",
                "    cancelTitle: \(optionalText(overlay.cancel, signature))",
                ")",
            ])
        }
    }

    // MARK: Texts

    private func optionalText(_ text: Text?, _ signature: FunctionSignature) -> String {
        text.map { self.text($0, signature) } ?? "nil"
    }

    /// The expression that looks a text up and fills in the definition's arguments.
    private func text(_ text: Text, _ signature: FunctionSignature) -> String {
        let arguments = "[\(signature.parameters.map { signature.argument($0) }.joined(separator: ", "))]"
        switch text.content {
        case .single(let template):
            let fallback = FormatString.make(template, parameters: signature.parameters)
            return "AlertlintText.text(\(SwiftLiteral.string(text.key)), table: Self.table, fallback: \(SwiftLiteral.string(fallback)), developmentLanguage: Self.developmentLanguage, \(arguments), in: \(signature.localizationName))"
        case .plural(let plural):
            let fallbacks = plural.sortedVariants.map {
                "\(SwiftLiteral.string($0.category.rawValue)): \(SwiftLiteral.string(FormatString.make($0.template, parameters: signature.parameters)))"
            }
            return "AlertlintText.plural(\(SwiftLiteral.string(text.key)), table: Self.table, count: \(signature.argumentName(plural.parameter)), "
                + "fallbacks: [\(fallbacks.joined(separator: ", "))], developmentLanguage: Self.developmentLanguage, \(arguments), in: \(signature.localizationName))"
        }
    }

    /// The development text as the function's doc summary.
    private func summary(_ text: Text?, fallback: String) -> String {
        guard let text else { return fallback }
        return text.developmentText
    }
}

/// A generated function's parameters: the spec's, in declared order, then the localization.
///
/// A spec parameter keeps its name as the argument label, but the body reads it under a
/// name that shadows nothing the body refers to: a parameter named `AlertContent`, `Swift` or
/// `AlertlintText` is `AlertContentValue` inside (decision 0021). The body's own references
/// are qualified (`Swift.String`, `Self.table`), so only the names in `bodyNames` can clash.
struct FunctionSignature {
    let parameters: [Parameter]
    /// Spec parameter name → the name the function body uses.
    private let internalNames: [String: String]

    /// Names generated bodies use unqualified: the runtime's types, the modules generated code
    /// qualifies with, and the aliases and parameters generated code declares itself.
    static let bodyNames: Set<String> = Set(Identifier.reservedNamespaces.keys)
        .union(["AlertlintCatalog", "localization", "alertlintLocalization"])

    init(parameters: [Parameter]) {
        self.parameters = parameters
        let labels = Set(parameters.map(\.name))
        var used = labels.subtracting(Self.bodyNames)
        var names: [String: String] = [:]
        for parameter in parameters where Self.bodyNames.contains(parameter.name) {
            var candidate = parameter.name + "Value"
            var number = 2
            while used.contains(candidate) || Self.bodyNames.contains(candidate) {
                candidate = parameter.name + "Value\(number)"
                number += 1
            }
            used.insert(candidate)
            names[parameter.name] = candidate
        }
        internalNames = names
    }

    /// Every name the spec's parameters take, as labels and inside the body: what names the
    /// generator adds (handlers, bindings) must avoid.
    var names: Set<String> {
        Set(parameters.map(\.name)).union(parameters.map { argumentName($0.name) })
    }

    /// The localization parameter's name; renamed when a spec parameter already uses it.
    var localizationName: String {
        SwiftLiteral.unique("localization", else: "alertlintLocalization", avoiding: Set(parameters.map(\.name)))
    }

    /// `name: Swift.String`, or `AlertContent AlertContentValue: Swift.String`.
    func declaration(of parameter: Parameter) -> String {
        let label = SwiftLiteral.identifier(parameter.name)
        let name = argumentName(parameter.name)
        return (label == name ? label : "\(label) \(name)") + ": " + Self.typeName(parameter.type)
    }

    var declaration: String {
        (parameters.map(declaration(of:)) + ["in \(localizationName): AlertLocalization = Self.defaultLocalization"]).joined(separator: ", ")
    }

    /// The name the body reads the spec parameter `name` under.
    func argumentName(_ name: String) -> String { internalNames[name] ?? SwiftLiteral.identifier(name) }

    /// The standard library type of a parameter, qualified so no catalog named `String` can take it.
    static func typeName(_ type: Parameter.ValueType) -> String { "Swift.\(type.rawValue)" }

    /// `name: name, count: count, in: localization`: how an adapter passes its own arguments
    /// on to the neutral function of the same definition.
    /// A call's argument labels take every parameter name as written: the compiler warns that
    /// `Type` "does not need to be escaped in argument list".
    var forwardedArguments: String {
        (parameters.map { "\($0.name): \(argumentName($0.name))" } + ["in: \(localizationName)"]).joined(separator: ", ")
    }

    /// The argument as the runtime's formatter takes it.
    func argument(_ parameter: Parameter) -> String {
        let name = argumentName(parameter.name)
        switch parameter.type {
        case .string: return ".string(\(name))"
        case .int: return ".int(\(name))"
        case .double: return ".double(\(name))"
        }
    }
}
