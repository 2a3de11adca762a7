/// What a sound file's header says: container, codec, channels, rate and length.
///
/// Read by `AudioFileInfo.parse`, a pure parser of WAV (RIFF/WAVE), AIFF, AIFF-C and CAF
/// headers. It reads only the chunk headers and the few chunk bodies it needs (`fmt `,
/// `fact`, `COMM`, `desc`, `pakt`), never the audio, and it never traps on a truncated or
/// hostile file: every read is bounds-checked, the chunk walk advances on every step and
/// stops after `maximumChunks`, and a chunk size beyond the end of the file is clamped to the
/// bytes that are there (a player plays what is there, too).
///
/// `notification-sound-file` uses it to tell whether iOS would play a file as a notification
/// sound (UserNotifications: Linear PCM, IMA4, µLaw or aLaw in an AIFF, WAV or CAF file,
/// shorter than 30 seconds).
public struct AudioFileInfo: Sendable, Hashable {
    public enum Container: String, Sendable, Hashable, CaseIterable {
        case wave = "WAV"
        case aiff = "AIFF"
        case aifc = "AIFF-C"
        case caf = "CAF"
    }

    /// How the samples are encoded.
    public enum Codec: Sendable, Hashable, CustomStringConvertible {
        /// Integer or floating-point PCM: both count as Linear PCM.
        case linearPCM(bitsPerSample: Int, isFloat: Bool)
        /// IMA/ADPCM: Apple's `ima4` (AIFF-C, CAF) or WAV's IMA ADPCM (format tag 0x11).
        case ima4
        case muLaw
        case aLaw
        /// Any other encoding, named as its file names it (`'.mp3'`, format tag 0x55).
        case other(String)

        /// Whether iOS plays this encoding as a notification sound.
        public var isSupportedForNotifications: Bool {
            if case .other = self { return false }
            return true
        }

        public var description: String {
            switch self {
            case .linearPCM(let bits, let isFloat): "Linear PCM (\(bits)-bit \(isFloat ? "float" : "integer"))"
            case .ima4: "IMA4 ADPCM"
            case .muLaw: "µLaw"
            case .aLaw: "aLaw"
            case .other(let name): name
            }
        }
    }

    public var container: Container
    public var codec: Codec
    public var channels: Int
    /// Frames per second.
    public var sampleRate: Double
    /// Sample frames (one sample per channel).
    public var frameCount: Int64
    /// Seconds: `frameCount / sampleRate`.
    public var duration: Double { Double(frameCount) / sampleRate }

    public init(container: Container, codec: Codec, channels: Int, sampleRate: Double, frameCount: Int64) {
        self.container = container
        self.codec = codec
        self.channels = channels
        self.sampleRate = sampleRate
        self.frameCount = frameCount
    }

    /// How many chunks the parser looks at before giving up: a real sound file has a handful.
    public static let maximumChunks = 1_000
}

/// Why a sound file's header could not be read. Descriptions start lower-case, to be quoted
/// inside a finding's message.
public enum AudioFileError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Neither RIFF/WAVE, FORM/AIFF, FORM/AIFC nor caff.
    case unknownContainer
    /// The file ends before a header it needs is complete.
    case truncated(String)
    /// A chunk the format requires is absent.
    case missingChunk(String)
    /// A header holds an impossible value.
    case malformed(String)

    public var description: String {
        switch self {
        case .unknownContainer: "it is not a WAV, AIFF or CAF file"
        case .truncated(let what): "the file ends inside \(what)"
        case .missingChunk(let chunk): "it has no '\(chunk)' chunk"
        case .malformed(let what): what
        }
    }
}

/// Random access to a file's bytes, so the parser reads only the headers it needs.
public protocol AudioByteSource {
    /// The size of the file in bytes.
    var size: Int64 { get }
    /// Up to `count` bytes starting at `offset`; fewer at the end of the file, none past it.
    func read(at offset: Int64, count: Int) -> [UInt8]
}

