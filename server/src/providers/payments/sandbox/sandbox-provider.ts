import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../../db/client.ts';
import {
  sandboxAuthorizations,
  sandboxCharges,
  sandboxCheckouts,
  sandboxPayouts,
  sandboxRefunds,
  sandboxSavedMethods,
} from '../../../db/schema/index.ts';
import { hashToken, randomToken } from '../../../lib/tokens.ts';
import {
  type CheckoutState,
  type PaymentProvider,
  type PayoutGateway,
  type ProviderAccount,
  type ProviderPayout,
  type ProviderRefund,
  ProviderRefusedError,
  ProviderUnavailableError,
} from '../payment-provider.ts';
import { sandboxPayoutChannels, sandboxTestAccounts } from './sandbox-banks.ts';
import {
  constantTimeHexEqual,
  headerValue,
  hmacHex,
  isFresh,
  parseSignatureHeader,
} from '../webhook-signature.ts';

const CODE_TTL_MS = 5 * 60_000;
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

/** The sandbox's methods: GCash is paid by the payer each time, a card can be kept and charged again. */
export const sandboxMethods = ['gcash', 'card'] as const;
export type SandboxMethod = (typeof sandboxMethods)[number];

const payoutEventBody = z.object({
  id: z.string().min(1).max(100),
  type: z.literal('payout.updated'),
  data: z.object({
    id: z.string().min(1).max(100),
    reference: z.string().max(100).nullable(),
    status: z.enum(['ACCEPTED', 'SUCCEEDED', 'FAILED', 'REVERSED']),
    failure_code: z.string().max(100).nullable(),
  }),
});

type SandboxPayoutRow = typeof sandboxPayouts.$inferSelect;

const payoutStatusOf: Record<SandboxPayoutRow['status'], ProviderPayout['status']> = {
  ACCEPTED: 'pending',
  SUCCEEDED: 'succeeded',
  FAILED: 'failed',
  REVERSED: 'reversed',
};

const toProviderPayout = (row: SandboxPayoutRow): ProviderPayout => ({
  id: row.id,
  reference: row.reference,
  status: payoutStatusOf[row.status],
  failureCode: row.failureCode,
});

/** What a sandbox payout may become from where it is: a pending one settles, a paid one comes back. */
const payoutMoves = {
  succeed: { from: 'ACCEPTED', to: 'SUCCEEDED', failureCode: null },
  fail: { from: 'ACCEPTED', to: 'FAILED', failureCode: 'INVALID_DESTINATION' },
  reverse: { from: 'SUCCEEDED', to: 'REVERSED', failureCode: 'REVERSED_BY_BANK' },
} as const;
export type SandboxPayoutMove = keyof typeof payoutMoves;

type SandboxCheckoutRow = typeof sandboxCheckouts.$inferSelect;
type SandboxChargeRow = typeof sandboxCharges.$inferSelect;

const checkoutStateOf = (row: SandboxCheckoutRow): CheckoutState => ({
  status: row.status,
  amount: row.amount,
  currency: row.currency,
  paidAt: row.paidAt,
  method: row.methodType ? { type: row.methodType, recurringToken: row.recurringToken } : null,
});

// a failed charge will never be paid: to the product it is a closed checkout, with its reason
const chargeStateOf = (row: SandboxChargeRow): CheckoutState => ({
  status: row.status === 'paid' ? 'paid' : 'cancelled',
  amount: row.amount,
  currency: row.currency,
  paidAt: row.status === 'paid' ? row.createdAt : null,
  method: row.status === 'paid' ? { type: 'card', recurringToken: null } : null,
  failureCode: row.failureCode,
});

const toProviderRefund = (row: typeof sandboxRefunds.$inferSelect): ProviderRefund => ({
  id: row.id,
  status: row.status,
  failureReason: null,
});

/** Signs a body the way the sandbox provider's webhooks are signed: HMAC-SHA256 of "t.body". */
export function signSandboxWebhook(secret: string, rawBody: string, now = new Date()) {
  const t = String(Math.floor(now.getTime() / 1000));
  return `t=${t},v1=${hmacHex(secret, t, rawBody)}`;
}

/**
 * The built-in provider: its pages are served by this server under /sandbox, so the whole product runs
 * with no account anywhere. Its records live in sandbox_* tables, apart from the product's own.
 */
