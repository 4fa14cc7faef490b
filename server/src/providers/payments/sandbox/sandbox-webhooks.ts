import { z } from 'zod';
import type { sandboxCharges, sandboxCheckouts } from '../../../db/schema/index.ts';
import type { PaymentProvider } from '../payment-provider.ts';
import {
  constantTimeHexEqual,
  headerValue,
  hmacHex,
  isFresh,
  parseSignatureHeader,
} from '../webhook-signature.ts';

export const SANDBOX_SIGNATURE_HEADER = 'Sandbox-Signature';

const eventBody = z.object({
  id: z.string().min(1).max(100),
  type: z.string().min(1).max(100),
  data: z.record(z.string(), z.unknown()),
});

const paidData = z.object({
  checkout_id: z.string().min(1).max(100),
  reference: z.string().max(100).nullable(),
  amount: z.number().int().positive(),
  currency: z.string().min(3).max(3),
  paid_at: z.iso.datetime(),
  method: z
    .object({ type: z.string().min(1).max(40), recurring_token: z.string().min(1).max(100).nullable() })
    .nullish(),
});

const failedData = z.object({
  checkout_id: z.string().min(1).max(100),
  reference: z.string().max(100).nullable(),
  failure_code: z.string().min(1).max(100),
});

export type SandboxCheckoutRow = typeof sandboxCheckouts.$inferSelect;
export type SandboxChargeRow = typeof sandboxCharges.$inferSelect;

/** Signs a body the way the sandbox provider's webhooks are signed: HMAC-SHA256 of "t.body". */
export function signSandboxWebhook(secret: string, rawBody: string, now = new Date()) {
  const t = String(Math.floor(now.getTime() / 1000));
  return `t=${t},v1=${hmacHex(secret, t, rawBody)}`;
}

/** A webhook the sandbox sends: its body and its signature header. */
export interface SandboxWebhook {
  rawBody: string;
  signature: string;
}

/**
 * The sandbox's webhooks, signed with its webhook secret: those it sends when a checkout is paid or a saved
 * method charged, and their reading on our side, as a real provider's are read.
 */
export function createSandboxWebhooks(webhookSecret: string) {
  const sign = (body: object, now: Date): SandboxWebhook => {
    const rawBody = JSON.stringify(body);
    return { rawBody, signature: signSandboxWebhook(webhookSecret, rawBody, now) };
  };

  /** The webhook telling a charge's outcome; its event id is the charge's, so a resend is a repeat. */
  const chargeEvent = (charge: SandboxChargeRow, now = new Date()) =>
    sign(
      charge.status === 'paid'
        ? {
            id: `evt_${charge.id}`,
            type: 'checkout.paid',
            data: {
              checkout_id: charge.id,
              reference: charge.reference,
              amount: charge.amount,
              currency: charge.currency,
              paid_at: charge.createdAt.toISOString(),
              method: { type: 'card', recurring_token: null },
            },
          }
        : {
            id: `evt_${charge.id}`,
            type: 'checkout.failed',
            data: { checkout_id: charge.id, reference: charge.reference, failure_code: charge.failureCode },
          },
      now,
    );

  /**
   * The webhook the sandbox sends when a checkout is paid: a raw body and its signature header. Its
   * event id is the checkout's, so sending it again is a provider's retry of the same event.
   */
  const paidEvent = (checkout: SandboxCheckoutRow, now = new Date()) =>
    sign(
      {
        id: `evt_${checkout.id}`,
        type: 'checkout.paid',
        data: {
          checkout_id: checkout.id,
          reference: checkout.reference,
          amount: checkout.amount,
          currency: checkout.currency,
          paid_at: (checkout.paidAt ?? now).toISOString(),
          method: checkout.methodType
            ? { type: checkout.methodType, recurring_token: checkout.recurringToken }
            : null,
        },
      },
      now,
    );

  /** A webhook's body, once its signature holds, its time is fresh and it has the shape of `schema`. */
  function readSigned<T extends z.ZodType>(
    headers: Record<string, string | string[] | undefined>,
    rawBody: string,
    now: Date,
    schema: T,
  ):
    | { ok: false; reason: 'missing_signature' | 'bad_signature' | 'stale_timestamp' | 'malformed_body' }
    | { ok: true; json: unknown; body: z.output<T> } {
    const header = headerValue(headers, SANDBOX_SIGNATURE_HEADER);
    if (!header) return { ok: false, reason: 'missing_signature' };
    const { t, v1 } = parseSignatureHeader(header);
    if (!t || !v1 || !constantTimeHexEqual(hmacHex(webhookSecret, t, rawBody), v1)) {
      return { ok: false, reason: 'bad_signature' };
    }
    if (!isFresh(t, now)) return { ok: false, reason: 'stale_timestamp' };
    let json: unknown;
    try {
      json = JSON.parse(rawBody);
    } catch {
      return { ok: false, reason: 'malformed_body' };
    }
    const parsed = schema.safeParse(json);
    return parsed.success ? { ok: true, json, body: parsed.data } : { ok: false, reason: 'malformed_body' };
  }

  const verifyWebhook: PaymentProvider['verifyWebhook'] = ({ headers, rawBody, now }) => {
    const checked = readSigned(headers, rawBody, now, eventBody);
    if (!checked.ok) return checked;
    const { json } = checked;
    const { id, type } = checked.body;
    if (type === 'checkout.paid') {
      const data = paidData.safeParse(checked.body.data);
      if (!data.success) return { ok: false, reason: 'malformed_body' };
      const { method } = data.data;
      return {
        ok: true,
        event: {
          eventId: id,
          type: 'checkout.paid',
          checkoutId: data.data.checkout_id,
          reference: data.data.reference,
          amount: data.data.amount,
          currency: data.data.currency,
          paidAt: new Date(data.data.paid_at),
          method: method ? { type: method.type, recurringToken: method.recurring_token } : null,
          // the sandbox's checkout is its payment: its refunds name the checkout
          providerPaymentId: null,
          payload: json,
        },
      };
    }
    if (type === 'checkout.failed') {
      const data = failedData.safeParse(checked.body.data);
      if (!data.success) return { ok: false, reason: 'malformed_body' };
      return {
        ok: true,
        event: {
          eventId: id,
          type: 'checkout.failed',
          checkoutId: data.data.checkout_id,
          reference: data.data.reference,
          failureCode: data.data.failure_code,
          payload: json,
        },
      };
    }
    return { ok: true, event: { eventId: id, type: 'ignored', providerType: type, payload: json } };
  };

  return { chargeEvent, paidEvent, readSigned, verifyWebhook };
}
