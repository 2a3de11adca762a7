import AlertYAML

/// Decodes one entry of `sounds:`: an in-app audio alert, vibration or haptic.
enum SoundDecoder {
    enum Key: String, FormatKey {
        case file, alert, vibrate, haptic
    }

    /// The sound under `entry` (its key is the id), or nil when it has a format error.
    static func decode(_ entry: UnsafeYAMLNode.Entry, context: inout DecodingContext) -> SoundDefinition? {
        let errorsBefore = context.errorCount
        let id = entry.name
        func description() -> String { "sound '\(Quote.name(id))'" }
        let expected = "a sound (a mapping with 'file', 'alert', 'vibrate' or 'haptic')"
        guard let fields = context.fields(Field(entry), expected: expected, keys: Key.self, scope: description()) else { return nil }

        let file = fields[.file].flatMap { field in
            context.nonEmptyString(field, expected: "a sound file name").map { Located($0, range: field.node.range) }
        }
        let isAlert = fields[.alert].flatMap { context.bool($0) } ?? false
        let vibrates = fields[.vibrate].flatMap { context.bool($0) } ?? false
        let haptic = fields[.haptic].flatMap { field in
            context.enumValue(field, as: SoundDefinition.Haptic.self).map { Located($0, range: field.node.range) }
        }
        guard context.errorCount == errorsBefore else { return nil }

        if isAlert, file == nil, let alertField = fields[.alert] {
            context.report(.missingKey, "\(description()) has 'alert: true' but no 'file' to play as an alert sound; add 'file', or remove 'alert'", at: alertField.anchor)
            return nil
        }
        if file == nil, !vibrates, haptic == nil {
            context.report(
                .missingKey,
                "\(description()) plays nothing; add 'file' (a sound file), 'vibrate: true' or 'haptic'",
                at: entry.key.range
            )
            return nil
        }
        return SoundDefinition(id: id, idRange: entry.key.range, range: entry.value.range, file: file, isAlert: isAlert, vibrates: vibrates, haptic: haptic)
    }
}
