import AlertSpec

/// A catalog's broadcasts: per broadcast a `Sendable` value type with its payload, its
/// `Notification.Name`, conversion to and from `Notification` (the payload in `userInfo`
/// under the property names, so Objective-C code interoperates), `post(from:center:)`, an
/// `AsyncStream` of typed values built on what NotificationCenter has on every platform, and
/// on iOS 26 / macOS 26 and later the `MainActorMessage` or `AsyncMessage` conformance with a
/// `MessageIdentifier`. Everything compiles and runs on Linux too.
struct BroadcastGenerator {
    let catalog: Catalog
    let options: SwiftGenerator.Options

    var access: String { options.access.keyword }

    /// `NotificationCenter`'s typed messages: Swift 6.2 Foundation, iOS 26 and its contemporaries.
    static let messageAvailability = "@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)"

    func write(into writer: inout SwiftWriter) {
        guard !catalog.broadcasts.isEmpty else { return }
        writer.markedExtension("Broadcasts", of: catalog.namespace, items: catalog.broadcasts) { writer, broadcast in
            valueType(broadcast, into: &writer)
        }
        for broadcast in catalog.broadcasts {
            writer.line()
            messageConformance(broadcast, into: &writer)
        }
    }

    static func typeName(_ broadcast: BroadcastDefinition) -> String { SwiftLiteral.upperFirst(broadcast.id) }

    static func swiftType(_ type: PayloadType) -> String {
        let base: String
        switch type.base {
        case .string: base = "Swift.String"
        case .int: base = "Swift.Int"
        case .double: base = "Swift.Double"
        case .bool: base = "Swift.Bool"
        case .date: base = "Foundation.Date"
        case .url: base = "Foundation.URL"
        case .data: base = "Foundation.Data"
        case .uuid: base = "Foundation.UUID"
        }
        return (type.isArray ? "[\(base)]" : base) + (type.isOptional ? "?" : "")
    }

    /// The type of the object that posts it; any object when the spec names none.
    static func subjectType(_ broadcast: BroadcastDefinition) -> String { broadcast.subject?.value ?? "Swift.AnyObject" }

