import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import {
  sandboxAuthorizations,
  sandboxCharges,
  sandboxCheckouts,
  sandboxRefunds,
  sandboxSavedMethods,
} from '../../../db/schema/index.ts';
import { hashToken, randomToken } from '../../../lib/tokens.ts';
import {
  type CheckoutState,
  type PaymentProvider,
  type ProviderAccount,
  type ProviderRefund,
  ProviderRefusedError,
  ProviderUnavailableError,
} from '../payment-provider.ts';
import { createSandboxPayouts } from './sandbox-payouts.ts';
import {
  createSandboxWebhooks,
  type SandboxChargeRow,
  type SandboxCheckoutRow,
  type SandboxWebhook,
} from './sandbox-webhooks.ts';

export { SANDBOX_SIGNATURE_HEADER, signSandboxWebhook, type SandboxWebhook } from './sandbox-webhooks.ts';
export type { SandboxPayoutMove } from './sandbox-payouts.ts';

const CODE_TTL_MS = 5 * 60_000;

/** The sandbox's methods: GCash is paid by the payer each time, a card can be kept and charged again. */
export const sandboxMethods = ['gcash', 'card'] as const;
export type SandboxMethod = (typeof sandboxMethods)[number];

/** The card a payer is offered on the sandbox's pages: PayMongo's basic test card. */
export const SANDBOX_TEST_CARD = '4343434343434345';

/**
 * A keeping of a card with nothing charged (decision 0155) is a sandbox checkout of no amount: its page asks
 * for a card only, and no webhook is sent for it (the merchant asks for it by `fetchSetup`).
 */
export const isSandboxSetup = (row: { amount: number }) => row.amount === 0;

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
  const { chargeEvent, paidEvent, readSigned, verifyWebhook } = createSandboxWebhooks(webhookSecret);
  const { payouts, movePayout, findPayout } = createSandboxPayouts({ db, webhookSecret, readSigned });

  async function findCharge(id: string) {
    const [row] = await db.select().from(sandboxCharges).where(eq(sandboxCharges.id, id)).limit(1);
    return row ?? null;
  }

  return {
    name: 'sandbox' as const,
    accountSignIn: true,
    payouts,

    /** Where the webhooks of saved methods' charges go, which the provider sends on its own. */
    sendWebhooksWith(send: (event: SandboxWebhook) => Promise<void>) {
      deliver = send;
    },
    movePayout,
    findPayout,

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
     * asked, its fingerprint that of `cardNumber` (the same number, the same fingerprint), or its own when
     * none was typed. Null when the checkout is not open (already paid, cancelled, unknown).
     */
    async payCheckout(id: string, method: SandboxMethod = 'gcash', cardNumber?: string) {
      return db.transaction(async (tx) => {
        const [paid] = await tx
          .update(sandboxCheckouts)
          .set({ status: 'paid', paidAt: now(), methodType: method })
          .where(and(eq(sandboxCheckouts.id, id), eq(sandboxCheckouts.status, 'active')))
          .returning();
        if (!paid?.saveMethod || method !== 'card') return paid ?? null;
        const token = `card_sbx_${randomToken(18)}`;
        const fingerprint = `fp_sbx_${hashToken(secret, `card:${cardNumber ?? token}`).slice(0, 24)}`;
        await tx.insert(sandboxSavedMethods).values({ token, type: 'card', fingerprint });
        const [saved] = await tx
          .update(sandboxCheckouts)
          .set({ recurringToken: token })
          .where(eq(sandboxCheckouts.id, id))
          .returning();
        return saved!;
      });
    },

    /** A card kept with nothing charged, for a free trial (decision 0155). */
    methodSetups: {
      methods: ['card'],
      async createSetup(request) {
        const id = `cs_sbx_${randomToken(18)}`;
        await db.insert(sandboxCheckouts).values({
          id,
          reference: request.reference,
          amount: 0,
          currency: 'PHP',
          description: request.description,
          successUrl: request.successUrl,
          failureUrl: request.failureUrl,
          saveMethod: true,
        });
        return { setupId: id, url: new URL(`/sandbox/checkout/${id}`, publicUrl).toString() };
      },
      async fetchSetup(setupId) {
        const [row] = await db
          .select()
          .from(sandboxCheckouts)
          .where(eq(sandboxCheckouts.id, setupId))
          .limit(1);
        if (!row || !isSandboxSetup(row)) return null;
        if (row.status !== 'paid') return { status: row.status, method: null };
        const [saved] = row.recurringToken
          ? await db
              .select()
              .from(sandboxSavedMethods)
              .where(eq(sandboxSavedMethods.token, row.recurringToken))
              .limit(1)
          : [];
        return {
          status: 'kept',
          method: saved
            ? { type: saved.type, recurringToken: saved.token, fingerprint: saved.fingerprint ?? saved.token }
            : null,
        };
      },
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
      return checkout?.status === 'paid' && !isSandboxSetup(checkout) ? paidEvent(checkout, now) : null;
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
    verifyWebhook,

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
