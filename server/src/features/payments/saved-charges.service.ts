import type { Centavos, PaymentSource } from '@pixel/contract';
import type { Tx } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { AppError, say } from '../../lib/errors.ts';
import { ProviderRefusedError } from '../../providers/payments/payment-provider.ts';
import { newReference } from './checkout.service.ts';
import type { PaymentsContext } from './payments.context.ts';
import type { PaymentRow } from './payments.repository.ts';
import type { PaymentKind } from './payments.types.ts';
import type { Settlement } from './settlement.service.ts';

/**
 * Charges of a method the payer saved at an earlier checkout, made with nobody present (a renewal): once
 * per key at the provider, and settled once whether its answer or its webhook comes first.
 */
export function createSavedCharges(
  ctx: PaymentsContext,
  settlement: Pick<Settlement, 'fail' | 'settleFromProvider'>,
) {
  const { deps } = ctx;
  const { db, repository, provider, log } = deps;
  const { fail, settleFromProvider } = settlement;

  return {
    /**
     * Charges a method the payer saved at an earlier checkout, with nobody present (a renewal). `record`
     * writes the feature's rows in the same transaction as the pending payment; the outcome arrives as
     * the provider's webhook and settles through the kind's handler (or reaches its `onFailed`). The same
     * `idempotencyKey` is the same payment and the same charge at the provider: a repeat never charges
     * twice, whatever became of the first.
     */
    async chargeSaved(input: {
      kind: PaymentKind;
      payeeUserId: string;
      payerUserId: string | null;
      amount: Centavos;
      description: string;
      token: string;
      record: (tx: Tx, payment: PaymentRow) => Promise<void>;
      idempotencyKey: string;
      /** A label for reports; `web` unless said. */
      source?: PaymentSource;
    }): Promise<{
      paymentId: string;
      reference: string;
      status: 'pending' | 'paid' | 'failed';
      failureCode: string | null;
    }> {
      // its own namespace: a call's Idempotency-Key (startCheckout) never names a charge
      const requestKey = `saved:${input.idempotencyKey}`;
      const answer = (payment: PaymentRow, failureCode: string | null = null) => ({
        paymentId: payment.id,
        reference: payment.reference,
        status:
          payment.status === 'paid'
            ? ('paid' as const)
            : payment.status === 'pending'
              ? ('pending' as const)
              : ('failed' as const),
        failureCode,
      });
      let made = await repository.findByRequestKey(requestKey, { includeCancelled: true });
      // asked before: the charge was sent, or ended, already
      if (made && (made.providerCheckoutId || made.status !== 'pending')) return answer(made);
      // nobody is sent anywhere after a charge; the columns hold the site's address
      const home = new URL('/', deps.publicUrl).toString();
      made ??= await db
        .transaction(async (tx) => {
          const row = await repository.insertPayment(tx, {
            reference: newReference(input.kind),
            requestKey,
            provider: provider.name,
            kind: input.kind,
            payeeUserId: input.payeeUserId,
            payerUserId: input.payerUserId,
            amount: input.amount,
            source: input.source ?? 'web',
            description: input.description,
            successRedirectUrl: home,
            failureRedirectUrl: home,
          });
          await input.record(tx, row);
          return row;
        })
        .catch(async (err: unknown) => {
          // the same charge asked at the same moment: the other call made it
          if (isUniqueViolation(err, 'payments_request_key_unique')) {
            return (await repository.findByRequestKey(requestKey, { includeCancelled: true }))!;
          }
          throw err;
        });
      const payment = made;
      let charge;
      try {
        charge = await provider.chargeSaved({
          token: input.token,
          reference: payment.reference,
          amount: payment.amount,
          currency: 'PHP',
          description: payment.description,
          idempotencyKey: requestKey,
        });
      } catch (err) {
        if (err instanceof ProviderRefusedError && !err.byAccount) {
          // never chargeable (an unknown or removed token): ended as a refused charge is
          log.warn(
            { code: err.code, detail: err.detail, reference: payment.reference },
            'a saved charge was refused',
          );
          const ended = await db.transaction(async (tx) => {
            const [locked] = await repository.lockForSettlement(tx, [payment.id]);
            if (locked!.payment.status === 'pending') {
              await fail(tx, [{ payment: locked!.payment, failureCode: err.code }]);
            }
            return (await repository.lockById(tx, payment.id))!;
          });
          return answer(ended, err.code);
        }
        // the payment waits: a repeat with the same key asks the provider again, under the same key
        log.error({ err, reference: payment.reference }, 'charging a saved method failed');
        throw new AppError('unavailable', say('providerUnavailable'));
      }
      await repository.setCheckout(payment.id, charge.checkoutId, null);
      if (charge.status !== 'pending') {
        // the provider's webhook can come before the checkout's id is kept, and find nothing to settle:
        // the outcome the charge answered is settled here too, once, whichever of the two comes first
        const { payment: after } = await settleFromProvider({
          ...payment,
          providerCheckoutId: charge.checkoutId,
        });
        return answer(after, charge.failureCode);
      }
      return {
        paymentId: payment.id,
        reference: payment.reference,
        status: charge.status,
        failureCode: charge.failureCode,
      };
    },
  };
}
