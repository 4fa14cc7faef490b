import { describe, expect, it } from 'vitest';
import { readWav } from './wav.ts';

/** A PCM WAV as a writer lays it out: RIFF, WAVE, then the chunks given. */
function wav(chunks: [id: string, body: Buffer][]) {
  const parts = chunks.flatMap(([id, body]) => {
    const head = Buffer.alloc(8);
    head.write(id, 0, 'latin1');
    head.writeUInt32LE(body.length, 4);
    return body.length % 2 ? [head, body, Buffer.alloc(1)] : [head, body];
  });
  const riff = Buffer.alloc(12);
  riff.write('RIFF', 0, 'latin1');
  riff.writeUInt32LE(4 + parts.reduce((sum, part) => sum + part.length, 0), 4);
  riff.write('WAVE', 8, 'latin1');
  return Buffer.concat([riff, ...parts]);
}

/** eSpeak's format: 22,050 Hz, mono, 16 bits. */
function fmt(format = 1) {
  const body = Buffer.alloc(16);
  body.writeUInt16LE(format, 0);
  body.writeUInt16LE(1, 2);
  body.writeUInt32LE(22_050, 4);
  body.writeUInt32LE(44_100, 8);
  body.writeUInt16LE(2, 12);
  body.writeUInt16LE(16, 14);
  return body;
}

describe('readWav', () => {
  it('reads the format and how long the sound plays', () => {
    const info = readWav(
      wav([
        ['fmt ', fmt()],
        ['data', Buffer.alloc(44_100 * 2)],
      ]),
    );
    expect(info).toEqual({
      sampleRate: 22_050,
      channels: 1,
      bitsPerSample: 16,
      byteRate: 44_100,
      dataBytes: 88_200,
      seconds: 2,
    });
  });

  it('skips chunks it does not need, an odd-sized one with its padding', () => {
    const info = readWav(
      wav([
        ['LIST', Buffer.from('odd')],
        ['fmt ', fmt()],
        ['data', Buffer.alloc(4_410)],
      ]),
    );
    expect(info?.seconds).toBe(0.1);
  });

  it('counts only the sound the file holds when the data chunk claims more', () => {
    const whole = wav([
      ['fmt ', fmt()],
      ['data', Buffer.alloc(44_100)],
    ]);
    expect(readWav(whole.subarray(0, whole.length - 22_050))?.seconds).toBe(0.5);
  });

  it('is null for what is not a PCM WAV', () => {
    expect(readWav(Buffer.from('ID3 not a wave at all'))).toBeNull();
    expect(readWav(Buffer.alloc(0))).toBeNull();
    // a RIFF of another kind
    const avi = wav([
      ['fmt ', fmt()],
      ['data', Buffer.alloc(10)],
    ]);
    avi.write('AVI ', 8, 'latin1');
    expect(readWav(avi)).toBeNull();
    // compressed sound, and sound before its format
    expect(
      readWav(
        wav([
          ['fmt ', fmt(3)],
          ['data', Buffer.alloc(10)],
        ]),
      ),
    ).toBeNull();
    expect(
      readWav(
        wav([
          ['data', Buffer.alloc(10)],
          ['fmt ', fmt()],
        ]),
      ),
    ).toBeNull();
    // no sound at all
    expect(readWav(wav([['fmt ', fmt()]]))).toBeNull();
  });
});
