import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { isoBase64URL, isoCBOR, isoUint8Array } from '@simplewebauthn/server/helpers';

/** The options a test passes on, as the API answers them (only what an authenticator reads). */
interface CreationOptions {
  challenge: string;
  rp: { id?: string };
  user: { id: string };
  excludeCredentials?: { id: string }[];
  authenticatorSelection?: { residentKey?: string; userVerification?: string };
}
interface RequestOptions {
  challenge: string;
  rpId?: string;
  allowCredentials?: { id: string }[];
}

interface Credential {
  id: Uint8Array;
  privateKey: KeyObject;
  userHandle: string;
  counter: number;
}

const sha256 = (data: Uint8Array | string) => new Uint8Array(createHash('sha256').update(data).digest());
const b64 = (bytes: Uint8Array) => isoBase64URL.fromBuffer(bytes as Uint8Array<ArrayBuffer>);
const counterBytes = (n: number) => {
  const bytes = new Uint8Array(4);
  new DataView(bytes.buffer).setUint32(0, n);
  return bytes;
};

const UP = 0x01;
const UV = 0x04;
const AT = 0x40;

/**
 * A passkey authenticator in software, as a phone or a laptop would be: ES256 keys made with node:crypto,
 * the attestation 'none' in CBOR, the authenticator data laid out byte by byte (WebAuthn §6.1), and
 * discoverable credentials kept per site. `origin` is where the browser is: the page the ceremony runs on.
 */
export function softAuthenticator(options: { origin?: string; userVerified?: boolean } = {}) {
  const origin = options.origin ?? 'http://localhost:3000';
  const credentials: Credential[] = [];

  const clientData = (type: string, challenge: string) =>
    isoUint8Array.fromUTF8String(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  const flags = (extra = 0) => UP | (options.userVerified === false ? 0 : UV) | extra;

  return {
    credentials,

    /** navigator.credentials.create(): a new key pair, answered as the browser's toJSON() gives it. */
    create(creation: CreationOptions) {
      const rpId = creation.rp.id ?? new URL(origin).hostname;
      const excluded = new Set(creation.excludeCredentials?.map((c) => c.id));
      if (credentials.some((c) => excluded.has(b64(c.id)))) throw new Error('InvalidStateError');
      const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
      const jwk = publicKey.export({ format: 'jwk' });
      const cose = isoCBOR.encode(
        new Map<number, number | Uint8Array>([
          [1, 2], // kty: EC2
          [3, -7], // alg: ES256
          [-1, 1], // crv: P-256
          [-2, isoBase64URL.toBuffer(jwk.x!)],
          [-3, isoBase64URL.toBuffer(jwk.y!)],
        ]),
      );
      const id = new Uint8Array(randomBytes(16));
      const credentialIdLength = new Uint8Array([id.length >> 8, id.length & 255]);
      const authData = isoUint8Array.concat([
        sha256(rpId),
        new Uint8Array([flags(AT)]),
        counterBytes(0),
        new Uint8Array(16), // aaguid: none given
        credentialIdLength,
        id,
        cose,
      ]);
      const attestationObject = isoCBOR.encode(
        new Map<string, string | Uint8Array | Map<string, never>>([
          ['fmt', 'none'],
          ['attStmt', new Map<string, never>()],
          ['authData', authData],
        ]),
      );
      credentials.push({ id, privateKey, userHandle: creation.user.id, counter: 0 });
      return {
        id: b64(id),
        rawId: b64(id),
        type: 'public-key' as const,
        authenticatorAttachment: 'platform' as const,
        clientExtensionResults: {},
        response: {
          clientDataJSON: b64(clientData('webauthn.create', creation.challenge)),
          attestationObject: b64(attestationObject),
          transports: ['internal'],
        },
      };
    },

    /**
     * navigator.credentials.get(): signs the challenge with a passkey the options allow (any of this
     * site's, when they name none), or with `using` when given.
     */
    get(request: RequestOptions, using?: Credential) {
      const rpId = request.rpId ?? new URL(origin).hostname;
      const allowed = request.allowCredentials?.map((c) => c.id);
      const credential =
        using ?? credentials.find((c) => !allowed || allowed.length === 0 || allowed.includes(b64(c.id)));
      if (!credential) throw new Error('NotAllowedError: no passkey for these options');
      credential.counter += 1;
      const authData = isoUint8Array.concat([
        sha256(rpId),
        new Uint8Array([flags()]),
        counterBytes(credential.counter),
      ]);
      const data = clientData('webauthn.get', request.challenge);
      const signature = sign('sha256', isoUint8Array.concat([authData, sha256(data)]), credential.privateKey);
      return {
        id: b64(credential.id),
        rawId: b64(credential.id),
        type: 'public-key' as const,
        authenticatorAttachment: 'platform' as const,
        clientExtensionResults: {},
        response: {
          clientDataJSON: b64(data),
          authenticatorData: b64(authData),
          signature: b64(new Uint8Array(signature)),
          userHandle: credential.userHandle,
        },
      };
    },
  };
}

export type SoftAuthenticator = ReturnType<typeof softAuthenticator>;
