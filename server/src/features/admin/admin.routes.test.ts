import { eq } from 'drizzle-orm';
import * as OTPAuth from 'otpauth';
import { accountSuspendedMessage, staffMay, type StaffPermission, staffRoles } from '@pixel/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { staffAudit, staffMembers, users } from '../../db/schema/index.ts';
import {
  client,
  clearForPayouts,
  fundWallet,
  insertUserBank,
  member,
  newMobile,
  payCheckout,
  signedInUser,
  smsCodeFor,
  staffMember,
  startGift,
  unique,
} from '../../test/builders.ts';
import { useTestApp } from '../../test/test-app.ts';
import { createAdminRepository } from './admin.repository.ts';
import { staffCommand } from './staff-command.ts';

const t = useTestApp();

const devClock = () => client(t, { ip: '127.0.0.1' });
const clockNow = async () => new Date((await devClock().get('/dev/clock')).json().data.now as string);
const advance = (seconds: number) => devClock().post('/dev/clock', { advance_seconds: seconds });
afterEach(() => devClock().post('/dev/clock', { reset: true }));

const auditOf = (subjectUserId: string) =>
  t.db.select().from(staffAudit).where(eq(staffAudit.subjectUserId, subjectUserId)).orderBy(staffAudit.id);

/** Every staff call, each with input it would accept from a staff member who may make it. */
const staffCalls = (userId: string) =>
  [
    ['GET', '/v1/admin/me', undefined],
    ['GET', '/v1/admin/users?search=a', undefined],
    ['GET', `/v1/admin/users/${userId}`, undefined],
    ['POST', `/v1/admin/users/${userId}/suspend`, { reason: 'Spam' }],
    ['POST', `/v1/admin/users/${userId}/unsuspend`, { reason: 'Cleared' }],
    ['POST', `/v1/admin/users/${userId}/notes`, { body: 'Called them' }],
    ['GET', '/v1/admin/audit', undefined],
    ['POST', `/v1/admin/users/${userId}/reveal`, { reason: 'x' }],
    ['POST', '/v1/admin/payments/P-ABC/refund', { amount: '1.00', reason: 'x' }],
    ['GET', '/v1/admin/refunds/failed', undefined],
    ['GET', '/v1/admin/held-messages', undefined],
    ['GET', '/v1/admin/refund-requests', undefined],
    ['POST', `/v1/admin/refund-requests/${userId}/approve`, { reason: 'x' }],
    ['GET', '/v1/admin/payouts', undefined],
    ['POST', '/v1/admin/payouts/X-ABC/hold', { reason: 'x' }],
    ['GET', `/v1/admin/users/${userId}/posts`, undefined],
    ['POST', `/v1/admin/posts/bloc/${userId}/hide`, { reason: 'x' }],
    ['POST', `/v1/admin/posts/photo/${userId}/show`, { reason: 'x' }],
    ['GET', '/v1/admin/verifications?status=pending', undefined],
    ['GET', `/v1/admin/verifications/${userId}`, undefined],
    ['GET', `/v1/admin/verifications/${userId}/files/front`, undefined],
    ['POST', `/v1/admin/verifications/${userId}/approve`, { reason: 'x' }],
    ['POST', `/v1/admin/verifications/${userId}/reject`, { reason: 'x' }],
    [
      'POST',
      `/v1/admin/users/${userId}/payout-changes`,
      { kind: 'mobile_number', mobile_number: '9171234567', reason: 'x' },
    ],
    ['GET', `/v1/admin/users/${userId}/limits`, undefined],
    ['PUT', `/v1/admin/users/${userId}/limits/checkouts_per_hour`, { value: 5, reason: 'x' }],
    ['DELETE', `/v1/admin/users/${userId}/limits/checkouts_per_hour`, { reason: 'x' }],
  ] as const;

type Browser = ReturnType<typeof client>;
const call = (browser: Browser, [method, url, body]: ReturnType<typeof staffCalls>[number]) =>
  method === 'GET'
    ? browser.get(url)
    : method === 'PUT'
      ? browser.put(url, body)
      : method === 'DELETE'
        ? browser.delete(url, body)
        : browser.post(url, body);

/** An ID photo's or a tax certificate's address: refused as not there (staffOnly's `hidden`). */
const hiddenFile = (url: string) => /\/files\/|\/certificate$/.test(url);

