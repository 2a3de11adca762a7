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
        resources(into: &writer)
    }

    // MARK: LocalizedStringResource accessors

    /// `PhotoLibrary.DeletePhotos.title(count:) -> LocalizedStringResource`, one per text, for
    /// SwiftUI's `Text(_:)`, `String(localized:)`, widgets and App Intents, which resolve a
    /// resource in their own locale with the OS's plural rules (as xcstrings-tool offers them).
    private func resources(into writer: inout SwiftWriter) {
        let groups: [(id: String, parameters: [Parameter], texts: [NamedText])] =
            (catalog.alerts + catalog.actionSheets).map { ($0.id, $0.parameters, NamedText.all(of: $0)) }
            + catalog.notifications.map { ($0.id, $0.parameters, NamedText.all(of: $0)) }
            + catalog.progress.map { ($0.id, $0.parameters, NamedText.all(of: $0)) }
        guard groups.contains(where: { !$0.texts.isEmpty }) else { return }
        // The namespace too: inside `extension Account`, an `enum Account` (for a definition
        // `account`) would take over the `Account.table` the accessors read.
        let taken = Set(groups.map(\.id)).union(["table", "developmentLanguage", "defaultLocalization", "notificationCategories", catalog.namespace])
        writer.line()
        writer.line("#if canImport(Darwin)")
        writer.line("@available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)")
        writer.block("extension \(catalog.namespace)") { writer in
            for (index, group) in groups.enumerated() where !group.texts.isEmpty {
                if index > 0 { writer.line() }
                let example = group.texts.first { Self.resourceParameterCount($0, group.parameters) != nil }.map {
                    ": `Text(\(catalog.namespace).\(Self.resourceTypeName(group.id, avoiding: taken)).\($0.name)\(Self.resourceParameterCount($0, group.parameters) == 0 ? "" : "(…)"))`"
                } ?? ""
                writer.doc("The texts of '\(group.id)' as `LocalizedStringResource`s, looked up in `\(catalog.table)`\(example).")
                writer.block("\(access)enum \(Self.resourceTypeName(group.id, avoiding: taken))") { writer in
                    for (position, text) in group.texts.enumerated() {
                        if position > 0 { writer.line() }
                        resource(text, parameters: group.parameters, into: &writer)
                    }
                }
            }
        }
        writer.line("#endif")
    }

    /// `DeletePhotos`: the definition's id, UpperCamelCase, unless that is a name generated
    /// code reads (`Swift`, `AlertContent`) or a member of the namespace.
    static func resourceTypeName(_ id: String, avoiding taken: Set<String>) -> String {
        let name = SwiftLiteral.upperFirst(id)
        return FunctionSignature.bodyNames.contains(name) || taken.contains(name) ? name + "Texts" : name
    }

    /// One accessor. Its format reads arguments by their position among the definition's
    /// parameters, and Foundation crashes on a format that skips one (decision 0006): the
    /// accessor takes the parameters up to the last one the text uses, and a text that skips
    /// an earlier one (`New in {album}` where `count` comes first) gets no accessor.
    private func resource(_ named: NamedText, parameters: [Parameter], into writer: inout SwiftWriter) {
        guard let count = Self.resourceParameterCount(named, parameters) else {
            writer.line("// No `\(named.name)`: its text skips a parameter before the last it shows, which Foundation cannot format.")
            return
        }
        let signature = FunctionSignature(parameters: Array(parameters.prefix(count)))
        writer.doc(NamedText.readable(named.text.content.primaryTemplate) + (named.text.comment.map { "\n\n" + $0 } ?? ""))
        let name = SwiftLiteral.identifier(named.name)
        let declaration = count == 0
            ? "\(access)static var \(name): Foundation.LocalizedStringResource"
            : "\(access)static func \(name)(\(signature.parameters.map(signature.declaration(of:)).joined(separator: ", "))) -> Foundation.LocalizedStringResource"
        writer.block(declaration) { writer in
            let bundle = options.bundle == .main ? ".main" : ".atURL(Foundation.Bundle.module.bundleURL)"
            writer.line("Foundation.LocalizedStringResource(")
            writer.line("    \(SwiftLiteral.string(named.text.key)),")
            writer.line("    defaultValue: AlertlintText.localizationValue(\(pieces(named.text, signature))),")
            writer.line("    table: \(catalog.namespace).table,")
            if let comment = named.text.comment {
                writer.line("    bundle: \(bundle),")
                writer.line("    comment: \(SwiftLiteral.string(comment))")
            } else {
                writer.line("    bundle: \(bundle)")
            }
            writer.line(")")
        }
    }

    /// How many of the definition's parameters the text's accessor takes; nil when the text
    /// skips one before the last it shows.
    static func resourceParameterCount(_ named: NamedText, _ parameters: [Parameter]) -> Int? {
        let used = Set(named.placeholders.compactMap { name in parameters.firstIndex { $0.name == name } })
        let count = (used.max() ?? -1) + 1
        return used == Set(0..<count) ? count : nil
    }

    /// The default value's pieces: the development text (a plural's `other` variant) with
    /// its placeholders as arguments when it shows every parameter once, in order; otherwise
    /// the arguments alone, in order, as xcstrings-tool writes them. The value is only
    /// shown when the table lacks the key, and its arguments must be in position order.
    private func pieces(_ text: Text, _ signature: FunctionSignature) -> String {
        let template = text.content.primaryTemplate
        let shown = template.segments.compactMap { segment -> String? in
            if case .placeholder(let name) = segment { return name }
            return nil
        }
        var pieces: [String] = []
        if shown == signature.parameters.map(\.name) {
            for segment in template.segments {
                switch segment {
                case .literal(let literal): pieces.append(".literal(\(SwiftLiteral.string(literal)))")
                case .placeholder(let name):
                    if let parameter = signature.parameters.first(where: { $0.name == name }) { pieces.append(".argument(\(signature.argument(parameter)))") }
                }
            }
        } else {
            pieces = signature.parameters.map { ".argument(\(signature.argument($0)))" }
        }
        return "[\(pieces.joined(separator: ", "))]"
    }

    // MARK: Definitions

    private func alert(_ definition: AlertDefinition, into writer: inout SwiftWriter) {
        let signature = FunctionSignature(parameters: definition.parameters)
        writer.doc(documentation(
            of: definition.title ?? definition.message, fallback: "The \(definition.kind == .alert ? "alert" : "action sheet") '\(definition.id)'.",
            texts: NamedText.all(of: definition), signature: signature
        ))
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
            // No `textFields: []` for the many alerts without fields: the initializer's default.
            guard !definition.textFields.isEmpty else {
                writer.line("    ]")
                writer.line(")")
                return
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
                if let initial = field.text { arguments.append("text: \(text(initial, signature))") }
                if field.isRequired { arguments.append("isRequired: true") }
                writer.line("        AlertTextFieldContent(\(arguments.joined(separator: ", "))),")
            }
            writer.line("    ]")
            writer.line(")")
        }
    }

    private func notification(_ notification: NotificationDefinition, into writer: inout SwiftWriter) {
        let signature = FunctionSignature(parameters: notification.parameters)
        writer.doc(documentation(
            of: notification.title ?? notification.body, fallback: "The notification '\(notification.id)'.",
            texts: NamedText.all(of: notification), signature: signature, badge: notification.badge?.value
        ))
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
        writer.doc(documentation(
            of: overlay.title ?? overlay.message, fallback: "The progress overlay '\(overlay.id)'.",
            texts: NamedText.all(of: overlay), signature: signature
        ))
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
    ///
    /// A text's format reads its arguments by their position among the definition's
    /// parameters, so one that has placeholders (in any language) gets them all, in order;
    /// one without gets none.
    private func text(_ text: Text, _ signature: FunctionSignature) -> String {
        let arguments = NamedText.hasPlaceholders(text)
            ? "[\(signature.parameters.map { signature.argument($0) }.joined(separator: ", "))], "
            : ""
        switch text.content {
        case .single(let template):
            let fallback = FormatString.make(template, parameters: signature.parameters)
            return "AlertlintText.text(\(SwiftLiteral.string(text.key)), table: Self.table, fallback: \(SwiftLiteral.string(fallback)), developmentLanguage: Self.developmentLanguage, \(arguments)in: \(signature.localizationName))"
        case .plural(let plural):
            let fallbacks = plural.sortedVariants.map {
                "\(SwiftLiteral.string($0.category.rawValue)): \(SwiftLiteral.string(FormatString.make($0.template, parameters: signature.parameters)))"
            }
            return "AlertlintText.plural(\(SwiftLiteral.string(text.key)), table: Self.table, count: \(signature.argumentName(plural.parameter)), "
                + "fallbacks: [\(fallbacks.joined(separator: ", "))], developmentLanguage: Self.developmentLanguage, \(arguments.isEmpty ? "[], " : arguments)in: \(signature.localizationName))"
        }
    }

    /// A definition function's documentation: its main text as a reader sees it, with
    /// placeholders in code voice (`Delete `name`?`), that text's translator comment, and
    /// what each parameter does.
    private func documentation(
        of main: Text?, fallback: String, texts: [NamedText], signature: FunctionSignature, badge: NotificationDefinition.Badge? = nil
    ) -> String {
        var lines = [main.map { NamedText.readable($0.content.primaryTemplate) } ?? fallback]
        if let comment = main?.comment, !comment.isEmpty {
            lines += ["", comment]
        }
        var entries: [(name: String, text: String)] = []
        // Each text's placeholders once, not once per parameter.
        let placeholders = texts.map(\.placeholders)
        for parameter in signature.parameters {
            var uses: [String] = []
            let plural = texts.filter { $0.text.content.plural?.parameter == parameter.name }.map(\.description)
            if !plural.isEmpty { uses.append("picks the plural variant of the \(NamedText.list(plural))") }
            let shown = texts.indices.filter { placeholders[$0].contains(parameter.name) }.map { texts[$0].description }
            if !shown.isEmpty { uses.append("shown in the \(NamedText.list(shown))") }
            if case .parameter(let name)? = badge, name == parameter.name { uses.append("sets the app icon's badge") }
            let use = uses.isEmpty ? "Not shown in the development language." : SwiftLiteral.upperFirst(uses.joined(separator: "; ")) + "."
            entries.append((parameter.name, use))
        }
        entries.append((signature.localizationName, "Where the texts are looked up, and in which language and locale."))
        if entries.count == 1 {
            lines += ["", "- Parameter \(entries[0].name): \(entries[0].text)"]
        } else {
            lines += ["", "- Parameters:"] + entries.map { "  - \($0.name): \($0.text)" }
        }
        return lines.joined(separator: "\n")
    }
}

