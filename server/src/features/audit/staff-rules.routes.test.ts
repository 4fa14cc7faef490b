import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { staffRuleMessages as messages, type StaffRole } from '@pixel/contract';
import {
  identityVerifications,
  payments,
  refunds,
  staffApprovals,
  staffAudit,
  users,
} from '../../db/schema/index.ts';
import { audit, balancesOf } from '../../ledger/ledger.ts';
import { member, payCheckout, staffMember, startGift, type Member } from '../../test/builders.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();

const runRefunds = () => t.jobs.drain('refund-payments');
const trailOf = (userId: string) =>
  t.db.select().from(staffAudit).where(eq(staffAudit.subjectUserId, userId)).orderBy(staffAudit.id);
const refundOf = async (reference: string) => {
  const [payment] = await t.db.select().from(payments).where(eq(payments.reference, reference));
  return (await t.db.select().from(refunds).where(eq(refunds.paymentId, payment!.id)))[0] ?? null;
};

/** A paid gift of `amount` pesos to `creator`'s page, by a visitor or by `supporter`. */
async function paidGift(creator: Member, amount: string, supporter?: Member) {
  const gift = await startGift(t, creator.page_url, { amount }, supporter?.browser);
  await payCheckout(t, gift.checkoutPath);
  return gift.reference;
}

/** A pending identity check of `who`'s, written as the form leaves it. */
async function pendingCheck(who: Member) {
  const [row] = await t.db
    .insert(identityVerifications)
    .values({
      userId: who.user.id,
      legalName: 'Maria Santos',
      birthDate: '1994-08-24',
      address: 'Quezon City',
      idType: 'passport',
      createdAt: new Date(),
    })
    .returning();
  return row!.id;
}

const expectRefused = (
  response: { statusCode: number; json: () => { exception: string; message: string } },
  status: number,
  message: string,
) => {
  expect(response.statusCode).toBe(status);
  expect(response.json()).toMatchObject({
    exception: status === 403 ? 'ForbiddenException' : 'ConflictException',
    message,
  });
};

