// The sounds of a catalog: what a sound plays, decided from its spec (platform-neutral, so
// tests run it on Linux), and a player that makes the system sound once, plays it with its
// vibration and haptic, and disposes of it. The player talks to an output: the system's
// (Audio Toolbox's System Sound Services, UIKit's feedback generators) in apps, a fake that
// records in tests. The Apple parts are behind `#if`, so the module builds where they do not
// exist: System Sound Services is not on watchOS, the feedback generators are on iOS and Mac
// Catalyst only, and Linux has neither.

import Foundation
#if canImport(AudioToolbox) && !os(watchOS)
import AudioToolbox
#endif
#if canImport(UIKit) && !os(tvOS) && !os(watchOS) && !os(visionOS)
import UIKit
#endif

// MARK: - Sounds

/// A sound of a catalog, as its generated function returns it: a sound file in a bundle,
/// played as a system sound or an alert sound, a vibration, a haptic, or several of them.
public struct AlertSound: Swift.Sendable, Swift.Hashable {
    /// UIKit's feedback: notification feedback (`success`, `warning`, `error`), impact
    /// feedback (`light` … `rigid`), selection feedback.
    public enum Haptic: Swift.String, Swift.Sendable, Swift.Hashable, Swift.CaseIterable {
        case success, warning, error
        case light, medium, heavy, soft, rigid
        case selection
    }

    /// One thing playing the sound does, in the order `steps` lists them.
    public enum Step: Swift.Sendable, Swift.Hashable {
        /// The file, with `AudioServicesPlaySystemSoundWithCompletion`.
        case systemSound(Swift.String)
        /// The file, with `AudioServicesPlayAlertSoundWithCompletion`.
        case alertSound(Swift.String)
        /// `kSystemSoundID_Vibrate`.
        case vibrate
        case haptic(Haptic)
    }

    /// The sound file's name with its extension (`chime.caf`), looked up in `bundle`.
    public var file: Swift.String?
    public var bundle: Foundation.Bundle
    /// Play the file as an alert sound, which also vibrates where the device and the
    /// person's settings allow.
    public var isAlert: Swift.Bool
    public var vibrates: Swift.Bool
    public var haptic: Haptic?

    public init(
        file: Swift.String? = nil,
        bundle: Foundation.Bundle = Foundation.Bundle.main,
        isAlert: Swift.Bool = false,
        vibrates: Swift.Bool = false,
        haptic: Haptic? = nil
    ) {
        self.file = file
        self.bundle = bundle
        self.isAlert = isAlert
        self.vibrates = vibrates
        self.haptic = haptic
    }

    /// What playing the sound does, in order: the file (as a system or an alert sound), the
    /// vibration, the haptic. An alert sound vibrates by itself where it can, so a sound that
    /// is both `alert` and `vibrate` does not vibrate a second time on top of it.
    public var steps: [Step] {
        var steps: [Step] = []
        if let file { steps.append(isAlert ? .alertSound(file) : .systemSound(file)) }
        if vibrates && !(isAlert && file != nil) { steps.append(.vibrate) }
        if let haptic { steps.append(.haptic(haptic)) }
        return steps
    }

    /// The file's URL in `bundle`; nil when the sound has no file or the bundle does not have it.
    public var fileURL: Foundation.URL? {
        guard let file else { return nil }
        return bundle.url(forResource: file, withExtension: nil)
    }
}

/// A system sound made from a file, disposed of when the last reference to it goes away.
public final class AlertSystemSound: Swift.Sendable {
    /// The `SystemSoundID`.
    public let id: Swift.UInt32
    private let disposal: @Sendable (Swift.UInt32) -> Swift.Void

    /// `dispose` runs once, when this object is deinitialized.
    public init(id: Swift.UInt32, dispose: @escaping @Sendable (Swift.UInt32) -> Swift.Void) {
        self.id = id
        self.disposal = dispose
    }

