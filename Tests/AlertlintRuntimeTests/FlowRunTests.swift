@_spi(AlertlintGenerated) @testable import AlertlintRuntime
import Foundation
import Testing

/// The flow sequence with a fake presenter and a clock the test moves by hand: quick work
/// shows no overlay, slow work shows it for at least the minimum, cancel during the work ends
/// as cancelled (and cancels the work), a throwing task shows the failure alert with the
/// error's description.
@MainActor
@Suite struct FlowRunTests {
    /// A clock that moves only when the test advances it.
    final class ManualClock: AlertFlowClock, @unchecked Sendable {
        private let lock = NSLock()
        private var current = 0.0
        private var sleepers: [(id: UUID, deadline: Double, continuation: CheckedContinuation<Void, any Error>)] = []

        func now() -> Double { lock.withLock { current } }

        var sleeperCount: Int { lock.withLock { sleepers.count } }

        func sleep(seconds: Double) async throws {
            let id = UUID()
            try await withTaskCancellationHandler {
                try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                    lock.lock()
                    if Task.isCancelled {
                        lock.unlock()
                        continuation.resume(throwing: CancellationError())
                        return
                    }
                    sleepers.append((id, current + seconds, continuation))
                    lock.unlock()
                }
            } onCancel: {
                lock.lock()
                let index = sleepers.firstIndex { $0.id == id }
                let sleeper = index.map { sleepers.remove(at: $0) }
                lock.unlock()
                sleeper?.continuation.resume(throwing: CancellationError())
            }
        }