describe('the staff calls', () => {
  it('answer 401 to a visitor, and 403 to an account that is not staff, whatever it sends', async () => {
    const someone = await member(t);
    const creator = await member(t);
    for (const request of staffCalls(creator.user.id)) {
      // a private file's address answers anyone else as if nothing were there
      if (hiddenFile(request[1])) {
        expect((await call(client(t), request)).statusCode, request[1]).toBe(404);
        expect((await call(someone.browser, request)).statusCode, request[1]).toBe(404);
        continue;
      }
      expect((await call(client(t), request)).statusCode, request[1]).toBe(401);
      const refused = await call(someone.browser, request);
      expect(refused.statusCode, request[1]).toBe(403);
      expect(refused.json()).toMatchObject({
        exception: 'ForbiddenException',
        message: 'This page is for PIXEL staff.',
      });
    }
    // refused before the request is read: a malformed one is no different
    const malformed = await someone.browser.post(`/v1/admin/users/not-a-uuid/suspend`, {});
    expect(malformed.statusCode).toBe(403);
    expect((await t.db.select().from(users).where(eq(users.id, creator.user.id)))[0]!.status).toBe('active');
  });

  it('answer 403 to staff whose session took no second step, until they sign in with one', async () => {
    const support = await signedInUser(t);
    const [row] = await t.db.select().from(users).where(eq(users.email, support.email));
    await t.db.insert(staffMembers).values({ userId: row!.id, role: 'support' });

    const withPassword = await support.browser.get('/v1/admin/me');
    expect(withPassword.statusCode).toBe(403);
    expect(withPassword.json().data).toEqual({ second_factor_required: true });

    // turning two-factor on is not enough: this session still took one step
    const started = (await support.browser.post('/v1/user/two-factor/totp')).json().data;
    const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(started.secret as string) });
    const codeNow = async () => totp.generate({ timestamp: (await clockNow()).getTime() });
    await support.browser.post('/v1/user/two-factor/totp/confirm', { code: await codeNow() });
    expect((await support.browser.get('/v1/admin/me')).statusCode).toBe(403);

    const browser = client(t);
    const step = await browser.post('/v1/auth/login', { email: support.email, password: support.password });
    await advance(30);
    const signedIn = await browser.post('/v1/auth/login/two-factor', {
      challenge_token: step.json().data.challenge_token,
      code: await codeNow(),
    });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const me = await browser.get('/v1/admin/me');
    expect(me.statusCode, me.body).toBe(200);
    expect(me.json().data).toMatchObject({
      email: support.email,
      role: 'support',
      permissions: [
        'view_people',
        'suspend',
        'reveal_numbers',
        'review_messages',
        'write_notes',
        'read_audit',
        'refund_requests',
        'change_payout_details',
        'moderate_content',
        'review_identity',
        'set_limits',
      ],
    });
  });

  it('let each role do only what it may: finance cannot suspend, support and admin can', async () => {
    const finance = await staffMember(t, 'finance');
    const support = await staffMember(t, 'support');
    const admin = await staffMember(t, 'admin');
    const creator = await member(t);
    const path = `/v1/admin/users/${creator.user.id}`;

    expect((await finance.browser.get(path)).statusCode).toBe(200);
    const refused = await finance.browser.post(`${path}/suspend`, { reason: 'Spam' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Your staff role does not allow this.');

    expect((await support.browser.post(`${path}/suspend`, { reason: 'Spam' })).statusCode).toBe(200);
    expect((await admin.browser.post(`${path}/unsuspend`, { reason: 'Cleared' })).statusCode).toBe(200);
    // the person's page is theirs to see whatever the id: a made-up one is 404, a malformed one 422
    expect((await support.browser.get(`/v1/admin/users/${crypto.randomUUID()}`)).statusCode).toBe(404);
    const malformed = await support.browser.get('/v1/admin/users/12');
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json().errors).toEqual({ user_id: ['The selected user is invalid.'] });
  });

  it("let each role through exactly the calls the contract's table gives it, whoever the call names", async () => {
    const creator = await member(t);
    const calls: [StaffPermission, string, string, Record<string, unknown>?][] = [
      ['view_people', 'GET', '/v1/admin/users?search=nobody-at-all'],
      ['view_people', 'GET', `/v1/admin/users/${creator.user.id}`],
      ['write_notes', 'POST', `/v1/admin/users/${creator.user.id}/notes`, { body: 'Checked' }],
      ['reveal_numbers', 'POST', `/v1/admin/users/${creator.user.id}/reveal`, { reason: 'Checked' }],
      ['review_messages', 'GET', '/v1/admin/held-messages'],
      ['review_messages', 'POST', `/v1/admin/held-messages/${crypto.randomUUID()}/remove`, { reason: 'x' }],
      ['read_audit', 'GET', `/v1/admin/audit?user_id=${creator.user.id}`],
      ['refund', 'GET', '/v1/admin/refunds/failed'],
      ['refund', 'POST', '/v1/admin/payments/P-NOSUCH/refund', { amount: '1.00', reason: 'x' }],
      ['refund_requests', 'GET', '/v1/admin/refund-requests'],
      ['review_payouts', 'GET', '/v1/admin/payouts'],
      ['review_payouts', 'POST', '/v1/admin/payouts/X-NOSUCH/retry', { reason: 'x' }],
      [
        'change_payout_details',
        'POST',
        `/v1/admin/users/${crypto.randomUUID()}/payout-changes`,
        { kind: 'mobile_number', mobile_number: '9171234567', reason: 'x' },
      ],
      ['suspend', 'POST', `/v1/admin/users/${crypto.randomUUID()}/suspend`, { reason: 'x' }],
      ['view_people', 'GET', `/v1/admin/users/${creator.user.id}/posts`],
      ['moderate_content', 'POST', `/v1/admin/posts/photo/${crypto.randomUUID()}/hide`, { reason: 'x' }],
      ['moderate_content', 'POST', `/v1/admin/posts/bloc/${crypto.randomUUID()}/show`, { reason: 'x' }],
      ['review_identity', 'GET', '/v1/admin/verifications?status=approved'],
      ['review_identity', 'GET', `/v1/admin/verifications/${crypto.randomUUID()}`],
      ['review_identity', 'GET', `/v1/admin/verifications/${crypto.randomUUID()}/files/selfie`],
      ['review_identity', 'POST', `/v1/admin/verifications/${crypto.randomUUID()}/approve`, { reason: 'x' }],
      ['review_identity', 'POST', `/v1/admin/verifications/${crypto.randomUUID()}/reject`, { reason: 'x' }],
    ];
    for (const role of staffRoles) {
      const staff = await staffMember(t, role);
      for (const [permission, method, url, body] of calls) {
        const response =
          method === 'GET' ? await staff.browser.get(url) : await staff.browser.post(url, body);
        if (staffMay(role, permission)) {
          // let through: answered by the call itself (a made-up id or reference is simply not there)
          expect([200, 201, 404], `${role} ${method} ${url}: ${response.body}`).toContain(
            response.statusCode,
          );
        } else if (hiddenFile(url)) {
          expect(response.statusCode, `${role} ${method} ${url}`).toBe(404);
        } else {
          expect(response.statusCode, `${role} ${method} ${url}`).toBe(403);
          expect(response.json().message).toBe('Your staff role does not allow this.');
        }
      }
    }
  });

  it('end a staff session after 30 minutes without a request', async () => {
    const support = await staffMember(t, 'support', { at: await clockNow() });
    await advance(29 * 60);
    expect((await support.browser.get('/v1/admin/me')).statusCode).toBe(200);
    await advance(29 * 60);
    expect((await support.browser.get('/v1/admin/me')).statusCode).toBe(200);
    await advance(31 * 60);
    expect((await support.browser.get('/v1/admin/me')).statusCode).toBe(401);
    // ended, not just refused: coming back later does not revive it
    expect((await support.browser.get('/v1/user/profile')).statusCode).toBe(401);
  });
});

