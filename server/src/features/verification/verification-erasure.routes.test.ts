import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { identityVerificationFiles, identityVerifications } from '../../db/schema/index.ts';
import { signedInUser, staffMember } from '../../test/builders.ts';
import { useTestApp } from '../../test/test-app.ts';
import { details, verificationTesting } from './verification.testing.ts';

const t = useTestApp();
const { dev, clockNow, submit } = verificationTesting(t);

describe('an erased account', () => {
  const DAY = 86_400;
  const runJobs = async () => (await dev().post('/dev/jobs/run')).json().data.ran as Record<string, number>;

  it('keeps its verifications sealed for five years after the erasure, then removes them and their files', async () => {
    const creator = await signedInUser(t);
    const support = await staffMember(t, 'support');
    expect((await submit(creator)).statusCode).toBe(201);
    const [first] = await t.db
      .select()
      .from(identityVerifications)
      .where(eq(identityVerifications.userId, creator.user.id));
    await support.browser.post(`/v1/admin/verifications/${first!.id}/reject`, { reason: 'Blurred' });
    // one still waiting when the account goes
    expect((await submit(creator)).statusCode).toBe(201);
    const files = await t.db
      .select({ key: identityVerificationFiles.storageKey })
      .from(identityVerificationFiles)
      .innerJoin(
        identityVerifications,
        eq(identityVerifications.id, identityVerificationFiles.verificationId),
      )
      .where(eq(identityVerifications.userId, creator.user.id));
    expect(files).toHaveLength(6);

    const deleted = await creator.browser.post('/v1/user/account/delete', { password: creator.password });
    expect(deleted.statusCode, deleted.body).toBe(200);
    await dev().post('/dev/clock', { advance_seconds: 30 * DAY });
    expect(await runJobs()).toMatchObject({ 'erase-accounts': 1 });
    const erasedAt = await clockNow();

    const kept = await t.db
      .select()
      .from(identityVerifications)
      .where(eq(identityVerifications.userId, creator.user.id))
      .orderBy(identityVerifications.createdAt);
    expect(kept.map((row) => [row.status, row.reason])).toEqual([
      ['rejected', 'Blurred'],
      ['rejected', 'The account was erased before the check.'],
    ]);
    for (const row of kept) {
      expect(row.legalName).toBe(details.legal_name);
      const years = (row.retainUntil!.getTime() - erasedAt.getTime()) / (365.25 * DAY * 1000);
      expect(years).toBeGreaterThan(4.99);
      expect(years).toBeLessThan(5.01);
    }
    for (const { key } of files) expect(await t.storage.read(key, 'private')).not.toBeNull();

    // a day short of five years: still kept
    await dev().post('/dev/clock', { advance_seconds: 5 * 365 * DAY });
    await runJobs();
    expect(
      await t.db
        .select()
        .from(identityVerifications)
        .where(eq(identityVerifications.userId, creator.user.id)),
    ).toHaveLength(2);
    await dev().post('/dev/clock', { advance_seconds: 3 * DAY });
    expect(await runJobs()).toMatchObject({ 'purge-identity-verifications': 1 });
    expect(
      await t.db
        .select()
        .from(identityVerifications)
        .where(eq(identityVerifications.userId, creator.user.id)),
    ).toEqual([]);
    for (const { key } of files) expect(await t.storage.read(key, 'private')).toBeNull();
  });
});
