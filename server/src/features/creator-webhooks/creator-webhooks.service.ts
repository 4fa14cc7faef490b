import {
  formatCentavos,
  WEBHOOK_SIGNATURE_HEADER,
  type WebhookDelivery,
  type WebhookEndpoint,
  type WebhookEndpointRequest,
  type WebhookEventType,
  webhookLimits,
  webhookMessages,
} from '@pixel/contract';
import type { z } from 'zod';
import type { webhookEndpointRequest } from '@pixel/contract';
import type { Db, Tx } from '../../db/client.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { AppError, fieldError, say } from '../../lib/errors.ts';
import { pageMeta } from '../../lib/pagination.ts';
import type { SettledPayment, SettlementListener } from '../payments/payments.service.ts';
import type {
  CreatorWebhooksRepository,
  WebhookAttemptRow,
  WebhookDeliveryRow,
  WebhookEndpointRow,
} from './creator-webhooks.repository.ts';
import { AddressRefusedError, resolvePublicAddress } from '../../lib/public-address.ts';
import { newWebhookSecret, signWebhook, type SendOutcome, sendWebhook } from './webhook-sender.ts';

type EndpointBody = z.output<typeof webhookEndpointRequest>;

/** A payout as this feature tells of it. */
export interface PayoutChange {
  userId: string;
  reference: string;
  status: string;
  method: string;
  amount: number;
  fee: number;
  bankName: string;
  failureCode: string | null;
}

export function presentEndpoint(row: WebhookEndpointRow): WebhookEndpoint {
  return {
    id: row.id,
    url: row.url,
    events: row.events as WebhookEventType[],
    secret_hint: row.secret.slice(-4),
    created_at: row.createdAt.toISOString(),
    secret_rolled_at: row.secretRolledAt?.toISOString() ?? null,
  };
}