describe('finding a person', () => {
  it('by email, page address, a name typed without accents, mobile number, payment or payout reference', async () => {
    const support = await staffMember(t, 'support');
    const tag = unique('x');
    const creator = await member(t, { pageName: `Peña ${tag}`, email: `${tag}@studio.ph` });
    const mobile = newMobile();
    await insertUserBank(t, creator.user.id, { mobileNumber: mobile });
    const gift = await startGift(t, creator.page_url);
    await payCheckout(t, gift.checkoutPath);
    await fundWallet(t, creator.user.id, 20_000);
    await clearForPayouts(t, creator.user.id);
    const requested = await creator.browser.post('/v1/user/transactions/payout/request', {
      bank_slug: 'PH_BDO',
      amount: '100.00',
      confirm: 1,
    });
    expect(requested.statusCode, requested.body).toBe(200);
    const payout = await creator.browser.post('/v1/user/transactions/payout/bank', {
      bank_slug: 'PH_BDO',
      amount: '100.00',
      otp_code: await smsCodeFor(t, mobile),
      otp_token: requested.json().data.otp_token,
    });
    expect(payout.statusCode, payout.body).toBe(200);
    const other = await member(t);

    const found = async (search: string) => {
      const response = await support.browser.get(`/v1/admin/users?search=${encodeURIComponent(search)}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data.map((person: { id: string }) => person.id) as string[];
    };
    expect(await found(`${tag}@STUDIO`)).toEqual([creator.user.id]);
    expect(await found(creator.page_url)).toEqual([creator.user.id]);
    expect(await found(`pena ${tag}`)).toEqual([creator.user.id]);
    expect(await found(`+63 ${mobile.slice(0, 3)} ${mobile.slice(3)}`)).toEqual([creator.user.id]);
    expect(await found(`0${mobile}`)).toEqual([creator.user.id]);
    expect(await found(gift.reference.toLowerCase())).toEqual([creator.user.id]);
    expect(await found(payout.json().data.reference)).toEqual([creator.user.id]);
    expect(await found(`nobody-${tag}`)).toEqual([]);
    expect(await found(other.page_url)).toEqual([other.user.id]);

    const blank = await support.browser.get('/v1/admin/users?search=%20');
    expect(blank.statusCode).toBe(422);
    expect(blank.json().errors).toEqual({ search: ['The search field is required.'] });
  });

  it("shows the person's money, masked numbers and notes; each look is in the audit trail", async () => {
    const finance = await staffMember(t, 'finance');
    const creator = await member(t);
    await insertUserBank(t, creator.user.id, { accountNumber: '001234567890', mobileNumber: '9171234567' });
    const gift = await startGift(t, creator.page_url, { amount: '250' });
    await payCheckout(t, gift.checkoutPath);

    const note = await finance.browser.post(`/v1/admin/users/${creator.user.id}/notes`, {
      body: 'Asked about the March payout by mail.',
    });
    expect(note.statusCode, note.body).toBe(201);
    const empty = await finance.browser.post(`/v1/admin/users/${creator.user.id}/notes`, { body: ' ' });
    expect(empty.json().errors).toEqual({ body: ['The note field is required.'] });

    const page = await finance.browser.get(`/v1/admin/users/${creator.user.id}`);
    expect(page.statusCode, page.body).toBe(200);
    const person = page.json().data;
    expect(person).toMatchObject({
      id: creator.user.id,
      status: 'active',
      two_factor: false,
      staff_role: null,
      bank_accounts: [
        {
          bank_name: 'BDO Unibank',
          account_number: '********7890',
          mobile_number: '+63 9** *** 4567',
          enabled: true,
        },
      ],
      notes: [{ body: 'Asked about the March payout by mail.', staff_email: finance.user.email }],
    });
    expect(person.payments_received).toMatchObject([{ reference: gift.reference, status: 'paid' }]);
    expect(Number(person.balances.available)).toBeGreaterThan(0);
    expect(person.ledger[0]).toMatchObject({ account: 'available' });
    expect(JSON.stringify(person)).not.toContain('001234567890');

    // the full numbers, for a reason, each look written down
    const noReason = await finance.browser.post(`/v1/admin/users/${creator.user.id}/reveal`, {});
    expect(noReason.json().errors).toEqual({ reason: ['The reason field is required.'] });
    const revealed = await finance.browser.post(`/v1/admin/users/${creator.user.id}/reveal`, {
      reason: 'The creator asked which account a payout went to',
    });
    expect(revealed.statusCode, revealed.body).toBe(200);
    expect(revealed.json().data.bank_accounts).toEqual([
      { bank_name: 'BDO Unibank', account_number: '001234567890', mobile_number: '+639171234567' },
    ]);

    const trail = await auditOf(creator.user.id);
    expect(trail.map((line) => [line.action, line.staffEmail, line.reason])).toEqual([
      ['person.view', finance.user.email, null],
      ['person.reveal', finance.user.email, 'The creator asked which account a payout went to'],
    ]);
  });
});

describe('suspending an account', () => {
  it('closes the page, ends its sessions, refuses its sign-in, mails why, and is undone with a reason', async () => {
    const support = await staffMember(t, 'support');
    const creator = await signedInUser(t);
    const [row] = await t.db.select().from(users).where(eq(users.email, creator.email));
    const userId = row!.id;
    const path = `/v1/admin/users/${userId}`;

    const noReason = await support.browser.post(`${path}/suspend`, { reason: '' });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().errors).toEqual({ reason: ['The reason field is required.'] });

    const suspended = await support.browser.post(`${path}/suspend`, { reason: 'Selling stolen photos' });
    expect(suspended.statusCode, suspended.body).toBe(200);
    expect(suspended.json().data).toMatchObject({
      message: 'The account is suspended.',
      user: { status: 'suspended', suspension_reason: 'Selling stolen photos' },
    });
    // a second click finds it suspended already
    expect((await support.browser.post(`${path}/suspend`, { reason: 'Again' })).statusCode).toBe(409);

    const page = await client(t).get(`/v1/profile/${creator.page_url}`);
    expect(page.statusCode).toBe(403);
    expect(page.json()).toMatchObject({
      exception: 'ForbiddenException',
      message: 'Content not accessible.',
    });
    expect((await creator.browser.get('/v1/user/profile')).statusCode).toBe(401);
    const login = await client(t).post('/v1/auth/login', {
      email: creator.email,
      password: creator.password,
    });
    expect(login.statusCode).toBe(403);
    expect(login.json()).toMatchObject({ message: accountSuspendedMessage, data: { suspended: true } });
    const wrongPassword = await client(t).post('/v1/auth/login', {
      email: creator.email,
      password: 'nope-nope',
    });
    expect(wrongPassword.statusCode).toBe(422);
    const gift = await client(t).post(`/v1/donate/${creator.page_url}`, { amount: '100' });
    expect(gift.statusCode).toBe(404);

    const mail = (await t.outbox()).find(
      (m) => m.to === creator.email && m.subject === 'Your PIXEL account is suspended',
    );
    expect(mail?.body).toContain('Why: Selling stolen photos');

    const lifted = await support.browser.post(`${path}/unsuspend`, {
      reason: 'Proved the photos are theirs',
    });
    expect(lifted.statusCode, lifted.body).toBe(200);
    expect((await client(t).get(`/v1/profile/${creator.page_url}`)).statusCode).toBe(200);
    const again = await client(t).post('/v1/auth/login', {
      email: creator.email,
      password: creator.password,
    });
    expect(again.statusCode, again.body).toBe(200);
    expect((await support.browser.post(`${path}/unsuspend`, { reason: 'Twice' })).statusCode).toBe(409);

    const trail = await auditOf(userId);
    expect(
      trail.map((line) => ({
        action: line.action,
        reason: line.reason,
        before: line.before,
        after: line.after,
      })),
    ).toEqual([
      {
        action: 'person.suspend',
        reason: 'Selling stolen photos',
        before: { status: 'active' },
        after: { status: 'suspended' },
      },
      {
        action: 'person.unsuspend',
        reason: 'Proved the photos are theirs',
        before: { status: 'suspended' },
        after: { status: 'active' },
      },
    ]);
    const listed = await support.browser.get(`/v1/admin/audit?user_id=${userId}&action=person.suspend`);
    expect(listed.json().data).toMatchObject([
      { action: 'person.suspend', reason: 'Selling stolen photos', staff_email: support.user.email },
    ]);
    expect(listed.json().meta).toMatchObject({ total: 1 });
  });
});

describe('npm run staff', () => {
  const run = async (...argv: string[]) => {
    const out: string[] = [];
    const err: string[] = [];
    const status = await staffCommand(argv, {
      repository: createAdminRepository(t.db),
      out: (line) => out.push(line),
      err: (line) => err.push(line),
    });
    return { status, out: out.join('\n'), err: err.join('\n') };
  };

  it('adds, changes and removes staff by email, each written to the audit trail', async () => {
    const person = await member(t);
    const email = person.user.email!;

    expect(await run('add', email.toUpperCase(), '--role', 'finance')).toMatchObject({ status: 0 });
    expect((await run('list')).out).toContain(`${email}\tfinance`);
    expect(await run('add', email, '--role', 'support', '--reason', 'Moved teams')).toMatchObject({
      status: 0,
    });
    expect(
      (await t.db.select().from(staffMembers).where(eq(staffMembers.userId, person.user.id)))[0]!.role,
    ).toBe('support');
    expect(await run('remove', email)).toMatchObject({ status: 0, out: `${email} is no longer staff.` });
    expect(await run('remove', email)).toMatchObject({ status: 1, err: `${email} is not staff.` });

    expect(await run('add', 'nobody@example.ph', '--role', 'support')).toMatchObject({ status: 1 });
    expect((await run('add', email, '--role', 'owner')).status).toBe(2);
    expect((await run('add', email)).status).toBe(2);
    expect((await run('promote', email)).status).toBe(2);

    const trail = await auditOf(person.user.id);
    expect(trail.map((line) => [line.action, line.staffEmail, line.after, line.reason])).toEqual([
      ['staff.add', 'command line', { role: 'finance' }, null],
      ['staff.add', 'command line', { role: 'support' }, 'Moved teams'],
      ['staff.remove', 'command line', null, null],
    ]);
  });
});
