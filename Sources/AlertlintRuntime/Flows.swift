// The platform-neutral part of flows: the "alert as task loader" sequence (confirm, progress
// overlay while the work runs, outcome), written against a presenter and a clock so that the
// timing rules run in tests on any platform, with a fake presenter and a controllable clock.

import Foundation

// MARK: - Flows

/// How a flow ended.
public enum AlertFlowOutcome: Swift.Sendable {
    /// The work finished.
    case completed
    /// The person backed out: another action of the confirmation, its cancel, or the
    /// overlay's cancel (which cancels the work's task).
    case cancelled
    /// The work threw; the failure alert, if the flow has one, showed the error.
    case failed(any Swift.Error)

    public var isCompleted: Swift.Bool { if case .completed = self { true } else { false } }
    public var isCancelled: Swift.Bool { if case .cancelled = self { true } else { false } }
}

/// What a flow shows, on one platform: the UIKit and SwiftUI adapters implement it, and tests
/// use a fake that records the calls.
@MainActor
public protocol AlertFlowPresenter: Swift.AnyObject {
    /// Shows the confirmation and returns the id of the action chosen.
    func confirm(_ content: AlertContent) async -> Swift.String
    /// Shows the overlay; `onCancel` runs when its cancel button is chosen. `progress` is the
    /// work's progress for a determinate overlay (`content.isDeterminate`), whose bar follows it;
    /// nil for a spinner.
    func showProgress(_ content: ProgressContent, progress: Foundation.Progress?, onCancel: @escaping @MainActor () -> Swift.Void)
    /// Takes the overlay away.
    func hideProgress() async
    /// Shows a success or failure alert and returns when it is dismissed.
    func showResult(_ content: AlertContent) async
}

/// Time as a flow sees it: `ContinuousClock` in apps, a controllable clock in tests.
public protocol AlertFlowClock: Swift.Sendable {
    /// Seconds since some fixed point.
    func now() -> Swift.Double
    /// Returns after `seconds`, or throws `CancellationError` when the task is cancelled.
    func sleep(seconds: Swift.Double) async throws
}

/// The system's clock.
public struct AlertFlowSystemClock: AlertFlowClock {
    public init() {}

    public func now() -> Swift.Double {
        let elapsed = Swift.ContinuousClock.now - Self.origin
        return Swift.Double(elapsed.components.seconds) + Swift.Double(elapsed.components.attoseconds) / 1e18
    }

    public func sleep(seconds: Swift.Double) async throws {
        try await Swift.Task.sleep(nanoseconds: Swift.UInt64(Swift.max(0, seconds) * 1e9))
    }

    private static let origin = Swift.ContinuousClock.now
}

/// One flow's content and timing, as a generated `…Flow(…)` function builds it.
public struct AlertFlow: Swift.Sendable {
    /// The confirmation shown first; nil when the flow starts with the overlay.
    public var confirm: AlertContent?
    /// The id of the confirmation's action that starts the work.
    public var startActionID: Swift.String?
    public var progress: ProgressContent
    /// The alert shown when the work finishes.
    public var success: AlertContent?
    /// The alert shown when the work throws, given the error's localized description.
    public var failure: (@Sendable (Swift.String) -> AlertContent)?
    /// Seconds before the overlay appears: work that finishes sooner shows none.
    public var delay: Swift.Double
    /// Seconds a shown overlay stays at least, so it never flashes.
    public var minimumDuration: Swift.Double

    public init(
        confirm: AlertContent? = nil,
        startActionID: Swift.String? = nil,
        progress: ProgressContent,
        success: AlertContent? = nil,
        failure: (@Sendable (Swift.String) -> AlertContent)? = nil,
        delay: Swift.Double = 0,
        minimumDuration: Swift.Double = 0.5
    ) {
        self.confirm = confirm
        self.startActionID = startActionID
        self.progress = progress
        self.success = success
        self.failure = failure
        self.delay = delay
        self.minimumDuration = minimumDuration
    }

    /// Runs the flow: asks with `confirm` (any action but `startActionID` ends it as
    /// cancelled), starts `work` in its own task, shows the overlay once `delay` has passed
    /// without the work finishing, keeps a shown overlay at least `minimumDuration`, lets the
    /// overlay's cancel cancel the work's task, then shows `success` or `failure`.
    @MainActor
    public func run(
        presenter: some AlertFlowPresenter,
        clock: some AlertFlowClock = AlertFlowSystemClock(),
        work: @escaping @Sendable () async throws -> Swift.Void
    ) async -> AlertFlowOutcome {
        await run(presenter: presenter, clock: clock, reporting: nil, work: work)
    }