/// A text of a definition with the name it goes by in documentation and as a
/// `LocalizedStringResource` accessor.
struct NamedText {
    /// `title`, `deleteAction`, `newNamePlaceholder`: a lowerCamelCase member name.
    var name: String
    /// `title`, `'delete' button`: how documentation names it.
    var description: String
    var text: Text
    /// Placeholder names of the development text and every translation, every variant:
    /// computed once, as the accessors and the documentation each ask for them.
    let placeholders: Set<String>

    init(name: String, description: String, text: Text) {
        self.name = name
        self.description = description
        self.text = text
        placeholders = Self.placeholders(text)
    }

    static func placeholders(_ text: Text) -> Set<String> {
        var names = Set<String>()
        for content in [text.content] + text.translations.map(\.content) {
            for variant in content.variants {
                for case .placeholder(let name) in variant.template.segments { names.insert(name) }
            }
            if let plural = content.plural { names.insert(plural.parameter) }
        }
        return names
    }

    /// `!placeholders(text).isEmpty`, without building the set.
    static func hasPlaceholders(_ text: Text) -> Bool {
        func has(_ content: TextContent) -> Bool {
            if content.plural != nil { return true }
            return content.variants.contains { variant in
                variant.template.segments.contains { if case .placeholder = $0 { true } else { false } }
            }
        }
        return has(text.content) || text.translations.contains { has($0.content) }
    }