describe('staff acting on their own records', () => {
  it('support cannot approve its own identity check, in either step, and nothing of it is written', async () => {
    const support = await staffMember(t, 'support');
    const colleague = await staffMember(t, 'support');
    const id = await pendingCheck(support);

    expectRefused(
      await support.browser.post(`/v1/admin/verifications/${id}/approve`, { reason: 'It is me.' }),
      403,
      messages.ownRecords,
    );
    expectRefused(
      await support.browser.post(`/v1/admin/verifications/${id}/reject`, { reason: 'It is me.' }),
      403,
      messages.ownRecords,
    );
    expect(await t.db.select().from(staffApprovals).where(eq(staffApprovals.target, id))).toEqual([]);
    expect(await trailOf(support.user.id)).toEqual([]);

    // a colleague's first approval cannot be confirmed by the person it is about either
    expect(
      (await colleague.browser.post(`/v1/admin/verifications/${id}/approve`, { reason: 'Matches.' }))
        .statusCode,
    ).toBe(202);
    expectRefused(
      await support.browser.post(`/v1/admin/verifications/${id}/approve`, { reason: 'Confirmed.' }),
      403,
      messages.ownRecords,
    );
    const [check] = await t.db.select().from(identityVerifications).where(eq(identityVerifications.id, id));
    expect(check).toMatchObject({ status: 'pending', reviewedBy: null });
  });

  it('finance cannot refund its own gift, received or sent, and the books do not move', async () => {
    const finance = await staffMember(t, 'finance');
    const creator = await member(t);
    const received = await paidGift(finance, '200');
    const sent = await paidGift(creator, '150', finance);
    const before = await balancesOf(t.db, finance.user.id);

    for (const reference of [received, sent]) {
      expectRefused(
        await finance.browser.post(`/v1/admin/payments/${reference}/refund`, {
          amount: '100.00',
          reason: 'A refund to myself',
        }),
        403,
        messages.ownRecords,
      );
      expect(await refundOf(reference)).toBeNull();
    }
    expect(await balancesOf(t.db, finance.user.id)).toEqual(before);
    expect(await audit(t.db)).toEqual([]);
  });

  it("refuses every other change on one's own account: suspension, notes, payout details, limits", async () => {
    const admin = await staffMember(t, 'admin');
    const path = `/v1/admin/users/${admin.user.id}`;
    const changes = [
      [`${path}/suspend`, { reason: 'Testing' }],
      [`${path}/unsuspend`, { reason: 'Testing' }],
      [`${path}/notes`, { body: 'All good with me.' }],
      [
        `${path}/payout-changes`,
        {
          kind: 'bank',
          bank_slug: 'PH_BPI',
          account_name: 'Me',
          account_number: '9876543210',
          reason: 'Mine',
        },
      ],
      [`${path}/banks/PH_BDO/approve-name`, { reason: 'My married name' }],
    ] as const;
    for (const [url, body] of changes) {
      expectRefused(await admin.browser.post(url, body), 403, messages.ownRecords);
    }
    const limit = await admin.browser.put(`${path}/limits/payouts_per_day`, { value: 50, reason: 'Mine' });
    expect(limit.statusCode).toBe(403);
    const [me] = await t.db.select().from(users).where(eq(users.id, admin.user.id));
    expect(me!.status).toBe('active');
    expect(await trailOf(admin.user.id)).toEqual([]);
    // looking is allowed, and audited
    expect((await admin.browser.get(path)).statusCode).toBe(200);
  });

  it('answers in the staff member’s language', async () => {
    const support = await staffMember(t, 'support');
    await support.browser.put('/v1/user/language', { language: 'fil' });
    const refused = await support.browser.post(`/v1/admin/users/${support.user.id}/suspend`, {
      reason: 'Testing',
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(
      'Hindi mo puwedeng gawin ito sa sarili mong account o records. Ibang staff member ang gagawa nito.',
    );
  });
});

describe('staff acting on a higher role', () => {
  it('support cannot suspend an admin or finance; an admin can suspend support', async () => {
    const support = await staffMember(t, 'support');
    const finance = await staffMember(t, 'finance');
    const admin = await staffMember(t, 'admin');
    const otherSupport = await staffMember(t, 'support');
    const suspend = (by: Member, whom: Member) =>
      by.browser.post(`/v1/admin/users/${whom.user.id}/suspend`, { reason: 'Testing the rule' });

    for (const above of [admin, finance]) {
      expectRefused(await suspend(support, above), 403, messages.higherRole);
      const [row] = await t.db.select().from(users).where(eq(users.id, above.user.id));
      expect(row!.status).toBe('active');
    }
    expect(await trailOf(admin.user.id)).toEqual([]);
    // the same role is not above: a colleague of the same role may act, as may a higher one
    expect((await suspend(support, otherSupport)).statusCode).toBe(200);
    expect(
      (await admin.browser.post(`/v1/admin/users/${otherSupport.user.id}/unsuspend`, { reason: 'Done' }))
        .statusCode,
    ).toBe(200);
    expect((await suspend(admin, support)).statusCode).toBe(200);
  });

  it.each<StaffRole>(['finance', 'admin'])(
    'support cannot approve the identity check of %s',
    async (above) => {
      const support = await staffMember(t, 'support');
      const id = await pendingCheck(await staffMember(t, above));
      expectRefused(
        await support.browser.post(`/v1/admin/verifications/${id}/approve`, { reason: 'Matches.' }),
        403,
        messages.higherRole,
      );
      expect(await t.db.select().from(staffApprovals).where(eq(staffApprovals.target, id))).toEqual([]);
    },
  );

  it('finance cannot refund a payment an admin received', async () => {
    const finance = await staffMember(t, 'finance');
    const admin = await staffMember(t, 'admin');
    const reference = await paidGift(admin, '300');
    expectRefused(
      await finance.browser.post(`/v1/admin/payments/${reference}/refund`, {
        amount: '300.00',
        reason: 'Testing',
      }),
      403,
      messages.higherRole,
    );
    expect(await refundOf(reference)).toBeNull();
  });
});

describe('an identity approval', () => {
  it('needs a second staff member: the first waits, the same one again is refused, another confirms', async () => {
    const first = await staffMember(t, 'support');
    const second = await staffMember(t, 'admin');
    const creator = await member(t);
    const id = await pendingCheck(creator);
    const approve = (by: Member, reason: string) =>
      by.browser.post(`/v1/admin/verifications/${id}/approve`, { reason });

    const once = await approve(first, 'The passport matches the selfie.');
    expect(once.statusCode, once.body).toBe(202);
    expect(once.json().data.verification).toMatchObject({
      status: 'pending',
      approval: { staff_email: first.user.email, reason: 'The passport matches the selfie.' },
    });
    // a colleague reading it sees the approval waiting for them
    const read = (await second.browser.get(`/v1/admin/verifications/${id}`)).json().data;
    expect(read.approval).toMatchObject({ staff_user_id: first.user.id });

    expectRefused(await approve(first, 'Really, it matches.'), 403, messages.secondApprover);
    expect((await creator.browser.get('/v1/user/verification')).json().data.state).toBe('pending');

    const confirmed = await approve(second, 'Checked: it matches.');
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().data.verification).toMatchObject({
      status: 'approved',
      reviewed_by: second.user.email,
      approval: null,
    });
    expect((await creator.browser.get('/v1/user/verification')).json().data.state).toBe('approved');
    expect(await t.db.select().from(staffApprovals).where(eq(staffApprovals.target, id))).toEqual([]);
    const trail = (await trailOf(creator.user.id)).filter((line) => line.action !== 'identity.view');
    expect(trail.map((line) => [line.action, line.staffEmail])).toEqual([
      ['identity.first_approval', first.user.email],
      ['identity.approve', second.user.email],
    ]);
  });

  it('is ended by a rejection, which one staff member gives', async () => {
    const first = await staffMember(t, 'support');
    const other = await staffMember(t, 'support');
    const creator = await member(t);
    const id = await pendingCheck(creator);
    expect(
      (await first.browser.post(`/v1/admin/verifications/${id}/approve`, { reason: 'Looks fine.' }))
        .statusCode,
    ).toBe(202);
    const rejected = await other.browser.post(`/v1/admin/verifications/${id}/reject`, {
      reason: 'The selfie is someone else.',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json().data.verification).toMatchObject({ status: 'rejected', approval: null });
    expect(await t.db.select().from(staffApprovals).where(eq(staffApprovals.target, id))).toEqual([]);
    expect((await trailOf(creator.user.id)).at(-1)).toMatchObject({
      action: 'identity.reject',
      before: { first_approved_by: first.user.email },
    });
  });
});

describe('a refund above ₱5,000', () => {
  it('waits for a second staff member: nothing moves until another asks for the same amount', async () => {
    const first = await staffMember(t, 'finance');
    const second = await staffMember(t, 'finance');
    const creator = await member(t);
    const reference = await paidGift(creator, '6000');
    const before = await balancesOf(t.db, creator.user.id);
    const refund = (by: Member, amount: string, reason: string) =>
      by.browser.post(`/v1/admin/payments/${reference}/refund`, { amount, reason });

    const once = await refund(first, '5500.00', 'Charged twice, per the bank statement');
    expect(once.statusCode, once.body).toBe(202);
    expect(once.json().data).toMatchObject({
      refund: null,
      approval: {
        amount: '5500.00',
        staff_email: first.user.email,
        reason: 'Charged twice, per the bank statement',
      },
    });
    expect(await refundOf(reference)).toBeNull();
    expect(await balancesOf(t.db, creator.user.id)).toEqual(before);

    // finance's list and the person's page show it waiting
    const awaiting = (await second.browser.get('/v1/admin/refunds/awaiting-approval')).json().data;
    expect(awaiting.find((row: { reference: string }) => row.reference === reference)).toMatchObject({
      amount: '5500.00',
      paid: '6000.00',
      payee_user_id: creator.user.id,
      staff_email: first.user.email,
    });
    const page = (await second.browser.get(`/v1/admin/users/${creator.user.id}`)).json().data;
    expect(page.payments_received[0]).toMatchObject({
      reference,
      refund_status: null,
      refund_approval: { amount: '5500.00', staff_email: first.user.email },
    });

    expectRefused(await refund(first, '5500.00', 'Again'), 403, messages.secondApprover);
    expectRefused(await refund(second, '1000.00', 'Less'), 409, messages.refundAwaiting('₱5,500.00'));
    expect(await refundOf(reference)).toBeNull();

    const confirmed = await refund(second, '5500.00', 'Bank statement checked');
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().data).toMatchObject({
      approval: null,
      refund: { reference, amount: '5500.00', status: 'pending' },
    });
    expect((await balancesOf(t.db, creator.user.id)).available).toBeLessThan(before.available);
    expect(await refundOf(reference)).toMatchObject({ staffUserId: second.user.id, amount: 550_000 });
    const [line] = (await trailOf(creator.user.id)).filter((row) => row.action === 'payment.refund');
    expect(line).toMatchObject({
      staffEmail: second.user.email,
      before: { reference, first_approved_by: first.user.email },
    });

    await runRefunds();
    expect(await refundOf(reference)).toMatchObject({ status: 'succeeded' });
    expect(await audit(t.db)).toEqual([]);
  });

  it('can be cancelled, by its first approver or a colleague, leaving the payment to refund afresh', async () => {
    const first = await staffMember(t, 'finance');
    const colleague = await staffMember(t, 'admin');
    const creator = await member(t);
    const reference = await paidGift(creator, '5000.01');
    const path = `/v1/admin/payments/${reference}/refund`;

    expect((await first.browser.post(path, { amount: '5000.01', reason: 'Full' })).statusCode).toBe(202);
    const cancelled = await colleague.browser.post(`${path}/cancel`, { reason: 'The supporter withdrew it' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expectRefused(
      await colleague.browser.post(`${path}/cancel`, { reason: 'Twice' }),
      409,
      messages.noRefundAwaiting,
    );
    expect((await trailOf(creator.user.id)).map((line) => line.action)).toEqual([
      'payment.refund_first_approval',
      'payment.refund_cancel',
    ]);

    // ₱5,000 itself needs one staff member
    const small = await first.browser.post(path, { amount: '5000.00', reason: 'Most of it' });
    expect(small.statusCode, small.body).toBe(200);
    await runRefunds();
    expect(await refundOf(reference)).toMatchObject({ status: 'succeeded', amount: 500_000 });
    expect(await audit(t.db)).toEqual([]);
  });
});