function presentDelivery(
  row: WebhookDeliveryRow,
  eventType: WebhookEventType,
  attempts: WebhookAttemptRow[],
): WebhookDelivery {
  return {
    id: row.id,
    event_id: row.eventId,
    event_type: eventType,
    status: row.status,
    resend_of: row.resendOf,
    attempts: attempts.map((attempt) => ({
      attempt: attempt.attempt,
      status_code: attempt.statusCode,
      duration_ms: attempt.durationMs,
      response_excerpt: attempt.responseExcerpt,
      error: attempt.error,
      created_at: attempt.createdAt.toISOString(),
    })),
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * Creator webhooks: endpoints a creator registers, the events written with the change that caused them,
 * and their signed deliveries through the job queue, each try logged.
 */
export function createCreatorWebhooksService(deps: {
  db: Db;
  repository: CreatorWebhooksRepository;
  jobs: Pick<JobQueue, 'send'>;
  /** Outside production: plain http and addresses on this machine or its network (a local receiver). */
  allowLocal: boolean;
  /** Tries of one delivery before it is kept as failed (the queue's retries plus the first). */
  maxTries: number;
  now: () => Date;
}) {
  const { db, repository, jobs, allowLocal, maxTries, now } = deps;

  /** Refuses, as the url field's message, an address a delivery would not be sent to. */
  async function checkUrl(url: string) {
    const parsed = new URL(url);
    if (parsed.protocol !== 'https:' && !allowLocal) throw fieldError('url', say('webhookUrlHttps'));
    if (parsed.username || parsed.password) throw fieldError('url', say('webhookUrlCredentials'));
    try {
      await resolvePublicAddress(url, { allowLocal });
    } catch (error) {
      if (error instanceof AddressRefusedError) {
        throw fieldError(
          'url',
          error.reason === 'private' ? say('webhookUrlPrivate') : say('webhookUrlUnresolvable'),
        );
      }
      throw error;
    }
  }

  async function ownEndpoint(userId: string, endpointId: string) {
    const endpoint = await repository.findOwnEndpoint(userId, endpointId);
    if (!endpoint)
      throw new AppError('not_found', say('fieldSelectedInvalid', { field: 'webhook endpoint' }));
    return endpoint;
  }

  /**
   * Writes an event for each user with an endpoint that asked for its type, and a delivery job per
   * endpoint, in the caller's transaction: they exist exactly when the change that caused them commits.
   */
  async function record(tx: Tx, type: WebhookEventType, events: { userId: string; data: object }[]) {
    const endpoints = await repository.subscribers(
      tx,
      [...new Set(events.map((event) => event.userId))],
      type,
    );
    if (!endpoints.length) return;
    for (const { userId, data } of events) {
      const targets = endpoints.filter((endpoint) => endpoint.userId === userId);
      if (!targets.length) continue;
      const event = await repository.insertEvent(tx, {
        userId,
        type,
        data: data as Record<string, unknown>,
      });
      const deliveries = await repository.insertDeliveries(
        tx,
        targets.map((endpoint) => ({ endpointId: endpoint.id, eventId: event.id })),
      );
      for (const delivery of deliveries) {
        await jobs.send('deliver-creator-webhook', { deliveryId: delivery.id }, { tx });
      }
    }
  }

  return {
    async list({ userId }: { userId: string }) {
      return (await repository.listEndpoints(userId)).map(presentEndpoint);
    },

    async create({ userId, body }: { userId: string; body: EndpointBody | WebhookEndpointRequest }) {
      const url = body.url.trim();
      await checkUrl(url);
      const row = await db.transaction(async (tx) => {
        if ((await repository.countEndpointsLocked(tx, userId)) >= webhookLimits.endpointsMax) {
          throw fieldError('url', say('webhookEndpointsAtMost', { max: webhookLimits.endpointsMax }));
        }
        return repository.insertEndpoint(tx, {
          userId,
          url,
          events: [...new Set(body.events)],
          secret: newWebhookSecret(),
        });
      });
      return { ...presentEndpoint(row), secret: row.secret };
    },

    async delete({ userId, endpointId }: { userId: string; endpointId: string }) {
      await ownEndpoint(userId, endpointId);
      // its deliveries go with it; a queued job then finds nothing to send
      await repository.deleteEndpoint(endpointId);
      return { message: webhookMessages.deleted };
    },

    /** A new secret at once: deliveries from now on are signed with it only. */
    async rollSecret({ userId, endpointId }: { userId: string; endpointId: string }) {
      await ownEndpoint(userId, endpointId);
      const row = await repository.updateEndpoint(endpointId, {
        secret: newWebhookSecret(),
        secretRolledAt: now(),
      });
      return { ...presentEndpoint(row), secret: row.secret };
    },

    async deliveries(input: { userId: string; endpointId: string; page: number; perPage: number }) {
      await ownEndpoint(input.userId, input.endpointId);
      const { rows, attempts, total } = await repository.listDeliveries(input);
      return {
        data: rows.map(({ delivery, eventType }) =>
          presentDelivery(
            delivery,
            eventType,
            attempts.filter((attempt) => attempt.deliveryId === delivery.id),
          ),
        ),
        meta: pageMeta({ ...input, total }),
      };
    },

    /** Sends a delivery's event again, as a new delivery with the same event id. */
    async resend(input: { userId: string; endpointId: string; deliveryId: string }) {
      await ownEndpoint(input.userId, input.endpointId);
      const found = await repository.findDelivery(input.deliveryId);
      if (!found || found.delivery.endpointId !== input.endpointId) {
        throw new AppError('not_found', say('fieldSelectedInvalid', { field: 'delivery' }));
      }
      const delivery = await db.transaction(async (tx) => {
        const [created] = await repository.insertDeliveries(tx, [
          { endpointId: input.endpointId, eventId: found.event.id, resendOf: found.delivery.id },
        ]);
        await jobs.send('deliver-creator-webhook', { deliveryId: created!.id }, { tx });
        return created!;
      });
      return presentDelivery(delivery, found.event.type, []);
    },

    /**
     * The settlement listener: gifts and goal gifts as `gift.received`, purchases as `purchase.completed`;
     * told only of payments to users with an endpoint.
     */
    onPaymentsSettled: Object.assign(
      async (tx: Tx, settled: SettledPayment[]) => {
        const paymentData = ({ payment, info, netAmount }: SettledPayment) => ({
          reference: payment.reference,
          amount: formatCentavos(payment.amount),
          net_amount: formatCentavos(netAmount),
          currency: payment.currency,
          description: info.description,
        });
        const gifts = settled.filter(({ payment }) => payment.kind !== 'purchase');
        const purchases = settled.filter(({ payment }) => payment.kind === 'purchase');
        await record(
          tx,
          'gift.received',
          gifts.map((item) => ({
            userId: item.payment.payeeUserId,
            data: {
              ...paymentData(item),
              kind: item.payment.kind,
              gift_id: item.info.giftId ?? null,
              supporter_name: item.info.counterpartyName ?? null,
              message: item.info.message ?? null,
            },
          })),
        );
        await record(
          tx,
          'purchase.completed',
          purchases.map((item) => ({
            userId: item.payment.payeeUserId,
            data: { ...paymentData(item), buyer_name: item.info.counterpartyName ?? null },
          })),
        );
      },
      { payees: repository.endpointOwners },
    ) satisfies SettlementListener,

    /** The payouts listener: a payout was made or changed status. */
    async onPayoutChanged(tx: Tx, payout: PayoutChange) {
      await record(tx, 'payout.updated', [
        {
          userId: payout.userId,
          data: {
            reference: payout.reference,
            status: payout.status,
            method: payout.method,
            amount: formatCentavos(payout.amount),
            fee: formatCentavos(payout.fee),
            bank_name: payout.bankName,
            failure_code: payout.failureCode,
          },
        },
      ]);
    },

    /**
     * One try of a delivery (the queue's job). A 2xx answer settles it; any other outcome is logged and
     * thrown, so the queue tries again after its back-off, until the tries run out. An address that
     * resolves inside is refused at once and not tried again.
     */
    async deliver(deliveryId: string) {
      const found = await repository.findDelivery(deliveryId);
      // deleted with its endpoint, or settled by an earlier run of this job
      if (!found || found.delivery.status !== 'pending') return;
      const { delivery, endpoint, event } = found;
      const attempt = delivery.attemptCount + 1;
      const body = JSON.stringify({
        id: event.id,
        type: event.type,
        created_at: event.createdAt.toISOString(),
        data: event.data,
      });
      let outcome: SendOutcome;
      let refused = false;
      const started = performance.now();
      try {
        const address = await resolvePublicAddress(endpoint.url, { allowLocal });
        outcome = await sendWebhook({
          url: endpoint.url,
          address,
          body,
          headers: {
            [WEBHOOK_SIGNATURE_HEADER]: signWebhook(endpoint.secret, body, new Date()),
            'Pixel-Event-Id': event.id,
            'Pixel-Event-Type': event.type,
            'Pixel-Delivery-Id': delivery.id,
          },
        });
      } catch (error) {
        if (!(error instanceof AddressRefusedError)) throw error;
        refused = error.reason === 'private';
        outcome = {
          statusCode: null,
          durationMs: Math.round(performance.now() - started),
          responseExcerpt: null,
          error: error.message,
        };
      }
      const ok = outcome.statusCode !== null && outcome.statusCode >= 200 && outcome.statusCode < 300;
      const final = ok || refused || attempt >= maxTries;
      await repository.recordAttempt(
        {
          deliveryId,
          attempt,
          statusCode: outcome.statusCode,
          durationMs: outcome.durationMs,
          responseExcerpt: outcome.responseExcerpt,
          error: outcome.error,
        },
        { attemptCount: attempt, status: ok ? 'succeeded' : final ? 'failed' : 'pending' },
      );
      if (!final) {
        throw new Error(
          `webhook delivery ${deliveryId} try ${attempt}: ${outcome.statusCode ?? outcome.error}`,
        );
      }
    },
  };
}

export type CreatorWebhooksService = ReturnType<typeof createCreatorWebhooksService>;
