import AlertDiagnostics

/// An existing string table — a String Catalog, a `.strings` or a `.stringsdict` file — that
/// cannot be read, or is not shaped as its format says where the merge has to edit it. The
/// file is then left exactly as it is.
public struct TableReadError: Error, Sendable, Hashable, CustomStringConvertible {
    public var message: String
    /// 1-based, when the position is known.
    public var line: Int?
    /// 1-based, in Unicode scalars, as editors count characters.
    public var column: Int?
    /// The UTF-8 byte offset the line and column were computed from, when known: in the
    /// file's bytes, or for a `.strings` file in its text as UTF-8 (`StringsFile.readLocated`).
    public var offset: Int?
    /// For a String Catalog whose content has the wrong shape: the object keys leading to
    /// the offending value, which `located(in:)` turns into a line and column.
    var jsonPath: [String]?

    public init(_ message: String, line: Int? = nil, column: Int? = nil) {
        self.message = message
        self.line = line
        self.column = column
    }

    init(_ message: String, jsonPath: [String]) {
        self.message = message
        self.jsonPath = jsonPath
    }

    /// The error at a UTF-8 byte offset of `bytes` (a byte order mark is not counted).
    init(_ message: String, offset: Int, in bytes: [UInt8]) {
        let location = LineTable(bytes).location(of: offset, in: bytes)
        self.init(message, line: location.line, column: location.column)
        self.offset = offset
    }

    public var description: String {
        if let line, let column { return "\(line):\(column): \(message)" }
        if let line { return "\(line): \(message)" }
        return message
    }

    /// `path:line:column:` or `path:line:` or `path:`: where the error is, as a prefix.
    func prefix(path: String) -> String {
        switch (line, column) {
        case (let line?, let column?): "\(path):\(line):\(column):"
        case (let line?, nil): "\(path):\(line):"
        default: "\(path):"
        }
    }
}
