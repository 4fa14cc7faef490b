import { asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { blocPosts, membershipTiers } from '../../db/schema/index.ts';
import { at, part, type PersonalDataPart } from '../personal-data.ts';

const tier = alias(membershipTiers, 'tier');

/** The person's Bloc posts, and the reactions on them. */
export const blocPersonalData: PersonalDataPart = {
  name: 'bloc',
  export: {
    tables: [blocPosts],
    async parts({ db, userId }) {
      const posts = await db
        .select({ post: blocPosts, tierName: tier.name })
        .from(blocPosts)
        .leftJoin(tier, eq(tier.id, blocPosts.minTierId))
        .where(eq(blocPosts.userId, userId))
        .orderBy(asc(blocPosts.createdAt), asc(blocPosts.id));
      return [
        part(
          'bloc-posts',
          'Your Bloc posts: title, text, image and who may read them.',
          ({ col }) => [
            col('id', (r) => r.post.id),
            col('title', (r) => r.post.title),
            col('body', (r) => r.post.body),
            col('image', (r) => r.post.image),
            col('visibility', (r) => r.post.visibility),
            col('members_only_from_tier', (r) => r.tierName),
            col('publish_at', (r) => at(r.post.publishAt)),
            col('public_from', (r) => at(r.post.publicFrom)),
            col('created_at', (r) => at(r.post.createdAt)),
            col('updated_at', (r) => at(r.post.updatedAt)),
          ],
          posts,
        ),
      ];
    },
  },
  erase: {
    tables: [blocPosts],
    async run(tx, { userId: u }) {
      await tx.execute(sql`
        delete from reactions where content_id in (select id::text from bloc_posts where user_id = ${u})`);
      await tx.execute(sql`delete from bloc_posts where user_id = ${u}`);
    },
  },
};
