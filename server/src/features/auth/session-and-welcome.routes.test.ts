import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions, users } from '../../db/schema/index.ts';
import { client, signedInUser } from '../../test/builders.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();

describe('the Welcome modal, once per account', () => {
  it('needs a signed-in user', async () => {
    expect((await client(t).post('/v1/user/welcome/seen')).statusCode).toBe(401);
  });

  it('is unseen for a new account, then seen on every browser, keeping the first time', async () => {
    const user = await signedInUser(t);
    expect((await user.browser.get('/v1/user/profile')).json().data.welcome_seen_at).toBeNull();

    const marked = await user.browser.post('/v1/user/welcome/seen');
    expect(marked.statusCode).toBe(200);
    const seenAt = marked.json().data.welcome_seen_at;
    expect(Date.parse(seenAt)).not.toBeNaN();

    // another browser signs in: the account says it was seen
    const other = client(t);
    const login = await other.post('/v1/auth/login', { email: user.email, password: user.password });
    expect(login.json().data.user.welcome_seen_at).toBe(seenAt);
    expect((await other.post('/v1/user/welcome/seen')).json().data.welcome_seen_at).toBe(seenAt);
  });
});

describe('GET /v1/auth/session', () => {
  it('answers a visitor with null, not a 401, and a signed-in user with the user', async () => {
    const visitor = await client(t).get('/v1/auth/session');
    expect(visitor.statusCode).toBe(200);
    expect(visitor.json()).toEqual({ data: null });

    const user = await signedInUser(t);
    const signedIn = await user.browser.get('/v1/auth/session');
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().data.email).toBe(user.email);
  });

  it('forgets a session once it has expired', async () => {
    const user = await signedInUser(t);
    expect((await user.browser.get('/v1/user/profile')).statusCode).toBe(200);
    const [account] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, user.email));
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, account!.id));
    expect((await user.browser.get('/v1/user/profile')).statusCode).toBe(401);
    expect((await user.browser.get('/v1/auth/session')).json()).toEqual({ data: null });
  });
});
