import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../../db/client.ts';
import { sandboxPayouts } from '../../../db/schema/index.ts';
import { randomToken } from '../../../lib/tokens.ts';
import { type PayoutGateway, type ProviderPayout, ProviderUnavailableError } from '../payment-provider.ts';
import { sandboxPayoutChannels, sandboxTestAccounts } from './sandbox-banks.ts';
import { type createSandboxWebhooks, signSandboxWebhook } from './sandbox-webhooks.ts';

const payoutEventBody = z.object({
  id: z.string().min(1).max(100),
  type: z.literal('payout.updated'),
  data: z.object({
    id: z.string().min(1).max(100),
    reference: z.string().max(100).nullable(),
    status: z.enum(['ACCEPTED', 'SUCCEEDED', 'FAILED', 'REVERSED']),
    failure_code: z.string().max(100).nullable(),
  }),
});

type SandboxPayoutRow = typeof sandboxPayouts.$inferSelect;

const payoutStatusOf: Record<SandboxPayoutRow['status'], ProviderPayout['status']> = {
  ACCEPTED: 'pending',
  SUCCEEDED: 'succeeded',
  FAILED: 'failed',
  REVERSED: 'reversed',
};

const toProviderPayout = (row: SandboxPayoutRow): ProviderPayout => ({
  id: row.id,
  reference: row.reference,
  status: payoutStatusOf[row.status],
  failureCode: row.failureCode,
});

/** What a sandbox payout may become from where it is: a pending one settles, a paid one comes back. */
const payoutMoves = {
  succeed: { from: 'ACCEPTED', to: 'SUCCEEDED', failureCode: null },
  fail: { from: 'ACCEPTED', to: 'FAILED', failureCode: 'INVALID_DESTINATION' },
  reverse: { from: 'SUCCEEDED', to: 'REVERSED', failureCode: 'REVERSED_BY_BANK' },
} as const;
export type SandboxPayoutMove = keyof typeof payoutMoves;

/**
 * The sandbox's payouts: the test accounts of `sandbox-banks.ts` succeed, fail, stay pending or cannot be
 * reached, and a payout is moved on as a bank would, with the signed webhook that says so.
 */
export function createSandboxPayouts(options: {
  db: Db;
  webhookSecret: string;
  readSigned: ReturnType<typeof createSandboxWebhooks>['readSigned'];
}) {
  const { db, webhookSecret, readSigned } = options;

  const payouts: PayoutGateway = {
    name: 'sandbox',

    async listChannels() {
      return sandboxPayoutChannels;
    },

    async createPayout(request) {
      if ((sandboxTestAccounts.unreachable as readonly string[]).includes(request.accountNumber)) {
        throw new ProviderUnavailableError('sandbox: the provider did not answer');
      }
      const fails = (sandboxTestAccounts.fails as readonly string[]).includes(request.accountNumber);
      const waits = (sandboxTestAccounts.stays_pending as readonly string[]).includes(request.accountNumber);
      // the same key is the same payout, as at a real provider
      await db
        .insert(sandboxPayouts)
        .values({
          id: `disb_sbx_${randomToken(18)}`,
          idempotencyKey: request.idempotencyKey,
          reference: request.reference,
          channelCode: request.channel,
          accountNumber: request.accountNumber,
          accountHolderName: request.accountHolderName,
          amount: request.amount,
          currency: request.currency,
          status: fails ? 'FAILED' : waits ? 'ACCEPTED' : 'SUCCEEDED',
          failureCode: fails ? 'INVALID_DESTINATION' : null,
        })
        .onConflictDoNothing();
      const [row] = await db
        .select()
        .from(sandboxPayouts)
        .where(eq(sandboxPayouts.idempotencyKey, request.idempotencyKey))
        .limit(1);
      return toProviderPayout(row!);
    },

    async amountIncrement(channel) {
      return sandboxPayoutChannels.find((c) => c.slug === channel)?.amountIncrement ?? 1;
    },

    async fetchPayout(id) {
      const [row] = await db.select().from(sandboxPayouts).where(eq(sandboxPayouts.id, id)).limit(1);
      return row ? toProviderPayout(row) : null;
    },

    verifyPayoutWebhook({ headers, rawBody, now }) {
      const checked = readSigned(headers, rawBody, now, payoutEventBody);
      if (!checked.ok) return checked;
      const { data } = checked.body;
      return {
        ok: true,
        event: {
          id: data.id,
          reference: data.reference,
          status: payoutStatusOf[data.status],
          failureCode: data.failure_code,
        },
      };
    },
  };

  return {
    payouts,

    /** Moves a sandbox payout on (as the bank would) and returns the signed webhook saying so. */
    async movePayout(id: string, move: SandboxPayoutMove, now = new Date()) {
      const { from, to, failureCode } = payoutMoves[move];
      const [row] = await db
        .update(sandboxPayouts)
        .set({ status: to, failureCode, updatedAt: now })
        .where(and(eq(sandboxPayouts.id, id), eq(sandboxPayouts.status, from)))
        .returning();
      if (!row) return null;
      const rawBody = JSON.stringify({
        id: `evt_${randomToken(16)}`,
        type: 'payout.updated',
        data: { id: row.id, reference: row.reference, status: row.status, failure_code: row.failureCode },
      });
      return { payout: row, rawBody, signature: signSandboxWebhook(webhookSecret, rawBody, now) };
    },

    async findPayout(id: string) {
      const [row] = await db.select().from(sandboxPayouts).where(eq(sandboxPayouts.id, id)).limit(1);
      return row ?? null;
    },
  };
}