/// A file already in memory.
public struct AudioBytes: AudioByteSource, Sendable {
    public var bytes: [UInt8]

    public init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    public var size: Int64 { Int64(bytes.count) }

    public func read(at offset: Int64, count: Int) -> [UInt8] {
        guard offset >= 0, offset < size, count > 0 else { return [] }
        let start = Int(offset)
        return Array(bytes[start..<min(bytes.count, start + count)])
    }
}

extension AudioFileInfo {
    /// Parses a file held in memory.
    public static func parse(_ bytes: [UInt8]) -> Result<AudioFileInfo, AudioFileError> {
        parse(AudioBytes(bytes))
    }

    /// Parses the headers of a WAV, AIFF, AIFF-C or CAF file, reading only what it needs.
    public static func parse(_ source: some AudioByteSource) -> Result<AudioFileInfo, AudioFileError> {
        let head = source.read(at: 0, count: 12)
        let magic = fourCC(head, 0)
        do {
            if magic == "RIFF", head.count >= 12, fourCC(head, 8) == "WAVE" {
                return .success(try parseWAVE(source))
            }
            if magic == "FORM", head.count >= 12, fourCC(head, 8) == "AIFF" || fourCC(head, 8) == "AIFC" {
                return .success(try parseAIFF(source, isCompressed: fourCC(head, 8) == "AIFC"))
            }
            if magic == "caff" {
                return .success(try parseCAF(source))
            }
            return .failure(head.count < 12 && ["RIFF", "FORM", "caff"].contains(magic) ? .truncated("the file header") : .unknownContainer)
        } catch {
            return .failure(error)
        }
    }

    // MARK: WAV

    /// RIFF/WAVE: little-endian chunks (`fmt `, `fact`, `data`), each padded to an even size.
    private static func parseWAVE(_ source: some AudioByteSource) throws(AudioFileError) -> AudioFileInfo {
        var format: [UInt8]?
        var factFrames: Int64?
        var dataSize: Int64?
        try walkChunks(source, from: 12, headerSize: 8, align: 2) { (id: String, bodyStart: Int64, size: Int64) throws(AudioFileError) -> Bool in
            switch id {
            case "fmt ":
                format = source.read(at: bodyStart, count: Int(min(size, 40)))
                if format!.count < 16 { throw .truncated("the 'fmt ' chunk") }
            case "fact":
                let body = source.read(at: bodyStart, count: 4)
                if body.count == 4 { factFrames = Int64(littleEndian32(body, 0)) }
            case "data":
                dataSize = size
                return format == nil  // the audio follows; keep looking only for a late 'fmt 
            default: break
            }
            return true
        } sizeOf: { header in Int64(littleEndian32(header, 4)) }
        guard let format else { throw .missingChunk("fmt ") }
        guard let dataSize else { throw .missingChunk("data") }
        var tag = Int(littleEndian16(format, 0))
        let channels = Int(littleEndian16(format, 2))
        let sampleRate = Double(littleEndian32(format, 4))
        let blockAlign = Int64(littleEndian16(format, 12))
        let bits = Int(littleEndian16(format, 14))
        if tag == 0xFFFE {
            // WAVE_FORMAT_EXTENSIBLE: the real tag is the first two bytes of the sub-format GUID.
            guard format.count >= 40 else { throw .truncated("the extensible 'fmt ' chunk") }
            tag = Int(littleEndian16(format, 24))
        }
        let codec: Codec = switch tag {
        case 1: .linearPCM(bitsPerSample: bits, isFloat: false)
        case 3: .linearPCM(bitsPerSample: bits, isFloat: true)
        case 6: .aLaw
        case 7: .muLaw
        case 0x11: .ima4
        default: .other(waveFormatName(tag))
        }
        try check(channels: channels, sampleRate: sampleRate)
        let frames: Int64
        if let factFrames, !(codec.isLinearPCM) {
            frames = factFrames
        } else if case .ima4 = codec {
            // IMA ADPCM blocks: the samples per block follow cbSize in the fmt chunk.
            guard blockAlign > 0, format.count >= 20 else { throw .malformed("its IMA ADPCM format has no block layout") }
            let samplesPerBlock = Int64(littleEndian16(format, 18))
            frames = dataSize / blockAlign * samplesPerBlock
        } else {
            guard blockAlign > 0 else { throw .malformed("its 'fmt ' chunk gives a block size of 0") }
            frames = dataSize / blockAlign
        }
        return AudioFileInfo(container: .wave, codec: codec, channels: channels, sampleRate: sampleRate, frameCount: frames)
    }

