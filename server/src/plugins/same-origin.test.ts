import { describe, expect, it } from 'vitest';
import { member } from '../test/builders.ts';
import { productionEnv, type TestApp, useTestApp } from '../test/test-app.ts';

const goal = { title: 'New tablet', target_amount: '5000' };

/** The goals the member's own Goals tab lists. */
const goalsOf = async (user: Awaited<ReturnType<typeof member>>) =>
  (await user.browser.get('/v1/user/goals')).json().data as unknown[];

/** Addresses of the goals call that the router reads as /v1/user/goals. */
const spellings = ['/%76%31/user/goals', '/v1/%75ser/goals', '/v1/user/%67oals'];

function refusesForeignPagesAsTheRouterReadsTheAddress(t: TestApp, foreign: string) {
  it('refuses a call from another site however its address is spelled', async () => {
    const victim = await member(t);
    for (const url of spellings) {
      const response = await victim.browser.post(url, goal, { origin: foreign });
      expect(response.statusCode, url).toBe(403);
      expect(response.json().exception, url).toBe('ForbiddenException');
    }
    expect(await goalsOf(victim)).toEqual([]);
  });

  it("refuses a same-site page's form posting to an encoded address", async () => {
    const victim = await member(t);
    const response = await victim.browser.post('/%76%31/user/goals', new URLSearchParams(goal).toString(), {
      origin: `https://attacker.${new URL(t.config.publicUrl).hostname}`,
      'sec-fetch-site': 'same-site',
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(response.statusCode).toBe(403);
    expect(await goalsOf(victim)).toEqual([]);
  });

  it('still takes the call from the site itself', async () => {
    const user = await member(t);
    const response = await user.browser.post('/%76%31/user/goals', goal, { origin: t.config.publicUrl });
    expect(response.statusCode).toBe(201);
  });
}

describe('the same-origin check in development', () => {
  const t = useTestApp();
  refusesForeignPagesAsTheRouterReadsTheAddress(t, 'https://evil.example');
});

describe('the same-origin check in production', () => {
  const t = useTestApp({ env: productionEnv });
  refusesForeignPagesAsTheRouterReadsTheAddress(t, 'https://evil.example');
});
