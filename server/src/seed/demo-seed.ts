import { randomUUID } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import { count, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { extractHashtags } from '@pixel/contract';
import type { Db } from '../db/client.ts';
import { hashtags, users } from '../db/schema/index.ts';
import { excerptOf } from '../features/hashtags/hashtags.service.ts';
import { escapeHtml } from '../lib/html.ts';
import { referralCode } from '../lib/tokens.ts';
import type { Storage } from '../providers/storage/storage.ts';

export const DEMO_PASSWORD = 'pixel-demo-2026';

const creators = [
  {
    pageUrl: 'mariasketches',
    pageName: 'Maria Santos',
    bio: 'Illustrator from Cebu. I draw jeepneys, street food and the people of #Cebu. Every gift buys more ink!',
    colors: ['#7b2ff7', '#f107a3'],
  },
  {
    pageUrl: 'kuyajuan.eats',
    pageName: 'Kuya Juan Eats',
    bio: 'Food vlogger hunting the best #lutongbahay from Batanes to Jolo. New Snaps every Friday.',
    colors: ['#ff7e5f', '#feb47b'],
  },
  {
    pageUrl: 'island_lens',
    pageName: 'Island Lens',
    bio: 'Travel photographer. Sunrises over #Palawan and the quiet corners of the archipelago.',
    colors: ['#00c6ff', '#0072ff'],
  },
];

async function avatar(initials: string, [from, to]: string[]) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="400" height="400" fill="url(#g)"/>
<text x="200" y="200" dy=".35em" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-weight="700" font-size="150" fill="#fff">${escapeHtml(initials)}</text>
</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

const demoEmail = (pageUrl: string) => `${pageUrl.replace(/[^a-z0-9]/g, '')}@demo.pixel.ph`;

/**
 * Fills an empty database with a few creators so a fresh start has something to look at, and returns
 * the log-in details of the demo creators that exist (none once they are gone or were never made).
 */
export async function seedDemo({ db, storage }: { db: Db; storage: Storage }) {
  const [existing] = await db.select({ n: count() }).from(users);
  if ((existing?.n ?? 0) > 0) {
    const emails = creators.map((creator) => demoEmail(creator.pageUrl));
    const rows = await db
      .select({ email: users.email, pageUrl: users.pageUrl })
      .from(users)
      .where(inArray(users.email, emails));
    return rows.map((row) => ({ email: row.email!, password: DEMO_PASSWORD, page_url: row.pageUrl }));
  }
  const passwordHash = await hash(DEMO_PASSWORD);
  const created = [];
  for (const creator of creators) {
    const initials = creator.pageName
      .split(' ')
      .map((word) => word[0])
      .join('')
      .slice(0, 2);
    const key = `avatars/${randomUUID()}.jpg`;
    await storage.put(key, await avatar(initials, creator.colors), 'image/jpeg');
    const email = demoEmail(creator.pageUrl);
    const [user] = await db
      .insert(users)
      .values({
        email,
        passwordHash,
        status: 'active',
        emailVerifiedAt: new Date(),
        pageUrl: creator.pageUrl,
        pageName: creator.pageName,
        bio: creator.bio,
        avatar: storage.publicUrl(key),
        referralCode: referralCode(),
      })
      .returning({ id: users.id });
    // bios are indexed as they are written (decision 0014), so the demo's #tags lead somewhere too
    const tags = extractHashtags(creator.bio);
    if (tags.length > 0) {
      await db.insert(hashtags).values(
        tags.map((tag) => ({
          tag,
          sourceType: 'bio',
          sourceId: user!.id,
          creatorUserId: user!.id,
          excerpt: excerptOf(creator.bio),
          createdAt: new Date(),
        })),
      );
    }
    created.push({ email, password: DEMO_PASSWORD, page_url: creator.pageUrl });
  }
  return created;
}
