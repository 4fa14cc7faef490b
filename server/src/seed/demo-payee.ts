import { sql } from 'drizzle-orm';
import { payoutClearances, userBanks } from '../db/schema/index.ts';
import { creators, payee, staff } from './demo-cast.ts';
import { multipart } from './demo-pictures.ts';
import type { DemoStory } from './demo-story.ts';

/** The demo creator who can withdraw becomes able to: verified by both demo staff, a bank account on file. */
export function payeeSteps(story: DemoStory) {
  const { db, at, later, step, signedIn, ids, draw } = story;
  // the creator who can withdraw sends her ID as any creator does, and both demo staff approve it (an
  // identity approval takes two, decision 0121); her bank account and the review of her first payout are
  // written directly: the demo has no phone to read the SMS code from, and no first payout to review
  const payeeCreator = creators.find((creator) => creator.pageUrl === payee.pageUrl)!;
  const idPhoto = draw(payeeCreator.palette, 7000, { width: 1200, height: 800 }, 'ID');
  const selfie = draw(payeeCreator.palette, 7001, { width: 800, height: 1000 }, 'MS');
  const submitted = at(payee.verified);
  step(submitted, async () => {
    const form = multipart(
      { id_front: await idPhoto, selfie: await selfie },
      {
        legal_name: payee.legalName,
        birth_date: payee.birthDate,
        address: payee.address,
        id_type: 'passport',
      },
    );
    await signedIn(payee.pageUrl).post('/v1/user/verification', form.payload, form.headers);
  });
  // support reviews first, the admin confirms
  const reviewers = [staff[1]!, staff[0]!];
  for (const [n, reviewer] of reviewers.entries()) {
    step(later(submitted, 18 + n * 2), async () => {
      const creator = signedIn(payee.pageUrl);
      const mine = await creator.data<{ state: string }>(creator.get('/v1/user/verification'));
      if (mine.state === 'approved') return;
      const who = signedIn(reviewer.pageUrl);
      const [waiting] = await who.data<{ id: string }[]>(who.get('/v1/admin/verifications?status=pending'));
      if (!waiting) throw new Error('demo seed: no verification waiting for the demo staff');
      await who.post(`/v1/admin/verifications/${waiting.id}/approve`, {
        reason:
          n === 0
            ? 'The passport matches the selfie and the details.'
            : 'Checked the passport again: approved.',
      });
    });
  }
  step(later(submitted, 30), async () => {
    const userId = ids.get(payee.pageUrl)!;
    const verified = await signedIn(payee.pageUrl).data<{ state: string }>(
      signedIn(payee.pageUrl).get('/v1/user/verification'),
    );
    if (verified.state !== 'approved') throw new Error('demo seed: the demo creator was not verified');
    await db.insert(userBanks).values({
      userId,
      ...payee.bank,
      accountName: payee.legalName,
      mobileNumber: payee.mobileNumber,
    });
    await db.insert(payoutClearances).values({ userId, clearedAt: sql`now()` });
  });
}
