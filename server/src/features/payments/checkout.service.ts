import type { Centavos, PaymentSource } from '@pixel/contract';
import type { TFunction } from 'i18next';
import type { Tx } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { AppError, fieldError, say } from '../../lib/errors.ts';
import { readableCode } from '../../lib/tokens.ts';
import { feeFor } from '../../ledger/postings.ts';
import { ProviderRefusedError } from '../../providers/payments/payment-provider.ts';
import type { PaymentsContext } from './payments.context.ts';
import type { PaymentRow } from './payments.repository.ts';
import type { PaymentKind, ReturnAddress } from './payments.types.ts';

/** The window of `checkouts_per_hour` (decision 0108). */
const HOUR_MS = 3_600_000;

/**
 * What a person is told when the provider refuses to open a checkout: the amount under its minimum marks
 * the amount field; any other reason is the provider's own words.
 */
export function checkoutRefusal(err: ProviderRefusedError) {
  if (err.code === 'parameter_below_minimum' && (err.field === null || err.field === 'amount')) {
    const message = say('belowProviderMinimum');
    return new AppError('validation', message, { errors: { amount: [message] } });
  }
  const reason = (err.detail ?? err.code).replace(/\s+/g, ' ').trim().slice(0, 200);
  return new AppError('validation', say('providerRefused', { reason }));
}

const referencePrefix: Record<PaymentKind, string> = {
  gift: 'G',
  goal_gift: 'GG',
  purchase: 'P',
  membership: 'M',
  gift_item: 'GI',
  product: 'S',
  commission: 'C',
};

/** A new payment's reference: its kind's letters, then a code a person can read out. */
export const newReference = (kind: PaymentKind) => `${referencePrefix[kind]}-${readableCode(12)}`;

/**
 * Opening a checkout: the payment and the feature's rows written together, the payer's velocity limits, the
 * checkout at the provider, and the fee preview before it; then what the payer is shown on coming back.
 */