    /// The template as a reader sees it: `Delete “`name`”?`.
    static func readable(_ template: Template) -> String {
        template.segments.map { segment in
            switch segment {
            case .literal(let text): text
            case .placeholder(let name): "`\(name)`"
            }
        }.joined()
    }

    /// `title`, `title and message`, `title, message and 'delete' button`.
    static func list(_ items: [String]) -> String {
        guard items.count > 1 else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " and " + items[items.count - 1]
    }

    static func all(of definition: AlertDefinition) -> [NamedText] {
        var texts: [NamedText] = []
        if let title = definition.title { texts.append(NamedText(name: "title", description: "title", text: title)) }
        if let message = definition.message { texts.append(NamedText(name: "message", description: "message", text: message)) }
        for action in definition.actions {
            texts.append(NamedText(name: action.id + "Action", description: "'\(action.id)' button", text: action.title))
        }
        for field in definition.textFields {
            if let placeholder = field.placeholder {
                texts.append(NamedText(name: field.id + "Placeholder", description: "'\(field.id)' field's placeholder", text: placeholder))
            }
        }
        return texts
    }

    static func all(of notification: NotificationDefinition) -> [NamedText] {
        var texts: [NamedText] = []
        if let title = notification.title { texts.append(NamedText(name: "title", description: "title", text: title)) }
        if let subtitle = notification.subtitle { texts.append(NamedText(name: "subtitle", description: "subtitle", text: subtitle)) }
        texts.append(NamedText(name: "body", description: "body", text: notification.body))
        if let category = notification.category {
            for action in category.actions {
                texts.append(NamedText(name: action.id + "Action", description: "'\(action.id)' action", text: action.title))
                if let button = action.textInput?.button {
                    texts.append(NamedText(name: action.id + "Button", description: "'\(action.id)' action's send button", text: button))
                }
                if let placeholder = action.textInput?.placeholder {
                    texts.append(NamedText(name: action.id + "Placeholder", description: "'\(action.id)' action's placeholder", text: placeholder))
                }
            }
            if let placeholder = category.hiddenPreviewsBodyPlaceholder {
                texts.append(NamedText(name: "hiddenPreviewsBodyPlaceholder", description: "hidden-preview placeholder", text: placeholder))
            }
        }
        return texts
    }

    static func all(of overlay: ProgressDefinition) -> [NamedText] {
        var texts: [NamedText] = []
        if let title = overlay.title { texts.append(NamedText(name: "title", description: "title", text: title)) }
        if let message = overlay.message { texts.append(NamedText(name: "message", description: "message", text: message)) }
        if let cancel = overlay.cancel { texts.append(NamedText(name: "cancelButton", description: "cancel button", text: cancel)) }
        return texts
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
        var names: [String: String] = [:]
        // Most definitions have no parameter named like a body name: no set of the rest to build.
        let clashing = parameters.filter { Self.bodyNames.contains($0.name) }
        var used = clashing.isEmpty ? [] : Set(parameters.map(\.name)).subtracting(Self.bodyNames)
        for parameter in clashing {
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
        // `unique` keeps the preferred name when no parameter takes it, the common case.
        guard parameters.contains(where: { $0.name == "localization" }) else { return "localization" }
        return SwiftLiteral.unique("localization", else: "alertlintLocalization", avoiding: Set(parameters.map(\.name)))
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
