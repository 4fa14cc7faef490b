import { randomBytes } from 'node:crypto';
import type { Centavos, PaymentSource } from '@pixel/contract';
import type { Db, Tx } from '../../db/client.ts';
import type { paymentKinds } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import type { Ledger } from '../../ledger/ledger.ts';
import { paymentSettlement } from '../../ledger/postings.ts';
import type {
  PaymentEvent,
  PaymentProvider,
  WebhookRejection,
} from '../../providers/payments/payment-provider.ts';
import type { PaymentRow, PaymentsRepository } from './payments.repository.ts';

export type PaymentKind = (typeof paymentKinds)[number];

/** What a feature adds to a payment when it settles: its own records, and the line on the statement. */
export interface SettlementHandler {
  onSettled(
    tx: Tx,
    payment: PaymentRow,
  ): Promise<{ description: string; giftId?: string; counterpartyName?: string; message?: string | null }>;
}

export interface FeeRates {
  /** Basis points of each payment the platform keeps, per kind. */
  gift: number;
  goal_gift: number;
  purchase: number;
}

const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const referencePrefix: Record<PaymentKind, string> = { gift: 'G', goal_gift: 'GG', purchase: 'P' };
const newReference = (kind: PaymentKind) =>
  `${referencePrefix[kind]}-${Array.from(randomBytes(12), (b) => REFERENCE_ALPHABET[b % REFERENCE_ALPHABET.length]).join('')}`;

/** Sources whose payments wait in pending until the 15th. */
const heldSources = new Set<string>(['app'] satisfies PaymentSource[]);

