/// The layout numbers of UIKit's alerts, action sheets and notification actions that the width
/// rules measure against: every number lives here, in one table.
///
/// | slot                        | ios18 (iOS 17/18)        | ios26                    |
/// |-----------------------------|--------------------------|--------------------------|
/// | alert width                 | 270                      | 320                      |
/// | alert title                 | 17 pt semibold in 238    | 17 pt semibold in 282    |
/// | alert message               | 13 pt regular in 238     | 13 pt regular in 282     |
/// | stacked alert button label  | 17 pt in 238             | 17 pt in 282             |
/// | side-by-side button label   | 17 pt in 119             | 17 pt in 141             |
/// | screen (narrowest iPhone)   | 320                      | 320                      |
/// | action sheet title          | 13 pt semibold in 272    | 13 pt semibold in 272    |
/// | action sheet message        | 13 pt regular in 272     | 13 pt regular in 272     |
/// | action sheet button label   | 20 pt in 272             | 20 pt in 272             |
/// | notification action title   | 17 pt in 240             | 17 pt in 240             |
///
/// The iOS 17/18 numbers are RULES.md's. For iOS 26 RULES.md gives only the alert's width,
/// 320 pt; the alert's text and button widths are scaled by 320/270 from the iOS 18 ones
/// (238 → 282, 119 → 141), and the sheet and notification numbers are kept
/// (docs/decisions/0004-width-model.md). A button's label is regular, the preferred action's
/// semibold (`SystemFont.Weight`).
public struct Geometry: Sendable, Hashable {
    /// The option value that picks a geometry (`geometry: ios26`).
    public enum Version: String, Sendable, Hashable, CaseIterable {
        case ios18
        case ios26
    }

    /// Where a text is drawn: its font and the width it wraps at, in points.
    public struct TextSlot: Sendable, Hashable {
        public var font: SystemFont
        public var width: Double

        public init(_ font: SystemFont, width: Double) {
            self.font = font
            self.width = width
        }
    }

    public var version: Version
    public var alertWidth: Double
    public var alertTitle: TextSlot
    public var alertMessage: TextSlot
    /// A stacked alert button's label, regular weight.
    public var alertButton: TextSlot
    /// The label of one of two buttons side by side, regular weight.
    public var sideBySideButton: TextSlot
    /// The narrowest iPhone's width: action sheets span it.
    public var screenWidth: Double
    public var sheetTitle: TextSlot
    public var sheetMessage: TextSlot
    /// An action sheet row's label, regular weight.
    public var sheetButton: TextSlot
    public var notificationAction: TextSlot

    public static let ios18 = Geometry(
        version: .ios18,
        alertWidth: 270,
        alertTitle: TextSlot(.semibold(17), width: 238),
        alertMessage: TextSlot(.regular(13), width: 238),
        alertButton: TextSlot(.regular(17), width: 238),
        sideBySideButton: TextSlot(.regular(17), width: 119),
        screenWidth: 320,
        sheetTitle: TextSlot(.semibold(13), width: 272),
        sheetMessage: TextSlot(.regular(13), width: 272),
        sheetButton: TextSlot(.regular(20), width: 272),
        notificationAction: TextSlot(.regular(17), width: 240)
    )

    public static let ios26 = Geometry(
        version: .ios26,
        alertWidth: 320,
        alertTitle: TextSlot(.semibold(17), width: 282),
        alertMessage: TextSlot(.regular(13), width: 282),
        alertButton: TextSlot(.regular(17), width: 282),
        sideBySideButton: TextSlot(.regular(17), width: 141),
        screenWidth: 320,
        sheetTitle: TextSlot(.semibold(13), width: 272),
        sheetMessage: TextSlot(.regular(13), width: 272),
        sheetButton: TextSlot(.regular(20), width: 272),
        notificationAction: TextSlot(.regular(17), width: 240)
    )

    public static func of(_ version: Version) -> Geometry {
        switch version {
        case .ios18: ios18
        case .ios26: ios26
        }
    }
}