    private static func waveFormatName(_ tag: Int) -> String {
        let known: [Int: String] = [
            0x02: "Microsoft ADPCM", 0x50: "MPEG audio", 0x55: "MP3", 0xFF: "AAC", 0x161: "Windows Media Audio",
            0x1610: "AAC", 0xF1AC: "FLAC",
        ]
        let hex = "0x" + String(String(tag, radix: 16, uppercase: true).leftPadded(to: 4))
        return known[tag].map { "\($0) (WAV format \(hex))" } ?? "WAV format \(hex)"
    }

    // MARK: AIFF and AIFF-C

    /// FORM/AIFF and FORM/AIFC: big-endian chunks (`COMM`, `SSND`), padded to an even size.
    private static func parseAIFF(_ source: some AudioByteSource, isCompressed: Bool) throws(AudioFileError) -> AudioFileInfo {
        var common: [UInt8]?
        var soundDataSize: Int64?
        try walkChunks(source, from: 12, headerSize: 8, align: 2) { (id: String, bodyStart: Int64, size: Int64) throws(AudioFileError) -> Bool in
            switch id {
            case "COMM":
                common = source.read(at: bodyStart, count: Int(min(size, 23)))
                if common!.count < (isCompressed ? 22 : 18) { throw .truncated("the 'COMM' chunk") }
            case "SSND":
                soundDataSize = max(0, size - 8)
            default: break
            }
            return common == nil || soundDataSize == nil
        } sizeOf: { header in Int64(bigEndian32(header, 4)) }
        guard let common else { throw .missingChunk("COMM") }
        let channels = Int(Int16(bitPattern: bigEndian16(common, 0)))
        let frames = Int64(bigEndian32(common, 2))
        let bits = Int(Int16(bitPattern: bigEndian16(common, 6)))
        guard let sampleRate = extended80(Array(common[8..<18])) else {
            throw .malformed("its sample rate is not a finite number")
        }
        var codec: Codec = .linearPCM(bitsPerSample: bits, isFloat: false)
        var frameCount = frames
        if isCompressed {
            let type = fourCC(common, 18)
            switch type {
            case "NONE", "sowt": codec = .linearPCM(bitsPerSample: bits, isFloat: false)
            case "fl32": codec = .linearPCM(bitsPerSample: 32, isFloat: true)
            case "fl64": codec = .linearPCM(bitsPerSample: 64, isFloat: true)
            case "ulaw": codec = .muLaw
            case "alaw": codec = .aLaw
            case "ima4":
                // AIFF-C `ima4` counts packets of 64 frames in numSampleFrames.
                codec = .ima4
                frameCount = frames * 64
            default: codec = .other(compressionName(type))
            }
        }
        try check(channels: channels, sampleRate: sampleRate)
        if case .linearPCM(let bits, _) = codec, bits > 0, let soundDataSize {
            // A file cut short plays only the frames it holds.
            let bytesPerFrame = Int64(channels) * Int64((bits + 7) / 8)
            frameCount = min(frameCount, soundDataSize / bytesPerFrame)
        }
        return AudioFileInfo(
            container: isCompressed ? .aifc : .aiff, codec: codec, channels: channels, sampleRate: sampleRate, frameCount: frameCount
        )
    }