    private func valueType(_ broadcast: BroadcastDefinition, into writer: inout SwiftWriter) {
        let name = Self.typeName(broadcast)
        let subject = Self.subjectType(broadcast)
        writer.doc(broadcast.comment ?? "The broadcast '\(broadcast.id)'.")
        writer.line("///")
        writer.doc("Posted through `NotificationCenter` as `\(broadcast.name)`\(broadcast.subject.map { " by `\($0.value)`" } ?? ""); its payload travels in `userInfo` under the property names, so Objective-C code can post and observe it too.")
        writer.block("\(access)struct \(name): Swift.Sendable, Swift.Hashable") { writer in
            writer.doc("The notification's name.")
            writer.line("\(access)static let name = Foundation.Notification.Name(\(SwiftLiteral.string(broadcast.name)))")
            if !broadcast.payload.isEmpty { writer.line() }
            for property in broadcast.payload {
                writer.line("\(access)var \(SwiftLiteral.identifier(property.name)): \(Self.swiftType(property.type))")
            }
            writer.line()
            let parameters = broadcast.payload.map { property in
                "\(SwiftLiteral.identifier(property.name)): \(Self.swiftType(property.type))\(property.type.isOptional ? " = nil" : "")"
            }
            if broadcast.payload.isEmpty {
                writer.line("\(access)init() {}")
            } else {
                writer.block("\(access)init(\(parameters.joined(separator: ", ")))") { writer in
                    for property in broadcast.payload {
                        writer.line("self.\(SwiftLiteral.identifier(property.name)) = \(SwiftLiteral.identifier(property.name))")
                    }
                }
            }
            writer.line()
            writer.doc("The value `notification` carries; nil when it has another name, or a payload key is missing or holds another type.")
            writer.block("\(access)init?(_ notification: Foundation.Notification)") { writer in
                writer.line("guard notification.name == Self.name else { return nil }")
                guard !broadcast.payload.isEmpty else { return }
                writer.line("let userInfo = notification.userInfo ?? [:]")
                // Positional locals, so no property name can shadow `notification` or `userInfo`.
                for (index, property) in broadcast.payload.enumerated() {
                    let key = SwiftLiteral.string(property.name)
                    var stored = property.type
                    stored.isOptional = false
                    if property.type.isOptional {
                        writer.line("guard let value\(index): \(Self.swiftType(property.type)) = AlertlintBroadcasts.optional(userInfo[\(key)]) else { return nil }")
                    } else {
                        writer.line("guard let value\(index) = userInfo[\(key)] as? \(Self.swiftType(stored)) else { return nil }")
                    }
                }
                let arguments = broadcast.payload.enumerated().map { "\(SwiftLiteral.identifier($0.element.name)): value\($0.offset)" }
                writer.line("self.init(\(arguments.joined(separator: ", ")))")
            }
            writer.line()
            writer.doc("The notification posting this value sends: each property in `userInfo` under its name (an optional that is nil is left out), `subject` as its object.")
            writer.block("\(access)func notification(from subject: \(subject)? = nil) -> Foundation.Notification") { writer in
                if broadcast.payload.isEmpty {
                    writer.line("Foundation.Notification(name: Self.name, object: subject)")
                    return
                }
                writer.line("var userInfo: [Swift.AnyHashable: Any] = [:]")
                for property in broadcast.payload {
                    let key = SwiftLiteral.string(property.name)
                    let member = "self.\(SwiftLiteral.identifier(property.name))"
                    if property.type.isOptional {
                        writer.line("if let value = \(member) { userInfo[\(key)] = value }")
                    } else {
                        writer.line("userInfo[\(key)] = \(member)")
                    }
                }
                writer.line("return Foundation.Notification(name: Self.name, object: subject, userInfo: userInfo)")
            }
            writer.line()
            writer.doc("Posts this value on `center`, from `subject`.")
            writer.block("\(access)func post(from subject: \(subject)? = nil, center: Foundation.NotificationCenter = .default)") { writer in
                writer.line("center.post(self.notification(from: subject))")
            }
            writer.line()
            writer.doc("Every value posted from now on (by `subject`, or by anyone when it is nil), as it is posted; a notification of this name whose payload does not read is skipped. Observing stops when the loop over it ends.")
            writer.block("\(access)static func values(from subject: \(subject)? = nil, center: Foundation.NotificationCenter = .default) -> Swift.AsyncStream<Self>") { writer in
                writer.line("AlertlintBroadcasts.values(named: Self.name, object: subject, center: center) { Self($0) }")
            }
        }
    }

    /// The `MainActorMessage` (or `AsyncMessage`) conformance and its `MessageIdentifier`.
    private func messageConformance(_ broadcast: BroadcastDefinition, into writer: inout SwiftWriter) {
        let type = "\(catalog.namespace).\(Self.typeName(broadcast))"
        let message = broadcast.isolation == .mainActor ? "MainActorMessage" : "AsyncMessage"
        writer.line(Self.messageAvailability)
        writer.block("extension \(type): Foundation.NotificationCenter.\(message)") { writer in
            writer.line("\(access)typealias Subject = \(Self.subjectType(broadcast))")
            writer.line()
            writer.line("\(access)static func makeMessage(_ notification: Foundation.Notification) -> Self? { Self(notification) }")
            writer.line()
            writer.line("\(access)static func makeNotification(_ message: Self) -> Foundation.Notification { message.notification() }")
        }
        writer.line()
        writer.line(Self.messageAvailability)
        writer.block("extension Foundation.NotificationCenter.MessageIdentifier where Self == Foundation.NotificationCenter.BaseMessageIdentifier<\(type)>") { writer in
            writer.doc("`\(type)`, for `addObserver(of:for:using:)`.")
            writer.line("\(access)static var \(SwiftLiteral.identifier(broadcast.id)): Self { .init() }")
        }
    }
}
