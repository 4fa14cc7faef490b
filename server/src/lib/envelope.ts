import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * Envelope encryption of files at rest (decision 0106): each file is sealed with AES-256-GCM under a data
 * key of its own, made at random; the data key is kept only wrapped (AES-256-GCM too) by a master key from
 * the configuration, beside the file's row in the database. A copy of the bucket, or of the bucket and the
 * database, opens nothing without the master key, and a new master key takes only the data keys to be
 * wrapped again (`rewrap`), not the files to be rewritten.
 */

const ALGORITHM = 'aes-256-gcm';
const NONCE_BYTES = 12;
const TAG_BYTES = 16;

/** A master key and the id the database names it by: a fingerprint of the key, which tells nothing of it. */
export interface MasterKey {
  id: string;
  key: Buffer;
}

export function masterKey(key: Buffer): MasterKey {
  if (key.length !== 32) throw new RangeError('a master key is 32 bytes');
  const id = createHash('sha256').update('pixel-envelope-key-id\0').update(key).digest('hex').slice(0, 16);
  return { id, key };
}

/** The master key that wraps new data keys, and earlier ones that still open what they wrapped. */
export interface KeyRing {
  current: MasterKey;
  /** The earlier keys, which open what they wrapped until it is wrapped again (`rewrap`). */
  previous: MasterKey[];
  byId(id: string): MasterKey | undefined;
}

export function keyRing(current: Buffer, previous: Buffer[] = []): KeyRing {
  const [first, ...rest] = [current, ...previous].map(masterKey);
  const byId = new Map([first!, ...rest].map((key) => [key.id, key]));
  return {
    current: first!,
    previous: rest.filter((key) => key.id !== first!.id),
    byId: (id) => byId.get(id),
  };
}

/** What the database keeps of a sealed file: the master key's id, the wrapped data key and both nonces. */
export interface Envelope {
  keyId: string;
  /** The data key sealed by the master key, with its tag (base64url). */
  wrappedKey: string;
  keyNonce: string;
  fileNonce: string;
}

/** A sealed file that does not open: another key, another context, or changed bytes. Nothing is told of which. */
export class EnvelopeError extends Error {
  constructor(message = 'the sealed file does not open') {
    super(message);
    this.name = 'EnvelopeError';
  }
}

const b64 = (bytes: Buffer) => bytes.toString('base64url');
const bytesOf = (text: string) => Buffer.from(text, 'base64url');

function encrypt(key: Buffer, nonce: Buffer, plain: Buffer, aad: string) {
  const cipher = createCipheriv(ALGORITHM, key, nonce);
  cipher.setAAD(Buffer.from(aad, 'utf8'));
  return Buffer.concat([cipher.update(plain), cipher.final(), cipher.getAuthTag()]);
}

function decrypt(key: Buffer, nonce: Buffer, sealed: Buffer, aad: string) {
  if (sealed.length < TAG_BYTES || nonce.length !== NONCE_BYTES) throw new EnvelopeError();
  try {
    const decipher = createDecipheriv(ALGORITHM, key, nonce);
    decipher.setAAD(Buffer.from(aad, 'utf8'));
    decipher.setAuthTag(sealed.subarray(sealed.length - TAG_BYTES));
    return Buffer.concat([decipher.update(sealed.subarray(0, sealed.length - TAG_BYTES)), decipher.final()]);
  } catch {
    throw new EnvelopeError();
  }
}

// the data key is bound to its master key and to the file's context, the file to its context: a wrapped
// key or a file moved to another row does not open there
const keyAad = (keyId: string, context: string) => `pixel-data-key\0${keyId}\0${context}`;
const fileAad = (context: string) => `pixel-file\0${context}`;

function wrap(master: MasterKey, dataKey: Buffer, context: string) {
  const nonce = randomBytes(NONCE_BYTES);
  return {
    keyId: master.id,
    wrappedKey: b64(encrypt(master.key, nonce, dataKey, keyAad(master.id, context))),
    keyNonce: b64(nonce),
  };
}

function unwrap(ring: KeyRing, envelope: Envelope, context: string) {
  const master = ring.byId(envelope.keyId);
  if (!master) throw new EnvelopeError(`no master key ${envelope.keyId} is configured`);
  return decrypt(
    master.key,
    bytesOf(envelope.keyNonce),
    bytesOf(envelope.wrappedKey),
    keyAad(master.id, context),
  );
}

/**
 * Seals `plain` under a new data key, wrapped by the ring's current master key. `context` names what the
 * file is (its row and role): the same context opens it. The sealed bytes are the ciphertext and its tag.
 */
export function seal(ring: KeyRing, plain: Buffer, context: string): { sealed: Buffer; envelope: Envelope } {
  const dataKey = randomBytes(32);
  const fileNonce = randomBytes(NONCE_BYTES);
  try {
    const sealed = encrypt(dataKey, fileNonce, plain, fileAad(context));
    return { sealed, envelope: { ...wrap(ring.current, dataKey, context), fileNonce: b64(fileNonce) } };
  } finally {
    dataKey.fill(0);
  }
}

/** The file's bytes; an `EnvelopeError` when it does not open with the ring's keys in this context. */
export function open(ring: KeyRing, sealed: Buffer, envelope: Envelope, context: string): Buffer {
  const dataKey = unwrap(ring, envelope, context);
  try {
    return decrypt(dataKey, bytesOf(envelope.fileNonce), sealed, fileAad(context));
  } finally {
    dataKey.fill(0);
  }
}

/** The same data key wrapped by the ring's current master key: the file itself is untouched. */
export function rewrap(ring: KeyRing, envelope: Envelope, context: string): Envelope {
  const dataKey = unwrap(ring, envelope, context);
  try {
    return { ...wrap(ring.current, dataKey, context), fileNonce: envelope.fileNonce };
  } finally {
    dataKey.fill(0);
  }
}

// a value kept beside a file, under the file's data key: bound to its own context, apart from the file's
const valueAad = (context: string) => `pixel-value\0${context}`;

/**
 * A short value that belongs with a sealed file (a tax certificate's TIN, decision 0125), sealed under that
 * file's data key with a nonce of its own: the file's envelope opens both and a rewrap moves both at once.
 * `fileContext` is the file's (it unwraps the data key), `context` the value's (it binds the value to its
 * row). The text is `v1.<nonce>.<ciphertext and tag>`, base64url.
 */
export function sealBeside(
  ring: KeyRing,
  envelope: Envelope,
  fileContext: string,
  context: string,
  plain: string,
): string {
  const dataKey = unwrap(ring, envelope, fileContext);
  try {
    const nonce = randomBytes(NONCE_BYTES);
    return `v1.${b64(nonce)}.${b64(encrypt(dataKey, nonce, Buffer.from(plain, 'utf8'), valueAad(context)))}`;
  } finally {
    dataKey.fill(0);
  }
}

/** The value `sealBeside` sealed; an `EnvelopeError` when it does not open with these keys and contexts. */
export function openBeside(
  ring: KeyRing,
  envelope: Envelope,
  fileContext: string,
  context: string,
  sealed: string,
): string {
  const [version, nonce, body] = sealed.split('.');
  if (version !== 'v1' || !nonce || !body) throw new EnvelopeError();
  const dataKey = unwrap(ring, envelope, fileContext);
  try {
    return decrypt(dataKey, bytesOf(nonce), bytesOf(body), valueAad(context)).toString('utf8');
  } finally {
    dataKey.fill(0);
  }
}
