/// A growing buffer of plain values whose memory goes to the tree when the read is done.
///
/// Appending to an array costs a uniqueness check and a generic copy per call, and the tree
/// would then copy the array once more; text is appended for every scalar. Noncopyable, so
/// the memory has one owner: freed here unless `take()` handed it over.
struct GrowableBuffer<Element: BitwiseCopyable>: ~Copyable {
    private var base: UnsafeMutablePointer<Element>
    private var capacity: Int
    private(set) var count = 0

    init(capacity: Int) {
        self.capacity = max(capacity, 16)
        base = .allocate(capacity: self.capacity)
    }

    deinit { base.deallocate() }

    // The appends and the subscript run for every node: inlined, they are a few instructions.
    @inline(__always)
    mutating func append(_ element: Element) {
        reserve(1)
        (base + count).initialize(to: element)
        count += 1
    }

    @inline(__always)
    mutating func append(contentsOf elements: UnsafeBufferPointer<Element>) {
        guard let source = elements.baseAddress else { return }
        reserve(elements.count)
        (base + count).initialize(from: source, count: elements.count)
        count += elements.count
    }

    /// `count` elements from `start`, valid until the next append.
    func elements(from start: Int, count: Int) -> UnsafeBufferPointer<Element> {
        precondition(start >= 0 && count >= 0 && start + count <= self.count)
        return UnsafeBufferPointer(start: base + start, count: count)
    }

    var isEmpty: Bool { count == 0 }

    var last: Element? { count > 0 ? base[count - 1] : nil }

    subscript(position: Int) -> Element {
        @inline(__always) get {
            precondition(position >= 0 && position < count)
            return base[position]
        }
        @inline(__always) set {
            precondition(position >= 0 && position < count)
            base[position] = newValue
        }
    }

    mutating func removeLast() -> Element {
        precondition(count > 0)
        count -= 1
        return base[count]
    }

    /// Drops the elements from `start` on.
    mutating func removeLast(from start: Int) {
        precondition(start >= 0 && start <= count)
        count = start
    }

    /// The elements, now owned by the caller.
    consuming func take() -> UnsafeMutableBufferPointer<Element> {
        let elements = UnsafeMutableBufferPointer(start: base, count: count)
        discard self
        return elements
    }

    @inline(__always)
    private mutating func reserve(_ extra: Int) {
        if count + extra > capacity { grow(toHold: count + extra) }
    }

    private mutating func grow(toHold needed: Int) {
        let newCapacity = max(capacity * 2, needed)
        let grown = UnsafeMutablePointer<Element>.allocate(capacity: newCapacity)
        grown.initialize(from: base, count: count)
        base.deallocate()
        base = grown
        capacity = newCapacity
    }
}
