import { describe, expect, it } from 'vitest';
import { client, signedInUser } from '../../test/builders.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();

describe('deactivating and reactivating an account', () => {
  it('needs a signed-in user', async () => {
    const response = await client(t).post('/v1/user/deactivate', { password: 'whatever' });
    expect(response.statusCode).toBe(401);
  });

  it('asks for the password, and refuses a wrong one without deactivating', async () => {
    const user = await signedInUser(t);
    const missing = await user.browser.post('/v1/user/deactivate', {});
    expect(missing.json().errors.password).toEqual(['The password is required.']);
    const wrong = await user.browser.post('/v1/user/deactivate', { password: 'wrong password' });
    expect(wrong.statusCode).toBe(422);
    expect((await user.browser.get('/v1/user/profile')).statusCode).toBe(200);
  });

  it('signs the user out; log-in then reports the deactivation instead of signing in', async () => {
    const user = await signedInUser(t);
    const response = await user.browser.post('/v1/user/deactivate', {
      password: user.password,
      reason: 'Taking a break',
    });
    expect(response.statusCode).toBe(200);
    expect((await user.browser.get('/v1/user/profile')).statusCode).toBe(401);

    const login = await client(t).post('/v1/auth/login', { email: user.email, password: user.password });
    expect(login.statusCode).toBe(200);
    expect(login.json().data).toMatchObject({
      user: { status: 'inactive' },
      deactivation_details: { reason: 'Taking a break', deactivated_at: expect.any(String) },
    });
    expect(login.cookies.find((c) => c.name === 'pixel_session')).toBeUndefined();
  });

  it('reactivates with the right password and signs the user in', async () => {
    const user = await signedInUser(t);
    await user.browser.post('/v1/user/deactivate', { password: user.password });
    const browser = client(t);

    const wrong = await browser.post('/v1/auth/reactivate/account', {
      email: user.email,
      password: 'wrong password',
      reactivate_account: 1,
    });
    expect(wrong.statusCode).toBe(422);
    const notConfirmed = await browser.post('/v1/auth/reactivate/account', {
      email: user.email,
      password: user.password,
      reactivate_account: 0,
    });
    expect(notConfirmed.json().errors.reactivate_account).toEqual([
      'The reactivate account field must be accepted.',
    ]);

    const response = await browser.post('/v1/auth/reactivate/account', {
      email: user.email,
      password: user.password,
      reactivate_account: 1,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ user: { status: 'active' }, deactivation_details: null });
    expect((await browser.get('/v1/user/profile')).statusCode).toBe(200);
  });
});
