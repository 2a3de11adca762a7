import AlertDiagnostics

/// The "alert as task loader" interaction: ask for confirmation, show a progress overlay
/// while the work runs, then report how it ended. A flow names definitions of its own file
/// and has no texts of its own; the decoder has checked every reference, so the named
/// definitions exist in the catalog and are of the right kind.
public struct FlowDefinition: Sendable, Hashable {
    public var id: String
    public var idRange: ByteRange
    public var range: ByteRange
    /// The alert or action sheet shown first; nil when the flow starts with the overlay.
    public var confirm: Located<String>?
    /// The id of the `confirm` action that starts the work: written as `start`, or the
    /// confirm's only non-cancel action. Nil exactly when `confirm` is.
    public var start: Located<String>?
    /// Whether `start` was written (otherwise its range is the confirm reference's).
    public var hasExplicitStart: Bool
    /// The progress overlay shown while the work runs.
    public var progress: Located<String>
    /// The alert shown when the work finishes.
    public var success: Located<String>?
    /// The alert shown when the work throws; its `String` parameter `error`, if it has one,
    /// receives the error's localized description.
    public var failure: Located<String>?
    /// Seconds before the overlay appears: work that finishes sooner shows none.
    public var delay: Located<Double>
    /// Seconds a shown overlay stays at least, so it never flashes.
    public var minimumDuration: Located<Double>
    /// The parameters of the definitions it names, each name once, in the order the
    /// definitions are named (confirm, progress, success, failure); the failure alert's
    /// `error` is not among them: the flow fills it in.
    public var parameters: [Parameter]

    /// `delay` when not written.
    public static let defaultDelay = 0.0
    /// `minimumDuration` when not written.
    public static let defaultMinimumDuration = 0.5
    /// The failure alert's parameter that receives the error's description.
    public static let errorParameterName = "error"

    public init(
        id: String,
        idRange: ByteRange,
        range: ByteRange,
        confirm: Located<String>? = nil,
        start: Located<String>? = nil,
        hasExplicitStart: Bool = false,
        progress: Located<String>,
        success: Located<String>? = nil,
        failure: Located<String>? = nil,
        delay: Located<Double>,
        minimumDuration: Located<Double>,
        parameters: [Parameter] = []
    ) {
        self.id = id
        self.idRange = idRange
        self.range = range
        self.confirm = confirm
        self.start = start
        self.hasExplicitStart = hasExplicitStart
        self.progress = progress
        self.success = success
        self.failure = failure
        self.delay = delay
        self.minimumDuration = minimumDuration
        self.parameters = parameters
    }
}
