import Foundation

/// The latest lint asked for in each unit, readable from any thread: a lint running on the
/// lint queue asks it whether a newer one has been asked for since, and stops if so.
///
/// Generations count every lint asked for, across units, so one is never reused, even when
/// a unit goes away and comes back.
final class LintGenerations: @unchecked Sendable {
    private let lock = NSLock()
    private var last = 0
    private var latest: [Workspace.Unit: Int] = [:]

    /// A new lint of `unit`: every earlier one of it is now stale.
    func next(for unit: Workspace.Unit) -> Int {
        lock.lock()
        defer { lock.unlock() }
        last += 1
        latest[unit] = last
        return last
    }

    func isLatest(_ generation: Int, of unit: Workspace.Unit) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return latest[unit] == generation
    }

    /// The check a lint of `generation` is given: true once it is stale.
    func cancellation(of generation: Int, in unit: Workspace.Unit) -> @Sendable () -> Bool {
        { [self] in !isLatest(generation, of: unit) }
    }
}
