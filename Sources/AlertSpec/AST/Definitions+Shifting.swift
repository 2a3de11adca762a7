import AlertDiagnostics

// Every range a decoded definition holds, moved by a number of bytes: the language server
// reuses a definition decoded at one keystroke at the next, where an edit above it moved
// its lines (docs/decisions/0059-incremental-decode.md). Each type lists all its ranges;
// `IncrementalDecodeTests` holds a reused definition to a fresh decode of the moved text,
// so a range added to the AST and not moved here fails there.

extension ByteRange {
    func shifted(by offset: Int) -> ByteRange {
        ByteRange(start: start + offset, end: end + offset)
    }
}

extension Located {
    func shifted(by offset: Int) -> Located {
        Located(value, range: range.shifted(by: offset))
    }
}

extension Parameter {
    func shifted(by offset: Int) -> Parameter {
        var copy = self
        copy.range = range.shifted(by: offset)
        return copy
    }
}

extension Text {
    /// Only texts as decoded: a translation read from a string table (`.catalog`) points
    /// into another file, and is added after decoding.
    func shifted(by offset: Int) -> Text {
        var copy = self
        copy.range = range.shifted(by: offset)
        copy.contentRange = contentRange.shifted(by: offset)
        copy.translations = translations.map { translation in
            var moved = translation
            moved.localeRange = translation.localeRange.shifted(by: offset)
            moved.range = translation.range.shifted(by: offset)
            return moved
        }
        return copy
    }
}

extension AlertDefinition {
    func shifted(by offset: Int) -> AlertDefinition {
        var copy = self
        copy.idRange = idRange.shifted(by: offset)
        copy.range = range.shifted(by: offset)
        copy.parameters = parameters.map { $0.shifted(by: offset) }
        copy.style = style?.shifted(by: offset)
        copy.actionsRange = actionsRange?.shifted(by: offset)
        for index in copy.textFields.indices { copy.textFields[index].range = textFields[index].range.shifted(by: offset) }
        for index in copy.actions.indices { copy.actions[index].range = actions[index].range.shifted(by: offset) }
        copy.updateTexts { text, _ in text = text.shifted(by: offset) }
        return copy
    }
}

extension NotificationDefinition {
    func shifted(by offset: Int) -> NotificationDefinition {
        var copy = self
        copy.idRange = idRange.shifted(by: offset)
        copy.range = range.shifted(by: offset)
        copy.parameters = parameters.map { $0.shifted(by: offset) }
        copy.sound = sound?.shifted(by: offset)
        copy.badge = badge?.shifted(by: offset)
        copy.threadIdentifier = threadIdentifier?.shifted(by: offset)
        copy.interruptionLevel = interruptionLevel?.shifted(by: offset)
        copy.relevanceScore = relevanceScore?.shifted(by: offset)
        copy.launchImage = launchImage?.shifted(by: offset)
        copy.trigger = trigger?.shifted(by: offset)
        if var category = copy.category {
            category.range = category.range.shifted(by: offset)
            category.keyRange = category.keyRange.shifted(by: offset)
            for index in category.actions.indices {
                category.actions[index].range = category.actions[index].range.shifted(by: offset)
                if let input = category.actions[index].textInput {
                    category.actions[index].textInput?.range = input.range.shifted(by: offset)
                }
            }
            copy.category = category
        }
        copy.updateTexts { text, _ in text = text.shifted(by: offset) }
        return copy
    }
}

extension ProgressDefinition {
    func shifted(by offset: Int) -> ProgressDefinition {
        var copy = self
        copy.idRange = idRange.shifted(by: offset)
        copy.range = range.shifted(by: offset)
        copy.parameters = parameters.map { $0.shifted(by: offset) }
        copy.title = title?.shifted(by: offset)
        copy.message = message?.shifted(by: offset)
        copy.cancel = cancel?.shifted(by: offset)
        return copy
    }
}

extension SoundDefinition {
    func shifted(by offset: Int) -> SoundDefinition {
        var copy = self
        copy.idRange = idRange.shifted(by: offset)
        copy.range = range.shifted(by: offset)
        copy.file = file?.shifted(by: offset)
        copy.haptic = haptic?.shifted(by: offset)
        return copy
    }
}

extension BroadcastDefinition {
    func shifted(by offset: Int) -> BroadcastDefinition {
        var copy = self
        copy.idRange = idRange.shifted(by: offset)
        copy.range = range.shifted(by: offset)
        copy.nameRange = nameRange?.shifted(by: offset)
        copy.subject = subject?.shifted(by: offset)
        copy.payloadRange = payloadRange?.shifted(by: offset)
        for index in copy.payload.indices { copy.payload[index].range = payload[index].range.shifted(by: offset) }
        return copy
    }
}

extension Diagnostic {
    /// The diagnostic with every range in the file at `path` moved by `offset` bytes.
    func shifted(by offset: Int, in path: String) -> Diagnostic {
        guard offset != 0 else { return self }
        func moved(_ range: SourceRange) -> SourceRange {
            range.path == path ? SourceRange(path: path, bytes: range.bytes.shifted(by: offset)) : range
        }
        var copy = self
        copy.range = moved(range)
        for index in copy.notes.indices { copy.notes[index].range = notes[index].range.map(moved) }
        for index in copy.fixIts.indices {
            copy.fixIts[index].edits = fixIts[index].edits.map { TextEdit(range: moved($0.range), replacement: $0.replacement) }
        }
        return copy
    }

    /// Whether every range of the diagnostic in the file at `path` lies within `lines`.
    func staysWithin(_ lines: Range<Int>, in path: String) -> Bool {
        func inside(_ range: SourceRange) -> Bool {
            range.path != path || (lines.lowerBound <= range.bytes.start && range.bytes.end <= lines.upperBound)
        }
        return inside(range)
            && notes.allSatisfy { $0.range.map(inside) ?? true }
            && fixIts.allSatisfy { $0.edits.allSatisfy { inside($0.range) } }
    }
}