    /// Runs the flow as `run(presenter:clock:work:)` does, handing `work` a `Foundation.Progress`
    /// to report to: a determinate overlay's bar follows it. It starts at 0 of 100 units; set
    /// `totalUnitCount` to the work's own units, or add child progresses. The overlay's cancel
    /// also cancels it, so work that checks `isCancelled` can stop.
    @MainActor
    public func run(
        presenter: some AlertFlowPresenter,
        clock: some AlertFlowClock = AlertFlowSystemClock(),
        work: @escaping @Sendable (Foundation.Progress) async throws -> Swift.Void
    ) async -> AlertFlowOutcome {
        let reported = Foundation.Progress(totalUnitCount: 100)
        reported.isCancellable = progress.cancelTitle != nil
        let box = AlertFlowProgress(reported)
        return await run(presenter: presenter, clock: clock, reporting: reported) { try await work(box.progress) }
    }

    @MainActor
    private func run(
        presenter: some AlertFlowPresenter,
        clock: some AlertFlowClock,
        reporting reported: Foundation.Progress?,
        work: @escaping @Sendable () async throws -> Swift.Void
    ) async -> AlertFlowOutcome {
        if let confirm {
            let chosen = await presenter.confirm(confirm)
            guard chosen == startActionID else { return .cancelled }
        }
        let task = Swift.Task { try await work() }
        let result: Swift.Result<Swift.Void, any Swift.Error>
        let cancellation = AlertFlowCancellation()
        if await Self.finishes(task, within: delay, clock: clock) {
            result = await task.result
        } else {
            // Only a determinate overlay shows the progress; a spinner has nothing to follow.
            presenter.showProgress(progress, progress: progress.isDeterminate ? reported : nil) {
                guard cancellation.cancel() else { return }
                task.cancel()
                reported?.cancel()
            }
            let shownAt = clock.now()
            result = await task.result
            let remaining = minimumDuration - (clock.now() - shownAt)
            if remaining > 0 { try? await clock.sleep(seconds: remaining) }
            await presenter.hideProgress()
        }
        switch result {
        case .success:
            if cancellation.isCancelled { return .cancelled }
            if let success { await presenter.showResult(success) }
            return .completed
        case .failure(let error):
            // Work that stops when its task is cancelled throws CancellationError, or its own
            // error: after the person's cancel, either means "cancelled", never "failed".
            if cancellation.isCancelled || error is Swift.CancellationError { return .cancelled }
            if let failure { await presenter.showResult(failure(error.localizedDescription)) }
            return .failed(error)
        }
    }

    /// Whether `task` finishes before `seconds` pass on `clock`; it is not cancelled either way.
    private static func finishes(_ task: Swift.Task<Swift.Void, any Swift.Error>, within seconds: Swift.Double, clock: some AlertFlowClock) async -> Swift.Bool {
        if seconds <= 0 { return false }
        let race = AlertFlowRace()
        // Not awaited: it ends by itself when the work does, after the race is decided.
        Swift.Task {
            _ = await task.result
            race.finish(true)
        }
        let timer = Swift.Task {
            // Cancelled once the race is decided: a timer that ends that way decides nothing.
            do { try await clock.sleep(seconds: seconds) } catch { return }
            race.finish(false)
        }
        let finished = await race.winner()
        timer.cancel()
        return finished
    }
}

/// The work's `Foundation.Progress` on its way into the work's task. `Progress` is thread-safe
/// (its counts are guarded by a lock, and KVO notifications come from the thread that changes
/// it); corelibs Foundation declares it `Sendable`, Apple's SDK may not in every version
/// (decision 0047), so the box carries it across either way without a warning on either.
struct AlertFlowProgress: @unchecked Swift.Sendable {
    let progress: Foundation.Progress

    init(_ progress: Foundation.Progress) { self.progress = progress }
}

/// The first of two events, awaited once: `finish` may come before or after `winner()`.
final class AlertFlowRace: @unchecked Swift.Sendable {
    private let lock = Foundation.NSLock()
    private var result: Swift.Bool?
    private var waiter: Swift.CheckedContinuation<Swift.Bool, Swift.Never>?

    func finish(_ value: Swift.Bool) {
        lock.lock()
        guard result == nil else { lock.unlock(); return }
        result = value
        let waiter = self.waiter
        self.waiter = nil
        lock.unlock()
        waiter?.resume(returning: value)
    }

    func winner() async -> Swift.Bool {
        await withCheckedContinuation { continuation in
            lock.lock()
            if let result {
                lock.unlock()
                continuation.resume(returning: result)
            } else {
                waiter = continuation
                lock.unlock()
            }
        }
    }
}

/// The overlay's cancel: the first tap cancels, later ones do nothing. Main-actor state read
/// after the work's task ends.
@MainActor
final class AlertFlowCancellation {
    private(set) var isCancelled = false

    /// True the first time only.
    func cancel() -> Swift.Bool {
        guard !isCancelled else { return false }
        isCancelled = true
        return true
    }
}
