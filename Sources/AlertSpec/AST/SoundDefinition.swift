import AlertDiagnostics

/// An in-app audio alert (System Sound Services), vibration, or haptic feedback. At least one
/// of `file`, `vibrate` and `haptic` is set.
public struct SoundDefinition: Sendable, Hashable {
    /// UIKit's feedback generators: notification feedback, impact feedback, selection.
    public enum Haptic: String, Sendable, Hashable, CaseIterable {
        case success, warning, error
        case light, medium, heavy, soft, rigid
        case selection

        public enum Generator: String, Sendable, Hashable {
            /// `UINotificationFeedbackGenerator`
            case notification
            /// `UIImpactFeedbackGenerator`
            case impact
            /// `UISelectionFeedbackGenerator`
            case selection
        }

        public var generator: Generator {
            switch self {
            case .success, .warning, .error: .notification
            case .light, .medium, .heavy, .soft, .rigid: .impact
            case .selection: .selection
            }
        }
    }

    public var id: String
    public var idRange: ByteRange
    public var range: ByteRange
    /// A sound file name, looked up like a notification's sound.
    public var file: Located<String>?
    /// Play the file as an alert sound (`AudioServicesPlayAlertSound`), which also vibrates
    /// where the device and the person's settings allow.
    public var isAlert: Bool
    public var vibrates: Bool
    public var haptic: Located<Haptic>?

    public init(
        id: String,
        idRange: ByteRange,
        range: ByteRange,
        file: Located<String>? = nil,
        isAlert: Bool = false,
        vibrates: Bool = false,
        haptic: Located<Haptic>? = nil
    ) {
        self.id = id
        self.idRange = idRange
        self.range = range
        self.file = file
        self.isAlert = isAlert
        self.vibrates = vibrates
        self.haptic = haptic
    }
}
