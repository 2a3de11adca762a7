/// A reporter's output as bytes, passed to a sink whenever about `flushAt` of them are
/// written, so a report of any size is never held whole (decision 0058); without a sink it
/// keeps everything, for `render`.
public struct ChunkedOutput {
    /// What is written and not yet passed to the sink.
    public internal(set) var bytes: [UInt8] = []
    private let flushAt: Int
    private let sink: (([UInt8]) -> Void)?

    /// Keeps everything in `bytes`.
    public init() {
        flushAt = .max
        sink = nil
    }

    public init(flushingAt flushAt: Int, to sink: @escaping ([UInt8]) -> Void) {
        self.flushAt = flushAt
        self.sink = sink
        bytes.reserveCapacity(flushAt + 4_096)
    }

    /// Appends a piece of text; the sink gets the bytes once enough are written.
    public mutating func write(_ text: String) {
        bytes += text.utf8
        flushIfFull()
    }

    /// Passes what is written to the sink once there is enough of it.
    public mutating func flushIfFull() {
        if bytes.count >= flushAt { flush() }
    }

    /// Passes what is written to the sink; without one, keeps it in `bytes`.
    public mutating func flush() {
        guard let sink, !bytes.isEmpty else { return }
        sink(bytes)
        bytes.removeAll(keepingCapacity: true)
    }
}