export function createCheckouts(ctx: PaymentsContext) {
  const { deps, handlers, now } = ctx;
  const { db, repository, provider, log } = deps;
  const ownOrigin = new URL(deps.publicUrl).origin;

  // people are only ever sent back to our own pages: an open redirect would lend our address to phishing
  function ownUrl(field: string, label: string, address: ReturnAddress) {
    if (!address.given) return address.fallback;
    let url: URL;
    try {
      url = new URL(address.given, deps.publicUrl);
    } catch {
      throw fieldError(field, say('notOwnPage', { field: label }));
    }
    if (url.origin !== ownOrigin) throw fieldError(field, say('notOwnPage', { field: label }));
    return url.toString();
  }

  /**
   * The velocity limits of a signed-in payer's new checkout (decision 0108), one at a time per payer: the
   * kind's own (a new account's first-day gifts), then the checkouts they opened in the last hour.
   */
  async function checkVelocity(
    tx: Tx,
    payerUserId: string,
    at: Date,
    own: ((tx: Tx, payerUserId: string) => Promise<void>) | undefined,
  ) {
    const { velocity } = deps;
    if (!velocity && !own) return;
    await repository.lockPayer(tx, payerUserId);
    await own?.(tx, payerUserId);
    if (!velocity) return;
    const limit = await velocity.limitOf(tx, payerUserId, 'checkouts_per_hour');
    const times = await repository.checkoutTimes(tx, {
      payerUserId,
      since: new Date(at.getTime() - HOUR_MS),
      newest: limit,
    });
    velocity.enforce({
      key: 'checkouts_per_hour',
      limit,
      count: times.length,
      oldest: times.at(-1) ?? null,
      windowMs: HOUR_MS,
    });
  }

  return {
    // a subscription's first invoice is a checkout too: the same return pages, the same velocity limits
    ownUrl,
    checkVelocity,

    /**
     * Whether a paid payment goes back to its payer instead of its payee, and why (decision 0066): the
     * return page must not thank anyone for it.
     */
    givenBack: (payment: PaymentRow) =>
      payment.status === 'paid' ? repository.findSettlementRefund(payment.id) : Promise.resolve(null),

    /** What the payer of a paid payment is told, when its kind has its own words. */
    async thanks(payment: PaymentRow, payeeName: string, t: TFunction) {
      return (await handlers[payment.kind]?.thanks?.(payment, payeeName, t)) ?? null;
    },

    /** What a paid payment's receipt adds, when its kind has something to add. */
    async receiptNote(payment: { id: string; kind: PaymentRow['kind'] }, t: TFunction) {
      return (await handlers[payment.kind]?.receiptNote?.(payment.id, t)) ?? null;
    },

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
      /** Where the payer is sent back: the address the caller gave (one of this site's pages), or the fallback. */
      successUrl: ReturnAddress;
      failureUrl: ReturnAddress;
      campaign: Record<string, string>;
      record: (tx: Tx, payment: PaymentRow) => Promise<void>;
      /** The payer is offered to keep the method for `chargeSaved` (a card or Maya, never GCash). */
      saveMethod?: boolean;
      /**
       * The kind's own velocity limit, checked (and thrown) in the transaction that records the payment,
       * after the payer's other checkouts are locked: it counts what is recorded, never a race's double.
       */
      limit?: (tx: Tx, payerUserId: string) => Promise<void>;
    }) {
      const successAddress = ownUrl('success_redirect_url', 'success redirect url', input.successUrl);
      const failureAddress = ownUrl('failure_redirect_url', 'failure redirect url', input.failureUrl);
      // a repeat of a call that an instance left mid-way (its Idempotency-Key's claim taken over): the
      // payment that call made is the answer, its checkout opened if it was not yet (decision 0073)
      const requestKey = deps.callKey?.() ?? null;
      let made = requestKey ? await repository.findByRequestKey(requestKey) : null;
      if (made?.checkoutUrl) return { linkUrl: made.checkoutUrl, reference: made.reference };
      const reference = made?.reference ?? newReference(input.kind);
      const withReference = (url: string) => {
        const parsed = new URL(url);
        parsed.searchParams.set('reference', reference);
        return parsed.toString();
      };
      const successUrl = withReference(successAddress);
      const failureUrl = withReference(failureAddress);
      const insert = () =>
        db.transaction(async (tx) => {
          const openedAt = now();
          if (input.payerUserId) await checkVelocity(tx, input.payerUserId, openedAt, input.limit);
          const row = await repository.insertPayment(tx, {
            createdAt: openedAt,
            reference,
            requestKey,
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
      made ??= await insert().catch(async (err: unknown) => {
        // the first run, still going after all, made it meanwhile
        if (requestKey && isUniqueViolation(err, 'payments_request_key_unique')) {
          return (await repository.findByRequestKey(requestKey))!;
        }
        throw err;
      });
      if (made.checkoutUrl) return { linkUrl: made.checkoutUrl, reference: made.reference };
      const payment = made;
      let checkout;
      try {
        checkout = await provider.createCheckout({
          reference: payment.reference,
          amount: payment.amount,
          currency: 'PHP',
          description: payment.description,
          successUrl: payment.successRedirectUrl,
          failureUrl: payment.failureRedirectUrl,
          ...(input.saveMethod && { saveMethod: true }),
        });
      } catch (err) {
        await repository.markCancelled(payment.id);
        // refused for our key or account (decision 0126): nothing the person can change, so unavailable to them
        if (err instanceof ProviderRefusedError && !err.byAccount) {
          // the provider will never take this checkout as it is: the person is told why, the operator its code
          log.warn({ code: err.code, detail: err.detail, reference }, 'the provider refused a checkout');
          throw checkoutRefusal(err);
        }
        log.error({ err, reference }, 'creating a checkout failed');
        throw new AppError('unavailable', say('providerUnavailable'));
      }
      await repository.setCheckout(payment.id, checkout.checkoutId, checkout.url);
      return { linkUrl: checkout.url, reference: payment.reference };
    },

    /**
     * What a payee receives of `amount` paid as `kind`: the fee by the same rule the settlement posts
     * (`feeFor` under `paymentSettlement`), so the preview always equals the ledger line afterwards.
     */
    previewFee(input: { kind: PaymentKind; amount: Centavos }) {
      const fee = feeFor(input.amount, deps.fees[input.kind]);
      return { amount: input.amount, fee, net: input.amount - fee };
    },
  };
}

export type Checkouts = ReturnType<typeof createCheckouts>;