    private static func compressionName(_ type: String) -> String {
        let known = ["MAC3": "MACE 3:1", "MAC6": "MACE 6:1", "GSM ": "GSM 6.10", "twos": "big-endian PCM", "raw ": "unsigned PCM"]
        return known[type].map { "\($0) ('\(type)')" } ?? "'\(type)'"
    }

    // MARK: CAF

    /// Core Audio Format: `caff`, version, flags, then chunks with big-endian Int64 sizes.
    private static func parseCAF(_ source: some AudioByteSource) throws(AudioFileError) -> AudioFileInfo {
        var description: [UInt8]?
        var dataSize: Int64?
        var validFrames: Int64?
        try walkChunks(source, from: 8, headerSize: 12, align: 1) { (id: String, bodyStart: Int64, size: Int64) throws(AudioFileError) -> Bool in
            switch id {
            case "desc":
                description = source.read(at: bodyStart, count: Int(min(size, 32)))
                if description!.count < 32 { throw .truncated("the 'desc' chunk") }
            case "data":
                // Four bytes of edit count precede the audio.
                dataSize = max(0, size - 4)
            case "pakt":
                let body = source.read(at: bodyStart, count: 16)
                if body.count == 16 { validFrames = Int64(bitPattern: bigEndian64(body, 8)) }
            default: break
            }
            return true
        } sizeOf: { header in
            // A data chunk of size -1 runs to the end of the file; walkChunks clamps it.
            let size = Int64(bitPattern: bigEndian64(header, 4))
            return size == -1 && fourCC(header, 0) == "data" ? Int64.max : size
        }
        guard let description else { throw .missingChunk("desc") }
        let sampleRate = Double(bitPattern: bigEndian64(description, 0))
        let formatID = fourCC(description, 8)
        let flags = bigEndian32(description, 12)
        let bytesPerPacket = Int64(bigEndian32(description, 16))
        let framesPerPacket = Int64(bigEndian32(description, 20))
        let channels = Int(bigEndian32(description, 24))
        let bits = Int(bigEndian32(description, 28))
        let codec: Codec = switch formatID {
        case "lpcm": .linearPCM(bitsPerSample: bits, isFloat: flags & 1 != 0)
        case "ima4": .ima4
        case "ulaw": .muLaw
        case "alaw": .aLaw
        default: .other(cafFormatName(formatID))
        }
        try check(channels: channels, sampleRate: sampleRate)
        let frames: Int64
        if let validFrames, validFrames >= 0 {
            frames = validFrames
        } else if bytesPerPacket > 0, framesPerPacket > 0 {
            guard let dataSize else { throw .missingChunk("data") }
            let (product, overflow) = (dataSize / bytesPerPacket).multipliedReportingOverflow(by: framesPerPacket)
            frames = overflow ? Int64.max : product
        } else {
            throw .malformed("its packets vary in size and it has no 'pakt' chunk to count them")
        }
        return AudioFileInfo(container: .caf, codec: codec, channels: channels, sampleRate: sampleRate, frameCount: frames)
    }

    private static func cafFormatName(_ id: String) -> String {
        let known = [
            "aac ": "AAC", ".mp3": "MP3", ".mp1": "MPEG Layer 1", ".mp2": "MPEG Layer 2", "alac": "Apple Lossless",
            "MAC3": "MACE 3:1", "MAC6": "MACE 6:1", "opus": "Opus", "flac": "FLAC", "Qclp": "QCELP", "ilbc": "iLBC",
            "samr": "AMR",
        ]
        return known[id].map { "\($0) ('\(id)')" } ?? "'\(id)'"
    }

    // MARK: Shared