export function createSandboxProvider(options: {
  db: Db;
  publicUrl: string;
  secret: string;
  webhookSecret: string;
  /**
   * How long creating a checkout takes. Real providers take a second or more, and purchase calls made
   * meanwhile find no open checkout to send the buyer back to (decision 0040); 0 answers at once.
   */
  checkoutDelayMs?: number;
  /** The app's clock: a payment is paid, and its refund window runs, by it. */
  now?: () => Date;
}) {
  const { db, publicUrl, secret, webhookSecret, checkoutDelayMs = 0 } = options;
  const now = options.now ?? (() => new Date());
  /** Sends a signed webhook to the product; set once its routes are served (see `sendWebhooksWith`). */
  let deliver: ((event: SandboxWebhook) => Promise<void>) | null = null;

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

  async function findCharge(id: string) {
    const [row] = await db.select().from(sandboxCharges).where(eq(sandboxCharges.id, id)).limit(1);
    return row ?? null;
  }

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

  const payouts: PayoutGateway = {
    name: 'sandbox',

    async listChannels() {
      return sandboxPayoutChannels;
    },

    async createPayout(request) {
      if ((sandboxTestAccounts.unreachable as readonly string[]).includes(request.accountNumber)) {
        throw new ProviderUnavailableError('sandbox: the provider did not answer');
      }
      const fails = (sandboxTestAccounts.fails as readonly string[]).includes(request.accountNumber);
      const waits = (sandboxTestAccounts.stays_pending as readonly string[]).includes(request.accountNumber);
      // the same key is the same payout, as at a real provider
      await db
        .insert(sandboxPayouts)
        .values({
          id: `disb_sbx_${randomToken(18)}`,
          idempotencyKey: request.idempotencyKey,
          reference: request.reference,
          channelCode: request.channel,
          accountNumber: request.accountNumber,
          accountHolderName: request.accountHolderName,
          amount: request.amount,
          currency: request.currency,
          status: fails ? 'FAILED' : waits ? 'ACCEPTED' : 'SUCCEEDED',
          failureCode: fails ? 'INVALID_DESTINATION' : null,
        })
        .onConflictDoNothing();
      const [row] = await db
        .select()
        .from(sandboxPayouts)
        .where(eq(sandboxPayouts.idempotencyKey, request.idempotencyKey))
        .limit(1);
      return toProviderPayout(row!);
    },

    async amountIncrement(channel) {
      return sandboxPayoutChannels.find((c) => c.slug === channel)?.amountIncrement ?? 1;
    },

    async fetchPayout(id) {
      const [row] = await db.select().from(sandboxPayouts).where(eq(sandboxPayouts.id, id)).limit(1);
      return row ? toProviderPayout(row) : null;
    },

    verifyPayoutWebhook({ headers, rawBody, now }) {
      const checked = readSigned(headers, rawBody, now, payoutEventBody);
      if (!checked.ok) return checked;
      const { data } = checked.body;
      return {
        ok: true,
        event: {
          id: data.id,
          reference: data.reference,
          status: payoutStatusOf[data.status],
          failureCode: data.failure_code,
        },
      };
    },
  };

  return {
    name: 'sandbox' as const,
    accountSignIn: true,
    payouts,

    /** Where the webhooks of saved methods' charges go, which the provider sends on its own. */
    sendWebhooksWith(send: (event: SandboxWebhook) => Promise<void>) {
      deliver = send;
    },

    /** Moves a sandbox payout on (as the bank would) and returns the signed webhook saying so. */
    async movePayout(id: string, move: SandboxPayoutMove, now = new Date()) {
      const { from, to, failureCode } = payoutMoves[move];
      const [row] = await db
        .update(sandboxPayouts)
        .set({ status: to, failureCode, updatedAt: now })
        .where(and(eq(sandboxPayouts.id, id), eq(sandboxPayouts.status, from)))
        .returning();
      if (!row) return null;
      const rawBody = JSON.stringify({
        id: `evt_${randomToken(16)}`,
        type: 'payout.updated',
        data: { id: row.id, reference: row.reference, status: row.status, failure_code: row.failureCode },
      });
      return { payout: row, rawBody, signature: signSandboxWebhook(webhookSecret, rawBody, now) };
    },

    async findPayout(id: string) {
      const [row] = await db.select().from(sandboxPayouts).where(eq(sandboxPayouts.id, id)).limit(1);
      return row ?? null;
    },

    authorizationUrl({ state, redirectUri }) {
      const url = new URL('/sandbox/oauth/authorize', publicUrl);
      url.searchParams.set('state', state);
      url.searchParams.set('redirect_uri', redirectUri);
      return url.toString();
    },

    async issueAuthorizationCode(account: ProviderAccount) {
      const code = randomToken(24);
      await db.insert(sandboxAuthorizations).values({
        codeHash: hashToken(secret, code),
        accountId: account.accountId,
        username: account.username,
        mobileNumber: account.mobileNumber,
        expiresAt: new Date(Date.now() + CODE_TTL_MS),
      });
      return code;
    },

    async exchangeAuthorizationCode(code) {
      // single use: the update that marks it used is the one that may read it
      const [row] = await db
        .update(sandboxAuthorizations)
        .set({ usedAt: new Date() })
        .where(
          and(
            eq(sandboxAuthorizations.codeHash, hashToken(secret, code)),
            isNull(sandboxAuthorizations.usedAt),
            gt(sandboxAuthorizations.expiresAt, new Date()),
          ),
        )
        .returning();
      if (!row) return null;
      return { accountId: row.accountId, username: row.username, mobileNumber: row.mobileNumber };
    },

    async createCheckout(request) {
      if (checkoutDelayMs > 0) await sleep(checkoutDelayMs);
      const id = `cs_sbx_${randomToken(18)}`;
      await db.insert(sandboxCheckouts).values({
        id,
        reference: request.reference,
        amount: request.amount,
        currency: request.currency,
        description: request.description,
        successUrl: request.successUrl,
        failureUrl: request.failureUrl,
        saveMethod: request.saveMethod ?? false,
      });
      return { checkoutId: id, url: new URL(`/sandbox/checkout/${id}`, publicUrl).toString() };
    },

    async findCheckout(id: string) {
      const [row] = await db.select().from(sandboxCheckouts).where(eq(sandboxCheckouts.id, id)).limit(1);
      return row ?? null;
    },

    /**
     * Marks an open checkout paid with `method`; a card is kept for later charges when the merchant
     * asked. Null when the checkout is not open (already paid, cancelled, unknown).
     */
    async payCheckout(id: string, method: SandboxMethod = 'gcash') {
      return db.transaction(async (tx) => {
        const [paid] = await tx
          .update(sandboxCheckouts)
          .set({ status: 'paid', paidAt: now(), methodType: method })
          .where(and(eq(sandboxCheckouts.id, id), eq(sandboxCheckouts.status, 'active')))
          .returning();
        if (!paid?.saveMethod || method !== 'card') return paid ?? null;
        const token = `card_sbx_${randomToken(18)}`;
        await tx.insert(sandboxSavedMethods).values({ token, type: 'card' });
        const [saved] = await tx
          .update(sandboxCheckouts)
          .set({ recurringToken: token })
          .where(eq(sandboxCheckouts.id, id))
          .returning();
        return saved!;
      });
    },

    async cancelCheckout(id: string) {
      const [row] = await db
        .update(sandboxCheckouts)
        .set({ status: 'cancelled' })
        .where(and(eq(sandboxCheckouts.id, id), eq(sandboxCheckouts.status, 'active')))
        .returning();
      return row ?? null;
    },

    paidEvent,

    /** The webhook already sent for a paid checkout or a charge, to send again; null when there is none. */
    async webhookOf(id: string, now = new Date()) {
      const charge = await findCharge(id);
      if (charge) return chargeEvent(charge, now);
      const [checkout] = await db.select().from(sandboxCheckouts).where(eq(sandboxCheckouts.id, id)).limit(1);
      return checkout?.status === 'paid' ? paidEvent(checkout, now) : null;
    },

    /** Makes a saved card's next charges fail with `card_declined`; null when no card has this token. */
    async declineSavedMethod(token: string) {
      const [row] = await db
        .update(sandboxSavedMethods)
        .set({ declines: true })
        .where(eq(sandboxSavedMethods.token, token))
        .returning();
      return row ?? null;
    },

    findCharge,

    verifyWebhook({ headers, rawBody, now }) {
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
    },

    async fetchCheckout(checkoutId) {
      const charge = await findCharge(checkoutId);
      if (charge) return chargeStateOf(charge);
      const [row] = await db
        .select()
        .from(sandboxCheckouts)
        .where(eq(sandboxCheckouts.id, checkoutId))
        .limit(1);
      return row ? checkoutStateOf(row) : null;
    },

    async expireCheckout(checkoutId) {
      // a charge is paid or failed at once: there is nothing open to close
      const charge = await findCharge(checkoutId);
      if (charge) return chargeStateOf(charge);
      await db
        .update(sandboxCheckouts)
        .set({ status: 'expired' })
        .where(and(eq(sandboxCheckouts.id, checkoutId), eq(sandboxCheckouts.status, 'active')));
      const [row] = await db
        .select()
        .from(sandboxCheckouts)
        .where(eq(sandboxCheckouts.id, checkoutId))
        .limit(1);
      return row ? checkoutStateOf(row) : null;
    },

    async createRefund(request) {
      const [checkout] = await db
        .select()
        .from(sandboxCheckouts)
        .where(eq(sandboxCheckouts.id, request.checkoutId))
        .limit(1);
      // as a real provider answers a refund of a payment it never took
      if (checkout?.status !== 'paid' || request.amount > checkout.amount) {
        throw new ProviderUnavailableError(
          `sandbox: checkout ${request.checkoutId} has no payment to refund`,
        );
      }
      // as PayMongo: a card payment is refunded within 60 days, a GCash one within 180 (decision 0099)
      const windowDays = checkout.methodType === 'card' ? 60 : 180;
      if (checkout.paidAt && now().getTime() - checkout.paidAt.getTime() > windowDays * 86_400_000) {
        throw new ProviderRefusedError(
          'refund_not_allowed',
          `The payment is past its refund window of ${windowDays} days.`,
        );
      }
      // the same key is the same refund, as at a real provider
      await db
        .insert(sandboxRefunds)
        .values({
          id: `ref_sbx_${randomToken(18)}`,
          idempotencyKey: request.idempotencyKey,
          checkoutId: request.checkoutId,
          amount: request.amount,
          reason: request.reason,
        })
        .onConflictDoNothing();
      const [row] = await db
        .select()
        .from(sandboxRefunds)
        .where(eq(sandboxRefunds.idempotencyKey, request.idempotencyKey))
        .limit(1);
      return toProviderRefund(row!);
    },

    async fetchRefund(id) {
      const [row] = await db.select().from(sandboxRefunds).where(eq(sandboxRefunds.id, id)).limit(1);
      return row ? toProviderRefund(row) : null;
    },

    async chargeSaved(request) {
      const [method] = await db
        .select()
        .from(sandboxSavedMethods)
        .where(eq(sandboxSavedMethods.token, request.token))
        .limit(1);
      if (!method) throw new ProviderRefusedError('resource_not_found', 'No saved method has this token.');
      // the same key is the same charge, as at a real provider: only the first one is sent a webhook
      const [created] = await db
        .insert(sandboxCharges)
        .values({
          id: `ch_sbx_${randomToken(18)}`,
          idempotencyKey: request.idempotencyKey,
          token: request.token,
          reference: request.reference,
          amount: request.amount,
          currency: request.currency,
          description: request.description,
          status: method.declines ? 'failed' : 'paid',
          failureCode: method.declines ? 'card_declined' : null,
        })
        .onConflictDoNothing()
        .returning();
      const [charge] = created
        ? [created]
        : await db
            .select()
            .from(sandboxCharges)
            .where(eq(sandboxCharges.idempotencyKey, request.idempotencyKey))
            .limit(1);
      // as a provider, the outcome is also told by webhook, after the answer
      if (created && deliver) {
        const send = deliver;
        setImmediate(() => void send(chargeEvent(created)));
      }
      return { checkoutId: charge!.id, status: charge!.status, failureCode: charge!.failureCode };
    },
  } satisfies PaymentProvider & Record<string, unknown>;
}

export type SandboxProvider = ReturnType<typeof createSandboxProvider>;

/** A webhook the sandbox sends: its body and its signature header. */
export interface SandboxWebhook {
  rawBody: string;
  signature: string;
}
