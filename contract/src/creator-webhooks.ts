import { z } from 'zod';
import { pageEnvelope } from './envelope.ts';
import { pageQuery } from './pagination.ts';
import type { SchemaTable } from './route-table.ts';
import { says } from './said.ts';

/** What a creator can be told of, at an address of their own. */
export const webhookEventTypes = ['gift.received', 'purchase.completed', 'payout.updated'] as const;
export type WebhookEventType = (typeof webhookEventTypes)[number];

export const webhookLimits = { urlMax: 2000, endpointsMax: 10, responseExcerptMax: 500 } as const;

/** The header that carries a delivery's signature: `t=<unix seconds>,v1=<hex HMAC-SHA256>`. */
export const WEBHOOK_SIGNATURE_HEADER = 'Pixel-Signature';

export const webhookMessages = {
  urlInvalid: 'The url must be a valid URL.',
  urlHttps: 'The url must start with https://.',
  urlCredentials: 'The url must not contain a user name or password.',
  urlUnresolvable: 'The url host could not be found.',
  urlPrivate: 'The url must point to a public internet address.',
  tooMany: `You can add at most ${webhookLimits.endpointsMax} webhook endpoints.`,
  eventsRequired: 'Choose at least one event.',
  deleted: 'The webhook endpoint was deleted.',
} as const;

/** POST /v1/creator/webhooks. Where the address points is checked by the server (HTTPS, public). */
export const webhookEndpointRequest = z.strictObject({
  url: z
    .string({ error: says('fieldRequired', { field: 'url' }) })
    .trim()
    .min(1, says('fieldRequired', { field: 'url' }))
    .max(webhookLimits.urlMax, says('fieldTooLong', { field: 'url', max: webhookLimits.urlMax }))
    .refine((value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol), {
      message: says('fieldUrl', { field: 'url' }),
    }),
  events: z
    .array(z.enum(webhookEventTypes, { error: says('fieldSelectedInvalid', { field: 'event' }) }), {
      error: says('fieldRequired', { field: 'events' }),
    })
    .min(1, says('eventsRequired'))
    .transform((events) => [...new Set(events)]),
});
export type WebhookEndpointRequest = z.input<typeof webhookEndpointRequest>;

export const webhookEndpoint = z.object({
  id: z.string(),
  url: z.string(),
  events: z.array(z.enum(webhookEventTypes)),
  /** The secret's last four characters, to tell which one a receiver holds. */
  secret_hint: z.string(),
  created_at: z.string(),
  secret_rolled_at: z.string().nullable(),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpoint>;

/** GET /v1/creator/webhooks: newest first. */
export const webhookEndpointsResponse = z.object({ data: z.array(webhookEndpoint) });

/** POST /v1/creator/webhooks and POST /v1/creator/webhooks/{id}/secret: the only answers that hold the secret. */
export const webhookEndpointWithSecretResponse = z.object({
  data: webhookEndpoint.extend({ secret: z.string() }),
});
export type WebhookEndpointWithSecret = z.infer<typeof webhookEndpointWithSecretResponse>['data'];

export const webhookDeleteResponse = z.object({ data: z.object({ message: z.string() }) });

export const webhookDeliveryStatuses = ['pending', 'succeeded', 'failed'] as const;

export const webhookAttempt = z.object({
  attempt: z.number().int(),
  /** The receiver's HTTP status; null when no answer came (see `error`). */
  status_code: z.number().int().nullable(),
  duration_ms: z.number().int(),
  /** The start of the receiver's answer. */
  response_excerpt: z.string().nullable(),
  error: z.string().nullable(),
  created_at: z.string(),
});
export type WebhookAttempt = z.infer<typeof webhookAttempt>;

export const webhookDelivery = z.object({
  id: z.string(),
  event_id: z.string(),
  event_type: z.enum(webhookEventTypes),
  /** `pending` while tries remain, `succeeded` on a 2xx answer, `failed` when the tries ran out. */
  status: z.enum(webhookDeliveryStatuses),
  /** The delivery this one resends (same event id), if any. */
  resend_of: z.string().nullable(),
  attempts: z.array(webhookAttempt),
  created_at: z.string(),
});
export type WebhookDelivery = z.infer<typeof webhookDelivery>;

/** GET /v1/creator/webhooks/{id}/deliveries: newest first. */
export const webhookDeliveriesQuery = pageQuery(20);
export const webhookDeliveriesPage = pageEnvelope(webhookDelivery);
export type WebhookDeliveriesPage = z.infer<typeof webhookDeliveriesPage>;

/** POST /v1/creator/webhooks/{id}/deliveries/{delivery_id}/resend: a new delivery of the same event. */
export const webhookDeliveryResponse = z.object({ data: webhookDelivery });

export const webhookEndpointParams = z.object({
  id: z.uuid(says('fieldSelectedInvalid', { field: 'webhook endpoint' })),
});
export const webhookDeliveryParams = webhookEndpointParams.extend({
  delivery_id: z.uuid(says('fieldSelectedInvalid', { field: 'delivery' })),
});

/** The schemas of `creatorWebhooksCalls` (`calls/creator-webhooks.ts`). */
export const creatorWebhooksSchemas = {
  list: { answers: { 200: webhookEndpointsResponse } },
  create: { body: webhookEndpointRequest, answers: { 201: webhookEndpointWithSecretResponse } },
  delete: { params: webhookEndpointParams, answers: { 200: webhookDeleteResponse } },
  rollSecret: { params: webhookEndpointParams, answers: { 200: webhookEndpointWithSecretResponse } },
  deliveries: {
    params: webhookEndpointParams,
    query: webhookDeliveriesQuery,
    answers: { 200: webhookDeliveriesPage },
  },
  resend: { params: webhookDeliveryParams, answers: { 202: webhookDeliveryResponse } },
} as const satisfies SchemaTable;
