import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../app.ts';
import { installationSecrets, payments } from '../../../db/schema/index.ts';
import { member, payCheckout, startGift } from '../../../test/builders.ts';
import { buildTestApp, type TestApp } from '../../../test/test-app.ts';
import { signSandboxWebhook } from './sandbox-provider.ts';

// an installation that set no SANDBOX_WEBHOOK_SECRET (an empty variable counts as unset)
const unset = { env: { SANDBOX_WEBHOOK_SECRET: '' } };
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp(unset);
});
afterAll(async () => {
  await t?.close();
});

const paidWebhook = (
  secret: string,
  gift: { checkoutId: string; reference: string },
  app: Pick<TestApp['app'], 'inject'> = t.app,
) => {
  const body = JSON.stringify({
    id: `evt_${Math.random().toString(36).slice(2)}`,
    type: 'checkout.paid',
    data: {
      checkout_id: gift.checkoutId,
      reference: gift.reference,
      amount: 10_000,
      currency: 'PHP',
      paid_at: new Date().toISOString(),
    },
  });
  return app.inject({
    method: 'POST',
    url: '/v1/webhooks/sandbox',
    headers: { 'content-type': 'application/json', 'sandbox-signature': signSandboxWebhook(secret, body) },
    payload: body,
  });
};

const statusOf = async (reference: string) =>
  (await t.db.select().from(payments).where(eq(payments.reference, reference)))[0]!.status;

describe('the sandbox webhook secret', () => {
  it('refuses a "paid" webhook signed with the once-public sandbox-secret, and settles a real Pay', async () => {
    const creator = await member(t);
    const gift = await startGift(t, creator.page_url);
    const forged = await paidWebhook('sandbox-secret', gift);
    expect(forged.statusCode).toBe(401);
    expect(await statusOf(gift.reference)).toBe('pending');

    await payCheckout(t, gift.checkoutPath);
    expect(await statusOf(gift.reference)).toBe('paid');
  });

  it('is random per installation and kept in its database, the same for every instance', async () => {
    const [stored] = await t.db.select().from(installationSecrets);
    expect(stored?.value).toMatch(/^[0-9a-f]{64}$/);
    // a second instance on the same database reads the same one: a webhook signed with it settles there
    const second = await buildApp({ config: t.config, db: t.db, storage: t.storage, jobs: t.jobs });
    try {
      const creator = await member(t);
      const gift = await startGift(t, creator.page_url);
      expect((await paidWebhook(stored!.value, gift, second)).statusCode).toBe(200);
      expect(await statusOf(gift.reference)).toBe('paid');
    } finally {
      await second.close();
    }

    const other = await buildTestApp(unset);
    try {
      const [theirs] = await other.db.select().from(installationSecrets);
      expect(theirs?.value).toMatch(/^[0-9a-f]{64}$/);
      expect(theirs!.value).not.toBe(stored!.value);
    } finally {
      await other.close();
    }
  });
});
