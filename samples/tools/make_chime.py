#!/usr/bin/env python3
"""Writes samples/PhotoLibrary/chime.caf: the notification sound the samples name.

A Core Audio Format file iOS accepts as a notification sound: Linear PCM, 16-bit
little-endian signed integers, mono, 44.1 kHz, 0.5 s. The sound is a two-partial bell
(C6 and G6) with a short attack and an exponential decay, so it neither clicks nor
ends abruptly. The output is deterministic: running this again gives the same bytes.

CAF layout (Apple, "Core Audio Format Specification"), all header fields big-endian:
  file header   'caff', mFileVersion UInt16 = 1, mFileFlags UInt16 = 0
  'desc' chunk  chunk header ('desc', Int64 size 32), then CAFAudioDescription:
                mSampleRate Float64, mFormatID 'lpcm', mFormatFlags UInt32,
                mBytesPerPacket, mFramesPerPacket, mChannelsPerFrame, mBitsPerChannel
  'data' chunk  chunk header ('data', Int64 size), mEditCount UInt32, then the samples

Usage: python3 samples/tools/make_chime.py [OUTPUT]
"""

import math
import struct
import sys
from pathlib import Path

SAMPLE_RATE = 44_100
DURATION = 0.5  # seconds
CHANNELS = 1
BITS = 16
PARTIALS = [(1046.50, 0.55), (1567.98, 0.25), (2093.00, 0.10)]  # (Hz, amplitude): C6, G6, C7
ATTACK = 0.004  # seconds of linear fade-in, against a click at the start
DECAY = 0.11  # seconds for the envelope to fall to 1/e
RELEASE = 0.02  # seconds of linear fade-out at the end

K_CAF_LINEAR_PCM_FORMAT_FLAG_IS_LITTLE_ENDIAN = 1 << 1


def samples() -> bytes:
    count = int(SAMPLE_RATE * DURATION)
    frames = bytearray()
    for index in range(count):
        time = index / SAMPLE_RATE
        envelope = math.exp(-time / DECAY)
        envelope *= min(1.0, time / ATTACK)
        envelope *= min(1.0, (DURATION - time) / RELEASE)
        value = sum(amplitude * math.sin(2 * math.pi * frequency * time) for frequency, amplitude in PARTIALS)
        sample = max(-32768, min(32767, round(value * envelope * 32767)))
        frames += struct.pack("<h", sample)
    return bytes(frames)


def caf(audio: bytes) -> bytes:
    bytes_per_frame = CHANNELS * BITS // 8
    header = b"caff" + struct.pack(">HH", 1, 0)
    description = struct.pack(
        ">d4sIIIII",
        float(SAMPLE_RATE),
        b"lpcm",
        K_CAF_LINEAR_PCM_FORMAT_FLAG_IS_LITTLE_ENDIAN,
        bytes_per_frame,  # mBytesPerPacket
        1,  # mFramesPerPacket
        CHANNELS,
        BITS,
    )
    desc_chunk = b"desc" + struct.pack(">q", len(description)) + description
    data = struct.pack(">I", 0) + audio  # mEditCount, then the samples
    data_chunk = b"data" + struct.pack(">q", len(data)) + data
    return header + desc_chunk + data_chunk


def main() -> int:
    default = Path(__file__).resolve().parent.parent / "PhotoLibrary" / "chime.caf"
    output = Path(sys.argv[1]) if len(sys.argv) > 1 else default
    output.write_bytes(caf(samples()))
    print(f"wrote {output} ({output.stat().st_size} bytes)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
