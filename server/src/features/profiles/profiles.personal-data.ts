import { asc, eq } from 'drizzle-orm';
import { creatorCounts, linkedAccounts, questionTopics, userBanks, users } from '../../db/schema/index.ts';
import { at, mobile, part, person, type PersonalDataPart } from '../personal-data.ts';

/** The account and its public page: one record, first in the copy. */
export const profilePersonalData: PersonalDataPart = {
  name: 'profiles',
  export: {
    tables: [users, questionTopics],
    async parts({ db, userId }) {
      const [user] = await db.select().from(users).where(eq(users.id, userId));
      if (!user) return [];
      const [referrer] = user.referredByUserId
        ? await db
            .select({ pageUrl: users.pageUrl, pageName: users.pageName })
            .from(users)
            .where(eq(users.id, user.referredByUserId))
        : [];
      const [topic] = await db.select().from(questionTopics).where(eq(questionTopics.userId, userId));
      // the number payouts and codes go to: the enabled bank's, else the linked e-payment account's
      const banks = await db
        .select({ mobileNumber: userBanks.mobileNumber, isDisabled: userBanks.isDisabled })
        .from(userBanks)
        .where(eq(userBanks.userId, userId))
        .orderBy(asc(userBanks.createdAt));
      const [linked] = await db
        .select({ mobileNumber: linkedAccounts.mobileNumber })
        .from(linkedAccounts)
        .where(eq(linkedAccounts.userId, userId))
        .orderBy(asc(linkedAccounts.createdAt));
      const enabledBank = banks.find((bank) => !bank.isDisabled);
      return [
        part(
          'profile',
          'Your account and public page: page name and address, email, bio, images, mobile number, referral code, Ask Me Anything page.',
          ({ col }) => [
            col('page_name', () => user.pageName),
            col('page_url', () => user.pageUrl),
            col('email', () => user.email),
            col('email_verified_at', () => at(user.emailVerifiedAt)),
            col('status', () => user.status),
            col('bio', () => user.bio),
            col('avatar', () => user.avatar),
            col('cover_photo', () => user.coverPhoto),
            col('mobile_number', () => mobile(enabledBank?.mobileNumber ?? linked?.mobileNumber ?? null)),
            col('referral_code', () => user.referralCode),
            col('referred_by', () => (referrer ? person(referrer.pageName, referrer.pageUrl) : null)),
            col('supporters', () => user.donationCount),
            col('followers', () => user.followerCount),
            col('ask_me_anything_title', () => topic?.title ?? null),
            col('ask_me_anything_description', () => topic?.description ?? null),
            col('ask_me_anything_banner', () => topic?.bannerImage ?? null),
            col('created_at', () => at(user.createdAt)),
            col('deactivated_at', () => at(user.deactivatedAt)),
          ],
          [user],
          { single: true },
        ),
      ];
    },
  },
  notExported: [
    [creatorCounts, "the counts of the page's lists, kept by triggers: the lists are in the copy"],
  ],
  kept: [[creatorCounts, 'numbers only, of a page nobody sees any more']],
};