export function createPaymentsService(deps: {
  db: Db;
  repository: PaymentsRepository;
  ledger: Ledger;
  provider: PaymentProvider;
  fees: FeeRates;
  handlers: Partial<Record<PaymentKind, SettlementHandler>>;
  log: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
}) {
  const { db, repository, provider, log } = deps;

  /** Posts the money and lets the feature record its side; the caller holds the payment's lock. */
  async function settle(tx: Tx, payment: PaymentRow, paidAt: Date) {
    const handler = deps.handlers[payment.kind];
    if (!handler) throw new Error(`no settlement handler for ${payment.kind}`);
    const { description, giftId, counterpartyName, message } = await handler.onSettled(tx, payment);
    const pending = heldSources.has(payment.source);
    const posting = paymentSettlement({
      payeeUserId: payment.payeeUserId,
      gross: payment.amount,
      feeBasisPoints: deps.fees[payment.kind],
      pending,
      type: payment.kind === 'purchase' ? 'payment' : 'donation',
      description,
      reference: payment.reference,
      idempotencyKey: `settle:${payment.id}`,
    });
    const posted = await deps.ledger.post(tx, posting);
    // the payment row is locked and was not paid, so the key cannot have been used
    if (!posted) throw new Error(`payment ${payment.id} was posted before`);
    const fee =
      posting.entries.find((e) => 'platform' in e.account && e.account.platform === 'platform_fees')
        ?.amount ?? 0;
    await repository.markPaid(tx, payment.id, {
      paidAt,
      ledgerTransactionId: posted.id,
      line: {
        userId: payment.payeeUserId,
        transactionNo: posted.transactionNo,
        type: payment.kind === 'purchase' ? 'payment' : 'donation',
        status: 'completed',
        description,
        reference: payment.reference,
        totalAmount: payment.amount - fee,
        grossAmount: payment.amount,
        feeAmount: fee,
        balance: pending ? 'pending' : 'available',
        giftId: giftId ?? null,
        counterpartyName: counterpartyName ?? null,
        message: message ?? null,
      },
    });
  }

  /** Settles the payment of a verified `checkout.paid`, unless it settled already. */
  async function applyPaid(tx: Tx, event: Extract<PaymentEvent, { type: 'checkout.paid' }>) {
    const payment = await repository.lockByCheckout(tx, provider.name, event.checkoutId);
    if (!payment) {
      log.warn({ checkoutId: event.checkoutId }, 'paid event for an unknown checkout');
      return;
    }
    if (payment.status === 'paid') return;
    if (event.amount !== payment.amount || event.currency !== payment.currency) {
      // never credit a different amount than the one asked for; support looks at the stored event
      log.error(
        { reference: payment.reference, paid: event.amount, expected: payment.amount },
        'paid amount differs',
      );
      return;
    }
    await settle(tx, payment, event.paidAt);
  }

  return {
    /**
     * Opens a checkout at the provider. `record` writes the feature's own rows in the same transaction
     * as the payment, so a gift never exists without its payment or the other way round.
     */
    async startCheckout(input: {
      kind: PaymentKind;
      payeeUserId: string;
      payerUserId: string | null;
      amount: Centavos;
      source: PaymentSource;
      description: string;
      successUrl: string;
      failureUrl: string;
      campaign: Record<string, string>;
      record: (tx: Tx, payment: PaymentRow) => Promise<void>;
    }) {
      const reference = newReference(input.kind);
      const withReference = (url: string) => {
        const parsed = new URL(url);
        parsed.searchParams.set('reference', reference);
        return parsed.toString();
      };
      const successUrl = withReference(input.successUrl);
      const failureUrl = withReference(input.failureUrl);
      const payment = await db.transaction(async (tx) => {
        const row = await repository.insertPayment(tx, {
          reference,
          provider: provider.name,
          kind: input.kind,
          payeeUserId: input.payeeUserId,
          payerUserId: input.payerUserId,
          amount: input.amount,
          source: input.source,
          description: input.description,
          successRedirectUrl: successUrl,
          failureRedirectUrl: failureUrl,
          campaign: Object.keys(input.campaign).length ? input.campaign : null,
        });
        await input.record(tx, row);
        return row;
      });
      let checkout;
      try {
        checkout = await provider.createCheckout({
          reference,
          amount: input.amount,
          currency: 'PHP',
          description: input.description,
          successUrl,
          failureUrl,
        });
      } catch (err) {
        log.error({ err, reference }, 'creating a checkout failed');
        await repository.markCancelled(payment.id);
        throw new AppError(
          'unavailable',
          'The payment provider is not available right now. Please try again.',
        );
      }
      await repository.setCheckout(payment.id, checkout.checkoutId);
      return { linkUrl: checkout.url, reference };
    },

    /**
     * Takes a provider's webhook: refused unless its signature holds; each event is stored once, and a
     * payment settles once however many times, and in whatever order, events arrive.
     */
    async receiveWebhook(input: {
      headers: Record<string, string | string[] | undefined>;
      rawBody: string;
    }): Promise<{ ok: true; duplicate: boolean } | { ok: false; reason: WebhookRejection }> {
      const verified = provider.verifyWebhook({ ...input, now: new Date() });
      if (!verified.ok) return verified;
      const { event } = verified;
      const fresh = await db.transaction(async (tx) => {
        const isNew = await repository.recordEvent(tx, {
          provider: provider.name,
          eventId: event.eventId,
          type: event.type === 'ignored' ? event.providerType : event.type,
          payload: event.payload as object,
        });
        if (isNew && event.type === 'checkout.paid') await applyPaid(tx, event);
        return isNew;
      });
      return { ok: true, duplicate: !fresh };
    },

    /**
     * The payment as it stands; a pending one is checked with the provider first (a verified re-fetch),
     * so a lost webhook does not leave a paid gift unsettled.
     */
    async refresh(reference: string) {
      const payment = await repository.findByReference(reference);
      if (!payment) return null;
      if (payment.status !== 'pending' || !payment.providerCheckoutId) return payment;
      const state = await provider.fetchCheckout(payment.providerCheckoutId).catch((err: unknown) => {
        log.warn({ err, reference }, 'checking a checkout failed');
        return null;
      });
      if (state?.status !== 'paid') return payment;
      if (state.amount !== payment.amount || state.currency !== payment.currency) return payment;
      return db.transaction(async (tx) => {
        const locked = (await repository.lockById(tx, payment.id))!;
        if (locked.status !== 'paid') await settle(tx, locked, state.paidAt ?? new Date());
        return (await repository.lockById(tx, payment.id))!;
      });
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
