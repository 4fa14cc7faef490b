import type { creatorWebhooksSchemas } from '../creator-webhooks.ts';
import { signedInErrors } from '../exceptions.ts';
import { callTable } from '../route-table.ts';

const signedIn = { access: 'signed-in', tags: ['creator webhooks'], errors: signedInErrors } as const;

/** A creator's webhook addresses, their secrets, and the deliveries made to each. */
export const creatorWebhooksCalls = callTable<typeof creatorWebhooksSchemas>()({
  list: { method: 'GET', path: '/v1/creator/webhooks', ...signedIn },
  create: { method: 'POST', path: '/v1/creator/webhooks', ...signedIn },
  delete: { method: 'DELETE', path: '/v1/creator/webhooks/:id', ...signedIn },
  rollSecret: { method: 'POST', path: '/v1/creator/webhooks/:id/secret', ...signedIn },
  deliveries: { method: 'GET', path: '/v1/creator/webhooks/:id/deliveries', ...signedIn },
  resend: { method: 'POST', path: '/v1/creator/webhooks/:id/deliveries/:delivery_id/resend', ...signedIn },
});
