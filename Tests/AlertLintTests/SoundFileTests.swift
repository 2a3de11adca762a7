import AlertDiagnostics
@testable import AlertLint
import AlertSpec
import Foundation
import Testing
import TestSupport

/// Sound files written byte by byte: the parser, the resolver and `notification-sound-file`.
@Suite struct SoundFileTests {
    // MARK: Writers

    static func le16(_ value: Int) -> [UInt8] { [UInt8(value & 0xFF), UInt8(value >> 8 & 0xFF)] }
    static func le32(_ value: Int) -> [UInt8] { le16(value & 0xFFFF) + le16(value >> 16 & 0xFFFF) }
    static func be16(_ value: Int) -> [UInt8] { le16(value).reversed() }
    static func be32(_ value: Int) -> [UInt8] { le32(value).reversed() }
    static func be64(_ value: Int64) -> [UInt8] { (0..<8).reversed().map { UInt8(truncatingIfNeeded: value >> (8 * $0)) } }
    static func ascii(_ text: String) -> [UInt8] { Array(text.utf8) }

    /// An 80-bit extended float holding a whole number of hertz.
    static func extended80(_ rate: Int) -> [UInt8] {
        let exponent = Int.bitWidth - 1 - rate.leadingZeroBitCount
        let mantissa = UInt64(rate) << (63 - exponent)
        return be16(16383 + exponent) + be64(Int64(bitPattern: mantissa))
    }

    /// RIFF/WAVE with a `fmt ` chunk (extensible when `subFormat` is set), an optional `fact`
    /// chunk and `dataBytes` of zeros.
    static func wav(tag: Int, channels: Int = 1, rate: Int, bits: Int, dataBytes: Int, subFormat: Int? = nil, fact: Int? = nil) -> [UInt8] {
        let blockAlign = channels * max(1, bits / 8)
        var format = le16(subFormat == nil ? tag : 0xFFFE) + le16(channels) + le32(rate) + le32(rate * blockAlign)
            + le16(blockAlign) + le16(bits)
        if let subFormat {
            format += le16(22) + le16(bits) + le32(4) + le16(subFormat)
                + [0x00, 0x00, 0x00, 0x00, 0x10, 0x00, 0x80, 0x00, 0x00, 0xAA, 0x00, 0x38, 0x9B, 0x71]
        }
        var chunks = ascii("fmt ") + le32(format.count) + format
        if let fact { chunks += ascii("fact") + le32(4) + le32(fact) }
        // A LIST chunk of odd size: the walk must skip its pad byte.
        chunks += ascii("LIST") + le32(5) + ascii("INFOx") + [0]
        chunks += ascii("data") + le32(dataBytes) + [UInt8](repeating: 0, count: dataBytes)
        return ascii("RIFF") + le32(4 + chunks.count) + ascii("WAVE") + chunks
    }

    /// FORM/AIFF, or FORM/AIFC when `compression` is set, with COMM and SSND chunks.
    static func aiff(channels: Int = 1, frames: Int, bits: Int, rate: Int, compression: String? = nil, soundBytes: Int) -> [UInt8] {
        var common = be16(channels) + be32(frames) + be16(bits) + extended80(rate)
        if let compression { common += ascii(compression) + [4] + ascii("name") + [0] }
        var chunks = ascii("COMM") + be32(common.count) + common
        if compression != nil { chunks = ascii("FVER") + be32(4) + be32(0xA280_5140) + chunks }
        chunks += ascii("SSND") + be32(8 + soundBytes) + be32(0) + be32(0) + [UInt8](repeating: 0, count: soundBytes)
        return ascii("FORM") + be32(4 + chunks.count) + ascii(compression == nil ? "AIFF" : "AIFC") + chunks
    }

    /// A CAF file: `desc`, optional `pakt`, then `data` (size -1 when `dataSizeUnknown`).
    static func caf(
        format: String, rate: Double, flags: Int = 0, bytesPerPacket: Int, framesPerPacket: Int, channels: Int = 1, bits: Int,
        audioBytes: Int, dataSizeUnknown: Bool = false, validFrames: Int64? = nil
    ) -> [UInt8] {
        let description = be64(Int64(bitPattern: rate.bitPattern)) + ascii(format) + be32(flags) + be32(bytesPerPacket)
            + be32(framesPerPacket) + be32(channels) + be32(bits)
        var bytes = ascii("caff") + be16(1) + be16(0) + ascii("desc") + be64(32) + description
        if let validFrames {
            let table: [UInt8] = [0x81, 0x00, 0x7F]
            bytes += ascii("pakt") + be64(Int64(24 + table.count)) + be64(2) + be64(validFrames) + be32(0) + be32(0) + table
        }
        bytes += ascii("free") + be64(3) + [0, 0, 0]
        bytes += ascii("data") + be64(dataSizeUnknown ? -1 : Int64(4 + audioBytes)) + be32(0)
        return bytes + [UInt8](repeating: 0, count: audioBytes)
    }

