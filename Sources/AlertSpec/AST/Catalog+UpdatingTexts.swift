extension Catalog {
    /// Calls `update` on every text of the catalog, in place, with the parameters of the
    /// definition it belongs to: the one way to change texts after decoding (translations
    /// read from existing string tables, pseudo-localization), so no caller has to know
    /// where each kind of definition keeps its texts. Visits what `allTexts` lists.
    public mutating func updateTexts(_ update: (inout Text, _ parameters: [Parameter]) -> Void) {
        for index in alerts.indices { alerts[index].updateTexts(update) }
        for index in actionSheets.indices { actionSheets[index].updateTexts(update) }
        for index in notifications.indices { notifications[index].updateTexts(update) }
        for index in progress.indices {
            let parameters = progress[index].parameters
            Self.update(&progress[index].title, parameters, update)
            Self.update(&progress[index].message, parameters, update)
            Self.update(&progress[index].cancel, parameters, update)
        }
    }

    static func update(_ text: inout Text?, _ parameters: [Parameter], _ update: (inout Text, [Parameter]) -> Void) {
        guard var value = text else { return }
        update(&value, parameters)
        text = value
    }
}

extension AlertDefinition {
    mutating func updateTexts(_ update: (inout Text, [Parameter]) -> Void) {
        Catalog.update(&title, parameters, update)
        Catalog.update(&message, parameters, update)
        for index in textFields.indices {
            Catalog.update(&textFields[index].placeholder, parameters, update)
            Catalog.update(&textFields[index].text, parameters, update)
        }
        for index in actions.indices { update(&actions[index].title, parameters) }
    }
}

extension NotificationDefinition {
    mutating func updateTexts(_ update: (inout Text, [Parameter]) -> Void) {
        Catalog.update(&title, parameters, update)
        Catalog.update(&subtitle, parameters, update)
        update(&body, parameters)
        guard var category else { return }
        for index in category.actions.indices {
            update(&category.actions[index].title, parameters)
            guard var textInput = category.actions[index].textInput else { continue }
            Catalog.update(&textInput.button, parameters, update)
            Catalog.update(&textInput.placeholder, parameters, update)
            category.actions[index].textInput = textInput
        }
        Catalog.update(&category.hiddenPreviewsBodyPlaceholder, parameters, update)
        self.category = category
    }
}
