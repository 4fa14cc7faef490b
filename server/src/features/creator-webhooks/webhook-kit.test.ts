import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { member, payCheckout, startGift } from '../../test/builders.ts';
import { useTestApp } from '../../test/test-app.ts';
import {
  checkedInJavaScript,
  checkedInLuau,
  checkedInPython,
  guideChecks,
  type SignedCase,
} from '../../test/webhook-kit.ts';
import { startWebhookReceiver } from '../../test/webhook-receiver.ts';
import { signWebhook } from './webhook-sender.ts';

// Runs the checks docs/webhooks.md gives a creator, copied from it as they are, on a real delivery: with
// Node.js, the machine's Python 3 (CI has one), and Luau, the Lua that Roblox games run.
const t = useTestApp();

let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
beforeAll(async () => {
  receiver = await startWebhookReceiver();
});
afterAll(async () => {
  await receiver.close();
});

/** A real delivery of a ₱150.00 gift (a name with an accent in it) to a creator's endpoint at the receiver. */
async function realDelivery(): Promise<SignedCase> {
  const creator = await member(t);
  const created = await creator.browser.post('/v1/creator/webhooks', {
    url: receiver.url,
    events: ['gift.received'],
  });
  expect(created.statusCode).toBe(201);
  const { secret } = created.json().data as { secret: string };
  const { checkoutPath } = await startGift(t, creator.page_url, {
    amount: '150',
    supporter_name: 'Niño Peñaflor',
    supporter_message: 'Salamat sa stream! 🎉',
  });
  await payCheckout(t, checkoutPath);
  expect(await t.jobs.drain('deliver-creator-webhook')).toBe(1);
  const delivery = receiver.received.at(-1)!;
  expect(delivery.body).toContain('Niño Peñaflor');
  return { body: delivery.body, header: delivery.headers['pixel-signature'] as string, secret };
}

/** The delivery, and what a check must refuse: each with the answer a right check gives. */
function casesOf(delivery: SignedCase): [string, SignedCase, boolean][] {
  const t0 = Number(/t=(\d+)/.exec(delivery.header)![1]);
  return [
    ['the delivery as it arrived', delivery, true],
    ['its amount changed', { ...delivery, body: delivery.body.replace('150.00', '999.00') }, false],
    ['checked with another secret', { ...delivery, secret: `${delivery.secret.slice(0, -1)}x` }, false],
    [
      'signed again 10 minutes ago (played again later)',
      { ...delivery, header: signWebhook(delivery.secret, delivery.body, new Date((t0 - 600) * 1000)) },
      false,
    ],
    [
      'signed 10 minutes ahead',
      { ...delivery, header: signWebhook(delivery.secret, delivery.body, new Date((t0 + 600) * 1000)) },
      false,
    ],
    [
      'with the time changed',
      { ...delivery, header: delivery.header.replace(/t=\d+/, `t=${t0 + 1}`) },
      false,
    ],
    ['with no signature', { ...delivery, header: `t=${t0}` }, false],
    ['with half a signature', { ...delivery, header: delivery.header.slice(0, -32) }, false],
    ['with a header that is not one', { ...delivery, header: 'garbage' }, false],
    ['with an empty header', { ...delivery, header: '' }, false],
  ];
}

describe("the webhook guide's signature checks", () => {
  let delivery: SignedCase;
  let checks: Awaited<ReturnType<typeof guideChecks>>;
  beforeAll(async () => {
    [delivery, checks] = await Promise.all([realDelivery(), guideChecks()]);
  });

  const languages = [
    ['JavaScript (Node.js)', 'js', checkedInJavaScript],
    ['Python', 'python', checkedInPython],
    ['Lua (Roblox, Luau)', 'lua', checkedInLuau],
  ] as const;

  for (const [name, key, check] of languages) {
    it(`in ${name}: pass a real delivery and refuse a changed, old, or unsigned one`, async () => {
      const cases = casesOf(delivery);
      const answers = await check(
        checks[key],
        cases.map(([, signed]) => signed),
      );
      expect(Object.fromEntries(cases.map(([what], i) => [what, answers[i]]))).toEqual(
        Object.fromEntries(cases.map(([what, , right]) => [what, right])),
      );
    });
  }
});
