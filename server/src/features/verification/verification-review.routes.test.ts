import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { identityVerificationMessages as messages, supportEmail } from '@pixel/contract';
import { identityVerificationFiles, identityVerifications } from '../../db/schema/index.ts';
import { client, member, signedInUser, staffMember, unique } from '../../test/builders.ts';
import { cardPhoto as photo } from '../../test/forms.ts';
import { useTestApp } from '../../test/test-app.ts';
import { details, verificationTesting } from './verification.testing.ts';

const t = useTestApp();
const { submit, auditOf } = verificationTesting(t);

describe("support's review", () => {
  it('rejects with a reason the creator reads and answers by sending again; then approves', async () => {
    const support = await staffMember(t, 'support');
    const creator = await member(t, { pageName: `Maria ${unique('m')}` });
    const earlierCreator = await member(t);
    expect((await submit(earlierCreator)).statusCode).toBe(201);
    const first = (await submit(creator)).json().data.verification;
    expect(first.state).toBe('pending');

    // the queue, oldest first: the earlier creator's comes before this one
    const queue = await support.browser.get('/v1/admin/verifications?status=pending');
    expect(queue.statusCode, queue.body).toBe(200);
    const ids = (queue.json().data as { user: { id: string } }[]).map((item) => item.user.id);
    expect(ids.indexOf(earlierCreator.user.id)).toBeLessThan(ids.indexOf(creator.user.id));
    const listed = (queue.json().data as { id: string; submitted_at: string; user: { id: string } }[]).find(
      (item) => item.user.id === creator.user.id,
    )!;
    // the list names who sent it and what ID, not their details
    expect(listed).toEqual({
      id: expect.any(String),
      status: 'pending',
      id_type: 'drivers_license',
      user: {
        id: creator.user.id,
        page_url: creator.page_url,
        page_name: creator.user.pageName,
        email: creator.user.email,
      },
      submitted_at: expect.any(String),
      reviewed_at: null,
    });

    const opened = await support.browser.get(`/v1/admin/verifications/${listed.id}`);
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.headers['cache-control']).toBe('private, no-store');
    expect(opened.json().data).toMatchObject({
      legal_name: details.legal_name,
      birth_date: details.birth_date,
      address: details.address,
      files: [
        { side: 'front', url: `/v1/admin/verifications/${listed.id}/files/front` },
        { side: 'back', url: `/v1/admin/verifications/${listed.id}/files/back` },
        { side: 'selfie', url: `/v1/admin/verifications/${listed.id}/files/selfie` },
      ],
      earlier: [],
    });

    const noReason = await support.browser.post(`/v1/admin/verifications/${listed.id}/reject`, {});
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().errors).toEqual({ reason: ['The reason field is required.'] });
    const reason = 'The photo of the front of your ID is blurred: the name cannot be read.';
    const rejected = await support.browser.post(`/v1/admin/verifications/${listed.id}/reject`, { reason });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json().data).toMatchObject({
      message: messages.rejectedByStaff,
      verification: { status: 'rejected', reason, reviewed_by: support.user.email },
    });
    const twice = await support.browser.post(`/v1/admin/verifications/${listed.id}/approve`, {
      reason: 'x',
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(messages.alreadyReviewed);

    const read = (await creator.browser.get('/v1/user/verification')).json().data;
    expect(read).toMatchObject({ state: 'rejected', reason, reviewed_at: expect.any(String) });
    const [rejectedMail] = (await t.outbox()).filter((m) => m.to === creator.user.email);
    expect(rejectedMail).toMatchObject({ subject: 'We could not verify your identity' });
    expect(rejectedMail!.body).toContain(reason);
    expect(rejectedMail!.body).toContain(`Hi ${creator.user.pageName},`);
    expect(rejectedMail!.body).toContain('http://localhost:3000/dashboard/settings/verification');

    // sent again, with a sharper photo
    const second = await submit(creator, { ...details, id_type: 'umid' });
    expect(second.statusCode, second.body).toBe(201);
    const pending = await support.browser.get('/v1/admin/verifications?status=pending');
    const secondId = (pending.json().data as { id: string; user: { id: string } }[]).find(
      (item) => item.user.id === creator.user.id,
    )!.id;
    const reopened = (await support.browser.get(`/v1/admin/verifications/${secondId}`)).json().data;
    expect(reopened.earlier).toEqual([
      { id: listed.id, status: 'rejected', submitted_at: listed.submitted_at },
    ]);
    // an approval needs two staff members (decision 0121): the first waits, the creator still pending
    const approvedOnce = await support.browser.post(`/v1/admin/verifications/${secondId}/approve`, {
      reason: 'Name, birth date and face match the UMID.',
    });
    expect(approvedOnce.statusCode, approvedOnce.body).toBe(202);
    expect(approvedOnce.json().data).toMatchObject({
      message: messages.approvedOnce,
      verification: {
        status: 'pending',
        reviewed_by: null,
        approval: {
          staff_user_id: support.user.id,
          staff_email: support.user.email,
          reason: 'Name, birth date and face match the UMID.',
        },
      },
    });
    expect((await creator.browser.get('/v1/user/verification')).json().data.state).toBe('pending');
    const colleague = await staffMember(t, 'support');
    const approved = await colleague.browser.post(`/v1/admin/verifications/${secondId}/approve`, {
      reason: 'Checked again: the UMID matches.',
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data).toMatchObject({
      message: messages.approvedByStaff,
      verification: { status: 'approved', reviewed_by: colleague.user.email, approval: null },
    });
    expect((await creator.browser.get('/v1/user/verification')).json().data).toMatchObject({
      state: 'approved',
      // the approval's reason is staff's own note
      reason: null,
      details: { id_type: 'umid' },
    });
    const [approvedMail] = (await t.outbox()).filter((m) => m.to === creator.user.email);
    expect(approvedMail).toMatchObject({ subject: 'Your identity is verified' });

    const afterApproval = await submit(creator);
    expect(afterApproval.statusCode).toBe(409);
    expect(afterApproval.json().message).toBe(messages.approved);
    const approvedList = await support.browser.get('/v1/admin/verifications?status=approved');
    expect((approvedList.json().data as { id: string }[]).map((item) => item.id)).toContain(secondId);

    // every look and answer is in the audit trail, with no personal data but ids
    const trail = await auditOf(creator.user.id);
    expect(trail.map((line) => [line.action, line.reason, line.before, line.after])).toEqual([
      ['identity.view', null, null, { verification_id: listed.id }],
      ['identity.reject', reason, { verification_id: listed.id, status: 'pending' }, { status: 'rejected' }],
      ['identity.view', null, null, { verification_id: secondId }],
      [
        'identity.first_approval',
        'Name, birth date and face match the UMID.',
        { verification_id: secondId, status: 'pending' },
        { awaiting_second_approval: true },
      ],
      [
        'identity.approve',
        'Checked again: the UMID matches.',
        {
          verification_id: secondId,
          status: 'pending',
          first_approved_by: support.user.email,
          first_approval_reason: 'Name, birth date and face match the UMID.',
        },
        { status: 'approved' },
      ],
    ]);
    expect(trail.map((line) => line.staffUserId)).toEqual([
      ...Array<string>(4).fill(support.user.id),
      colleague.user.id,
    ]);
    expect((await support.browser.get(`/v1/admin/verifications/${randomUUID()}`)).statusCode).toBe(404);
  });

  it('tells a creator who chose Filipino of the rejection and the approval in Filipino', async () => {
    const support = await staffMember(t, 'support');
    const creator = await member(t, { pageName: `Maria ${unique('m')}` });
    await creator.browser.put('/v1/user/language', { language: 'fil' });
    const pendingId = async () => {
      const queue = await support.browser.get('/v1/admin/verifications?status=pending');
      return (queue.json().data as { id: string; user: { id: string } }[]).find(
        (item) => item.user.id === creator.user.id,
      )!.id;
    };
    const mailsTo = async () => (await t.outbox()).filter((m) => m.to === creator.user.email);

    expect((await submit(creator)).statusCode).toBe(201);
    // support's reason is their own words, passed on as written
    const reason = 'Malabo ang litrato ng harap ng ID mo: hindi mabasa ang pangalan.';
    const rejected = await support.browser.post(`/v1/admin/verifications/${await pendingId()}/reject`, {
      reason,
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    const [rejectedMail] = await mailsTo();
    expect(rejectedMail?.subject).toBe('Hindi namin ma-verify ang identity mo');
    expect(rejectedMail?.body).toBe(
      `Hi ${creator.user.pageName},\n\n` +
        'Hindi ma-verify ng PIXEL support ang identity mo mula sa mga detalye at litratong ipinadala mo:\n\n' +
        `${reason}\n\n` +
        'Puwede mong ipadala ulit ang mga ito sa http://localhost:3000/dashboard/settings/verification. ' +
        `Kung may hindi malinaw, mag-email sa ${supportEmail}.\n`,
    );

    expect((await submit(creator, { ...details, id_type: 'umid' })).statusCode).toBe(201);
    const id = await pendingId();
    const approve = (staff: typeof support) =>
      staff.browser.post(`/v1/admin/verifications/${id}/approve`, {
        reason: 'Name, birth date and face match the UMID.',
      });
    expect((await approve(support)).statusCode).toBe(202);
    // the creator hears once, when a second staff member confirms it
    expect(await mailsTo()).toHaveLength(1);
    const approved = await approve(await staffMember(t, 'support'));
    expect(approved.statusCode, approved.body).toBe(200);
    const [approvedMail] = await mailsTo();
    expect(approvedMail?.subject).toBe('Verified na ang identity mo');
    expect(approvedMail?.body).toBe(
      `Hi ${creator.user.pageName},\n\n` +
        'Nasuri na ng PIXEL support ang mga detalye at litratong ipinadala mo, at verified na ang identity mo. ' +
        'Wala ka nang kailangang gawin.\n',
    );
  });

  it('shows the photos to support alone, each look audited, and to nobody else', async () => {
    const support = await staffMember(t, 'support');
    const creator = await signedInUser(t);
    const front = await photo('#1f4e79', { width: 1000, height: 630 });
    const sent = await submit(creator, details, {
      id_front: front,
      id_back: await photo('#7f6000'),
      selfie: await photo('#38761d'),
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const [row] = await t.db
      .select()
      .from(identityVerifications)
      .where(eq(identityVerifications.userId, creator.user.id));
    const path = `/v1/admin/verifications/${row!.id}/files/front`;

    const shown = await support.browser.get(path);
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.headers['content-type']).toBe('image/jpeg');
    expect(shown.headers['cache-control']).toBe('private, no-store');
    expect(shown.headers['x-content-type-options']).toBe('nosniff');
    const shownPhoto = await sharp(shown.rawPayload).metadata();
    expect(shownPhoto).toMatchObject({ format: 'jpeg', width: 1000, height: 630 });
    expect((await support.browser.get(path.replace('front', 'selfie'))).statusCode).toBe(200);
    const fileViews = (await auditOf(creator.user.id)).filter((line) => line.action === 'identity.file_view');
    expect(fileViews.map((line) => line.after)).toEqual([
      { verification_id: row!.id, side: 'front' },
      { verification_id: row!.id, side: 'selfie' },
    ]);

    // the creator's own session (and a later one), another account, a visitor, and staff whose role does
    // not review identities
    const later = client(t);
    expect(
      (await later.post('/v1/auth/login', { email: creator.email, password: creator.password })).statusCode,
    ).toBe(200);
    const someone = await member(t);
    const finance = await staffMember(t, 'finance');
    // the photos' addresses answer them all as if nothing were there; the verification itself is a staff
    // page, which says so
    for (const [who, status] of [
      [creator.browser, 403],
      [later, 403],
      [someone.browser, 403],
      [finance.browser, 403],
      [client(t), 401],
    ] as const) {
      for (const side of ['front', 'back', 'selfie']) {
        const refused = await who.get(path.replace('front', side));
        expect(refused.statusCode, side).toBe(404);
        expect(refused.headers['content-type']).toMatch(/^application\/json/);
      }
      expect((await who.get(`/v1/admin/verifications/${row!.id}`)).statusCode).toBe(status);
    }
    // nor through the media route, which never serves the private area
    const [file] = await t.db
      .select()
      .from(identityVerificationFiles)
      .where(
        and(
          eq(identityVerificationFiles.verificationId, row!.id),
          eq(identityVerificationFiles.side, 'front'),
        ),
      );
    for (const who of [creator.browser, later, client(t)]) {
      expect((await who.get(`/media/${file!.storageKey}`)).statusCode).toBe(404);
    }
    // no more looks were written than support's two
    expect(
      (await auditOf(creator.user.id)).filter((line) => line.action === 'identity.file_view'),
    ).toHaveLength(2);
    // a verification without a back has no back to show
    const passport = await member(t);
    await submit(
      passport,
      { ...details, id_type: 'passport' },
      { id_front: await photo('#000080'), selfie: await photo('#008000') },
    );
    const [passportRow] = await t.db
      .select()
      .from(identityVerifications)
      .where(eq(identityVerifications.userId, passport.user.id));
    expect(
      (await support.browser.get(`/v1/admin/verifications/${passportRow!.id}/files/back`)).statusCode,
    ).toBe(404);
    expect(
      (await support.browser.get(`/v1/admin/verifications/${passportRow!.id}/files/side`)).statusCode,
    ).toBe(422);
  });
});
