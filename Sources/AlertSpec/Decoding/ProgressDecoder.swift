import AlertYAML

/// Decodes one entry of `progress:`, a modal "please wait" overlay.
enum ProgressDecoder {
    enum Key: String, FormatKey {
        case title, message, mode, cancel, parameters
    }

    /// The overlay under `entry` (its key is the id), or nil when it has a format error.
    static func decode(_ entry: UnsafeYAMLNode.Entry, namespace: String, context: inout DecodingContext) -> ProgressDefinition? {
        let errorsBefore = context.errorCount
        let id = entry.name
        // How messages name the overlay; built only for a message.
        func description() -> String { "progress '\(Quote.name(id))'" }
        let expected = "a progress overlay (a mapping with 'title', 'message', 'mode', 'cancel')"
        guard let fields = context.fields(Field(entry), expected: expected, keys: Key.self, scope: description()) else { return nil }

        let parameters = ParameterDecoder.decode(fields[.parameters], context: &context)
        let scope = DefinitionScope(namespace: namespace, id: id, description: description, parameters: parameters)
        let texts = TextDecoder(scope: scope)
        let title = fields[.title].flatMap { texts.decode($0, path: "title", owner: description(), context: &context) }
        let message = fields[.message].flatMap { texts.decode($0, path: "message", owner: description(), context: &context) }
        let cancel = fields[.cancel].flatMap { texts.decode($0, path: "cancel", owner: description(), context: &context) }
        let mode = fields[.mode].flatMap { context.enumValue($0, as: ProgressDefinition.Mode.self) } ?? .indeterminate

        guard context.errorCount == errorsBefore else { return nil }
        return ProgressDefinition(
            id: id,
            idRange: entry.key.range,
            range: entry.value.range,
            parameters: parameters.valid,
            title: title,
            message: message,
            mode: mode,
            cancel: cancel
        )
    }
}
