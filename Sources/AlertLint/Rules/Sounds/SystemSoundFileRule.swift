import AlertDiagnostics
import AlertSpec

/// A sound file System Sound Services silently does not play.
public enum SystemSoundFileRule: Rule {
    /// File extensions of the containers System Sound Services plays.
    static let extensions: Set<String> = ["caf", "aif", "aiff", "wav"]
    /// Sounds this long or longer are not played.
    static let maximumDuration = 30.0

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
        var findings: [Finding] = []
        let lookups = context.soundFiles[catalog.path] ?? [:]
        for sound in catalog.sounds {
            guard let file = sound.file else { continue }
            let name = file.value
            func report(_ message: String) {
                findings.append(catalog.finding(at: file.range, "sound file '\(name)' of sound '\(sound.id)' \(message)"))
            }
            let fileExtension = name.split(separator: ".", omittingEmptySubsequences: false).dropFirst().last.map { $0.lowercased() }
            guard let fileExtension, extensions.contains(fileExtension) else {
                report("is not a CAF, AIFF or WAV file, so System Sound Services plays nothing; convert it, e.g. with 'afconvert \(name) sound.caf -d ima4 -f caff'")
                continue
            }
            switch lookups[name] {
            case nil:
                continue  // not looked up: nothing to say about the file
            case .missing(let folders)?:
                let places = folders.map { "'\($0)'" }.joined(separator: ", ")
                report("was not found (looked in \(places)); add it beside the spec or to a 'resources' folder")
            case .unreadable(_, let error)?:
                report("could not be read: \(error); re-export it as a CAF, AIFF or WAV file")
            case .found(_, let info)?:
                if !info.codec.isPlayableAsSystemSound {
                    report("is encoded as \(info.codec), which System Sound Services does not play; "
                        + "convert it to Linear PCM or IMA4, e.g. with 'afconvert -d ima4'")
                }
                if info.duration >= maximumDuration {
                    report("plays for \(NotificationSoundFileRule.seconds(info.duration)); System Sound Services plays only sounds shorter than 30 s; "
                        + "shorten it, or play it with AVAudioPlayer")
                }
            }
        }
        return findings
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