    static let folder: URL = {
        let url = TestScratch.root.appendingPathComponent("alertlint-sounds-\(UUID().uuidString)")
        try! FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }()

    static func write(_ bytes: [UInt8], _ name: String, in folder: URL = folder) throws -> String {
        let url = folder.appendingPathComponent(name)
        try Data(bytes).write(to: url)
        return url.path
    }

    static func parse(_ bytes: [UInt8]) throws -> AudioFileInfo {
        try AudioFileInfo.parse(bytes).get()
    }

    // MARK: Parsing

    @Test func wavPCMFloatLawsAndExtensible() throws {
        let pcm = try Self.parse(Self.wav(tag: 1, channels: 2, rate: 8_000, bits: 16, dataBytes: 16_000))
        #expect(pcm == AudioFileInfo(container: .wave, codec: .linearPCM(bitsPerSample: 16, isFloat: false), channels: 2, sampleRate: 8_000, frameCount: 4_000))
        #expect(pcm.duration == 0.5)
        let float = try Self.parse(Self.wav(tag: 3, rate: 48_000, bits: 32, dataBytes: 19_200, fact: 4_800))
        #expect(float.codec == .linearPCM(bitsPerSample: 32, isFloat: true))
        #expect(float.frameCount == 4_800)
        #expect(try Self.parse(Self.wav(tag: 6, rate: 8_000, bits: 8, dataBytes: 800)).codec == .aLaw)
        #expect(try Self.parse(Self.wav(tag: 7, rate: 8_000, bits: 8, dataBytes: 800)).codec == .muLaw)
        let extensible = try Self.parse(Self.wav(tag: 0, channels: 2, rate: 44_100, bits: 24, dataBytes: 6 * 441, subFormat: 1))
        #expect(extensible.codec == .linearPCM(bitsPerSample: 24, isFloat: false))
        #expect(extensible.frameCount == 441)
        let extensibleFloat = try Self.parse(Self.wav(tag: 0, rate: 44_100, bits: 32, dataBytes: 400, subFormat: 3))
        #expect(extensibleFloat.codec == .linearPCM(bitsPerSample: 32, isFloat: true))
    }

    @Test func wavWithTheFormatAfterTheData() throws {
        let format = Self.le16(1) + Self.le16(1) + Self.le32(8_000) + Self.le32(16_000) + Self.le16(2) + Self.le16(16)
        let chunks = Self.ascii("data") + Self.le32(8) + [UInt8](repeating: 0, count: 8) + Self.ascii("fmt ") + Self.le32(16) + format
        let info = try Self.parse(Self.ascii("RIFF") + Self.le32(4 + chunks.count) + Self.ascii("WAVE") + chunks)
        #expect(info.frameCount == 4)
    }

    @Test func wavInAnUnsupportedCodec() throws {
        let mp3 = try Self.parse(Self.wav(tag: 0x55, rate: 44_100, bits: 0, dataBytes: 417, fact: 1_152))
        #expect(mp3.codec == .other("MP3 (WAV format 0x0055)"))
        #expect(!mp3.codec.isSupportedForNotifications)
        #expect(mp3.frameCount == 1_152)
        #expect(try Self.parse(Self.wav(tag: 0x1234, rate: 8_000, bits: 8, dataBytes: 8)).codec == .other("WAV format 0x1234"))
    }

