// AudioToolbox API stubs for type-checking generated code on Linux.
//
// What this is: a module source that the test harness (Support/AppleTypeCheck.swift) compiles
// as a module named `AudioToolbox`, so the real `swiftc` can check the runtime's sound player
// on a machine without Apple's SDK. It is never linked into anything and
// no body here ever runs: bodies are trivial defaults. Only the declarations matter. Just
// System Sound Services, the part of Audio Toolbox the runtime uses.
//
// Where the signatures come from: Apple's developer documentation, the Swift declaration shown
// on each page (https://developer.apple.com/documentation/audiotoolbox/...), found with the
// `search` tool. Checked against a page: `SystemSoundID`, `AudioServicesCreateSystemSoundID(_:_:)`,
// `AudioServicesPlaySystemSoundWithCompletion(_:_:)`, `AudioServicesPlayAlertSoundWithCompletion(_:_:)`,
// `kSystemSoundID_Vibrate`, `kAudioServicesSystemSoundUnspecifiedError` (whose page shows it is
// in the same enum as `kAudioServicesNoError`). Marked UNCONFIRMED: written from knowledge of
// the SDK without a page read.
//
// Availability (from the pages): System Sound Services is on iOS 2, macOS 10.5, tvOS 9, Mac
// Catalyst 13.1 and visionOS 1, not on watchOS; the two `…WithCompletion` functions need
// iOS 9, macOS 10.11, tvOS 9, all below the generated code's floor. `@available` is omitted here.
//
// Deliberate differences from the real SDK, each because Linux has no CoreFoundation bridging:
// - `CFURL` is a distinct CoreFoundation class in the SDK, toll-free bridged with `NSURL`, and
//   Swift accepts `url as CFURL` for a `URL`. swift-corelibs-foundation does not bridge `URL`
//   to its `CFURL` (`'URL' is not convertible to 'CFURL'`), so here `CFURL` is an alias of
//   `NSURL`, to which `url as CFURL` does convert on Linux. The runtime spells it
//   `AudioToolbox.CFURL`; in the SDK that name resolves only because AudioToolbox re-exports
//   CoreFoundation (UNCONFIRMED: no Apple build has compiled it here).
// - `OSStatus` comes from MacTypes in the SDK; here it is declared beside the functions.

@_exported import Foundation

/// `typealias OSStatus = Int32` (MacTypes; UNCONFIRMED page)
public typealias OSStatus = Int32

/// See the header: `NSURL` stands in for CoreFoundation's bridged `CFURL`.
public typealias CFURL = NSURL

/// https://developer.apple.com/documentation/audiotoolbox/systemsoundid
/// `typealias SystemSoundID = UInt32`
public typealias SystemSoundID = UInt32

/// https://developer.apple.com/documentation/audiotoolbox/kaudioservicesnoerror
/// `var kAudioServicesNoError: OSStatus { get }` (UNCONFIRMED: its sibling
/// `kAudioServicesSystemSoundUnspecifiedError` was read, and is an `OSStatus`).
public var kAudioServicesNoError: OSStatus { 0 }

/// https://developer.apple.com/documentation/audiotoolbox/kaudioservicessystemsoundunspecifiederror
/// `var kAudioServicesSystemSoundUnspecifiedError: OSStatus { get }`
public var kAudioServicesSystemSoundUnspecifiedError: OSStatus { -1500 }

/// https://developer.apple.com/documentation/audiotoolbox/ksystemsoundid_vibrate
/// `var kSystemSoundID_Vibrate: SystemSoundID { get }` ("On the iPhone, … invoke a brief
/// vibration. On the iPod touch, does nothing.")
public var kSystemSoundID_Vibrate: SystemSoundID { 0x0000_0FFF }

/// https://developer.apple.com/documentation/audiotoolbox/audioservicescreatesystemsoundid(_:_:)
/// `func AudioServicesCreateSystemSoundID(_ inFileURL: CFURL, _ outSystemSoundID: UnsafeMutablePointer<SystemSoundID>) -> OSStatus`
public func AudioServicesCreateSystemSoundID(_ inFileURL: CFURL, _ outSystemSoundID: UnsafeMutablePointer<SystemSoundID>) -> OSStatus { 0 }

/// https://developer.apple.com/documentation/audiotoolbox/audioservicesdisposesystemsoundid(_:)
/// `func AudioServicesDisposeSystemSoundID(_ inSystemSoundID: SystemSoundID) -> OSStatus` (UNCONFIRMED)
public func AudioServicesDisposeSystemSoundID(_ inSystemSoundID: SystemSoundID) -> OSStatus { 0 }

/// https://developer.apple.com/documentation/audiotoolbox/audioservicesplaysystemsound(_:)
/// `func AudioServicesPlaySystemSound(_ inSystemSoundID: SystemSoundID)` (UNCONFIRMED)
public func AudioServicesPlaySystemSound(_ inSystemSoundID: SystemSoundID) {}

/// https://developer.apple.com/documentation/audiotoolbox/audioservicesplayalertsound(_:)
/// `func AudioServicesPlayAlertSound(_ inSystemSoundID: SystemSoundID)` (UNCONFIRMED)
public func AudioServicesPlayAlertSound(_ inSystemSoundID: SystemSoundID) {}

/// https://developer.apple.com/documentation/audiotoolbox/audioservicesplaysystemsoundwithcompletion(_:_:)
/// `func AudioServicesPlaySystemSoundWithCompletion(_ inSystemSoundID: SystemSoundID, _ inCompletionBlock: (() -> Void)?)`
/// The page shows a plain `() -> Void`; the header says the block runs "on a serial queue",
/// so callers pass a `@Sendable` closure (which converts).
public func AudioServicesPlaySystemSoundWithCompletion(_ inSystemSoundID: SystemSoundID, _ inCompletionBlock: (() -> Void)?) {}

/// https://developer.apple.com/documentation/audiotoolbox/audioservicesplayalertsoundwithcompletion(_:_:)
/// `func AudioServicesPlayAlertSoundWithCompletion(_ inSystemSoundID: SystemSoundID, _ inCompletionBlock: (() -> Void)?)`
public func AudioServicesPlayAlertSoundWithCompletion(_ inSystemSoundID: SystemSoundID, _ inCompletionBlock: (() -> Void)?) {}