    /// Walks chunks from `start` to the end of the file, calling `visit` with each chunk's id,
    /// body offset and size (clamped to the bytes the file holds) until it returns false.
    /// Bounded: every step advances, and at most `maximumChunks` chunks are read.
    private static func walkChunks(
        _ source: some AudioByteSource,
        from start: Int64,
        headerSize: Int,
        align: Int64,
        visit: (String, Int64, Int64) throws(AudioFileError) -> Bool,
        sizeOf: ([UInt8]) -> Int64
    ) throws(AudioFileError) {
        var offset = start
        for _ in 0..<maximumChunks {
            let header = source.read(at: offset, count: headerSize)
            guard header.count == headerSize else { return }
            let bodyStart = offset + Int64(headerSize)
            let declared = sizeOf(header)
            guard declared >= 0 else { throw .malformed("a '\(fourCC(header, 0))' chunk has a negative size") }
            let size = min(declared, source.size - bodyStart)
            guard try visit(fourCC(header, 0), bodyStart, size) else { return }
            guard declared < source.size else { return }  // the chunk runs to (or past) the end
            let padded = declared + (align > 1 ? declared % align : 0)
            offset = bodyStart + padded
        }
    }

    private static func check(channels: Int, sampleRate: Double) throws(AudioFileError) {
        guard channels > 0 else { throw .malformed("it declares \(channels) channels") }
        guard sampleRate.isFinite, sampleRate >= 1, sampleRate <= 10_000_000 else {
            throw .malformed("it declares a sample rate of \(sampleRate) Hz")
        }
    }

    /// An IEEE 754 80-bit extended float (AIFF's sample rate), or nil when it is not finite.
    static func extended80(_ bytes: [UInt8]) -> Double? {
        guard bytes.count == 10 else { return nil }
        let sign: Double = bytes[0] & 0x80 != 0 ? -1 : 1
        let exponent = Int(bytes[0] & 0x7F) << 8 | Int(bytes[1])
        let mantissa = bigEndian64(bytes, 2)
        if exponent == 0x7FFF { return nil }
        if exponent == 0 && mantissa == 0 { return 0 }
        // value = mantissa × 2^(exponent − 16383 − 63); the mantissa's integer bit is explicit.
        return sign * Double(mantissa) * pow2(exponent - 16383 - 63)
    }

    private static func pow2(_ exponent: Int) -> Double {
        Double(sign: .plus, exponent: max(-1100, min(1100, exponent)), significand: 1)
    }

    static func fourCC(_ bytes: [UInt8], _ offset: Int) -> String {
        guard offset + 4 <= bytes.count else { return "" }
        return String(decoding: bytes[offset..<offset + 4].map { $0 >= 0x20 && $0 < 0x7F ? $0 : UInt8(ascii: "?") }, as: UTF8.self)
    }

    private static func littleEndian16(_ bytes: [UInt8], _ offset: Int) -> UInt16 {
        guard offset + 2 <= bytes.count else { return 0 }
        return UInt16(bytes[offset]) | UInt16(bytes[offset + 1]) << 8
    }

    private static func littleEndian32(_ bytes: [UInt8], _ offset: Int) -> UInt32 {
        guard offset + 4 <= bytes.count else { return 0 }
        return (0..<4).reduce(0) { $0 | UInt32(bytes[offset + $1]) << (8 * $1) }
    }

    private static func bigEndian16(_ bytes: [UInt8], _ offset: Int) -> UInt16 {
        guard offset + 2 <= bytes.count else { return 0 }
        return UInt16(bytes[offset]) << 8 | UInt16(bytes[offset + 1])
    }

    private static func bigEndian32(_ bytes: [UInt8], _ offset: Int) -> UInt32 {
        guard offset + 4 <= bytes.count else { return 0 }
        return (0..<4).reduce(0) { $0 << 8 | UInt32(bytes[offset + $1]) }
    }

    private static func bigEndian64(_ bytes: [UInt8], _ offset: Int) -> UInt64 {
        guard offset + 8 <= bytes.count else { return 0 }
        return (0..<8).reduce(0) { $0 << 8 | UInt64(bytes[offset + $1]) }
    }
}

extension AudioFileInfo.Codec {
    fileprivate var isLinearPCM: Bool {
        if case .linearPCM = self { return true }
        return false
    }
}

extension String {
    fileprivate func leftPadded(to length: Int) -> String {
        String(repeating: "0", count: max(0, length - count)) + self
    }
}
