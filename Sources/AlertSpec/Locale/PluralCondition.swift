/// A parsed CLDR plural rule condition, such as `v = 0 and i % 10 = 2..4 and i % 100 != 12..14`.
///
/// The syntax is UTS #35's (Part 3, "Plural rules syntax"):
///
///     condition     = and_condition ('or' and_condition)*
///     and_condition = relation ('and' relation)*
///     relation      = operand (('mod' | '%') value)? ('=' | '!=') range_list
///     range_list    = (value | value '..' value) (',' range_list)*
///     operand       = 'n' | 'i' | 'v' | 'w' | 'f' | 't' | 'c' | 'e'
///
/// `and` binds tighter than `or`, so the tree has two levels: the condition holds when all
/// relations of any one of its `alternatives` hold.
public struct PluralCondition: Sendable, Hashable {
    /// The `or`-separated parts, each a list of `and`-ed relations. Never empty.
    public let alternatives: [[PluralRelation]]

    public init(alternatives: [[PluralRelation]]) {
        self.alternatives = alternatives
    }

    /// Whether the number holds the condition. Allocates nothing.
    public func matches(_ operands: PluralOperands) -> Bool {
        for relations in alternatives {
            var holds = true
            for relation in relations where !relation.matches(operands) {
                holds = false
                break
            }
            if holds { return true }
        }
        return false
    }
}

/// One comparison of a condition: `i % 10 = 2..4`, `n != 0..10`, `v = 0`.
public struct PluralRelation: Sendable, Hashable {
    public enum Operand: Character, Sendable, Hashable, CaseIterable {
        case n = "n", i = "i", v = "v", w = "w", f = "f", t = "t", c = "c", e = "e"
    }

    public let operand: Operand
    /// The `% m` (or `mod m`) applied to the operand, or nil.
    public let modulus: UInt?
    /// `!=` rather than `=`: the operand's value is in none of the ranges.
    public let isNegated: Bool
    /// The values and ranges of the range list; a single value is `x...x`.
    public let ranges: [ClosedRange<UInt>]

    public init(operand: Operand, modulus: UInt? = nil, isNegated: Bool = false, ranges: [ClosedRange<UInt>]) {
        self.operand = operand
        self.modulus = modulus
        self.isNegated = isNegated
        self.ranges = ranges
    }

    /// Whether the number holds the relation.
    ///
    /// `n` with a visible non-zero fraction (1.5) is no integer, so it equals no value in the list
    /// and `n % 10` of it neither: `n = 1` fails and `n != 1` holds. `1.0` is an integer.
    public func matches(_ operands: PluralOperands) -> Bool {
        var value: UInt
        switch operand {
        case .n:
            guard operands.isInteger else { return isNegated }
            value = operands.i
        case .i: value = operands.i
        case .v: value = UInt(operands.v)
        case .w: value = UInt(operands.w)
        case .f: value = operands.f
        case .t: value = operands.t
        case .c, .e: value = UInt(operands.e)
        }
        if let modulus { value %= modulus }
        for range in ranges where range.contains(value) {
            return !isNegated
        }
        return isNegated
    }
}

/// Why a plural rule condition did not parse.
public struct PluralRuleSyntaxError: Error, Sendable, Hashable, CustomStringConvertible {
    public let message: String
    /// The offset in the condition, in UTF-8 bytes.
    public let offset: Int
    public let condition: String

    public var description: String { "\(message) at offset \(offset) in '\(condition)'" }
}

extension PluralCondition {
    /// Parses a CLDR rule condition (the part before `@integer`/`@decimal`).
    public init(parsing text: String) throws(PluralRuleSyntaxError) {
        var parser = Parser(text)
        self = try parser.condition()
    }

    private struct Parser {
        enum Token: Equatable {
            case word(String)
            case number(UInt)
            case equals, notEquals, percent, comma, rangeDots
            case end
        }

        let text: String
        let bytes: [UInt8]
        var position = 0
        /// Where the token last read by `next()` starts.
        var tokenStart = 0

        init(_ text: String) {
            self.text = text
            bytes = Array(text.utf8)
        }

        func error(_ message: String, at offset: Int? = nil) -> PluralRuleSyntaxError {
            PluralRuleSyntaxError(message: message, offset: offset ?? tokenStart, condition: text)
        }

        mutating func skipSpaces() {
            while position < bytes.count, bytes[position] == UInt8(ascii: " ") || bytes[position] == UInt8(ascii: "\t") { position += 1 }
        }

