import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import type { Language, PasskeyAssertion, PasskeyAttestation } from '@pixel/contract';
import { isUniqueViolation } from '../../db/errors.ts';
import type { WebauthnPurpose } from '../../db/schema/index.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { AppError, fieldError, say } from '../../lib/errors.ts';
import { translator } from '../../lib/i18n.ts';
import { manilaTime } from '../../lib/manila.ts';
import type { PasskeyRow, PasskeysRepository } from './passkeys.repository.ts';

/** How long a ceremony may take, from its options to its answer (the browser's timeout is the same). */
const CHALLENGE_TTL_MS = 5 * 60_000;
/** Ed25519, P-256 and RSA, the keys passkeys are made with; the same list is offered and accepted. */
const ALGORITHMS = [-8, -7, -257];
// @simplewebauthn/server (with its X.509 and CBOR libraries, ~25 MB of a process) loads with the first ceremony
const webauthn = () => import('@simplewebauthn/server');
const fromBase64Url = (text: string) => new Uint8Array(Buffer.from(text, 'base64url'));

/** The second step with a passkey, as two-factor sign-in asks for it (decision 0095). */
export type PasskeyFactorPurpose = Extract<WebauthnPurpose, 'second-step' | 'step-up'>;

/** The person who adds or removes a passkey. */
interface Account {
  id: string;
  email: string | null;
  pageName: string;
  pageUrl: string;
  language?: Language | null;
}

const present = (row: PasskeyRow) => ({
  id: row.id,
  name: row.name,
  created_at: row.createdAt.toISOString(),
  last_used_at: row.lastUsedAt?.toISOString() ?? null,
});

/** The challenge an answer signed, read from its client data; null when the answer holds none. */
function challengeOf(response: { response: { clientDataJSON: string } }) {
  try {
    const clientData: unknown = JSON.parse(
      Buffer.from(response.response.clientDataJSON, 'base64url').toString('utf8'),
    );
    const challenge = (clientData as { challenge?: unknown } | null)?.challenge;
    return typeof challenge === 'string' && challenge.length <= 200 ? challenge : null;
  } catch {
    return null;
  }
}

/**
 * Passkeys (WebAuthn, through @simplewebauthn/server): adding, naming and removing them, signing in
 * with one alone, and checking one as the second step of a sign-in or a step-up (decision 0095). Every
 * challenge is kept in the database and taken once, so any instance finishes what another started.
 */
