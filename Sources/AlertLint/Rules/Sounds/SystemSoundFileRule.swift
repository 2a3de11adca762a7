import AlertDiagnostics
import AlertSpec

/// A sound file System Sound Services silently does not play.
public enum SystemSoundFileRule: Rule {
    /// What System Sound Services plays: Linear PCM or IMA4 in CAF, AIFF or WAV, under 30 s.
    static let requirements = SoundFileRequirements(
        extensions: ["caf", "aif", "aiff", "wav"],
        containerDescription: "a CAF, AIFF or WAV file",
        wrongContainer: { name in
            "is not a CAF, AIFF or WAV file, so System Sound Services plays nothing; convert it, e.g. with 'afconvert \(name) sound.caf -d ima4 -f caff'"
        },
        playsCodec: { $0.isPlayableAsSystemSound },
        unplayableCodec: { codec in
            "is encoded as \(codec), which System Sound Services does not play; convert it to Linear PCM or IMA4, e.g. with 'afconvert -d ima4'"
        },
        tooLong: { duration in
            "plays for \(duration); System Sound Services plays only sounds shorter than 30 s; shorten it, or play it with AVAudioPlayer"
        }
    )

    public static let description = RuleDescription(
        id: "system-sound-file",
        name: "System sound file",
        defaultSeverity: .warning,
        summary: """
            A sound's file is missing, is not a .caf, .aif, .aiff or .wav file, is not Linear PCM \
            or IMA4, or plays for 30 seconds or longer (read from its header).
            """,
        rationale: """
            System Sound Services (`AudioServicesCreateSystemSoundID`, \
            `AudioServicesPlaySystemSound`) "plays a short sound (30 seconds or less in duration)"; \
            its reference lists what the files must be: "No longer than 30 seconds in duration; In \
            linear PCM or IMA4 (IMA/ADPCM) format; Packaged in a .caf, .aif, or .wav file." \
            Anything else is not played, and no error reaches the app: the sound is simply silent \
            on the device. \
            The file is looked up beside the spec, then in the configuration's `resources` folders; \
            only its header is read. µLaw and aLaw, which notifications accept, do not count.
            """,
        source: "Audio Toolbox: AudioServicesPlaySystemSound; System Sound Services Reference",
        howToFix: """
            Add the file beside the spec or to a `resources` folder, or convert it: \
            `afconvert input.mp3 sound.caf -d ima4 -f caff` makes an IMA4 CAF; trim it under 30 seconds.
            """,
        triggeringExamples: [
            """
            sounds:
              messageSent: {file: 1️⃣whoosh.mp3}
            """,
        ],
        nonTriggeringExamples: [
            RuleExample(
                """
                sounds:
                  messageSent: {file: chime.caf}
                """,
                note: "chime.caf: a 0.5-second Linear PCM CAF file beside the spec"
            ),
            """
            sounds:
              tap: {haptic: selection}
            """,
        ]
    )

    public static func check(_ catalog: Catalog, options: NoOptions, context: LintContext) -> [Finding] {
        let lookups = context.soundFiles[catalog.path] ?? [:]
        return catalog.sounds.flatMap { sound -> [Finding] in
            guard let file = sound.file else { return [] }
            return requirements.problems(of: file.value, lookups: lookups).map { problem in
                catalog.finding(at: file.range, "sound file '\(file.value)' of sound '\(sound.id)' \(problem)")
            }
        }
    }
}

extension AudioFileInfo.Codec {
    /// Whether System Sound Services plays this encoding: Linear PCM or IMA4 only.
    var isPlayableAsSystemSound: Bool {
        switch self {
        case .linearPCM, .ima4: true
        case .muLaw, .aLaw, .other: false
        }
    }
}
