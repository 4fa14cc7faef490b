import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../../db/client.ts';
import {
  sandboxAuthorizations,
  sandboxCheckouts,
  sandboxPayouts,
  sandboxRefunds,
} from '../../../db/schema/index.ts';
import { hashToken, randomToken } from '../../../lib/tokens.ts';
import {
  type PaymentProvider,
  type PayoutGateway,
  type ProviderAccount,
  type ProviderPayout,
  type ProviderRefund,
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
  data: z.object({
    checkout_id: z.string().min(1).max(100),
    reference: z.string().max(100).nullable(),
    amount: z.number().int().positive(),
    currency: z.string().min(3).max(3),
    paid_at: z.iso.datetime(),
  }),
});

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
}) {
  const { db, publicUrl, secret, webhookSecret, checkoutDelayMs = 0 } = options;

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
      });
      return { checkoutId: id, url: new URL(`/sandbox/checkout/${id}`, publicUrl).toString() };
    },

    async findCheckout(id: string) {
      const [row] = await db.select().from(sandboxCheckouts).where(eq(sandboxCheckouts.id, id)).limit(1);
      return row ?? null;
    },

    /** Marks an open checkout paid; null when it is not open (already paid, cancelled, unknown). */
    async payCheckout(id: string) {
      const [row] = await db
        .update(sandboxCheckouts)
        .set({ status: 'paid', paidAt: new Date() })
        .where(and(eq(sandboxCheckouts.id, id), eq(sandboxCheckouts.status, 'active')))
        .returning();
      return row ?? null;
    },

    async cancelCheckout(id: string) {
      const [row] = await db
        .update(sandboxCheckouts)
        .set({ status: 'cancelled' })
        .where(and(eq(sandboxCheckouts.id, id), eq(sandboxCheckouts.status, 'active')))
        .returning();
      return row ?? null;
    },

    /** The webhook the sandbox sends when a checkout is paid: a raw body and its signature header. */
    paidEvent(checkout: typeof sandboxCheckouts.$inferSelect, now = new Date()) {
      const rawBody = JSON.stringify({
        id: `evt_${randomToken(16)}`,
        type: 'checkout.paid',
        data: {
          checkout_id: checkout.id,
          reference: checkout.reference,
          amount: checkout.amount,
          currency: checkout.currency,
          paid_at: (checkout.paidAt ?? now).toISOString(),
        },
      });
      return { rawBody, signature: signSandboxWebhook(webhookSecret, rawBody, now) };
    },

    verifyWebhook({ headers, rawBody, now }) {
      const checked = readSigned(headers, rawBody, now, eventBody);
      if (!checked.ok) return checked;
      const { json } = checked;
      const { id, type, data } = checked.body;
      if (type !== 'checkout.paid')
        return { ok: true, event: { eventId: id, type: 'ignored', providerType: type, payload: json } };
      return {
        ok: true,
        event: {
          eventId: id,
          type: 'checkout.paid',
          checkoutId: data.checkout_id,
          reference: data.reference,
          amount: data.amount,
          currency: data.currency,
          paidAt: new Date(data.paid_at),
          payload: json,
        },
      };
    },

    async fetchCheckout(checkoutId) {
      const [row] = await db
        .select()
        .from(sandboxCheckouts)
        .where(eq(sandboxCheckouts.id, checkoutId))
        .limit(1);
      if (!row) return null;
      return { status: row.status, amount: row.amount, currency: row.currency, paidAt: row.paidAt };
    },

    async expireCheckout(checkoutId) {
      await db
        .update(sandboxCheckouts)
        .set({ status: 'expired' })
        .where(and(eq(sandboxCheckouts.id, checkoutId), eq(sandboxCheckouts.status, 'active')));
      const [row] = await db
        .select()
        .from(sandboxCheckouts)
        .where(eq(sandboxCheckouts.id, checkoutId))
        .limit(1);
      return row
        ? { status: row.status, amount: row.amount, currency: row.currency, paidAt: row.paidAt }
        : null;
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
  } satisfies PaymentProvider & Record<string, unknown>;
}

export type SandboxProvider = ReturnType<typeof createSandboxProvider>;

/** A webhook the sandbox sends: its body and its signature header. */
export interface SandboxWebhook {
  rawBody: string;
  signature: string;
}
