import AlertDiagnostics

/// A modal "please wait" overlay.
public struct ProgressDefinition: Sendable, Hashable {
    public enum Mode: String, Sendable, Hashable, CaseIterable {
        case indeterminate
        case determinate
    }

    public var id: String
    public var idRange: ByteRange
    public var range: ByteRange
    public var parameters: [Parameter]
    public var title: Text?
    public var message: Text?
    public var mode: Mode
    /// The cancel button's title; nil when the overlay cannot be canceled.
    public var cancel: Text?

    public init(
        id: String,
        idRange: ByteRange,
        range: ByteRange,
        parameters: [Parameter] = [],
        title: Text? = nil,
        message: Text? = nil,
        mode: Mode = .indeterminate,
        cancel: Text? = nil
    ) {
        self.id = id
        self.idRange = idRange
        self.range = range
        self.parameters = parameters
        self.title = title
        self.message = message
        self.mode = mode
        self.cancel = cancel
    }

    public var texts: [Text] { [title, message, cancel].compactMap { $0 } }
}
