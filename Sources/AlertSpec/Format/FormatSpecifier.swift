/// One conversion in a Foundation format string (`%1$@`, `%lld`, `%.1f`, `%%`), parsed as
/// `String(format:)` reads it: `%[position$][flags][width][.precision][length]conversion`.
///
/// Translations in string tables carry format strings rather than `{name}` placeholders, so
/// comparing a translation with its development text (`placeholder-mismatch`) and reading a
/// catalog translation back into a template both start here.
public struct FormatSpecifier: Sendable, Hashable {
    /// The 1-based argument position of `%N$…`; nil for a sequential specifier or `%%`.
    public var position: Int?
    /// Any of `-`, `+`, space, `#`, `0`, `'`, in the order written.
    public var flags: String
    /// Digits, `*` or `*N$`; empty when absent.
    public var width: String
    /// What follows the `.`, digits, `*` or empty (`%.f`); nil when there is no `.`.
    public var precision: String?
    /// `hh`, `h`, `l`, `ll`, `q`, `L`, `z`, `t`, `j`, or empty.
    public var length: String
    /// The conversion character: `@ d i u x X o O D U c C s S p f F e E g G a A %`.
    public var conversion: Character
    /// The specifier as written, `%` included.
    public var text: String

    /// The kind of argument the specifier reads; specifiers of different kinds read the
    /// argument's bytes differently, which garbles the text or crashes.
    public enum ArgumentKind: String, Sendable, Hashable {
        /// `%@`: an object (a Swift `String` bridged to `NSString`).
        case object
        /// `%d`, `%i`, `%u`, `%x`, `%o`, `%c` with a length: an integer of that width.
        case integer
        /// `%f`, `%e`, `%g`, `%a`: a double.
        case double
        /// `%s`, `%S`, `%p`, `%C`: C strings, pointers and unichars, which nothing here passes.
        case other
    }

    /// The argument kind with its width: `%d` reads 32 bits and `%lld` 64, so they differ.
    /// Nil for `%%`, which reads no argument.
    public var argumentType: String? {
        switch argumentKind {
        case nil: nil
        case .integer?: "integer(\(Self.integerBits(length)))"
        case let kind?: kind.rawValue
        }
    }

    public var argumentKind: ArgumentKind? {
        switch conversion {
        case "%": nil
        case "@": .object
        case "d", "i", "u", "x", "X", "o", "O", "D", "U", "c": .integer
        case "f", "F", "e", "E", "g", "G", "a", "A": .double
        default: .other
        }
    }

    /// Whether this is `%%`, a literal percent sign.
    public var isLiteralPercent: Bool { conversion == "%" }

    private static func integerBits(_ length: String) -> Int {
        switch length {
        case "hh": 8
        case "h": 16
        case "", "D", "U": 32
        default: 64  // l, ll, q, z, t, j: 64 bits on every Apple platform alertlint targets
        }
    }

    /// A piece of a format string: literal text or a specifier.
    public enum Piece: Sendable, Hashable {
        case literal(String)
        case specifier(FormatSpecifier)
    }

    /// What is wrong with a `%` that starts no valid specifier.
    public struct ParseError: Error, Sendable, Hashable {
        /// The text from the `%` to where parsing stopped.
        public var text: String
    }

    /// The pieces of `format`; a `%` that begins no valid specifier is an error, since
    /// Foundation would print it or read an argument unpredictably.
    public static func parse(_ format: String) -> Result<[Piece], ParseError> {
        var pieces: [Piece] = []
        var literal = ""
        var index = format.startIndex
        while index < format.endIndex {
            let character = format[index]
            guard character == "%" else {
                literal.append(character)
                index = format.index(after: index)
                continue
            }
            switch specifier(in: format, at: index) {
            case .success(let (specifier, end)):
                if !literal.isEmpty { pieces.append(.literal(literal)) }
                literal = ""
                pieces.append(.specifier(specifier))
                index = end
            case .failure(let error):
                return .failure(error)
            }
        }
        if !literal.isEmpty { pieces.append(.literal(literal)) }
        return .success(pieces)
    }

    /// The specifiers of `format` in order, `%%` excluded; nil when `format` does not parse.
    public static func specifiers(in format: String) -> [FormatSpecifier]? {
        guard case .success(let pieces) = parse(format) else { return nil }
        return pieces.compactMap {
            if case .specifier(let specifier) = $0, !specifier.isLiteralPercent { return specifier }
            return nil
        }
    }

    private static func specifier(in format: String, at start: String.Index) -> Result<(FormatSpecifier, String.Index), ParseError> {
        var index = format.index(after: start)
        func peek() -> Character? { index < format.endIndex ? format[index] : nil }
        func advance() { index = format.index(after: index) }
        func digits() -> String {
            var result = ""
            while let character = peek(), character.isASCII, character.isNumber {
                result.append(character)
                advance()
            }
            return result
        }
        func failure() -> Result<(FormatSpecifier, String.Index), ParseError> {
            // The text up to and including the character that stopped the parse.
            let end = index < format.endIndex ? format.index(after: index) : format.endIndex
            return .failure(ParseError(text: String(format[start..<end])))
        }

        // A position is digits followed by `$`; digits without `$` are a width.
        var position: Int?
        let afterPercent = index
        let leading = digits()
        if !leading.isEmpty, peek() == "$", let value = Int(leading), value > 0 {
            position = value
            advance()
        } else {
            index = afterPercent
        }
        var flags = ""
        while let character = peek(), "-+ #0'".contains(character) {
            flags.append(character)
            advance()
        }
        var width = digits()
        if width.isEmpty, peek() == "*" {
            width = "*"
            advance()
            let argument = digits()
            if !argument.isEmpty {
                guard peek() == "$" else { return failure() }
                width += argument + "$"
                advance()
            }
        }
        var precision: String?
        if peek() == "." {
            advance()
            if peek() == "*" {
                advance()
                precision = "*"
            } else {
                precision = digits()
            }
        }
        var length = ""
        for candidate in ["hh", "ll", "h", "l", "q", "L", "z", "t", "j"] where length.isEmpty {
            if format[index...].hasPrefix(candidate) {
                length = candidate
                index = format.index(index, offsetBy: candidate.count)
            }
        }
        guard let conversion = peek(), "@diuxXoODUcCsSpfFeEgGaA%".contains(conversion) else { return failure() }
        advance()
        if conversion == "%", position != nil || !flags.isEmpty || !width.isEmpty || precision != nil || !length.isEmpty {
            return failure()
        }
        let specifier = FormatSpecifier(
            position: position, flags: flags, width: width, precision: precision, length: length,
            conversion: conversion, text: String(format[start..<index])
        )
        return .success((specifier, index))
    }
}
