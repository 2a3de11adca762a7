import AlertSpec

/// Feedback that iPads and Macs cannot give.
public enum HapticOnlyRule: Rule {
    public static let description = RuleDescription(
        id: "haptic-only",
        name: "Haptics alone",
        defaultSeverity: .info,
        summary: "A sound with no `file` relies on vibration or haptics alone while `platforms` includes `ipad` or `mac`.",
        rationale: """
            UIKit's feedback generators play haptics only on devices with a Taptic Engine, which \
            iPads and Macs lack, and Audio Toolbox says of `kSystemSoundID_Vibrate`: "On some iOS \
            devices, you can pass the kSystemSoundID_Vibrate constant to invoke vibration. On \
            other iOS devices, calling this function with that constant does nothing." Feedback \
            that is only a vibration or a haptic is lost on those devices — and on an iPhone whose \
            person has turned System Haptics off — so pair it with a sound or a visible change.
            """,
        source: "UIKit: UIFeedbackGenerator; Audio Toolbox: AudioServicesPlaySystemSound",
        howToFix: "Add a `file` to the sound, or pair it with a visible change in the app; or remove `ipad`/`mac` from `platforms` if the app does not run there.",
        triggeringExamples: [
            """
            sounds:
              1️⃣saved: {haptic: success}
            """,
            """
            platforms: [iphone, mac]
            sounds:
              1️⃣buzz: {vibrate: true}
            """,
        ],
        nonTriggeringExamples: [
            """
            platforms: [iphone]
            sounds:
              saved: {haptic: success}
            """,
            """
            sounds:
              saved: {file: chime.caf, haptic: success}
            """,
        ],
        scope: .definition
    )

    public static func check(_ catalog: Catalog, options: NoOptions, context: LintContext) -> [Finding] {
        let missing = [Platform.ipad, .mac].filter(catalog.platforms.contains)
        guard !missing.isEmpty else { return [] }
        let devices = missing.map { $0 == .ipad ? "iPad" : "Mac" }.joined(separator: " and ")
        return catalog.sounds.compactMap { sound in
            guard sound.file == nil else { return nil }
            let feedback = sound.haptic.map { "the '\($0.value.rawValue)' haptic" } ?? "vibration"
            return catalog.finding(
                at: sound.idRange,
                "sound '\(sound.id)' is \(feedback) alone, which \(devices) cannot give; add a 'file' or a visible change in the app"
            )
        }
    }
}
