import { z } from 'zod';
import {
  ProviderRefusedError,
  type SubscriptionGateway,
  ProviderUnavailableError,
} from '../payment-provider.ts';

/**
 * What PayMongo's Subscriptions API bills: Visa/Mastercard cards and Maya; "GCash, GrabPay, and ShopeePay
 * are not supported" (decision 0127).
 */
export const PAYMONGO_RECURRING_METHODS = ['card', 'paymaya'] as const;

/**
 * The Subscriptions API as we call it (decision 0127), in one place because PayMongo's two guides differ:
 * its API reference (Plan Resource) and its first Subscriptions guide create plans at
 * `/v1/subscriptions/plans` with `interval: "monthly"`; a newer guide shows `/v1/plans` with `"month"`.
 * We follow the reference; confirm on a live account. A plan's amount is at least 2000 centavos.
 */
export const PAYMONGO_SUBSCRIPTIONS = {
  plans: '/v1/subscriptions/plans',
  customers: '/v1/customers',
  subscriptions: '/v1/subscriptions',
  cancel: (id: string) => `/v1/subscriptions/${id}/cancel`,
  interval: 'monthly',
  /** One of the reasons PayMongo's cancel takes (`too_expensive`, `missing_features`, `switched_service`, `unused`, `other`). */
  cancellationReason: 'other',
  /** The ids PayMongo gives subscriptions: `subs_…` in its samples (some clients show `sub_…`). */
  id: /^subs?_[A-Za-z0-9]+$/,
} as const;

/**
 * UNCONFIRMED (decision 0155): the one attribute that would make a subscription bill its first invoice later
 * (a free trial's end, as an ISO date) instead of at once. PayMongo's documents we hold name no trial, start
 * or anchor date on `POST /v1/subscriptions`; this name is a guess to confirm with PayMongo before
 * `PAYMONGO_SUBSCRIPTION_TRIALS=on`. The strict stand-in (`test/fake-providers`) refuses it until its
 * documented list is extended in the same change. Sent only for a subscription asked to bill from a date.
 */
export const PAYMONGO_TRIAL_START_ATTRIBUTE = 'anchor_date';

const created = z.object({ data: z.object({ id: z.string() }) });

// a new subscription's first invoice, whose payment intent the payer completes on-session
const subscription = z.object({
  data: z.object({
    id: z.string(),
    attributes: z.object({
      latest_invoice: z.object({
        payment_intent: z.object({
          id: z.string(),
          // the key the payer's browser attaches a payment method with; older samples nest it in attributes
          client_key: z.string().nullish(),
          attributes: z.object({ client_key: z.string().nullish() }).passthrough().nullish(),
        }),
      }),
    }),
  }),
});

/** A call to PayMongo's API: its JSON answer, null for a 404; throws what PayMongo refused, and why. */
export type PaymongoCall = (
  path: string,
  init: { method: 'GET' | 'POST'; body?: unknown; idempotencyKey?: string },
) => Promise<unknown>;

/** The Subscriptions API (decision 0127): a customer per payer, a plan per price and period, a subscription. */
export function paymongoSubscriptions(
  call: PaymongoCall,
  config: { payPage: (input: { paymentIntentId: string; clientKey: string; reference: string }) => string },
): SubscriptionGateway {
  const idOf = (json: unknown, what: string) => {
    const parsed = created.safeParse(json);
    if (!parsed.success) throw new ProviderUnavailableError(`PayMongo answered a ${what} we cannot read`);
    return parsed.data.data.id;
  };
  return {
    methods: PAYMONGO_RECURRING_METHODS,
    owns: (token) => PAYMONGO_SUBSCRIPTIONS.id.test(token),

    async createCustomer({ reference, name, email }) {
      const [first, ...rest] = name.trim().split(/\s+/);
      const json = await call(PAYMONGO_SUBSCRIPTIONS.customers, {
        method: 'POST',
        idempotencyKey: `customer:${reference}`,
        body: {
          data: {
            attributes: {
              first_name: (first || name).slice(0, 100),
              last_name: (rest.join(' ') || first || name).slice(0, 100),
              ...(email && { email }),
              default_device: 'email',
            },
          },
        },
      });
      return idOf(json, 'customer');
    },

    async createPlan({ name, amount, currency, months }) {
      const json = await call(PAYMONGO_SUBSCRIPTIONS.plans, {
        method: 'POST',
        body: {
          data: {
            attributes: {
              name: name.slice(0, 255),
              description: name.slice(0, 255),
              amount,
              currency,
              interval: PAYMONGO_SUBSCRIPTIONS.interval,
              interval_count: months,
            },
          },
        },
      });
      return idOf(json, 'plan');
    },

    async createSubscription(request) {
      const json = await call(PAYMONGO_SUBSCRIPTIONS.subscriptions, {
        method: 'POST',
        idempotencyKey: request.idempotencyKey,
        body: {
          data: {
            attributes: {
              customer_id: request.customerId,
              plan_id: request.planId,
              // a free trial's end, where PayMongo confirms it can bill from a date (decision 0155)
              ...(request.billsFrom && {
                [PAYMONGO_TRIAL_START_ATTRIBUTE]: request.billsFrom.toISOString().slice(0, 10),
              }),
            },
          },
        },
      });
      const parsed = subscription.safeParse(json);
      const intent = parsed.success ? parsed.data.data.attributes.latest_invoice.payment_intent : null;
      const clientKey = intent?.client_key ?? intent?.attributes?.client_key;
      if (!parsed.success || !intent || !clientKey) {
        throw new ProviderUnavailableError('PayMongo answered a subscription without its first invoice');
      }
      return {
        subscriptionId: parsed.data.data.id,
        checkoutId: intent.id,
        url: config.payPage({ paymentIntentId: intent.id, clientKey, reference: request.reference }),
      };
    },

    async cancelSubscription(id) {
      if (!PAYMONGO_SUBSCRIPTIONS.id.test(id)) return;
      try {
        await call(PAYMONGO_SUBSCRIPTIONS.cancel(id), {
          method: 'POST',
          body: {
            data: { attributes: { cancellation_reason: PAYMONGO_SUBSCRIPTIONS.cancellationReason } },
          },
        });
      } catch (err) {
        // cancelled already (by the payer's bank, PayMongo's retries, or an earlier call): nothing bills
        if (err instanceof ProviderRefusedError && !err.byAccount) return;
        throw err;
      }
    },
  };
}
