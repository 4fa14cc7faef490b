import { createCheckouts } from './checkout.service.ts';
import { createPaymentsContext, type PaymentsServiceDeps } from './payments.context.ts';
import { createReconciliation } from './reconciliation.service.ts';
import { createSavedCharges } from './saved-charges.service.ts';
import { createSettlement } from './settlement.service.ts';
import { createSubscriptions } from './subscriptions.service.ts';
import { createWebhooks } from './webhooks.service.ts';

export type { PaymentsServiceDeps } from './payments.context.ts';
export type {
  FeeRates,
  PaymentKind,
  ReferralReward,
  ReferralRewards,
  ReturnAddress,
  SettledInfo,
  SettledPayment,
  SettledSummary,
  SettlementHandler,
  SettlementListener,
  SubscriptionRenewal,
} from './payments.types.ts';

/**
 * Payments, put together from their parts, which share one context (`payments.context.ts`): checkouts
 * opened and the payer's return (`checkout.service.ts`), settlement and the features' handlers and
 * listeners (`settlement.service.ts`), the provider's webhooks (`webhooks.service.ts`), charges of saved
 * methods (`saved-charges.service.ts`), subscriptions the provider bills (`subscriptions.service.ts`) and
 * the re-checks of checkouts whose webhook never came (`reconciliation.service.ts`).
 */
export function createPaymentsService(deps: PaymentsServiceDeps) {
  const ctx = createPaymentsContext(deps);
  const settlement = createSettlement(ctx);
  const checkouts = createCheckouts(ctx);
  const subscriptions = createSubscriptions(ctx, checkouts);
  const savedCharges = createSavedCharges(ctx, settlement);
  const webhooks = createWebhooks(ctx, settlement, subscriptions);
  const reconciliation = createReconciliation(ctx, settlement);

  return {
    startCheckout: checkouts.startCheckout,
    previewFee: checkouts.previewFee,
    givenBack: checkouts.givenBack,
    thanks: checkouts.thanks,
    receiptNote: checkouts.receiptNote,
    registerSettlement: settlement.registerSettlement,
    addSettlementListener: settlement.addSettlementListener,
    refundEffects: settlement.refundEffects,
    receiveWebhook: webhooks.receiveWebhook,
    chargeSaved: savedCharges.chargeSaved,
    subscriptionMethods: subscriptions.subscriptionMethods,
    billsItself: subscriptions.billsItself,
    startSubscription: subscriptions.startSubscription,
    cancelSubscription: subscriptions.cancelSubscription,
    refresh: reconciliation.refresh,
    reconcile: reconciliation.reconcile,
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
