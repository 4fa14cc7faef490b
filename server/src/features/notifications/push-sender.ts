import { createECDH } from 'node:crypto';
import webPush from 'web-push';
import type { PushPayload } from '@pixel/contract';

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

const PUSH_TIMEOUT_MS = 10_000;
// a notification older than a day is no longer news: the push service may drop it
const TTL_SECONDS = 86_400;

/**
 * Sends one message to one subscription: web-push encrypts it (aes128gcm, RFC 8291) and signs the VAPID
 * header; the request goes out with fetch, so an `http:` push service on this machine (the tests') works
 * as an `https:` one does.
 */
export function createPushSender(deps: { vapid: VapidKeys; subject: string }) {
  return async (
    subscription: { endpoint: string; p256dh: string; auth: string },
    payload: PushPayload,
  ): Promise<PushOutcome> => {
    const request = webPush.generateRequestDetails(
      { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
      JSON.stringify(payload),
      {
        vapidDetails: { subject: deps.subject, ...deps.vapid },
        TTL: TTL_SECONDS,
        contentEncoding: 'aes128gcm',
        urgency: 'normal',
      },
    );
    let response: Response;
    try {
      response = await fetch(request.endpoint, {
        method: request.method,
        headers: request.headers as Record<string, string>,
        body: request.body ? new Uint8Array(request.body) : undefined,
        redirect: 'error',
        signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
      });
    } catch (err) {
      return { retry: err instanceof Error ? err.message : String(err) };
    }
    await response.body?.cancel();
    if (response.status === 404 || response.status === 410) return 'gone';
    if (response.ok) return 'sent';
    return { retry: `push service answered ${response.status}` };
  };
}

export type PushSender = ReturnType<typeof createPushSender>;