        mutating func peek() throws(PluralRuleSyntaxError) -> Token {
            let saved = position
            let savedStart = tokenStart
            defer {
                position = saved
                tokenStart = savedStart
            }
            return try next()
        }

        mutating func next() throws(PluralRuleSyntaxError) -> Token {
            skipSpaces()
            tokenStart = position
            guard position < bytes.count else { return .end }
            let byte = bytes[position]
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                var value: UInt = 0
                while position < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[position]) {
                    let (product, overflow) = value.multipliedReportingOverflow(by: 10)
                    let (sum, carry) = product.addingReportingOverflow(UInt(bytes[position] - UInt8(ascii: "0")))
                    guard !overflow, !carry else { throw error("number too large") }
                    value = sum
                    position += 1
                }
                return .number(value)
            case UInt8(ascii: "a")...UInt8(ascii: "z"):
                let start = position
                while position < bytes.count, (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(bytes[position]) { position += 1 }
                return .word(String(decoding: bytes[start..<position], as: UTF8.self))
            case UInt8(ascii: "="):
                position += 1
                return .equals
            case UInt8(ascii: "!"):
                guard position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "=") else { throw error("expected '!='") }
                position += 2
                return .notEquals
            case UInt8(ascii: "%"):
                position += 1
                return .percent
            case UInt8(ascii: ","):
                position += 1
                return .comma
            case UInt8(ascii: "."):
                guard position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: ".") else { throw error("expected '..'") }
                position += 2
                return .rangeDots
            default:
                throw error("unexpected character '\(String(decoding: bytes[position...].prefix(1), as: UTF8.self))'")
            }
        }

        mutating func condition() throws(PluralRuleSyntaxError) -> PluralCondition {
            var alternatives: [[PluralRelation]] = [try andCondition()]
            while true {
                let token = try next()
                switch token {
                case .word("or"): alternatives.append(try andCondition())
                case .end: return PluralCondition(alternatives: alternatives)
                default: throw error("expected 'and', 'or' or the end")
                }
            }
        }

        mutating func andCondition() throws(PluralRuleSyntaxError) -> [PluralRelation] {
            var relations = [try relation()]
            while try peek() == .word("and") {
                _ = try next()
                relations.append(try relation())
            }
            return relations
        }

        mutating func relation() throws(PluralRuleSyntaxError) -> PluralRelation {
            guard case .word(let name) = try next(), name.count == 1, let operand = PluralRelation.Operand(rawValue: name.first!) else {
                throw error("expected an operand (n, i, v, w, f, t, c or e)")
            }
            var modulus: UInt?
            var token = try next()
            if token == .percent || token == .word("mod") {
                guard case .number(let value) = try next() else { throw error("expected a number after '%'") }
                guard value > 0 else { throw error("modulus 0") }
                modulus = value
                token = try next()
            }
            let isNegated: Bool
            switch token {
            case .equals: isNegated = false
            case .notEquals: isNegated = true
            default: throw error("expected '=' or '!='")
            }
            var ranges: [ClosedRange<UInt>] = []
            repeat {
                guard case .number(let low) = try next() else { throw error("expected a number") }
                var high = low
                if try peek() == .rangeDots {
                    _ = try next()
                    guard case .number(let value) = try next() else { throw error("expected a number after '..'") }
                    guard value >= low else { throw error("range \(low)..\(value) is empty") }
                    high = value
                }
                ranges.append(low...high)
            } while try nextIsComma()
            return PluralRelation(operand: operand, modulus: modulus, isNegated: isNegated, ranges: ranges)
        }

        mutating func nextIsComma() throws(PluralRuleSyntaxError) -> Bool {
            guard try peek() == .comma else { return false }
            _ = try next()
            return true
        }
    }
}

extension PluralCondition: CustomStringConvertible {
    /// The condition in CLDR syntax, normalized: `%` for `mod`, single spaces.
    public var description: String {
        alternatives.map { relations in
            relations.map { relation in
                var text = String(relation.operand.rawValue)
                if let modulus = relation.modulus { text += " % \(modulus)" }
                text += relation.isNegated ? " != " : " = "
                text += relation.ranges.map { $0.lowerBound == $0.upperBound ? "\($0.lowerBound)" : "\($0.lowerBound)..\($0.upperBound)" }
                    .joined(separator: ",")
                return text
            }.joined(separator: " and ")
        }.joined(separator: " or ")
    }
}
