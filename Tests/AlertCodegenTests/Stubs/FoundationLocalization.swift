// Stubs of Foundation's localization API that swift-corelibs-foundation lacks, for compiling
// the `#if canImport(Darwin)` branches of generated code on Linux. Not a module: tests add
// this file to the program's own sources and spell `Foundation.LocalizedStringResource` as
// `LocalizedStringResource`, so nothing clashes with the real Foundation (which, on Linux,
// declares neither type). Signatures and availability from Apple's documentation:
// - https://developer.apple.com/documentation/foundation/localizedstringresource
//   init(_:defaultValue:table:locale:bundle:comment:) (the `BundleDescription` overload),
//   LocalizedStringResource.BundleDescription (`main` and `atURL(_:)`, the cases generated
//   code uses; `forClass(_:)` is left out)
// - https://developer.apple.com/documentation/swift/string/localizationvalue and its
//   StringInterpolation (`init(literalCapacity:interpolationCount:)`, `appendLiteral(_:)`,
//   `appendInterpolation(_:)` for `String`, `Int` and `Double`), iOS 15
// - https://developer.apple.com/documentation/swift/string/init(localized:), iOS 16
// The bodies only keep what they were given; they localize nothing.

import Foundation

extension Swift.String {
    @available(macOS 12, iOS 15, tvOS 15, watchOS 8, *)
    public struct LocalizationValue: Swift.Equatable, Swift.ExpressibleByStringInterpolation, Swift.Sendable {
        public struct StringInterpolation: Swift.StringInterpolationProtocol, Swift.Sendable {
            var key = ""
            var arguments: [Swift.String] = []

            public init(literalCapacity: Swift.Int, interpolationCount: Swift.Int) {}

            public mutating func appendLiteral(_ literal: Swift.String) {
                key += literal.replacingOccurrences(of: "%", with: "%%")
            }

            public mutating func appendInterpolation(_ string: Swift.String) {
                key += "%@"
                arguments.append(string)
            }

            public mutating func appendInterpolation(_ value: Swift.Int) {
                key += "%lld"
                arguments.append(Swift.String(value))
            }

            public mutating func appendInterpolation(_ value: Swift.Double) {
                key += "%lf"
                arguments.append(Swift.String(value))
            }
        }

        let key: Swift.String
        let arguments: [Swift.String]

        public init(stringLiteral value: Swift.String) {
            key = value
            arguments = []
        }

        public init(stringInterpolation: StringInterpolation) {
            key = stringInterpolation.key
            arguments = stringInterpolation.arguments
        }
    }

    /// Stub: the default value with its arguments filled in, in order.
    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    public init(localized resource: LocalizedStringResource) {
        var result = resource.defaultValue.key
        for argument in resource.defaultValue.arguments {
            guard let range = result.range(of: "%(@|lld|lf)", options: .regularExpression) else { break }
            result.replaceSubrange(range, with: argument)
        }
        self = result.replacingOccurrences(of: "%%", with: "%")
    }
}

@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
public struct LocalizedStringResource: Swift.Equatable, Swift.Sendable {
    public enum BundleDescription: Swift.Equatable, Swift.Sendable {
        case main
        case atURL(Foundation.URL)
    }

    public var key: Swift.String
    public var defaultValue: Swift.String.LocalizationValue
    public var table: Swift.String?
    public var locale: Foundation.Locale
    public var bundle: BundleDescription

    public init(
        _ key: Swift.StaticString,
        defaultValue: Swift.String.LocalizationValue,
        table: Swift.String? = nil,
        locale: Foundation.Locale = .current,
        bundle: BundleDescription = .main,
        comment: Swift.StaticString? = nil
    ) {
        self.key = "\(key)"
        self.defaultValue = defaultValue
        self.table = table
        self.locale = locale
        self.bundle = bundle
    }
}