    @Test func aiffAndAIFFC() throws {
        let aiff = try Self.parse(Self.aiff(channels: 2, frames: 22_050, bits: 16, rate: 22_050, soundBytes: 88_200))
        #expect(aiff == AudioFileInfo(container: .aiff, codec: .linearPCM(bitsPerSample: 16, isFloat: false), channels: 2, sampleRate: 22_050, frameCount: 22_050))
        #expect(aiff.duration == 1)
        let sowt = try Self.parse(Self.aiff(frames: 100, bits: 16, rate: 44_100, compression: "sowt", soundBytes: 200))
        #expect(sowt.container == .aifc)
        #expect(sowt.codec == .linearPCM(bitsPerSample: 16, isFloat: false))
        #expect(try Self.parse(Self.aiff(frames: 10, bits: 32, rate: 44_100, compression: "fl32", soundBytes: 40)).codec == .linearPCM(bitsPerSample: 32, isFloat: true))
        #expect(try Self.parse(Self.aiff(frames: 10, bits: 64, rate: 44_100, compression: "fl64", soundBytes: 80)).codec == .linearPCM(bitsPerSample: 64, isFloat: true))
        #expect(try Self.parse(Self.aiff(frames: 10, bits: 8, rate: 8_000, compression: "ulaw", soundBytes: 10)).codec == .muLaw)
        #expect(try Self.parse(Self.aiff(frames: 10, bits: 8, rate: 8_000, compression: "alaw", soundBytes: 10)).codec == .aLaw)
        #expect(try Self.parse(Self.aiff(frames: 10, bits: 16, rate: 8_000, compression: "NONE", soundBytes: 20)).codec == .linearPCM(bitsPerSample: 16, isFloat: false))
        // ima4 counts packets of 64 frames: 10 packets of 34 bytes are 640 frames.
        let ima4 = try Self.parse(Self.aiff(frames: 10, bits: 16, rate: 32_000, compression: "ima4", soundBytes: 340))
        #expect(ima4.codec == .ima4)
        #expect(ima4.frameCount == 640)
        #expect(ima4.duration == 0.02)
        // MACE and the PCM spellings RULES.md does not list are not accepted.
        let mace = try Self.parse(Self.aiff(frames: 10, bits: 8, rate: 22_254, compression: "MAC3", soundBytes: 10))
        #expect(mace.codec == .other("MACE 3:1 ('MAC3')"))
        #expect(!mace.codec.isSupportedForNotifications)
        #expect(!(try Self.parse(Self.aiff(frames: 10, bits: 16, rate: 8_000, compression: "twos", soundBytes: 20))).codec.isSupportedForNotifications)
    }

    @Test func aiffFramesAreCappedByTheSoundData() throws {
        // The header claims an hour; the file holds 0.1 s.
        let info = try Self.parse(Self.aiff(frames: 3_600 * 8_000, bits: 8, rate: 8_000, soundBytes: 800))
        #expect(info.frameCount == 800)
    }

