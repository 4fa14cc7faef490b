import { and, eq, gt, isNull } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../../db/client.ts';
import { sandboxAuthorizations, sandboxCheckouts } from '../../../db/schema/index.ts';
import { hashToken, randomToken } from '../../../lib/tokens.ts';
import type { PaymentProvider, ProviderAccount } from '../payment-provider.ts';
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
}) {
  const { db, publicUrl, secret, webhookSecret } = options;

  return {
    name: 'sandbox' as const,

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
      const parsed = eventBody.safeParse(json);
      if (!parsed.success) return { ok: false, reason: 'malformed_body' };
      const { id, type, data } = parsed.data;
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
  } satisfies PaymentProvider & Record<string, unknown>;
}

export type SandboxProvider = ReturnType<typeof createSandboxProvider>;
