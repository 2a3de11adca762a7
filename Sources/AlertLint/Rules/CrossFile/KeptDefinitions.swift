import AlertDiagnostics
import AlertSpec

// What `notification-action-id-unique` and `broadcast-name-unique` keep of each file until all
// are linted: ids, names and ranges as they are, and everything they only compare when two
// ids or names meet packed into one buffer (`CompactBytes`), read back only then. As whole
// definitions, each action's title, translations and text input were a dozen allocations
// kept alive among the freed ones of the file's tree, about 2.8 KB a file of the benchmark
// corpus (decision 0064).

extension CrossFileFacts {
    /// A notification's category, with the notification's id.
    public struct Category: Sendable {
        public var notification: String
        public var id: String
        public var keyRange: ByteRange
        public var actions: [Action]

        public init(notification: String, category: NotificationCategory) {
            self.notification = notification
            id = category.id
            keyRange = category.keyRange
            actions = category.actions.map(Action.init)
        }
    }

    /// A notification action: its id and list item, and what tells two actions apart.
    public struct Action: Sendable {
        public var id: String
        public var range: ByteRange
        /// The title's content and its translations' contents, the options and the text input.
        private var packed: [UInt8]

        /// What `notification-action-id-unique` compares of two actions with one id.
        public struct Traits: Equatable {
            public var title: TextContent
            /// In the order written, as the title's translations were compared.
            public var translations: [TextContent]
            public var options: Set<NotificationAction.Option>
            /// Present when the action has a text input: its button's and placeholder's content.
            public var textInput: TextInput?

            public struct TextInput: Equatable {
                public var button: TextContent?
                public var placeholder: TextContent?
            }
        }

        public init(_ action: NotificationAction) {
            id = action.id
            range = action.range
            var bytes: [UInt8] = []
            TextContentCoding.append(action.title.content, to: &bytes)
            CompactBytes.append(action.title.translations.count, to: &bytes)
            for translation in action.title.translations {
                TextContentCoding.append(translation.content, to: &bytes)
            }
            var options: UInt8 = 0
            for option in action.options { options |= 1 << Self.optionIndex(option) }
            bytes.append(options)
            CompactBytes.append(action.textInput, to: &bytes) { input, bytes in
                CompactBytes.append(input.button?.content, to: &bytes, TextContentCoding.append)
                CompactBytes.append(input.placeholder?.content, to: &bytes, TextContentCoding.append)
            }
            packed = CompactBytes.exactSize(bytes)
        }

        public var traits: Traits {
            packed.withUnsafeBytes { buffer in
                var reader = CompactBytes.Reader(buffer)
                let title = TextContentCoding.content(&reader)
                let translations = (0..<reader.integer()).map { _ in TextContentCoding.content(&reader) }
                let optionBits = reader.byte()
                let options = Set(NotificationAction.Option.allCases.indices.filter { optionBits & (1 << $0) != 0 }.map { NotificationAction.Option.allCases[$0] })
                let textInput = reader.optional { reader in
                    Traits.TextInput(button: reader.optional(TextContentCoding.content), placeholder: reader.optional(TextContentCoding.content))
                }
                return Traits(title: title, translations: translations, options: options, textInput: textInput)
            }
        }

        private static func optionIndex(_ option: NotificationAction.Option) -> Int {
            NotificationAction.Option.allCases.firstIndex(of: option)!
        }
    }

    /// A broadcast: its id and name with their ranges, and what tells two broadcasts apart.
    public struct Broadcast: Sendable {
        public var id: String
        public var idRange: ByteRange
        public var name: String
        public var nameRange: ByteRange?
        /// The payload's names and types, the isolation and the subject.
        private var packed: [UInt8]

        /// What `broadcast-name-unique` compares of two broadcasts with one name.
        public struct Traits: Equatable {
            /// Each property's name and type (as written in Swift), in order.
            public var payload: [[String]]
            public var isolation: BroadcastDefinition.Isolation
            public var subject: String?
        }

        public init(_ broadcast: BroadcastDefinition) {
            id = broadcast.id
            idRange = broadcast.idRange
            name = broadcast.name
            nameRange = broadcast.nameRange
            var bytes: [UInt8] = []
            CompactBytes.append(broadcast.payload.count, to: &bytes)
            for property in broadcast.payload {
                CompactBytes.append(property.name, to: &bytes)
                CompactBytes.append(property.type.description, to: &bytes)
            }
            bytes.append(UInt8(BroadcastDefinition.Isolation.allCases.firstIndex(of: broadcast.isolation)!))
            CompactBytes.append(broadcast.subject?.value, to: &bytes, CompactBytes.append)
            packed = CompactBytes.exactSize(bytes)
        }

        /// Where a finding about the name points: `name:`, or the id it derives from.
        public var range: ByteRange { nameRange ?? idRange }

        public var traits: Traits {
            packed.withUnsafeBytes { buffer in
                var reader = CompactBytes.Reader(buffer)
                let payload = (0..<reader.integer()).map { _ in [reader.string(), reader.string()] }
                let isolation = BroadcastDefinition.Isolation.allCases[Int(reader.byte())]
                let subject = reader.optional { $0.string() }
                return Traits(payload: payload, isolation: isolation, subject: subject)
            }
        }
    }
}
