import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { EnvelopeError, keyRing, masterKey, open, rewrap, seal } from './envelope.ts';

const plain = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(5000)]);

describe('envelope encryption', () => {
  it('seals a file under a data key of its own, which only its master key and context open', () => {
    const ring = keyRing(randomBytes(32));
    const { sealed, envelope } = seal(ring, plain, 'identity/a/front');
    expect(sealed.length).toBe(plain.length + 16);
    expect(sealed.includes(plain.subarray(0, 64))).toBe(false);
    expect(envelope.keyId).toBe(ring.current.id);
    expect(open(ring, sealed, envelope, 'identity/a/front')).toEqual(plain);

    // two seals of one file share nothing
    const again = seal(ring, plain, 'identity/a/front');
    expect(again.sealed.equals(sealed)).toBe(false);
    expect(again.envelope.wrappedKey).not.toBe(envelope.wrappedKey);

    // another master key, another context, a changed byte or a swapped data key: nothing opens
    const stranger = keyRing(randomBytes(32));
    expect(() => open(stranger, sealed, envelope, 'identity/a/front')).toThrow(EnvelopeError);
    const sameIdOtherKey = { ...stranger, byId: () => stranger.current };
    expect(() => open(sameIdOtherKey, sealed, envelope, 'identity/a/front')).toThrow(EnvelopeError);
    expect(() => open(ring, sealed, envelope, 'identity/b/front')).toThrow(EnvelopeError);
    const flipped = Buffer.from(sealed);
    flipped[10]! ^= 1;
    expect(() => open(ring, flipped, envelope, 'identity/a/front')).toThrow(EnvelopeError);
    expect(() => open(ring, sealed, again.envelope, 'identity/a/front')).toThrow(EnvelopeError);
  });

  it('names a master key by a fingerprint that tells nothing of it', () => {
    const key = randomBytes(32);
    expect(masterKey(key).id).toMatch(/^[0-9a-f]{16}$/);
    expect(masterKey(key).id).toBe(masterKey(Buffer.from(key)).id);
    expect(masterKey(randomBytes(32)).id).not.toBe(masterKey(key).id);
    expect(key.toString('hex')).not.toContain(masterKey(key).id);
    expect(() => masterKey(randomBytes(16))).toThrow(RangeError);
  });

  it('wraps a data key again under a new master key, leaving the file as it was', () => {
    const oldKey = randomBytes(32);
    const before = keyRing(oldKey);
    const { sealed, envelope } = seal(before, plain, 'identity/a/selfie');

    const after = keyRing(randomBytes(32), [oldKey]);
    // until it is wrapped again, the previous key still opens it
    expect(open(after, sealed, envelope, 'identity/a/selfie')).toEqual(plain);
    const moved = rewrap(after, envelope, 'identity/a/selfie');
    expect(moved.keyId).toBe(after.current.id);
    expect(moved.fileNonce).toBe(envelope.fileNonce);
    // the old key retired, the same sealed bytes open with the new one alone
    expect(open(keyRing(after.current.key), sealed, moved, 'identity/a/selfie')).toEqual(plain);
    expect(() => open(keyRing(oldKey), sealed, moved, 'identity/a/selfie')).toThrow(EnvelopeError);
  });
});