    deinit { disposal(id) }
}

/// What plays a sound's steps: `AlertSoundSystemOutput` in apps, a fake that records in tests.
@MainActor
public protocol AlertSoundOutput: Swift.AnyObject {
    /// The system sound of the file at `url`; nil when the system cannot make one.
    func makeSystemSound(at url: Foundation.URL) -> AlertSystemSound?
    /// Plays `sound`; `completion` runs once it has played (or failed to), on any thread.
    func playSystemSound(_ sound: AlertSystemSound, asAlert: Swift.Bool, completion: @escaping @Sendable () -> Swift.Void)
    func vibrate()
    /// Readies the feedback generator of `haptic`, so that playing it has less latency.
    func prepareHaptic(_ haptic: AlertSound.Haptic)
    func playHaptic(_ haptic: AlertSound.Haptic)
}

/// Plays one sound: makes its system sound once (on `prepare()` or the first `play`), plays
/// its steps, and disposes of the system sound on `dispose()` or when the player goes away.
/// Keep one per sound for as long as the screen that plays it.
///
/// A missing file never crashes: `play` returns false, still vibrates and plays the haptic,
/// and still calls its completion.
@MainActor
public final class AlertSoundPlayer {
    public let sound: AlertSound
    private let output: any AlertSoundOutput
    private var systemSound: AlertSystemSound?
    /// Whether the file was looked up since the last `dispose()`: a missing file is looked up once.
    private var isLoaded = false

    /// A player of `sound` on `output`.
    public init(_ sound: AlertSound, output: any AlertSoundOutput) {
        self.sound = sound
        self.output = output
    }

    /// A player of `sound` on the system's output.
    public convenience init(_ sound: AlertSound) {
        self.init(sound, output: AlertSoundSystemOutput())
    }

    /// Makes the system sound and readies the haptic now, so that `play` starts at once: call
    /// it when the screen that will play the sound appears.
    public func prepare() {
        _ = loadedSystemSound()
        if let haptic = sound.haptic { output.prepareHaptic(haptic) }
    }

    /// Plays the sound's steps. `completion` runs on the main actor once the file has played,
    /// or right after this call returns when there is no file to wait for. Returns false when
    /// the sound has a file that could not be played (not in the bundle, or not a system
    /// sound); its vibration and haptic play all the same.
    @discardableResult
    public func play(completion: (@MainActor @Sendable () -> Swift.Void)? = nil) -> Swift.Bool {
        var playedEverything = true
        var waitsForFile = false
        for step in sound.steps {
            switch step {
            case .systemSound, .alertSound:
                guard let systemSound = loadedSystemSound() else {
                    playedEverything = false
                    continue
                }
                waitsForFile = true
                let asAlert = if case .alertSound = step { true } else { false }
                output.playSystemSound(systemSound, asAlert: asAlert) {
                    // System Sound Services calls back on a queue of its own.
                    Swift.Task { @MainActor in completion?() }
                }
            case .vibrate:
                output.vibrate()
            case .haptic(let haptic):
                output.playHaptic(haptic)
            }
        }
        if !waitsForFile, let completion { Swift.Task { @MainActor in completion() } }
        return playedEverything
    }

    /// Disposes of the system sound; the next `prepare` or `play` makes it again.
    public func dispose() {
        systemSound = nil
        isLoaded = false
    }

    private func loadedSystemSound() -> AlertSystemSound? {
        if !isLoaded {
            isLoaded = true
            systemSound = sound.fileURL.flatMap { output.makeSystemSound(at: $0) }
        }
        return systemSound
    }
}

/// The system's output: System Sound Services where it exists (not on watchOS), UIKit's
/// feedback generators on iOS and Mac Catalyst. Elsewhere it plays nothing: no system sound is
/// made, so `play` returns false for a sound with a file, and completions still run.
@MainActor
public final class AlertSoundSystemOutput: AlertSoundOutput {
    #if canImport(UIKit) && !os(tvOS) && !os(watchOS) && !os(visionOS)
    /// One generator per haptic, made on first use and kept, so that `prepare()` readies the
    /// one that plays.
    private var generators: [AlertSound.Haptic: UIKit.UIFeedbackGenerator] = [:]
    #endif