        func advance(by seconds: Double) {
            lock.lock()
            current += seconds
            let due = sleepers.filter { $0.deadline <= current + 1e-9 }
            sleepers.removeAll { $0.deadline <= current + 1e-9 }
            lock.unlock()
            for sleeper in due { sleeper.continuation.resume() }
        }
    }

    /// Work the test finishes by hand; cancelling its task makes it throw CancellationError.
    final class Gate: @unchecked Sendable {
        private let lock = NSLock()
        private var outcome: Result<Void, any Error>?
        private var waiter: CheckedContinuation<Void, any Error>?
        private(set) var started = false
        private(set) var wasCancelled = false

        func wait() async throws {
            try await withTaskCancellationHandler {
                try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                    lock.lock()
                    started = true
                    if let outcome {
                        lock.unlock()
                        continuation.resume(with: outcome)
                    } else {
                        waiter = continuation
                        lock.unlock()
                    }
                }
            } onCancel: {
                lock.lock()
                wasCancelled = true
                lock.unlock()
                open(.failure(CancellationError()))
            }
        }

        func open(_ result: Result<Void, any Error> = .success(())) {
            lock.lock()
            guard outcome == nil else { lock.unlock(); return }
            outcome = result
            let waiter = self.waiter
            self.waiter = nil
            lock.unlock()
            waiter?.resume(with: result)
        }

        var hasStarted: Bool { lock.withLock { started } }
        var cancelled: Bool { lock.withLock { wasCancelled } }
    }

    /// Records what the flow showed, and when on the clock.
    @MainActor final class FakePresenter: AlertFlowPresenter {
        let clock: ManualClock
        var choice: String
        var events: [String] = []
        var shownAt: Double?
        var hiddenAt: Double?
        var onCancel: (@MainActor () -> Void)?
        var shownProgress: Progress?

        init(clock: ManualClock, choice: String = "signOut") {
            self.clock = clock
            self.choice = choice
        }

        func confirm(_ content: AlertContent) async -> String {
            events.append("confirm \(content.id)")
            return choice
        }

        func showProgress(_ content: ProgressContent, progress: Progress?, onCancel: @escaping @MainActor () -> Void) {
            events.append("show \(content.id)\(progress == nil ? "" : " with progress")")
            shownProgress = progress
            shownAt = clock.now()
            self.onCancel = onCancel
        }

        func hideProgress() async {
            events.append("hide")
            hiddenAt = clock.now()
        }

        func showResult(_ content: AlertContent) async {
            events.append("result \(content.id): \(content.message ?? "-")")
        }
    }

    struct SignOutError: LocalizedError {
        var errorDescription: String? { "The server is unreachable." }
    }

    static let flow = AlertFlow(
        confirm: AlertContent(id: "confirmSignOut", style: .alert, title: "Sign Out?", message: nil, actions: [
            AlertActionContent(id: "cancel", title: "Cancel", role: .cancel),
            AlertActionContent(id: "signOut", title: "Sign Out", role: .destructive),
        ]),
        startActionID: "signOut",
        progress: ProgressContent(id: "signingOut", title: "Signing Out…", message: nil, isDeterminate: false, cancelTitle: "Cancel"),
        failure: { description in
            AlertContent(id: "signOutFailed", style: .alert, title: "Couldn’t Sign Out", message: description, actions: [AlertActionContent(id: "ok", title: "OK")])
        },
        delay: 0.3,
        minimumDuration: 0.5
    )

    /// Lets the flow's tasks run until `condition` holds.
    func settle(until condition: () -> Bool) async {
        for _ in 0..<10_000 where !condition() { await Task.yield() }
        #expect(condition(), "the flow did not get there")
    }

    @Test func quickWorkShowsNoOverlay() async {
        let clock = ManualClock()
        let presenter = FakePresenter(clock: clock)
        let outcome = await Self.flow.run(presenter: presenter, clock: clock) {}
        #expect(outcome.isCompleted)
        #expect(presenter.events == ["confirm confirmSignOut"])
    }

    @Test func slowWorkShowsTheOverlayForAtLeastTheMinimum() async {
        let clock = ManualClock()
        let presenter = FakePresenter(clock: clock)
        let gate = Gate()
        let running = Task { await Self.flow.run(presenter: presenter, clock: clock) { try await gate.wait() } }
        await settle { gate.hasStarted && clock.sleeperCount == 1 }
        clock.advance(by: 0.2)
        await Task.yield()
        #expect(presenter.shownAt == nil, "not before the delay")
        clock.advance(by: 0.1)
        await settle { presenter.shownAt != nil }
        #expect(presenter.shownAt.map { abs($0 - 0.3) < 1e-9 } == true)
        clock.advance(by: 0.1)
        gate.open()
        // The work is done at 0.4; the overlay stays until 0.3 + 0.5.
        await settle { clock.sleeperCount == 1 }
        #expect(presenter.hiddenAt == nil)
        clock.advance(by: 0.4)
        let outcome = await running.value
        #expect(outcome.isCompleted)
        #expect(presenter.hiddenAt.map { abs($0 - 0.8) < 1e-9 } == true)
        #expect(presenter.events == ["confirm confirmSignOut", "show signingOut", "hide"])
    }

    @Test func workLongerThanTheMinimumHidesTheOverlayWhenItEnds() async {
        let clock = ManualClock()
        let presenter = FakePresenter(clock: clock)
        let gate = Gate()
        let running = Task { await Self.flow.run(presenter: presenter, clock: clock) { try await gate.wait() } }
        await settle { gate.hasStarted && clock.sleeperCount == 1 }
        clock.advance(by: 0.3)
        await settle { presenter.shownAt != nil }
        clock.advance(by: 2)
        gate.open()
        let outcome = await running.value
        #expect(outcome.isCompleted)
        #expect(presenter.hiddenAt.map { abs($0 - 2.3) < 1e-9 } == true, "no extra wait after the minimum has passed")
    }

    @Test func cancelDuringTheWorkCancelsItsTaskAndEndsAsCancelled() async {
        let clock = ManualClock()
        let presenter = FakePresenter(clock: clock)
        let gate = Gate()
        let running = Task { await Self.flow.run(presenter: presenter, clock: clock) { try await gate.wait() } }
        await settle { gate.hasStarted && clock.sleeperCount == 1 }
        clock.advance(by: 0.3)
        await settle { presenter.onCancel != nil }
        presenter.onCancel?()
        presenter.onCancel?()  // a second tap reports nothing more
        await settle { gate.cancelled }
        await settle { clock.sleeperCount == 1 }
        clock.advance(by: 0.5)
        let outcome = await running.value
        #expect(outcome.isCancelled)
        #expect(presenter.events == ["confirm confirmSignOut", "show signingOut", "hide"], "no failure alert for a cancel")
    }

    @Test func aThrowingTaskShowsTheFailureAlertWithItsDescription() async {
        let clock = ManualClock()
        let presenter = FakePresenter(clock: clock)
        let outcome = await Self.flow.run(presenter: presenter, clock: clock) { throw SignOutError() }
        guard case .failed(let error) = outcome else {
            Issue.record("expected a failure, got \(outcome)")
            return
        }
        #expect(error is SignOutError)
        #expect(presenter.events == ["confirm confirmSignOut", "result signOutFailed: The server is unreachable."])
    }

    @Test func anotherActionOfTheConfirmationEndsTheFlowBeforeTheWork() async {
        let clock = ManualClock()
        let presenter = FakePresenter(clock: clock, choice: "cancel")
        let gate = Gate()
        let outcome = await Self.flow.run(presenter: presenter, clock: clock) { try await gate.wait() }
        #expect(outcome.isCancelled)
        #expect(!gate.hasStarted, "the work never starts")
        #expect(presenter.events == ["confirm confirmSignOut"])
    }

    @Test func withoutADelayTheOverlayShowsAtOnce() async {
        var flow = Self.flow
        flow.confirm = nil
        flow.delay = 0
        let clock = ManualClock()
        let presenter = FakePresenter(clock: clock)
        let gate = Gate()
        let running = Task { await flow.run(presenter: presenter, clock: clock) { try await gate.wait() } }
        await settle { presenter.shownAt != nil }
        #expect(presenter.shownAt == 0)
        gate.open()
        await settle { clock.sleeperCount == 1 }
        clock.advance(by: 0.5)
        #expect(await running.value.isCompleted)
        #expect(presenter.events == ["show signingOut", "hide"])
    }

    /// A determinate overlay's flow: the work reports to the Progress the overlay shows.
    static var determinateFlow: AlertFlow {
        var flow = Self.flow
        flow.confirm = nil
        flow.delay = 0
        flow.progress = ProgressContent(id: "exporting", title: "Exporting…", message: nil, isDeterminate: true, cancelTitle: "Cancel")
        return flow
    }

    @Test func determinateWorkReportsToTheProgressTheOverlayShows() async {
        let clock = ManualClock()
        let presenter = FakePresenter(clock: clock)
        let gate = Gate()
        let running = Task {
            await Self.determinateFlow.run(presenter: presenter, clock: clock) { progress in
                progress.totalUnitCount = 4
                progress.completedUnitCount = 1
                try await gate.wait()
                progress.completedUnitCount = 4
            }
        }
        await settle { gate.hasStarted && presenter.shownProgress != nil }
        #expect(presenter.shownProgress?.fractionCompleted == 0.25)
        #expect(presenter.shownProgress?.isCancellable == true, "the overlay has a cancel button")
        gate.open()
        await settle { clock.sleeperCount == 1 }
        #expect(presenter.shownProgress?.fractionCompleted == 1)
        clock.advance(by: 0.5)
        #expect(await running.value.isCompleted)
        #expect(presenter.events == ["show exporting with progress", "hide"])
    }

    @Test func theOverlaysCancelAlsoCancelsTheProgress() async {
        let clock = ManualClock()
        let presenter = FakePresenter(clock: clock)
        let gate = Gate()
        let running = Task { await Self.determinateFlow.run(presenter: presenter, clock: clock) { _ in try await gate.wait() } }
        await settle { presenter.onCancel != nil }
        presenter.onCancel?()
        #expect(presenter.shownProgress?.isCancelled == true)
        await settle { clock.sleeperCount == 1 }
        clock.advance(by: 0.5)
        #expect(await running.value.isCancelled)
    }

    @Test func anIndeterminateOverlayGetsNoProgressEvenWhenTheWorkReportsOne() async {
        var flow = Self.determinateFlow
        flow.progress.isDeterminate = false
        let clock = ManualClock()
        let presenter = FakePresenter(clock: clock)
        let gate = Gate()
        let running = Task { await flow.run(presenter: presenter, clock: clock) { _ in try await gate.wait() } }
        await settle { presenter.shownAt != nil }
        #expect(presenter.shownProgress == nil, "a spinner follows no progress")
        gate.open()
        await settle { clock.sleeperCount == 1 }
        clock.advance(by: 0.5)
        #expect(await running.value.isCompleted)
    }

    @Test func theSystemClockMoves() async throws {
        let clock = AlertFlowSystemClock()
        let start = clock.now()
        try await clock.sleep(seconds: 0.01)
        #expect(clock.now() - start >= 0.009)
    }
}
