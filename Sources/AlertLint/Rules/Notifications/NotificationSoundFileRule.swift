import AlertDiagnostics
import AlertSpec

/// A custom notification sound the system cannot play is replaced by the default sound.
public enum NotificationSoundFileRule: Rule {
    /// File extensions of the containers UserNotifications plays.
    static let extensions: Set<String> = ["aiff", "aif", "aifc", "wav", "caf"]
    /// Sounds this long or longer are replaced by the default sound.
    static let maximumDuration = 30.0

    public static let description = RuleDescription(
        id: "notification-sound-file",
        name: "Notification sound file",
        defaultSeverity: .warning,
        summary: """
            A notification's sound file is missing, is not an .aiff, .wav or .caf file, is not \
            Linear PCM, IMA4, µLaw or aLaw, or plays for 30 seconds or longer (read from its header).
            """,
        rationale: """
            UserNotifications, UNNotificationSound: custom sounds must be in one of the audio data \
            formats "Linear PCM, MA4 (IMA/ADPCM), µLaw, aLaw"; "You can package the audio data in \
            an aiff, wav, or caf file." "Sound files must be less than 30 seconds in length. If the \
            sound file is longer than 30 seconds, the system plays the default sound instead." A \
            missing file gets the default sound too — silently, on the device. The file is looked \
            up beside the spec, then in the configuration's `resources` folders; only its header \
            is read. Integer and float PCM count as Linear PCM; AIFF-C compression types NONE, \
            sowt, fl32, fl64, ima4, ulaw and alaw are accepted, others are not.
            """,
        source: "UserNotifications: UNNotificationSound",
        howToFix: """
            Add the file beside the spec or to a `resources` folder, or convert it: \
            `afconvert input.mp3 sound.caf -d ima4 -f caff` makes an IMA4 CAF; trim it under 30 seconds.
            """,
        triggeringExamples: [
            """
            notifications:
              newComment:
                title: New Comment
                body: Someone commented on your photo.
                sound: 1️⃣ding.mp3
            """,
        ],
        nonTriggeringExamples: [
            // Whether the file exists and plays is read from the file, which the linter looks
            // up before rules run; with nothing looked up, the rule judges the name alone.
            RuleExample(
                """
                notifications:
                  newComment:
                    title: New Comment
                    body: Someone commented on your photo.
                    sound: chime.caf
                """,
                note: "chime.caf: a 0.5-second Linear PCM CAF file beside the spec"
            ),
            """
            notifications:
              newComment:
                title: New Comment
                body: Someone commented on your photo.
                sound: default
              backupDone:
                title: Backup Complete
                body: Your photos are backed up.
                sound: none
            """,
        ]
    )

    public static func check(_ catalog: Catalog, options: NoOptions, context: LintContext) -> [Finding] {
        var findings: [Finding] = []
        let lookups = context.soundFiles[catalog.path] ?? [:]
        for notification in catalog.notifications {
            guard let sound = notification.sound, case .file(let name) = sound.value else { continue }
            let owner = "sound file '\(name)' of notification '\(notification.id)'"
            func report(_ message: String) { findings.append(catalog.finding(at: sound.range, "\(owner) \(message)")) }
            let fileExtension = name.split(separator: ".", omittingEmptySubsequences: false).dropFirst().last.map { $0.lowercased() }
            guard let fileExtension, extensions.contains(fileExtension) else {
                report("is not an AIFF, WAV or CAF file; convert it, e.g. with 'afconvert \(name) sound.caf -d ima4 -f caff'")
                continue
            }
            switch lookups[name] {
            case nil:
                continue  // not looked up: nothing to say about the file
            case .missing(let folders)?:
                let places = folders.map { "'\($0)'" }.joined(separator: ", ")
                report("was not found (looked in \(places)); add it beside the spec or to a 'resources' folder")
            case .unreadable(_, let error)?:
                report("could not be read: \(error); re-export it as an AIFF, WAV or CAF file")
            case .found(_, let info)?:
                if !info.codec.isSupportedForNotifications {
                    report("is encoded as \(info.codec), which notifications cannot play; "
                        + "convert it to Linear PCM, IMA4, µLaw or aLaw, e.g. with 'afconvert -d ima4'")
                }
                if info.duration >= maximumDuration {
                    report("plays for \(seconds(info.duration)); notification sounds must be shorter than 30 s "
                        + "or the default sound plays instead; shorten it")
                }
            }
        }
        return findings
    }

    /// "31.0 s", "2 min 5.0 s".
    static func seconds(_ duration: Double) -> String {
        guard duration.isFinite, duration < 1e9 else { return "longer than the file could hold" }
        let tenths = (duration * 10).rounded(.down) / 10
        return "\(tenths) s"
    }
}