    @Test func cafPCMIMA4AndVariablePackets() throws {
        let pcm = try Self.parse(Self.caf(format: "lpcm", rate: 44_100, flags: 2, bytesPerPacket: 2, framesPerPacket: 1, bits: 16, audioBytes: 44_100))
        #expect(pcm == AudioFileInfo(container: .caf, codec: .linearPCM(bitsPerSample: 16, isFloat: false), channels: 1, sampleRate: 44_100, frameCount: 22_050))
        let float = try Self.parse(Self.caf(format: "lpcm", rate: 48_000, flags: 1, bytesPerPacket: 8, framesPerPacket: 1, channels: 2, bits: 32, audioBytes: 800))
        #expect(float.codec == .linearPCM(bitsPerSample: 32, isFloat: true))
        #expect(float.frameCount == 100)
        // Data size -1: the audio runs to the end of the file.
        let toEnd = try Self.parse(Self.caf(format: "ima4", rate: 16_000, bytesPerPacket: 34, framesPerPacket: 64, bits: 0, audioBytes: 34 * 250, dataSizeUnknown: true))
        #expect(toEnd.codec == .ima4)
        #expect(toEnd.frameCount == 16_000)
        #expect(toEnd.duration == 1)
        #expect(try Self.parse(Self.caf(format: "ulaw", rate: 8_000, bytesPerPacket: 1, framesPerPacket: 1, bits: 8, audioBytes: 8)).codec == .muLaw)
        #expect(try Self.parse(Self.caf(format: "alaw", rate: 8_000, bytesPerPacket: 1, framesPerPacket: 1, bits: 8, audioBytes: 8)).codec == .aLaw)
        // AAC packets vary in size: the pakt chunk counts the frames.
        let aac = try Self.parse(Self.caf(format: "aac ", rate: 44_100, bytesPerPacket: 0, framesPerPacket: 1_024, channels: 2, bits: 0, audioBytes: 300, validFrames: 1_500_000))
        #expect(aac.codec == .other("AAC ('aac ')"))
        #expect(aac.frameCount == 1_500_000)
        #expect(aac.duration > 30)
        #expect(AudioFileInfo.parse(Self.caf(format: "aac ", rate: 44_100, bytesPerPacket: 0, framesPerPacket: 1_024, bits: 0, audioBytes: 30))
            == .failure(.malformed("its packets vary in size and it has no 'pakt' chunk to count them")))
    }

    @Test func theSampleAppChimeParses() throws {
        let samples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("samples/PhotoLibrary").path
        guard case .found(let path, let info) = SoundFileResolver.lookup("chime.caf", in: [samples]) else {
            Issue.record("chime.caf was not found or not read in \(samples)")
            return
        }
        #expect(path == samples + "/chime.caf")
        #expect(info == AudioFileInfo(container: .caf, codec: .linearPCM(bitsPerSample: 16, isFloat: false), channels: 1, sampleRate: 44_100, frameCount: 22_050))
        #expect(info.duration == 0.5)
    }

    @Test func extendedFloats() {
        for rate in [1, 8_000, 11_025, 22_050, 44_100, 48_000, 96_000, 192_000] {
            #expect(AudioFileInfo.extended80(Self.extended80(rate)) == Double(rate))
        }
        #expect(AudioFileInfo.extended80([0x7F, 0xFF] + [UInt8](repeating: 0xFF, count: 8)) == nil)
        #expect(AudioFileInfo.extended80([0, 0] + [UInt8](repeating: 0, count: 8)) == 0)
        #expect(AudioFileInfo.extended80([1, 2, 3]) == nil)
    }

    // MARK: Truncated and hostile files

    @Test func truncatedAndBrokenFilesAreDescribed() {
        let wav = Self.wav(tag: 1, rate: 8_000, bits: 16, dataBytes: 100)
        #expect(AudioFileInfo.parse(Array(wav[..<30])) == .failure(.truncated("the 'fmt ' chunk")))
        #expect(AudioFileInfo.parse(Array(wav[..<6])) == .failure(.truncated("the file header")))
        #expect(AudioFileInfo.parse(Array(wav[..<36])) == .failure(.missingChunk("data")))
        let aiff = Self.aiff(frames: 10, bits: 16, rate: 8_000, soundBytes: 20)
        #expect(AudioFileInfo.parse(Array(aiff[..<30])) == .failure(.truncated("the 'COMM' chunk")))
        let caf = Self.caf(format: "lpcm", rate: 8_000, bytesPerPacket: 2, framesPerPacket: 1, bits: 16, audioBytes: 10)
        #expect(AudioFileInfo.parse(Array(caf[..<40])) == .failure(.truncated("the 'desc' chunk")))
        #expect(AudioFileInfo.parse(Self.ascii("ID3\u{3}mp3 data here")) == .failure(.unknownContainer))
        #expect(AudioFileInfo.parse([]) == .failure(.unknownContainer))
        #expect(AudioFileInfo.parse(Self.wav(tag: 1, channels: 0, rate: 8_000, bits: 16, dataBytes: 4)) == .failure(.malformed("it declares 0 channels")))
        #expect(AudioFileInfo.parse(Self.wav(tag: 1, rate: 0, bits: 16, dataBytes: 4)) == .failure(.malformed("it declares a sample rate of 0.0 Hz")))
    }

    /// Every prefix of every fixture parses to a value or an error: no traps, no hangs.
    @Test func everyPrefixParsesWithoutTrapping() {
        let fixtures = [
            Self.wav(tag: 1, channels: 2, rate: 8_000, bits: 16, dataBytes: 8, fact: 2),
            Self.wav(tag: 0, rate: 44_100, bits: 32, dataBytes: 8, subFormat: 3),
            Self.wav(tag: 0x11, rate: 8_000, bits: 4, dataBytes: 8),
            Self.aiff(frames: 4, bits: 16, rate: 8_000, soundBytes: 8),
            Self.aiff(frames: 4, bits: 16, rate: 8_000, compression: "ima4", soundBytes: 8),
            Self.caf(format: "lpcm", rate: 8_000, bytesPerPacket: 2, framesPerPacket: 1, bits: 16, audioBytes: 8),
            Self.caf(format: "aac ", rate: 8_000, bytesPerPacket: 0, framesPerPacket: 1_024, bits: 0, audioBytes: 8, validFrames: 9),
        ]
        var outcomes = 0
        for fixture in fixtures {
            for end in 0...fixture.count {
                _ = AudioFileInfo.parse(Array(fixture[..<end]))
                outcomes += 1
            }
        }
        #expect(outcomes == fixtures.map { $0.count + 1 }.reduce(0, +))
    }

    @Test func hostileChunkSizesAreBounded() {
        // A RIFF chunk claiming 4 GB, a CAF chunk claiming 2^63 − 1 bytes, a negative CAF size,
        // and thousands of empty chunks.
        let huge = Self.ascii("RIFF") + Self.le32(36) + Self.ascii("WAVE") + Self.ascii("junk") + [0xFF, 0xFF, 0xFF, 0xFF] + [0, 0]
        #expect(AudioFileInfo.parse(huge) == .failure(.missingChunk("fmt ")))
        let cafHuge = Self.ascii("caff") + Self.be16(1) + Self.be16(0) + Self.ascii("free") + Self.be64(Int64.max)
        #expect(AudioFileInfo.parse(cafHuge) == .failure(.missingChunk("desc")))
        let cafNegative = Self.ascii("caff") + Self.be16(1) + Self.be16(0) + Self.ascii("free") + Self.be64(-5)
        #expect(AudioFileInfo.parse(cafNegative) == .failure(.malformed("a 'free' chunk has a negative size")))
        let manyChunks = Self.ascii("FORM") + Self.be32(0) + Self.ascii("AIFF")
            + [UInt8](repeating: 0, count: 8 * 5_000)
        #expect(AudioFileInfo.parse(manyChunks) == .failure(.missingChunk("COMM")))
    }

    /// A byte source that counts what the parser reads.
    final class CountingSource: AudioByteSource {
        let bytes: AudioBytes
        var readCount = 0
        init(_ bytes: [UInt8]) { self.bytes = AudioBytes(bytes) }
        var size: Int64 { bytes.size }
        func read(at offset: Int64, count: Int) -> [UInt8] {
            let result = bytes.read(at: offset, count: count)
            readCount += result.count
            return result
        }
    }

    @Test func onlyHeadersAreRead() throws {
        for file in [
            Self.wav(tag: 1, rate: 8_000, bits: 8, dataBytes: 1_000_000),
            Self.aiff(frames: 1_000_000, bits: 8, rate: 8_000, soundBytes: 1_000_000),
            Self.caf(format: "lpcm", rate: 8_000, bytesPerPacket: 1, framesPerPacket: 1, bits: 8, audioBytes: 1_000_000),
        ] {
            let source = CountingSource(file)
            _ = try AudioFileInfo.parse(source).get()
            #expect(source.readCount < 200, "read \(source.readCount) bytes")
        }
    }

    // MARK: Resolver and rule

    static let spec = """
        notifications:
          ok:
            body: Plays.
            sound: ok.wav
          long:
            body: Too long.
            sound: long.wav
          mp3:
            body: Wrong codec.
            sound: mp3tag.wav
          mace:
            body: Wrong codec.
            sound: mace.aifc
          cut:
            body: Truncated.
            sound: cut.aiff
          gone:
            body: Missing.
            sound: gone.caf
          shared:
            body: From the resources.
            sound: shared.caf
          music:
            body: Not a sound container.
            sound: music.mp3
          defaulted:
            body: Default.
            sound: default
        """

    @Test func resolverAndRuleReportEachKindOfProblem() throws {
        let specFolder = Self.folder.appendingPathComponent("spec")
        let resources = Self.folder.appendingPathComponent("resources")
        for folder in [specFolder, resources] {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        }
        _ = try Self.write(Self.wav(tag: 1, rate: 8_000, bits: 16, dataBytes: 8_000), "ok.wav", in: specFolder)
        // 31 s of 8 kHz mono µLaw: 248,000 bytes of silence.
        _ = try Self.write(Self.wav(tag: 7, rate: 8_000, bits: 8, dataBytes: 248_000), "long.wav", in: specFolder)
        _ = try Self.write(Self.wav(tag: 0x55, rate: 44_100, bits: 0, dataBytes: 417, fact: 1_152), "mp3tag.wav", in: specFolder)
        _ = try Self.write(Self.aiff(frames: 10, bits: 8, rate: 22_254, compression: "MAC3", soundBytes: 10), "mace.aifc", in: resources)
        _ = try Self.write(Array(Self.aiff(frames: 10, bits: 16, rate: 8_000, soundBytes: 20)[..<30]), "cut.aiff", in: specFolder)
        // Found in the resource folder; a copy beside the spec would win.
        _ = try Self.write(Self.caf(format: "ima4", rate: 8_000, bytesPerPacket: 34, framesPerPacket: 64, bits: 0, audioBytes: 340), "shared.caf", in: resources)
        _ = try Self.write([1, 2, 3], "music.mp3", in: specFolder)

        let file = RuleTest.source(Self.spec, path: specFolder.appendingPathComponent("sounds.alerts.yaml").path)
        let catalog = try RuleTest.catalog(file)
        let lookups = SoundFileResolver.resolve([catalog], resourceFolders: [resources.path])
        let mine = try #require(lookups[file.path])
        #expect(mine.keys.sorted() == ["cut.aiff", "gone.caf", "long.wav", "mace.aifc", "mp3tag.wav", "music.mp3", "ok.wav", "shared.caf"])
        #expect(mine["gone.caf"] == .missing(searched: [specFolder.path, resources.path]))
        guard case .found(let sharedPath, let shared)? = mine["shared.caf"] else {
            Issue.record("shared.caf: \(String(describing: mine["shared.caf"]))")
            return
        }
        #expect(sharedPath == resources.path + "/shared.caf")
        #expect(shared.frameCount == 640)
        #expect(mine["cut.aiff"] == .unreadable(path: specFolder.path + "/cut.aiff", error: .truncated("the 'COMM' chunk")))

        let findings = try RuleTest.lint(NotificationSoundFileRule.self, file, soundFiles: lookups)
        #expect(findings.map(\.message) == [
            "sound file 'long.wav' of notification 'long' plays for 31.0 s; notification sounds must be shorter than 30 s or the default sound plays instead; shorten it",
            "sound file 'mp3tag.wav' of notification 'mp3' is encoded as MP3 (WAV format 0x0055), which notifications cannot play; convert it to Linear PCM, IMA4, µLaw or aLaw, e.g. with 'afconvert -d ima4'",
            "sound file 'mace.aifc' of notification 'mace' is encoded as MACE 3:1 ('MAC3'), which notifications cannot play; convert it to Linear PCM, IMA4, µLaw or aLaw, e.g. with 'afconvert -d ima4'",
            "sound file 'cut.aiff' of notification 'cut' could not be read: the file ends inside the 'COMM' chunk; re-export it as an AIFF, WAV or CAF file",
            "sound file 'gone.caf' of notification 'gone' was not found (looked in '\(specFolder.path)', '\(resources.path)'); add it beside the spec or to a 'resources' folder",
            "sound file 'music.mp3' of notification 'music' is not an AIFF, WAV or CAF file; convert it, e.g. with 'afconvert music.mp3 sound.caf -d ima4 -f caff'",
        ])
        #expect(Set(findings.map(\.severity)) == [.warning])
        // Each finding points at the sound's value.
        #expect(findings.map { file.text(in: $0.range.bytes) } == ["long.wav", "mp3tag.wav", "mace.aifc", "cut.aiff", "gone.caf", "music.mp3"])

        // Without lookups only the extension is judged.
        let bare = try RuleTest.lint(NotificationSoundFileRule.self, file)
        #expect(bare.map(\.message) == [findings.last!.message])
    }

    @Test func resolverPathsAndExtensions() {
        #expect(SoundFileResolver.folder(of: "a/b/x.alerts.yaml") == "a/b")
        #expect(SoundFileResolver.folder(of: "x.alerts.yaml") == ".")
        #expect(SoundFileResolver.folder(of: "/x.alerts.yaml") == "/")
        #expect(SoundFileResolver.join(".", "chime.caf") == "chime.caf")
        #expect(SoundFileResolver.join("res/", "chime.caf") == "res/chime.caf")
        #expect(SoundFileResolver.lookup("nothing.caf", in: [Self.folder.path]) == .missing(searched: [Self.folder.path]))
        // A folder of that name is not a sound file.
        try? FileManager.default.createDirectory(at: Self.folder.appendingPathComponent("folder.caf"), withIntermediateDirectories: true)
        #expect(SoundFileResolver.lookup("folder.caf", in: [Self.folder.path]) == .missing(searched: [Self.folder.path]))
    }

    @Test func upperCaseExtensionsAreAccepted() throws {
        let yaml = """
            notifications:
              n:
                body: Hi.
                sound: Chime.AIFF
              m:
                body: Hi.
                sound: noextension
            """
        #expect(try RuleTest.lint(NotificationSoundFileRule.self, yaml).map(\.message) == [
            "sound file 'noextension' of notification 'm' is not an AIFF, WAV or CAF file; convert it, e.g. with 'afconvert noextension sound.caf -d ima4 -f caff'",
        ])
    }
}
