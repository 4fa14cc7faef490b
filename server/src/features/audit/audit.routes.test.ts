import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { staffAudit } from '../../db/schema/index.ts';
import { member, staffMember } from '../../test/builders.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();

const auditOf = (subjectUserId: string) =>
  t.db.select().from(staffAudit).where(eq(staffAudit.subjectUserId, subjectUserId)).orderBy(staffAudit.id);

describe('the audit trail', () => {
  it('lists the newest line first, by staff member, person and action, as staff wrote them', async () => {
    const first = await staffMember(t, 'support');
    const second = await staffMember(t, 'support');
    const creator = await member(t);
    const userId = creator.user.id;
    await first.browser.get(`/v1/admin/users/${userId}`);
    await first.browser.post(`/v1/admin/users/${userId}/suspend`, { reason: 'Spam' });
    await second.browser.get(`/v1/admin/users/${userId}`);

    const list = async (query: string) => (await second.browser.get(`/v1/admin/audit?${query}`)).json();
    const byPerson = await list(`user_id=${userId}`);
    expect(byPerson.data).toMatchObject([
      { action: 'person.view', staff_email: second.user.email, staff_role: 'support', reason: null },
      {
        action: 'person.suspend',
        staff_user_id: first.user.id,
        subject_user_id: userId,
        reason: 'Spam',
        before: { status: 'active' },
        after: { status: 'suspended' },
      },
      { action: 'person.view', staff_email: first.user.email, before: null, after: null },
    ]);
    expect(byPerson.meta).toMatchObject({ current_page: 1, total: 3 });
    expect((await list(`staff=${second.user.email}`)).data).toMatchObject([{ action: 'person.view' }]);
    expect((await list(`user_id=${userId}&action=person.suspend`)).meta).toMatchObject({ total: 1 });
  });

  it('refuses UPDATE, DELETE and TRUNCATE from the database role the application uses', async () => {
    const support = await staffMember(t, 'support');
    const creator = await member(t);
    await support.browser.post(`/v1/admin/users/${creator.user.id}/suspend`, { reason: 'Spam' });
    const [line] = await auditOf(creator.user.id);
    expect(line).toBeDefined();

    await expect(
      t.db.update(staffAudit).set({ reason: 'Nothing happened' }).where(eq(staffAudit.id, line!.id)),
    ).rejects.toThrow();
    await expect(t.db.delete(staffAudit).where(eq(staffAudit.id, line!.id))).rejects.toThrow();
    await expect(t.db.execute(sql`truncate staff_audit`)).rejects.toThrow();
    expect(await auditOf(creator.user.id)).toEqual([line]);
  });
});
