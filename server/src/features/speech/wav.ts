/** What a PCM WAV file's header says of its sound. */
export interface WavInfo {
  sampleRate: number;
  channels: number;
  bitsPerSample: number;
  /** Bytes of sound per second. */
  byteRate: number;
  /** Bytes of sound in the file. */
  dataBytes: number;
  /** How long it plays, in seconds. */
  seconds: number;
}

/**
 * Reads a PCM WAV file's header (RIFF/WAVE, its `fmt ` and `data` chunks in whatever order, other chunks
 * skipped); null when the bytes are not one. A `data` chunk that claims more than the file holds counts
 * what is there (a writer stopped before it wrote the sizes).
 */
export function readWav(bytes: Buffer): WavInfo | null {
  if (bytes.length < 12 || bytes.toString('latin1', 0, 4) !== 'RIFF') return null;
  if (bytes.toString('latin1', 8, 12) !== 'WAVE') return null;
  let format: Omit<WavInfo, 'dataBytes' | 'seconds'> | null = null;
  for (let at = 12; at + 8 <= bytes.length;) {
    const id = bytes.toString('latin1', at, at + 4);
    const size = bytes.readUInt32LE(at + 4);
    const body = at + 8;
    if (id === 'fmt ' && body + 16 <= bytes.length) {
      // 1: integer PCM, the only kind eSpeak writes
      if (bytes.readUInt16LE(body) !== 1) return null;
      format = {
        channels: bytes.readUInt16LE(body + 2),
        sampleRate: bytes.readUInt32LE(body + 4),
        byteRate: bytes.readUInt32LE(body + 8),
        bitsPerSample: bytes.readUInt16LE(body + 14),
      };
    } else if (id === 'data') {
      if (!format || format.byteRate === 0) return null;
      const dataBytes = Math.min(size, bytes.length - body);
      return { ...format, dataBytes, seconds: dataBytes / format.byteRate };
    }
    // chunks are padded to an even length
    at = body + size + (size % 2);
  }
  return null;
}