    public init() {}

    public func makeSystemSound(at url: Foundation.URL) -> AlertSystemSound? {
        #if canImport(AudioToolbox) && !os(watchOS)
        var id: AudioToolbox.SystemSoundID = 0
        guard AudioToolbox.AudioServicesCreateSystemSoundID(url as AudioToolbox.CFURL, &id) == AudioToolbox.kAudioServicesNoError else { return nil }
        return AlertSystemSound(id: id) { id in _ = AudioToolbox.AudioServicesDisposeSystemSoundID(id) }
        #else
        return nil
        #endif
    }

    public func playSystemSound(_ sound: AlertSystemSound, asAlert: Swift.Bool, completion: @escaping @Sendable () -> Swift.Void) {
        #if canImport(AudioToolbox) && !os(watchOS)
        // The completion block "gets executed for every attempt to play a system sound
        // irrespective of success or failure" (AudioServices.h).
        if asAlert {
            AudioToolbox.AudioServicesPlayAlertSoundWithCompletion(sound.id, completion)
        } else {
            AudioToolbox.AudioServicesPlaySystemSoundWithCompletion(sound.id, completion)
        }
        #else
        completion()
        #endif
    }

    public func vibrate() {
        #if canImport(AudioToolbox) && !os(watchOS)
        // Devices that cannot vibrate do nothing.
        AudioToolbox.AudioServicesPlaySystemSound(AudioToolbox.kSystemSoundID_Vibrate)
        #endif
    }

    public func prepareHaptic(_ haptic: AlertSound.Haptic) {
        #if canImport(UIKit) && !os(tvOS) && !os(watchOS) && !os(visionOS)
        generator(for: haptic).prepare()
        #endif
    }

    public func playHaptic(_ haptic: AlertSound.Haptic) {
        #if canImport(UIKit) && !os(tvOS) && !os(watchOS) && !os(visionOS)
        let generator = generator(for: haptic)
        switch haptic {
        case .success: (generator as? UIKit.UINotificationFeedbackGenerator)?.notificationOccurred(.success)
        case .warning: (generator as? UIKit.UINotificationFeedbackGenerator)?.notificationOccurred(.warning)
        case .error: (generator as? UIKit.UINotificationFeedbackGenerator)?.notificationOccurred(.error)
        case .light, .medium, .heavy, .soft, .rigid: (generator as? UIKit.UIImpactFeedbackGenerator)?.impactOccurred()
        case .selection: (generator as? UIKit.UISelectionFeedbackGenerator)?.selectionChanged()
        }
        #endif
    }

    #if canImport(UIKit) && !os(tvOS) && !os(watchOS) && !os(visionOS)
    private func generator(for haptic: AlertSound.Haptic) -> UIKit.UIFeedbackGenerator {
        if let generator = generators[haptic] { return generator }
        let generator: UIKit.UIFeedbackGenerator
        switch haptic {
        case .success, .warning, .error: generator = UIKit.UINotificationFeedbackGenerator()
        case .light: generator = UIKit.UIImpactFeedbackGenerator(style: .light)
        case .medium: generator = UIKit.UIImpactFeedbackGenerator(style: .medium)
        case .heavy: generator = UIKit.UIImpactFeedbackGenerator(style: .heavy)
        case .soft: generator = UIKit.UIImpactFeedbackGenerator(style: .soft)
        case .rigid: generator = UIKit.UIImpactFeedbackGenerator(style: .rigid)
        case .selection: generator = UIKit.UISelectionFeedbackGenerator()
        }
        generators[haptic] = generator
        return generator
    }
    #endif
}
