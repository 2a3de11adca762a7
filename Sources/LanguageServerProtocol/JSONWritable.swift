// What `publishDiagnostics` carries, written with `JSONWriter`: the same JSON their
// `Codable` conformances give with `.sortedKeys` (keys in sorted order, nil fields left out);
// `JSONWriterTests` checks that they read back equal.

extension Position: JSONWritable {
    public func write(to json: inout JSONWriter) {
        json.object { object in
            object.member("character") { $0.integer(character) }
            object.member("line") { $0.integer(line) }
        }
    }
}

extension Range: JSONWritable {
    public func write(to json: inout JSONWriter) {
        json.object { object in
            object.member("end") { end.write(to: &$0) }
            object.member("start") { start.write(to: &$0) }
        }
    }
}

extension Location: JSONWritable {
    public func write(to json: inout JSONWriter) {
        json.object { object in
            object.member("range") { range.write(to: &$0) }
            object.member("uri") { $0.string(uri) }
        }
    }
}

extension DiagnosticRelatedInformation: JSONWritable {
    public func write(to json: inout JSONWriter) {
        json.object { object in
            object.member("location") { location.write(to: &$0) }
            object.member("message") { $0.string(message) }
        }
    }
}

extension Diagnostic: JSONWritable {
    public func write(to json: inout JSONWriter) {
        json.object { object in
            object.member("code", ifPresent: code) { $0.string($1) }
            object.member("codeDescription", ifPresent: codeDescription) { json, description in
                json.object { $0.member("href") { $0.string(description.href) } }
            }
            object.member("message") { $0.string(message) }
            object.member("range") { range.write(to: &$0) }
            object.member("relatedInformation", ifPresent: relatedInformation) { json, related in
                json.array(related) { $1.write(to: &$0) }
            }
            object.member("severity", ifPresent: severity) { $0.integer($1.rawValue) }
            object.member("source", ifPresent: source) { $0.string($1) }
        }
    }
}

extension PublishDiagnosticsParams: JSONWritable {
    public func write(to json: inout JSONWriter) {
        json.object { object in
            object.member("diagnostics") { $0.array(diagnostics) { $1.write(to: &$0) } }
            object.member("uri") { $0.string(uri) }
            object.member("version", ifPresent: version) { $0.integer($1) }
        }
    }
}
