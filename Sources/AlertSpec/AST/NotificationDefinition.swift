import AlertDiagnostics

/// A user notification: its content, category with actions, sound and trigger.
public struct NotificationDefinition: Sendable, Hashable {
    public var id: String
    public var idRange: ByteRange
    public var range: ByteRange
    public var parameters: [Parameter]
    public var title: Text?
    public var subtitle: Text?
    public var body: Text
    public var sound: Located<Sound>?
    public var badge: Located<Badge>?
    public var category: NotificationCategory?
    public var threadIdentifier: Located<String>?
    public var interruptionLevel: Located<InterruptionLevel>?
    public var relevanceScore: Located<Double>?
    public var launchImage: Located<String>?
    /// When the notification is delivered; nil: at once.
    public var trigger: Located<Trigger>?

    public init(
        id: String,
        idRange: ByteRange,
        range: ByteRange,
        parameters: [Parameter] = [],
        title: Text? = nil,
        subtitle: Text? = nil,
        body: Text,
        sound: Located<Sound>? = nil,
        badge: Located<Badge>? = nil,
        category: NotificationCategory? = nil,
        threadIdentifier: Located<String>? = nil,
        interruptionLevel: Located<InterruptionLevel>? = nil,
        relevanceScore: Located<Double>? = nil,
        launchImage: Located<String>? = nil,
        trigger: Located<Trigger>? = nil
    ) {
        self.id = id
        self.idRange = idRange
        self.range = range
        self.parameters = parameters
        self.title = title
        self.subtitle = subtitle
        self.body = body
        self.sound = sound
        self.badge = badge
        self.category = category
        self.threadIdentifier = threadIdentifier
        self.interruptionLevel = interruptionLevel
        self.relevanceScore = relevanceScore
        self.launchImage = launchImage
        self.trigger = trigger
    }

    public var texts: [Text] {
        var texts = [title, subtitle, body].compactMap { $0 }
        if let category {
            texts += category.actions.flatMap(\.texts)
            if let placeholder = category.hiddenPreviewsBodyPlaceholder { texts.append(placeholder) }
        }
        return texts
    }

    public enum Sound: Sendable, Hashable {
        case `default`
        case none
        /// A file name such as `chime.caf`, looked up beside the spec, then in resource folders.
        case file(String)
    }

    public enum Badge: Sendable, Hashable {
        case count(Int)
        /// The name of an `Int` parameter.
        case parameter(String)
    }

    public enum InterruptionLevel: String, Sendable, Hashable, CaseIterable {
        case passive, active, timeSensitive, critical
    }

    public enum Trigger: Sendable, Hashable {
        case timeInterval(seconds: Double, repeats: Bool)
        /// `weekday` is 1…7, Sunday first, as `DateComponents.weekday` counts.
        case calendar(hour: Int, minute: Int, weekday: Int?, repeats: Bool)
    }
}

public struct NotificationCategory: Sendable, Hashable {
    public var id: String
    /// False when derived from the notification id (UPPER_SNAKE_CASE).
    public var hasExplicitID: Bool
    public var actions: [NotificationAction]
    public var hiddenPreviewsBodyPlaceholder: Text?
    /// `customDismissAction: true`: the app hears when the user dismisses the notification
    /// (`UNNotificationCategoryOptions.customDismissAction`); without it iOS reports no dismissal.
    public var customDismissAction: Bool
    /// The `category:` mapping.
    public var range: ByteRange
    /// The `category` key: where category-level findings point.
    public var keyRange: ByteRange

    public init(
        id: String,
        hasExplicitID: Bool,
        actions: [NotificationAction] = [],
        hiddenPreviewsBodyPlaceholder: Text? = nil,
        customDismissAction: Bool = false,
        range: ByteRange,
        keyRange: ByteRange
    ) {
        self.id = id
        self.hasExplicitID = hasExplicitID
        self.actions = actions
        self.hiddenPreviewsBodyPlaceholder = hiddenPreviewsBodyPlaceholder
        self.customDismissAction = customDismissAction
        self.range = range
        self.keyRange = keyRange
    }
}

public struct NotificationAction: Sendable, Hashable {
    public enum Option: String, Sendable, Hashable, CaseIterable {
        case foreground, destructive, authenticationRequired
    }

    public struct TextInput: Sendable, Hashable {
        public var button: Text?
        public var placeholder: Text?
        public var range: ByteRange

        public init(button: Text? = nil, placeholder: Text? = nil, range: ByteRange) {
            self.button = button
            self.placeholder = placeholder
            self.range = range
        }
    }

    public var id: String
    public var hasExplicitID: Bool
    public var title: Text
    /// In the order written, without repeats.
    public var options: [Option]
    public var textInput: TextInput?
    /// The list item.
    public var range: ByteRange

    public init(id: String, hasExplicitID: Bool, title: Text, options: [Option] = [], textInput: TextInput? = nil, range: ByteRange) {
        self.id = id
        self.hasExplicitID = hasExplicitID
        self.title = title
        self.options = options
        self.textInput = textInput
        self.range = range
    }

    public var texts: [Text] {
        [title] + [textInput?.button, textInput?.placeholder].compactMap { $0 }
    }
}
