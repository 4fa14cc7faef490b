import { createECDH } from 'node:crypto';
import type webPush from 'web-push';
import type { PushPayload } from '@pixel/contract';
import { httpClients, onFirstUse } from '../../lib/first-use.ts';
import {
  AddressRefusedError,
  pinnedLookup,
  resolvePublicAddress,
  type ResolvedAddress,
} from '../../lib/public-address.ts';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/** A VAPID key pair from a 32-byte secret (the private key itself), base64url as web-push takes them. */
export function vapidKeysFromSecret(secretHex: string): VapidKeys {
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(Buffer.from(secretHex, 'hex'));
  return {
    publicKey: ecdh.getPublicKey().toString('base64url'),
    privateKey: ecdh.getPrivateKey().toString('base64url'),
  };
}

/** What the push service said: delivered, gone for good (404/410), or a failure worth trying again. */
export type PushOutcome = 'sent' | 'gone' | { retry: string };

// web-push (with its ASN.1 and JWS libraries, ~10 MB of a process) loads with the first push
const loadWebPush = onFirstUse(() => import('web-push').then((module) => module.default));
const PUSH_TIMEOUT_MS = 10_000;
// a notification older than a day is no longer news: the push service may drop it
const TTL_SECONDS = 86_400;

/** POSTs the encrypted message to the push service at `address` only; the answer's status, or why none came. */
function post(
  request: ReturnType<typeof webPush.generateRequestDetails>,
  address: ResolvedAddress,
): Promise<number | Error> {
  const target = new URL(request.endpoint);
  const { http, https } = httpClients();
  const client = target.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    const outgoing = client.request(
      target,
      {
        method: request.method,
        headers: request.headers as Record<string, string>,
        lookup: pinnedLookup(address),
        agent: false,
        timeout: PUSH_TIMEOUT_MS,
      },
      (response) => {
        // the answer's body says nothing the status does not
        response.resume();
        resolve(response.statusCode ?? new Error('no status'));
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error('push service timed out')));
    outgoing.on('error', resolve);
    outgoing.end(request.body ?? undefined);
  });
}

/**
 * Sends one message to one subscription: web-push encrypts it (aes128gcm, RFC 8291) and signs the VAPID
 * header. The endpoint is the browser's word: in production it must lead to a public address (a push
 * service on the internet), which is the one connected to; one that leads inside is dropped like a
 * subscription the push service has forgotten. Outside production an `http:` push service on this machine
 * (the tests') works as an `https:` one does.
 */
export function createPushSender(deps: { vapid: VapidKeys; subject: string; allowLocal: boolean }) {
  return async (
    subscription: { endpoint: string; p256dh: string; auth: string },
    payload: PushPayload,
  ): Promise<PushOutcome> => {
    const request = (await loadWebPush()).generateRequestDetails(
      { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
      JSON.stringify(payload),
      {
        vapidDetails: { subject: deps.subject, ...deps.vapid },
        TTL: TTL_SECONDS,
        contentEncoding: 'aes128gcm',
        urgency: 'normal',
      },
    );
    let address: ResolvedAddress;
    try {
      address = await resolvePublicAddress(request.endpoint, { allowLocal: deps.allowLocal });
    } catch (err) {
      if (err instanceof AddressRefusedError && err.reason === 'private') return 'gone';
      return { retry: err instanceof Error ? err.message : String(err) };
    }
    const answer = await post(request, address);
    if (answer instanceof Error) return { retry: answer.message };
    if (answer === 404 || answer === 410) return 'gone';
    if (answer >= 200 && answer < 300) return 'sent';
    return { retry: `push service answered ${answer}` };
  };
}

export type PushSender = ReturnType<typeof createPushSender>;