export function createPasskeysService(deps: {
  repository: PasskeysRepository;
  publicUrl: string;
  now: () => Date;
  jobs: Pick<JobQueue, 'send'>;
}) {
  const { repository, now } = deps;
  const site = new URL(deps.publicUrl);
  const rp = { id: site.hostname, origin: site.origin, name: 'PIXEL' };

  const remember = (challenge: string, purpose: WebauthnPurpose, userId: string | null) =>
    repository.saveChallenge(
      { challenge, purpose, userId, expiresAt: new Date(now().getTime() + CHALLENGE_TTL_MS) },
      now(),
    );

  /** Takes the challenge the answer signed, once, for this purpose and account. */
  async function take(
    response: { response: { clientDataJSON: string } },
    purpose: WebauthnPurpose,
    userId: string | null,
  ) {
    const challenge = challengeOf(response);
    return challenge ? repository.takeChallenge(challenge, purpose, userId, now()) : null;
  }

  /** Tells the account's owner, in their language, that a passkey was added or removed. */
  const mail = (account: Account, what: 'passkeyAdded' | 'passkeyRemoved', passkey: string) => {
    if (!account.email) return Promise.resolve();
    const t = translator(account.language ?? 'en');
    return deps.jobs.send('send-mail', {
      to: account.email,
      subject: t(`mail.${what}.subject`),
      text: t(`mail.${what}.text`, {
        name: account.pageName,
        passkey,
        at: manilaTime(now()),
        link: `${deps.publicUrl}/auth/forgot-password`,
      }),
    });
  };

  /** Options to sign with one of the account's passkeys (or any, with `userId` null). */
  async function requestOptions(purpose: WebauthnPurpose, userId: string | null) {
    const allowCredentials = userId
      ? (await repository.listOf(userId)).map((row) => ({ id: row.credentialId, transports: row.transports }))
      : undefined;
    const { generateAuthenticationOptions } = await webauthn();
    const options = await generateAuthenticationOptions({
      rpID: rp.id,
      allowCredentials,
      timeout: CHALLENGE_TTL_MS,
      // alone, a passkey must be both factors: something held, unlocked by a fingerprint or a PIN
      userVerification: purpose === 'sign-in' ? 'required' : 'preferred',
    });
    await remember(options.challenge, purpose, userId);
    return options;
  }

  /**
   * Checks a passkey's answer to a challenge of `purpose`: the passkey it was signed with, or null when
   * the challenge is gone, the passkey unknown (or, with `userId`, another account's), or the signature
   * does not hold. A counter that did not move forward (a copied authenticator, a replay) is refused.
   */
  async function verify(purpose: WebauthnPurpose, userId: string | null, answer: PasskeyAssertion) {
    const response = answer as AuthenticationResponseJSON;
    if (!(await take(response, purpose, userId))) throw fieldError('response', say('passkeyRequestExpired'));
    const row = await repository.findByCredentialId(response.id);
    if (!row || (userId !== null && row.userId !== userId)) return null;
    try {
      // a discoverable passkey names its account too: it must be the one the passkey was added to
      const handle = response.response.userHandle;
      if (handle !== undefined && Buffer.from(handle, 'base64url').toString('utf8') !== row.userId)
        return null;
      const { verifyAuthenticationResponse } = await webauthn();
      const { verified, authenticationInfo } = await verifyAuthenticationResponse({
        response,
        expectedChallenge: challengeOf(response)!,
        expectedOrigin: rp.origin,
        expectedRPID: rp.id,
        credential: {
          id: row.credentialId,
          publicKey: fromBase64Url(row.publicKey),
          counter: row.counter,
          transports: row.transports,
        },
        requireUserVerification: purpose === 'sign-in',
      });
      if (!verified) return null;
      return (await repository.recordUse(row.id, authenticationInfo.newCounter, now())) ? row : null;
    } catch {
      // a malformed answer, a wrong signature, a counter that went back: the library says so by throwing
      return null;
    }
  }

  return {
    async list(userId: string) {
      return (await repository.listOf(userId)).map(present);
    },

    /** Options to make a passkey: kept on the device (discoverable), none the account already has. */
    async registrationOptions(account: Account) {
      const [existing, { generateRegistrationOptions }] = await Promise.all([
        repository.listOf(account.id),
        webauthn(),
      ]);
      const options = await generateRegistrationOptions({
        rpName: rp.name,
        rpID: rp.id,
        userName: account.email ?? account.pageUrl,
        userDisplayName: account.pageName,
        // the same for every passkey of the account: a device keeps one passkey per account
        userID: new TextEncoder().encode(account.id),
        timeout: CHALLENGE_TTL_MS,
        attestationType: 'none',
        excludeCredentials: existing.map((row) => ({ id: row.credentialId, transports: row.transports })),
        authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
        supportedAlgorithmIDs: ALGORITHMS,
      });
      await remember(options.challenge, 'registration', account.id);
      return options;
    },

    /** Keeps the passkey the browser made for the options, under the name its owner gave. */
    async add(account: Account, input: { name: string; response: PasskeyAttestation }) {
      const response = input.response as RegistrationResponseJSON;
      const challenge = await take(response, 'registration', account.id);
      if (!challenge) throw fieldError('response', say('passkeyRequestExpired'));
      const { verifyRegistrationResponse } = await webauthn();
      const verification = await verifyRegistrationResponse({
        response,
        expectedChallenge: challenge.challenge,
        expectedOrigin: rp.origin,
        expectedRPID: rp.id,
        requireUserVerification: false,
        supportedAlgorithmIDs: ALGORITHMS,
      }).catch(() => null);
      if (!verification?.verified) throw fieldError('response', say('passkeyNotVerified'));
      const { credential } = verification.registrationInfo;
      const row = await repository
        .insert({
          userId: account.id,
          credentialId: credential.id,
          publicKey: Buffer.from(credential.publicKey).toString('base64url'),
          counter: credential.counter,
          transports: credential.transports ?? [],
          name: input.name,
          createdAt: now(),
        })
        .catch((error: unknown) => {
          if (isUniqueViolation(error)) throw new AppError('conflict', say('passkeyAlreadyAdded'));
          throw error;
        });
      await mail(account, 'passkeyAdded', row.name);
      return present(row);
    },

    async remove(account: Account, id: string) {
      const row = await repository.remove(account.id, id);
      if (!row) throw new AppError('not_found', say('passkeyNotFound'));
      await mail(account, 'passkeyRemoved', row.name);
    },

    /** Options to sign in with a passkey alone: no account named, the device offers its passkeys. */
    signInOptions: () => requestOptions('sign-in', null),

    /** The account a passkey's answer signs in. */
    async signIn(answer: PasskeyAssertion) {
      const row = await verify('sign-in', null, answer);
      if (!row) throw new AppError('unauthorized', say('passkeyCannotSignIn'));
      return row.userId;
    },

    /** A passkey as a second factor (two-factor sign-in asks for it). */
    factor: {
      count: (userId: string) => repository.countOf(userId),
      options: (userId: string, purpose: PasskeyFactorPurpose) => requestOptions(purpose, userId),
      /** Whether the answer was signed by one of the account's passkeys, for a challenge of `purpose`. */
      async verify(userId: string, purpose: PasskeyFactorPurpose, answer: PasskeyAssertion) {
        try {
          return (await verify(purpose, userId, answer)) !== null;
        } catch (error) {
          if (error instanceof AppError) return false;
          throw error;
        }
      },
    },
  };
}

export type PasskeysService = ReturnType<typeof createPasskeysService>;
export type PasskeyFactor = PasskeysService['factor'];
