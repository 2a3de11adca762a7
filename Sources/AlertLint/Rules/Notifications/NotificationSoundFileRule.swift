import AlertDiagnostics
import AlertSpec

/// A custom notification sound the system cannot play is replaced by the default sound.
public enum NotificationSoundFileRule: Rule {
    /// What notifications play: Linear PCM, IMA4, µLaw or aLaw in AIFF, WAV or CAF, under 30 s.
    static let requirements = SoundFileRequirements(
        extensions: ["aiff", "aif", "aifc", "wav", "caf"],
        containerDescription: "an AIFF, WAV or CAF file",
        wrongContainer: { name in
            "is not an AIFF, WAV or CAF file; convert it, e.g. with 'afconvert \(name) sound.caf -d ima4 -f caff'"
        },
        playsCodec: { $0.isSupportedForNotifications },
        unplayableCodec: { codec in
            "is encoded as \(codec), which notifications cannot play; convert it to Linear PCM, IMA4, µLaw or aLaw, e.g. with 'afconvert -d ima4'"
        },
        tooLong: { duration in
            "plays for \(duration); notification sounds must be shorter than 30 s or the default sound plays instead; shorten it"
        }
    )

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
        let lookups = context.soundFiles[catalog.path] ?? [:]
        return catalog.notifications.flatMap { notification -> [Finding] in
            guard let sound = notification.sound, case .file(let name) = sound.value else { return [] }
            return requirements.problems(of: name, lookups: lookups).map { problem in
                catalog.finding(at: sound.range, "sound file '\(name)' of notification '\(notification.id)' \(problem)")
            }
        }
    }
}
