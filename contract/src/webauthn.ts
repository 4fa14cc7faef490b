import { z } from 'zod';
import { says } from './said.ts';

/**
 * WebAuthn, for passkeys: the options the server gives for the browser's ceremony and the browser's answer,
 * in the JSON form of the WebAuthn Level 3 `toJSON()` (what @simplewebauthn/browser sends and takes).
 * Binary values are base64url strings.
 */
const responseInvalid = says('fieldInvalid', { field: 'passkey response' });
const responseRequired = says('fieldIsRequired', { field: 'passkey response' });

const base64url = (max: number) =>
  z
    .string({ error: responseInvalid })
    .max(max, responseInvalid)
    .regex(/^[A-Za-z0-9_-]*$/, responseInvalid);

const hint = z.enum(['hybrid', 'security-key', 'client-device']);
const userVerification = z.enum(['required', 'preferred', 'discouraged']);
// PIXEL asks for no extension; these are the ones the server's library may name
const extensions = z.object({ appid: z.string().optional(), credProps: z.boolean().optional() });

// as the browser reported them when the passkey was added: new kinds of transport keep appearing
const credentialDescriptor = z.object({
  id: z.string(),
  type: z.string(),
  transports: z.array(z.string()).optional(),
});

/** What `navigator.credentials.create()` is given to add a passkey. */
export const passkeyCreationOptions = z.object({
  rp: z.object({ id: z.string().optional(), name: z.string() }),
  user: z.object({ id: z.string(), name: z.string(), displayName: z.string() }),
  challenge: z.string(),
  pubKeyCredParams: z.array(z.object({ type: z.string(), alg: z.number() })),
  timeout: z.number().optional(),
  excludeCredentials: z.array(credentialDescriptor).optional(),
  authenticatorSelection: z
    .object({
      authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
      requireResidentKey: z.boolean().optional(),
      residentKey: z.enum(['required', 'preferred', 'discouraged']).optional(),
      userVerification: userVerification.optional(),
    })
    .optional(),
  hints: z.array(hint).optional(),
  attestation: z.enum(['none', 'indirect', 'direct', 'enterprise']).optional(),
  extensions: extensions.optional(),
});
export type PasskeyCreationOptions = z.infer<typeof passkeyCreationOptions>;

/** What `navigator.credentials.get()` is given to sign with a passkey. */
export const passkeyRequestOptions = z.object({
  challenge: z.string(),
  timeout: z.number().optional(),
  rpId: z.string().optional(),
  allowCredentials: z.array(credentialDescriptor).optional(),
  userVerification: userVerification.optional(),
  hints: z.array(hint).optional(),
  extensions: extensions.optional(),
});
export type PasskeyRequestOptions = z.infer<typeof passkeyRequestOptions>;

const credentialFields = {
  id: base64url(1400),
  rawId: base64url(1400),
  type: z.literal('public-key', { error: responseInvalid }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  // the results of extensions the options asked for: none
  clientExtensionResults: z
    .object({ appid: z.boolean().optional(), credProps: z.object({ rk: z.boolean().optional() }).optional() })
    .default({}),
};

/** The browser's answer when a passkey was made (the registration response). */
export const passkeyAttestationField = z.object(
  {
    ...credentialFields,
    response: z.object({
      clientDataJSON: base64url(4096),
      attestationObject: base64url(32_768),
      authenticatorData: base64url(16_384).optional(),
      transports: z.array(z.string().max(32)).max(10).optional(),
      publicKeyAlgorithm: z.number().optional(),
      publicKey: base64url(4096).optional(),
    }),
  },
  { error: responseRequired },
);
export type PasskeyAttestation = z.input<typeof passkeyAttestationField>;

/** The browser's answer when a passkey signed a challenge (the authentication response). */
export const passkeyAssertionField = z.object(
  {
    ...credentialFields,
    response: z.object({
      clientDataJSON: base64url(4096),
      authenticatorData: base64url(16_384),
      signature: base64url(2048),
      userHandle: base64url(256).optional(),
    }),
  },
  { error: responseRequired },
);
export type PasskeyAssertion = z.input<typeof passkeyAssertionField>;
