import type { paymentsSchemas, webhookSchemas } from '../gifts.ts';
import { callTable } from '../route-table.ts';

const tags = ['payments'];

/**
 * A payment as a supporter sees it, signed in or not: what the creator receives of an amount before
 * paying, and the state of a payment once back from the checkout.
 */
export const paymentsCalls = callTable<typeof paymentsSchemas>()({
  feePreview: {
    method: 'GET',
    path: '/v1/payments/fee-preview',
    access: 'anyone',
    tags,
    // no such creator; a field that breaks a rule
    errors: ['NotFoundException', 'ValidationException'],
  },
  status: {
    method: 'GET',
    path: '/v1/payments/:reference',
    access: 'anyone',
    tags,
    // no such payment; a reference longer than any we make
    errors: ['NotFoundException', 'ValidationException'],
  },
});

/**
 * The payment provider's callbacks, one for payments and one for payouts, each with a `:provider` segment
 * only the configured provider's name answers. Not in the OpenAPI document: the provider calls them, not an
 * app, and each body is read as the exact text its signature covers (`server/src/lib/webhook-route.ts`).
 */
export const webhookCalls = callTable<typeof webhookSchemas>()({
  payments: {
    method: 'POST',
    path: '/v1/webhooks/:provider',
    access: 'anyone',
    tags,
    errors: ['NotFoundException', 'InvalidSignatureException', 'ValidationException'],
    hidden: true,
  },
  payouts: {
    method: 'POST',
    path: '/v1/webhooks/:provider/payouts',
    access: 'anyone',
    tags: ['payouts'],
    errors: ['NotFoundException', 'InvalidSignatureException', 'ValidationException'],
    hidden: true,
  },
});
