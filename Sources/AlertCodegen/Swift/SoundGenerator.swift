import AlertSpec

/// A catalog's sounds: per sound a function of the namespace, named after its id like every
/// definition's, that returns the `AlertSound` its spec describes: the file (looked up in the
/// catalog's bundle unless the call names another), whether it plays as an alert sound,
/// whether it vibrates, its haptic. `AlertSoundPlayer` in the runtime plays it; the generated
/// code itself needs Foundation alone, so it compiles and runs on every platform.
struct SoundGenerator {
    let catalog: Catalog
    let options: SwiftGenerator.Options

    var access: String { options.access.keyword }

    func write(into writer: inout SwiftWriter) {
        guard !catalog.sounds.isEmpty else { return }
        writer.markedExtension("Sounds", of: catalog.namespace, items: catalog.sounds) { writer, sound in
            function(sound, into: &writer)
        }
    }

    private func function(_ sound: SoundDefinition, into writer: inout SwiftWriter) {
        let name = SwiftLiteral.identifier(sound.id)
        writer.doc("The sound '\(sound.id)': \(Self.summary(sound)). Play it with `AlertSoundPlayer(\(catalog.namespace).\(sound.id)())`.")
        // A function, not a property: `bundle:` keeps its full name apart from the namespace's
        // `table`, `developmentLanguage` and `defaultLocalization`, whatever the sound's id.
        writer.block("\(access)static func \(name)(bundle: Foundation.Bundle = Self.defaultLocalization.bundle) -> AlertSound") { writer in
            var arguments: [String] = []
            if let file = sound.file { arguments.append("file: \(SwiftLiteral.string(file.value))") }
            arguments.append("bundle: bundle")
            if sound.isAlert { arguments.append("isAlert: true") }
            if sound.vibrates { arguments.append("vibrates: true") }
            if let haptic = sound.haptic { arguments.append("haptic: .\(haptic.value.rawValue)") }
            writer.line("AlertSound(\(arguments.joined(separator: ", ")))")
        }
    }

    /// `plays 'chime.caf' as an alert sound, vibrates and plays the 'success' haptic`.
    static func summary(_ sound: SoundDefinition) -> String {
        var parts: [String] = []
        if let file = sound.file { parts.append("plays '\(file.value)'" + (sound.isAlert ? " as an alert sound" : "")) }
        if sound.vibrates { parts.append("vibrates") }
        if let haptic = sound.haptic { parts.append("plays the '\(haptic.value.rawValue)' haptic") }
        guard parts.count > 1 else { return parts.first ?? "plays nothing" }
        return parts.dropLast().joined(separator: ", ") + " and " + parts[parts.count - 1]
    }
}
