import Dispatch
import Foundation

/// `map` on `jobs` threads; results stay in input order. Workers take the next unclaimed
/// element, so one large file does not hold up a fixed share of the others.
public func parallelMap<Element: Sendable, Mapped: Sendable>(
    _ elements: [Element],
    jobs: Int,
    _ transform: @Sendable (Element) -> Mapped
) -> [Mapped] {
    let slots = ResultSlots<Mapped>(count: elements.count)
    let cursor = SharedCursor()
    let workers = max(1, min(jobs, elements.count))
    elements.withUnsafeBufferPointer { buffer in
        nonisolated(unsafe) let input = buffer
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            while let index = cursor.next(below: input.count) {
                slots.store(transform(input[index]), at: index)
            }
        }
    }
    return slots.values()
}

/// Hands out 0, 1, 2, … to whichever worker asks first.
private final class SharedCursor: @unchecked Sendable {
    private let lock = NSLock()
    private var position = 0

    func next(below count: Int) -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard position < count else { return nil }
        defer { position += 1 }
        return position
    }
}

/// One slot per task; each task writes only its own, so no lock is needed. The slots live in
/// raw memory because concurrent writes through an array property would trip Swift's
/// exclusivity checks.
private final class ResultSlots<Value>: @unchecked Sendable {
    private let storage: UnsafeMutablePointer<Value?>
    private let count: Int

    init(count: Int) {
        self.count = count
        storage = .allocate(capacity: max(count, 1))
        storage.initialize(repeating: nil, count: count)
    }

    deinit {
        storage.deinitialize(count: count)
        storage.deallocate()
    }

    func store(_ value: Value, at index: Int) {
        storage[index] = value
    }

    func values() -> [Value] { (0..<count).map { storage[$0]! } }
}
